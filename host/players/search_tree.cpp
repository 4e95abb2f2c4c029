#include "players/search_tree.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

#include "base/printable.hpp"
#include "plyground/plugin.h"
#include "protocol/uci.hpp"

namespace plyground::host {

void SearchTree::enter(std::string_view move, int ply, int depth, int alpha, int beta, unsigned kind) {
  if (open_.size() >= 4096) {
    ++faults_;
    return;
  }
  ++entered_;
  // What a player says is held to what can be: no deeper than the nesting, and values and windows
  // that can be negated (the window's sentinel kept).
  ply = std::clamp(ply, 0, int(open_.size()));
  if (alpha == PLY_TRACE_NO_BOUND || beta == PLY_TRACE_NO_BOUND)  // a window is two bounds or none
    alpha = beta = PLY_TRACE_NO_BOUND;
  else
    alpha = std::clamp(alpha, -kMostValue, kMostValue), beta = std::clamp(beta, -kMostValue, kMostValue);
  if (size_t(ply) >= per_ply_.size()) per_ply_.resize(size_t(ply) + 1);
  ++per_ply_[size_t(ply)].nodes;
  const int parent = open_.empty() ? -1 : open_.back().index;
  if (nodes_.size() >= budget_ || (!open_.empty() && parent < 0)) {
    open_.push_back({-1, ply});
    return;
  }
  TraceNode node;
  node.move = protocol::move_word(move);
  node.ply = ply, node.depth = depth, node.alpha = alpha, node.beta = beta, node.kind = kind;
  node.parent = parent;
  const int index = int(nodes_.size());
  nodes_.push_back(std::move(node));
  if (parent < 0)
    roots_.push_back(index);
  else
    nodes_[size_t(parent)].children.push_back(index);
  open_.push_back({index, ply});
}

void SearchTree::leave(int value, unsigned searched, unsigned total, unsigned flags) {
  if (open_.empty()) {
    ++faults_;
    return;
  }
  const Open node = open_.back();
  open_.pop_back();
  if (flags & PLY_TRACE_CUTOFF) {
    ++per_ply_[size_t(node.ply)].cutoffs;
    if (searched == 1) ++per_ply_[size_t(node.ply)].first_move_cutoffs;
  }
  if (node.index < 0) return;
  TraceNode& n = nodes_[size_t(node.index)];
  n.value = std::clamp(value, -kMostValue, kMostValue);
  n.searched = searched, n.total = total, n.flags = flags, n.left = true;
}

void SearchTree::leave_exact(double value, unsigned searched, unsigned total, unsigned flags) {
  const bool kept = !open_.empty() && open_.back().index >= 0;
  const int index = kept ? open_.back().index : -1;
  const double most = kMostValue;
  const double clamped = std::isfinite(value) ? std::clamp(value, -most, most) : 0;
  leave(int(std::lround(clamped)), searched, total, flags);
  if (!kept) return;
  TraceNode& n = nodes_[size_t(index)];
  n.reported_exact = n.exact = true;
  n.average = clamped;
}

int SearchTree::follow(int from, const std::vector<std::string>& moves) const {
  int at = from;
  for (const std::string& m : moves) {
    int next = -1;
    for (int c : nodes_[size_t(at)].children)
      if (nodes_[size_t(c)].move == m) next = c;
    if (next < 0) break;
    at = next;
  }
  return at;
}

std::vector<bool> SearchTree::path_to(int node) const {
  std::vector<bool> on(nodes_.size(), false);
  for (int at = node; at >= 0; at = nodes_[size_t(at)].parent) on[size_t(at)] = true;
  return on;
}

namespace {

std::string number(int v) {
  if (v == kNoBound) return "";
  if (v >= 32000) return "+inf";
  if (v <= -32000) return "-inf";
  return std::to_string(v);
}

}  // namespace

int view_sign(const TraceNode& n) { return n.sign ? n.sign : n.ply % 2 == 0 ? 1 : -1; }
int values_sign(const TraceNode& n) { return n.value_sign ? n.value_sign : view_sign(n); }
bool windowed(const TraceNode& n) { return n.alpha != kNoBound; }

std::pair<int, int> root_side_window(const TraceNode& n) {
  if (!windowed(n)) return {kNoBound, kNoBound};
  return values_sign(n) > 0 ? std::pair{n.alpha, n.beta} : std::pair{-n.beta, -n.alpha};
}

std::string shown_window(const TraceNode& n) {
  if (!windowed(n)) return "";
  const auto [low, high] = root_side_window(n);
  return "[" + number(low) + ", " + number(high) + "]";
}

std::string shown_value(const TraceNode& n) {
  if (!n.left) return "?";
  std::string bound;
  if (windowed(n) && n.total > 0 && !n.stopped()) {
    if (n.value <= n.alpha) bound = values_sign(n) > 0 ? "<= " : ">= ";
    if (n.value >= n.beta) bound = values_sign(n) > 0 ? ">= " : "<= ";
  }
  if (n.exact) return decimal_text(values_sign(n) * n.average, 2);  // an average, or the best of averages
  return bound + number(values_sign(n) * n.value);
}

std::string shown_notes(const TraceNode& n, const std::vector<std::string>& skipped) {
  std::string out;
  if (n.chance) out += "  chance";
  if (n.probability != 1) out += "  probability " + probability_text(n.probability);
  if (n.quiescence()) out += "  quiescence";
  if (n.hash_cutoff()) out += "  hash cut-off";
  if (n.stopped()) out += "  stopped";
  if (n.cutoff()) {
    out += "  cut-off after " + std::to_string(n.searched) + " of " + std::to_string(n.total);
    if (n.searched >= n.total) out += ", nothing left to skip";
    if (!skipped.empty()) {
      out += ", skipped";
      for (const std::string& m : skipped) out += " " + m;
    }
  }
  if (!n.left) out += "  never left";
  return out;
}

std::vector<std::string> skipped_moves(const SearchTree& tree, const TraceNode& n, const GameState& state) {
  std::vector<std::string> out;
  if (n.searched >= n.total || !n.cutoff()) return out;
  for (const std::string& m : state.legal_moves()) {
    bool searched = false;
    for (int c : n.children) searched |= tree.nodes()[size_t(c)].move == m;
    if (!searched) out.push_back(m);
  }
  return out;
}

std::string skipped_label(const GameState& state, const std::string& move, int root_side) {
  std::unique_ptr<GameState> after = state.clone();
  if (after->play(move))
    if (const auto v = after->end_value()) return std::to_string(root_side == 0 ? *v : -*v);
  return move;
}

namespace {
void walk_from(const SearchTree& tree, int index, GameState& state, const TraceVisit& visit, bool legal) {
  const TraceNode& n = tree.nodes()[size_t(index)];
  visit(index, state, legal ? skipped_moves(tree, n, state) : std::vector<std::string>{}, legal);
  for (int c : n.children) {
    const bool played = legal && state.play(tree.nodes()[size_t(c)].move).ok();
    walk_from(tree, c, state, visit, played);
    if (played) state.undo();
  }
}
}  // namespace

void walk(const SearchTree& tree, int index, GameState& state, const TraceVisit& visit) {
  walk_from(tree, index, state, visit, true);
}

void SearchTree::orient(const GameState& root) {
  std::unique_ptr<GameState> state = root.clone();
  const int root_side = root.side_to_move();
  // Where the two points of view differ, the other side's nodes whose value the game's ends fix: an
  // end itself, or a node that searched all its moves, each an end (the least of them, for the root
  // side). Reported as negamax reports them (negated), or as the root side sees them?
  std::vector<std::optional<int>> ends(nodes_.size());  // each end's value, from the root side
  for (int r : roots_)
    walk(*this, r, *state, [&](int index, const GameState& here, const std::vector<std::string>&, bool legal) {
      if (!legal) return;
      TraceNode& n = nodes_[size_t(index)];
      n.sign = here.side_to_move() == root_side ? 1 : -1;
      n.chance = here.is_chance();
      for (int c : n.children) nodes_[size_t(c)].probability = n.chance ? here.probability(nodes_[size_t(c)].move) : 1;
      if (const std::optional<int> end = here.end_value()) ends[size_t(index)] = root_side == 0 ? *end : -*end;
    });
  // A tree whose root said how its values read (PLY_TRACE_MAX_VIEW) is read so; the others by the ends.
  std::vector<bool> declared(nodes_.size());  // parents come before their children
  for (size_t i = 0; i < nodes_.size(); ++i) {
    TraceNode& n = nodes_[i];
    declared[i] = n.parent < 0 ? (n.kind & PLY_TRACE_MAX_VIEW) != 0 : bool(declared[size_t(n.parent)]);
    if (declared[i]) n.value_sign = 1;
  }
  int negamax = 0, root_view = 0;
  for (size_t i = 0; i < nodes_.size(); ++i) {
    const TraceNode& n = nodes_[i];
    if (declared[i] || n.sign > 0 || !n.left || n.reported_exact) continue;
    std::optional<int> fixed = ends[i];
    if (!fixed && !n.children.empty() && n.searched == n.total && !n.flags && !n.chance) {
      fixed = INT_MAX;
      for (int c : n.children)
        if (fixed && ends[size_t(c)] && nodes_[size_t(c)].left)
          fixed = std::min(*fixed, *ends[size_t(c)]);
        else
          fixed.reset();
    }
    if (!fixed || *fixed == 0) continue;
    negamax += n.value == -*fixed;
    root_view += n.value == *fixed;
  }
  if (root_view > 0 && negamax == 0)
    for (TraceNode& n : nodes_) n.value_sign = 1;
  // Exact values from the leaves up (children come after their parents): a chance node's average,
  // and above it the best of a player's fully searched moves, which the search had rounded.
  for (size_t i = nodes_.size(); i-- > 0;) {
    TraceNode& n = nodes_[i];
    if (n.reported_exact) continue;
    n.average = n.value;
    const bool whole = !n.children.empty() && n.searched == n.total && !windowed(n) && !n.flags;
    bool chance_below = n.chance;
    for (int c : n.children) chance_below |= nodes_[size_t(c)].exact;
    n.exact = whole && chance_below;
    if (!n.exact) continue;
    n.average = n.chance ? 0 : -1e300;
    for (int c : n.children) {
      const TraceNode& child = nodes_[size_t(c)];
      const double seen = values_sign(child) == values_sign(n) ? child.average : -child.average;
      n.average = n.chance ? n.average + child.probability * seen : std::max(n.average, seen);
    }
    // Only what the player's own value rounds: a search that averaged otherwise shows its value.
    if (std::abs(n.average - n.value) >= 1) n.exact = false, n.average = n.value;
  }
}

}  // namespace plyground::host
