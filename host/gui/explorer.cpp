#include "gui/explorer.hpp"

#include <algorithm>
#include <functional>

namespace plyground::gui {

host::Status SearchExplorer::start(std::shared_ptr<host::Engine> engine, const host::GameState& game, int depth) {
  clear();
  tree_ = std::make_unique<host::SearchTree>(kKeptNodes);
  if (!engine->trace_into(tree_.get())) return host::failure(engine->name() + " cannot report its search");
  player_ = engine->name();
  root_ = game.clone();
  worker_.start(std::move(engine), game, host::make_limits(0, depth));
  return {};
}

namespace {

// Lays out the tree below `root`: nodes in walking order, then x and y once the leaves are counted.
TreeDrawing lay_out(const host::SearchTree& tree, int root, host::GameState& state,
                    const std::vector<std::string>& pv) {
  TreeDrawing d;
  const std::vector<bool> on_pv = tree.path_to(tree.follow(root, pv));
  std::vector<int> drawn_of(tree.nodes().size(), -1);  // SearchTree index -> drawing index
  std::vector<std::vector<int>> children;
  const int root_ply = tree.nodes()[size_t(root)].ply;
  const int root_side = state.side_to_move();
  auto add = [&](TreeDrawing::Node node) {
    d.rows = std::max(d.rows, node.ply + 1);
    d.nodes.push_back(std::move(node));
    children.emplace_back();
    return int(d.nodes.size()) - 1;
  };
  std::vector<int> skipped_nodes;  // hung below their parents after the searched children
  host::walk(tree, root, state, [&](int i, const host::GameState& at, const std::vector<std::string>& skipped, bool) {
    const host::TraceNode& n = tree.nodes()[size_t(i)];
    const int parent = n.parent >= 0 ? drawn_of[size_t(n.parent)] : -1;
    const int drawn = drawn_of[size_t(i)] =
        add({i, parent, n.move, host::shown_value(n), 0, 0, n.ply - root_ply, on_pv[size_t(i)], n.cutoff(), false,
             host::view_sign(n) > 0, n.chance});
    if (parent >= 0) children[size_t(parent)].push_back(drawn);
    for (const std::string& m : skipped)
      skipped_nodes.push_back(add({-1, drawn, m, host::skipped_label(at, m, root_side), 0, 0, n.ply - root_ply + 1}));
  });
  for (int i : skipped_nodes) children[size_t(d.nodes[size_t(i)].parent)].push_back(i);
  // x: leaves one slot each, in depth-first order; a parent above its children's middle.
  std::function<void(int)> place = [&](int i) {
    TreeDrawing::Node& n = d.nodes[size_t(i)];
    n.leaf = children[size_t(i)].empty();
    if (n.leaf) {
      n.x = float(d.leaves++) + 0.5f;
    } else {
      for (int c : children[size_t(i)]) place(c);
      n.x = (d.nodes[size_t(children[size_t(i)].front())].x + d.nodes[size_t(children[size_t(i)].back())].x) / 2;
    }
    n.y = (float(n.ply) + 0.5f) / float(d.rows);
  };
  if (!d.nodes.empty()) place(0);
  for (TreeDrawing::Node& n : d.nodes) n.x /= float(std::max(1, d.leaves));
  return d;
}

}  // namespace

void SearchExplorer::update() {
  if (!worker_.ready()) return;
  reply_ = worker_.take();
  node_ = tree_->roots().empty() ? -1 : tree_->roots().back();
  drawing_ = {};
  if (!reply_.error.empty()) failure_ = player_ + " failed: " + reply_.error;
  if (node_ < 0 && failure_.empty()) failure_ = player_ + " reported no node of its search";
  if (node_ < 0) return;
  tree_->orient(*root_);
  auto state = root_->clone();
  TreeDrawing d = lay_out(*tree_, node_, *state, reply_.pv);
  if (d.leaves <= kMostDrawnLeaves) drawing_ = std::move(d);
}

void SearchExplorer::clear() {
  worker_.cancel();
  node_ = -1;
  failure_.clear();
  drawing_ = {};
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

int SearchExplorer::next_cutoff_node() const {
  const auto& nodes = tree_->nodes();
  for (size_t i = size_t(node_) + 1; i < nodes.size(); ++i)
    if (nodes[i].cutoff()) return int(i);
  return -1;
}

void SearchExplorer::next_cutoff() {
  if (const int next = next_cutoff_node(); next >= 0) go_to(next);
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
    if (!state->play(m)) break;
  return state;
}

}  // namespace plyground::gui
