#include "players/search_tree.hpp"

#include <algorithm>

#include "plyground/plugin.h"

namespace plyground::host {

void SearchTree::enter(std::string_view move, int ply, int depth, int alpha, int beta, unsigned kind) {
  ++entered_;
  ply = std::clamp(ply, 0, 1000);
  if (size_t(ply) >= per_ply_.size()) per_ply_.resize(size_t(ply) + 1);
  ++per_ply_[size_t(ply)].nodes;
  const int parent = open_.empty() ? -1 : open_.back().index;
  if (nodes_.size() >= budget_ || (!open_.empty() && parent < 0)) {
    open_.push_back({-1, ply});
    return;
  }
  TraceNode node;
  node.move = std::string(move.substr(0, 32));
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
  n.value = value, n.searched = searched, n.total = total, n.flags = flags, n.left = true;
}

}  // namespace plyground::host
