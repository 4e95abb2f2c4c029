// A child process spoken to line by line over pipes (for external engines).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace plyground::host {

class ChildProcess {
 public:
  // Starts `argv[0]` (searched in PATH) with its stdin and stdout on pipes; its stderr is
  // discarded. Throws std::runtime_error when it cannot be started.
  explicit ChildProcess(const std::vector<std::string>& argv);
  ~ChildProcess();  // kills the child if it still runs
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Sends one line (a newline is added). Any thread. False when the child no longer reads.
  bool write_line(const std::string& line);
  // The next line, or nothing when `timeout` passes first or the child closed its output.
  std::optional<std::string> read_line(std::chrono::milliseconds timeout);
  bool closed() const { return closed_; }  // the child closed its output (it exited or crashed)
  bool running() { return !closed_ && exit_reason().empty(); }
  // How the child ended ("exited with status 1", "killed by signal 11 (Segmentation fault)"), waiting
  // up to `wait` for it; "" when it is still running.
  std::string exit_reason(std::chrono::milliseconds wait = std::chrono::milliseconds(0));
  void kill();

 private:
  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  std::string buffer_;
  bool closed_ = false;
  std::string ended_;
  std::mutex write_mutex_;
};

// The program a command names, found in PATH or /usr/games (a path stays as it is).
std::string find_program(const std::string& name);

// Splits a command line on spaces ("fairy-stockfish" or "plyground uci --player greedy").
std::vector<std::string> split_command(const std::string& command);

}  // namespace plyground::host
