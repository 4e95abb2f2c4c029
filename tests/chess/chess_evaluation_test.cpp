// The default evaluation: colour symmetry, material, tapering, and the capture values.
#include "chess_test_support.hpp"

namespace plyground::chess {
namespace {

using test::position;

TEST(Evaluation, StartPositionIsBalanced) {
  EXPECT_EQ(evaluate(Position::start()), 0);
  EXPECT_EQ(evaluate_for_white(Position::start()), 0);
}

TEST(Evaluation, FlipColoursHelper) {
  EXPECT_EQ(test::flip_colours("r3k2r/1P6/8/3pP3/8/8/8/R3K1R1 w Qkq d6 0 1"),
            "r3k1r1/8/8/8/3Pp3/8/1p6/R3K2R b KQq d3 0 1");
}

// A position and its colour-flipped twin (board upside down, colours swapped) are the same
// position for the side to move: the score must be identical.
void expect_symmetric(const Position& pos) {
  const std::string twin_fen = test::flip_colours(pos.fen());
  const auto twin = Position::from_fen(twin_fen);
  ASSERT_TRUE(twin) << twin_fen;
  EXPECT_EQ(evaluate(pos), evaluate(*twin)) << pos.fen();
  EXPECT_EQ(evaluate_for_white(pos), -evaluate_for_white(*twin)) << pos.fen();
}

TEST(Evaluation, ColourFlippedTwinScoresTheSame) {
  for (const EpdLine& line : test::read_epd("chess-perft.epd")) expect_symmetric(position(line.fen));
  std::mt19937 rng(1234);
  int asymmetric_positions = 0;
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 80; ++ply) {
      expect_symmetric(pos);
      asymmetric_positions += evaluate(pos) != 0;
      if (test::random_line(pos, 1, rng).empty()) break;
    }
  }
  EXPECT_GT(asymmetric_positions, 1000);  // the property was tested on unbalanced positions
}

TEST(Evaluation, MaterialCounts) {
  const int without_queen = evaluate_for_white(position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"));
  EXPECT_LT(without_queen, -800);
  EXPECT_GT(evaluate(position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1")), 800);
  EXPECT_GT(evaluate_for_white(position("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1")), 200);
}

TEST(Evaluation, KingWantsShelterInTheMiddlegameAndTheCentreInTheEndgame) {
  // Full board: the castled king on g1 beats a king on e4. Bare pawn ending: the reverse.
  const int castled = evaluate_for_white(position("rnbq1rk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w - - 0 1"));
  const int exposed = evaluate_for_white(position("rnbq1rk1/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQ1R2 w - - 0 1"));
  EXPECT_GT(castled, exposed);
  const int corner = evaluate_for_white(position("6k1/p7/8/8/8/8/P7/6K1 w - - 0 1"));
  const int centre = evaluate_for_white(position("6k1/p7/8/8/4K3/8/P7/8 w - - 0 1"));
  EXPECT_GT(centre, corner);
}

TEST(Evaluation, PassedPawnGrowsAsItAdvances) {
  EXPECT_GT(evaluate_for_white(position("4k3/8/4P3/8/8/8/8/4K3 w - - 0 1")),
            evaluate_for_white(position("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1")));
}

TEST(Evaluation, CaptureValues) {
  const Position pos = position("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
  const Move en_passant = test::move(pos, "e5d6");
  EXPECT_EQ(captured_value(pos, en_passant), piece_value(PAWN));
  EXPECT_EQ(moving_value(pos, en_passant), piece_value(PAWN));
  EXPECT_EQ(captured_value(pos, test::move(pos, "g1f3")), 0);
  EXPECT_EQ(moving_value(pos, test::move(pos, "g1f3")), piece_value(KNIGHT));
  EXPECT_EQ(moving_value(pos, test::move(pos, "e1e2")), 0);  // the king
  const Position queen_take = position("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1");
  EXPECT_EQ(captured_value(queen_take, test::move(queen_take, "e4d5")), piece_value(QUEEN));
  EXPECT_LT(piece_value(PAWN), piece_value(KNIGHT));
  EXPECT_LT(piece_value(KNIGHT), piece_value(ROOK));
  EXPECT_LT(piece_value(ROOK), piece_value(QUEEN));
  EXPECT_EQ(piece_value(KING), 0);
}

}  // namespace
}  // namespace plyground::chess
