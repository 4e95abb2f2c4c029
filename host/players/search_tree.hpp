// A search as a tree of the nodes a player reported through the trace extension (plugin.h,
// "plyground.trace.1"), for `plyground trace`, grading and the window's explorer.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/game_module.hpp"
#include "plyground/plugin.h"

namespace plyground::host {

// Where a player's trace goes: its nodes, as they are entered and left.
class TraceSink {
 public:
  virtual ~TraceSink() = default;
  virtual void enter(std::string_view move, int ply, int depth, int alpha, int beta, unsigned kind) = 0;
  virtual void leave(int value, unsigned searched, unsigned total, unsigned flags) = 0;
  // A value reported exactly (plugin.h's leave_exact): an average over chance outcomes.
  virtual void leave_exact(double value, unsigned searched, unsigned total, unsigned flags) = 0;
};

// A window's end the search did not have (minimax): the plugin interface's PLY_TRACE_NO_BOUND.
constexpr int kNoBound = PLY_TRACE_NO_BOUND;

struct TraceNode {
  std::string move;  // the game's coordinate notation; "" for a root
  int ply = 0, depth = 0;
  int alpha = 0, beta = 0;  // kNoBound when the search has no window
  unsigned kind = 0;        // PLY_TRACE_QUIESCENCE or 0
  int value = 0;            // rounded, when the player reported it exactly (exact and average then hold it)
  unsigned searched = 0, total = 0, flags = 0;  // flags: PLY_TRACE_CUTOFF, _HASH_CUTOFF, _STOPPED
  bool left = false;                            // false: the player never reported its value
  bool quiescence() const { return kind & PLY_TRACE_QUIESCENCE; }
  bool cutoff() const { return flags & PLY_TRACE_CUTOFF; }            // a move reached beta: the rest were skipped
  bool hash_cutoff() const { return flags & PLY_TRACE_HASH_CUTOFF; }  // answered by a table, nothing searched
  bool stopped() const { return flags & PLY_TRACE_STOPPED; }          // told to stop: its value means nothing
  int parent = -1;
  std::vector<int> children;  // in the order searched
  // Set by SearchTree::orient from the game: 1 where the side to move is the root's, -1 where it is
  // the other (0 before: by the parity of the ply); whether it is a chance node, the probability of
  // its move when its parent is one, and, where chance lies below a fully searched node, its exact
  // value (a chance node's average of its outcomes, the best of those above), when the player's
  // value is that rounded.
  int sign = 0;
  // How its value and window turn to the root side's point of view: as `sign` for a negamax player,
  // 1 for one that reports them from the root side's (a MAX/MIN pair), which orient tells by the
  // game's ends: what it reported where the game ended with a known value.
  int value_sign = 0;
  bool chance = false;
  double probability = 1;
  bool exact = false;
  double average = 0;
  bool reported_exact = false;  // the player gave the value exactly (average): orient keeps it
};
// A node's value as its player reported it: exactly, or the whole number it left with.
inline double reported_value(const TraceNode& n) { return n.reported_exact ? n.average : n.value; }

// The nodes of one or more searches (an iterative deepening search makes one tree per iteration),
// kept up to a budget: past it, nodes are still counted per ply but no longer stored, so a search
// of millions of nodes takes a bounded amount of memory. Calls that do not nest (a leave without an
// enter, or nodes open more than 4096 deep) are counted as faults and ignored.
class SearchTree : public TraceSink {
 public:
  // The largest value or window bound kept (a player's are clamped to it): any can be negated.
  static constexpr int kMostValue = 1'000'000'000;
  explicit SearchTree(size_t budget = 200000) : budget_(budget) {}
  void enter(std::string_view move, int ply, int depth, int alpha, int beta, unsigned kind) override;
  void leave(int value, unsigned searched, unsigned total, unsigned flags) override;
  void leave_exact(double value, unsigned searched, unsigned total, unsigned flags) override;

  const std::vector<TraceNode>& nodes() const { return nodes_; }
  // The node that `moves` lead to from `from`, as far as the tree has them (a move searched twice,
  // as a re-search does, leads to its last search).
  int follow(int from, const std::vector<std::string>& moves) const;
  // Marks `node` and every node above it (none for -1): a path from its root, as drawings show it.
  std::vector<bool> path_to(int node) const;
  const std::vector<int>& roots() const { return roots_; }  // one per search or iteration
  // Reads from the game, `root` being the searched position, who moves at each node and where
  // chance does (see TraceNode::sign): games where the turn does not simply alternate, or with dice.
  void orient(const GameState& root);
  uint64_t entered() const { return entered_; }  // stored or not
  bool truncated() const { return entered_ > nodes_.size(); }
  uint64_t faults() const { return faults_; }

  // Per ply below the root, over every node entered: how many, how many cut off, and how many of
  // those after their first move (a measure of move ordering).
  struct PlyCounts {
    uint64_t nodes = 0, cutoffs = 0, first_move_cutoffs = 0;
  };
  const std::vector<PlyCounts>& per_ply() const { return per_ply_; }

 private:
  struct Open {
    int index;  // into nodes_, or -1 when past the budget
    int ply;
  };
  size_t budget_;
  std::vector<TraceNode> nodes_;
  std::vector<int> roots_;
  std::vector<Open> open_;
  std::vector<PlyCounts> per_ply_;
  uint64_t entered_ = 0, faults_ = 0;
};

// How a node reads for people (`plyground trace`, the window's explorer): values and windows
// from the point of view of the side to move at the root, which a negamax player's values are
// not at the other side's nodes.
int view_sign(const TraceNode& n);    // 1 at the root side's nodes, -1 at the other's
int values_sign(const TraceNode& n);  // how its value reads from the root side (TraceNode::value_sign)
bool windowed(const TraceNode& n);    // searched with a window (not minimax)
// The window (low, high) from the root side's point of view; PLY_TRACE_NO_BOUND twice without one.
std::pair<int, int> root_side_window(const TraceNode& n);
std::string shown_window(const TraceNode& n);  // "[3, +inf]", "" without a window
// "3", "<= 3" for a fail-hard bound, "?" if never left; a chance node its exact average, "2.1"
std::string shown_value(const TraceNode& n);
// "  cut-off after 1 of 3, skipped b c", "  cut-off after 3 of 3, nothing left to skip", "  quiescence", ...
std::string shown_notes(const TraceNode& n, const std::vector<std::string>& skipped);
// The legal moves a cut-off at `n` left unsearched, in the game's order; `state` is n's position.
std::vector<std::string> skipped_moves(const SearchTree& tree, const TraceNode& n, const GameState& state);

// A move a cut-off skipped at `state`, as drawings label it: when the move ends the game with a
// value (the textbook tree's leaves), that value from `root_side`'s point of view; else the move.
std::string skipped_label(const GameState& state, const std::string& move, int root_side);

// Walks the tree from `index` depth first with the game, `state` being that node's position:
// calls `visit(node, its state, the moves its cut-off skipped, whether its move was legal)`. A move
// the game does not allow there is visited without its children.
using TraceVisit =
    std::function<void(int index, const GameState& state, const std::vector<std::string>& skipped, bool legal)>;
void walk(const SearchTree& tree, int index, GameState& state, const TraceVisit& visit);

}  // namespace plyground::host
