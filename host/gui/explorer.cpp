#include "gui/explorer.hpp"

#include "plyground/plugin.h"

namespace plyground::gui {

std::string SearchExplorer::start(std::shared_ptr<host::Engine> engine, const host::GameState& game, int depth) {
  clear();
  tree_ = std::make_unique<host::SearchTree>(20000);
  if (!engine->trace_into(tree_.get())) return engine->name() + " cannot report its search";
  player_ = engine->name();
  root_ = game.clone();
  worker_.start(std::move(engine), game, host::make_limits(0, depth));
  return "";
}

void SearchExplorer::update() {
  if (!worker_.ready()) return;
  reply_ = worker_.take();
  node_ = tree_->roots().empty() ? -1 : tree_->roots().back();
}

void SearchExplorer::clear() {
  worker_.cancel();
  node_ = -1;
  reply_ = {};
}

void SearchExplorer::go_to(int node) {
  if (node >= 0 && size_t(node) < tree_->nodes().size()) node_ = node;
}

void SearchExplorer::into() { go_to(node_ + 1); }

void SearchExplorer::over() {
  const auto& nodes = tree_->nodes();
  size_t next = size_t(node_) + 1;
  while (next < nodes.size() && nodes[next].ply > nodes[size_t(node_)].ply) ++next;  // its subtree
  go_to(int(next));
}

void SearchExplorer::back() { go_to(node_ - 1); }

void SearchExplorer::next_cutoff() {
  const auto& nodes = tree_->nodes();
  for (size_t i = size_t(node_) + 1; i < nodes.size(); ++i)
    if (nodes[i].flags & PLY_TRACE_CUTOFF) return go_to(int(i));
}

void SearchExplorer::principal_variation() { go_to(tree_->follow(tree_->roots().back(), reply_.pv)); }

std::vector<std::string> SearchExplorer::path() const {
  std::vector<std::string> moves;
  for (int at = node_; at >= 0 && tree_->nodes()[size_t(at)].parent >= 0; at = tree_->nodes()[size_t(at)].parent)
    moves.insert(moves.begin(), tree_->nodes()[size_t(at)].move);
  return moves;
}

std::unique_ptr<host::GameState> SearchExplorer::position() const {
  if (!root_) return nullptr;
  auto state = root_->clone();
  for (const std::string& m : path())
    if (!state->play(m).empty()) break;
  return state;
}

}  // namespace plyground::gui
