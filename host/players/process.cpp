#include "players/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "base/printable.hpp"

extern char** environ;

namespace plyground::host {

std::vector<std::string> split_command(const std::string& command) {
  std::vector<std::string> argv;
  std::istringstream in(command);
  for (std::string word; in >> word;) argv.push_back(word);
  return argv;
}

// The program a command names: a path as it is, else the first executable of that name in PATH,
// then in /usr/games, where Debian puts engines (stockfish, fairy-stockfish) and root's PATH does
// not look.
std::string find_program(const std::string& name) {
  if (name.find('/') != std::string::npos) return name;
  std::string dirs = std::getenv("PATH") ? std::getenv("PATH") : "";
  dirs += ":/usr/games";
  std::istringstream in(dirs);
  for (std::string dir; std::getline(in, dir, ':');) {
    std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return name;  // not found: spawning it says so
}

std::string plyground_executable() {
  if (const char* named = std::getenv("PLYGROUND_EXECUTABLE")) return named;
  // Looked for at each start: a Plyground replaced while it runs (its file " (deleted)") starts
  // itself, not a child of another version.
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::filesystem::path beside = self.parent_path() / "plyground-child";
  if (ec || self.string().ends_with(" (deleted)") || access(beside.c_str(), X_OK) != 0) return "/proc/self/exe";
  return beside.string();
}

std::vector<std::string> ChildOptions::clean_environment() {
  // PLYGROUND_HOST_PID: a child that finds another parent (its host died as it started) ends.
  std::vector<std::string> env = {"PATH=/usr/local/bin:/usr/bin:/bin:/usr/games", "LC_ALL=C",
                                  "PLYGROUND_HOST_PID=" + std::to_string(getpid())};
  for (const char* name : {"LD_LIBRARY_PATH", "UBSAN_OPTIONS", "PLYGROUND_EXECUTABLE"})
    if (const char* value = std::getenv(name)) env.push_back(std::string(name) + "=" + value);
#if defined(__SANITIZE_ADDRESS__)
  // The leak checker starts a tracing process, which the sandbox's filter refuses. A report is
  // left unsymbolized unless asked for: reading the debug information takes half a second, which
  // on a loaded machine passes a move's margin and turns a crash into a timeout.
  const std::string asan = std::getenv("ASAN_OPTIONS") ? std::getenv("ASAN_OPTIONS") : "";
  env.push_back("ASAN_OPTIONS=" + std::string(asan.find("symbolize=") != std::string::npos ? "" : "symbolize=0:") +
                asan + (asan.empty() ? "" : ":") + "detect_leaks=0");
#endif
  return env;
}

namespace {

// Children's directories are named after their host ("/tmp/plyground-child-<pid>-XXXXXX"): those of
// a host that is gone (killed before it could remove them) are removed by the next one.
void remove_orphaned_directories() {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/tmp", ec)) {
    const std::string name = entry.path().filename().string();
    constexpr std::string_view prefix = "plyground-child-";
    if (name.rfind(prefix, 0) != 0) continue;
    const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
    if (pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH) std::filesystem::remove_all(entry.path(), ec);
  }
}

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& argv, const ChildOptions& options) {
  if (argv.empty()) throw std::runtime_error("no command given");
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
    for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]})
      if (fd >= 0) close(fd);
    throw std::runtime_error("cannot make pipes");
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  posix_spawn_file_actions_addclosefrom_np(&actions, 3);  // the host's files (a PGN being written) stay its own
  if (options.own_directory) {
    static const bool swept = (remove_orphaned_directories(), true);
    (void)swept;
    std::string pattern = "/tmp/plyground-child-" + std::to_string(getpid()) + "-XXXXXX";
    if (!mkdtemp(pattern.data())) {  // never the host's own directory instead
      const int error = errno;
      posix_spawn_file_actions_destroy(&actions);
      for (int fd : {in[0], in[1], out[0], out[1], err[0], err[1]}) close(fd);
      throw std::runtime_error("cannot make a directory for '" + argv[0] + "' in /tmp: " + std::strerror(error));
    }
    directory_ = pattern;
    posix_spawn_file_actions_addchdir_np(&actions, directory_.c_str());
  }
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  if (options.own_group) {
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
    own_group_ = true;
  }
  std::vector<char*> args, env;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  for (const std::string& e : options.environment) env.push_back(const_cast<char*>(e.c_str()));
  env.push_back(nullptr);
  const std::string program = find_program(argv[0]);
  const int error = posix_spawn(&pid_, program.c_str(), &actions, &attributes, args.data(),
                                options.environment.empty() ? environ : env.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  close(in[0]);
  close(out[1]);
  close(err[1]);
  to_child_ = in[1];
  fcntl(to_child_, F_SETFL, fcntl(to_child_, F_GETFL) | O_NONBLOCK);
  from_child_ = out[0];
  fcntl(from_child_, F_SETFL, fcntl(from_child_, F_GETFL) | O_NONBLOCK);
  errors_ = err[0];
  if (error != 0) {
    pid_ = -1;
    close(to_child_);
    close(from_child_);
    close(errors_);
    std::error_code ec;
    if (!directory_.empty()) std::filesystem::remove_all(directory_, ec);
    throw std::runtime_error("cannot start '" + argv[0] + "': " + std::strerror(error));
  }
  if (clock_getcpuclockid(pid_, &cpu_clock_) != 0) cpu_clock_ = -1;
  pidfd_ = int(syscall(SYS_pidfd_open, pid_, 0));  // close-on-exec; -1 before Linux 5.3
  signal(SIGPIPE, SIG_IGN);                        // a child that dies must not take the host with it
}

ChildProcess::~ChildProcess() {
  kill();
  kill_group();
  for (int fd : {to_child_, from_child_, errors_, pidfd_})
    if (fd >= 0) close(fd);
  std::error_code ec;
  if (!directory_.empty()) std::filesystem::remove_all(directory_, ec);
}

// The kernel's CPU clock of the process that plays (all its threads): one system call, where
// reading /proc/PID/stat costs several and the text's parsing. Which process that is, is looked up
// once, when first asked (after the child's first answer: its runner is there by then).
std::chrono::microseconds ChildProcess::cpu_time() {
  if (!runner_found_ && pid_ > 0) {
    runner_found_ = true;
    if (const pid_t runner = plugin_runner(pid_); runner != pid_ && clock_getcpuclockid(runner, &cpu_clock_) != 0)
      cpu_clock_ = -1;
  }
  timespec used{};
  if (pid_ <= 0 || cpu_clock_ == -1 || clock_gettime(cpu_clock_, &used) != 0) return {};
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::seconds(used.tv_sec) +
                                                               std::chrono::nanoseconds(used.tv_nsec));
}

pid_t plugin_runner(pid_t child) {
  std::vector<pid_t> candidates;
  const std::string task = "/proc/" + std::to_string(child) + "/task/" + std::to_string(child) + "/children";
  if (std::ifstream children(task); children) {
    for (pid_t candidate = 0; children >> candidate;) candidates.push_back(candidate);
  } else {  // a kernel without that list: the processes whose parent it is
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
      std::ifstream status(entry.path() / "status");
      for (std::string line; std::getline(status, line);)
        if (line.rfind("PPid:", 0) == 0 && std::atol(line.c_str() + 5) == long(child))
          candidates.push_back(pid_t(std::atol(entry.path().filename().c_str())));
    }
  }
  for (const pid_t candidate : candidates) {
    std::ifstream status("/proc/" + std::to_string(candidate) + "/status");
    for (std::string line; std::getline(status, line);) {
      if (line.rfind("NSpid:", 0) != 0) continue;
      std::istringstream ids(line.substr(6));
      std::vector<long> in_each;  // its id in each namespace, this process's first
      for (long id = 0; ids >> id;) in_each.push_back(id);
      if (in_each.size() >= 2 && in_each.back() != 1) return candidate;
    }
  }
  return child;
}

void ChildProcess::freeze() {
  std::lock_guard lock(write_mutex_);
  if (own_group_ && pid_ > 0 && !frozen_) frozen_ = ::kill(-pid_, SIGSTOP) == 0;
}

bool ChildProcess::write_line(const std::string& line) {
  std::lock_guard lock(write_mutex_);
  if (frozen_ && pid_ > 0) ::kill(-pid_, SIGCONT);
  frozen_ = false;
  const std::string text = line + "\n";
  size_t done = 0;
  // The pipe does not block: a child that stops reading its input fails the write in time
  // instead of holding the host (and whoever waits for this lock) for ever.
  const auto deadline = std::chrono::steady_clock::now() + kLongestWrite;
  while (done < text.size()) {
    const ssize_t n = ::write(to_child_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      pollfd p{to_child_, POLLOUT, 0};
      if (left.count() > 0 && poll(&p, 1, int(left.count())) >= 0) continue;
      return false;
    }
    if (n <= 0) return false;
    done += size_t(n);
  }
  return true;
}

std::optional<std::string> ChildProcess::read_line(std::chrono::milliseconds timeout) {
  std::optional<std::chrono::steady_clock::time_point> deadline;  // from the first wait
  while (true) {
    if (const size_t nl = buffer_.find('\n', read_from_); nl != std::string::npos) {
      std::string_view line(buffer_.data() + read_from_, nl - read_from_);
      read_from_ = nl + 1;
      if (line.ends_with('\r')) line.remove_suffix(1);
      return printable(line, true);
    }
    if (closed_) return std::nullopt;
    if (buffer_.size() - read_from_ > kLongestLine) {  // no end in sight: it is not speaking the protocol
      fault_ = "it wrote a line of over " + std::to_string(kLongestLine) + " bytes";
      buffer_.clear();
      read_from_ = 0;
      kill();
      closed_ = true;
      return std::nullopt;
    }
    // Waited for first, then read: on one core (players/cores.hpp) a child asked a moment ago
    // cannot have answered yet, and a read that finds nothing would cost a system call a move.
    const auto now = std::chrono::steady_clock::now();
    if (!deadline) deadline = now + timeout;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - now);
    // Its stderr is read meanwhile: a child that fills that pipe must not stall.
    pollfd p[2] = {{from_child_, POLLIN, 0}, {errors_, POLLIN, 0}};
    const int ready = poll(p, errors_ >= 0 ? 2 : 1, int(std::max<int64_t>(left.count(), 0)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return std::nullopt;
    if (p[1].revents) drain_stderr();  // all of it: prints go with the answer they came before
    if (!p[0].revents) {
      if (left.count() <= 0) return std::nullopt;  // a child that only writes to stderr still times out
      continue;
    }
    // The lines given are dropped only now, once for all of them (not one by one, each moving the rest).
    buffer_.erase(0, read_from_);
    read_from_ = 0;
    char chunk[1 << 14];  // many games' answers at once
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n > 0)
      buffer_.append(chunk, size_t(n));
    else if (n == 0 || (errno != EINTR && errno != EAGAIN))  // its end, or a pipe that no longer reads
      closed_ = true;
  }
}

// Keeps the last few kilobytes the child wrote to stderr.
void ChildProcess::read_stderr() {
  if (errors_ < 0) return;
  char chunk[4096];
  const ssize_t n = ::read(errors_, chunk, sizeof chunk);
  if (n < 0 && errno == EINTR) return;
  if (n <= 0) {
    close(errors_);
    errors_ = -1;
    return;
  }
  errors_tail_.append(chunk, size_t(n));
  errors_written_ += uint64_t(n);
  constexpr size_t kKept = 4096;
  if (errors_tail_.size() > kKept) errors_tail_.erase(0, errors_tail_.size() - kKept);
}

void ChildProcess::drain_stderr() {
  // What is already written, without waiting for more, and no more than the tail keeps: a child
  // that writes without end must not hold the host here.
  for (int chunks = 0; errors_ >= 0 && chunks < 4; ++chunks) {
    pollfd p{errors_, POLLIN, 0};
    if (poll(&p, 1, 0) <= 0) break;
    read_stderr();
  }
}

namespace {

// The last `lines` lines of `text` with something printable on them, each cut to 200 characters.
std::vector<std::string> last_lines(std::string_view text, int lines) {
  std::vector<std::string> kept;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    line = printable(line);
    if (line.find_first_not_of(' ') == std::string::npos) continue;
    if (line.size() > 200) line = line.substr(0, 200) + "...";
    kept.push_back(line);
  }
  if (kept.size() > size_t(lines)) kept.erase(kept.begin(), kept.end() - lines);
  return kept;
}

}  // namespace

std::string ChildProcess::stderr_tail(int lines) {
  drain_stderr();
  std::string text;
  for (const std::string& line : last_lines(errors_tail_, lines)) text += (text.empty() ? "" : "; ") + line;
  return text;
}

std::vector<std::string> ChildProcess::stderr_since(uint64_t& mark, int lines) {
  drain_stderr();
  return stderr_read_since(mark, lines);
}

std::vector<std::string> ChildProcess::stderr_read_since(uint64_t& mark, int lines) {
  if (mark == errors_written_) return {};  // nothing new: the usual case, after every answer
  const uint64_t kept_from = errors_written_ - errors_tail_.size();
  const size_t from = size_t(std::clamp(mark, kept_from, errors_written_) - kept_from);
  mark = errors_written_;
  return last_lines(std::string_view(errors_tail_).substr(from), lines);
}

std::string ChildProcess::exit_reason(std::chrono::milliseconds wait) {
  if (!ended_.empty() || pid_ < 0) return ended_;
  const auto deadline = std::chrono::steady_clock::now() + wait;
  siginfo_t info{};
  while (true) {  // WNOWAIT: the group keeps its id until the leader is reaped below
    info.si_pid = 0;
    const int r = waitid(P_PID, id_t(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
    if (r == 0 && info.si_pid == pid_) break;
    const auto now = std::chrono::steady_clock::now();
    if (r < 0 || now >= deadline) return "";
    // Woken as it ends (a quit answered in a millisecond costs no more), else looked at again soon.
    pollfd ended{pidfd_, POLLIN, 0};
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - now);
    if (pidfd_ < 0 || poll(&ended, 1, int(std::min<int64_t>(left.count(), 1000))) < 0)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill_group();  // what it forked must not outlive it
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  if (!fault_.empty())
    ended_ = "killed: " + fault_;
  else if (WIFSIGNALED(status))
    ended_ = "killed by signal " + std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status)) + ")";
  else
    ended_ = "exited with status " + std::to_string(WEXITSTATUS(status));
  return ended_;
}

void ChildProcess::kill_group() {
  if (own_group_ && pid_ > 0) ::kill(-pid_, SIGKILL);
}

void ChildProcess::kill() {
  if (pid_ < 0) return;
  if (exit_reason().empty()) {
    kill_group();
    ::kill(pid_, SIGKILL);
    exit_reason(std::chrono::milliseconds(1000));
  }
}

}  // namespace plyground::host
