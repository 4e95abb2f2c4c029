// `plyground match`: games between two players, colours alternating, written to PGN as they end.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "match/tournament.hpp"

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
  bool no_affinity = false;
  int lanes = host::kLanes;
};

// A match is a series of two players' games: played as a tournament of two, each game printed as
// it ends, then the score and each player's time per move.
int run_match(const MatchOptions& o, const Context& context) {
  host::TournamentSettings s;
  s.name = "match";
  s.game = &host::game_module(o.game);
  for (const std::string& player : o.sides.players) {
    const host::Expected<host::PlayerSpec> spec = host::parse_spec(player);
    if (!spec) return host::say_error(spec.reason()), kExitBadInput;
    s.players.push_back(*spec);
  }
  s.games_per_pair = o.games;
  s.limits = host::make_limits(o.movetime, o.depth);
  warn_of_own_depths(s.players, o.depth);
  s.openings_file = o.openings;
  s.pgn_file = o.pgn;
  s.seed = o.seed;
  s.isolate = !context.in_process;
  s.affinity = !o.no_affinity;
  s.lanes = o.lanes;
  s.quiet = true;
  s.append = true;
  const auto sides = s.game->sides();
  double points[2] = {0, 0};    // the first and second player as given on the command line
  double thinking[2] = {0, 0};  // seconds, by player
  int moves[2] = {0, 0}, wins = 0, draws = 0, losses = 0;
  std::string names[2] = {s.players[0].text,
                          s.players[1].text};  // as the players call themselves, once they have played
  s.on_game = [&](const host::ScheduledGame& g, const host::PlayedGame& played) {
    const host::PgnGame& game = played.record;
    const int first_side = g.red == 0 ? 0 : 1;  // the side the first player had
    for (int side = 0; side < 2; ++side) {
      thinking[side ^ first_side] += played.seconds[side];
      moves[side ^ first_side] += played.moves[side];
      names[side ^ first_side] = played.names[side];
    }
    const double first_points = game.result == Result::DRAW ? 0.5 : game.result == win_for(first_side) ? 1 : 0;
    points[0] += first_points;
    points[1] += 1 - first_points;
    (first_points == 1 ? wins : first_points == 0 ? losses : draws)++;
    std::printf("game %d/%d  %s (%s) vs %s (%s)  %s  %s, %zu plies, %.1f s\n", g.round, o.games,
                host::printable(played.names[0]).c_str(), std::string(sides[0]).c_str(),
                host::printable(played.names[1]).c_str(), std::string(sides[1]).c_str(),
                std::string(pgn_result(game.result)).c_str(), game.tag("Termination").c_str(), game.moves.size(),
                played.seconds[0] + played.seconds[1]);
    std::fflush(stdout);
  };
  int status = 0;
  try {
    host::run_tournament(s, context.scan());
  } catch (const std::exception& e) {
    host::say_error(e.what());
    // Refused before a game (bad players, files): bad input. Stopped after some: the score so far.
    if (wins + draws + losses == 0) return kExitBadInput;
    status = kExitFailed;
  }
  for (std::string& name : names) name = host::printable(name);
  std::printf("score: %s %.1f - %.1f %s  (+%d =%d -%d for %s)\n", names[0].c_str(), points[0], points[1],
              names[1].c_str(), wins, draws, losses, names[0].c_str());
  // In the unit that shows it: a fast player's moves are microseconds, a slow one's seconds.
  const auto per_move = [&](int side) {
    const double seconds = moves[side] ? thinking[side] / moves[side] : 0.0;
    char text[32];
    if (seconds >= 1 || seconds == 0)
      std::snprintf(text, sizeof text, "%.2f s", seconds);
    else if (seconds >= 1e-3)
      std::snprintf(text, sizeof text, "%.1f ms", seconds * 1e3);
    else
      std::snprintf(text, sizeof text, "%.0f us", seconds * 1e6);
    return std::string(text);
  };
  std::printf("time per move: %s %s, %s %s\n", names[0].c_str(), per_move(0).c_str(), names[1].c_str(),
              per_move(1).c_str());
  return status;
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
  cmd->add_option("--seed", o->seed, "Seed for the opening order and players' seed options")
      ->check(unsigned_range(0, UINT64_MAX))
      ->capture_default_str();
  add_lanes_option(cmd, o->lanes);
  add_affinity_flag(cmd, o->no_affinity);
  cmd->add_flag("--isolate", o->isolate, "Plugins in child processes (the default; see --in-process)")->group("");
  cmd->callback([o, &context]() {
    resolve_sides(o->sides, o->game);
    if (const int status = run_match(*o, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
