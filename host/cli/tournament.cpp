// `plyground tournament` and `plyground standings`.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "base/printable.hpp"
#include "base/whole_number.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "match/pgn.hpp"
#include "match/plot.hpp"
#include "match/time_control.hpp"
#include "match/tournament.hpp"
#include "players/spec.hpp"

namespace plyground::cli {
namespace {

std::vector<std::string> split(const std::string& list, char separator) {
  std::vector<std::string> out;
  std::stringstream in(list);
  for (std::string item; std::getline(in, item, separator);)
    if (!item.empty()) out.push_back(item);
  return out;
}

struct TournamentOptions {
  std::string game, players, format = "round-robin", tc, sprt, shard = "1/1", plot;
  host::TournamentSettings settings;
  int64_t movetime = 0;
  int depth = 0;
  bool in_process = false;
  bool no_affinity = false;
};

// Prints the standings and draws the chart; kExitFailed when the chart could not be written.
int report(const host::Standings& standings, const std::string& plot) {
  std::printf("%s\n%s", standings.table().c_str(), standings.crosstable().c_str());
  if (plot.empty()) return 0;
  if (const host::Status error = host::plot_ratings(standings, plot); !error) {
    host::say_error(error.reason());
    return kExitFailed;
  }
  std::printf("chart: %s\n", plot.c_str());
  return 0;
}

int run(TournamentOptions& o, const Context& context) {
  host::TournamentSettings& s = o.settings;
  s.game = &host::game_module(o.game);
  if (auto players = host::parse_player_list(o.players))
    s.players = std::move(*players);
  else
    return host::say_error(players.reason()), kExitBadInput;
  s.gauntlet = o.format == "gauntlet";
  s.limits = host::make_limits(o.movetime, o.depth);
  warn_of_own_depths(s.players, o.depth);
  if (!o.tc.empty()) {
    const host::Expected<host::TimeControl> tc = host::parse_time_control(o.tc);
    if (!tc || tc->kind != host::TimeControl::Kind::INCREMENT) {
      host::say_error("--tc takes SECONDS+INCREMENT, e.g. 60+0.5, in seconds from 0.001 to 10000000, not '" + o.tc +
                      "'");
      return kExitBadInput;
    }
    s.limits.time_left_ms[0] = s.limits.time_left_ms[1] = tc->base_ms;
    s.limits.increment_ms[0] = s.limits.increment_ms[1] = tc->increment_ms;
  }
  if (!o.sprt.empty()) {
    const std::vector<std::string> v = split(o.sprt, ',');
    try {
      if (v.size() != 4) throw std::invalid_argument("");
      size_t used[4] = {};
      const host::Sprt sprt{std::stod(v[0], &used[0]), std::stod(v[1], &used[1]), std::stod(v[2], &used[2]),
                            std::stod(v[3], &used[3])};
      for (int i = 0; i < 4; ++i)
        if (used[i] != v[size_t(i)].size()) throw std::invalid_argument("");
      // Finite Elo bounds in order, error rates strictly between 0 and 1 (nan fails every test).
      if (!(std::abs(sprt.elo0) < 2000 && std::abs(sprt.elo1) < 2000 && sprt.elo0 < sprt.elo1 && sprt.alpha > 0 &&
            sprt.alpha < 1 && sprt.beta > 0 && sprt.beta < 1))
        throw std::invalid_argument("");
      s.sprt = sprt;
    } catch (const std::exception&) {
      host::say_error(
          "--sprt takes elo0,elo1,alpha,beta with -2000 < elo0 < elo1 < 2000 and alpha and beta between 0 and 1, e.g. "
          "0,10,0.05,0.05; not '" +
          o.sprt + "'");
      return kExitBadInput;
    }
  }
  // K/N in decimal, whole: "1/2/3" or "1/4294967297" is no share of the schedule.
  const size_t slash = o.shard.find('/');
  if (slash == std::string::npos || !host::read_whole(std::string_view(o.shard).substr(0, slash), s.shard) ||
      !host::read_whole(std::string_view(o.shard).substr(slash + 1), s.shards) || s.shard < 1 || s.shard > s.shards) {
    host::say_error("--shard takes K/N with 1 <= K <= N, e.g. 2/4; not '" + host::printable(o.shard) + "'");
    return kExitBadInput;
  }
  if (!can_write_later(o.plot)) return kExitBadInput;  // the chart, drawn after the games
  host::Standings standings;
  try {
    standings = host::run_tournament(s, context.scan());
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  const int reported = report(standings, o.plot);
  if (s.sprt) {
    const host::Tally t = standings.pair(0, 1);
    const std::string verdict = s.sprt->verdict(t);
    std::printf("SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.2f (bounds %.2f, %.2f): %s\n", s.sprt->elo0, s.sprt->elo1,
                s.sprt->alpha, s.sprt->beta, s.sprt->llr(t), s.sprt->lower(), s.sprt->upper(),
                verdict.empty() ? "undecided" : verdict.c_str());
  }
  return reported;
}

// The standings of the games of `game` in `files`; unless `game_given`, of the game the first
// file's tags name (none: chess), as other PGN readers take it.
host::Standings read_standings(const std::vector<std::string>& files, std::string game, bool game_given) {
  host::Standings standings;
  if (!game_given && std::filesystem::is_regular_file(files.front())) {
    std::ifstream first(files.front());
    bool tagged = false;
    if (const host::GameModule* named = first ? host::pgn_game_module(first, &tagged) : nullptr)
      game = named->id();
    else if (tagged)
      throw std::runtime_error(files.front() +
                               ": its Game or Variant tag names no game Plyground plays: name one with --game");
  }
  // A game counted twice (a file named twice, a shard copied) would weigh double: a game with a
  // round is known by its event, round, players, date and moves (games without one may repeat),
  // and found again in another file. In one file it may repeat: matches appended to it each
  // number their rounds from 1, and players that always play alike play the same games.
  std::map<std::string, std::pair<std::string, std::string>> seen;  // a game's key: its file, where it was
  std::set<std::filesystem::path> named;
  for (const std::string& file : files) {
    if (std::error_code ec; !std::filesystem::exists(file, ec))
      throw std::runtime_error("cannot read " + file + ": " + (ec ? ec.message() : "no such file"));
    if (!named.insert(std::filesystem::weakly_canonical(file)).second)
      throw std::runtime_error(file + " is named twice: each game counts once");
    int number = 0;
    for (const host::PgnGame& g : host::read_finished_games(host::game_module(game), file)) {
      std::string key;
      for (const char* tag : {"Event", "Round", "White", "Black", "Date"}) key += g.tag(tag) + '\n';
      for (const std::string& move : g.moves) key += move + ' ';
      const std::string here = file + " game " + std::to_string(++number);
      const std::string round = g.tag("Round");
      if (const auto [first, added] = seen.emplace(key, std::pair{file, here});
          !added && first->second.first != file && round != "" && round != "?" && round != "-")
        throw std::runtime_error(here + " is " + first->second.second + " again: each game counts once");
      standings.add(g.tag("White"), g.tag("Black"), g.result);
    }
  }
  return standings;
}

}  // namespace

void add_tournament_command(CLI::App& app, const Context& context) {
  auto o = std::make_shared<TournamentOptions>();
  CLI::App* cmd = app.add_subcommand("tournament", "Play a round robin or gauntlet; standings, Elo, crosstable, PGN");
  add_game_option(cmd, o->game);
  cmd->add_option("--players", o->players, "Comma-separated player specs (plugins or uci:/ucci: engines)")->required();
  cmd->add_option("--format", o->format, "round-robin, or gauntlet (the first player against each other)")
      ->check(CLI::IsMember({"round-robin", "gauntlet"}))
      ->capture_default_str();
  cmd->add_option("--games-per-pair", o->settings.games_per_pair, "Games each pair plays")
      ->check(count_range())
      ->capture_default_str();
  cmd->add_option("--concurrency", o->settings.concurrency, "Games played at once")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  add_lanes_option(cmd, o->settings.lanes);
  auto* movetime = cmd->add_option("--movetime", o->movetime, "Milliseconds per move")->check(move_time_range());
  auto* depth = cmd->add_option("--depth", o->depth, "Depth per move")->check(depth_range());
  auto* tc = cmd->add_option("--tc", o->tc, "Clock: seconds+increment, e.g. 60+0.5");
  movetime->excludes(depth)->excludes(tc);
  depth->excludes(tc);
  cmd->add_option("--openings", o->settings.openings_file, "EPD/FEN file; each opening played with both colours")
      ->transform(absolute_path);
  auto* pgn = cmd->add_option("--pgn", o->settings.pgn_file, "Append every game to this PGN as it ends")
                  ->transform(absolute_path);
  cmd->add_flag("--resume", o->settings.resume, "Continue the tournament in --pgn; finished games are kept")
      ->needs(pgn);
  cmd->add_option("--seed", o->settings.seed, "Seed for the opening order and players' seed options")
      ->check(unsigned_range(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_option("--sprt", o->sprt, "elo0,elo1,alpha,beta: stop a two-player match once decided");
  cmd->add_option("--shard", o->shard, "K/N: play this machine's share of the schedule")->capture_default_str();
  cmd->add_option("--plot", o->plot, "Draw the ratings with their intervals into this PNG")->transform(absolute_path);
  cmd->add_flag("--in-process", o->in_process, "Run plugins inside this process (faster; a crash ends the tournament)");
  add_affinity_flag(cmd, o->no_affinity);
  cmd->callback([o, &context]() {
    o->settings.isolate = !(o->in_process || context.in_process);
    o->settings.affinity = !o->no_affinity;
    if (const int status = run(*o, context)) throw CLI::RuntimeError(status);
  });

  auto files = std::make_shared<std::vector<std::string>>();
  auto plot = std::make_shared<std::string>();
  auto game = std::make_shared<std::string>();
  CLI::App* st =
      app.add_subcommand("standings", "Standings and crosstable of PGN files (e.g. shards of one tournament)");
  add_game_option(st, *game);
  st->add_option("files", *files, "PGN files")->required();
  st->add_option("--plot", *plot, "Draw the ratings with their intervals into this PNG");
  st->callback([files, plot, game, st]() {
    host::Standings standings;
    try {
      standings = read_standings(*files, *game, st->get_option("--game")->count() > 0);
    } catch (const std::exception& e) {
      host::say_error(e.what());
      throw CLI::RuntimeError(kExitBadInput);
    }
    std::printf("%d games\n", standings.games());
    if (const int status = report(standings, *plot)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
