// `plyground bench ...`: speed figures, printed (never asserted in tests).
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "match/match.hpp"
#include "match/tournament.hpp"
#include "players/cores.hpp"
#include "players/make_engine.hpp"
#include "players/sandbox.hpp"

namespace plyground::cli {
namespace {

int bench_perft(const host::GameModule& game, bool bulk) {
  std::printf("%s\n%-22s %5s %12s %9s %11s\n", std::string(game.name()).c_str(), "position", "depth", "nodes", "time s",
              "M nodes/s");
  uint64_t total_nodes = 0;
  double total_seconds = 0;
  bool all_correct = true;
  for (const host::BenchCase& c : game.bench_cases()) {
    const auto start = std::chrono::steady_clock::now();
    const uint64_t nodes = game.perft(c.fen, c.depth, bulk, false)->nodes;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total_nodes += nodes;
    total_seconds += seconds;
    all_correct &= nodes == c.expected;
    std::printf("%-22s %5d %12llu %9.3f %11.2f%s\n", c.name.c_str(), c.depth, static_cast<unsigned long long>(nodes),
                seconds, nodes / seconds / 1e6, nodes == c.expected ? "" : "  WRONG COUNT");
  }
  std::printf("%-22s %5s %12llu %9.3f %11.2f\n", "total", "", static_cast<unsigned long long>(total_nodes),
              total_seconds, total_nodes / total_seconds / 1e6);
  std::printf("single thread; %s\n",
              bulk ? "leaves bulk-counted (depth-1 moves counted, not made)" : "every leaf move made and unmade");
  return all_correct ? 0 : kExitFailed;
}

// Nodes and time of each search player to each depth, on the positions of the perft benchmark.
int bench_search(const host::GameModule& game, int max_depth) {
  // Loaded here: the shipped players only, never a plugin of the same name from another folder.
  const host::PluginScan scan = host::scan_plugins({host::shipped_plugins()});
  const char* specs[] = {"minimax", "alphabeta:ordering=none", "alphabeta:ordering=captures-first", "deepening"};
  std::vector<std::unique_ptr<host::Engine>> engines;
  try {
    for (const char* spec : specs) engines.push_back(host::make_engine(spec, scan, game, false));
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  for (const host::BenchCase& c : game.bench_cases()) {
    const auto state = std::move(game.from_fen(c.fen).value());  // the game's own bench positions read
    std::printf("\n%s: %s\n%5s", c.name.c_str(), c.fen.c_str(), "depth");
    for (const char* spec : specs) std::printf(" | %-33s", spec);
    std::printf("\n%5s", "");
    for (size_t i = 0; i < std::size(specs); ++i) std::printf(" | %12s %9s %9s", "nodes", "time s", "% minimax");
    std::printf("\n");
    for (int depth = 1; depth <= max_depth; ++depth) {
      std::printf("%5d", depth);
      uint64_t minimax_nodes = 0;
      for (auto& engine : engines) {
        // A fresh transposition table for each measurement.
        if (const host::Status started = engine->new_game(); !started) throw std::runtime_error(started.reason());
        const host::MoveReply reply = engine->choose_move(*state, host::make_limits(0, depth), nullptr);
        if (!minimax_nodes) minimax_nodes = reply.nodes;
        std::printf(" | %12llu %9.3f %8.2f%%", static_cast<unsigned long long>(reply.nodes), reply.seconds,
                    100.0 * double(reply.nodes) / double(minimax_nodes));
        std::fflush(stdout);
      }
      std::printf("\n");
    }
  }
  std::printf("\nnodes: positions visited, leaves and quiescence included; deepening counts all its iterations\n");
  return 0;
}

// One way of playing in bench_isolation: its two players, an engine a lane, kept across games, and
// what they took.
struct IsolationMode {
  std::vector<std::unique_ptr<host::Engine>> greedy, random;
  double seconds = 0;        // starting the players, then their games
  double start_seconds = 0;  // starting the players alone
  int moves = 0;
};

// Games first_game.. of the workload (colours alternating, random seeded anew for each), timed
// into `m`, played as a tournament's worker plays them: a game a lane, as many at once as `m` has
// lanes.
void play_slice(IsolationMode& m, const host::GameModule& game, int first_game, int count) {
  const auto start = std::chrono::steady_clock::now();
  int next = first_game;
  host::play_in_lanes(
      int(m.greedy.size()),
      [&](int lane) -> std::unique_ptr<host::GameInPlay> {
        if (next == first_game + count) return nullptr;
        const bool greedy_first = next % 2 == 0;
        host::Engine& greedy = *m.greedy[size_t(lane)];
        host::Engine& random = *m.random[size_t(lane)];
        // Each game its own seed, as a tournament seeds them.
        if (const host::Status seeded = random.set_option("seed", std::to_string(++next)); !seeded)
          throw std::runtime_error(seeded.reason());
        return std::make_unique<host::GameInPlay>(greedy_first ? greedy : random, greedy_first ? random : greedy, game,
                                                  "", host::make_limits(0, 1));
      },
      [&](int, host::GameInPlay& g) { m.moves += g.played().moves[0] + g.played().moves[1]; });
  m.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The same games as a tournament plays them (its scheduler, PGN labels and standings): seconds.
double time_tournament(const host::GameModule& game, const host::PluginScan& scan, int games, bool isolate) {
  host::TournamentSettings settings;
  settings.game = &game;
  settings.players = host::parse_player_list("greedy,random").value();
  settings.games_per_pair = games;
  settings.limits = host::make_limits(0, 1);
  settings.isolate = isolate;
  settings.quiet = true;
  const auto start = std::chrono::steady_clock::now();
  host::run_tournament(settings, scan);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// What a process per player cannot do without on this machine: a bare round trip between this
// process and a child on the same core, a byte over a pipe each way (microseconds, the median of
// five runs of 2,000). Each move of an isolated player costs one.
double pipe_round_trip_us() {
  int to_child[2], from_child[2];
  if (pipe2(to_child, O_CLOEXEC) != 0) return 0;
  if (pipe2(from_child, O_CLOEXEC) != 0) {
    close(to_child[0]), close(to_child[1]);
    return 0;
  }
  constexpr int kTrips = 2000, kRuns = 5;
  const pid_t child = fork();
  char byte = 0;
  if (child == 0) {  // only system calls here: this process may have threads
    close(to_child[1]), close(from_child[0]);
    for (int i = 0; i < kTrips * kRuns; ++i)
      if (read(to_child[0], &byte, 1) != 1 || write(from_child[1], &byte, 1) != 1) _exit(1);
    _exit(0);
  }
  close(to_child[0]), close(from_child[1]);  // the child's ends: its end is then seen here as one
  std::vector<double> runs;
  bool failed = child < 0;
  for (int run = 0; !failed && run < kRuns; ++run) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; !failed && i < kTrips; ++i)
      failed = write(to_child[1], &byte, 1) != 1 || read(from_child[0], &byte, 1) != 1;
    runs.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() /
                   kTrips);
  }
  close(to_child[1]), close(from_child[0]);
  if (child > 0) {
    if (failed) kill(child, SIGKILL);
    waitpid(child, nullptr, 0);
  }
  if (failed) return 0;
  std::sort(runs.begin(), runs.end());
  return runs[kRuns / 2];
}

// The games in each slice of bench_isolation: up to ten slices of equal size, even (each plays both
// colours), each of four games a lane at least, so that lanes play as in a tournament and not
// mostly a slice's last games, alone.
int slice_size(int games) {
  const int slices = std::clamp(games / (4 * host::kLanes), 1, 10);
  return ((games + slices - 1) / slices + 1) & ~1;
}

// The median of four runs: a run that something else on the machine slowed counts for no more than
// the runs beside it, whichever way it was.
double median_of_four(std::vector<double> runs) {
  std::sort(runs.begin(), runs.end());
  return (runs[1] + runs[2]) / 2;
}

// Games per minute with each player in a sandboxed child against the same in this process, on one
// workload: greedy against random at depth 1, colours alternating, played as the tournament runner
// plays them, one engine a lane for each player kept across the games: isolated, host::kLanes
// games at once, each player's lanes sharing one child; in process, one game after another. A
// third way, in process with as many games at once, says what playing games side by side costs
// in itself (no child process is woken any less for it). The ways take turns, in slices of the
// games, so that a machine that slows down for a moment (a shared one does) slows all alike. Then
// each way's tournament whole, four times each way in the order in process, isolated, isolated,
// in process, twice over.
int bench_isolation(const host::GameModule& game, int games) {
  // Played in this process too: the shipped players only (see bench_search).
  const host::PluginScan scan = host::scan_plugins({host::shipped_plugins()});
  IsolationMode in_process, side_by_side, isolated;
  std::vector<double> tournament_in_process, tournament_isolated;  // seconds, one a run
  double round_trip_us = 0;
  try {
    // Everything on one core, as a tournament plays each game (players/cores.hpp), and the same core
    // for both ways: cores of a machine differ (one takes more interrupts), and so would the figures.
    // The tournaments' workers, started from here, keep to it too (it is all their mask holds).
    host::CoreClaims claims(host::usable_cores());
    const host::OnOneCore pinned(claims.claim());
    // Once a program: the sandbox tried in a throwaway child (as the plugin scan is, when not cached).
    host::prepare_for_sandboxed_children();
    for (auto [mode, isolate, lanes] :
         {std::tuple{&in_process, false, 1}, std::tuple{&side_by_side, false, host::kLanes},
          std::tuple{&isolated, true, host::kLanes}}) {
      const auto start = std::chrono::steady_clock::now();  // starting the players is part of the cost
      mode->greedy = host::make_engines(host::parse_spec("greedy").value(), scan, game, isolate, lanes);
      mode->random = host::make_engines(host::parse_spec("random").value(), scan, game, isolate, lanes);
      mode->seconds = mode->start_seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    const int slice = slice_size(games);
    for (int first = 0; first < games; first += slice)
      for (IsolationMode* mode : {&in_process, &side_by_side, &isolated})
        play_slice(*mode, game, first, std::min(slice, games - first));
    for (const bool isolate : {false, true, true, false, false, true, true, false})
      (isolate ? tournament_isolated : tournament_in_process).push_back(time_tournament(game, scan, games, isolate));
    round_trip_us = pipe_round_trip_us();
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  auto per_minute = [&](const IsolationMode& m) { return games / m.seconds * 60; };
  auto us_a_move = [](const IsolationMode& m) { return 1e6 * m.seconds / m.moves; };
  std::printf(
      "%s, greedy vs random at depth 1, %d games each way, isolated %d at a time (engines started\n"
      "once, kept across games; the ways take turns every %d games; each kept to one core, as a\n"
      "tournament keeps a worker)\n",
      std::string(game.name()).c_str(), games, host::kLanes, slice_size(games));
  std::printf("%-22s %9s %8s %12s %12s\n", "mode", "time s", "moves", "games/min", "ms/move");
  const std::string at_once = "in process, " + std::to_string(host::kLanes) + " at once";
  for (const auto& [name, m] : {std::pair{std::string("in process"), &in_process}, std::pair{at_once, &side_by_side},
                                std::pair{std::string("isolated"), &isolated}})
    std::printf("%-22s %9.3f %8d %12.0f %12.3f\n", name.c_str(), m->seconds, m->moves, per_minute(*m),
                us_a_move(*m) / 1000);
  std::printf("isolated/in-process throughput: %.2f; overhead per move: %.3f ms\n",
              per_minute(isolated) / per_minute(in_process), (us_a_move(isolated) - us_a_move(in_process)) / 1000);
  std::printf(
      "tournament of the same %d games, four times each way (the median run): in process %.3f s, isolated "
      "%.3f s; isolated/in-process: %.2f\n",
      games, median_of_four(tournament_in_process), median_of_four(tournament_isolated),
      median_of_four(tournament_in_process) / median_of_four(tournament_isolated));
  // Each round of a worker's games asks each of the two children for about half of them at once.
  const double in_process_us = us_a_move(in_process);
  const double side_by_side_us = std::max(0.0, us_a_move(side_by_side) - in_process_us);
  const double floor_us = 2 * round_trip_us / host::kLanes;
  const double start_us = 1e6 * std::max(0.0, isolated.start_seconds - in_process.start_seconds) / isolated.moves;
  std::printf(
      "floor: a bare pipe round trip to a process on the same core takes %.1f us here; each wakes a child for\n"
      "       about %d moves, %.1f us a move; %d games side by side cost %.1f us a move more than one at a time,\n"
      "       in one process too; so at most %.2f on these moves (%.1f us each in process), before any text;\n"
      "       starting the two children took %.1f ms, %.1f us a move: with it, at most %.2f\n",
      round_trip_us, host::kLanes / 2, floor_us, host::kLanes, side_by_side_us,
      in_process_us / (in_process_us + floor_us + side_by_side_us), in_process_us,
      1000 * (isolated.start_seconds - in_process.start_seconds), start_us,
      in_process_us / (in_process_us + floor_us + side_by_side_us + start_us));
  return 0;
}

// What Python costs: nodes per second of a minimax written in Python against the shipped minimax in
// C++, both searching the same positions to the same depth, each in its sandboxed child.
// A file of examples/ as shipped: installed beside the program (share/plyground/examples), or in the
// source tree it was built from; so that a default works from any folder.
std::filesystem::path shipped_example(const std::string& name) {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  auto installed = exe.parent_path().parent_path() / "share/plyground/examples" / name;
  if (!ec && std::filesystem::is_regular_file(installed, ec)) return installed;
  return std::filesystem::path(PLYGROUND_SOURCE_DIR) / "examples" / name;
}

int bench_python(const Context& context, const host::GameModule& game, const std::string& player, int depth) {
  const host::PluginScan scan = context.scan();
  std::unique_ptr<host::Engine> python, cpp;
  try {
    python = host::make_engine(player, scan, game, true);
    cpp = host::make_engine("minimax", scan, game, true);
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  std::printf("%s, depth %d: %s against minimax (C++), each in its sandboxed child\n", std::string(game.name()).c_str(),
              depth, python->name().c_str());
  std::printf("%-22s %10s %10s %9s %12s %12s %8s\n", "position", "nodes Py", "nodes C++", "time Py", "nodes/s Py",
              "nodes/s C++", "C++/Py");
  double python_seconds = 0, cpp_seconds = 0;
  uint64_t python_nodes = 0, cpp_nodes = 0;
  for (const host::BenchCase& c : game.bench_cases()) {
    const auto state = std::move(game.from_fen(c.fen).value());  // the game's own bench positions read
    const host::MoveReply py = python->choose_move(*state, host::make_limits(0, depth), nullptr);
    const host::MoveReply native = cpp->choose_move(*state, host::make_limits(0, depth), nullptr);
    if (!py.error.empty() || !native.error.empty()) {
      host::say_error(c.name + ": " + (py.error.empty() ? native.error : py.error));
      return kExitFailed;
    }
    python_seconds += py.seconds, cpp_seconds += native.seconds;
    python_nodes += py.nodes, cpp_nodes += native.nodes;
    const double py_rate = double(py.nodes) / py.seconds, cpp_rate = double(native.nodes) / native.seconds;
    std::printf("%-22s %10llu %10llu %9.3f %12.0f %12.0f %8.1f\n", c.name.c_str(),
                static_cast<unsigned long long>(py.nodes), static_cast<unsigned long long>(native.nodes), py.seconds,
                py_rate, cpp_rate, cpp_rate / py_rate);
    std::fflush(stdout);
  }
  const double py_rate = double(python_nodes) / python_seconds, cpp_rate = double(cpp_nodes) / cpp_seconds;
  std::printf("%-22s %10llu %10llu %9.3f %12.0f %12.0f %8.1f\n", "total", static_cast<unsigned long long>(python_nodes),
              static_cast<unsigned long long>(cpp_nodes), python_seconds, py_rate, cpp_rate, cpp_rate / py_rate);
  std::printf("C++/Py: how many times more nodes per second the minimax in C++ searches%s\n",
              python_nodes == cpp_nodes ? " (the same nodes: the same search)" : " (the searches differ in nodes)");
  return 0;
}

}  // namespace

void add_bench_command(CLI::App& app, const Context& context) {
  CLI::App* bench = app.add_subcommand("bench", "Measure speed and print the figures");
  bench->require_subcommand(1);
  CLI::App* perft_cmd = bench->add_subcommand("perft", "Move generation speed (nodes/s) on fixed positions");
  auto make_leaves = std::make_shared<bool>(false);
  auto perft_game = std::make_shared<std::string>();
  add_game_option(perft_cmd, *perft_game);
  perft_cmd->add_flag("--make-leaves", *make_leaves, "Make every leaf move instead of bulk-counting");
  perft_cmd->callback([make_leaves, perft_game]() {
    if (const int status = bench_perft(host::game_module(*perft_game), !*make_leaves)) throw CLI::RuntimeError(status);
  });
  CLI::App* search_cmd = bench->add_subcommand("search", "Nodes and time per depth: minimax, alphabeta, deepening");
  auto max_depth = std::make_shared<int>(5);
  auto search_game = std::make_shared<std::string>();
  add_game_option(search_cmd, *search_game);
  search_cmd->add_option("--max-depth", *max_depth, "Deepest depth measured")
      ->check(CLI::Range(1, 9))
      ->capture_default_str();
  search_cmd->callback([max_depth, search_game]() {
    if (const int status = bench_search(host::game_module(*search_game), *max_depth)) throw CLI::RuntimeError(status);
  });
  CLI::App* isolation_cmd = bench->add_subcommand("isolation", "Games/min and per-move cost of sandboxed players");
  auto isolation_games = std::make_shared<int>(200);
  auto isolation_game = std::make_shared<std::string>();
  add_game_option(isolation_cmd, *isolation_game);
  isolation_cmd->add_option("--games", *isolation_games, "Games in each mode")
      ->check(count_range())
      ->capture_default_str();
  isolation_cmd->callback([isolation_games, isolation_game]() {
    if (const int status = bench_isolation(host::game_module(*isolation_game), *isolation_games))
      throw CLI::RuntimeError(status);
  });
  CLI::App* python_cmd = bench->add_subcommand("python", "Nodes/s of a minimax in Python against minimax in C++");
  auto python_player = std::make_shared<std::string>(shipped_example("python/minimax.py").string());
  auto python_depth = std::make_shared<int>(3);
  auto python_game = std::make_shared<std::string>();
  add_game_option(python_cmd, *python_game);
  python_cmd->add_option("--player", *python_player, "The player in Python (a .py file)")->capture_default_str();
  python_cmd->add_option("--depth", *python_depth, "Depth searched")->check(CLI::Range(1, 6))->capture_default_str();
  python_cmd->callback([&context, python_player, python_depth, python_game]() {
    if (const int status = bench_python(context, host::game_module(*python_game), *python_player, *python_depth))
      throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
