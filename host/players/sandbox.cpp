#include "players/sandbox.hpp"

#include <fcntl.h>
#include <linux/landlock.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>

namespace plyground::host {
namespace {

// Writes (creating, changing, removing, renaming files) only beneath the working directory and to
// /dev/null; reading stays free. Needs Landlock (Linux 5.13, enabled); else nothing is restricted.
void write_only_here() {
  const long abi = syscall(SYS_landlock_create_ruleset, nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
  if (abi < 1) return;
  constexpr uint64_t kTruncate = 1ULL << 14;  // LANDLOCK_ACCESS_FS_TRUNCATE, ABI 3
  uint64_t file_writes = LANDLOCK_ACCESS_FS_WRITE_FILE | (abi >= 3 ? kTruncate : 0);
  uint64_t writes = file_writes | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
                    LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                    LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
                    LANDLOCK_ACCESS_FS_MAKE_SYM | (abi >= 2 ? LANDLOCK_ACCESS_FS_REFER : 0);
  landlock_ruleset_attr ruleset{};
  ruleset.handled_access_fs = writes;
  const int rules = int(syscall(SYS_landlock_create_ruleset, &ruleset, sizeof ruleset, 0));
  if (rules < 0) return;
  const auto allow = [rules](const char* path, uint64_t access) {
    const int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return;
    landlock_path_beneath_attr beneath{};
    beneath.allowed_access = access;
    beneath.parent_fd = fd;
    syscall(SYS_landlock_add_rule, rules, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0);
    close(fd);
  };
  allow(".", writes);
  allow("/dev/null", file_writes);
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  syscall(SYS_landlock_restrict_self, rules, 0);
  close(rules);
}

// No new processes (threads only: a clone must share the thread group), no signals to another
// process, no tracing or reading another's memory. Each refused call fails with EPERM; clone3, whose
// flags a filter cannot read, answers ENOSYS, so the C library falls back to clone.
void no_other_processes() {
#if !defined(__SANITIZE_ADDRESS__)  // the leak checker clones a tracer that ptraces the process
  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
  if (!filter) return;
  const auto refuse = [filter](int call, int error, unsigned count = 0, scmp_arg_cmp condition = {}) {
    seccomp_rule_add(filter, SCMP_ACT_ERRNO(error), call, count, condition);
  };
  const scmp_datum_t self = scmp_datum_t(getpid());
  refuse(SCMP_SYS(fork), EPERM);
  refuse(SCMP_SYS(vfork), EPERM);
  refuse(SCMP_SYS(clone), EPERM, 1, {0, SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0});  // flags without CLONE_THREAD
  refuse(SCMP_SYS(clone3), ENOSYS);
  for (const int call : {SCMP_SYS(kill), SCMP_SYS(tgkill), SCMP_SYS(rt_sigqueueinfo), SCMP_SYS(rt_tgsigqueueinfo)})
    refuse(call, EPERM, 1, {0, SCMP_CMP_NE, self, 0});  // a pid other than its own
  for (const int call : {SCMP_SYS(tkill), SCMP_SYS(pidfd_open), SCMP_SYS(pidfd_send_signal), SCMP_SYS(ptrace),
                         SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev)})
    refuse(call, EPERM);
  seccomp_load(filter);  // sets no_new_privs first
  seccomp_release(filter);
#endif
}

}  // namespace

int enter_sandbox(int memory_mb, int* protocol_in) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // the host gone, nobody reads us
  const rlimit no_core{0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
#if !defined(__SANITIZE_ADDRESS__)  // the sanitizer's runtime reserves terabytes of address space
  if (memory_mb > 0) {
    const rlim_t bytes = rlim_t(memory_mb) * 1024 * 1024;
    const rlimit limit{bytes, bytes};
    setrlimit(RLIMIT_AS, &limit);
  }
#else
  (void)memory_mb;
#endif
  const rlimit files{256, 256};
  setrlimit(RLIMIT_NOFILE, &files);
  // No network: a namespace of its own with no interface up, where the kernel lets us make one
  // (as root, or through a user namespace); else the host's network, as before.
  if (unshare(CLONE_NEWNET) != 0) unshare(CLONE_NEWUSER | CLONE_NEWNET);
  const int protocol_out = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  if (protocol_in) *protocol_in = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
  dup2(STDERR_FILENO, STDOUT_FILENO);
  if (const int nothing = open("/dev/null", O_RDONLY | O_CLOEXEC); nothing >= 0) {
    dup2(nothing, STDIN_FILENO);
    close(nothing);
  }
  write_only_here();
  no_other_processes();
  return protocol_out;
}

void limit_cpu_time(std::chrono::milliseconds budget) {
  rlimit limit{};
  getrlimit(RLIMIT_CPU, &limit);
  limit.rlim_cur = limit.rlim_max;
  if (budget.count() > 0) {
    rusage used{};
    getrusage(RUSAGE_SELF, &used);
    const auto spent = std::chrono::seconds(used.ru_utime.tv_sec + used.ru_stime.tv_sec) +
                       std::chrono::microseconds(used.ru_utime.tv_usec + used.ru_stime.tv_usec);
    const auto until = std::chrono::ceil<std::chrono::seconds>(spent + budget).count();
    if (rlim_t(until) < limit.rlim_max) limit.rlim_cur = rlim_t(until);
  }
  setrlimit(RLIMIT_CPU, &limit);
}

}  // namespace plyground::host
