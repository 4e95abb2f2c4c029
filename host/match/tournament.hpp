// Series of games: a schedule among several players (a tournament) or two (a match), played K at a
// time, every game appended to the PGN as it ends, resumable from that PGN, shardable across
// machines. `plyground tournament` and `plyground match` both play through run_tournament.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "games/registry.hpp"
#include "match/match.hpp"
#include "match/pgn.hpp"
#include "match/standings.hpp"
#include "players/engine.hpp"
#include "players/spec.hpp"

namespace plyground::host {

// Games where time decides nothing (a depth or a node limit), between isolated plugins that keep no
// time of their own, are played this many at a time by each worker unless told otherwise
// (TournamentSettings::lanes, play_in_lanes): a player's child process is asked for the moves of
// all of them at once, and wakes once for them.
constexpr int kLanes = 16;

struct ScheduledGame {
  int round;       // 1-based, unique in the whole tournament: the PGN's Round tag
  int red, black;  // player indices
  int opening;     // index into the openings (or 0: the start position)
};

struct TournamentSettings {
  const GameModule* game = &default_game();  // the game played
  std::vector<PlayerSpec> players;
  bool gauntlet = false;  // first player against each other (else round robin)
  int games_per_pair = 2;
  int concurrency = 1;
  int lanes = kLanes;  // games a worker plays at once, where time decides nothing (see kLanes)
  Limits limits{};     // move time, depth, or a clock
  std::string openings_file;
  std::string pgn_file;
  uint64_t seed = 1;
  bool resume = false;
  std::optional<Sprt> sprt;         // two players only
  int shard = 1, shards = 1;        // play games with index % shards == shard - 1
  bool isolate = true;              // plugins in child processes (see make_engine)
  bool affinity = true;             // each game on a core of its own when it can (players/cores.hpp)
  bool quiet = false;               // no progress on stdout (a benchmark, a match)
  std::string name = "tournament";  // "match": the PGN's Event is "Plyground " + name
  bool append = false;              // a match: the PGN is added to whatever it holds, never resumed from
  // Called for each game as it ends, one at a time (under the series' lock).
  std::function<void(const ScheduledGame&, const PlayedGame&)> on_game;
};

// The most games one tournament schedules (a million: days of play at the fastest); more are refused.
constexpr uint64_t kMostScheduledGames = 1'000'000;

// Every pair meets games_per_pair times; each opening is played twice with colours swapped.
std::vector<ScheduledGame> make_schedule(int players, bool gauntlet, int games_per_pair, int openings, uint64_t seed);

// Reads the games of a tournament PGN. A game cut off at the end of the file (the process was
// killed while writing it) is dropped and, with `repair`, cut from the file too; with
// `refuse_cut_off`, refused (a file another program may be writing). Throws std::runtime_error
// when the file holds something else that does not read, or another game's games.
std::vector<PgnGame> read_finished_games(const GameModule& game, const std::string& pgn_file, bool repair = false,
                                         bool refuse_cut_off = false);

// Plays the tournament, printing progress to stdout; returns the standings of every game in the
// PGN (earlier ones too, when resuming). Throws std::runtime_error on bad settings or files.
Standings run_tournament(const TournamentSettings& settings, const PluginScan& scan);

}  // namespace plyground::host
