// A child process spoken to line by line over pipes: external engines, isolated plugins and the
// plugin scanner. Errors: starting throws std::runtime_error; afterwards calls report by value.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plyground::host {

// How a child is started. The defaults make it a sandbox for code the host does not trust.
struct ChildOptions {
  // Its own session and process group, killed as a whole: whatever it forks dies with it, and it
  // has no controlling terminal to type into or write to.
  bool own_group = true;
  // A fresh empty working directory, removed when the child is gone.
  bool own_directory = true;
  // Only these variables (NAME=value); the host's whole environment when empty.
  std::vector<std::string> environment = clean_environment();

  // PATH, LC_ALL=C, and what the loader and the sanitizers need (LD_LIBRARY_PATH, UBSAN_OPTIONS,
  // ASAN_OPTIONS without the leak checker).
  static std::vector<std::string> clean_environment();
};

// A child started with enter_sandbox dies when the thread that started it ends (that is how
// PR_SET_PDEATHSIG works): start it from a thread that outlives it.
class ChildProcess {
 public:
  // Starts `argv[0]` (a path, or searched in PATH and /usr/games) with `argv` as its arguments,
  // never through a shell. Its stdin and stdout are pipes; its stderr is kept, the last lines of it
  // for messages (stderr_tail). Throws std::runtime_error when it cannot be started.
  explicit ChildProcess(const std::vector<std::string>& argv, const ChildOptions& options = {});
  ~ChildProcess();  // kills the child (and its group) if it still runs
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Sends one line (a newline is added), waking a frozen child first. Any thread. False when the
  // child no longer reads.
  [[nodiscard]] bool write_line(const std::string& line);
  static constexpr std::chrono::seconds kLongestWrite{5};  // a child that reads nothing for that long fails
  // The next line, its control characters but tabs made spaces (printable()), or nothing when `timeout`
  // passes first or the child closed its output. A child that writes a line longer than
  // kLongestLine is killed: exit_reason() says so.
  std::optional<std::string> read_line(std::chrono::milliseconds timeout);
  static constexpr size_t kLongestLine = 1 << 16;
  // Whether what the child wrote and read_line has not given yet holds a line that starts with `start`.
  bool holds_line(std::string_view start) const {
    const std::string_view unread = std::string_view(buffer_).substr(read_from_);
    if (unread.starts_with(start)) return true;
    for (size_t nl = unread.find('\n'); nl != std::string::npos; nl = unread.find('\n', nl + 1))
      if (unread.substr(nl + 1).starts_with(start)) return true;
    return false;
  }
  // Stops the child's whole group (SIGSTOP, which it cannot catch) until the next write_line: a
  // player waiting for its turn uses no CPU, whatever threads it left running.
  void freeze();
  // The CPU time the process that plays has used (all its threads; see plugin_runner); zero once it
  // has ended.
  std::chrono::microseconds cpu_time();
  bool closed() const { return closed_; }  // the child closed its output (it exited or crashed)
  bool running() { return !closed_ && exit_reason().empty(); }
  // How the child ended ("exited with status 1", "killed by signal 11 (Segmentation fault)"), waiting
  // up to `wait` for it; "" when it is still running.
  std::string exit_reason(std::chrono::milliseconds wait = std::chrono::milliseconds(0));
  // The last lines the child wrote to stderr, joined with "; " (at most `lines`, each cut to 200
  // characters, control characters replaced): "" when it wrote none.
  std::string stderr_tail(int lines = 3);
  // The last lines (at most `lines`, cut and cleaned likewise) the child wrote to stderr since
  // `mark`, which then moves past them; a mark of 0 starts from the first kept.
  std::vector<std::string> stderr_since(uint64_t& mark, int lines);
  // The same of what the host has read of it already, with no system call, for after every answer:
  // read_line reads stderr whenever it waits for a line, so a child's prints before its answer are
  // there (a batch's, all of them, with its first answer, as the child writes the batch's at once).
  std::vector<std::string> stderr_read_since(uint64_t& mark, int lines);
  void kill();
  pid_t pid() const { return pid_; }  // -1 once it has ended

 private:
  void read_stderr();
  void drain_stderr();
  void kill_group();

  pid_t pid_ = -1;
  clockid_t cpu_clock_ = -1;  // the CPU clock of the process that plays (cpu_time())
  bool runner_found_ = false;
  int pidfd_ = -1;  // readable once the child has ended (exit_reason waits on it)
  bool own_group_ = false;
  int to_child_ = -1, from_child_ = -1, errors_ = -1;
  std::string buffer_;  // what the child wrote; from read_from_ on, not yet given
  size_t read_from_ = 0;
  std::string errors_tail_;
  uint64_t errors_written_ = 0;  // bytes, of which errors_tail_ keeps the last
  bool closed_ = false;
  bool frozen_ = false;  // under write_mutex_
  std::string ended_;
  std::string fault_;  // what the host killed it for, if it did
  std::filesystem::path directory_;
  std::mutex write_mutex_;
};

// The process that runs a sandboxed child's plugin: the child's own child in a PID namespace beneath
// (enter_sandbox), told from that namespace's first process (which only waits) by its id there;
// `child` itself when it has no such child (no PID namespace, or not a sandboxed child).
pid_t plugin_runner(pid_t child);

// The program a command names, found in PATH or /usr/games (a path stays as it is).
std::string find_program(const std::string& name);

// Splits a command line on spaces ("fairy-stockfish" or "plyground uci --player greedy").
std::vector<std::string> split_command(const std::string& command);

// The program to start as a sandboxed child: $PLYGROUND_EXECUTABLE when set (for programs that embed
// the host, such as the tests); else plyground-child beside this program, which starts in a third
// of the time for want of the window's libraries; else this program, /proc/self/exe (which works
// even if the file was replaced).
std::string plyground_executable();

}  // namespace plyground::host
