// The system-call allow-list of a sandboxed child (seccomp): see syscall_filter.hpp.
#include "players/syscall_filter.hpp"

#include <fcntl.h>
#include <linux/close_range.h>
#include <linux/futex.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <utility>

namespace plyground::host {
namespace {

// Calls that reach nothing beyond the process: memory, threads, time, its own descriptors.
constexpr int kAlwaysAllowed[] = {
    SCMP_SYS(read),
    SCMP_SYS(write),
    SCMP_SYS(readv),
    SCMP_SYS(writev),
    SCMP_SYS(pread64),
    SCMP_SYS(pwrite64),
    SCMP_SYS(lseek),
    SCMP_SYS(close),
    SCMP_SYS(dup),
    SCMP_SYS(dup2),
    SCMP_SYS(dup3),
    SCMP_SYS(pipe),
    SCMP_SYS(pipe2),
    SCMP_SYS(fsync),
    SCMP_SYS(fdatasync),
    SCMP_SYS(ftruncate),
    SCMP_SYS(fstat),
    SCMP_SYS(stat),
    SCMP_SYS(lstat),
    SCMP_SYS(newfstatat),
    SCMP_SYS(statx),
    SCMP_SYS(statfs),
    SCMP_SYS(fstatfs),
    SCMP_SYS(access),
    SCMP_SYS(faccessat),
    SCMP_SYS(faccessat2),
    SCMP_SYS(readlink),
    SCMP_SYS(readlinkat),
    SCMP_SYS(getdents64),
    SCMP_SYS(getcwd),
    SCMP_SYS(chdir),
    SCMP_SYS(fchdir),
    SCMP_SYS(umask),
    SCMP_SYS(poll),
    SCMP_SYS(ppoll),
    SCMP_SYS(select),
    SCMP_SYS(pselect6),
    SCMP_SYS(epoll_create1),
    SCMP_SYS(epoll_ctl),
    SCMP_SYS(epoll_wait),
    SCMP_SYS(epoll_pwait),
    SCMP_SYS(eventfd2),
    SCMP_SYS(mmap),
    SCMP_SYS(munmap),
    SCMP_SYS(mremap),
    SCMP_SYS(mprotect),
    SCMP_SYS(madvise),
    SCMP_SYS(brk),
    SCMP_SYS(msync),
    SCMP_SYS(mincore),
    SCMP_SYS(set_robust_list),
    SCMP_SYS(set_tid_address),
    SCMP_SYS(rseq),
    SCMP_SYS(membarrier),
    SCMP_SYS(sched_yield),
    SCMP_SYS(sched_getaffinity),
    SCMP_SYS(sched_getparam),
    SCMP_SYS(sched_getscheduler),
    SCMP_SYS(sched_get_priority_max),
    SCMP_SYS(sched_get_priority_min),
    SCMP_SYS(getpriority),
    SCMP_SYS(getcpu),
    SCMP_SYS(exit),
    SCMP_SYS(exit_group),
    SCMP_SYS(restart_syscall),
    SCMP_SYS(arch_prctl),
    SCMP_SYS(rt_sigaction),
    SCMP_SYS(rt_sigprocmask),
    SCMP_SYS(rt_sigreturn),
    SCMP_SYS(rt_sigsuspend),
    SCMP_SYS(rt_sigtimedwait),
    SCMP_SYS(rt_sigpending),
    SCMP_SYS(sigaltstack),
    SCMP_SYS(pause),
    SCMP_SYS(clock_gettime),
    SCMP_SYS(clock_getres),
    SCMP_SYS(clock_nanosleep),
    SCMP_SYS(nanosleep),
    SCMP_SYS(gettimeofday),
    SCMP_SYS(time),
    SCMP_SYS(times),
    SCMP_SYS(getrusage),
    // Timers signal only their own process: the kernel refuses another thread group's thread.
    SCMP_SYS(timer_create),
    SCMP_SYS(timer_settime),
    SCMP_SYS(timer_gettime),
    SCMP_SYS(timer_getoverrun),
    SCMP_SYS(timer_delete),
    SCMP_SYS(setitimer),
    SCMP_SYS(getitimer),
    SCMP_SYS(alarm),
    SCMP_SYS(timerfd_create),
    SCMP_SYS(timerfd_settime),
    SCMP_SYS(timerfd_gettime),
    SCMP_SYS(getpid),
    SCMP_SYS(gettid),
    SCMP_SYS(getppid),
    SCMP_SYS(getuid),
    SCMP_SYS(geteuid),
    SCMP_SYS(getgid),
    SCMP_SYS(getegid),
    SCMP_SYS(getresuid),
    SCMP_SYS(getresgid),
    SCMP_SYS(getgroups),
    SCMP_SYS(getpgrp),
    SCMP_SYS(getpgid),
    SCMP_SYS(getsid),
    SCMP_SYS(capget),
    SCMP_SYS(uname),
    SCMP_SYS(sysinfo),
    SCMP_SYS(getrandom),
    SCMP_SYS(getrlimit),
};

// Calls that change files: allowed where Landlock keeps them beneath the working directory.
constexpr int kFileChanges[] = {SCMP_SYS(mkdir),    SCMP_SYS(mkdirat),   SCMP_SYS(unlink),
                                SCMP_SYS(unlinkat), SCMP_SYS(rmdir),     SCMP_SYS(rename),
                                SCMP_SYS(renameat), SCMP_SYS(renameat2), SCMP_SYS(fallocate)};

// The refused call's name, for the message: looked up before the filter is loaded, since the
// handler may not allocate.
constexpr int kNamedCalls = 512;
char call_names[kNamedCalls][32];

void append(char*& at, const char* end, const char* text) {
  while (*text && at < end) *at++ = *text++;
}
// In decimal when small (a descriptor, a command, a pid), else in hex (an address, a flag set).
void append_number(char*& at, const char* end, unsigned long long value) {
  const unsigned base = value < 65536 ? 10 : 16;
  if (base == 16) append(at, end, "0x");
  char digits[24];
  int n = 0;
  do digits[n++] = "0123456789abcdef"[value % base];
  while ((value /= base) && n < 24);
  while (n && at < end) *at++ = digits[--n];
}

// A call outside the allow-list: the process says which on stderr and ends with SIGSYS. The call
// itself never runs; a plugin that installs its own handler only skips it.
void on_refused_call(int, siginfo_t* info, void* context) {
  char message[256];
  char* at = message;
  const char* end = message + sizeof message - 1;
  append(at, end, "error: the sandbox refused the system call ");
  const int call = info->si_syscall;
  append(at, end, call >= 0 && call < kNamedCalls && call_names[call][0] ? call_names[call] : "?");
#if defined(__x86_64__)
  const auto* registers = static_cast<ucontext_t*>(context)->uc_mcontext.gregs;
  const unsigned long long arguments[3] = {(unsigned long long)registers[REG_RDI],
                                           (unsigned long long)registers[REG_RSI],
                                           (unsigned long long)registers[REG_RDX]};
  for (int i = 0; i < 3; ++i) {
    append(at, end, i ? ", " : "(");
    append_number(at, end, arguments[i]);
  }
  append(at, end, ", ...)");
#else
  (void)context;
#endif
  *at++ = '\n';
  (void)!write(STDERR_FILENO, message, size_t(at - message));
  signal(SIGSYS, SIG_DFL);
  syscall(SYS_tgkill, getpid(), syscall(SYS_gettid), SIGSYS);
  _exit(128 + SIGSYS);
}

using Conditions = std::initializer_list<scmp_arg_cmp>;

void allow(scmp_filter_ctx filter, int call, Conditions conditions = {}) {
  seccomp_rule_add_array(filter, SCMP_ACT_ALLOW, call, unsigned(conditions.size()), conditions.begin());
}
void refuse(scmp_filter_ctx filter, int call, int error, Conditions conditions = {}) {
  seccomp_rule_add_array(filter, SCMP_ACT_ERRNO(error), call, unsigned(conditions.size()), conditions.begin());
}

// Calls that can name another process: allowed only on itself.
void rules_for_processes(scmp_filter_ctx filter) {
  const scmp_datum_t self = scmp_datum_t(getpid());
  // Threads, never processes, and threads that share the process's descriptor table and folder: a
  // table of their own would each have the open-file limit anew. clone3 hides its flags from a
  // filter: ENOSYS sends the C library to clone.
  constexpr scmp_datum_t kThread = CLONE_THREAD | CLONE_FILES | CLONE_FS;
  allow(filter, SCMP_SYS(clone), {SCMP_A0(SCMP_CMP_MASKED_EQ, kThread, kThread)});
  refuse(filter, SCMP_SYS(clone3), ENOSYS);
  // Signals to itself only.
  for (const int call : {SCMP_SYS(kill), SCMP_SYS(tgkill), SCMP_SYS(rt_sigqueueinfo), SCMP_SYS(rt_tgsigqueueinfo)})
    allow(filter, call, {SCMP_A0(SCMP_CMP_EQ, self)});
  // Futexes of its own memory. An operation without FUTEX_PRIVATE_FLAG finds its word by the page's
  // file where the page is a file's (any file it can read, mapped): requeueing another process's
  // waiters on a lock in a shared file, or taking its lock. Only waiting and waking are allowed so
  // (pthread_join waits on a thread's end that way, std::future wakes its waiters so, in its own
  // memory); a wake-up the others did not expect is one they must bear anyway.
  allow(filter, SCMP_SYS(futex), {SCMP_A1(SCMP_CMP_MASKED_EQ, FUTEX_PRIVATE_FLAG, FUTEX_PRIVATE_FLAG)});
  constexpr scmp_datum_t kAnyClock = 0xffffffffU & ~scmp_datum_t(FUTEX_CLOCK_REALTIME);
  for (const int shared : {FUTEX_WAIT, FUTEX_WAIT_BITSET, FUTEX_WAKE, FUTEX_WAKE_BITSET})
    allow(filter, SCMP_SYS(futex), {SCMP_A1(SCMP_CMP_MASKED_EQ, kAnyClock, scmp_datum_t(shared))});
  // Its own limits: any may be read, only the (soft) CPU limit set, and the hard one it cannot raise.
  allow(filter, SCMP_SYS(prlimit64), {SCMP_A0(SCMP_CMP_EQ, 0), SCMP_A2(SCMP_CMP_EQ, 0)});
  allow(filter, SCMP_SYS(prlimit64), {SCMP_A0(SCMP_CMP_EQ, 0), SCMP_A1(SCMP_CMP_EQ, RLIMIT_CPU)});
  allow(filter, SCMP_SYS(setrlimit), {SCMP_A0(SCMP_CMP_EQ, RLIMIT_CPU)});
  // Its own priority and scheduling, and no real-time policy (it would starve everything else).
  // Naming a thread by id is refused with EPERM rather than ended: a filter cannot tell one of its
  // own threads (pthread_setaffinity_np) from another process.
  allow(filter, SCMP_SYS(setpriority), {SCMP_A0(SCMP_CMP_EQ, PRIO_PROCESS), SCMP_A1(SCMP_CMP_EQ, 0)});
  refuse(filter, SCMP_SYS(setpriority), EPERM, {SCMP_A1(SCMP_CMP_NE, 0)});
  refuse(filter, SCMP_SYS(setpriority), EPERM, {SCMP_A0(SCMP_CMP_NE, PRIO_PROCESS)});
  for (const int call : {SCMP_SYS(sched_setaffinity), SCMP_SYS(sched_setparam)}) {
    allow(filter, call, {SCMP_A0(SCMP_CMP_EQ, 0)});
    refuse(filter, call, EPERM, {SCMP_A0(SCMP_CMP_NE, 0)});
  }
  const int scheduler = SCMP_SYS(sched_setscheduler);
  for (const int policy : {SCHED_OTHER, SCHED_BATCH, SCHED_IDLE})
    allow(filter, scheduler, {SCMP_A0(SCMP_CMP_EQ, 0), SCMP_A1(SCMP_CMP_EQ, scmp_datum_t(policy))});
  refuse(filter, scheduler, EPERM, {SCMP_A0(SCMP_CMP_NE, 0)});
  for (const int policy : {SCHED_FIFO, SCHED_RR, SCHED_DEADLINE})
    refuse(filter, scheduler, EPERM, {SCMP_A0(SCMP_CMP_EQ, 0), SCMP_A1(SCMP_CMP_EQ, scmp_datum_t(policy))});
}

// Descriptors, terminals and the process's own state: harmless commands only.
void rules_for_descriptors(scmp_filter_ctx filter) {
  // Descriptor flags only: not F_SETOWN or F_SETSIG (signals sent to whoever it names), leases or
  // notifications; locks answer EPERM.
  for (const int command : {F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD, F_DUPFD_CLOEXEC})
    allow(filter, SCMP_SYS(fcntl), {SCMP_A1(SCMP_CMP_EQ, scmp_datum_t(command))});
  for (const int command : {F_GETLK, F_SETLK, F_SETLKW, F_OFD_GETLK, F_OFD_SETLK, F_OFD_SETLKW})
    refuse(filter, SCMP_SYS(fcntl), EPERM, {SCMP_A1(SCMP_CMP_EQ, scmp_datum_t(command))});
  // Closing its descriptors in a range; not CLOSE_RANGE_UNSHARE, which gives the calling thread a table
  // of its own (and so another 128 files, as a clone without CLONE_FILES would).
  allow(filter, SCMP_SYS(close_range), {SCMP_A2(SCMP_CMP_MASKED_EQ, CLOSE_RANGE_UNSHARE, 0)});
  // Terminal queries (isatty) and a descriptor's own modes: not TIOCSTI, which types into a terminal.
  for (const unsigned long request : {TCGETS, TIOCGWINSZ, FIONREAD, FIONBIO, FIOCLEX, FIONCLEX})
    allow(filter, SCMP_SYS(ioctl), {SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffUL, request)});
  // Its own name and state; not its parent-death signal, dumpability or anything it could undo.
  for (const int option : {PR_SET_NAME, PR_GET_NAME, PR_GET_DUMPABLE, PR_CAPBSET_READ, PR_GET_NO_NEW_PRIVS,
                           PR_GET_PDEATHSIG, PR_GET_SECCOMP, PR_GET_TIMERSLACK, PR_SET_TIMERSLACK})
    allow(filter, SCMP_SYS(prctl), {SCMP_A0(SCMP_CMP_EQ, scmp_datum_t(option))});
#if defined(__SANITIZE_ADDRESS__)  // the sanitizer's runtime asks and sets these of itself
  for (const int option : {PR_SET_DUMPABLE, PR_SET_PTRACER, PR_SET_VMA})
    allow(filter, SCMP_SYS(prctl), {SCMP_A0(SCMP_CMP_EQ, scmp_datum_t(option))});
#endif
  // What libraries try and do without when refused: answered with an error, not the end.
  for (const int call : {SCMP_SYS(copy_file_range), SCMP_SYS(sendfile), SCMP_SYS(mbind), SCMP_SYS(get_mempolicy),
                         SCMP_SYS(set_mempolicy)})
    refuse(filter, call, ENOSYS);
  for (const int call :
       {SCMP_SYS(memfd_create), SCMP_SYS(flock), SCMP_SYS(fchmod), SCMP_SYS(fchown), SCMP_SYS(sched_setattr)})
    refuse(filter, call, EPERM);
  // No socket of any kind; the C library's name lookups (asking nscd who a user is, as Python's
  // start does) then read the files instead.
  refuse(filter, SCMP_SYS(socket), EACCES);
  allow(filter, SCMP_SYS(fadvise64));
}

// Opening files: for reading always; for writing and changing files where `writes` (Landlock
// confines them), else EACCES. `refuse_truncation`: Landlock before ABI 3 does not see a file
// truncated as it is opened for reading (O_RDONLY | O_TRUNC), so the filter refuses that.
void rules_for_files(scmp_filter_ctx filter, bool writes, bool refuse_truncation) {
  refuse(filter, SCMP_SYS(truncate), EACCES);
  constexpr std::pair<int, unsigned> kOpens[] = {{SCMP_SYS(open), 1}, {SCMP_SYS(openat), 2}};  // call, flags
  if (writes) {
    for (const auto& [call, flags] : kOpens) {
      if (!refuse_truncation) {
        allow(filter, call);
        continue;
      }
      allow(filter, call, {{flags, SCMP_CMP_MASKED_EQ, O_TRUNC, 0}});
      for (const scmp_datum_t mode : {scmp_datum_t(O_WRONLY), scmp_datum_t(O_RDWR)})  // Landlock checks these
        allow(filter, call, {{flags, SCMP_CMP_MASKED_EQ, O_ACCMODE, mode}});
      refuse(filter, call, EACCES, {{flags, SCMP_CMP_MASKED_EQ, O_ACCMODE | O_TRUNC, O_TRUNC}});
    }
    allow(filter, SCMP_SYS(creat));
    for (const int call : kFileChanges) allow(filter, call);
    return;
  }
  constexpr scmp_datum_t kWriting = O_ACCMODE | O_CREAT | O_TRUNC;
  for (const auto& [call, flags] : kOpens) {
    allow(filter, call, {{flags, SCMP_CMP_MASKED_EQ, kWriting, 0}});
    for (const scmp_datum_t mode : {scmp_datum_t(O_WRONLY), scmp_datum_t(O_RDWR)})
      refuse(filter, call, EACCES, {{flags, SCMP_CMP_MASKED_EQ, O_ACCMODE, mode}});
    for (const scmp_datum_t bit : {scmp_datum_t(O_CREAT), scmp_datum_t(O_TRUNC)})
      refuse(filter, call, EACCES, {{flags, SCMP_CMP_MASKED_EQ, bit, bit}});
  }
  refuse(filter, SCMP_SYS(creat), EACCES);
  for (const int call : kFileChanges) refuse(filter, call, EACCES);
}

// Only what a searching player needs is allowed; calls that could name another process, a terminal
// or a shared object are allowed only with arguments that name its own (see Chromium's
// seccomp-bpf baseline policy and nsjail's, which this follows). Any other call ends the process
// with the call named (on_refused_call).
}  // namespace

bool allow_only_needed_calls(bool writes, bool refuse_truncation) {
  for (int call = 0; call < kNamedCalls; ++call) {
    char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, call);
    if (name) std::strncpy(call_names[call], name, sizeof call_names[call] - 1);
    std::free(name);
  }
  struct sigaction refused {};
  refused.sa_sigaction = on_refused_call;
  refused.sa_flags = SA_SIGINFO | SA_NODEFER;
  sigaction(SIGSYS, &refused, nullptr);

  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_TRAP);
  if (!filter) return false;
  seccomp_attr_set(filter, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);  // the 32-bit entry: the whole process
  // A binary tree of the calls rather than a list: every call the child makes runs the filter.
  seccomp_attr_set(filter, SCMP_FLTATR_CTL_OPTIMIZE, 2);
  for (const int call : kAlwaysAllowed) allow(filter, call);
  rules_for_processes(filter);
  rules_for_descriptors(filter);
  rules_for_files(filter, writes, refuse_truncation);
  const int loaded = seccomp_load(filter);  // sets no_new_privs first
  seccomp_release(filter);
  return loaded == 0;
}

}  // namespace plyground::host
