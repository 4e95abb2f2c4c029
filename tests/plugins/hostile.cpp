// A hostile plugin: before its first move it makes the attack its option `attack` names, on the
// victim its option `target` names (a path, a key), then plays on as if nothing happened. Built
// four times: hostile.so; hostile_at_load.so, which tries to kill whoever scans it as it loads;
// forger.so, which writes scan records of its own as it loads; and impostor.so, a plugin named
// minimax that leaves a file wherever it is loaded, to show where plugin code ran.
// The sandbox tests (tests/host/sandbox_test.cpp) check that each victim is untouched and that a
// refused call is named.
#include <dlfcn.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/close_range.h>
#include <linux/futex.h>
#include <linux/io_uring.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/xattr.h>
#include <termios.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <map>
#include <stdexcept>
#include <string>
#include <thread>

#include "plyground/player.hpp"

namespace {

using namespace plyground;

// Signals `victim` whenever its descriptors are ready: SIGIO, whose default action ends the process.
void signal_by_io(pid_t victim) {
  for (int fd = 0; fd < 3; ++fd) {
    fcntl(fd, F_SETOWN, victim);
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_ASYNC | O_NONBLOCK);
  }
  std::printf("ready\n");
  std::fflush(stdout);
}

#if defined(HOSTILE_AT_LOAD)
// Tries to leave a file behind (the scanner may write nothing, not even in its own folder), says on
// stderr where it managed to, then signals the scanner's parent.
bool attack_at_load() {
  for (const char* path : {"left-by-a-scan", "/tmp/plyground-left-by-a-scan"})
    if (const int fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0600); fd >= 0) {
      std::fprintf(stderr, "at load: wrote %s\n", path);
      close(fd);
    }
  signal_by_io(getppid());
  return true;
}
const bool attacked_at_load = attack_at_load();
#endif

#if defined(FORGER)
// Writes scan records of its own on every pipe it may write to, before the scanner can write the
// real one: one about another file, then one about itself whose fields, unescaped, hold a newline
// and a line of `plyground players` (`refused: /etc/passwd`), and a name no plugin may have.
bool forge_records() {
  Dl_info self{};
  if (!dladdr(reinterpret_cast<void*>(&forge_records), &self) || !self.dli_fname) return false;
  const std::string file = std::filesystem::canonical(self.dli_fname).string();
  const std::string records =
      "refused\t/etc/passwd\tforged\n"
      "plugin\t" +
      file +
      "\tforged\\nname\t1\tme\tplain\t1\ttictactoe\t0\n"
      "plugin\t" +
      file + "\tforged\t1\tme\tone\\nrefused: /etc/passwd\x1b[2J\t1\ttictactoe\t0\n";
  for (int fd = 0; fd < 64; ++fd) {
    struct stat st {};
    if (fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode) && (fcntl(fd, F_GETFL) & O_ACCMODE) == O_WRONLY)
      (void)!write(fd, records.data(), records.size());
  }
  return true;
}
const bool forged = forge_records();
#endif

#if defined(IMPOSTOR)
// Leaves a file in the working directory of whatever loads it (a sandboxed child can write nowhere
// at load; the host could).
bool leave_a_mark() {
  if (const int fd = open("impostor-ran-here", O_CREAT | O_WRONLY | O_CLOEXEC, 0600); fd >= 0) close(fd);
  return true;
}
const bool marked = leave_a_mark();
#endif

// Every regular file it holds open for writing (inherited from whoever started it) truncated, and
// those of `host`.
void wipe_inherited_files(pid_t host) {
  for (int fd = 3; fd < 1024; ++fd) {
    struct stat st {};
    const int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (flags & O_ACCMODE) == O_RDONLY) continue;
    if (ftruncate(fd, 0) == 0) (void)!write(fd, "wiped\n", 6);
  }
  // And the host's, through /proc.
  const std::string folder = "/proc/" + std::to_string(host) + "/fd";
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    const int fd = open(entry.path().c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd >= 0) {
      (void)!write(fd, "wiped\n", 6);
      close(fd);
    }
  }
}

// Types into the terminal, which would run after the host exits.
void type_into_the_terminal() {
  const char keys[] = "echo typed by a plugin\n";
  if (const int tty = open("/dev/tty", O_RDWR | O_CLOEXEC); tty >= 0) {
    for (const char* k = keys; *k; ++k) ioctl(tty, TIOCSTI, k);
    close(tty);
    throw std::runtime_error("it has a controlling terminal");
  }
  for (int fd = 0; fd < 3; ++fd)
    for (const char* k = keys; *k; ++k) ioctl(fd, TIOCSTI, k);
}

// As much as it can write in its own folder, in files of 1 MB; says how much before failing.
void fill_the_disk() {
  const std::string block(1 << 20, 'x');
  long written_mb = 0;
  for (int i = 0; i < 2048; ++i) {
    std::ofstream file("fill" + std::to_string(i), std::ios::binary);
    file.write(block.data(), std::streamsize(block.size()));
    file.flush();
    if (!file) break;
    ++written_mb;
  }
  throw std::runtime_error("wrote " + std::to_string(written_mb) + " MB");
}

// Writes a line with no end on the protocol's descriptor (the pipe it finds open for writing).
void endless_line() {
  const std::string chunk(1 << 16, 'y');
  for (int fd = 3; fd < 64; ++fd) {
    struct stat st {};
    if (fstat(fd, &st) != 0 || !S_ISFIFO(st.st_mode) || (fcntl(fd, F_GETFL) & O_ACCMODE) != O_WRONLY) continue;
    for (int i = 0; i < 1600; ++i)  // 100 MB
      if (write(fd, chunk.data(), chunk.size()) < 0) break;
  }
}

// Escape sequences on the protocol (a window title, a cleared screen, an 8-bit CSI) and in its error.
void escape_sequences() {
  const std::string line =
      "info string \x1b]0;owned\x07\x1b[2J\xc2\x9b"
      "31m red\n";
  for (int fd = 3; fd < 64; ++fd) {
    struct stat st {};
    if (fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode) && (fcntl(fd, F_GETFL) & O_ACCMODE) == O_WRONLY)
      (void)!write(fd, line.data(), line.size());
  }
  throw std::runtime_error(
      "\x1b[2J\x1b]0;owned\x07\xc2\x9b"
      "1m cleared your screen");
}

std::atomic<bool> spinning{false};

[[noreturn]] void spin_forever() {
  static volatile unsigned long spins = 0;
  for (;;) spins = spins + 1;
}

// An error of 60 KB straight on the protocol, past the plugin interface's 512-byte buffer, with
// characters that show as nothing or break a line (U+2028, a zero-width space, a tag character).
void long_error() {
  std::string line = "info string error: hidden\xe2\x80\xa8line\xe2\x80\x8bzero\xf3\xa0\x80\x81tag ";
  line += std::string(60000, 'e') + "\n" + "bestmove (none)\n";
  for (int fd = 3; fd < 64; ++fd) {
    struct stat st {};
    if (fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode) && (fcntl(fd, F_GETFL) & O_ACCMODE) == O_WRONLY)
      (void)!write(fd, line.data(), line.size());
  }
  spin_forever();  // its own answer never comes: the host has one already
}

// The attacks by name; `target` is the victim the test set up. The host: the process id the test
// names (in a PID namespace of its own the plugin cannot see it: its parent there is 0), else its
// parent.
void attack(const std::string& name, const std::string& target) {
  const bool names_a_process = !target.empty() && target.find_first_not_of("0123456789") == std::string::npos;
  const pid_t parent = names_a_process ? pid_t(std::stol(target)) : getppid();
  const std::map<std::string, std::function<void()>> attacks = {
      {"sigio", [parent] { signal_by_io(parent); }},
      {"prlimit",
       [parent] {
         const rlimit none{0, 0};
         prlimit(parent, RLIMIT_CPU, &none, nullptr);
       }},
      {"renice", [parent] { setpriority(PRIO_PROCESS, id_t(parent), 19); }},
      {"renice_user", [] { setpriority(PRIO_USER, 0, 19); }},
      {"affinity",
       [parent] {
         cpu_set_t one;
         CPU_ZERO(&one);
         CPU_SET(0, &one);
         sched_setaffinity(parent, sizeof one, &one);
       }},
      {"sigqueue",
       [parent] {
         siginfo_t info{};
         info.si_code = SI_QUEUE;
         syscall(SYS_rt_sigqueueinfo, parent, SIGKILL, &info);
       }},
      {"kill_group", [] { kill(0, SIGKILL); }},
      {"futex_requeue",
       [target] {  // another process's waiters on a lock in a file it can read, moved onto a futex of its own
         const int fd = open(target.c_str(), O_RDONLY | O_CLOEXEC);
         if (fd < 0) return;
         void* word = mmap(nullptr, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
         static int mine = 0;
         if (word != MAP_FAILED) syscall(SYS_futex, word, FUTEX_CMP_REQUEUE, 0, INT32_MAX, &mine, 0);
       }},
      {"pidfd", [parent] { syscall(SYS_pidfd_open, parent, 0); }},
      {"ptrace", [parent] { ptrace(PTRACE_ATTACH, parent, nullptr, nullptr); }},
      {"timer",
       [parent] {  // the kernel refuses a thread of another process: plays on
         sigevent event{};
         event.sigev_notify = SIGEV_THREAD_ID;
         event.sigev_signo = SIGKILL;
         event._sigev_un._tid = parent;
         timer_t timer;
         if (timer_create(CLOCK_MONOTONIC, &event, &timer) == 0) {
           const itimerspec soon{{0, 0}, {0, 1000}};
           timer_settime(timer, 0, &soon, nullptr);
           std::this_thread::sleep_for(std::chrono::milliseconds(50));
         }
       }},
      {"timers",
       [] {  // its user's queued signals used up: each timer holds one
         int made = 0;
         sigevent event{};
         event.sigev_notify = SIGEV_SIGNAL;
         event.sigev_signo = SIGRTMIN;
         for (timer_t timer; made < 100'000 && timer_create(CLOCK_MONOTONIC, &event, &timer) == 0;) ++made;
         if (made > 1000) throw std::runtime_error("it made " + std::to_string(made) + " timers");
       }},
      {"io_uring",
       [] {
         io_uring_params params{};
         syscall(SYS_io_uring_setup, 4, &params);
       }},
      {"inherited_files", [parent] { wipe_inherited_files(parent); }},
      {"terminal", [] { type_into_the_terminal(); }},
      {"mknod", [] { mknod("disk", S_IFBLK | 0600, makedev(8, 0)); }},
      {"chmod", [target] { chmod(target.c_str(), 0777); }},
      {"chown", [target] { chown(target.c_str(), 1, 1); }},
      {"utime", [target] { utimensat(AT_FDCWD, target.c_str(), nullptr, 0); }},
      {"xattr", [target] { setxattr(target.c_str(), "user.plugin", "1", 1, 0); }},
      {"unix_socket",
       [target] {
         const int s = socket(AF_UNIX, SOCK_STREAM, 0);
         sockaddr_un address{};
         address.sun_family = AF_UNIX;
         std::strncpy(address.sun_path, target.c_str(), sizeof address.sun_path - 1);
         connect(s, reinterpret_cast<sockaddr*>(&address), sizeof address);
       }},
      {"sysv_ipc",
       [target] {
         const int id = shmget(key_t(std::stol(target)), 0, 0);
         if (id >= 0)
           if (void* shared = shmat(id, nullptr, 0); shared != reinterpret_cast<void*>(-1))
             std::memcpy(shared, "owned", 5);
       }},
      {"pdeathsig", [] { prctl(PR_SET_PDEATHSIG, 0); }},
      {"setsid", [] { setsid(); }},
      {"capabilities",
       [] {  // plays on if it holds none
         __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
         __user_cap_data_struct caps[2] = {};
         syscall(SYS_capget, &header, caps);
         if (caps[0].effective || caps[1].effective || caps[0].permitted || caps[1].permitted)
           throw std::runtime_error("it holds capabilities");
       }},
      {"raise_cpu_limit",
       [] {  // lifts its soft limit, ignores the warning and never answers
         signal(SIGXCPU, SIG_IGN);
         const rlimit unlimited{RLIM_INFINITY, RLIM_INFINITY};
         setrlimit(RLIMIT_CPU, &unlimited);
         spin_forever();
       }},
      {"spin_between_moves",
       [] {  // a thread that never stops, started once
         if (!spinning.exchange(true)) std::thread(spin_forever).detach();
       }},
      {"spin_and_fail",
       [] {  // a thread that never stops, then its game lost at once: it would spin between games
         if (!spinning.exchange(true)) std::thread(spin_forever).detach();
         throw std::runtime_error("it gives up");
       }},
      {"spin_part_time_between_moves",
       [] {  // a thread that spins a fifth of the time, started once: 2 ms of every 10
         if (!spinning.exchange(true))
           std::thread([] {
             for (;;) {
               const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(2);
               while (std::chrono::steady_clock::now() < until) {
               }
               std::this_thread::sleep_for(std::chrono::milliseconds(8));
             }
           }).detach();
       }},
      {"fill_disk", [] { fill_the_disk(); }},
      {"thread_bomb",
       [] {  // threads with small stacks, as many as it is given, up to 2,000
         pthread_attr_t small;
         pthread_attr_init(&small);
         pthread_attr_setstacksize(&small, 64 * 1024);
         int made = 0;
         for (pthread_t thread; made < 2000 && pthread_create(
                                                   &thread, &small,
                                                   [](void*) -> void* {
                                                     pause();
                                                     return nullptr;
                                                   },
                                                   nullptr) == 0;)
           ++made;
         throw std::runtime_error("made " + std::to_string(made) + " threads");
       }},
      {"own_descriptor_table",
       [] {  // a thread with a descriptor table of its own, and so another 128 files to open
         static char stack[64 * 1024];
         clone([](void*) { return 0; }, stack + sizeof stack, CLONE_VM | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM,
               nullptr);
       }},
      {"own_descriptor_table_by_close_range",
       [] {  // the same through close_range's flag, which unshares the calling thread's table
         syscall(SYS_close_range, ~0U, ~0U, CLOSE_RANGE_UNSHARE);
       }},
      {"lock_own_folder",
       [] {
         mkdir("locked", 0700);
         std::ofstream("locked/file") << "x";
         chmod("locked", 0);
       }},
      {"processes",
       [] {  // the machine's processes, the host's command line: any but itself and its namespace's first
         std::error_code ec;
         for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
           const std::string id = entry.path().filename();
           if (id.find_first_not_of("0123456789") != std::string::npos) continue;
           if (id != std::to_string(getpid()) && id != "1") throw std::runtime_error("it sees process " + id);
         }
       }},
      {"host_descriptors",
       [parent] {  // the host's pipes to the other player, through /proc
         const std::string folder = "/proc/" + std::to_string(parent) + "/fd";
         std::error_code ec;
         for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
           if (const int fd = open(entry.path().c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC); fd >= 0) {
             close(fd);
             throw std::runtime_error("it opened the host's " + entry.path().string());
           }
       }},
      {"read_devices",
       [] {  // a terminal's keystrokes, a raw disk: anything but the four harmless ones
         std::error_code ec;
         for (const auto& entry : std::filesystem::recursive_directory_iterator("/dev", ec)) {
           const std::string name = entry.path().filename();
           if (name == "null" || name == "zero" || name == "random" || name == "urandom") continue;
           if (const int fd = open(entry.path().c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY); fd >= 0) {
             close(fd);
             throw std::runtime_error("it opened " + entry.path().string());
           }
         }
       }},
      {"read_outside",
       [target] {  // a user's file, a FIFO another process reads, a device node: in a folder, or beside a path
         std::error_code ec;
         const std::filesystem::path folder = std::filesystem::is_directory(target, ec)
                                                  ? std::filesystem::path(target)
                                                  : std::filesystem::path(target).parent_path();
         for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
           if (const int fd = open(entry.path().c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY); fd >= 0) {
             close(fd);
             throw std::runtime_error("it opened " + entry.path().string());
           }
         // Refused (Landlock), or not there at all (a root of its own): either keeps it out.
         if (ec.value() != EACCES && ec.value() != ENOENT) throw std::runtime_error("it listed " + folder.string());
       }},
      {"see_outside",
       [target] {  // any path of the machine but those to its own files, even a name: the user's, beside
                   // the plugin, through /proc
         Dl_info self{};
         dladdr(reinterpret_cast<void*>(&attack), &self);
         const std::filesystem::path beside = std::filesystem::path(self.dli_fname ? self.dli_fname : "").parent_path();
         for (const std::string& path :
              {target + "/secret", (beside / "secret").string(), std::string("/home"), std::string("/root"),
               std::string("/etc/shadow"), std::string("/etc/hostname"), std::string("/var"),
               std::string("/tmp/.X11-unix"), std::string("/proc/1/root/etc/shadow"), std::string("/proc/1/cwd/..")}) {
           struct stat st {};
           if (stat(path.c_str(), &st) == 0 || lstat(path.c_str(), &st) == 0)
             throw std::runtime_error("it saw " + path);
         }
         char link[PATH_MAX];
         const ssize_t n = readlink("/proc/1/cwd", link, sizeof link - 1);
         if (n > 0 && std::string(link, size_t(n)).starts_with(target)) throw std::runtime_error("it read /proc/1/cwd");
       }},
      {"read_own_data",
       [] {  // the folder of its own name beside it: its data, which it must be able to read
         Dl_info self{};
         dladdr(reinterpret_cast<void*>(&attack), &self);
         const std::filesystem::path file(self.dli_fname ? self.dli_fname : "");
         const std::filesystem::path data = file.parent_path() / file.stem() / "book.txt";
         const int fd = open(data.c_str(), O_RDONLY | O_CLOEXEC);
         if (fd < 0)
           throw std::runtime_error("it could not read its own " + data.string() + ": " + std::strerror(errno));
         close(fd);
       }},
      {"read_named",
       [target] {  // a file its options name: the user's leave to read it
         const int fd = open(target.c_str(), O_RDONLY | O_CLOEXEC);
         if (fd < 0) throw std::runtime_error("it could not read " + target + ": " + std::strerror(errno));
         close(fd);
       }},
      {"future",
       [] {  // a value handed from one thread to another (libstdc++ wakes the waiter with a shared futex)
         std::promise<int> promise;
         std::future<int> future = promise.get_future();
         std::thread giver([&promise] { promise.set_value(1); });
         future.wait_for(std::chrono::seconds(5));
         giver.join();
       }},
      {"truncate_outside",
       [target] {  // opened for reading, truncated all the same
         if (const int fd = open(target.c_str(), O_RDONLY | O_TRUNC | O_CLOEXEC); fd >= 0) close(fd);
       }},
      {"realtime",
       [] {
         const sched_param top{sched_get_priority_max(SCHED_FIFO)};
         if (sched_setscheduler(0, SCHED_FIFO, &top) == 0) throw std::runtime_error("it runs in real time");
       }},
      {"stderr_flood",
       [] {  // its protocol closed, then stderr written without end by every core
         close_range(3, ~0U, 0);
         for (int i = 0; i < 2; ++i)
           std::thread([] {
             const std::string flood(1 << 16, 'z');
             for (;;) (void)!write(STDERR_FILENO, flood.data(), flood.size());
           }).detach();
         spin_forever();
       }},
      {"write_outside",
       [target] {
         if (const int fd = open(target.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC); fd >= 0) {
           (void)!write(fd, "owned\n", 6);
           close(fd);
         }
       }},
      {"long_line", [] { endless_line(); }},
      {"long_error", [] { long_error(); }},
      {"escapes", [] { escape_sequences(); }},
      {"hang", [] { spin_forever(); }},  // a search that never ends, deaf to stop
      {"none", [] {}},
  };
  if (const auto found = attacks.find(name); found != attacks.end())
    found->second();
  else
    throw std::runtime_error("no attack named " + name);
}

template <GameRecord G>
class Hostile : public Player<G> {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    (name == "attack" ? attack_ : target_) = std::string(value);
  }
  Answer choose_move(const G& game, const Limits&, Search&) override {
    attack(attack_, target_);
    typename G::Position::MoveList moves;
    game.position().legal_moves(moves);
    return {.move = move_text(game.position(), moves[0])};
  }

 private:
  std::string attack_ = "none", target_;
};

const ply_option kOptions[] = {string_option("attack", "none", "the attack made before its first move"),
                               string_option("target", "", "its victim: a path or a key")};

}  // namespace

PLYGROUND_PLUGIN(Hostile, HOSTILE_NAME, "0", "tests", "a hostile plugin", kOptions)
