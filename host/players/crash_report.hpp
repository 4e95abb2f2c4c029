// Where a player crashed, said to its author as a file and a line. In the sandboxed child, a crash
// writes one line to stderr before the child dies of it: the first frame of its stack in the
// player's own code (outside the system's libraries and Plyground's program), as a file and an
// offset in it. The host, outside the sandbox where the debug information can be read, turns that
// into the source's file, line and function with addr2line (binutils), as a debugger would.
#pragma once

#include <string>
#include <string_view>
#include <vector>

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

// A child's last lines (its stderr) as its end (`ended_by`, ChildProcess::exit_reason) says them:
// where it crashed first, then the last three it printed, cut short; "" for none. A `sandboxed`
// child's end by SIGSYS that it could not say (the call was made with every signal blocked, as the
// C library blocks them to start a program) is said for it.
std::string last_words(std::vector<std::string> lines, const std::string& ended_by, bool sandboxed);
// What a player printed, without the crash's line (said by last_words).
std::vector<std::string> without_crash_lines(std::vector<std::string> lines);

}  // namespace plyground::host
