// `plyground compare`: the same position searched by several players, side by side.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>

#include "cli/commands.hpp"
#include "match/match.hpp"
#include "games/xiangqi/notation.hpp"

namespace plyground::cli {
namespace {

struct CompareOptions {
  std::string fen{xiangqi::Position::kStartFen};
  std::string players = "random,greedy,minimax,alphabeta,deepening";
  int64_t movetime = 0;
  int depth = 0;
};

// Pads to a display width: CJK characters (3 bytes in UTF-8 here) take two columns.
std::string pad(const std::string& text, size_t width) {
  size_t columns = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = text[i];
    if (c < 0x80) ++columns;
    else if ((c & 0xE0) == 0xE0) columns += 2;
  }
  return text + std::string(width > columns ? width - columns : 1, ' ');
}

int run_compare(const CompareOptions& o, const Context& context) {
  std::string error;
  const auto pos = xiangqi::Position::from_fen(o.fen, &error);
  if (!pos) {
    std::cerr << "error: bad FEN: " << error << "\n";
    return kExitBadInput;
  }
  const xiangqi::Game game(*pos);
  if (game.end().over()) {
    std::cerr << "error: the game is over in this position (" << game.end().reason << ")\n";
    return kExitBadInput;
  }
  const host::PluginScan scan = context.scan();
  std::vector<std::unique_ptr<host::Engine>> engines;
  try {
    for (const std::string& spec : host::split_player_list(o.players)) engines.push_back(host::make_engine(spec, scan));
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitBadInput;
  }
  const ply_limits limits = host::make_limits(o.movetime, o.depth);
  std::printf("%s\n%s to move\n\n", o.fen.c_str(), pos->side_to_move() == xiangqi::RED ? "Red" : "Black");
  std::cout << pad("player", 22) << pad("move", 6) << pad("WXF", 6) << pad("Chinese", 10) << pad("score", 8)
            << pad("depth", 6) << pad("nodes", 12) << pad("time s", 8) << pad("nodes/s", 11) << "principal variation\n";
  int status = 0;
  for (const auto& engine : engines) {
    if (const std::string e = engine->new_game(); !e.empty()) std::cerr << engine->name() << ": " << e << "\n";
    const host::MoveReply reply = engine->choose_move(game, limits, nullptr);
    const xiangqi::Move move = xiangqi::parse_legal_iccs(*pos, reply.move, &error);
    if (!reply.error.empty() || !move) {
      std::cout << pad(engine->name(), 22) << "failed: " << (reply.error.empty() ? error : reply.error) << "\n";
      status = kExitFailed;
      continue;
    }
    std::string pv;
    for (const std::string& m : reply.pv) pv += m + " ";
    char numbers[96];
    std::snprintf(numbers, sizeof numbers, "%-6d%-12llu%-8.3f%-11.0f", reply.depth,
                  static_cast<unsigned long long>(reply.nodes), reply.seconds,
                  reply.seconds > 0 ? reply.nodes / reply.seconds : 0.0);
    std::cout << pad(engine->name(), 22) << pad(reply.move, 6) << pad(xiangqi::to_wxf(*pos, move), 6)
              << pad(xiangqi::to_chinese(*pos, move), 10) << pad(host::score_text(reply.score), 8) << numbers << pv
              << "\n";
  }
  return status;
}

}  // namespace

void add_compare_command(CLI::App& app, const Context& context) {
  auto o = std::make_shared<CompareOptions>();
  CLI::App* cmd = app.add_subcommand("compare", "Search one position with several players, side by side");
  cmd->add_option("--fen", o->fen, "The position (default: the start)");
  cmd->add_option("--players", o->players, "Comma-separated player specs")->capture_default_str();
  auto* movetime = cmd->add_option("--movetime", o->movetime, "Milliseconds per player")->check(CLI::PositiveNumber);
  auto* depth = cmd->add_option("--depth", o->depth, "Search depth in plies")->check(CLI::PositiveNumber);
  movetime->excludes(depth);
  cmd->callback([o, &context]() {
    if (const int status = run_compare(*o, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
