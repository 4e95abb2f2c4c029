// The search explorer: one player's search of the position, traced, then walked node by node.
// Nodes are kept in the order the search entered them, so stepping is moving through that order.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "gui/search_worker.hpp"
#include "players/search_tree.hpp"

namespace plyground::gui {

class SearchExplorer {
 public:
  // Searches `game` with `engine` to `depth`, tracing (in the background; busy() meanwhile).
  // "" or why the player cannot be explored.
  std::string start(std::shared_ptr<host::Engine> engine, const host::GameState& game, int depth);
  bool busy() const { return worker_.busy(); }
  void update();  // takes the search in when it is done
  void clear();

  bool ready() const { return !busy() && node_ >= 0; }
  const host::SearchTree& tree() const { return *tree_; }
  const host::MoveReply& reply() const { return reply_; }
  const std::string& player() const { return player_; }
  int node() const { return node_; }
  void go_to(int node);

  // Stepping: into the first child (else the next node), over the whole subtree, back to the
  // node entered before, on to the next cut-off, along the principal variation to its end.
  void into();
  void over();
  void back();
  void next_cutoff();
  void principal_variation();

  std::vector<std::string> path() const;  // the moves from the root to the node
  // The position at the node (the searched position and the path, as far as the moves are legal).
  std::unique_ptr<host::GameState> position() const;

 private:
  SearchWorker worker_;
  std::unique_ptr<host::SearchTree> tree_ = std::make_unique<host::SearchTree>(20000);
  std::unique_ptr<host::GameState> root_;
  host::MoveReply reply_;
  std::string player_;
  int node_ = -1;
};

}  // namespace plyground::gui
