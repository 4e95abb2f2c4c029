#include "players/crash_report.hpp"

#include <dlfcn.h>
#include <execinfo.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <ucontext.h>
#include <unistd.h>

#include <charconv>
#include <chrono>
#include <climits>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "base/printable.hpp"

extern char** environ;

namespace plyground::host {
namespace {

char program[PATH_MAX] = "";  // this program's own file: its frames are not the player's

// Frames of the system's libraries and of this program are not where the player went wrong.
bool not_the_players(const char* file) {
  return !file || !*file || std::strncmp(file, "/lib", 4) == 0 || std::strncmp(file, "/usr/lib", 8) == 0 ||
         std::strcmp(file, program) == 0 || std::strstr(file, "linux-vdso") != nullptr;
}

// A line built in a signal handler: no allocation, no stdio.
class Line {
 public:
  void add(const char* s) {
    while (*s && n_ < sizeof text_ - 1) text_[n_++] = *s++;
  }
  void add(uintptr_t v, unsigned base) {
    char digits[32];
    int k = 0;
    do digits[k++] = "0123456789abcdef"[v % base], v /= base;
    while (v && k < 32);
    while (k > 0 && n_ < sizeof text_ - 1) text_[n_++] = digits[--k];
  }
  void write_out() {
    text_[n_++] = '\n';
    (void)!::write(STDERR_FILENO, text_, n_);
  }

 private:
  char text_[PATH_MAX + 128];
  size_t n_ = 0;
};

// Says where `address` lies, if in the player's code: true when said. `exact`: the faulting
// instruction itself; otherwise a return address, whose call is the byte before.
bool say_place(int signal, const void* at, bool exact) {
  Dl_info info{};
  if (!at || !dladdr(at, &info) || not_the_players(info.dli_fname)) return false;
  const auto address = reinterpret_cast<uintptr_t>(at);
  Line line;
  line.add(kCrashLine.data());
  line.add("signal ");
  line.add(uintptr_t(signal), 10);
  line.add(" in ");
  line.add(info.dli_fname);
  line.add("+0x");
  line.add(address - uintptr_t(info.dli_fbase) - (exact ? 0 : 1), 16);
  line.write_out();
  return true;
}

// The instruction that faulted, as the signal's context holds it (nothing on another machine).
const void* faulting_address(void* context) {
  [[maybe_unused]] const auto* uc = static_cast<const ucontext_t*>(context);
  uintptr_t pc = 0;
#if defined(__x86_64__)
  pc = uintptr_t(uc->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
  pc = uintptr_t(uc->uc_mcontext.pc);
#endif
  return reinterpret_cast<const void*>(pc);  // NOLINT(performance-no-int-to-ptr): a register's address
}

[[maybe_unused]] void on_crash(int signal, siginfo_t*, void* context) {  // not in a sanitizer's build
  const void* at = faulting_address(context);
  if (!say_place(signal, at, true)) {  // in a library it called: where it called from
    void* frames[64];
    const int n = backtrace(frames, 64);
    int from = 0;
    for (int i = 0; i < n; ++i)
      if (frames[i] == at) from = i + 1;
    for (int i = from; i < n && !say_place(signal, frames[i], false); ++i) {
    }
  }
  raise(signal);  // the handler is gone (SA_RESETHAND): it ends the process as before
}

// `argv`'s standard output within `wait`, or "" (the program missing, slow or failing).
std::string output_of(const std::vector<std::string>& argv, std::chrono::milliseconds wait) {
  int out[2];
  if (pipe2(out, O_CLOEXEC) != 0) return "";
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = -1;
  const int spawned = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  std::string text;
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (spawned == 0 && text.size() < 4096) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    pollfd p{out[0], POLLIN, 0};
    if (left.count() <= 0 || poll(&p, 1, int(left.count())) <= 0) break;
    char buffer[1024];
    const ssize_t n = read(out[0], buffer, sizeof buffer);
    if (n <= 0) break;
    text.append(buffer, size_t(n));
  }
  close(out[0]);
  if (spawned == 0) {
    kill(pid, SIGKILL);  // done or not, it is not waited for longer
    waitpid(pid, nullptr, 0);
  }
  return text;
}

}  // namespace

void report_crashes() {
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
  const ssize_t n = readlink("/proc/self/exe", program, sizeof program - 1);
  program[n > 0 ? n : 0] = '\0';
  void* warm[1];
  backtrace(warm, 1);            // loads the unwinder now, not in the handler
  static char stack[64 * 1024];  // a crash of a stack run out still has room to be said
  const stack_t alternate{stack, 0, sizeof stack};
  sigaltstack(&alternate, nullptr);
  struct sigaction action {};
  action.sa_sigaction = on_crash;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  for (const int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL}) sigaction(signal, &action, nullptr);
#endif
}

std::vector<std::string> without_crash_lines(std::vector<std::string> lines) {
  std::erase_if(lines, [](const std::string& line) { return line.starts_with(kCrashLine); });
  return lines;
}

std::string last_words(std::vector<std::string> lines, const std::string& ended_by, bool sandboxed) {
  std::string said;
  for (const std::string& line : lines)
    if (line.starts_with(kCrashLine)) said = crash_place(line);
  lines = without_crash_lines(std::move(lines));
  std::string printed;
  for (size_t i = lines.size() > 3 ? lines.size() - 3 : 0; i < lines.size(); ++i)
    printed += (printed.empty() ? "" : "; ") + lines[i];
  if (!printed.empty()) said += (said.empty() ? "" : "; ") + plugin_text(printed);
  if (sandboxed && said.find("sandbox refused") == std::string::npos &&
      ended_by.find("signal " + std::to_string(SIGSYS) + " ") != std::string::npos)
    said += std::string(said.empty() ? "" : "; ") + "the sandbox refused a system call (made with signals blocked)";
  return said;
}

std::string crash_place(std::string_view line) {
  if (!line.starts_with(kCrashLine)) return "";
  line.remove_prefix(kCrashLine.size());
  const size_t in = line.find(" in "), plus = line.rfind("+0x");
  if (in == std::string_view::npos || plus == std::string_view::npos || plus < in) return "";
  const std::string file(line.substr(in + 4, plus - in - 4));
  const std::string offset(line.substr(plus + 1));
  uint64_t value = 0;
  const std::string_view digits = std::string_view(offset).substr(2);
  const auto [last, bad] = std::from_chars(digits.data(), digits.data() + digits.size(), value, 16);
  std::error_code ec;
  if (digits.empty() || bad != std::errc() || last != digits.data() + digits.size() ||
      !std::filesystem::is_regular_file(file, ec))
    return "";
  const std::string name = std::filesystem::path(file).filename().string();
  // Two lines: the function, then FILE:LINE ("??" for each where there is no debug information).
  const std::string found =
      output_of({"addr2line", "-C", "-f", "-i", "-e", file, offset}, std::chrono::milliseconds(3000));
  const size_t end = found.find('\n');
  const std::string function = found.substr(0, end);
  std::string where = end == std::string::npos ? "" : found.substr(end + 1, found.find('\n', end + 1) - end - 1);
  if (const size_t paren = where.find(" ("); paren != std::string::npos) where.resize(paren);  // "(discriminator 2)"
  const std::string source = std::filesystem::path(where).filename().string();
  const std::string in_function = function.empty() || function == "??" ? "" : " in " + function.substr(0, 200);
  if (where.empty() || where.starts_with("??") || where.ends_with(":?") || where.ends_with(":0"))
    return "in " + name + " at " + offset + in_function + " (no line: built without debug information, -g)";
  return "at " + source + in_function + " (" + name + ")";
}

}  // namespace plyground::host
