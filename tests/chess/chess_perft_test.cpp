// Every perft entry up to 10^6 nodes (deeper ones: chess_perft_slow_test.cpp, label `slow`).
// Counts come from Stockfish 15.1, confirmed with Sjaak II (tests/data/README.md).
#include "chess_test_support.hpp"
#include "plyground/perft.hpp"

namespace plyground::chess {
namespace {

class Perft : public ::testing::TestWithParam<test::PerftCase> {};

TEST_P(Perft, MatchesReferenceCount) {
  Position pos = test::position(GetParam().fen);
  const std::string fen = pos.fen();
  EXPECT_EQ(perft(pos, GetParam().depth, LeafCounting::BULK), GetParam().nodes);
  if (GetParam().nodes <= 100'000) {  // also make every leaf move
    EXPECT_EQ(perft(pos, GetParam().depth, LeafCounting::MAKE), GetParam().nodes);
  }
  EXPECT_EQ(pos.fen(), fen);  // left as it was
}

INSTANTIATE_TEST_SUITE_P(Reference, Perft, ::testing::ValuesIn(test::perft_cases(0, 1'000'000)), test::perft_case_name);

TEST(Perft, ReferenceFileIsComplete) {
  EXPECT_EQ(test::read_epd("chess-perft.epd").size(), 24u);
  // Line 22's only entry is D1 0 (checkmate), which the selection (nodes > 0) leaves out.
  EXPECT_EQ(test::perft_cases(0, 1'000'000).size(), 110u);
  EXPECT_EQ(test::position(test::read_epd("chess-perft.epd")[21].fen).count_legal_moves(), 0);
}

}  // namespace
}  // namespace plyground::chess
