// The textbook game tree: a game whose position is a node of an explicit tree, written the way
// every textbook draws its figure, for showing how minimax, alpha-beta and expectimax search. The
// first player (MAX) moves at the root, the players alternate, and a leaf ends the game with its value.
//
// Text (the game's FEN): a node is a leaf value (an integer from -10000 to 10000, from MAX's point
// of view), its children in parentheses, e.g. "((3 12 8) (2 4 6) (14 5 2))", or a chance node in
// square brackets, each child after its probability ("0.9", ".9" or "1/6"; they add up to 1):
// "([.9 (2 2) .1 (3 3)] [.9 (1 1) .1 (4 4)])". A chance node is not a player's: the player after it
// is the one who would have moved there (MIN, under MAX's move). The text may run over several
// lines, "#" starting a comment to the end of its line; after the tree, optionally, the path
// from the root to the current node as move letters ("((3 12 8) (2 4 6) (14 5 2)) b" is the node
// where MIN chooses among 2, 4 and 6). "random DEPTH BRANCHING SEED" makes a full tree of that depth
// and branching with leaves from -20 to 20, the same for a seed everywhere. Russell and Norvig's
// figures are built in by name: "figure-5.2" (the start: minimax and alpha-beta), "figure-5.12a"
// and "figure-5.12b" (expectiminimax: the same tree with its leaves changed in order-preserving
// ways, and MAX's best move changes).
//
// A move is a child, named by a letter from the left: a, b, c, ... (at most 26 children).
// Values are in the search's units, so a leaf 3 is reported as a score of +0.03.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "plyground/game.hpp"
#include "plyground/move_list.hpp"

namespace plyground::tree {

constexpr int kMaxChildren = 26;
constexpr int kMaxNodes = 1 << 20;
constexpr int kMaxDepth = 64;
constexpr int kMaxLeaf = 10000;  // leaves lie in -kMaxLeaf..kMaxLeaf

// A move: the index of a child from the left. raw() is index + 1, so that Move{} (0) is no move.
class Move {
 public:
  constexpr Move() = default;
  constexpr explicit Move(int child) : bits_(uint16_t(child + 1)) {}
  constexpr int child() const { return bits_ - 1; }
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint16_t bits_ = 0;
};

using MoveList = plyground::MoveList<Move, kMaxChildren>;

// The tree, read once and shared by every position in it. Children of a node are consecutive.
struct Tree {
  struct Node {
    int value = 0;  // a leaf's, from MAX's point of view
    int parent = -1;
    int first_child = 0;
    int children = 0;  // 0: a leaf
    int level = 0;     // the root's is 0
    int side = 0;      // who moves here (at a chance node: who moves after it); 0 is MAX
    bool chance = false;
    bool chance_below = false;  // a chance node here or under it
    double probability = 1;     // of this node, when its parent is a chance node
  };
  std::vector<Node> nodes;  // nodes[0] is the root
  std::string text;         // as written by write_tree
  uint64_t key = 0;         // a hash of the text
};

// Reads a tree ("((3 12 8) (2 4 6) (14 5 2))" or "random DEPTH BRANCHING SEED"), or returns null
// with the fault in `error`.
std::shared_ptr<const Tree> read_tree(std::string_view text, std::string* error);

class Position {
 public:
  using Move = tree::Move;
  using MoveList = tree::MoveList;
  struct Undo {};  // the parent is known: nothing to keep
  static constexpr std::string_view kGameId = "tree";
  static constexpr std::string_view kStartFen = "((3 12 8) (2 4 6) (14 5 2))";

  static Position start();
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr);
  std::string fen() const;

  int side_to_move() const { return node().side; }
  bool is_chance() const { return node().chance; }
  bool chance_ahead() const { return node().chance_below; }
  double probability(Move m) const { return tree_->nodes[size_t(node().first_child) + size_t(m.child())].probability; }
  void legal_moves(MoveList& list) const {
    list.clear();
    for (int i = 0; i < node().children; ++i) list.push(Move(i));
  }
  void legal_captures(MoveList& list) const { list.clear(); }
  int count_legal_moves() const { return node().children; }
  bool in_check() const { return false; }
  uint64_t hash() const;

  void do_move(Move m, Undo&) { node_ = node().first_child + m.child(); }
  void undo_move(Move, const Undo&) { node_ = node().parent; }

  int halfmove_clock() const { return 0; }  // no position of a tree occurs twice
  // At a leaf: its value decides, from the side to move's point of view.
  Verdict no_moves_verdict() const { return value() < 0 ? Verdict::LOSS : value() > 0 ? Verdict::WIN : Verdict::DRAW; }
  bool drawn_by_rule() const { return false; }

  // A leaf's value from the side to move's point of view (negamax): what a search scores here.
  int leaf_value() const { return side_to_move() == 0 ? value() : -value(); }
  int value() const { return node().value; }  // from MAX's point of view
  const Tree& tree() const { return *tree_; }
  int node_index() const { return node_; }

  bool operator==(const Position& other) const { return tree_->text == other.tree_->text && node_ == other.node_; }

 private:
  Position(std::shared_ptr<const Tree> tree, int node) : tree_(std::move(tree)), node_(node) {}
  const Tree::Node& node() const { return tree_->nodes[size_t(node_)]; }
  std::shared_ptr<const Tree> tree_;
  int node_ = 0;
};

// The letter of a move ("b") and back: the child it names, or Move{} with a reason.
std::string move_text(const Position& pos, Move m);
Move parse_move(const Position& pos, std::string_view text, std::string* error = nullptr);
// Whether and how the game has ended in `now` (a win, a draw, or not over).
GameEnd judge_position(const Position& now);

// A leaf's value; 0 at an inner node (a textbook tree has no heuristic values inside).
inline int evaluate(const Position& pos) { return pos.count_legal_moves() == 0 ? pos.leaf_value() : 0; }
inline int captured_value(const Position&, Move) { return 0; }
inline int moving_value(const Position&, Move) { return 0; }
inline Verdict cycle_verdict(const Position&, std::span<const Move>) { return Verdict::DRAW; }

static_assert(ChanceGame<Position>);

}  // namespace plyground::tree
