// Every perft entry up to 10^6 nodes (deeper ones: xiangqi_perft_slow_test.cpp, label `slow`).
// Counts come from Fairy-Stockfish, cross-checked with Sjaak II (tests/data/README.md).
#include "../test_support.hpp"
#include "plyground/perft.hpp"

namespace plyground::xiangqi {
namespace {

class Perft : public ::testing::TestWithParam<test::PerftCase> {};

TEST_P(Perft, MatchesReferenceCount) {
  Position pos = test::position(GetParam().fen);
  EXPECT_EQ(perft(pos, GetParam().depth, LeafCounting::BULK), GetParam().nodes);
  if (GetParam().nodes <= 100'000) {  // also make every leaf move
    EXPECT_EQ(perft(pos, GetParam().depth, LeafCounting::MAKE), GetParam().nodes);
  }
  EXPECT_EQ(pos.fen(), GetParam().fen.substr(0, pos.fen().size()));  // left as it was
}

INSTANTIATE_TEST_SUITE_P(Reference, Perft, ::testing::ValuesIn(test::perft_cases("xiangqi-perft.epd", 0, 1'000'000)),
                         test::perft_case_name);

TEST(Perft, ReferenceFileIsComplete) {
  EXPECT_EQ(test::read_epd("xiangqi-perft.epd").size(), 25u);
  EXPECT_EQ(test::perft_cases("xiangqi-perft.epd", 0, 1'000'000).size(), 78u);  // of 128 entries
}

}  // namespace
}  // namespace plyground::xiangqi
