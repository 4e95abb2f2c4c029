// `plyground bench ...`: speed figures, printed (never asserted in tests).
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>

#include "cli/commands.hpp"
#include "players/engine.hpp"

namespace plyground::cli {
namespace {

int bench_perft(const host::GameModule& game, bool bulk) {
  std::printf("%s\n%-22s %5s %12s %9s %11s\n", std::string(game.name()).c_str(), "position", "depth", "nodes",
              "time s", "M nodes/s");
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
  std::printf("single thread; %s\n", bulk ? "leaves bulk-counted (depth-1 moves counted, not made)"
                                          : "every leaf move made and unmade");
  return all_correct ? 0 : kExitFailed;
}

// Nodes and time of each search player to each depth, on the positions of the perft benchmark.
int bench_search(const Context& context, const host::GameModule& game, int max_depth) {
  const host::PluginScan scan = context.scan();
  const char* specs[] = {"minimax", "alphabeta:ordering=none", "alphabeta:ordering=captures-first", "deepening"};
  std::vector<std::unique_ptr<host::Engine>> engines;
  try {
    for (const char* spec : specs) engines.push_back(host::make_engine(spec, scan, game));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return kExitBadInput;
  }
  for (const host::BenchCase& c : game.bench_cases()) {
    const auto state = game.new_game(c.fen);
    std::printf("\n%s: %s\n%5s", c.name.c_str(), c.fen.c_str(), "depth");
    for (const char* spec : specs) std::printf(" | %-33s", spec);
    std::printf("\n%5s", "");
    for (size_t i = 0; i < std::size(specs); ++i) std::printf(" | %12s %9s %9s", "nodes", "time s", "% minimax");
    std::printf("\n");
    for (int depth = 1; depth <= max_depth; ++depth) {
      std::printf("%5d", depth);
      uint64_t minimax_nodes = 0;
      for (auto& engine : engines) {
        engine->new_game();  // a fresh transposition table for each measurement
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
  search_cmd->add_option("--max-depth", *max_depth, "Deepest depth measured")->check(CLI::Range(1, 9))->capture_default_str();
  search_cmd->callback([&context, max_depth, search_game]() {
    if (const int status = bench_search(context, host::game_module(*search_game), *max_depth))
      throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
