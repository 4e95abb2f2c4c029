// The search explorer: one player's search of the position, traced, then walked node by node.
// Nodes are kept in the order the search entered them, so stepping is moving through that order.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/status.hpp"
#include "gui/search_worker.hpp"
#include "players/search_tree.hpp"

namespace plyground::gui {

// The last search tree laid out to be drawn whole: leaves side by side in the order searched, the
// moves a cut-off skipped after them, each parent above the middle of its children, a row per ply.
struct TreeDrawing {
  struct Node {
    int node = -1;       // in the SearchTree; -1 for a move a cut-off skipped
    int parent = -1;     // in `nodes`
    std::string move;    // "" at the root
    std::string label;   // the value from the root side's view; a skipped move's result if it ends the game
    float x = 0, y = 0;  // in [0, 1]: left to right, root to leaves
    int ply = 0;
    bool on_pv = false, cutoff = false, leaf = false;
    bool root_side = true;  // the root's side moves here (else the other)
    bool chance = false;    // a chance node: drawn as a circle
  };
  std::vector<Node> nodes;  // depth first, parents before children
  int leaves = 0, rows = 0;
};

class SearchExplorer {
 public:
  // Searches `game` with `engine` to `depth`, tracing (in the background; busy() meanwhile).
  // Or why the player cannot be explored.
  host::Status start(std::shared_ptr<host::Engine> engine, const host::GameState& game, int depth);
  bool busy() const { return worker_.busy(); }
  void update();  // takes the search in when it is done
  void clear();

  bool ready() const { return !busy() && node_ >= 0; }
  // Why a finished search cannot be explored (its error, or no node reported), else "".
  const std::string& failure() const { return failure_; }
  const host::SearchTree& tree() const { return *tree_; }
  const host::MoveReply& reply() const { return reply_; }
  const std::string& player() const { return player_; }
  // The last search laid out, or empty when it has more than `kMostDrawnLeaves` leaves.
  const TreeDrawing& drawing() const { return drawing_; }
  static constexpr int kMostDrawnLeaves = 4000;
  static constexpr size_t kKeptNodes = 20000;  // of a search; the rest are counted (SearchTree)
  int node() const { return node_; }
  void go_to(int node);

  // Stepping: into the first child (else the next node), over the whole subtree, back to the
  // node entered before, on to the next cut-off, along the principal variation to its end.
  void into();
  void over();
  void back();
  void next_cutoff();
  int next_cutoff_node() const;  // -1 when no node after this one was cut off
  void principal_variation();

  std::vector<std::string> path() const;                  // the moves from the root to the node
  const host::GameState& root() const { return *root_; }  // the position searched (once started)
  // The position at the node (the searched position and the path, as far as the moves are legal).
  std::unique_ptr<host::GameState> position() const;

 private:
  SearchWorker worker_;
  std::unique_ptr<host::SearchTree> tree_ = std::make_unique<host::SearchTree>(kKeptNodes);
  std::unique_ptr<host::GameState> root_;
  host::MoveReply reply_;
  std::string player_;
  TreeDrawing drawing_;
  std::string failure_;
  int node_ = -1;
};

}  // namespace plyground::gui
