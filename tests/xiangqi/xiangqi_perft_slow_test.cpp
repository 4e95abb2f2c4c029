// Perft entries from 10^6 to 10^8 nodes: ctest -L slow (CI runs them).
#include "../test_support.hpp"
#include "plyground/perft.hpp"

namespace plyground::xiangqi {
namespace {

class PerftDeep : public ::testing::TestWithParam<test::PerftCase> {};

TEST_P(PerftDeep, MatchesReferenceCount) {
  Position pos = test::position(GetParam().fen);
  EXPECT_EQ(perft(pos, GetParam().depth), GetParam().nodes);
}

INSTANTIATE_TEST_SUITE_P(Reference, PerftDeep,
                         ::testing::ValuesIn(test::perft_cases("xiangqi-perft.epd", 1'000'000, 100'000'000)),
                         test::perft_case_name);

}  // namespace
}  // namespace plyground::xiangqi
