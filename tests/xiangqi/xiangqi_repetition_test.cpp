// Repetition under the Asian rules: one test per row of the README's table, each a concrete
// position and a cycle of moves played until the position occurs a third time; then what counts
// as a chase, move by move.
#include "../test_support.hpp"
#include "games/xiangqi/repetition.hpp"

namespace plyground::xiangqi {
namespace {

using test::position;

// Plays `cycle` from `fen` (Red to move) twice, so that the start position occurs a third time,
// and expects the game to end only then, with `result` and `reason`. The search's view of the
// same cycle (cycle_verdict, for Red) must agree with the game.
void expect_ruling(const char* fen, std::initializer_list<const char*> cycle, Result result,
                   const std::string& reason) {
  const Position start = position(fen);
  Game game(start);
  std::vector<Move> moves;
  for (const char* text : cycle) moves.push_back(parse_iccs(text));
  for (int round = 0; round < 2; ++round)
    for (Move m : moves) {
      ASSERT_FALSE(game.end().over()) << "ended early: " << game.end().reason;
      std::string error;
      ASSERT_TRUE(game.play(m, &error)) << to_iccs(m) << ": " << error;
    }
  EXPECT_EQ(game.end().result, result);
  EXPECT_EQ(game.end().reason, reason);
  const Verdict for_red = result == Result::DRAW                ? Verdict::DRAW
                          : result == Result::FIRST_PLAYER_WINS ? Verdict::WIN
                                                                : Verdict::LOSS;
  EXPECT_EQ(cycle_verdict(start, moves), for_red);
}

constexpr Result kRedWins = Result::FIRST_PLAYER_WINS, kBlackWins = Result::SECOND_PLAYER_WINS, kDraw = Result::DRAW;

// Checks.
TEST(AsianRepetition, PerpetualCheckLoses) {
  // Red's chariot checks on ranks 9 and 8 as the black king steps between e9 and e8.
  expect_ruling("4k4/7R1/9/9/9/9/9/9/9/3K5 w", {"h8h9", "e9e8", "h9h8", "e8e9"}, kBlackWins, "perpetual check by Red");
}
TEST(AsianRepetition, ChecksByBothSidesDraw) {
  // Each horse move uncovers or masks a cannon: every move resolves a check and gives one back.
  expect_ruling("5k3/9/9/9/9/9/6n2/9/3K2N1c/5C3 w", {"g1f3", "g3f1", "f3g1", "f1g3"}, kDraw,
                "repetition: both sides check perpetually");
}
TEST(AsianRepetition, OneCheckOneIdleMoveDraws) {
  expect_ruling("4k4/9/9/9/9/9/9/7R1/9/3K5 w", {"h2h9", "e9e8", "h9h2", "e8e9"}, kDraw, "repetition");
}
TEST(AsianRepetition, OneCheckOneChaseDraws) {
  // Red checks from f3, then chases the unprotected horse on d6 from d3.
  expect_ruling("9/9/5k3/3n5/6c2/9/3R5/4C3n/9/3K5 w", {"d3f3", "g5f5", "f3d3", "f5g5"}, kDraw, "repetition");
}
TEST(AsianRepetition, PerpetualCheckAgainstPerpetualChaseLosesForTheChecker) {
  // Red checks with every move; each black reply blocks and attacks the horse on b4 anew (the
  // chariot on b6 and the one on b8 take turns). Checking is the worse offence.
  expect_ruling("3k5/1r7/9/1r7/4R4/1N7/3C5/9/9/5K3 w", {"e5d5", "b6d6", "d5e5", "d6b6"}, kBlackWins,
                "perpetual check by Red");
}

// Chases.
TEST(AsianRepetition, ChaseOfAnUnprotectedPieceLoses) {
  // Red's chariot follows the black cannon between files a and b.
  expect_ruling("4k4/9/c8/9/9/9/9/9/9/1R1K5 w", {"b0a0", "a7b7", "a0b0", "b7a7"}, kBlackWins, "perpetual chase by Red");
}
TEST(AsianRepetition, AttackOnAProtectedPieceDraws) {
  // As above, but the chariot on i7 guards the cannon on both squares.
  expect_ruling("4k4/9/c7r/9/9/9/9/9/9/1R1K5 w", {"b0a0", "a7b7", "a0b0", "b7a7"}, kDraw, "repetition");
}
TEST(AsianRepetition, HorseChasingAnUnprotectedChariotLoses) {
  expect_ruling("4k4/9/9/9/3N5/r8/9/9/9/3K5 w", {"d5c3", "a4b4", "c3d5", "b4a4"}, kBlackWins, "perpetual chase by Red");
}
TEST(AsianRepetition, HorseChasingAProtectedChariotLoses) {
  // The chariot on i4 guards a4 and b4: a horse may not chase a chariot even so.
  expect_ruling("4k4/9/9/9/3N5/r7r/9/9/9/3K5 w", {"d5c3", "a4b4", "c3d5", "b4a4"}, kBlackWins,
                "perpetual chase by Red");
}
TEST(AsianRepetition, CannonChasingAProtectedChariotLoses) {
  // The cannon jumps the black soldiers on a4 and b4; the chariot on i7 guards a7 and b7.
  expect_ruling("4k4/9/r7r/9/9/pp7/9/9/9/1C1K5 w", {"b0a0", "a7b7", "a0b0", "b7a7"}, kBlackWins,
                "perpetual chase by Red");
}
TEST(AsianRepetition, ChaseByTheKingIsAllowed) {
  // The red king follows the unprotected cannon along rank 2 of its palace.
  expect_ruling("5k3/9/9/9/9/9/9/3c5/4K4/9 w", {"e1d1", "d2e2", "d1e1", "e2d2"}, kDraw, "repetition");
}
TEST(AsianRepetition, ChaseByASoldierIsAllowed) {
  // A crossed red soldier follows the unprotected cannon between files a and b. (A soldier on its
  // own half only moves forward, so it cannot repeat a chase at all.)
  expect_ruling("4k4/9/c8/1P7/9/9/9/9/9/3K5 w", {"b6a6", "a7b7", "a6b6", "b7a7"}, kDraw, "repetition");
}
TEST(AsianRepetition, ChaseOfACrossedSoldierLoses) {
  // Red's chariots take turns attacking the black soldier on a4: the one on b1 steps in front of
  // the one on a0, then steps away and uncovers it.
  expect_ruling("4k4/9/9/9/9/p8/9/9/1R7/R2K5 w", {"b1a1", "e9e8", "a1b1", "e8e9"}, kBlackWins,
                "perpetual chase by Red");
}
TEST(AsianRepetition, AttackOnAnUncrossedSoldierIsNoChase) {
  expect_ruling("4k4/9/9/9/p8/9/9/9/1R7/R2K5 w", {"b1a1", "e9e8", "a1b1", "e8e9"}, kDraw, "repetition");
}
TEST(AsianRepetition, OnePieceAttackingTwoAlternatelyDraws) {
  // Red's chariot attacks the cannon on a7 from a0 and the horse on b3 from b0.
  expect_ruling("4k4/9/c8/9/9/9/1n7/9/9/1R1K5 w", {"b0a0", "e9e8", "a0b0", "e8e9"}, kDraw, "repetition");
}
TEST(AsianRepetition, OfferToExchangeDraws) {
  // Red's chariot keeps facing the black chariot, which could take it back at any time.
  expect_ruling("4k4/9/r8/9/9/9/9/9/9/1R1K5 w", {"b0a0", "a7b7", "a0b0", "b7a7"}, kDraw, "repetition");
}
TEST(AsianRepetition, ChaseOfAPinnedLikePieceLoses) {
  // The black chariot is pinned to the e-file by the cannon on e2 (over the advisor on e8): it
  // cannot take back the red chariot that attacks it, so that is a chase, not an offer.
  expect_ruling("4k4/4a4/9/4r4/R8/9/9/4C4/4K4/9 w", {"a5a6", "e6e5", "a6a5", "e5e6"}, kBlackWins,
                "perpetual chase by Red");
}
TEST(AsianRepetition, ProtectorThatIsPinnedDoesNotProtect) {
  // As in AttackOnAProtectedPieceDraws, but the guard on e7 is pinned to its king by the chariot
  // on e3, so the cannon is not truly protected.
  expect_ruling("4k4/9/c3r4/9/9/9/4R4/9/9/1R1K5 w", {"b0a0", "a7b7", "a0b0", "b7a7"}, kBlackWins,
                "perpetual chase by Red");
}
TEST(AsianRepetition, TwoPiecesTakingTurnsOnOnePieceLose) {
  // The crossed-soldier case above is this pattern; here the target is a horse and Black idles.
  expect_ruling("4k4/9/9/9/n8/9/9/9/1R7/R2K5 w", {"b1a1", "e9e8", "a1b1", "e8e9"}, kBlackWins,
                "perpetual chase by Red");
}
TEST(AsianRepetition, BothSidesChasingDraw) {
  // Each side's two chariots take turns on an unprotected horse, on the a-file and the i-file.
  expect_ruling("4k3r/7r1/9/9/n8/9/8N/9/1R7/R2K5 w", {"b1a1", "h8i8", "a1b1", "i8h8"}, kDraw,
                "repetition: both sides chase perpetually");
}
TEST(AsianRepetition, EscapingACheckOrAPinChasesNothing) {
  // Black only moves its king: out of check, then out of the pin on its chariot. The chariot's
  // attack on the cannon on a6 is not new either time.
  expect_ruling("9/5k3/9/C3r4/9/9/9/9/3KR4/9 w", {"e1f1", "f8e8", "f1e1", "e8f8"}, kDraw, "repetition");
}

// What one move chases: bit i is the enemy piece in slot i (horses 5-6, chariots 7-8, cannons 9-10).
uint16_t chased(const char* fen, const char* move) { return chased_by(position(fen), parse_iccs(move)); }
constexpr uint16_t slot(int i) { return uint16_t(1u << i); }

TEST(Chase, NewAttackOnAnUnprotectedPiece) { EXPECT_EQ(chased("4k4/9/c8/9/9/9/9/9/9/1R1K5 w", "b0a0"), slot(9)); }
TEST(Chase, AttackThatWasAlreadyThereIsNotNew) {
  // The chariot already attacked the cannon on a7 from a0; from a1 it still does.
  EXPECT_EQ(chased("4k4/9/c8/9/9/9/9/9/9/R2K5 w", "a0a1"), 0);
}
TEST(Chase, UncoveredAttackCounts) {
  // The chariot on a1 steps aside and uncovers the one on a0: that attack on the horse is new.
  EXPECT_EQ(chased("4k4/9/9/9/n8/9/9/9/R8/R2K5 w", "a1b1"), slot(5));
}
TEST(Chase, CheckIsNotAChase) {
  // The horse checks from g8 and attacks the chariot on e7 too.
  EXPECT_EQ(chased("4k4/9/4r4/7N1/9/9/9/9/9/3K5 w", "h6g8"), 0);
}
TEST(Chase, KingMoveIsNotAChase) { EXPECT_EQ(chased("5k3/9/9/9/9/9/9/3c5/4K4/9 w", "e1d1"), 0); }
TEST(Chase, SoldierIsNotAChaser) { EXPECT_EQ(chased("4k4/9/c8/1P7/9/9/9/9/9/3K5 w", "b6a6"), 0); }
TEST(Chase, LesserPieceOnAChariotCountsEvenIfProtected) {
  EXPECT_EQ(chased("4k4/9/9/9/3N5/r7r/9/9/9/3K5 w", "d5c3"), slot(7));
}

}  // namespace
}  // namespace plyground::xiangqi
