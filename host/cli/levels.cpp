// `plyground levels`: the window's levels of play for a game, and with --rate, their strength
// measured against the installed engine held to known Elo ratings (UCI_LimitStrength), as
// a round robin of levels and anchors rated by maximum likelihood (Standings::ratings).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>

#include "base/printable.hpp"
#include "base/whole_number.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "gui/levels.hpp"
#include "match/tournament.hpp"
#include "players/spec.hpp"

namespace plyground::cli {
namespace {

struct LevelsOptions {
  std::string game, anchors = "1350,1800", pgn;
  bool rate = false, resume = false;
  int games_per_pair = 20, concurrency = 1;
  double time_scale = 1;
};

// A shipped level as a tournament player: its player with its own time a move.
host::PlayerSpec player_of(const gui::Level& level, double time_scale) {
  const int ms = std::max(1, int(std::lround(level.movetime_ms * time_scale)));
  return host::with_options(level.spec, {{"movetime", std::to_string(ms)}});
}

// "1350,1800" as distinct Elo ratings an engine takes; nothing when one is not, or is named twice
// (the two would be one player).
std::optional<std::vector<int>> parse_anchors(const std::string& text) {
  std::vector<int> anchors;
  std::stringstream list(text);
  for (std::string item; std::getline(list, item, ',');) {
    int elo = 0;
    if (!host::read_whole(item, elo) || elo < gui::kLowestElo || elo > gui::kHighestElo ||
        std::ranges::find(anchors, elo) != anchors.end())
      return std::nullopt;
    anchors.push_back(elo);
  }
  if (anchors.empty() || text.ends_with(',')) return std::nullopt;
  return anchors;
}

// The table: each player's fitted rating, moved so that the anchors (the last rows) sit, on average,
// at the ratings they play at.
void print_ratings(const std::vector<host::PlayerSpec>& players, const std::vector<std::string>& names,
                   const std::vector<int>& anchors, const host::Standings& standings) {
  const std::vector<double> fitted = standings.ratings();
  std::vector<int> row(players.size(), -1);  // each player's place in the standings
  for (size_t p = 0; p < players.size(); ++p)
    for (size_t i = 0; i < standings.players().size(); ++i)
      if (standings.players()[i] == players[p].text) row[p] = int(i);
  auto rating = [&](size_t p) { return row[p] < 0 ? std::nan("") : fitted[size_t(row[p])]; };
  double shift = 0;
  for (size_t a = 0; a < anchors.size(); ++a) shift += anchors[a] - rating(players.size() - anchors.size() + a);
  shift /= double(anchors.size());
  int width = 6, name_width = 5;
  for (const host::PlayerSpec& p : players) width = std::max(width, int(p.text.size()));
  for (const std::string& name : names) name_width = std::max(name_width, int(name.size()));
  std::printf("\n%-*s %-*s %7s %6s %7s\n", name_width, "level", width, "player", "rating", "games", "score");
  for (size_t p = 0; p < players.size(); ++p) {
    const host::Tally t = row[p] < 0 ? host::Tally{} : standings.total(row[p]);
    std::printf("%-*s %-*s %7.0f %6d %6.0f%%\n", name_width, names[p].c_str(), width, players[p].text.c_str(),
                rating(p) + shift, t.games(), t.games() ? 100 * t.points() / t.games() : 0.0);
  }
  std::printf(
      "\nratings: maximum likelihood over all the games (one draw added to each pair), placed so that "
      "the anchors average their Elo; an anchor's own row shows how well the two agree\n");
}

int rate(const LevelsOptions& o, const host::GameModule& game, const std::vector<gui::Level>& levels,
         const host::PluginScan& scan, const Context& context) {
  const std::optional<std::vector<int>> anchors = parse_anchors(o.anchors);
  if (!anchors) {
    host::say_error("--anchors takes Elo ratings from " + std::to_string(gui::kLowestElo) + " to " +
                    std::to_string(gui::kHighestElo) + ", each once, e.g. 1350,1800; not '" + o.anchors + "'");
    return kExitBadInput;
  }
  const std::string engine = gui::installed_engine(game);
  if (engine.empty()) {
    std::string known;
    for (const std::string& program : game.engines()) known += (known.empty() ? "" : " or ") + program;
    host::say_error("no engine to measure " + std::string(game.name()) +
                    " against: " + (known.empty() ? "none is known for this game" : "install " + known));
    return kExitBadInput;
  }
  host::TournamentSettings s;
  s.game = &game;
  std::vector<std::string> names;  // each player's row, in the order of s.players
  for (const gui::Level& level : levels) {
    if (level.spec.external()) continue;  // the engine at full strength: beyond the anchors' reach
    s.players.push_back(player_of(level, o.time_scale));
    names.push_back(level.name);
  }
  for (const int elo : *anchors) {
    s.players.push_back(gui::engine_at_elo(engine, elo));
    names.push_back(engine + " at Elo " + std::to_string(elo));
  }
  s.games_per_pair = o.games_per_pair;
  s.concurrency = o.concurrency;
  s.limits = host::make_limits(std::max(1, int(std::lround(1000 * o.time_scale))), 0);  // the anchors' time
  s.pgn_file = o.pgn;
  s.resume = o.resume;
  s.name = "levels";
  s.isolate = !context.in_process;
  std::printf("%s: %zu levels and %zu anchors, %d games a pair, the anchors %d ms a move\n",
              std::string(game.name()).c_str(), names.size() - anchors->size(), anchors->size(), s.games_per_pair,
              int(s.limits.movetime_ms));
  std::fflush(stdout);
  try {
    print_ratings(s.players, names, *anchors, host::run_tournament(s, scan));
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  return 0;
}

int list(const host::GameModule& game, const std::vector<gui::Level>& levels) {
  std::printf("%s\n%-8s %-34s %9s %6s  %s\n", std::string(game.name()).c_str(), "level", "player", "ms a move", "Elo",
              "what it does");
  for (const gui::Level& level : levels) {
    const std::string elo = level.elo > 0 ? "~" + std::to_string(level.elo) : "";
    std::printf("%-8s %-34s %9d %6s  %s\n", level.name.c_str(), level.spec.text.c_str(), level.movetime_ms, elo.c_str(),
                level.description.c_str());
  }
  return 0;
}

}  // namespace

void add_levels_command(CLI::App& app, const Context& context) {
  auto o = std::make_shared<LevelsOptions>();
  CLI::App* cmd = app.add_subcommand("levels", "The window's levels of play; --rate measures their Elo ratings");
  add_game_option(cmd, o->game);
  cmd->add_flag("--rate", o->rate,
                "Play the levels and the installed engine at --anchors against each other, and rate them");
  cmd->add_option("--anchors", o->anchors, "The engine's Elo ratings to measure against")->capture_default_str();
  cmd->add_option("--games-per-pair", o->games_per_pair, "Games each pair plays")
      ->check(count_range())
      ->capture_default_str();
  cmd->add_option("--concurrency", o->concurrency, "Games played at once")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--time-scale", o->time_scale, "Every time a move multiplied by this (a quicker, rougher measure)")
      ->check(finite_range(0.001, 100.0))
      ->capture_default_str();
  auto* pgn = cmd->add_option("--pgn", o->pgn, "Append every game to this PGN as it ends")->transform(absolute_path);
  cmd->add_flag("--resume", o->resume, "Continue the measure in --pgn; finished games are kept")->needs(pgn);
  cmd->callback([o, &context]() {
    const host::GameModule& game = host::game_module(o->game);
    const host::PluginScan scan = context.scan();
    const std::vector<gui::Level> levels = gui::levels_for(game, scan);
    if (const int status = o->rate ? rate(*o, game, levels, scan, context) : list(game, levels))
      throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
