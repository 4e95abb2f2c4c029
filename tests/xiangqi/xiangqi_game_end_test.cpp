// How games end: no legal move, repetition under Asian rules, the 60-move rule.
#include "../test_support.hpp"
#include "games/xiangqi/game.hpp"

namespace plyground::xiangqi {
namespace {

using test::position;

// Plays ICCS moves, failing the test on an illegal one.
void play(Game& game, std::initializer_list<const char*> moves) {
  for (const char* text : moves) {
    std::string error;
    ASSERT_TRUE(game.play(parse_iccs(text), &error)) << text << ": " << error;
  }
}

TEST(GameEnd, CheckmateLoses) {
  const Game game(position("r2akab2/9/9/2p3p2/9/4C4/P8/4C4/9/3K1A2R b"));  // cannon e2 over cannon e4
  EXPECT_EQ(game.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(game.end().reason, "checkmate: Black has no legal move");
}

TEST(GameEnd, StalemateLoses) {
  const Game black(position("3k5/R8/9/9/9/9/2P6/9/9/2B1KA3 b"));
  EXPECT_EQ(black.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(black.end().reason, "stalemate: Black has no legal move");
  const Game red(position("5kb2/4r4/3a5/2p6/9/9/9/1n7/9/3K5 w"));
  EXPECT_EQ(red.end().result, Result::SECOND_PLAYER_WINS);
  EXPECT_EQ(red.end().reason, "stalemate: Red has no legal move");
}

TEST(GameEnd, GameGoesOnWithMovesLeft) {
  Game game;
  EXPECT_FALSE(game.end().over());
  play(game, {"h2e2", "h9g7"});
  EXPECT_FALSE(game.end().over());
}

TEST(GameEnd, PerpetualCheckLoses) {
  // Red's chariot checks along ranks 9 and 8 while the black king steps between e9 and e8.
  Game game(position("4k4/9/7R1/9/9/9/9/9/9/3K5 w"));
  play(game, {"h7h9", "e9e8", "h9h8", "e8e9", "h8h9", "e9e8", "h9h8", "e8e9"});
  EXPECT_FALSE(game.end().over());  // positions have occurred twice, none three times
  play(game, {"h8h9"});             // the position after ply 1 occurs a third time
  EXPECT_EQ(game.end().result, Result::SECOND_PLAYER_WINS);
  EXPECT_EQ(game.end().reason, "perpetual check by Red");
}

TEST(GameEnd, IdleRepetitionDraws) {
  Game game(position("3k5/9/9/9/9/9/9/9/9/4K4 w"));
  play(game, {"e0f0", "d9d8", "f0e0", "d8d9", "e0f0", "d9d8", "f0e0", "d8d9"});
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "repetition");
}

TEST(GameEnd, SixtyMoveRuleDraws) {
  Game game(position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 118 80"));
  play(game, {"e0f0"});
  EXPECT_FALSE(game.end().over());
  play(game, {"d9d8"});
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "60-move rule: 60 moves by each side without a capture");
}

TEST(GameEnd, CaptureResetsTheSixtyMoveCount) {
  Game game(position("5k3/9/9/9/9/9/4p4/9/4R4/3K5 w - - 119 80"));
  play(game, {"e1e3"});  // the chariot takes the soldier on the 120th ply
  EXPECT_EQ(game.position().halfmove_clock(), 0);
  EXPECT_FALSE(game.end().over());
}

TEST(GameEnd, MovesAfterTheEndAreRefused) {
  Game game(position("r2akab2/9/9/2p3p2/9/4C4/P8/4C4/9/3K1A2R b"));
  std::string error;
  EXPECT_FALSE(game.play(parse_iccs("a9a8"), &error));
  EXPECT_NE(error.find("the game is over"), std::string::npos) << error;
}

TEST(GameEnd, UndoReopensTheGame) {
  Game game(position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 119 80"));
  play(game, {"e0f0"});
  EXPECT_TRUE(game.end().over());
  game.undo();
  EXPECT_FALSE(game.end().over());
  EXPECT_EQ(game.position().fen(), "3k5/9/9/9/9/9/9/9/9/4K4 w - - 119 80");
}

}  // namespace
}  // namespace plyground::xiangqi
