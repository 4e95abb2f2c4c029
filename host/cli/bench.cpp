// `plyground bench ...`: speed figures, printed (never asserted in tests).
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>

#include "cli/commands.hpp"
#include "players/engine.hpp"
#include "plyground/perft.hpp"
#include "games/xiangqi/game.hpp"

namespace plyground::cli {
namespace {

struct PerftCase {
  const char* name;
  const char* fen;
  int depth;
  uint64_t expected;  // from tests/data/xiangqi-perft.epd
};

// The start position and two middlegames of tests/data/xiangqi-perft.epd (lines 3 and 5).
constexpr PerftCase kPerftCases[] = {
    {"start position", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 5, 133312995},
    {"middlegame, 17 plies", "2bakabn1/9/7c1/p1p1p1p2/8r/9/P1P1P1P2/8B/9/3K1A1N1 b - - 1 9", 6, 86843623},
    {"middlegame, 33 plies", "r1bk1abc1/9/1r7/p5p1p/2p6/4p3P/N1P3P2/B6RB/9/3AKA1N1 b - - 3 17", 5, 41785483},
};

int bench_perft(LeafCounting counting) {
  std::printf("%-22s %5s %12s %9s %11s\n", "position", "depth", "nodes", "time s", "M nodes/s");
  uint64_t total_nodes = 0;
  double total_seconds = 0;
  bool all_correct = true;
  for (const PerftCase& c : kPerftCases) {
    auto pos = *xiangqi::Position::from_fen(c.fen);
    const auto start = std::chrono::steady_clock::now();
    const uint64_t nodes = perft(pos, c.depth, counting);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total_nodes += nodes;
    total_seconds += seconds;
    all_correct &= nodes == c.expected;
    std::printf("%-22s %5d %12llu %9.3f %11.2f%s\n", c.name, c.depth, static_cast<unsigned long long>(nodes),
                seconds, nodes / seconds / 1e6, nodes == c.expected ? "" : "  WRONG COUNT");
  }
  std::printf("%-22s %5s %12llu %9.3f %11.2f\n", "total", "", static_cast<unsigned long long>(total_nodes),
              total_seconds, total_nodes / total_seconds / 1e6);
  std::printf("single thread; %s\n", counting == LeafCounting::BULK
                                         ? "leaves bulk-counted (depth-1 moves counted, not made)"
                                         : "every leaf move made and unmade");
  return all_correct ? 0 : kExitFailed;
}

// Nodes and time of each search player to each depth, on the positions of the perft benchmark.
int bench_search(const Context& context, int max_depth) {
  const host::PluginScan scan = context.scan();
  const char* specs[] = {"minimax", "alphabeta:ordering=none", "alphabeta:ordering=captures-first", "deepening"};
  std::vector<std::unique_ptr<host::Engine>> engines;
  try {
    for (const char* spec : specs) engines.push_back(host::make_engine(spec, scan));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return kExitBadInput;
  }
  for (const PerftCase& c : kPerftCases) {
    const xiangqi::Game game(*xiangqi::Position::from_fen(c.fen));
    std::printf("\n%s: %s\n%5s", c.name, c.fen, "depth");
    for (const char* spec : specs) std::printf(" | %-33s", spec);
    std::printf("\n%5s", "");
    for (size_t i = 0; i < std::size(specs); ++i) std::printf(" | %12s %9s %9s", "nodes", "time s", "% minimax");
    std::printf("\n");
    for (int depth = 1; depth <= max_depth; ++depth) {
      std::printf("%5d", depth);
      uint64_t minimax_nodes = 0;
      for (auto& engine : engines) {
        engine->new_game();  // a fresh transposition table for each measurement
        const host::MoveReply reply = engine->choose_move(game, host::make_limits(0, depth), nullptr);
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

}  // namespace

void add_bench_command(CLI::App& app, const Context& context) {
  CLI::App* bench = app.add_subcommand("bench", "Measure speed and print the figures");
  bench->require_subcommand(1);
  CLI::App* perft_cmd = bench->add_subcommand("perft", "Move generation speed (nodes/s) on fixed positions");
  auto make_leaves = std::make_shared<bool>(false);
  perft_cmd->add_flag("--make-leaves", *make_leaves, "Make every leaf move instead of bulk-counting");
  perft_cmd->callback([make_leaves]() {
    if (const int status = bench_perft(*make_leaves ? LeafCounting::MAKE : LeafCounting::BULK))
      throw CLI::RuntimeError(status);
  });
  CLI::App* search_cmd = bench->add_subcommand("search", "Nodes and time per depth: minimax, alphabeta, deepening");
  auto max_depth = std::make_shared<int>(5);
  search_cmd->add_option("--max-depth", *max_depth, "Deepest depth measured")->check(CLI::Range(1, 8))->capture_default_str();
  search_cmd->callback([&context, max_depth]() {
    if (const int status = bench_search(context, *max_depth)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
