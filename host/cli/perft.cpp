// `plyground perft`: count the legal move tree of a FEN, or check the counts of an EPD file.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "plyground/epd.hpp"
#include "plyground/perft.hpp"
#include "games/xiangqi/game.hpp"

namespace plyground::cli {
namespace {

using xiangqi::Position;
using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void print_speed(uint64_t nodes, double seconds, LeafCounting counting) {
  std::printf("time %.3f s, %.2f M nodes/s (%s)\n", seconds, seconds > 0 ? nodes / seconds / 1e6 : 0.0,
              counting == LeafCounting::BULK ? "leaves bulk-counted" : "every leaf made");
}

int perft_fen(const std::string& fen, int depth, bool divide, LeafCounting counting) {
  std::string error;
  auto pos = Position::from_fen(fen, &error);
  if (!pos) {
    std::cerr << "error: bad FEN: " << error << "\n";
    return kExitBadInput;
  }
  const auto start = Clock::now();
  uint64_t nodes = 0;
  if (divide && depth >= 1) {
    xiangqi::MoveList moves;
    pos->legal_moves(moves);
    for (auto m : moves) {
      Position::Undo undo;
      pos->do_move(m, undo);
      const uint64_t n = perft(*pos, depth - 1, counting);
      pos->undo_move(m, undo);
      std::printf("%s: %llu\n", xiangqi::to_iccs(m).c_str(), static_cast<unsigned long long>(n));
      nodes += n;
    }
  } else {
    nodes = perft(*pos, depth, counting);
  }
  print_speed(nodes, seconds_since(start), counting);
  std::printf("nodes %llu\n", static_cast<unsigned long long>(nodes));
  return 0;
}

int perft_epd(const std::string& path, uint64_t max_nodes, LeafCounting counting) {
  std::ifstream in(path);
  if (!std::filesystem::is_regular_file(path) || !in) {
    std::cerr << "error: cannot read EPD file '" << path << "'\n";
    return kExitBadInput;
  }
  int passed = 0, failed = 0, line_number = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    const auto epd = parse_epd_line(line);
    if (!epd) continue;
    std::string error;
    auto pos = Position::from_fen(epd->fen, &error);
    if (!pos) {
      std::cerr << "error: " << path << ":" << line_number << ": bad FEN: " << error << "\n";
      return kExitBadInput;
    }
    const auto start = Clock::now();
    std::string verdict = "OK";
    int checked = 0;
    for (const auto& [name, value] : epd->operations) {
      if (name.size() < 2 || name[0] != 'D') continue;
      int depth = 0;
      unsigned long long expected = 0;
      if (std::sscanf(name.c_str() + 1, "%d", &depth) != 1 || std::sscanf(value.c_str(), "%llu", &expected) != 1) {
        std::cerr << "error: " << path << ":" << line_number << ": bad perft entry '" << name << " " << value
                  << "'\n";
        return kExitBadInput;
      }
      if (expected > max_nodes) continue;
      const uint64_t found = perft(*pos, depth, counting);
      ++checked;
      if (found != expected) {
        verdict = "FAIL " + name + " expected " + value + " found " + std::to_string(found);
        break;
      }
    }
    (verdict == "OK" ? passed : failed)++;
    std::printf("line %d: %s (%d depths checked, %.2f s)\n", line_number, verdict.c_str(), checked,
                seconds_since(start));
    std::fflush(stdout);
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? kExitFailed : 0;
}

}  // namespace

void add_perft_command(CLI::App& app) {
  struct Options {
    std::string fen, epd;
    int depth = 1;
    bool divide = false, make_leaves = false;
    uint64_t max_nodes = 10'000'000;
  };
  auto options = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("perft", "Count the legal move tree (check a move generator)");
  auto* fen = cmd->add_option("--fen", options->fen, "Position to count from (FEN)");
  auto* epd = cmd->add_option("--epd", options->epd, "EPD file with ';Dk n' entries to check");
  fen->excludes(epd);
  cmd->add_option("--depth", options->depth, "Depth in plies (with --fen)")->check(CLI::Range(0, 20));
  cmd->add_flag("--divide", options->divide, "One line per root move (with --fen)");
  cmd->add_option("--max-nodes", options->max_nodes, "Skip EPD entries larger than this")->capture_default_str();
  cmd->add_flag("--make-leaves", options->make_leaves, "Make every leaf move instead of bulk-counting");
  cmd->callback([options, fen, epd]() {
    const LeafCounting counting = options->make_leaves ? LeafCounting::MAKE : LeafCounting::BULK;
    int status = 0;
    if (*epd)
      status = perft_epd(options->epd, options->max_nodes, counting);
    else if (*fen)
      status = perft_fen(options->fen, options->depth, options->divide, counting);
    else {
      std::cerr << "error: perft needs --fen FEN or --epd FILE\n";
      status = kExitBadInput;
    }
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
