// What a child that runs plugin code does to itself before loading any (`plyground scan-plugin`,
// `plyground uci`): the host starts it in its own process group, directory and environment
// (ChildOptions); these are the limits only the child can put on itself.
#pragma once

#include <chrono>

namespace plyground::host {

// Called first: the child dies with its parent, cannot dump core, limits its memory (MB, 0: none)
// and open files (256), and, where the kernel allows, gets a network of its own with no interface,
// may write files only beneath its working directory (Landlock) and may not start processes, signal
// or trace other processes (a seccomp filter). The sanitizer build keeps neither the memory limit nor
// the filter (its runtime needs both). Returns a private copy of stdout for the protocol; stdout itself
// (where a plugin's printf goes) is sent to stderr and stdin reads nothing. `protocol_in` receives a
// private copy of stdin.
int enter_sandbox(int memory_mb, int* protocol_in = nullptr);

// Lets the process use `budget` more CPU time from now on, over all its threads, before the kernel
// ends it (SIGXCPU); a zero budget lifts the limit.
void limit_cpu_time(std::chrono::milliseconds budget);

}  // namespace plyground::host
