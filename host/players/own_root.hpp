// A sandboxed child's own root, as bubblewrap and nsjail build one: a new tmpfs holding, read-only,
// only what a player needs (the system's libraries and the few files of /etc they read, its /dev
// and /proc, the processor count in /sys, this program's folder, the loader's folders, and the
// player's own files), its working directory writable, and nothing else: `pivot_root` into it, so
// that no other path exists to open, stat, list or read a link of. Used by enter_sandbox
// (sandbox.hpp) in a mount namespace of its own; Landlock and the filter stand behind it.
#pragma once

#include <string>
#include <vector>

namespace plyground::host {

// What every player reads of the system, in the root and under Landlock: the libraries' trees
// (/usr, /lib...), the few files of /etc they read, /etc's python folders, the processor count.
std::vector<std::string> system_paths();

// Builds the root and moves into it, the working directory kept at its path. `readable`: absolute
// paths of files or folders the player may read besides. False, the old root kept, where the
// kernel refuses a step (no mount namespace, or a mount refused).
[[nodiscard]] bool enter_own_root(const std::vector<std::string>& readable);

// What belongs to a player's file, as it is written and with links resolved: the file, and the
// folder of its own name beside it ("myai/" for "myai.so": its data); for a Python script also the
// .py modules beside it, which it imports. Absolute; those that do not exist are left out.
std::vector<std::string> own_files_of(const std::string& file);

}  // namespace plyground::host
