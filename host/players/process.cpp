#include "players/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <thread>

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
    const std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return name;  // not found: spawning it says so
}

ChildProcess::ChildProcess(const std::vector<std::string>& argv) {
  if (argv.empty()) throw std::runtime_error("no command given");
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("cannot make pipes");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const std::string program = find_program(argv[0]);
  const int error = posix_spawnp(&pid_, program.c_str(), &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(in[0]);
  close(out[1]);
  to_child_ = in[1];
  from_child_ = out[0];
  if (error != 0) {
    close(to_child_);
    close(from_child_);
    throw std::runtime_error("cannot start '" + argv[0] + "': " + std::strerror(error));
  }
  signal(SIGPIPE, SIG_IGN);  // a child that dies must not take the host with it
}

ChildProcess::~ChildProcess() {
  kill();
  if (to_child_ >= 0) close(to_child_);
  if (from_child_ >= 0) close(from_child_);
}

bool ChildProcess::write_line(const std::string& line) {
  std::lock_guard lock(write_mutex_);
  const std::string text = line + "\n";
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(to_child_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += size_t(n);
  }
  return true;
}

std::optional<std::string> ChildProcess::read_line(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    if (const size_t nl = buffer_.find('\n'); nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (closed_) return std::nullopt;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd p{from_child_, POLLIN, 0};
    const int ready = poll(&p, 1, int(left.count()));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return std::nullopt;
    char chunk[4096];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      closed_ = true;
      continue;
    }
    buffer_.append(chunk, size_t(n));
  }
}

std::string ChildProcess::exit_reason(std::chrono::milliseconds wait) {
  if (!ended_.empty() || pid_ < 0) return ended_;
  const auto deadline = std::chrono::steady_clock::now() + wait;
  int status = 0;
  while (true) {
    const pid_t r = waitpid(pid_, &status, WNOHANG);
    if (r == pid_) break;
    if (r < 0 || std::chrono::steady_clock::now() >= deadline) return "";
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  pid_ = -1;
  if (WIFSIGNALED(status))
    ended_ = "killed by signal " + std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status)) + ")";
  else
    ended_ = "exited with status " + std::to_string(WEXITSTATUS(status));
  return ended_;
}

void ChildProcess::kill() {
  if (pid_ < 0) return;
  if (exit_reason().empty()) {
    ::kill(pid_, SIGKILL);
    exit_reason(std::chrono::milliseconds(1000));
  }
}

}  // namespace plyground::host
