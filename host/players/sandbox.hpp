// What a child that runs plugin code does to itself before it loads any (`plyground scan-plugin`,
// `plyground uci`). The host starts it in a session, process group, directory and environment of
// its own, holding no descriptor but its pipes (ChildOptions); these are the walls only the child
// can put up. Everything is denied that a searching player does not need: docs/security.md lists
// what each wall stops and what it does not.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace plyground::host {

struct SandboxLimits {
  int memory_mb = 0;  // address space, in MB; 0: none
  int files_mb = 64;  // what it may write, beneath its working directory only; 0: nothing at all
  // What it may read besides what every player needs (the system's libraries): absolute paths of
  // files, or of folders whose files it may all read (own_files_of: its own file and data).
  std::vector<std::string> readable;
};

// The protocol's private copies of stdin and stdout.
struct ProtocolChannel {
  int in = -1;
  int out = -1;
};

// Puts up, in this order: no descriptor but 0-2; hard limits (address space, file size, open files,
// no core); namespaces of its own (network, System V IPC, mounts, with a size-bounded tmpfs as the
// working directory, and process ids: from there on the plugin's code runs in a child, the second
// process of its PID namespace, while this process waits outside and ends as that child ends),
// where the kernel allows; Landlock (reads only where a player needs to, and `readable`; writes only beneath the
// working directory, or none); no capabilities and no way back to them; a seccomp allow-list, where a call outside it
// ends the process with the call named on stderr. Where the kernel refuses a wall the child goes on
// without it: sandbox_gaps() says which. stdout itself (where a plugin's printf goes) is sent to
// stderr and stdin reads nothing.
ProtocolChannel enter_sandbox(const SandboxLimits& limits);

// What this kernel does not let a child enforce, tried once in a throwaway child (`plyground
// probe-sandbox`): "" when every wall stands, else a sentence naming each missing one and what
// goes unenforced.
const std::string& sandbox_gaps();
// That child: puts up the walls, writes on stdout the number of those that could not stand, ends.
[[noreturn]] void probe_sandbox();
// Called by whatever starts sandboxed children, before each: the first time, prints
// sandbox_gaps() to stderr as a warning, and makes this process not dumpable, so that no child
// (of the same user) may open its descriptors, such as another player's pipes, through /proc.
void prepare_for_sandboxed_children();

// Lets the process use `budget` more CPU time from now on, over all its threads, before the kernel
// sends SIGXCPU; a zero budget lifts it. A soft limit: the host's own move timeout and freezing
// the child between moves are what a hostile plugin cannot escape.
void limit_cpu_time(std::chrono::milliseconds budget);

}  // namespace plyground::host
