// `plyground compare`: the same position searched by several players, side by side.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "match/match.hpp"
#include "match/plot.hpp"
#include "players/make_engine.hpp"

namespace plyground::cli {
namespace {

struct CompareOptions {
  std::string game, fen;  // the game's start when empty
  std::string players = "random,greedy,minimax,alphabeta,deepening";
  int64_t movetime = 0;
  int depth = 0;
  std::string chart;  // --chart: nodes per depth, to this PNG
};

// The players of a chart when none are named: the tree searches and what pruning and ordering do.
constexpr const char* kChartPlayers = "minimax,alphabeta:ordering=none,alphabeta,deepening";
// A player's next depth is not searched once one search took this long (it would take many times more).
constexpr double kChartSecondsPerSearch = 3.0;

// The players compared, each with the name its rows show: its own, or where two would read alike
// (two files named myai.py), the words it was given by, numbered if those are alike too.
struct Compared {
  std::vector<std::unique_ptr<host::Engine>> engines;
  std::vector<std::string> names;
  size_t width = 0;  // of the name column: the longest name and a gap, at least 22
};
Compared compared(std::vector<std::unique_ptr<host::Engine>> engines, const std::vector<std::string>& specs) {
  Compared c{std::move(engines), {}, 22};
  for (const auto& engine : c.engines) c.names.push_back(engine->name());
  const auto alike = [](const std::vector<std::string>& names, size_t i) {
    return std::count(names.begin(), names.end(), names[i]) > 1;
  };
  std::vector<std::string> named = c.names;
  for (size_t i = 0; i < named.size(); ++i)
    if (alike(c.names, i)) named[i] = specs[i];
  for (size_t i = 0; i < named.size(); ++i)
    c.names[i] = named[i] + (alike(named, i) ? " #" + std::to_string(i + 1) : "");
  for (const std::string& name : c.names) c.width = std::max(c.width, name.size() + 2);
  return c;
}

// Nodes per depth from 1 to `deepest` for each player, as a table with the effective branching
// factor (the nodes of the deepest search over those of the one before) and as a chart.
int run_chart(const CompareOptions& o, const host::GameState& game, const Compared& players) {
  const int deepest = o.depth > 0 ? o.depth : 5;
  std::vector<host::NodeSeries> series;
  const size_t width = std::max<size_t>(players.width, 30);
  std::cout << "nodes per depth on " << game.fen() << "\n" << pad("player", width);
  for (int d = 1; d <= deepest; ++d) std::cout << pad(std::to_string(d), 12);
  std::cout << "EBF\n";
  for (size_t p = 0; p < players.engines.size(); ++p) {
    host::Engine* engine = players.engines[p].get();
    host::NodeSeries line{players.names[p], {}};
    std::cout << pad(players.names[p], width) << std::flush;
    for (int d = 1; d <= deepest; ++d) {
      const host::Status started = engine->new_game();
      const host::MoveReply reply =
          started ? engine->choose_move(game, host::make_limits(0, d), nullptr) : host::MoveReply{};
      if (!started || !reply.error.empty()) {
        std::cout << "failed: " << (started ? reply.error : started.reason());
        break;
      }
      line.nodes.push_back(reply.nodes);
      std::cout << pad(std::to_string(reply.nodes), 12) << std::flush;
      if (reply.seconds > kChartSecondsPerSearch) break;
    }
    for (size_t d = line.nodes.size(); d < size_t(deepest); ++d) std::cout << pad("", 12);
    const size_t n = line.nodes.size();
    if (n >= 2 && line.nodes[n - 2] > 0) {
      char ebf[32];
      std::snprintf(ebf, sizeof ebf, "%.1f", double(line.nodes[n - 1]) / double(line.nodes[n - 2]));
      std::cout << ebf;
    }
    std::cout << "\n";
    series.push_back(std::move(line));
  }
  const std::string title = "Nodes searched per depth (log scale), " + std::string(game.module().name()) +
                            (o.fen.empty() ? ", start position" : "");
  if (const host::Status e = host::plot_nodes(series, title, o.chart); !e) {
    host::say_error(e.reason());
    return kExitFailed;
  }
  std::cout << "chart: " << o.chart << "\n";
  return 0;
}

int run_compare(const CompareOptions& o, const Context& context) {
  const host::GameModule& module = host::game_module(o.game);
  const auto game = position_to_search(o.game, o.fen);
  if (!game) return kExitBadInput;
  const host::PluginScan scan = context.scan();
  Compared players;
  std::vector<host::PlayerSpec> specs;
  try {
    std::vector<std::unique_ptr<host::Engine>> engines;
    const std::vector<std::string> texts = host::split_player_list(o.players.empty() ? kChartPlayers : o.players);
    for (const std::string& text : texts) {
      host::Expected<host::PlayerSpec> spec = host::parse_spec(text);
      if (!spec) throw std::runtime_error(spec.reason());
      engines.push_back(host::make_engine(*spec, scan, module, !context.in_process));
      specs.push_back(std::move(*spec));
    }
    players = compared(std::move(engines), texts);
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  if (!o.chart.empty()) return run_chart(o, *game, players);
  const host::Limits limits = host::make_limits(o.movetime, o.depth);
  warn_of_own_depths(specs, o.depth);
  std::printf("%s\n%s to move\n\n", game->fen().c_str(), std::string(module.sides()[game->side_to_move()]).c_str());
  std::cout << pad("player", players.width);
  for (const std::string& notation : module.notations()) std::cout << pad(notation, 10);
  std::cout << pad("score", 8) << pad("depth", 6) << pad("nodes", 12) << pad("time s", 8) << pad("nodes/s", 11)
            << "principal variation\n";
  int status = 0;
  std::string notes;  // what players said besides the figures (mcts: its visit counts)
  for (size_t p = 0; p < players.engines.size(); ++p) {
    host::Engine* engine = players.engines[p].get();
    const std::string& name = players.names[p];
    if (const host::Status started = engine->new_game(); !started)
      std::cerr << name << ": " << started.reason() << "\n";
    const host::MoveReply reply = engine->choose_move(*game, limits, nullptr);
    const host::Expected<size_t> legal = host::checked_move(*game, reply);
    if (!legal) {
      std::cout << pad(name, players.width) << "failed: " << legal.reason() << "\n";
      status = kExitFailed;
      continue;
    }
    const std::string move = game->legal_move(*legal);
    std::string pv;
    for (const std::string& m : reply.pv) pv += m + " ";
    char numbers[96];
    std::snprintf(numbers, sizeof numbers, "%-6d%-12llu%-8.3f%-11.0f", reply.depth,
                  static_cast<unsigned long long>(reply.nodes), reply.seconds,
                  reply.seconds > 0 ? reply.nodes / reply.seconds : 0.0);
    std::cout << pad(name, players.width);
    for (size_t n = 0; n < module.notations().size(); ++n) std::cout << pad(game->write(move, n), 10);
    std::cout << pad(host::score_text(reply.score, module), 8) << numbers << pv << "\n";
    if (!reply.text.empty()) notes += name + ": " + reply.text + "\n";
  }
  if (!notes.empty()) std::cout << "\n" << notes;
  return status;
}

}  // namespace

void add_compare_command(CLI::App& app, const Context& context) {
  auto o = std::make_shared<CompareOptions>();
  CLI::App* cmd = app.add_subcommand("compare", "Search one position with several players, side by side");
  add_game_option(cmd, o->game);
  add_fen_option(cmd, o->fen, "The position");
  cmd->add_option("--players", o->players, "Comma-separated player specs")->capture_default_str();
  auto* movetime = cmd->add_option("--movetime", o->movetime, "Milliseconds per player")->check(move_time_range());
  auto* depth = cmd->add_option("--depth", o->depth, "Search depth in plies")->check(depth_range());
  movetime->excludes(depth);
  cmd->add_option("--chart", o->chart,
                  std::string("Search each player at depths 1 to --depth (5) and draw the nodes per depth to this "
                              "PNG (players: ") +
                      kChartPlayers + " unless named)")
      ->transform(absolute_path)
      ->excludes(movetime);
  cmd->callback([o, &context, cmd]() {
    if (!o->chart.empty() && cmd->count("--players") == 0) o->players.clear();  // the chart's own
    if (const int status = run_compare(*o, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
