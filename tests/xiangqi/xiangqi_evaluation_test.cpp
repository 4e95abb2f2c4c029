#include "../test_support.hpp"
#include "games/xiangqi/evaluation.hpp"

namespace plyground::xiangqi {
namespace {

TEST(Evaluation, StartPositionIsLevel) { EXPECT_EQ(evaluate(Position::start()), 0); }

TEST(Evaluation, MirrorSymmetric) {
  // The colour-mirrored twin scores the negation; the left-right twin scores the same.
  std::vector<std::string> fens;
  for (const char* file : {"xiangqi-perft.epd", "xiangqi-mates.epd", "xiangqi-openings.epd"})
    for (const EpdLine& line : test::read_epd(file)) fens.push_back(line.fen);
  std::mt19937 rng(3);
  for (int game = 0; game < 50; ++game) {
    Position pos = Position::start();
    test::random_line(pos, 30 + game, rng);
    fens.push_back(pos.fen());
  }
  for (const std::string& fen : fens) {
    const Position pos = test::position(fen);
    const Position colours = test::position(test::mirror_colours(fen));
    const Position files = test::position(test::mirror_files(fen));
    EXPECT_EQ(evaluate_for_red(pos), -evaluate_for_red(colours)) << fen;
    EXPECT_EQ(evaluate(pos), evaluate(colours)) << fen;  // each from its side to move
    EXPECT_EQ(evaluate_for_red(pos), evaluate_for_red(files)) << fen;
  }
}

TEST(Evaluation, MaterialCounts) {
  const Position full = Position::start();
  const Position no_chariot = test::position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w");
  EXPECT_LT(evaluate_for_red(no_chariot), evaluate_for_red(full) - 800);
  EXPECT_EQ(piece_value(CHARIOT), 900);
}

TEST(Evaluation, CrossedSoldierIsWorthMore) {
  const Position home = test::position("4k4/9/9/9/9/9/4P4/9/9/3K5 w");
  const Position crossed = test::position("4k4/9/9/4P4/9/9/9/9/9/3K5 w");
  EXPECT_GT(evaluate_for_red(crossed), evaluate_for_red(home) + 50);
}

}  // namespace
}  // namespace plyground::xiangqi
