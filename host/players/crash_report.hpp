// Where a player crashed, said to its author as a file and a line. In the sandboxed child, a crash
// writes one line to stderr before the child dies of it: the first frame of its stack in the
// player's own code (outside the system's libraries and Plyground's program), as a file and an
// offset in it. The host, outside the sandbox where the debug information can be read, turns that
// into the source's file, line and function with addr2line (binutils), as a debugger would.
#pragma once

#include <string>
#include <string_view>

namespace plyground::host {

// The line the child writes begins with this.
constexpr std::string_view kCrashLine = "plyground-crash: ";

// In the child, before the plugin is loaded: SIGSEGV, SIGBUS, SIGFPE and SIGILL write the crash's
// line, then end the process by the same signal as before (the host sees the same end). Not in a
// sanitizer's build, whose own report does more.
void report_crashes();

// What a child's crash line says, in words: "at alphabeta.cpp:57 in search()" (or "in myai.so at
// 0x1234" without debug information); "" for any other line.
std::string crash_place(std::string_view line);

}  // namespace plyground::host
