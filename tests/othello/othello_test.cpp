// Othello rules: perft against the published counts (a pass is a move, an ended game one leaf),
// flips in every direction, passes, the end, FEN and notation.
#include <gtest/gtest.h>

#include "../test_support.hpp"
#include "games/othello/game.hpp"
#include "plyground/perft.hpp"

namespace plyground::othello {
namespace {

constexpr auto position = &test::read_fen<Position>;

std::string move_fault(const Position& pos, const std::string& text) {
  std::string error;
  EXPECT_FALSE(parse_move(pos, text, &error)) << text;
  return error;
}

void play(Game& game, const std::string& text) {
  std::string error;
  const Move m = parse_move(game.position(), text, &error);
  ASSERT_TRUE(m) << text << ": " << error;
  ASSERT_TRUE(game.play(m, &error)) << text << ": " << error;
}

// OEIS A124004; the first games end at ply 9, so depth 10 counts 228 ended games as leaves.
TEST(Othello, PerftOfTheStart) {
  const uint64_t expected[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284};
  for (int depth = 0; depth <= 10; ++depth) {
    Position pos = Position::start();
    EXPECT_EQ(perft(pos, depth), expected[depth]) << depth;
    if (depth <= 8) {
      EXPECT_EQ(perft(pos, depth, LeafCounting::MAKE), expected[depth]) << depth;
    }
  }
}

TEST(Othello, ADiscTurnsEveryLineItEncloses) {
  // Black on d3 encloses d4 (up to d5): one disc turns, and the start's four becomes 4-1.
  Game game;
  play(game, "d3");
  EXPECT_EQ(game.position().fen(), "8/8/3X4/3XX3/3XO3/8/8/8 o");
  // White on c3 encloses d3 (across, to e3), c4 (down, to c5) and d4 (on the diagonal, to e5);
  // b3 has no white disc beyond it and stays.
  const Position pos = position("8/8/1X1XO3/2XXX3/2OXO3/8/8/8 o");
  const auto at = [](int row, int file) { return Board(1) << (row * 8 + file); };
  EXPECT_EQ(flips(pos.discs(WHITE), pos.discs(BLACK), 2 * 8 + 2), at(2, 3) | at(3, 2) | at(3, 3));
  // Nothing wraps from the a file to the h file: a5 is next to h4 only in the bits.
  const Position edge = position("8/8/8/3XX1XO/3XO3/8/8/8 x");
  EXPECT_EQ(flips(edge.discs(BLACK), edge.discs(WHITE), 4 * 8 + 0), 0u);
  EXPECT_FALSE(edge.playable() & at(4, 0));
}

TEST(Othello, ASideWithoutAMovePassesAndTheGameEndsWhenNeitherCan) {
  Game game(position("8/1O6/2X5/3XX3/3XX3/5X2/6X1/7X o"));
  MoveList list;
  game.position().legal_moves(list);
  ASSERT_EQ(list.size(), 1);
  EXPECT_TRUE(list[0].is_pass());
  EXPECT_EQ(move_text(game.position(), list[0]), "pass");
  EXPECT_EQ(move_fault(game.position(), "a1"), "White has no move and must pass");
  EXPECT_FALSE(game.end().over());
  play(game, "pass");
  EXPECT_EQ(move_fault(game.position(), "pass"), "Black may not pass while it has a move");
  EXPECT_EQ(move_fault(game.position(), "h1"), "a disc on h1 would turn nothing over");
  play(game, "a1");
  EXPECT_EQ(game.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(game.end().reason, "more discs for Black, 10-0");
  EXPECT_EQ(game.position().count_legal_moves(), 0);
  EXPECT_EQ(game.position().no_moves_verdict(), Verdict::LOSS);  // White to move, with no disc
  EXPECT_EQ(move_fault(game.position(), "h1"), "the game is over: neither side can move");
  // Taken back: the pass and the move, to the position before.
  game.undo();
  game.undo();
  EXPECT_EQ(game.position().fen(), "8/1O6/2X5/3XX3/3XX3/5X2/6X1/7X o");
}

TEST(Othello, EqualDiscsDraw) {
  // A full board, 32 each: neither side can move.
  std::string rows;
  for (int row = 0; row < 8; ++row) rows += std::string(row ? "/" : "") + (row < 4 ? "XXXXXXXX" : "OOOOOOOO");
  const Game game(position(rows + " x"));
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "equal discs, 32-32");
}

TEST(Othello, FenRoundTripsHashesAndUndo) {
  Game game;
  for (const char* m : {"d3", "c5", "f6", "f5"}) play(game, m);
  const Position back = position(game.position().fen());
  EXPECT_EQ(back, game.position());
  EXPECT_EQ(back.hash(), game.position().hash());
  EXPECT_NE(back.hash(), Position::start().hash());
  Game undone = game;
  for (int i = 0; i < 4; ++i) undone.undo();
  EXPECT_EQ(undone.position(), Position::start());
  EXPECT_EQ(undone.position().hash(), Position::start().hash());
}

TEST(Othello, FenAndMoveFaultsAreNamed) {
  std::string error;
  EXPECT_FALSE(Position::from_fen("8/8/8/3OX3/3XO3/8/8/8", &error));
  EXPECT_EQ(error, "FEN has no side to move (e.g. \"8/8/8/3OX3/3XO3/8/8/8 x\")");
  EXPECT_FALSE(Position::from_fen("8/8/8/3OX3/3XO3/8/8 x", &error));
  EXPECT_EQ(error, "FEN board has 7 rows, expected 8");
  EXPECT_FALSE(Position::from_fen("8/8/8/3OX3/3XO3/8/8/7 x", &error));
  EXPECT_EQ(error, "FEN row 8 has 7 squares, expected 8");
  EXPECT_FALSE(Position::from_fen("8/8/8/3OB3/3XO3/8/8/8 x", &error));
  EXPECT_EQ(error, "FEN board has 'B': only X (Black), O (White), 1-8 and / belong there");
  EXPECT_FALSE(Position::from_fen("8/8/8/3OX3/3XO3/8/8/8 b", &error));
  EXPECT_EQ(error, "FEN side to move is 'b', expected x (Black) or o (White)");
  const Position start = Position::start();
  EXPECT_EQ(move_fault(start, "d4"), "d4 is taken");
  EXPECT_EQ(move_fault(start, "a1"), "a disc on a1 would turn nothing over");
  EXPECT_EQ(move_fault(start, "i9"), "'i9' is not a square (a1 to h8) or pass");
  MoveList list;
  start.legal_moves(list);
  std::string moves;
  for (Move m : list) moves += move_text(start, m) + " ";
  EXPECT_EQ(moves, "d3 c4 f5 e6 ");
}

TEST(Othello, TheEvaluationValuesCornersAndMobility) {
  EXPECT_EQ(evaluate(Position::start()), 0);
  // Black owns a corner, White a square next to it: good for Black, to move.
  const Position corner = position("X7/8/8/3OX3/3XO3/8/8/7O x");
  const Position x_square = position("8/1X6/8/3OX3/3XO3/8/8/7O x");
  EXPECT_GT(evaluate(corner), evaluate(x_square));
}

}  // namespace
}  // namespace plyground::othello
