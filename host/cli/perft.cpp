// `plyground perft`: count the legal move tree of a FEN, or check the counts of an EPD file.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "base/files.hpp"
#include "base/printable.hpp"
#include "base/whole_number.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "match/match.hpp"
#include "plyground/epd.hpp"

namespace plyground::cli {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kDeepestPerft = 20;  // of --depth and of an EPD's entries

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

void print_speed(uint64_t nodes, double seconds, bool bulk) {
  std::printf("time %.3f s, %.2f M nodes/s (%s)\n", seconds, seconds > 0 ? nodes / seconds / 1e6 : 0.0,
              bulk ? "leaves bulk-counted" : "every leaf made");
}

int perft_fen(const host::GameModule& game, const std::string& fen, int depth, bool divide, bool bulk) {
  const auto start = Clock::now();
  const host::Expected<host::GameModule::Perft> result = game.perft(fen, depth, bulk, divide);
  if (!result) {
    host::say_error(bad_fen(game, fen, result.reason()));
    return kExitBadInput;
  }
  const double seconds = seconds_since(start);
  for (const auto& [move, n] : result->divide)
    std::printf("%s: %llu\n", move.c_str(), static_cast<unsigned long long>(n));
  print_speed(result->nodes, seconds, bulk);
  std::printf("nodes %llu\n", static_cast<unsigned long long>(result->nodes));
  return 0;
}

int perft_epd(const host::GameModule& game, const std::string& path, uint64_t max_nodes, bool bulk) {
  const host::Expected<std::string> text = host::read_file(path, host::kLargestTextFile);
  if (!text) {
    host::say_error("cannot read EPD file " + text.reason());
    return kExitBadInput;
  }
  std::istringstream in(*text);
  int passed = 0, failed = 0, skipped = 0, line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    auto epd = parse_epd_line(line);
    if (!epd) continue;
    if (const auto position = host::epd_position(game, *epd); !position) {
      host::say_error(path + ":" + std::to_string(line_number) + ": bad FEN: " + position.reason());
      return kExitBadInput;
    }
    const auto start = Clock::now();
    std::string verdict = "OK";
    int counts = 0, checked = 0;
    for (const auto& [name, value] : epd->operations) {
      if (name.empty() || name[0] != 'D') continue;
      ++counts;
      // Both whole, in decimal: "D1 -20" or "D4294967297 20" counts nothing it says.
      int depth = 0;
      uint64_t expected = 0;
      if (!host::read_whole(std::string_view(name).substr(1), depth) || !host::read_whole(value, expected) ||
          depth < 1 || depth > kDeepestPerft) {
        host::say_error(path + ":" + std::to_string(line_number) + ": bad perft entry '" + host::printable(name) + " " +
                        host::printable(value) + "': a depth from 1 to " + std::to_string(kDeepestPerft) +
                        " and a count of nodes");
        return kExitBadInput;
      }
      if (expected > max_nodes) continue;
      const uint64_t found = game.perft(epd->fen, depth, bulk, false)->nodes;
      ++checked;
      if (found != expected) {
        verdict = "FAIL " + name + " expected " + value + " found " + std::to_string(found);
        break;
      }
    }
    if (checked == 0) {  // nothing checked passes nothing
      ++skipped;
      std::printf("line %d: skipped (%s)\n", line_number,
                  counts ? "every count is over --max-nodes" : "no perft count: ;D1 n ;D2 n ...");
      continue;
    }
    (verdict == "OK" ? passed : failed)++;
    std::printf("line %d: %s (%d depths checked, %.2f s)\n", line_number, verdict.c_str(), checked,
                seconds_since(start));
    std::fflush(stdout);
  }
  std::printf("%d passed, %d failed%s\n", passed, failed,
              skipped ? (", " + std::to_string(skipped) + " skipped").c_str() : "");
  if (passed + failed == 0) {
    std::fflush(stdout);  // the lines above first
    host::say_error(path + ": no perft count was checked");
    return kExitBadInput;
  }
  return failed ? kExitFailed : 0;
}

}  // namespace

void add_perft_command(CLI::App& app) {
  struct Options {
    std::string game, fen, epd;
    int depth = 1;
    bool divide = false, make_leaves = false;
    uint64_t max_nodes = 100'000'000;
  };
  auto options = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("perft", "Count the legal move tree (check a move generator)");
  add_game_option(cmd, options->game);
  auto* fen = add_fen_option(cmd, options->fen, "Position to count from");
  auto* epd = cmd->add_option("--epd", options->epd, "EPD file with ';Dk n' entries to check");
  fen->excludes(epd);
  cmd->add_option("--depth", options->depth, "Depth in plies")->check(CLI::Range(0, kDeepestPerft));
  cmd->add_flag("--divide", options->divide, "One line per root move");
  cmd->add_option("--max-nodes", options->max_nodes, "Skip EPD entries larger than this")
      ->check(unsigned_range(1, UINT64_MAX))
      ->capture_default_str();
  cmd->add_flag("--make-leaves", options->make_leaves, "Make every leaf move instead of bulk-counting");
  cmd->callback([options, epd]() {
    const host::GameModule& game = host::game_module(options->game);
    const bool bulk = !options->make_leaves;
    const std::string position = options->fen.empty() ? std::string(game.start_fen()) : options->fen;
    const int status = *epd ? perft_epd(game, options->epd, options->max_nodes, bulk)
                            : perft_fen(game, position, options->depth, options->divide, bulk);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
