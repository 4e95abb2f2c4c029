/* without_walls COMMAND...: runs COMMAND where the kernel refuses Landlock and every namespace
 * (EPERM, as on a kernel built without them or a container that forbids them), so that the tests
 * can see the sandbox say what it cannot enforce and still play. The refusal is a seccomp filter,
 * inherited by every process COMMAND starts. */
#include <errno.h>
#include <seccomp.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: without_walls COMMAND...\n");
    return 2;
  }
  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
  const int refused[] = {SCMP_SYS(unshare), SCMP_SYS(landlock_create_ruleset), SCMP_SYS(landlock_add_rule),
                         SCMP_SYS(landlock_restrict_self)};
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; ++i)
    seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), refused[i], 0);
  if (!filter || seccomp_load(filter) != 0) {
    fprintf(stderr, "without_walls: cannot load the filter\n");
    return 2;
  }
  seccomp_release(filter);
  execvp(argv[1], argv + 1);
  perror("without_walls");
  return 2;
}
