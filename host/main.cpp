// The `plyground` executable: subcommands are the command-line interface.
#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Plyground: compare board-game AI players (Xiangqi first)", "plyground"};
  app.require_subcommand(0, 1);
  plyground::cli::add_perft_command(app);
  plyground::cli::add_bench_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {  // a command's own exit status
    return e.get_exit_code();
  } catch (const CLI::ParseError& e) {  // help, or bad arguments
    return app.exit(e) == 0 ? 0 : plyground::cli::kExitBadInput;
  }
  // The window comes with a later step; until then no command means help.
  if (app.get_subcommands().empty()) std::cout << app.help();
  return 0;
}
