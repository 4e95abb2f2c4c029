// The `plyground` executable: subcommands are the command-line interface.
#include <poll.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>

#include "base/game_module.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "players/engine.hpp"

namespace {

int run(int argc, char** argv) {
  using namespace plyground::cli;
  std::string games;
  for (const plyground::host::GameModule* game : plyground::host::game_modules())
    games += (games.empty() ? "" : ", ") + std::string(game->name());
  CLI::App app{"Plyground: compare board-game AI players (" + games + ")", "plyground"};
  app.require_subcommand(0, 1);
  app.fallthrough();  // --plugin may follow the command name
  Context context;
  app.add_option("--plugin", context.plugin_files, "Also load this plugin file (repeatable)")->check(CLI::ExistingPath);
  app.add_flag("--in-process", context.in_process,
               "Load plugins into this process, not each into a sandboxed child: faster to start, but a plugin "
               "that crashes, hangs or changes process state takes the command down (trusted plugins only)");
  app.add_option_function<double>(
         "--move-limit",
         [](double seconds) {
           plyground::host::set_move_limit(std::chrono::milliseconds(std::llround(seconds * 1000)));
         },
         "Seconds a player may take over a move under --depth or --nodes before it is stopped and loses on time "
         "(default 120; a wait over 5 s is said)")
      ->check(finite_range(0.1, 86400.0));
  app.add_flag_callback(
      "--player-output", [] { plyground::host::show_player_output(true); },
      "Show what sandboxed players print (their stderr), each line after its move and prefixed with the player's name");
  add_players_command(app, context);
  add_match_command(app, context);
  add_tournament_command(app, context);
  add_levels_command(app, context);
  add_compare_command(app, context);
  add_trace_command(app, context);
  add_grade_command(app, context);
  add_window_command(app, context);
  add_play_command(app, context);
  add_uci_command(app, context);
  add_child_commands(app);
  add_perft_command(app);
  add_bench_command(app, context);
  read_whole_numbers_in_decimal(app);
  int status = 0;
  try {
    app.parse(argc, argv);
    if (app.get_subcommands().empty()) status = open_window(context);  // no command: the window
  } catch (const CLI::RuntimeError& e) {                               // a command's own exit status
    status = e.get_exit_code();
  } catch (const CLI::ParseError& e) {  // help, or bad arguments
    status = app.exit(e) == 0 ? 0 : kExitBadInput;
  }
  // Output that did not reach its file (a full disk, /dev/full) is a failure, said as one; a reader
  // that closed its end (`| head`) wanted no more, and ends us as its signal would, quietly.
  errno = 0;
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    pollfd out{STDOUT_FILENO, 0, 0};  // a pipe whose reader is gone polls as an error
    if (errno == EPIPE || (poll(&out, 1, 0) == 1 && (out.revents & POLLERR))) return 128 + SIGPIPE;
    std::fprintf(stderr, "error: cannot write the output%s%s\n", errno ? ": " : "", errno ? std::strerror(errno) : "");
    return status ? status : kExitFailed;
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) { return plyground::cli::guarded_main(run, argc, argv); }
