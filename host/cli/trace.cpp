// `plyground trace`: one search, node by node, as the player reported it through the trace
// extension: indented text, JSON for tools, or Graphviz DOT for a drawing.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "players/make_engine.hpp"
#include "protocol/uci.hpp"

namespace plyground::cli {
namespace {

struct TraceOptions {
  std::string game, fen, player, format = "text";
  int depth = 0;
  int64_t movetime = 0;
  size_t max_nodes = 200000;
};

void write_text(const host::SearchTree& tree, host::GameState& root, std::ostream& out) {
  int iteration = 0;
  for (int r : tree.roots()) {
    if (tree.roots().size() > 1)
      out << "iteration " << ++iteration << ", depth " << tree.nodes()[size_t(r)].depth << "\n";
    host::walk(tree, r, root,
               [&](int index, const host::GameState&, const std::vector<std::string>& skipped, bool legal) {
                 const host::TraceNode& n = tree.nodes()[size_t(index)];
                 out << std::string(size_t(2 * n.ply), ' ') << (n.move.empty() ? "root" : n.move)
                     << (legal ? "" : " (not legal here)") << "  d" << n.depth << "  "
                     << (host::windowed(n) ? host::shown_window(n) + "  " : "") << "= " << host::shown_value(n)
                     << host::shown_notes(n, skipped) << "\n";
               });
  }
}

// Text inside a DOT string: quotes and backslashes escaped, so that no name ends the string early.
std::string dot_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) >= 0x20) out += c;
  }
  return out;
}

std::string json_number(int v) { return v == host::kNoBound ? "null" : std::to_string(v); }

void write_json_node(const host::SearchTree& tree, host::GameState& state, int index, bool legal, std::ostream& out) {
  const host::TraceNode& n = tree.nodes()[size_t(index)];
  const int sign = host::values_sign(n);
  const std::vector<std::string> skipped = legal ? host::skipped_moves(tree, n, state) : std::vector<std::string>{};
  const auto [low, high] = host::root_side_window(n);
  out << "{\"move\":" << (n.move.empty() ? "null" : host::json_string(n.move)) << ",\"ply\":" << n.ply
      << ",\"depth\":" << n.depth << ",\"alpha\":" << json_number(low) << ",\"beta\":" << json_number(high)
      << ",\"value\":" << (n.left ? std::to_string(sign * n.value) : "null") << ",\"searched\":" << n.searched
      << ",\"total\":" << n.total << ",\"cutoff\":" << (n.cutoff() ? "true" : "false")
      << ",\"hash_cutoff\":" << (n.hash_cutoff() ? "true" : "false")
      << ",\"quiescence\":" << (n.quiescence() ? "true" : "false")
      << ",\"stopped\":" << (n.stopped() ? "true" : "false") << ",\"chance\":" << (n.chance ? "true" : "false")
      << ",\"probability\":" << n.probability
      << ",\"exact_value\":" << (n.exact ? std::to_string(sign * n.average) : "null")
      << ",\"legal\":" << (legal ? "true" : "false") << ",\"skipped\":[";
  for (size_t i = 0; i < skipped.size(); ++i) out << (i ? "," : "") << host::json_string(skipped[i]);
  out << "],\"children\":[";
  for (size_t i = 0; i < n.children.size(); ++i) {
    const int c = n.children[i];
    const bool played = legal && state.play(tree.nodes()[size_t(c)].move).ok();
    out << (i ? "," : "");
    write_json_node(tree, state, c, played, out);
    if (played) state.undo();
  }
  out << "]}";
}

void write_json(const host::SearchTree& tree, host::GameState& root, const std::string& player,
                const host::MoveReply& reply, std::ostream& out) {
  out << "{\"game\":" << host::json_string(std::string(root.module().id()))
      << ",\"fen\":" << host::json_string(root.fen()) << ",\"player\":" << host::json_string(player)
      << ",\"move\":" << host::json_string(reply.move) << ",\"nodes\":" << tree.entered()
      << ",\"stored\":" << tree.nodes().size() << ",\"truncated\":" << (tree.truncated() ? "true" : "false")
      << ",\"per_ply\":[";
  for (size_t p = 0; p < tree.per_ply().size(); ++p) {
    const auto& c = tree.per_ply()[p];
    out << (p ? "," : "") << "{\"ply\":" << p << ",\"nodes\":" << c.nodes << ",\"cutoffs\":" << c.cutoffs
        << ",\"first_move_cutoffs\":" << c.first_move_cutoffs << "}";
  }
  out << "],\"searches\":[";
  for (size_t r = 0; r < tree.roots().size(); ++r) {
    out << (r ? "," : "");
    write_json_node(tree, root, tree.roots()[r], true, out);
  }
  out << "]}\n";
}

// The last search (the deepest iteration) as a Graphviz digraph: MAX's nodes triangles, MIN's
// upside down, chance nodes circles (their outcomes' probabilities on the edges), leaves boxes; the
// principal variation bold, the skipped moves dashed and grey.
void write_dot(const host::SearchTree& tree, host::GameState& root, const host::MoveReply& reply, std::ostream& out) {
  out << "digraph search {\n  node [fontname=\"DejaVu Sans\", style=filled, fillcolor=white];\n"
         "  edge [fontname=\"DejaVu Sans\", fontsize=10];\n";
  // The principal variation: the reply's line, followed down the tree from the root.
  const std::vector<bool> on_pv = tree.path_to(tree.follow(tree.roots().back(), reply.pv));
  int pruned = 0;
  const int root_side = root.side_to_move();
  std::ostringstream skipped_edges;  // after the searched ones, so that Graphviz draws them to the right
  host::walk(
      tree, tree.roots().back(), root,
      [&](int i, const host::GameState& state, const std::vector<std::string>& skipped, bool) {
        const host::TraceNode& n = tree.nodes()[size_t(i)];
        const char* shape = n.total == 0             ? "box"
                            : n.chance               ? "circle"
                            : host::view_sign(n) > 0 ? "triangle"
                                                     : "invtriangle";
        std::string label = host::shown_value(n);
        if (label.rfind("<= ", 0) == 0 || label.rfind(">= ", 0) == 0)
          label = (label[0] == '<' ? "≤ " : "≥ ") + label.substr(3);
        label = dot_text(label);
        if (host::windowed(n) && n.total > 0) label += "\\n" + dot_text(host::shown_window(n));  // DOT's line break
        out << "  n" << i << " [shape=" << shape << ", label=\"" << label << "\""
            << (on_pv[size_t(i)] ? ", penwidth=3" : "") << (n.cutoff() ? ", color=firebrick" : "") << "];\n";
        std::string edge = n.move;  // an outcome of a chance node: its probability too
        if (n.probability != 1) edge += " (" + host::probability_text(n.probability) + ")";
        if (n.parent >= 0)
          out << "  n" << n.parent << " -> n" << i << " [label=\"" << dot_text(edge) << "\""
              << (on_pv[size_t(i)] ? ", penwidth=3" : "") << "];\n";
        for (const std::string& m : skipped) {
          const std::string leaf = host::skipped_label(state, m, root_side);
          skipped_edges
              << "  p" << pruned
              << " [shape=box, style=\"dashed,filled\", color=gray60, fontcolor=gray50, fillcolor=gray95, label=\""
              << dot_text(leaf) << "\"];\n  n" << i << " -> p" << pruned
              << " [style=dashed, color=gray60, fontcolor=gray50, label=\"" << dot_text(m) << "\"];\n";
          ++pruned;
        }
      });
  out << skipped_edges.str() << "}\n";
}

void write_counts(const host::SearchTree& tree, std::ostream& out) {
  out << "\nply  nodes       cut-offs    first-move cut-offs\n";
  for (size_t p = 0; p < tree.per_ply().size(); ++p) {
    const auto& c = tree.per_ply()[p];
    char line[96];
    std::snprintf(line, sizeof line, "%-4zu %-11llu %-11llu %llu", p, (unsigned long long)c.nodes,
                  (unsigned long long)c.cutoffs, (unsigned long long)c.first_move_cutoffs);
    out << line;
    if (c.cutoffs) out << " (" << c.first_move_cutoffs * 100 / c.cutoffs << "%)";
    out << "\n";
  }
  out << tree.entered() << " nodes";
  if (tree.truncated()) out << "; the first " << tree.nodes().size() << " are shown (--max-nodes)";
  out << "\n";
}

int run_trace(const TraceOptions& o, const Context& context) {
  const host::GameModule& module = host::game_module(o.game);
  const auto game = position_to_search(o.game, o.fen);
  if (!game) return kExitBadInput;
  std::unique_ptr<host::Engine> engine;
  try {
    engine = host::make_engine(o.player, context.scan(), module, !context.in_process);
  } catch (const std::exception& e) {
    host::say_error(e.what());
    return kExitBadInput;
  }
  host::SearchTree tree(o.max_nodes);
  if (const host::Status started = engine->new_game(); !started) {
    host::say_error(engine->name() + ": " + started.reason());
    return kExitFailed;
  }
  if (!engine->trace_into(&tree)) {  // a player this command cannot show
    host::say_error(engine->name() + " cannot report its search (only Plyground plugins can)");
    return kExitBadInput;
  }
  const host::MoveReply reply = engine->choose_move(*game, host::make_limits(o.movetime, o.depth), nullptr);
  if (tree.roots().empty() && !reply.error.empty()) {  // it refused the search: nothing to show
    host::say_error(engine->name() + ": " + reply.error);
    return kExitFailed;
  }
  if (!reply.error.empty()) std::cerr << engine->name() << ": " << reply.error << "\n";
  if (tree.roots().empty()) {
    host::say_error(engine->name() + " reported no nodes (it does not use the trace extension)");
    return kExitBadInput;
  }
  if (tree.faults()) std::cerr << "warning: " << tree.faults() << " trace calls did not nest and were ignored\n";
  tree.orient(*game);
  std::ostringstream out;
  if (o.format == "json") {
    write_json(tree, *game, engine->name(), reply, out);
  } else if (o.format == "dot") {
    write_dot(tree, *game, reply, out);
  } else {
    out << engine->name() << " on " << game->fen() << ": plays " << reply.move << "; values from "
        << module.sides()[game->side_to_move()] << "'s point of view\n";
    write_text(tree, *game, out);
    write_counts(tree, out);
  }
  std::cout << out.str();
  return reply.error.empty() ? 0 : 1;
}

}  // namespace

void add_trace_command(CLI::App& app, const Context& context) {
  auto options = std::make_shared<TraceOptions>();
  CLI::App* cmd = app.add_subcommand("trace", "Show one search node by node: text, JSON or Graphviz DOT");
  add_game_option(cmd, options->game);
  add_fen_option(cmd, options->fen, "The position searched");
  cmd->add_option("--player", options->player, "The player: a name with options, or a plugin file")->required();
  cmd->add_option("--depth", options->depth, "Search depth (0: the player's own)")->check(CLI::Range(0, 63));
  cmd->add_option("--movetime", options->movetime, "Milliseconds for the search (0: none)")
      ->check(CLI::Range(int64_t{0}, protocol::kLongestMoveMs));
  cmd->add_option("--format", options->format, "text, json or dot")
      ->check(CLI::IsMember({"text", "json", "dot"}))
      ->capture_default_str();
  cmd->add_option("--max-nodes", options->max_nodes, "Nodes kept; past them only counted")
      ->check(unsigned_range(1, 100'000'000))
      ->capture_default_str();
  cmd->callback([options, &context] {
    if (const int status = run_trace(*options, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
