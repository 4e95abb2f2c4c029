#include "match/tournament.hpp"
#include "base/printable.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include "base/files.hpp"
#include "match/match.hpp"
#include "players/cores.hpp"
#include "players/make_engine.hpp"

namespace plyground::host {
namespace {

using Clock = std::chrono::steady_clock;

std::atomic<bool> standings_requested{false};
void request_standings(int) { standings_requested = true; }

std::string clock_text(double seconds) {
  const long s = long(seconds);
  char text[32];
  std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  return text;
}

}  // namespace

std::vector<ScheduledGame> make_schedule(int players, bool gauntlet, int games_per_pair, int openings, uint64_t seed) {
  std::vector<std::pair<int, int>> pairs;
  for (int a = 0; a < players; ++a)
    for (int b = a + 1; b < players; ++b)
      if (!gauntlet || a == 0) pairs.emplace_back(a, b);
  // The openings in a seeded order, each used for two games (one with each colour).
  std::vector<int> order(std::max(1, openings));
  for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
  std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
  std::vector<ScheduledGame> schedule;
  // Game g of every pair before game g+1 of any: standings stay balanced while it runs.
  for (int g = 0; g < games_per_pair; ++g)
    for (size_t p = 0; p < pairs.size(); ++p) {
      const auto [a, b] = pairs[p];
      const int opening = order[size_t(g / 2 + int(p)) % order.size()];
      const bool swapped = g % 2 == 1;
      schedule.push_back({int(schedule.size()) + 1, swapped ? b : a, swapped ? a : b, opening});
    }
  return schedule;
}

namespace {

// Where each game of a PGN text starts: at its first tag, a line starting with '[' after its moves
// or the file's start, outside a comment (which may span lines); and at a `[Game "` line, or an
// `[Event "` line not right after one, wherever it is: every game Plyground writes opens so, and a
// game cut off in its tags or in a comment is then never read as part of the next.
std::vector<size_t> game_starts(const std::string& text) {
  std::vector<size_t> starts;
  bool in_tags = false, comment = false, after_game_tag = false;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line(text.data() + at, end - at);
    const bool opens = line.starts_with("[Game \"") || (line.starts_with("[Event \"") && !after_game_tag);
    const bool tag = opens || (!comment && line.starts_with('['));
    if (opens || (tag && !in_tags)) starts.push_back(at), comment = false;
    after_game_tag = line.starts_with("[Game \"");
    if (tag || line.find_first_not_of(" \t\r") != std::string_view::npos) in_tags = tag;
    for (size_t i = 0; i < line.size() && !tag; ++i) {
      if (!comment && line[i] == ';') break;  // a comment to the end of the line
      if (line[i] == '{') comment = true;
      if (line[i] == '}') comment = false;
    }
    at = end + 1;
  }
  return starts;
}

// A few words of `text` from `at`, to show where it is.
std::string excerpt(const std::string& text, size_t at) {
  std::string shown = printable(text.substr(at, 40));
  return "'" + shown + (text.size() - at > 40 ? "...'" : "'");
}

}  // namespace

std::vector<PgnGame> read_finished_games(const GameModule& game, const std::string& pgn_file, bool repair,
                                         bool refuse_cut_off) {
  std::error_code ec;
  if (!std::filesystem::exists(pgn_file, ec)) return {};
  const Expected<std::string> read = read_pgn_text(pgn_file);
  if (!read) throw std::runtime_error(read.reason());
  const std::string& text = *read;
  const std::vector<size_t> starts = game_starts(text);
  const size_t first = starts.empty() ? text.size() : starts.front();
  // Before the first game: blank lines, and escape lines ('%' first on the line: PGN's section 6).
  size_t before = 0;
  for (size_t end; before < first; before = end + 1) {
    end = std::min(text.find('\n', before), first);
    const size_t shown = text.find_first_not_of(" \t\r", before);
    if (shown < end && text[before] != '%') {
      before = shown;
      break;
    }
  }
  if (before < first)
    throw std::runtime_error(pgn_file + (starts.empty() ? " holds no PGN game: " : ": text before its first game: ") +
                             excerpt(text, before));
  std::istringstream tags(text.substr(first, (starts.size() > 1 ? starts[1] : text.size()) - first));  // its first game
  bool tagged = false;
  const GameModule* named = pgn_game_module(tags, &tagged);
  if (tagged && named && named != &game)
    throw std::runtime_error(pgn_file + " holds " + std::string(named->name()) + " games, not " +
                             std::string(game.name()));
  // A file that names no game is chess to PGN: said so when its first game does not read as this one.
  const bool untagged_other = !tagged && named && named != &game;
  std::vector<PgnGame> games;
  size_t end_of_games = text.size();
  for (size_t i = 0; i < starts.size(); ++i) {
    const size_t end = i + 1 < starts.size() ? starts[i + 1] : text.size();
    const std::string chunk = text.substr(starts[i], end - starts[i]);
    std::istringstream in(chunk);
    const auto one = read_pgn(game, in);
    if (one && one->size() == 1) {
      games.push_back(one->front());
      continue;
    }
    const std::string error = one ? "it reads as " + std::to_string(one->size()) + " games" : one.reason();
    // Only a last game without its result was cut off while written; any other is kept and refused.
    if (i + 1 < starts.size() || pgn_has_result(chunk)) {
      const std::string fault = " game " + std::to_string(i + 1) + " does not read (" + error + ")";
      if (i == 0 && untagged_other)
        throw std::runtime_error(pgn_file + " holds " + std::string(named->name()) +
                                 " games (it names no Variant or Game), not " + std::string(game.name()) + ":" + fault);
      throw std::runtime_error(pgn_file + ":" + fault + ": mend or remove it by hand");
    }
    if (refuse_cut_off)
      throw std::runtime_error(pgn_file + ": the last game is cut off (" + error +
                               "): finish or remove it by hand, or name another file");
    warn(pgn_file + ": the last game is cut off (" + error +
         (repair ? "): removed from the file, to be played again" : "): left out"));
    end_of_games = starts[i];
  }
  if (repair) {
    // Whole games only, ending with a blank line: the next game starts on a line of its own.
    std::string kept = text.substr(0, end_of_games);
    while (!kept.empty() && (kept.back() == '\n' || kept.back() == ' ' || kept.back() == '\r')) kept.pop_back();
    if (!kept.empty()) kept += "\n\n";
    if (kept != text)
      if (const Status written = write_whole_file(pgn_file, kept); !written) throw std::runtime_error(written.reason());
  }
  return games;
}

namespace {

// The newlines that leave a blank line between the text of the file `path` and what is appended
// to it ("" for an empty file, or one that ends with one).
std::string blank_line_after(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  const std::streamoff size = in ? std::streamoff(in.tellg()) : 0;
  if (size <= 0) return "";
  std::string tail(size_t(std::min<std::streamoff>(size, 2)), '\0');
  in.seekg(-std::streamoff(tail.size()), std::ios::end);
  in.read(tail.data(), std::streamsize(tail.size()));
  return tail.ends_with("\n\n") || tail == "\n" ? "" : tail.ends_with('\n') ? "\n" : "\n\n";
}

// A finished game's result as its moves have it (read_pgn played them): a game the rules ended has
// the rules' result; one they did not end (a player forfeited it) a result all the same. "" when it
// holds.
std::string result_fault(const PgnGame& g, const std::string& round) {
  if (g.result == Result::ONGOING) return "round " + round + " has no result ('*'): it was not finished";
  if (g.end.over() && g.end.result != g.result)
    return "round " + round + " says " + std::string(pgn_result(g.result)) + " where its last position is " +
           std::string(pgn_result(g.end.result)) + " (" + g.end.reason + ")";
  return "";
}

// What does not belong in this tournament's PGN, for a game read from it; "" when it belongs.
// `openings`: the tournament's start positions, as ScheduledGame::opening numbers them.
std::string foreign(const PgnGame& g, const TournamentSettings& s, const std::vector<std::string>& openings,
                    const std::map<int, ScheduledGame>& rounds, std::map<int, size_t>& seen, size_t index) {
  const std::string round_tag = g.tag("Round");
  const int round = std::atoi(round_tag.c_str());
  const auto scheduled = rounds.find(round);
  if (g.tag("Event") != "Plyground " + s.name || scheduled == rounds.end() || std::to_string(round) != round_tag)
    return "round '" + round_tag + "' is not one of this tournament's " + std::to_string(rounds.size()) + " rounds";
  if (const auto [it, first] = seen.emplace(round, index); !first)
    return "round " + round_tag + " is in the file twice (game " + std::to_string(it->second) + " too)";
  const std::string& red = s.players[size_t(scheduled->second.red)].text;
  const std::string& black = s.players[size_t(scheduled->second.black)].text;
  if (g.tag("White") != red || g.tag("Black") != black)
    return "round " + round_tag + " was played by " + g.tag("White") + " and " + g.tag("Black") +
           ", where this tournament has " + red + " against " + black;
  // Its start as the game writes a position, the same whatever way the file or the PGN wrote it.
  const auto start = [&](const std::string& fen) {
    const Expected<std::unique_ptr<GameState>> game = s.game->from_fen(fen);
    return game ? (*game)->fen() : fen;  // one that does not read is compared as written
  };
  if (start(g.start_fen) != start(openings[size_t(scheduled->second.opening)]))
    return "round " + round_tag + " started from " + start(g.start_fen) + ", where this tournament starts it from " +
           start(openings[size_t(scheduled->second.opening)]) + " (other openings, or another --seed)";
  if (!played_at(g, s.limits))
    return "round " + round_tag + " was played at " + limits_text(g) + ", not " + limits_text(s.limits);
  return result_fault(g, round_tag);
}

}  // namespace

namespace {

// One writer per PGN: two tournaments on one file would play the same rounds and mix their games.
class PgnLock {
 public:
  explicit PgnLock(const std::string& path) : path_(path) { take(); }
  ~PgnLock() { release(); }
  PgnLock(const PgnLock&) = delete;
  PgnLock& operator=(const PgnLock&) = delete;
  // The file was replaced (a cut-off game removed): the lock moves to the new one.
  void take_again() {
    release();
    take();
  }

 private:
  void take() {
    if (path_.empty()) return;
    fd_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(errno));
    if (flock(fd_, LOCK_EX | LOCK_NB) != 0) {
      ::close(fd_);
      fd_ = -1;
      throw std::runtime_error("another tournament or match is writing " + path_);
    }
  }
  void release() {
    if (fd_ >= 0) ::close(fd_);  // closing releases the lock
    fd_ = -1;
  }

  std::string path_;
  int fd_ = -1;
};

// A series of games being played: the schedule, the workers that play it, the PGN and the standings.
class Series {
 public:
  Series(const TournamentSettings& s, const PluginScan& scan)
      : s_(s), scan_(scan), game_(*s.game), lock_(s.pgn_file), terminal_(!s.quiet && isatty(STDOUT_FILENO)) {}

  Standings run() {
    // Every player exists and plays the game, or we stop here. Whether it starts is up to each
    // game: a player that cannot start loses the games it was to play.
    for (const PlayerSpec& spec : s_.players) check_spec(spec, scan_, game_);
    openings_ = s_.openings_file.empty() ? default_openings() : load_openings(game_, s_.openings_file);
    const uint64_t players = s_.players.size();
    const uint64_t games = (s_.gauntlet ? players - 1 : players * (players - 1) / 2) * uint64_t(s_.games_per_pair);
    if (games > kMostScheduledGames)
      throw std::runtime_error("the schedule would hold " + std::to_string(games) + " games, more than " +
                               std::to_string(kMostScheduledGames) + ": name fewer players or --games-per-pair");
    const std::vector<ScheduledGame> whole =
        make_schedule(int(s_.players.size()), s_.gauntlet, s_.games_per_pair, int(openings_.size()), s_.seed);
    for (const PlayerSpec& p : s_.players) standings_.add_player(p.text);
    const std::set<int> done = resume(whole);
    for (const ScheduledGame& g : whole)  // this shard's games not yet played
      if ((g.round - 1) % s_.shards == s_.shard - 1 && !done.count(g.round)) pending_.push_back(g);
    games_left_.assign(s_.players.size(), 0);
    for (const ScheduledGame& g : pending_) ++games_left_[size_t(g.red)], ++games_left_[size_t(g.black)];
    if (s_.resume && pending_.empty() && !s_.quiet)
      std::printf("%s holds every game of this %s already: nothing left to play\n", s_.pgn_file.c_str(),
                  s_.shards > 1 ? "shard" : s_.name.c_str());
    if (!s_.pgn_file.empty()) {
      Status opened = pgn_.open(s_.pgn_file);
      if (const std::string gap = s_.append ? blank_line_after(s_.pgn_file) : ""; opened && !gap.empty())
        opened = pgn_.append(gap);  // the games appended start after a blank line
      if (!opened) throw std::runtime_error(opened.reason());
    }
    play_pending();
    if (repeated_ > 0)
      warn(std::to_string(repeated_) + " of " + std::to_string(finished_) +
           " games repeated an earlier game move for move: players that search to a fixed depth play the same "
           "game from the same start; give them openings (--openings FILE) for games that differ");
    if (!write_error_.empty())
      throw std::runtime_error(write_error_ + "; the " + s_.name + " stopped there, the " +
                               std::to_string(standings_.games()) + " games before it are in the file" +
                               (s_.append ? "" : " (--resume continues it)"));
    return standings_;
  }

 private:
  // Without a file: the start, or where players that search to a fixed depth (the one given, or
  // their own where no time is) would play the same game again and again, every position the
  // game's opening plies from it (Connect Four's 49).
  std::vector<std::string> default_openings() const {
    const Limits& l = s_.limits;
    const bool fixed = l.movetime_ms == 0 && l.time_left_ms[0] == 0 && l.time_left_ms[1] == 0;
    const int plies = game_.opening_plies();
    if (!fixed || plies <= 0) return {""};
    std::vector<std::string> openings = positions_after(game_, plies);
    if (s_.name == "match" || !s_.quiet)
      std::printf(
          "openings: the %zu positions %d plies from the start, each played with both colours (at a fixed "
          "depth the same start gives the same game; --openings FILE for others)\n",
          openings.size(), plies);
    return openings;
  }

  // The rounds the PGN already holds, counted into the standings; only games of this tournament as
  // it is set now (any shard's): its rounds, players and time control. A match appends to games of
  // its game (any), counting none: a file that holds something else is left alone.
  std::set<int> resume(const std::vector<ScheduledGame>& whole) {
    std::set<int> done;
    std::error_code ec;
    if (s_.pgn_file.empty() || !std::filesystem::exists(s_.pgn_file, ec)) return done;
    if (!std::filesystem::is_regular_file(s_.pgn_file, ec))
      throw std::runtime_error("cannot write " + s_.pgn_file + ": not a regular file");
    if (!s_.append && !s_.resume && !std::filesystem::is_empty(s_.pgn_file, ec))
      throw std::runtime_error(s_.pgn_file + " is not empty: add --resume to continue the " + s_.name +
                               " it holds, or name another file");
    std::map<int, ScheduledGame> rounds;
    for (const ScheduledGame& g : whole) rounds[g.round] = g;
    std::map<int, size_t> seen;
    size_t index = 0;
    if (s_.append) {  // the file is someone else's too: read, never rewritten
      read_finished_games(game_, s_.pgn_file, false, true);
      return done;
    }
    const std::vector<PgnGame> games = read_finished_games(game_, s_.pgn_file, true);
    lock_.take_again();  // a repair replaced the file
    for (const PgnGame& g : games) {
      if (const std::string why = foreign(g, s_, openings_, rounds, seen, ++index); !why.empty())
        throw std::runtime_error(s_.pgn_file + ": game " + std::to_string(index) + ": " + why +
                                 ". Resume with the settings it was played with, or name another --pgn");
      standings_.add(g.tag("White"), g.tag("Black"), g.result);
      done.insert(std::atoi(g.tag("Round").c_str()));
    }
    return done;
  }

  // The workers, and on this thread the progress line and any standings asked for (SIGUSR1) every
  // quarter second, and at once when the last worker ends.
  void play_pending() {
    std::signal(SIGUSR1, request_standings);
    started_ = Clock::now();
    const int workers = std::max(1, s_.concurrency);
    active_ = workers;
    lanes_per_worker_ = lanes();
    const std::vector<int> cores = usable_cores();
    CoreClaims claims(s_.affinity && one_core_per_game(s_.players, scan_, workers, cores.size()) ? cores
                                                                                                 : std::vector<int>{});
    std::vector<std::thread> threads;
    for (int i = 0; i < workers; ++i)
      threads.emplace_back([this, &claims] {
        const OnOneCore pinned(claims.claim());  // its players' processes, started here, too
        work();
      });
    for (std::unique_lock lock(mutex_); active_ > 0; worker_ended_.wait_for(lock, std::chrono::milliseconds(250))) {
      if (standings_requested.exchange(false))
        std::printf("%s%s\n%s", terminal_ ? "\n" : "", standings_.table().c_str(), standings_.crosstable().c_str());
      if (terminal_) progress("");
    }
    for (std::thread& t : threads) t.join();
    if (terminal_) std::printf("\n");
    std::signal(SIGUSR1, SIG_DFL);
  }

  // The lanes asked for, where they apply; else 1. In process, a player is asked directly: lanes
  // would save nothing, and games side by side run slower than one after another (each move's
  // work on another game, the processor's caches and predictions hold less of it).
  int lanes() const {
    const Limits& l = s_.limits;
    const bool untimed =
        (l.depth > 0 || l.nodes > 0) && l.movetime_ms == 0 && l.time_left_ms[0] == 0 && l.time_left_ms[1] == 0;
    const bool plugins = std::none_of(s_.players.begin(), s_.players.end(),
                                      [](const PlayerSpec& p) { return p.external() || p.sets("movetime"); });
    return untimed && plugins && s_.isolate && !s_.sprt ? s_.lanes : 1;  // an SPRT decides game by game
  }

  // A worker: takes the next game, into each of its lanes, until none is left or the result is
  // decided. Its players are started once, an engine a lane, and kept across its games (a child
  // process is restarted by its engines).
  void work() {
    const int lanes = lanes_per_worker_;
    std::map<int, std::vector<std::unique_ptr<Engine>>> engines;  // a player's, one a lane
    std::vector<ScheduledGame> in_lane(size_t(lanes), ScheduledGame{});
    try {
      play_in_lanes(
          lanes, [&](int lane) { return next_game(engines, lanes, in_lane[size_t(lane)], lane); },
          [&](int lane, GameInPlay& game) {
            finish(in_lane[size_t(lane)], game.played());
            in_lane[size_t(lane)] = {0, -1, -1, 0};
            end_players_done(engines, in_lane);
          });
    } catch (const std::exception& e) {  // not a player's fault (those are results): the series stops
      std::lock_guard lock(mutex_);
      if (write_error_.empty()) write_error_ = e.what();
      decided_ = true;
    }
    std::lock_guard lock(mutex_);
    --active_;
    worker_ended_.notify_all();
  }

  // Ends this worker's players that have no game left to play here or to take from the schedule: a
  // child that goes on using CPU after its last game would take it from the games still played,
  // where nothing counts it.
  void end_players_done(std::map<int, std::vector<std::unique_ptr<Engine>>>& engines,
                        const std::vector<ScheduledGame>& in_lane) {
    std::set<int> done;
    {
      std::lock_guard lock(mutex_);
      for (const auto& [player, lanes] : engines)
        if (decided_ || games_left_[size_t(player)] == 0) done.insert(player);
    }
    for (const ScheduledGame& g : in_lane) done.erase(g.red), done.erase(g.black);
    std::erase_if(engines, [&](const auto& player) { return done.count(player.first); });  // outside the lock
  }

  // The next game for `lane` (into `g`), its players started; nullptr when none is left or the
  // result is decided. A game a player cannot start is recorded at once, and the next taken.
  std::unique_ptr<GameInPlay> next_game(std::map<int, std::vector<std::unique_ptr<Engine>>>& engines, int lanes,
                                        ScheduledGame& g, int lane) {
    for (;;) {
      {
        std::lock_guard lock(mutex_);
        if (next_ >= pending_.size() || decided_) return nullptr;
        g = pending_[next_++];
        --games_left_[size_t(g.red)], --games_left_[size_t(g.black)];
      }
      Engine* sides[2] = {nullptr, nullptr};
      std::string failed[2];
      const int players[2] = {g.red, g.black};
      for (int side : {0, 1}) {
        std::vector<std::unique_ptr<Engine>>& engine = engines[players[side]];
        try {
          if (engine.empty()) engine = make_engines(s_.players[size_t(players[side])], scan_, game_, s_.isolate, lanes);
          sides[side] = engine[size_t(lane)].get();
        } catch (const std::exception& e) {  // tried again for its next game
          engine.clear();
          failed[side] = s_.players[size_t(players[side])].text + " could not start: " + e.what();
        }
      }
      // Players with a seed option get a new seed each game; one that refuses it would replay its
      // last game's choices, and cannot start this one.
      for (int side : {0, 1})
        if (sides[side] && sides[side]->has_option("seed") && !s_.players[size_t(players[side])].sets("seed"))
          if (const Status seeded =
                  sides[side]->set_option("seed", std::to_string((s_.seed + uint64_t(g.round)) % 2147483647));
              !seeded) {
            failed[side] = sides[side]->name() + " refused its seed: " + seeded.reason();
            sides[side] = nullptr;
          }
      if (sides[0] && sides[1]) {
        try {
          return std::make_unique<GameInPlay>(*sides[0], *sides[1], game_, openings_[size_t(g.opening)], s_.limits,
                                              s_.seed * 0x9e3779b97f4a7c15ULL + uint64_t(g.round));  // its own dice
        } catch (const std::exception& e) {
          throw std::runtime_error("round " + std::to_string(g.round) + ": " + e.what());
        }
      }
      // A player that cannot start loses, whichever colour it has; if neither can, a draw.
      PlayedGame played;
      for (int side : {0, 1})
        played.names[side] = sides[side] ? sides[side]->name() : s_.players[size_t(players[side])].text;
      played.record.start_fen = openings_[size_t(g.opening)];
      played.record.result = !sides[0] && !sides[1] ? Result::DRAW : win_for(sides[0] ? 0 : 1);
      played.record.set_tag("Termination",
                            printable(failed[0] + (failed[0].empty() || failed[1].empty() ? "" : "; ") + failed[1]));
      finish(g, played);
    }
  }

  // A game that has ended: labelled, and recorded under the lock.
  void finish(const ScheduledGame& g, PlayedGame& played) {
    label_game(played.record, "Plyground " + s_.name, g.round, s_.players[size_t(g.red)].text,
               s_.players[size_t(g.black)].text, s_.limits);
    std::lock_guard lock(mutex_);
    record(g, played);
  }

  // Under the lock: the game into the PGN (or the first failed write, which stops the series), the
  // standings, the SPRT and the progress.
  void record(const ScheduledGame& g, const PlayedGame& played) {
    const PgnGame& r = played.record;
    if (!write_error_.empty()) return;  // stopping: the game cannot be kept
    if (pgn_.is_open())
      if (const Status appended = pgn_.append(write_pgn(game_, r)); !appended) {
        write_error_ = appended.reason();
        decided_ = true;
        return;
      }
    standings_.add(s_.players[size_t(g.red)].text, s_.players[size_t(g.black)].text, r.result);
    ++finished_;
    // The same players on the same sides, from the same start, move for move: a game that tells
    // nothing new (players that search to a fixed depth play it again and again).
    std::string game = std::to_string(g.red) + "/" + std::to_string(g.black) + "/" + r.start_fen;
    for (const std::string& m : r.moves) game += " " + m;
    repeated_ += !played_games_.insert(std::move(game)).second;
    if (s_.sprt && !s_.sprt->verdict(standings_.pair(0, 1)).empty()) decided_ = true;
    if (s_.on_game) s_.on_game(g, played);
    progress("round " + std::to_string(g.round) + ": " + s_.players[size_t(g.red)].text + " - " +
             s_.players[size_t(g.black)].text + " " + std::string(pgn_result(r.result)) + " (" + r.tag("Termination") +
             ")");
  }

  // The progress line: a bar in a terminal, a line per game otherwise; the running score of a
  // match, or the leader of a tournament.
  void progress(const std::string& last) {
    if (s_.quiet) return;
    const double elapsed = std::chrono::duration<double>(Clock::now() - started_).count();
    const size_t total = pending_.size();
    const double eta = finished_ ? elapsed / double(finished_) * double(total - finished_) : 0;
    const std::string leader = leader_text();
    if (terminal_) {
      const int width = 30, filled = total ? int(width * finished_ / total) : width;
      std::printf("\r[%s%s] %zu/%zu  elapsed %s  ETA %s  %s\033[K", std::string(filled, '#').c_str(),
                  std::string(width - filled, '.').c_str(), finished_, total, clock_text(elapsed).c_str(),
                  clock_text(eta).c_str(), leader.c_str());
    } else if (!last.empty()) {
      std::printf("%zu/%zu %s | elapsed %s, ETA %s%s%s\n", finished_, total, last.c_str(), clock_text(elapsed).c_str(),
                  clock_text(eta).c_str(), leader.empty() ? "" : " | ", leader.c_str());
    }
    std::fflush(stdout);
  }

  std::string leader_text() const {
    char text[256] = "";
    if (standings_.players().size() == 2) {
      std::snprintf(text, sizeof text, "%s %.1f - %.1f %s", standings_.players()[0].c_str(),
                    standings_.total(0).points(), standings_.total(1).points(), standings_.players()[1].c_str());
    } else if (standings_.games() > 0) {
      int best = 0;
      auto share = [&](int p) { return standings_.total(p).points() / std::max(1, standings_.total(p).games()); };
      for (int p = 1; p < int(standings_.players().size()); ++p)
        if (share(p) > share(best)) best = p;
      std::snprintf(text, sizeof text, "leader %s %.1f/%d", standings_.players()[size_t(best)].c_str(),
                    standings_.total(best).points(), standings_.total(best).games());
    }
    return text;
  }

  const TournamentSettings& s_;
  const PluginScan& scan_;
  const GameModule& game_;
  PgnLock lock_;
  const bool terminal_;
  std::vector<std::string> openings_;
  std::vector<ScheduledGame> pending_;
  Standings standings_;
  AppendFile pgn_;
  std::string write_error_;  // the first failed write: the series stops there

  std::mutex mutex_;  // guards what follows, and the standings and the PGN while workers run
  size_t next_ = 0, finished_ = 0;
  std::vector<int> games_left_;         // by player: its games not yet taken from pending_
  std::set<std::string> played_games_;  // each game's players, start and moves, to find repeats
  size_t repeated_ = 0;
  bool decided_ = false;
  int active_ = 0;
  int lanes_per_worker_ = 1;
  std::condition_variable worker_ended_;
  Clock::time_point started_;
};

}  // namespace

Standings run_tournament(const TournamentSettings& s, const PluginScan& scan) {
  if (s.players.size() < 2) throw std::runtime_error("a " + s.name + " needs at least two players");
  if (s.sprt && s.players.size() != 2) throw std::runtime_error("--sprt is for a match of two players");
  return Series(s, scan).run();
}

}  // namespace plyground::host
