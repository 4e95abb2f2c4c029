// One test per rule of how pieces move, each on a position built to show it.
#include "../test_support.hpp"

namespace plyground::xiangqi {
namespace {

using test::is_legal;
using test::position;

constexpr const char* kStart = Position::kStartFen.data();

TEST(Rules, HorseLegBlocked) {
  EXPECT_FALSE(is_legal(kStart, "b0d1"));  // leg c0 holds the elephant
  EXPECT_TRUE(is_legal(kStart, "b0c2"));
  const char* fen = "4k4/9/9/9/4p4/4N4/9/9/9/3K5 w";  // black soldier on e5 is the leg
  EXPECT_FALSE(is_legal(fen, "e4d6"));
  EXPECT_FALSE(is_legal(fen, "e4f6"));
  EXPECT_TRUE(is_legal(fen, "e4c5"));
  EXPECT_TRUE(is_legal(fen, "e4g3"));
}

TEST(Rules, ElephantCannotCrossRiver) {
  const char* fen = "4k4/9/9/9/9/2B6/9/9/9/3K5 w";
  EXPECT_FALSE(is_legal(fen, "c4a6"));
  EXPECT_FALSE(is_legal(fen, "c4e6"));
  EXPECT_TRUE(is_legal(fen, "c4a2"));
  EXPECT_TRUE(is_legal(fen, "c4e2"));
}

TEST(Rules, ElephantEyeBlocked) {
  const char* fen = "4k4/9/9/9/9/9/9/9/3N5/2BK5 w";  // horse on d1, the eye of c0-e2
  EXPECT_FALSE(is_legal(fen, "c0e2"));
  EXPECT_TRUE(is_legal(fen, "c0a2"));
}

TEST(Rules, CannonNeedsOneScreen) {
  const char* fen = "4k4/9/9/9/9/C1p1p1p2/9/9/9/3K5 w";  // cannon a4, black soldiers c4 e4 g4
  EXPECT_FALSE(is_legal(fen, "a4c4"));                   // no screen
  EXPECT_TRUE(is_legal(fen, "a4e4"));                    // one screen (c4)
  EXPECT_FALSE(is_legal(fen, "a4g4"));                   // two screens
  EXPECT_TRUE(is_legal(fen, "a4b4"));                    // moves like a chariot when not capturing
  EXPECT_FALSE(is_legal(fen, "a4d4"));                   // but cannot jump without capturing
}

TEST(Rules, ChariotStopsAtFirstPiece) {
  EXPECT_TRUE(is_legal(kStart, "a0a2"));
  EXPECT_FALSE(is_legal(kStart, "a0a3"));  // own soldier
  EXPECT_FALSE(is_legal(kStart, "a0a6"));  // cannot jump
}

TEST(Rules, FlyingGeneralIllegal) {
  EXPECT_FALSE(is_legal("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0e0"));  // would face the black king
  EXPECT_TRUE(is_legal("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0d1"));
  const char* pinned = "4k4/9/9/9/9/9/9/9/4C4/4K4 w";  // the cannon is all that stands between
  EXPECT_FALSE(is_legal(pinned, "e1d1"));
  EXPECT_TRUE(is_legal(pinned, "e1e5"));
}

TEST(Rules, KingStaysInPalace) {
  const char* fen = "4k4/9/9/9/9/9/9/9/9/3K5 w";
  EXPECT_FALSE(is_legal(fen, "d0c0"));
  EXPECT_FALSE(is_legal(fen, "d0e1"));            // no diagonal step
  const char* top = "4k4/9/9/9/9/9/9/3K5/9/9 w";  // red king on d2, the palace's top edge
  EXPECT_FALSE(is_legal(top, "d2d3"));
}

TEST(Rules, AdvisorStaysInPalace) {
  EXPECT_TRUE(is_legal(kStart, "d0e1"));
  EXPECT_FALSE(is_legal(kStart, "d0c1"));
  EXPECT_FALSE(is_legal(kStart, "d0d1"));  // advisors move diagonally only
}

TEST(Rules, SoldierMovesSidewaysOnlyAfterRiver) {
  EXPECT_TRUE(is_legal(kStart, "a3a4"));
  EXPECT_FALSE(is_legal(kStart, "c3b3"));
  EXPECT_FALSE(is_legal(kStart, "c3d3"));
  const char* crossed = "4k4/9/9/9/4P4/9/9/9/9/3K5 w";  // red soldier on e5
  EXPECT_TRUE(is_legal(crossed, "e5e6"));
  EXPECT_TRUE(is_legal(crossed, "e5d5"));
  EXPECT_TRUE(is_legal(crossed, "e5f5"));
  EXPECT_FALSE(is_legal(crossed, "e5e4"));  // never backwards
}

TEST(Rules, MoveExposingKingIsIllegal) {
  const char* fen = "3k5/9/9/9/4r4/9/9/9/4R4/4K4 w";  // red chariot e1 pinned by the chariot on e5
  EXPECT_FALSE(is_legal(fen, "e1d1"));
  EXPECT_TRUE(is_legal(fen, "e1e4"));
  EXPECT_TRUE(is_legal(fen, "e1e5"));
}

TEST(Rules, HorseChecksOnlyThroughAnEmptyLeg) {
  EXPECT_TRUE(position("3k5/9/9/9/9/9/9/9/2n6/4K4 w").in_check());    // horse c1, leg d1 empty
  EXPECT_FALSE(position("3k5/9/9/9/9/9/9/9/2nN5/4K4 w").in_check());  // a red horse on d1 blocks it
  EXPECT_FALSE(is_legal("3k5/9/9/9/9/9/9/9/2nN5/4K4 w", "d1f2"));     // so it may not leave
  EXPECT_TRUE(is_legal("3k5/9/9/9/9/9/9/9/3N5/4K4 w", "d1f2"));       // free without the black horse
}

TEST(Rules, CheckMustBeAnswered) {
  const Position pos = position("3k5/9/9/9/9/9/9/9/2n6/4K4 w");
  ASSERT_TRUE(pos.in_check());
  MoveList moves;
  pos.legal_moves(moves);
  for (Move m : moves) {
    Position after = pos;
    Position::Undo undo;
    after.do_move(m, undo);
    EXPECT_FALSE(after.king_attacked(RED)) << to_iccs(m);
  }
  EXPECT_EQ(test::legal_iccs(pos), (std::vector<std::string>{"e0e1", "e0f0"}));  // d0 faces the king on d9
}

TEST(Rules, CannonChecksOverScreen) {
  EXPECT_TRUE(position("4k4/4a4/9/9/9/9/9/4C4/9/3K5 b").in_check());     // cannon e2, screen e8
  EXPECT_FALSE(position("4k4/4a4/4n4/9/9/9/9/4C4/9/3K5 b").in_check());  // two screens
  EXPECT_FALSE(position("4k4/9/9/9/9/9/9/4C4/9/3K5 b").in_check());      // no screen
}

}  // namespace
}  // namespace plyground::xiangqi

namespace plyground::xiangqi {
namespace {

std::string why(const char* fen, const char* iccs) { return illegal_reason(test::position(fen), parse_iccs(iccs)); }

TEST(IllegalReason, SaysWhichRuleForbidsTheMove) {
  const char* start = Position::kStartFen.data();
  EXPECT_EQ(why(start, "b0d1"), "the horse's leg is blocked");
  EXPECT_EQ(why(start, "b0b1"), "a horse moves one point along a line, then one diagonally outwards");
  EXPECT_EQ(why(start, "h2h8"), "a cannon jumps only to capture");
  EXPECT_EQ(why("4k4/9/9/9/9/C1p1p1p2/9/9/9/3K5 w", "a4c4"), "a cannon captures by jumping exactly one piece");
  EXPECT_EQ(why(start, "a0a6"), "the chariot cannot jump over pieces");
  EXPECT_EQ(why(start, "a0b1"), "a chariot moves along a line");
  EXPECT_EQ(why(start, "c3d3"), "a soldier moves sideways only after crossing the river");
  EXPECT_EQ(why(start, "e0f1"), "the king moves one point along a line");
  EXPECT_EQ(why(start, "d0c1"), "an advisor may not leave the palace");
  EXPECT_EQ(why(start, "a0b0"), "you cannot capture your own piece");
  EXPECT_EQ(why(start, "a9a8"), "it is the other side's turn");
  EXPECT_EQ(why(start, "e4e5"), "there is no piece there");
  EXPECT_EQ(why("4k4/9/9/9/9/2B6/9/9/9/3K5 w", "c4e6"), "an elephant may not cross the river");
  EXPECT_EQ(why("4k4/9/9/9/9/9/9/9/3N5/2BK5 w", "c0e2"), "the elephant's eye is blocked");
  EXPECT_EQ(why("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0e0"), "the kings would face each other");
  EXPECT_EQ(why("3k5/9/9/9/4r4/9/9/9/4R4/4K4 w", "e1d1"), "that would leave your king in check");
  EXPECT_EQ(why("3k5/9/9/9/9/9/9/9/2n6/4K3R w", "i0i5"), "your king is in check: this move does not answer it");
  EXPECT_EQ(why(start, "h2e2"), "");  // legal
}

}  // namespace
}  // namespace plyground::xiangqi
