#include "players/sandbox.hpp"
#include "base/files.hpp"
#include "base/printable.hpp"
#include "players/own_root.hpp"
#include "players/process.hpp"
#include "players/syscall_filter.hpp"

#include <fcntl.h>
#include <linux/capability.h>
#include <linux/close_range.h>
#include <linux/landlock.h>
#include <linux/securebits.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

namespace plyground::host {
namespace {

// What a child could not put up, as bits.
enum Gap : unsigned {
  kNoNetworkNamespace = 1,
  kNoIpcNamespace = 2,
  kNoPrivateFolder = 4,  // no mount namespace: the working directory is on disk, bounded per file only
  kNoLandlock = 8,
  kNoSeccomp = 16,
  kNoPrivateDevices = 32,  // the host's /dev: terminals (read), and as root raw disks
  kNoTruncateRule = 64,    // Landlock before ABI 3: truncating is refused by the filter instead
  kNoThreadLimit = 128,    // threads bounded only by the user's own process limit (root's: none)
  kNoPidNamespace = 256,   // the machine's processes in its /proc (command lines; its user's environments)
  kNoOwnProc = 512,        // a PID namespace, but the machine's /proc all the same
  kNoOwnRoot = 1024,       // the machine's root: every path may be seen (stat, listed), read where Landlock allows
};

bool write_file(const char* path, const std::string& text) {
  const int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool ok = write(fd, text.data(), text.size()) == ssize_t(text.size());
  close(fd);
  return ok;
}

constexpr rlim_t kMostThreads = 256;
// Where a user namespace is made, the user's count in the machine's namespace is held to it too:
// enough that the user's other processes leave it room, far below the usual limit (tens of thousands).
constexpr rlim_t kMostPendingSignals = 512;
// Real users given to children started as root, one each (the child's process id added): far above
// any account's number, beneath the 32-bit id that means none.
constexpr uid_t kOwnRealUsers = 0x70000000;

void hard_limit(int resource, rlim_t value) {
  const rlimit limit{value, value};
  setrlimit(resource, &limit);
}

// A /dev of four devices (null, zero, random, urandom), in place of the host's: no terminal to
// read keystrokes from, no disk to read raw, no input device. Built in a tmpfs inside the working
// directory, then moved over /dev.
unsigned only_harmless_devices() {
  const std::string staging = ".dev";
  if (mkdir(staging.c_str(), 0755) != 0 ||
      mount("plyground-dev", staging.c_str(), "tmpfs", MS_NOSUID | MS_NOEXEC, "size=16k,mode=755") != 0)
    return kNoPrivateDevices;
  for (const char* device : {"null", "zero", "random", "urandom"}) {
    const std::string target = staging + "/" + device;
    const int placeholder = open(target.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0666);
    if (placeholder >= 0) close(placeholder);
    if (mount(("/dev/" + std::string(device)).c_str(), target.c_str(), nullptr, MS_BIND, nullptr) != 0)
      return kNoPrivateDevices;
  }
  if (mount(staging.c_str(), "/dev", nullptr, MS_MOVE, nullptr) != 0) return kNoPrivateDevices;
  rmdir(staging.c_str());
  return 0;
}

// The process limit for its threads. The kernel exempts a process whose real user is root, so as
// root the real user becomes one of its own, unused by anything else (the effective user, which
// files answer to, stays root): the limit then counts this process's threads alone.
unsigned limit_threads_as_root() {
  const uid_t own = kOwnRealUsers + uid_t(getpid());
  if (setresuid(own, 0, 0) != 0) return kNoThreadLimit;
  hard_limit(RLIMIT_NPROC, kMostThreads);
  return 0;
}

// Namespaces `flags` of its own: as root made directly (its threads bounded by
// limit_threads_as_root); otherwise, or where root may not (a container without the capability),
// inside a user namespace that maps the user to itself, where the process limit counts a user's
// threads alone. Whether they were made.
bool unshare_namespaces(int flags, uid_t uid, gid_t gid) {
  if (unshare(flags) == 0) return true;
  if (unshare(CLONE_NEWUSER | flags) != 0) return false;
  write_file("/proc/self/setgroups", "deny");
  write_file("/proc/self/uid_map", std::to_string(uid) + " " + std::to_string(uid) + " 1");
  write_file("/proc/self/gid_map", std::to_string(gid) + " " + std::to_string(gid) + " 1");
  // Counted in this user namespace alone (Linux 5.14 and later), the process limit bounds its
  // threads without touching the user's other processes.
  hard_limit(RLIMIT_NPROC, kMostThreads);
  return true;
}

// Network, System V IPC, mounts and process ids of its own (the last take effect in own_process_ids).
// An empty working directory (the one the host makes for each child) becomes a tmpfs of `files_mb`,
// seen by this process only and gone with it, so that what a plugin writes neither fills the disk
// nor outlives the game. A directory with files in it (`plyground uci` run by hand) is left as it is.
unsigned own_namespaces(int files_mb) {
  constexpr int kFlags = CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWNS;
  const uid_t uid = geteuid();
  const gid_t gid = getegid();
  unsigned gaps = uid == 0 ? limit_threads_as_root() : 0;
  if (!unshare_namespaces(kFlags | CLONE_NEWPID, uid, gid)) {
    if (!unshare_namespaces(kFlags, uid, gid))  // a user's own process limit only, which counts all its processes
      return gaps | kNoNetworkNamespace | kNoIpcNamespace | kNoPrivateFolder | kNoPrivateDevices | kNoPidNamespace |
             (uid == 0 ? 0u : unsigned(kNoThreadLimit));
    gaps |= kNoPidNamespace;
  }
  // Mounts made from now on stay in this namespace (its /proc among them).
  if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
    return gaps | kNoPrivateFolder | kNoPrivateDevices | kNoOwnProc;
  char here[PATH_MAX];
  std::error_code ec;
  if (!getcwd(here, sizeof here) || !std::filesystem::is_empty(here, ec) || ec) return gaps;
  // One that may write nothing (the scanner) still gets one, to build its /dev in.
  const std::string options = "size=" + std::to_string(std::max(files_mb, 1)) + "m,nr_inodes=4096,mode=700";
  if (mount("plyground", here, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, options.c_str()) != 0 || chdir(here) != 0)
    return gaps | kNoPrivateFolder | kNoPrivateDevices;
  return gaps | only_harmless_devices();
}

// What the plugin may read (Landlock): the system's (system_paths: libraries, the few files of /etc
// they read, the processor count), its own /proc (of the machine's, only its
// own entry and what libraries read of the machine), the processor count in /sys, the four devices
// of its /dev, its working directory, this program's folder (the shipped plugins beside it), the
// loader's path's absolute folders and `limits.readable`: no terminal, no other FIFO, no device
// elsewhere, no user's file. And what it may write (creating, changing, truncating, renaming,
// removing files): only beneath its working directory, or nowhere; and /dev/null.
unsigned confine_files(const SandboxLimits& limits, bool own_proc) {
  const long abi = syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
  if (abi < 1) return kNoLandlock;
  constexpr uint64_t kTruncate = 1ULL << 14;  // LANDLOCK_ACCESS_FS_TRUNCATE, ABI 3
  const uint64_t file_writes = LANDLOCK_ACCESS_FS_WRITE_FILE | (abi >= 3 ? kTruncate : 0);
  const uint64_t writes = file_writes | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
                          LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                          LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
                          LANDLOCK_ACCESS_FS_MAKE_SYM | (abi >= 2 ? LANDLOCK_ACCESS_FS_REFER : 0);
  constexpr uint64_t kReads = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR;
  landlock_ruleset_attr ruleset{};
  ruleset.handled_access_fs = writes | kReads;
  const int rules = int(syscall(SYS_landlock_create_ruleset, &ruleset, sizeof ruleset, 0));
  if (rules < 0) return kNoLandlock;
  const unsigned gaps = abi >= 3 ? 0 : unsigned(kNoTruncateRule);
  // Beneath `path` (a folder), or `path` itself (a file: a file's rights only).
  const auto allow = [rules, file_writes](const std::string& path, uint64_t access) {
    const int fd = open(path.c_str(), O_PATH | O_CLOEXEC);
    if (fd < 0) return;
    struct stat st {};
    landlock_path_beneath_attr beneath{};
    beneath.allowed_access = access;
    beneath.parent_fd = fd;
    if (fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode))
      beneath.allowed_access &= LANDLOCK_ACCESS_FS_READ_FILE | file_writes;
    syscall(SYS_landlock_add_rule, rules, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0);
    close(fd);
  };
  for (const std::string& path : system_paths()) allow(path, kReads);
  std::error_code ec;
  if (own_proc)
    allow("/proc", kReads);
  else  // the machine's: itself, and what libraries read of the machine's, not other processes
    for (const char* entry :
         {"/proc/self", "/proc/thread-self", "/proc/cpuinfo", "/proc/meminfo", "/proc/stat", "/proc/sys"})
      allow(entry, kReads);
  for (const char* device : {"/dev/zero", "/dev/random", "/dev/urandom"}) allow(device, kReads);
  allow("/dev/null", kReads | file_writes);
  allow(".", kReads | (limits.files_mb > 0 ? writes : 0));
  if (const auto self = std::filesystem::read_symlink("/proc/self/exe", ec); !ec) allow(self.parent_path(), kReads);
  for (const std::filesystem::path& folder : path_list(std::getenv("LD_LIBRARY_PATH")))
    if (folder.is_absolute()) allow(folder, kReads);
  for (const std::string& path : limits.readable)
    if (path.starts_with('/')) allow(path, kReads);
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  const long restricted = syscall(SYS_landlock_restrict_self, rules, 0);
  close(rules);
  return restricted == 0 ? gaps : unsigned(kNoLandlock);
}

// No capability, now or after any exec, and none to be regained: what matters when started as
// root, where capabilities would let the filter's allowed calls reach further (read any file,
// raise a hard limit).
void drop_privileges() {
  for (int cap = 0; cap <= 63; ++cap) prctl(PR_CAPBSET_DROP, cap, 0, 0, 0);
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  prctl(PR_SET_SECUREBITS,
        SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP | SECBIT_NO_SETUID_FIXUP_LOCKED |
            SECBIT_KEEP_CAPS_LOCKED | SECBIT_NO_CAP_AMBIENT_RAISE | SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED,
        0, 0, 0);
  __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
  __user_cap_data_struct none[2] = {};
  syscall(SYS_capset, &header, none);
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);  // nobody of the same user may trace it or read its memory
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
}

// Ends this process as `runner` ended: with its exit status, or by its signal, so that the host
// sees the end of the process it started as before; `first` (the namespace's) ends with it. Holds
// nothing meanwhile, nor any privilege.
[[noreturn]] void end_as(pid_t runner, pid_t first) {
  drop_privileges();
  int status = 0;
  while (waitpid(runner, &status, 0) < 0)
    if (errno != EINTR) _exit(1);
  kill(first, SIGKILL);  // reaped here, not left to whoever adopts orphans (the host, as a container's init)
  while (waitpid(first, nullptr, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status)) {
    const int signal_number = WTERMSIG(status);
    signal(signal_number, SIG_DFL);
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_UNBLOCK, &all, nullptr);
    raise(signal_number);
  }
  _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

// Process ids of its own, after unshare(CLONE_NEWPID): only processes started since are in that
// namespace, so the plugin runs in a child, and with a /proc of its own it sees two processes, no
// other: itself and the namespace's first, which holds it up (when the first ends, the kernel ends
// every process in the namespace) and only waits for this one to end. The runner is the second so
// that signals it sends itself (abort(), the filter's SIGSYS) end it as they end any process: the
// first process of a namespace is deaf to its own. This process waits outside, holding nothing but
// the pipe the first process watches, and ends as the runner ends (end_as). Returns in the runner
// only. (Should a fork fail, the plugin runs here, where no thread can be started any more: its
// server fails at once, and says so.)
unsigned own_process_ids(bool own_proc) {
  int alive[2];  // this process's end open while it lives: the first process reads its end until then
  int bound[2];  // the first process's word that it ends with this one
  if (pipe2(alive, O_CLOEXEC) != 0) return kNoPidNamespace;
  if (pipe2(bound, O_CLOEXEC) != 0) return close(alive[0]), close(alive[1]), kNoPidNamespace;
  const pid_t first = fork();
  if (first == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // with this process, even frozen (and else at the pipe's end)
    const char word = 1;
    if (write(bound[1], &word, 1) != 1) _exit(1);
    dup2(alive[0], 0);
    syscall(SYS_close_range, 1U, ~0U, 0U);  // nothing of the protocol's: the host sees the runner's end
    drop_privileges();
    char byte;
    while (read(0, &byte, 1) < 0 && errno == EINTR) {
    }
    _exit(0);
  }
  // The runner (which answers the host) is made only once the first is bound: frozen by the host
  // before its prctl, the first would outlive a host that died (frozen, it reads no pipe's end).
  close(bound[1]);
  char word = 0;
  while (first > 0 && read(bound[0], &word, 1) < 0 && errno == EINTR) {
  }
  close(bound[0]);
  const pid_t runner = first > 0 && word == 1 ? fork() : -1;
  if (runner == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // with this process, which the host ends
    close(alive[0]), close(alive[1]);
    const bool mounted = own_proc && mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) == 0;
    return mounted ? 0u : unsigned(kNoOwnProc);
  }
  if (runner < 0) {  // played here, outside (a namespace whose first process failed takes no more)
    if (first > 0) kill(first, SIGKILL), waitpid(first, nullptr, 0);
    close(alive[0]), close(alive[1]);
    return kNoPidNamespace;
  }
  syscall(SYS_close_range, 0U, unsigned(alive[1]) - 1, 0U);
  syscall(SYS_close_range, unsigned(alive[1]) + 1, ~0U, 0U);
  end_as(runner, first);
}

// Every wall, in order; what could not be put up, as gaps.
unsigned put_up_walls(const SandboxLimits& limits) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // the host gone, nobody reads us (the filter keeps it set)
  // A host that died before that line left us an orphan: end now.
  if (const char* host = std::getenv("PLYGROUND_HOST_PID"); host && std::atol(host) != long(getppid())) _exit(1);
  hard_limit(RLIMIT_CORE, 0);
#if !defined(__SANITIZE_ADDRESS__)  // the sanitizer's runtime reserves terabytes of address space
  if (limits.memory_mb > 0) hard_limit(RLIMIT_AS, rlim_t(limits.memory_mb) << 20);
#endif
  hard_limit(RLIMIT_NOFILE, 128);
  hard_limit(RLIMIT_FSIZE, rlim_t(limits.files_mb) << 20);
  hard_limit(RLIMIT_MEMLOCK, 0);
  hard_limit(RLIMIT_MSGQUEUE, 0);
  hard_limit(RLIMIT_RTPRIO, 0);  // no real-time priority, even where the user's limits allow one
  hard_limit(RLIMIT_NICE, 0);    // and no nice value below the one it has
  // Signals queued (a timer holds one each) count for the user as a whole: a few of its own only.
  // Set before its user namespace is made, which takes it as the bound for the user's count there.
  hard_limit(RLIMIT_SIGPENDING, kMostPendingSignals);
  unsigned gaps = own_namespaces(limits.files_mb);
  // Before the PID namespace's processes are made: they all live in it (the first one's /proc/1/root
  // would otherwise lead back to the machine's).
  if ((gaps & kNoPrivateFolder) || !enter_own_root(limits.readable)) gaps |= kNoOwnRoot;
  // From here on, in the process that runs the plugin.
  if (!(gaps & kNoPidNamespace)) gaps |= own_process_ids(!(gaps & kNoOwnProc));
  const bool may_write = limits.files_mb > 0;
  gaps |= confine_files(limits, !(gaps & (kNoPidNamespace | kNoOwnProc)));
  drop_privileges();
  if (!allow_only_needed_calls(may_write && !(gaps & kNoLandlock), gaps & kNoTruncateRule)) gaps |= kNoSeccomp;
  return gaps;
}

std::string describe(unsigned gaps) {
  std::string text;
  const auto add = [&text](const char* what) { text += (text.empty() ? "" : "; ") + std::string(what); };
  if (gaps & kNoSeccomp)
    add("no system-call filter (seccomp): a plugin may signal, trace or starve other processes of this user");
  if (gaps & kNoLandlock) add("no Landlock: plugins may not write files at all, and may read any their user can");
  if (gaps & kNoNetworkNamespace) add("no network namespace (the filter alone keeps plugins off the network)");
  if (gaps & kNoIpcNamespace) add("no IPC namespace (the filter alone keeps plugins from System V IPC)");
  if (gaps & kNoPrivateFolder)
    add("no mount namespace: a plugin's folder is on disk, bounded per file (64 MB), not in all");
  if (gaps & kNoOwnRoot)
    add("no root of its own: a plugin may see the machine's paths (stat, list, read links), and read where Landlock "
        "lets it");
  if (gaps & kNoPrivateDevices)
    add("no /dev of its own: a plugin may read the terminals (and as root the disks) its user can");
  if ((gaps & (kNoPidNamespace | kNoOwnProc)) && (gaps & kNoLandlock))
    add("no PID namespace: a plugin may list the machine's processes and read their command lines (it may signal "
        "none)");
  else if (gaps & (kNoPidNamespace | kNoOwnProc))
    add("no PID namespace (Landlock alone keeps plugins out of other processes' /proc)");
  if (gaps & kNoThreadLimit)
    add("no thread limit of its own: a plugin's threads are bounded only by its user's process limit (as root, by "
        "none)");
  return text;
}

}  // namespace

ProtocolChannel enter_sandbox(const SandboxLimits& limits) {
  // Only the protocol's descriptors: nothing the process that started us had open.
  syscall(SYS_close_range, 3U, ~0U, 0U);
  ProtocolChannel channel;
  channel.out = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  channel.in = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
  dup2(STDERR_FILENO, STDOUT_FILENO);
  if (const int nothing = open("/dev/null", O_RDONLY | O_CLOEXEC); nothing >= 0) {
    dup2(nothing, STDIN_FILENO);
    close(nothing);
  }
  put_up_walls(limits);
  return channel;
}

void probe_sandbox() {
  const std::string gaps = std::to_string(put_up_walls(SandboxLimits{.memory_mb = 0, .files_mb = 1})) + "\n";
  (void)!write(STDOUT_FILENO, gaps.data(), gaps.size());
  _exit(0);
}

const std::string& sandbox_gaps() {
  // Tried in a process of its own, started as every child is (a fork of a host that runs threads
  // could wait for ever on a lock another thread held), and given a few seconds.
  static const std::string text = [] {
    std::optional<std::string> said;
    try {
      ChildProcess probe({plyground_executable(), "probe-sandbox"}, ChildOptions{});
      said = probe.read_line(std::chrono::seconds(20));
    } catch (const std::exception&) {
    }
    char* end = nullptr;
    const unsigned long gaps = said ? std::strtoul(said->c_str(), &end, 10) : 0;
    if (!said || end == said->c_str() || *end) return std::string("the sandbox could not be tried");
    return describe(unsigned(gaps));
  }();
  return text;
}

void prepare_for_sandboxed_children() {
  static std::once_flag prepared;
  std::call_once(prepared, [] {
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    if (!sandbox_gaps().empty())
      warn("this kernel does not let the plugin sandbox enforce everything: " + sandbox_gaps() +
           " (see docs/security.md)");
  });
}

void limit_cpu_time(std::chrono::milliseconds budget) {
  using namespace std::chrono;
  static const rlim_t most = [] {  // the hard limit, which no one here can raise
    rlimit limit{};
    getrlimit(RLIMIT_CPU, &limit);
    return limit.rlim_max;
  }();
  // What the process can spend at most per second of time: its threads are at most kMostThreads
  // (as a user) and run on at most every core (as root too); too many only costs a read more often.
  static const auto most_rate = std::max(unsigned(kMostThreads), std::thread::hardware_concurrency());
  static rlim_t set = most;  // the soft limit as last set: a move's budget usually ends in the same second
  // The CPU spent as last read, and when: reading it is a system call, so it is read again only when
  // what could have been spent since might move the limit to another second.
  static nanoseconds spent{0};
  static std::optional<steady_clock::time_point> read_at;
  // The kernel counts towards the limit in clock ticks, this clock in nanoseconds; over hours the two
  // drift apart, by a tick for each wake-up that a tick caused: a hundredth of what was spent covers that.
  const auto limit_after = [budget](nanoseconds used) {
    const auto until = ceil<seconds>(used + used / 100 + budget).count();
    return rlim_t(until) < most ? rlim_t(until) : most;
  };
  rlim_t wanted = most;
  if (budget.count() > 0) {
    const auto now = steady_clock::now();
    if (!read_at || limit_after(spent) != limit_after(spent + (now - *read_at) * most_rate)) {
      timespec used{};
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &used);
      spent = seconds(used.tv_sec) + nanoseconds(used.tv_nsec);
      read_at = now;
    }
    wanted = limit_after(spent);
  }
  if (wanted == set) return;
  const rlimit limit{wanted, most};
  if (setrlimit(RLIMIT_CPU, &limit) == 0) set = wanted;
}

}  // namespace plyground::host
