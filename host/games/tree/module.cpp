// The textbook tree as the host knows it: a move is a child's letter ("b"), in every notation.
#include "base/typed_module.hpp"
#include "games/tree/game.hpp"

namespace plyground::host {
namespace {

// The subtree under `node`, written as the tree's own text.
std::string subtree_text(const tree::Tree& t, int node) {
  const tree::Tree::Node& n = t.nodes[size_t(node)];
  if (n.children == 0) return std::to_string(n.value);
  std::string out = n.chance ? "[" : "(";
  for (int i = 0; i < n.children; ++i)
    out += (i ? " " : "") +
           (n.chance ? probability_text(t.nodes[size_t(n.first_child) + size_t(i)].probability) + " " : "") +
           subtree_text(t, n.first_child + i);
  return out + (n.chance ? "]" : ")");
}

// For a terminal: where the walk stands, who chooses, and what each child leads to.
std::string board_text(const tree::Position& pos, bool, bool colour) {
  const tree::Tree& t = pos.tree();
  const std::string bold = colour ? "\033[1m" : "", plain = colour ? "\033[0m" : "";
  std::string path = pos.fen().substr(t.text.size());
  std::string out = "tree: " + t.text + "\nhere: " + (path.empty() ? "the root" : "path" + path) + ", " + bold +
                    subtree_text(t, pos.node_index()) + plain + "\n";
  if (pos.count_legal_moves() == 0) return out + "a leaf: the game ends with " + std::to_string(pos.value()) + "\n";
  out += pos.is_chance() ? "chance draws, for " + std::string(pos.side_to_move() == 0 ? "MAX" : "MIN") + ":"
                         : std::string(pos.side_to_move() == 0 ? "MAX" : "MIN") + " chooses:";
  const tree::Tree::Node& n = t.nodes[size_t(pos.node_index())];
  for (int i = 0; i < n.children; ++i) {
    const int child = n.first_child + i;
    out += "  " + bold + std::string(1, char('a' + i)) + plain +
           (n.chance ? " (" + probability_text(t.nodes[size_t(child)].probability) + ")" : "") + " " +
           subtree_text(t, child);
  }
  return out + "\n";
}

GameDescription<tree::Game> describe() {
  GameDescription<tree::Game> d;
  d.name = "Textbook tree";
  d.sides = {"MAX", "MIN"};
  d.coordinate_notation = "children";
  d.bench = {{"textbook figure", std::string(tree::Position::kStartFen), 2, 9},
             {"random 6 4 1", "random 6 4 1", 6, 4096}};
  d.pgn_variant = "tree";
  d.board_text = board_text;
  d.files_only = true;  // a move names the child it goes to: "b"
  d.board_squares = [](tree::Move m) { return std::pair{host::Square{m.child(), 0}, host::Square{m.child(), 0}}; };
  return d;
}

}  // namespace

const GameModule& tree_module() {
  static const TypedModule<tree::Game> module(describe());
  return module;
}

}  // namespace plyground::host
