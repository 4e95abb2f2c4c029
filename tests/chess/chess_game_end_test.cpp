// How a game ends: checkmate, stalemate, repetition, the fifty-move rule, insufficient material;
// and what play() and undo() accept.
#include "chess_test_support.hpp"

namespace plyground::chess {
namespace {

// Plays UCI moves into the game; each must be accepted.
void play(Game& game, const std::vector<std::string>& line) {
  for (const std::string& uci : line) {
    std::string error;
    ASSERT_TRUE(game.play(test::move(game.position(), uci), &error)) << uci << ": " << error;
  }
}

TEST(GameEnd, CheckmateEndsTheGame) {
  Game game;
  play(game, {"f2f3", "e7e5", "g2g4"});
  EXPECT_FALSE(game.end().over());
  play(game, {"d8h4"});  // fool's mate
  EXPECT_EQ(game.end().result, Result::SECOND_PLAYER_WINS);
  EXPECT_EQ(game.end().reason, "checkmate");
  std::string error;
  EXPECT_FALSE(game.play(Move(make_square(0, 1), make_square(0, 2)), &error));  // a2a3
  EXPECT_EQ(error, "the game is over (checkmate)");
  EXPECT_EQ(game.moves().size(), 4u);
}

TEST(GameEnd, StalemateIsDraw) {
  Game game(test::position("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"));
  play(game, {"e7f7"});
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "stalemate");
  Game other(test::position("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"));
  play(other, {"e7d7"});
  EXPECT_FALSE(other.end().over());
}

TEST(GameEnd, ThreefoldRepetition) {
  Game game;
  const std::vector<std::string> shuffle = {"g1f3", "g8f6", "f3g1", "f6g8"};
  play(game, shuffle);  // the start position, second time
  play(game, {"g1f3", "g8f6", "f3g1"});
  EXPECT_FALSE(game.end().over());
  play(game, {"f6g8"});  // third time
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "threefold repetition");
  game.undo();
  EXPECT_FALSE(game.end().over());
}

TEST(GameEnd, RepetitionNeedsTheSameCastlingRights) {
  // After 1. e4 e5 the kings walk out and back: the board recurs, but without castling rights
  // it is a different position, so the first occurrence does not count.
  Game game;
  play(game, {"e2e4", "e7e5"});
  const std::vector<std::string> walk = {"e1e2", "e8e7", "e2e1", "e7e8"};
  play(game, walk);
  play(game, walk);  // the board a third time, the position a second time
  EXPECT_FALSE(game.end().over());
  play(game, {"e1e2", "e8e7"});  // kings on e2 and e7 (no rights) a third time
  EXPECT_EQ(game.end().reason, "threefold repetition");
}

TEST(GameEnd, FiftyMoveRule) {
  Game game(test::position("4k3/8/8/8/8/8/8/R3K3 w - - 98 60"));
  play(game, {"a1a2"});
  EXPECT_FALSE(game.end().over());
  play(game, {"e8d8"});
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "fifty-move rule");
}

TEST(GameEnd, CaptureResetsTheFiftyMoveCount) {
  Game game(test::position("4k3/8/8/8/8/8/r7/R3K3 w - - 98 60"));
  play(game, {"a1a2"});  // takes the rook
  EXPECT_EQ(game.position().halfmove_clock(), 0);
  play(game, {"e8d8"});
  EXPECT_FALSE(game.end().over());
}

TEST(GameEnd, MateOnTheFiftiethMoveStands) {
  Game mate(test::position("k7/8/1K6/8/8/8/8/7R w - - 99 80"));
  play(mate, {"h1h8"});
  EXPECT_EQ(mate.position().halfmove_clock(), 100);
  EXPECT_EQ(mate.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(mate.end().reason, "checkmate");
  Game quiet(test::position("k7/8/1K6/8/8/8/8/7R w - - 99 80"));
  play(quiet, {"h1h2"});
  EXPECT_EQ(quiet.end().reason, "fifty-move rule");
}

TEST(GameEnd, InsufficientMaterial) {
  Game game(test::position("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1"));
  EXPECT_FALSE(game.end().over());
  play(game, {"e1e2"});
  EXPECT_EQ(game.end().result, Result::DRAW);
  EXPECT_EQ(game.end().reason, "insufficient material");
  EXPECT_EQ(Game(test::position("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1")).end().reason, "");  // two colours
  EXPECT_EQ(Game(test::position("4k3/8/8/8/8/8/8/B3K1B1 w - - 0 1")).end().reason, "insufficient material");
}

TEST(GameEnd, PlayRefusesIllegalMoves) {
  Game game;
  std::string error;
  EXPECT_FALSE(game.play(Move(make_square(4, 1), make_square(4, 4)), &error));  // e2e5
  EXPECT_EQ(error, "'e2e5' is not a legal move in this position");
  EXPECT_FALSE(game.play(Move::none(), &error));
  EXPECT_TRUE(game.moves().empty());
  EXPECT_EQ(game.position(), game.start_position());
}

TEST(GameEnd, UndoRestoresTheGame) {
  Game game;
  play(game, {"f2f3", "e7e5", "g2g4", "d8h4"});
  game.undo();
  EXPECT_FALSE(game.end().over());
  EXPECT_EQ(game.moves().size(), 3u);
  game.undo();
  game.undo();
  game.undo();
  game.undo();  // nothing left: no-op
  EXPECT_EQ(game.position(), Position::start());
  EXPECT_EQ(game.position().hash(), Position::start().hash());
}

}  // namespace
}  // namespace plyground::chess
