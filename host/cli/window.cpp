// `plyground window` (and `plyground` alone): the SDL2 window.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "base/files.hpp"
#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "gui/window.hpp"
#include "match/plot.hpp"
#include "skins/skins.hpp"

namespace plyground::cli {
namespace {

// Runs the window until it closes: the process's exit status, each fault said once here.
int run_window(const gui::WindowOptions& options) {
  // Without a display SDL falls back to drawing off screen, which nobody would see: say so,
  // unless that driver was asked for (SDL_VIDEODRIVER, as the tests do).
  const bool chosen = std::getenv("SDL_VIDEODRIVER") != nullptr;
  if (SDL_Init(SDL_INIT_VIDEO) != 0 || (!chosen && (std::string_view(SDL_GetCurrentVideoDriver()) == "offscreen" ||
                                                    std::string_view(SDL_GetCurrentVideoDriver()) == "dummy"))) {
    std::fprintf(stderr, "error: cannot open a window: %s\n",
                 SDL_WasInit(SDL_INIT_VIDEO) ? "no display found" : SDL_GetError());
    std::fprintf(stderr, "run it on a desktop or under xvfb-run; `plyground --help` lists the commands\n");
    SDL_Quit();
    return 2;
  }
  int status = 0;
  try {
    gui::Window window(options, gui::make_skin);
    bool open = true;
    while (open) {
      open = window.frame();
      if (!open && !options.screenshot.empty()) {  // the last frame, before it is shown
        SDL_Surface* shot = window.capture();
        if (const host::Status error = host::save_png(shot, options.screenshot); !error) {
          host::say_error(error.reason());
          status = kExitFailed;
        }
        SDL_FreeSurface(shot);
      }
      window.present();
    }
    if (options.stats) window.print_stats();
  } catch (const std::exception& e) {
    host::say_error(e.what());
    status = 2;
  }
  SDL_Quit();
  return status;
}

}  // namespace

void add_window_command(CLI::App& app, const Context& context) {
  auto o = std::make_shared<gui::WindowOptions>();
  CLI::App* cmd = app.add_subcommand("window", "Open the window (what plyground does with no command)");
  add_game_option(cmd, o->game);
  auto sides = std::make_shared<SideOptions>();
  add_side_options(cmd, *sides, "human (the default), or a player spec");
  add_fen_option(cmd, o->fen, "Start from this position");
  cmd->add_option("--log-moves", o->log_moves, "Append each move played (ICCS) to this file");
  cmd->add_option("--explore", o->explore,
                  "Open the explorer on the position: a player's search, or two side by side (P,Q)");
  cmd->add_option("--explore-depth", o->explore_depth, "The explorer's depth")
      ->capture_default_str()
      ->check(CLI::Range(1, 6));
  auto tc = std::make_shared<std::string>();
  cmd->add_option("--tc", *tc, "Clocks: SECONDS+INCREMENT (300+3), SECONDS/move (10/move) or none");
  cmd->add_option("--pace", o->pace_ms, "AI against AI: the least milliseconds between moves")
      ->capture_default_str()
      ->check(CLI::Range(0, 60000));
  cmd->add_option("--language", o->language, "The interface's language: en or zh (default: from LANG)")
      ->check(CLI::IsMember({"en", "zh"}));
  cmd->add_option("--screenshot", o->screenshot, "Save the window to this PNG as it closes");
  cmd->add_option("--exit-after", o->exit_after, "Close after this many seconds")->check(finite_range(0.0, 86400.0));
  cmd->add_flag("--stats", o->stats, "Print time to the first board and frame times on exit");
  cmd->add_flag("--isolate", o->isolate, "Plugins in child processes (the default; see --in-process)")->group("");
  cmd->add_option("--width", o->width, "Window width")->check(CLI::Range(320, 16384))->capture_default_str();
  cmd->add_option("--height", o->height, "Window height")->check(CLI::Range(240, 16384))->capture_default_str();
  cmd->callback([o, tc, sides, cmd, &context]() {
    gui::WindowOptions options = *o;
    // Nothing chosen on the command line: as the last run left it (the first run asks).
    options.remember = !sides->given();
    for (const char* chosen : {"--game", "--fen", "--explore", "--tc"}) options.remember &= cmd->count(chosen) == 0;
    resolve_sides(*sides, options.game, "human");
    options.first = sides->players[0], options.second = sides->players[1];
    if (!tc->empty()) {
      const host::Expected<host::TimeControl> control = host::parse_time_control(*tc);
      if (!control) {
        host::say_error("--tc: " + control.reason());
        throw CLI::RuntimeError(kExitBadInput);
      }
      options.time_control = *control;
    }
    if (!options.log_moves.empty()) {  // for scripts: a log that cannot be kept is said before anything runs
      host::AppendFile log;
      if (const host::Status error = log.open(options.log_moves); !error) {
        host::say_error(error.reason());
        throw CLI::RuntimeError(kExitBadInput);
      }
    }
    options.plugin_files = context.plugin_files;
    options.isolate = !context.in_process;
    if (const int status = run_window(options)) throw CLI::RuntimeError(status);
  });
}

int open_window(const Context& context) {
  gui::WindowOptions options;
  options.plugin_files = context.plugin_files;  // the game and players are chosen in the window
  options.isolate = !context.in_process;
  options.remember = true;
  return run_window(options);
}

}  // namespace plyground::cli
