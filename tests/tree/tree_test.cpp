// The textbook tree game: reading and writing trees, the walk down them, and how a leaf ends it.
#include <gtest/gtest.h>

#include "../test_support.hpp"
#include "games/tree/game.hpp"
#include "plyground/perft.hpp"

namespace plyground::tree {
namespace {

const std::string kFigure = "((3 12 8) (2 4 6) (14 5 2))";

constexpr auto position = &test::read_fen<Position>;
constexpr auto fault = &test::fen_fault<Position>;

TEST(Tree, ReadsTheTextbookFigure) {
  Position root = Position::start();
  EXPECT_EQ(root.fen(), kFigure);
  EXPECT_EQ(root.side_to_move(), 0);
  EXPECT_EQ(root.count_legal_moves(), 3);
  EXPECT_EQ(perft(root, 1), 3u);
  EXPECT_EQ(perft(root, 2), 9u);
  EXPECT_EQ(perft(root, 3), 0u);  // every line ends at a leaf
}

TEST(Tree, APathWalksDownAndBack) {
  const Position pos = position(kFigure + " b");
  EXPECT_EQ(pos.side_to_move(), 1);  // MIN chooses among 2, 4, 6
  EXPECT_EQ(pos.fen(), kFigure + " b");
  Position walked = Position::start();
  Position::Undo undo;
  walked.do_move(parse_move(walked, "b"), undo);
  EXPECT_EQ(walked, pos);
  EXPECT_EQ(walked.hash(), pos.hash());
  walked.do_move(parse_move(walked, "c"), undo);
  EXPECT_EQ(walked.fen(), kFigure + " bc");
  EXPECT_EQ(walked.value(), 6);
  EXPECT_EQ(walked.leaf_value(), 6);  // MAX to move at the leaf: its own view
  walked.undo_move(Move(2), undo);
  EXPECT_EQ(walked, pos);
  EXPECT_NE(Position::start().hash(), pos.hash());
}

TEST(Tree, LeafValuesAreFromTheSideToMove) {
  const Position min_at_leaf = position("((5 -7) 1) a");  // MIN to move at a: its children are leaves
  Position leaf = min_at_leaf;
  Position::Undo undo;
  leaf.do_move(Move(1), undo);  // -7, MAX to move
  EXPECT_EQ(leaf.leaf_value(), -7);
  EXPECT_EQ(leaf.no_moves_verdict(), Verdict::LOSS);
  const Position one_level = position("((5 -7) 1) b");  // the leaf 1, MIN to move there
  EXPECT_EQ(one_level.leaf_value(), -1);
  EXPECT_EQ(evaluate(one_level), -1);
  EXPECT_EQ(evaluate(Position::start()), 0);  // no values inside the tree
}

TEST(Tree, TheLeafDecidesTheGame) {
  Game game(position("((3 -2) 0)"));
  EXPECT_FALSE(game.end().over());
  ASSERT_TRUE(game.play(Move(0)));
  ASSERT_TRUE(game.play(Move(1)));
  EXPECT_EQ(game.end().result, Result::SECOND_PLAYER_WINS);
  EXPECT_EQ(game.end().reason, "leaf -2");
  game.undo();
  ASSERT_TRUE(game.play(Move(0)));
  EXPECT_EQ(game.end().result, Result::FIRST_PLAYER_WINS);
  Game drawn(position("((3 -2) 0) b"));
  EXPECT_EQ(drawn.end().result, Result::DRAW);
  std::string error;
  EXPECT_FALSE(drawn.play(Move(0), &error));
  EXPECT_EQ(error, "the game is over (leaf 0)");
}

TEST(Tree, MovesAreLettersOfTheChildren) {
  const Position root = Position::start();
  EXPECT_EQ(move_text(root, Move(2)), "c");
  std::string error;
  EXPECT_FALSE(parse_move(root, "d", &error));
  EXPECT_EQ(error, "'d' is not a child here: the children are a to c");
  EXPECT_FALSE(parse_move(position(kFigure + " aa"), "a", &error));
  EXPECT_EQ(error, "'a': this node is a leaf, it has no moves");
}

TEST(Tree, BadTreesAreRefusedWithTheFault) {
  EXPECT_EQ(fault(""), "the tree ends too soon (at character 1)");
  EXPECT_EQ(fault("((3 12) (2 4)"), "a '(' is never closed (at character 14)");
  EXPECT_EQ(fault("(3 x 4)"), "'x' is not a leaf value (an integer such as 3 or -12) or '(' (at character 4)");
  EXPECT_EQ(fault("(1 2-3)"), "'2-3' is not a leaf value (an integer such as 3 or -12) or '(' (at character 4)");
  EXPECT_EQ(fault("(+3 1)"), "'+3' is not a leaf value (an integer such as 3 or -12) or '(' (at character 2)");
  EXPECT_EQ(fault("(1 2.5)"), "'2.5' is not a leaf value (an integer such as 3 or -12) or '(' (at character 4)");
  EXPECT_EQ(fault("(1 99999999999)"), "the leaf 99999999999 is out of range (-10000 to 10000) (at character 4)");
  EXPECT_EQ(fault("(1 -10001)"), "the leaf -10001 is out of range (-10000 to 10000) (at character 4)");
  EXPECT_EQ(fault("((1 2)\n (3 4x))"),
            "'4x' is not a leaf value (an integer such as 3 or -12) or '(' (line 2, column 5)");
  EXPECT_EQ(fault("(3 4) 5"), "after the tree comes the path, letters of children (\"ba\"), not '5'");
  EXPECT_EQ(fault("3 4"), "'4' after the end of the tree (at character 3)");
  EXPECT_EQ(fault("(3 ())"), "'()' has no children (at character 5)");
  EXPECT_EQ(fault("(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27)"),
            "more than 26 children (at character 71)");
  EXPECT_EQ(fault(kFigure + " d"), "'d' is not a child here: the children are a to c");
  EXPECT_EQ(fault("random 3 3"), "expected \"random DEPTH BRANCHING SEED\" (depth 1-12, branching 1-26)");
  EXPECT_EQ(fault("random 12 5 1"), "a random tree of 305175781 nodes is too big");
  EXPECT_EQ(fault("figure-5.13"),  // a name not known: the names there are
            "'figure-5.13' is not a leaf value (an integer such as 3 or -12) or '(' (at character 1); the trees named "
            "are figure-5.2, figure-5.12a, figure-5.12b");
}

// A tree written in a file: over several lines, with comments, which may hold parentheses.
TEST(Tree, CommentsRunToTheEndOfTheirLine) {
  const Position pos = position(
      "# Figure 5.2 (MAX moves first)\n"
      "((3 12 8)   # a: MIN takes 3\n"
      " (2 4 6)    # b (cut off after 2)\n"
      " (14 5 2))  # c\n");
  EXPECT_EQ(pos.fen(), kFigure);
  EXPECT_EQ(position("((1 2) (3 4)) # the path follows\n b").fen(), "((1 2) (3 4)) b");
  EXPECT_EQ(fault("((1 2) # ) (\n"), "a '(' is never closed (line 1, column 7)");
  EXPECT_EQ(position("(-10000 10000)").fen(), "(-10000 10000)");
}

// Chance nodes: outcomes with probabilities; the player after one is the one who would have moved.
TEST(Tree, ChanceNodesHaveOutcomesWithProbabilities) {
  const std::string figure = "([.9 (2 2) .1 (3 3)] [.9 (1 1) .1 (4 4)])";
  Position pos = position(figure);
  EXPECT_EQ(pos.fen(), figure);
  EXPECT_EQ(position("figure-5.12a").fen(), figure);
  EXPECT_EQ(position("figure-5.12b b").fen(), "([.9 (20 20) .1 (30 30)] [.9 (1 1) .1 (400 400)]) b");
  EXPECT_EQ(position("figure-5.2").fen(), kFigure);
  EXPECT_TRUE(pos.chance_ahead());
  EXPECT_FALSE(pos.is_chance());
  EXPECT_EQ(pos.side_to_move(), 0);
  Position::Undo undo;
  pos.do_move(Move(0), undo);  // MAX plays a: chance, for MIN
  EXPECT_TRUE(pos.is_chance());
  EXPECT_EQ(pos.side_to_move(), 1);
  EXPECT_DOUBLE_EQ(pos.probability(Move(0)), 0.9);
  EXPECT_DOUBLE_EQ(pos.probability(Move(1)), 0.1);
  pos.do_move(Move(1), undo);  // chance draws b: MIN chooses between 3 and 3
  EXPECT_FALSE(pos.is_chance());
  EXPECT_FALSE(pos.chance_ahead());
  EXPECT_EQ(pos.side_to_move(), 1);
  pos.do_move(Move(0), undo);
  EXPECT_EQ(pos.side_to_move(), 0);
  EXPECT_EQ(pos.leaf_value(), 3);
  // Fractions, a leaf as an outcome, chance at the root (then MAX moves after it).
  Position dice = position("[1/3 (1 2) 2/3 5]");
  EXPECT_TRUE(dice.is_chance());
  EXPECT_EQ(dice.side_to_move(), 0);
  EXPECT_NEAR(dice.probability(Move(1)), 2.0 / 3, 1e-12);
  EXPECT_EQ(dice.fen(), "[1/3 (1 2) 2/3 5]");
  EXPECT_FALSE(position(kFigure).chance_ahead());
}

TEST(Tree, BadChanceNodesAreRefusedWithTheFault) {
  EXPECT_EQ(fault("([.5 1 .4 2] 3)"), "the probabilities of a chance node add up to 0.9, not 1 (at character 12)");
  EXPECT_EQ(fault("([.5 1 x 2] 3)"),
            "'x' is not a probability (0.25, .25 or 1/4; above 0, at most 1) (at character 8)");
  EXPECT_EQ(fault("[0 1 1 2]"), "'0' is not a probability (0.25, .25 or 1/4; above 0, at most 1) (at character 2)");
  EXPECT_EQ(fault("[1/0 1]"), "'1/0' is not a probability (0.25, .25 or 1/4; above 0, at most 1) (at character 2)");
  EXPECT_EQ(fault("([] 3)"), "'[]' has no outcomes (at character 3)");
  EXPECT_EQ(fault("([.5 1 .5 2)"), "a '[' is closed by ')' (at character 12)");
  EXPECT_EQ(fault("((1 2] 3)"), "a '(' is closed by ']' (at character 6)");
  EXPECT_EQ(fault("[.5 1 .5]"), "']' is not a leaf value (an integer such as 3 or -12) or '(' (at character 9)");
}

TEST(Tree, RandomTreesAreFullAndTheSameForASeed) {
  Position a = position("random 3 4 42");
  const Position b = position("random 3 4 42"), c = position("random 3 4 43");
  EXPECT_EQ(a.fen(), b.fen());
  EXPECT_NE(a.fen(), c.fen());
  EXPECT_EQ(perft(a, 3), 64u);
  EXPECT_EQ(position(a.fen()), a);  // its text reads back as the same tree
  for (const Tree::Node& n : a.tree().nodes) EXPECT_LE(std::abs(n.value), 20);
}

}  // namespace
}  // namespace plyground::tree
