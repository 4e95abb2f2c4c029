// `plyground match`: games between two players, colours alternating, written to PGN as they end.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>

#include "base/files.hpp"
#include "cli/commands.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"

namespace plyground::cli {
namespace {

struct MatchOptions {
  std::string game, openings, pgn;
  SideOptions sides;
  int games = 1;
  int64_t movetime = 0;
  int depth = 0;
  uint64_t seed = 1;
  bool isolate = false;
};

int run_match(const MatchOptions& o, const Context& context) {
  const host::PluginScan scan = context.scan();
  const host::GameModule& module = host::game_module(o.game);
  std::unique_ptr<host::Engine> first, second;
  std::vector<std::string> openings{""};
  try {
    first = host::make_engine(o.sides.players[0], scan, module, !context.in_process);
    second = host::make_engine(o.sides.players[1], scan, module, !context.in_process);
    if (!o.openings.empty()) openings = host::load_openings(module, o.openings);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitBadInput;
  }
  std::shuffle(openings.begin(), openings.end(), std::mt19937_64(o.seed));
  host::AppendFile pgn;
  if (!o.pgn.empty())
    if (const std::string error = pgn.open(o.pgn); !error.empty()) {
      std::cerr << "error: " << error << "\n";
      return kExitBadInput;
    }
  const ply_limits limits = host::make_limits(o.movetime, o.depth);
  double points[2] = {0, 0};    // first and second player as given on the command line
  double thinking[2] = {0, 0};  // seconds, by player
  int moves[2] = {0, 0};
  int wins = 0, draws = 0, losses = 0;
  for (int i = 0; i < o.games; ++i) {
    // Each opening twice, colours swapped; players with a seed option get a new seed each game.
    const bool swapped = i % 2 == 1;
    host::Engine& red = swapped ? *second : *first;
    host::Engine& black = swapped ? *first : *second;
    for (host::Engine* e : {&red, &black})
      if (e->has_option("seed") && !host::spec_sets_option(e->name(), "seed"))
        e->set_option("seed", std::to_string((o.seed + uint64_t(i)) % 2147483647));
    const auto start = std::chrono::steady_clock::now();
    host::PlayedGame played = host::play_game(red, black, module, openings[(i / 2) % openings.size()], limits);
    host::PgnGame& game = played.record;
    for (int side = 0; side < 2; ++side) {  // by player: the first is Red in even-numbered games
      thinking[side ^ int(swapped)] += played.seconds[side];
      moves[side ^ int(swapped)] += played.moves[side];
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    host::label_game(game, "Plyground match", i + 1, red.name(), black.name(), limits);
    if (pgn.is_open())
      if (const std::string error = pgn.append(host::write_pgn(module, game)); !error.empty()) {
        std::cerr << "error: " << error << " (the " << i << " games before it are in the file)\n";
        return kExitFailed;
      }

    const double red_points = game.result == Result::FIRST_PLAYER_WINS ? 1 : game.result == Result::DRAW ? 0.5 : 0;
    const double first_points = swapped ? 1 - red_points : red_points;
    points[0] += first_points;
    points[1] += 1 - first_points;
    (first_points == 1 ? wins : first_points == 0 ? losses : draws)++;
    std::printf("game %d/%d  %s (%s) vs %s (%s)  %s  %s, %zu plies, %.1f s\n", i + 1, o.games, red.name().c_str(),
                std::string(module.sides()[0]).c_str(), black.name().c_str(), std::string(module.sides()[1]).c_str(),
                std::string(pgn_result(game.result)).c_str(), game.tag("Termination").c_str(), game.moves.size(),
                seconds);
    std::fflush(stdout);
  }
  std::printf("score: %s %.1f - %.1f %s  (+%d =%d -%d for %s)\n", first->name().c_str(), points[0], points[1],
              second->name().c_str(), wins, draws, losses, first->name().c_str());
  std::printf("time per move: %s %.3f s, %s %.3f s\n", first->name().c_str(), moves[0] ? thinking[0] / moves[0] : 0.0,
              second->name().c_str(), moves[1] ? thinking[1] / moves[1] : 0.0);
  return 0;
}

}  // namespace

void add_match_command(CLI::App& app, const Context& context) {
  auto o = std::make_shared<MatchOptions>();
  CLI::App* cmd = app.add_subcommand("match", "Play games between two players and write them as PGN");
  add_game_option(cmd, o->game);
  add_side_options(cmd, o->sides, "name[:option=value,...] or a plugin file");
  cmd->add_option("--games", o->games, "Number of games; colours alternate")
      ->check(count_range())
      ->capture_default_str();
  auto* movetime = cmd->add_option("--movetime", o->movetime, "Milliseconds per move")->check(move_time_range());
  auto* depth = cmd->add_option("--depth", o->depth, "Search depth in plies")->check(depth_range());
  movetime->excludes(depth);
  cmd->add_option("--openings", o->openings, "EPD or FEN file of start positions, each played with both colours")
      ->transform(absolute_path);
  cmd->add_option("--pgn", o->pgn, "Append the games to this PGN file, each as it ends")->transform(absolute_path);
  cmd->add_option("--seed", o->seed, "Seed for the opening order and players' seed options")->capture_default_str();
  cmd->add_flag("--isolate", o->isolate, "Plugins in child processes (the default; see --in-process)")->group("");
  cmd->callback([o, &context]() {
    resolve_sides(o->sides, o->game);
    if (const int status = run_match(*o, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
