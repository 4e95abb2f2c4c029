#include "match/tournament.hpp"

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
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include "base/files.hpp"
#include "match/match.hpp"
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

std::vector<PgnGame> read_finished_games(const GameModule& game, const std::string& pgn_file, bool repair) {
  std::error_code ec;
  if (!std::filesystem::exists(pgn_file, ec)) return {};
  std::string error;
  const std::optional<std::string> read = read_pgn_text(pgn_file, &error);
  if (!read) throw std::runtime_error(error);
  const std::string& text = *read;
  // Each game starts with its Event tag at the start of a line.
  std::vector<size_t> starts;
  for (size_t at = text.find("[Event "); at != std::string::npos; at = text.find("\n[Event ", at + 1))
    starts.push_back(at == 0 || text[at] == '[' ? at : at + 1);
  std::vector<PgnGame> games;
  size_t end_of_games = text.size();
  for (size_t i = 0; i < starts.size(); ++i) {
    const size_t end = i + 1 < starts.size() ? starts[i + 1] : text.size();
    std::istringstream chunk(text.substr(starts[i], end - starts[i]));
    const auto one = read_pgn(game, chunk, &error);
    if (!one || one->size() != 1) {
      if (i + 1 < starts.size())
        throw std::runtime_error(pgn_file + ": game " + std::to_string(i + 1) + " does not read: " + error);
      std::fprintf(stderr, "warning: %s: the last game is cut off (%s): %s\n", pgn_file.c_str(), error.c_str(),
                   repair ? "removed from the file, to be played again" : "left out");
      end_of_games = starts[i];
      break;
    }
    games.push_back(one->front());
  }
  if (repair) {
    // Whole games only, ending with a blank line: the next game starts on a line of its own.
    std::string kept = text.substr(0, end_of_games);
    while (!kept.empty() && (kept.back() == '\n' || kept.back() == ' ' || kept.back() == '\r')) kept.pop_back();
    if (!kept.empty()) kept += "\n\n";
    if (kept != text)
      if (const std::string failed = write_whole_file(pgn_file, kept); !failed.empty())
        throw std::runtime_error(failed);
  }
  return games;
}

namespace {

// What does not belong in this tournament's PGN, for a game read from it; "" when it belongs.
std::string foreign(const PgnGame& g, const TournamentSettings& s, const std::map<int, ScheduledGame>& rounds,
                    std::map<int, size_t>& seen, size_t index) {
  const std::string round_tag = g.tag("Round");
  const int round = std::atoi(round_tag.c_str());
  const auto scheduled = rounds.find(round);
  if (g.tag("Event") != "Plyground tournament" || scheduled == rounds.end())
    return "round '" + round_tag + "' is not one of this tournament's " + std::to_string(rounds.size()) + " rounds";
  if (const auto [it, first] = seen.emplace(round, index); !first)
    return "round " + round_tag + " is in the file twice (game " + std::to_string(it->second) + " too)";
  const std::string& red = s.players[size_t(scheduled->second.red)];
  const std::string& black = s.players[size_t(scheduled->second.black)];
  if (g.tag("White") != red || g.tag("Black") != black)
    return "round " + round_tag + " was played by " + g.tag("White") + " and " + g.tag("Black") +
           ", where this tournament has " + red + " against " + black;
  if (g.tag("TimeControl") != time_control_tag(s.limits))
    return "round " + round_tag + " was played at '" + g.tag("TimeControl") + "', not '" + time_control_tag(s.limits) +
           "'";
  return "";
}

}  // namespace

Standings run_tournament(const TournamentSettings& s, const PluginScan& scan) {
  if (s.players.size() < 2) throw std::runtime_error("a tournament needs at least two players");
  if (s.sprt && s.players.size() != 2) throw std::runtime_error("--sprt is for a match of two players");
  const GameModule& game = *s.game;
  // Every player exists and plays the game, or we stop here. Whether it starts is up to each game: a
  // player that cannot start loses the games it was to play.
  for (const std::string& spec : s.players) check_spec(spec, scan, game);
  const std::vector<std::string> openings =
      s.openings_file.empty() ? std::vector<std::string>{""} : load_openings(game, s.openings_file);

  const std::vector<ScheduledGame> whole =
      make_schedule(int(s.players.size()), s.gauntlet, s.games_per_pair, int(openings.size()), s.seed);
  std::vector<ScheduledGame> schedule;  // this shard's
  for (const ScheduledGame& g : whole)
    if ((g.round - 1) % s.shards == s.shard - 1) schedule.push_back(g);

  // One tournament writes a PGN at a time: two would play the same rounds and mix their games.
  int lock_fd = -1;
  if (!s.pgn_file.empty()) {
    lock_fd = ::open(s.pgn_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (lock_fd < 0) throw std::runtime_error("cannot write " + s.pgn_file + ": " + std::strerror(errno));
    if (flock(lock_fd, LOCK_EX | LOCK_NB) != 0) {
      ::close(lock_fd);
      throw std::runtime_error("another tournament is writing " + s.pgn_file);
    }
  }
  struct Unlock {
    int fd;
    ~Unlock() {
      if (fd >= 0) ::close(fd);  // closing releases the lock
    }
  } unlock{lock_fd};

  // Games already in the PGN are not played again.
  Standings standings;
  for (const std::string& p : s.players) standings.add_player(p);
  std::set<int> done;
  if (!s.pgn_file.empty() && std::filesystem::exists(s.pgn_file)) {
    if (!s.resume && std::filesystem::file_size(s.pgn_file) > 0)
      throw std::runtime_error(s.pgn_file + " already holds games: add --resume to continue it, or name another file");
    // Only games of this tournament as it is set now (any shard's): its rounds, players and time
    // control.
    std::map<int, ScheduledGame> rounds;
    for (const ScheduledGame& g : whole) rounds[g.round] = g;
    std::map<int, size_t> seen;
    size_t index = 0;
    for (const PgnGame& g : read_finished_games(game, s.pgn_file, true)) {
      if (const std::string why = foreign(g, s, rounds, seen, ++index); !why.empty())
        throw std::runtime_error(s.pgn_file + ": game " + std::to_string(index) + ": " + why +
                                 ". Resume with the settings it was played with, or name another --pgn");
      standings.add(g.tag("White"), g.tag("Black"), g.result);
      done.insert(std::atoi(g.tag("Round").c_str()));
    }
  }
  std::vector<ScheduledGame> pending;
  for (const ScheduledGame& g : schedule)
    if (!done.count(g.round)) pending.push_back(g);
  AppendFile pgn;
  if (!s.pgn_file.empty())
    if (const std::string error = pgn.open(s.pgn_file); !error.empty()) throw std::runtime_error(error);
  std::string write_error;  // the first failed write: the tournament stops there

  const bool terminal = !s.quiet && isatty(STDOUT_FILENO);
  std::signal(SIGUSR1, request_standings);
  std::mutex mutex;
  size_t next = 0, finished = 0;
  bool decided = false;
  const auto started = Clock::now();
  const size_t total = pending.size();
  auto progress = [&](const std::string& last) {
    if (s.quiet) return;
    const double elapsed = std::chrono::duration<double>(Clock::now() - started).count();
    const double eta = finished ? elapsed / double(finished) * double(total - finished) : 0;
    // The running score: of the match, or the leader's of a tournament.
    char leader[256] = "";
    if (standings.players().size() == 2) {
      std::snprintf(leader, sizeof leader, "%s %.1f - %.1f %s", standings.players()[0].c_str(),
                    standings.total(0).points(), standings.total(1).points(), standings.players()[1].c_str());
    } else if (standings.games() > 0) {
      int best = 0;
      auto share = [&](int p) { return standings.total(p).points() / std::max(1, standings.total(p).games()); };
      for (int p = 1; p < int(standings.players().size()); ++p)
        if (share(p) > share(best)) best = p;
      std::snprintf(leader, sizeof leader, "leader %s %.1f/%d", standings.players()[best].c_str(),
                    standings.total(best).points(), standings.total(best).games());
    }
    if (terminal) {
      const int width = 30, filled = total ? int(width * finished / total) : width;
      std::printf("\r[%s%s] %zu/%zu  elapsed %s  ETA %s  %s\033[K", std::string(filled, '#').c_str(),
                  std::string(width - filled, '.').c_str(), finished, total, clock_text(elapsed).c_str(),
                  clock_text(eta).c_str(), leader);
    } else if (!last.empty()) {
      std::printf("%zu/%zu %s | elapsed %s, ETA %s%s%s\n", finished, total, last.c_str(), clock_text(elapsed).c_str(),
                  clock_text(eta).c_str(), *leader ? " | " : "", leader);
    }
    std::fflush(stdout);
  };

  std::atomic<int> active{std::max(1, s.concurrency)};
  std::condition_variable worker_ended;
  auto worker = [&]() {
    // This worker's players, each started once and kept across its games (a player's child process
    // is restarted by the engine itself after a crash or a kill).
    std::map<int, std::unique_ptr<Engine>> engines;
    auto engine_for = [&](int player) -> Engine& {
      std::unique_ptr<Engine>& engine = engines[player];
      if (!engine) engine = make_engine(s.players[size_t(player)], scan, game, s.isolate);
      return *engine;
    };
    for (;;) {
      ScheduledGame g;
      {
        std::lock_guard lock(mutex);
        if (next >= pending.size() || decided) {
          --active;
          worker_ended.notify_all();
          return;
        }
        g = pending[next++];
      }
      PlayedGame played;
      Engine* sides[2] = {nullptr, nullptr};
      std::string failed[2];
      const int players[2] = {g.red, g.black};
      for (int side : {0, 1}) {
        try {
          sides[side] = &engine_for(players[side]);
        } catch (const std::exception& e) {  // tried again for its next game
          engines.erase(players[side]);
          failed[side] = s.players[size_t(players[side])] + " could not start: " + e.what();
        }
      }
      if (sides[0] && sides[1]) {
        for (Engine* e : sides)
          if (e->has_option("seed") && !spec_sets_option(e->name(), "seed"))
            e->set_option("seed", std::to_string((s.seed + uint64_t(g.round)) % 2147483647));
        played = play_game(*sides[0], *sides[1], game, openings[size_t(g.opening)], s.limits);
      } else {  // a player that cannot start loses, whichever colour it has; if neither can, a draw
        played.record.start_fen = openings[size_t(g.opening)];
        played.record.result = !sides[0] && !sides[1] ? Result::DRAW : win_for(sides[0] ? 0 : 1);
        played.record.set_tag("Termination",
                              failed[0] + (failed[0].empty() || failed[1].empty() ? "" : "; ") + failed[1]);
      }
      PgnGame& r = played.record;
      label_game(r, "Plyground tournament", g.round, s.players[g.red], s.players[g.black], s.limits);
      std::lock_guard lock(mutex);
      if (!write_error.empty()) continue;  // stopping: the game cannot be kept
      if (pgn.is_open())
        if (std::string error = pgn.append(write_pgn(game, r)); !error.empty()) {
          write_error = std::move(error);
          decided = true;
          continue;
        }
      standings.add(s.players[g.red], s.players[g.black], r.result);
      ++finished;
      if (s.sprt && !s.sprt->verdict(standings.pair(0, 1)).empty()) decided = true;
      progress("round " + std::to_string(g.round) + ": " + s.players[g.red] + " - " + s.players[g.black] + " " +
               std::string(pgn_result(r.result)) + " (" + r.tag("Termination") + ")");
    }
  };

  std::vector<std::thread> threads;
  for (int i = 0; i < std::max(1, s.concurrency); ++i) threads.emplace_back(worker);
  // The progress line and any standings asked for (SIGUSR1) every quarter second, and on at once
  // when the last worker ends (a short tournament does not wait out the quarter).
  for (std::unique_lock lock(mutex); active > 0; worker_ended.wait_for(lock, std::chrono::milliseconds(250))) {
    if (standings_requested.exchange(false))
      std::printf("%s%s\n%s", terminal ? "\n" : "", standings.table().c_str(), standings.crosstable().c_str());
    if (terminal) progress("");
  }
  for (std::thread& t : threads) t.join();
  if (terminal) std::printf("\n");
  std::signal(SIGUSR1, SIG_DFL);
  if (!write_error.empty())
    throw std::runtime_error(write_error + "; the tournament stopped there, the " + std::to_string(standings.games()) +
                             " games before it are in the file (--resume continues it)");
  return standings;
}

}  // namespace plyground::host
