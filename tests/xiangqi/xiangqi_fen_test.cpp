#include "../test_support.hpp"

namespace plyground::xiangqi {
namespace {

using test::read_epd;

TEST(Fen, StartPositionRoundTrip) {
  const Position pos = Position::start();
  EXPECT_EQ(pos.fen(), Position::kStartFen);
  EXPECT_EQ(pos.side_to_move(), RED);
  EXPECT_EQ(pos.count_legal_moves(), 44);
}

TEST(Fen, EveryReferencePositionRoundTrips) {
  int checked = 0;
  for (const char* file : {"xiangqi-perft.epd", "xiangqi-mates.epd", "xiangqi-openings.epd"})
    for (const EpdLine& line : read_epd(file)) {
      std::string error;
      const auto pos = Position::from_fen(line.fen, &error);
      ASSERT_TRUE(pos) << file << ": " << line.fen << ": " << error;
      EXPECT_EQ(pos->fen(), line.fen);
      ++checked;
    }
  EXPECT_EQ(checked, 25 + 46 + 200);
}

TEST(Fen, HorseAndElephantLettersAccepted) {
  const auto pos = Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1");
  ASSERT_TRUE(pos);
  EXPECT_EQ(pos->fen(), Position::kStartFen);  // written back with N and B
}

TEST(Fen, OmittedFieldsTakeDefaults) {
  const auto pos = Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b");
  ASSERT_TRUE(pos);
  EXPECT_EQ(pos->side_to_move(), BLACK);
  EXPECT_EQ(pos->halfmove_clock(), 0);
  EXPECT_EQ(pos->fullmove_number(), 1);
}

struct Malformed {
  const char* fen;
  const char* message;  // a part of the expected error
  friend void PrintTo(const Malformed& m, std::ostream* os) { *os << '"' << m.fen << '"'; }
};

class MalformedFen : public ::testing::TestWithParam<Malformed> {};

TEST_P(MalformedFen, IsRefusedWithItsFault) {
  std::string error;
  EXPECT_FALSE(Position::from_fen(GetParam().fen, &error)) << GetParam().fen;
  EXPECT_NE(error.find(GetParam().message), std::string::npos) << "error was: " << error;
}

INSTANTIATE_TEST_SUITE_P(
    EveryKind, MalformedFen,
    ::testing::Values(
        Malformed{"", "FEN is empty"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", "9 ranks, expected 10"},
        Malformed{"rnbakabnr w", "has 1 rank, expected 10"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w", "11 ranks, expected 10"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/8/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "rank 5 (FEN row 5) has 8 files"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w", "more than 9 files"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", "rank 0 (FEN row 10) has 8 files"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/0/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "bad run digit '0'"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/45/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "two run digits in a row"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5X1/9/RNBAKABNR w", "unknown piece letter 'X'"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "bad side to move 'x'"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1", "bad halfmove clock"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0", "bad move number"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1", "must be '-'"},
        Malformed{"rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "Black has no king"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "Red has no king"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3K5/RNBAKABNR w", "Red has two kings"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/2R6/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "Red has 3 chariots, at most 2"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/p8/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "Black has 6 soldiers, at most 5"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/A8/RNB1KABNR w",
                  "Red advisor on a1 is off its five palace points"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2A2C1/9/RNB1KABNR w", "Red advisor on e2 is off"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CB4C1/9/RN1AKABNR w",
                  "Red elephant on c2 is off its seven points"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/4B4/P1P1P1P1P/1C5C1/9/RN1AKABNR w", "Red elephant on e4"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNRK w", "more than 9 files"},
        Malformed{"rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "no king"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w",
                  "Red king on a1 is outside its palace"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/P8/RNBAKABNR w",
                  "Red soldier on a1 is behind its start rank"},
        Malformed{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/1PP1P1P1P/1C5C1/9/RNBAKABNR w",
                  "Red soldier on b3 is on a file it cannot reach"},
        Malformed{"4k4/9/9/9/9/9/9/9/9/4K4 w", "the kings face each other on the open e-file"},
        Malformed{"4k4/9/9/9/4R4/9/9/9/9/3K5 w", "Black is in check but it is Red to move"}));

// The malformed lines above are each one edit away from this start position.
TEST(Fen, ControlStartPositionIsAccepted) {
  EXPECT_TRUE(Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"));
}

}  // namespace
}  // namespace plyground::xiangqi
