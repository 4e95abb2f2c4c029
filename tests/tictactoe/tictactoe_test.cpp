// Tic-tac-toe rules: the whole game tree is known, so perft checks every count exactly.
#include <gtest/gtest.h>

#include "../test_support.hpp"
#include "games/tictactoe/game.hpp"
#include "plyground/perft.hpp"

namespace plyground::tictactoe {
namespace {

constexpr auto position = &test::read_fen<Position>;
constexpr auto fen_fault = &test::fen_fault<Position>;

Game play_line(const std::vector<std::string>& moves) {
  Game game;
  for (const std::string& text : moves) {
    std::string error;
    const Move m = parse_move(game.position(), text, &error);
    EXPECT_TRUE(m) << text << ": " << error;
    EXPECT_TRUE(game.play(m, &error)) << text << ": " << error;
  }
  return game;
}

// The number of move sequences of each length: 255,168 games end within them.
TEST(TicTacToe, PerftOfTheWholeGame) {
  const uint64_t expected[] = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0};
  for (int depth = 0; depth <= 10; ++depth) {
    Position pos = Position::start();
    EXPECT_EQ(perft(pos, depth), expected[depth]) << depth;
    EXPECT_EQ(perft(pos, depth, LeafCounting::MAKE), expected[depth]) << depth;
  }
}

TEST(TicTacToe, ThreeInARowWins) {
  const Game game = play_line({"a1", "a2", "b1", "b2", "c1"});
  EXPECT_EQ(game.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(game.end().reason, "three in a row by X");
  EXPECT_EQ(game.position().count_legal_moves(), 0);
  EXPECT_EQ(game.position().no_moves_verdict(), Verdict::LOSS);
}

TEST(TicTacToe, DiagonalWinsForO) {
  const Game game = play_line({"b1", "a1", "c1", "b2", "a2", "c3"});
  EXPECT_EQ(game.end().result, Result::SECOND_PLAYER_WINS);
}

TEST(TicTacToe, FullBoardWithoutALineDraws) {
  const Game game = play_line({"b2", "a1", "c3", "c1", "b1", "b3", "a3", "c2", "a2"});
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "the board is full");
  EXPECT_EQ(game.position().no_moves_verdict(), Verdict::DRAW);
}

TEST(TicTacToe, NoMoveAfterTheEnd) {
  Game game = play_line({"a1", "a2", "b1", "b2", "c1"});
  std::string error;
  EXPECT_FALSE(game.play(Move(8), &error));
  EXPECT_EQ(error, "the game is over (three in a row by X)");
  EXPECT_FALSE(parse_move(game.position(), "c3", &error));
  EXPECT_EQ(error, "the game is over: X made a line");
  game.undo();
  EXPECT_FALSE(game.end().over());
  EXPECT_TRUE(parse_move(game.position(), "c3"));
}

TEST(TicTacToe, MarkedSquareIsRefused) {
  const Game game = play_line({"b2"});
  std::string error;
  EXPECT_FALSE(parse_move(game.position(), "b2", &error));
  EXPECT_EQ(error, "b2 is already marked");
  EXPECT_FALSE(parse_move(game.position(), "d4", &error));
  EXPECT_EQ(error, "'d4' is not a square (a1 to c3)");
}

TEST(TicTacToe, FenRoundTripAndHash) {
  const Game game = play_line({"a1", "b2", "c3", "c1"});
  EXPECT_EQ(game.position().fen(), "2X/1O1/X1O x");
  const Position read = position(game.position().fen());
  EXPECT_EQ(read, game.position());
  EXPECT_EQ(read.hash(), game.position().hash());
  EXPECT_NE(read.hash(), Position::start().hash());
  EXPECT_EQ(position(std::string(Position::kStartFen)), Position::start());
}

TEST(TicTacToe, FenFaultsAreNamed) {
  EXPECT_EQ(fen_fault("3/3/3"), "FEN has no side to move (e.g. \"3/3/3 x\")");
  EXPECT_EQ(fen_fault("3/3 x"), "FEN board has 2 ranks, expected 3 of 3 squares");
  EXPECT_EQ(fen_fault("3/3/3/3 x"), "FEN board has more than 3 ranks");
  EXPECT_EQ(fen_fault("XXXX/3/3 x"), "FEN rank 3 has more than 3 squares");
  EXPECT_EQ(fen_fault("2/3/3 x"), "FEN rank 3 has 2 squares, expected 3");
  EXPECT_EQ(fen_fault("3/3/Z2 x"), "FEN board has 'Z': only X, O, 1-3 and / belong there");
  EXPECT_EQ(fen_fault("3/3/3 y"), "FEN side to move is 'y', expected x or o");
  EXPECT_EQ(fen_fault("XX1/3/3 o"), "X has 2 marks and O 0: X moves first, so X has as many as O or one more");
  EXPECT_EQ(fen_fault("X2/3/3 x"), "the marks say O is to move");
  EXPECT_EQ(fen_fault("XXX/OO1/O2 x"), "X has a line but it is its move: the game ended before");
}

TEST(TicTacToe, EvaluationCountsOpenLines) {
  EXPECT_EQ(evaluate(Position::start()), 0);
  // X in the centre: four open lines for X; O to move sees them against it.
  EXPECT_EQ(evaluate(position("3/1X1/3 o")), -40);
  // X threatens a1-b1-c1 and has more open lines.
  EXPECT_GT(evaluate(position("3/1O1/XX1 o")), -1000);
  EXPECT_LT(evaluate(position("3/1O1/XX1 o")), 0);
}

}  // namespace
}  // namespace plyground::tictactoe
