// The `plyground-child` executable: what the host starts as a sandboxed child (a plugin served over
// UCI, a plugin file described, the sandbox tried), without the window's libraries to load.
#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

namespace {

int run(int argc, char** argv) {
  using namespace plyground::cli;
  CLI::App app{"Plyground's sandboxed child (started by plyground)", "plyground-child"};
  app.require_subcommand(1);
  Context context;
  add_uci_command(app, context);
  add_child_commands(app);
  read_whole_numbers_in_decimal(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {  // a command's own exit status
    return e.get_exit_code();
  } catch (const CLI::ParseError& e) {  // help, or bad arguments
    return app.exit(e) == 0 ? 0 : kExitBadInput;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return plyground::cli::guarded_main(run, argc, argv); }
