// Connect Four rules: perft against the published counts, the lines of four, FEN and notation.
#include <gtest/gtest.h>

#include "../test_support.hpp"
#include "games/connect4/game.hpp"
#include "plyground/perft.hpp"

namespace plyground::connect4 {
namespace {

constexpr auto position = &test::read_fen<Position>;
constexpr auto fen_fault = &test::fen_fault<Position>;

Game play_line(const std::string& columns) {
  Game game;
  for (char c : columns) {
    std::string error;
    const Move m = parse_move(game.position(), std::string(1, c), &error);
    EXPECT_TRUE(m) << c << ": " << error;
    EXPECT_TRUE(game.play(m, &error)) << c << ": " << error;
  }
  return game;
}

// The published counts, where a won position has no moves (OEIS A212693).
TEST(ConnectFour, PerftOfTheEmptyBoard) {
  const uint64_t expected[] = {1, 7, 49, 343, 2401, 16807, 117649, 823536, 5673234};
  for (int depth = 0; depth <= 8; ++depth) {
    Position pos = Position::start();
    EXPECT_EQ(perft(pos, depth), expected[depth]) << depth;
    if (depth <= 7) {
      EXPECT_EQ(perft(pos, depth, LeafCounting::MAKE), expected[depth]) << depth;
    }
  }
}

TEST(ConnectFour, FourInEveryDirectionWins) {
  for (const char* columns : {"aabbccd",         // across the bottom: a1 b1 c1 d1
                              "abababa",         // up column a
                              "abbccdccddd"}) {  // a diagonal: a1 b2 c3 d4
    const Game game = play_line(columns);
    EXPECT_EQ(game.end().result, Result::FIRST_PLAYER_WINS) << columns;
    EXPECT_EQ(game.end().reason, "four in a row by Red");
    EXPECT_EQ(game.position().count_legal_moves(), 0);
    EXPECT_EQ(game.position().no_moves_verdict(), Verdict::LOSS);
  }
  // The other diagonal, g1 f2 e3 d4, by Yellow.
  const Game game = play_line("agffeededdbd");
  EXPECT_EQ(game.end().result, Result::SECOND_PLAYER_WINS) << game.position().fen();
  EXPECT_EQ(game.end().reason, "four in a row by Yellow");
}

TEST(ConnectFour, ThreeIsNotFourAndLinesDoNotWrapAroundTheBoard) {
  EXPECT_FALSE(play_line("aabbcc").end().over());
  // Red on a4 a5 a6 and b1, next to each other in a layout without a gap above each column.
  const Position up = position("R6/R6/R6/Y6/Y6/YR5 y");
  EXPECT_FALSE(has_four(up.discs(RED)));
  EXPECT_EQ(up.count_legal_moves(), 6);
  // Red on e1 f1 g1 and a2.
  EXPECT_FALSE(has_four(position("7/7/7/7/R6/YYY1RRR y").discs(RED)));
}

TEST(ConnectFour, AFullBoardWithoutFourIsADraw) {
  // Two blocks of alternating discs: no four anywhere.
  const Position full = position("RYRYRYR/RYRYRYR/RYRYRYR/YRYRYRY/YRYRYRY/YRYRYRY r");
  EXPECT_FALSE(full.four_made());
  EXPECT_EQ(full.count_legal_moves(), 0);
  EXPECT_EQ(full.no_moves_verdict(), Verdict::DRAW);
  // One disc short of full, Yellow fills the last hole.
  Game game(position("RYRYR1R/RYRYRYR/RYRYRYR/YRYRYRY/YRYRYRY/YRYRYRY y"));
  std::string error;
  ASSERT_TRUE(game.play(parse_move(game.position(), "f", &error), &error)) << error;
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "the board is full");
}

TEST(ConnectFour, FenRoundTripsAndHashesFollowTheMoves) {
  const Game game = play_line("dcdeef");
  EXPECT_EQ(game.position().fen(), "7/7/7/7/3RR2/2YRYY1 r");
  const Position back = position(game.position().fen());
  EXPECT_EQ(back, game.position());
  EXPECT_EQ(back.hash(), game.position().hash());
  // The same discs reached in another order: the same position and hash.
  const Game other = play_line("deecdf");
  EXPECT_EQ(other.position().fen(), game.position().fen());
  EXPECT_EQ(other.position().hash(), game.position().hash());
  EXPECT_NE(Position::start().hash(), game.position().hash());
  // Taking the moves back restores the start, hash included.
  Game undone = game;
  for (int i = 0; i < 6; ++i) undone.undo();
  EXPECT_EQ(undone.position(), Position::start());
}

TEST(ConnectFour, FenFaultsAreNamed) {
  EXPECT_EQ(fen_fault("7/7/7/7/7/7"), "FEN has no side to move (e.g. \"7/7/7/7/7/7 r\")");
  EXPECT_EQ(fen_fault("7/7/7/7/7 r"), "FEN board has 5 rows, expected 6");
  EXPECT_EQ(fen_fault("7/7/7/7/7/6 r"), "FEN row 1 has 6 cells, expected 7");
  EXPECT_EQ(fen_fault("7/7/7/7/7/8 r"), "FEN board has '8': only R, Y, 1-7 and / belong there");
  EXPECT_EQ(fen_fault("7/7/7/7/3R3/7 y"), "a disc floats at d2 above an empty cell");
  EXPECT_EQ(fen_fault("7/7/7/7/7/RR5 y"),
            "Red has 2 discs and Yellow 0: Red moves first, so Red has as many as Yellow or one more");
  EXPECT_EQ(fen_fault("7/7/7/7/7/R6 r"), "the discs say Yellow is to move");
  EXPECT_EQ(fen_fault("7/7/R6/R6/RY5/RYYY3 r"), "Red has four in a row but it is its move: the game ended before");
  EXPECT_EQ(fen_fault("7/7/7/7/7/7 b"), "FEN side to move is 'b', expected r or y");
}

TEST(ConnectFour, ColumnsAndCellsAreReadWithReasons) {
  const Position pos = position("3R3/3Y3/3R3/3Y3/3R3/3Y3 r");
  std::string error;
  EXPECT_FALSE(parse_move(pos, "d", &error));
  EXPECT_EQ(error, "column d is full");
  EXPECT_FALSE(parse_move(pos, "h", &error));
  EXPECT_EQ(error, "'h' is not a column (a to g)");
  EXPECT_EQ(landing_text(pos, parse_move(pos, "e")), "e1");
  EXPECT_EQ(parse_landing(pos, "e1"), Move(4));
  EXPECT_FALSE(parse_landing(pos, "e2", &error));
  EXPECT_EQ(error, "a disc dropped in column e lands on e1, not e2");
  // Moves come from the middle out.
  MoveList list;
  Position::start().legal_moves(list);
  std::string order;
  for (Move m : list) order += move_text(pos, m);
  EXPECT_EQ(order, "dcebfag");
}

TEST(ConnectFour, TheEvaluationPrefersTheMiddleAndThreats) {
  const Position middle = position("7/7/7/7/7/3R3 y"), edge = position("7/7/7/7/7/R6 y");
  EXPECT_LT(evaluate(middle), evaluate(edge));  // Yellow to move: Red's middle disc is worse for it
  EXPECT_EQ(evaluate(Position::start()), 0);
}

}  // namespace
}  // namespace plyground::connect4
