// The last wall of a sandboxed child (sandbox.hpp): only the system calls a searching player needs.
// Calls that could name another process, a terminal or a shared object are allowed only with
// arguments that name its own (after Chromium's seccomp-bpf baseline policy and nsjail's); any other
// call ends the process with the call named on stderr.
#pragma once

namespace plyground::host {

// Loads the filter for this process and those it starts: false when the kernel refuses it. Calls
// that change files are allowed where `writes` (Landlock keeps them beneath the working directory),
// else refused with EACCES; `refuse_truncation` refuses opening a file for reading with O_TRUNC
// (which Landlock before ABI 3 does not see).
[[nodiscard]] bool allow_only_needed_calls(bool writes, bool refuse_truncation);

}  // namespace plyground::host
