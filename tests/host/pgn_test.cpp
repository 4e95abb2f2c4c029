// PGN through the game modules: what Plyground writes reads back; what other programs write
// (comments, NAGs, variations) reads; faults name their line and ply.
#include "match/pgn.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace plyground::host {
namespace {

const GameModule& xiangqi() { return game_module("xiangqi"); }

std::optional<std::vector<PgnGame>> read(const std::string& text, std::string* error = nullptr,
                                         const GameModule& game = xiangqi()) {
  std::istringstream in(text);
  return read_pgn(game, in, error);
}

TEST(Pgn, ReadsTagsMovesCommentsAndResult) {
  const auto games = read(
      "[Event \"Test\"]\n[White \"a\"]\n[Black \"b \\\"q\\\"\"]\n[Variant \"xiangqi\"]\n[Result \"1-0\"]\n\n"
      "1. h2e2 {+0.20/3} h9g7 2. h0g2 ; a line comment\n{long\ncomment} i9h9 $1 3.b0c2! 1-0\n");
  ASSERT_TRUE(games);
  ASSERT_EQ(games->size(), 1u);
  const PgnGame& g = (*games)[0];
  EXPECT_EQ(g.tag("Black"), "b \"q\"");
  EXPECT_EQ(g.moves, (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9", "b0c2"}));
  EXPECT_EQ(g.comments[0], "+0.20/3");
  EXPECT_EQ(g.result, Result::FIRST_PLAYER_WINS);
}

TEST(Pgn, VariationsAreSkipped) {
  std::string error;
  const auto games = read("1. h2e2 (1. b2e2 b9c7 (1... h9g7)) h9g7 {a (comment)} *\n", &error);
  ASSERT_TRUE(games) << error;
  EXPECT_EQ((*games)[0].moves, (std::vector<std::string>{"h2e2", "h9g7"}));
  EXPECT_EQ((*games)[0].comments[1], "a (comment)");
}

// A line left by a branch is written after the move it replaces, numbered from there; read back,
// the game is the main line.
TEST(Pgn, WritesVariationsAfterTheMovesTheyReplace) {
  const GameModule& chess = game_module("chess");
  PgnGame game;
  game.moves = {"e2e4", "e7e5", "g1f3", "b8c6"};
  game.comments = {"", "", "main", ""};
  game.variations = {{1, {"c7c5", "g1f3"}}, {2, {"f1c4"}}, {2, {"d2d4", "e5d4"}}};
  const std::string text = write_pgn(chess, game);
  EXPECT_NE(text.find("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {main} (2. Bc4) (2. d4 exd4) Nc6 *"), std::string::npos)
      << text;
  std::string error;
  const auto back = read(text, &error, chess);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].moves, game.moves);
  game.variations = {{1, {"e7e6", "e2e4"}}};  // the second move is not legal there
  EXPECT_THROW(write_pgn(chess, game), std::invalid_argument);
}

TEST(Pgn, WritesAndReadsBackAFenGame) {
  PgnGame game;
  game.start_fen = "4k4/9/7R1/9/9/9/9/9/9/3K5 w - - 0 30";
  game.set_tag("White", "x");
  game.moves = {"h7h9", "e9e8"};
  game.comments = {"", "-M1/2"};
  game.result = Result::DRAW;
  const std::string text = write_pgn(xiangqi(), game);
  EXPECT_NE(text.find("[FEN \"4k4/9/7R1/9/9/9/9/9/9/3K5 w - - 0 30\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[Variant \"xiangqi\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("30. h7h9 e9e8 {-M1/2} 1/2-1/2"), std::string::npos) << text;
  std::string error;
  const auto back = read(text, &error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].moves, game.moves);
  EXPECT_EQ((*back)[0].start_fen, game.start_fen);
}

TEST(Pgn, TicTacToeGamesRoundTrip) {
  const GameModule& game = game_module("tictactoe");
  PgnGame record;
  record.moves = {"b2", "a1", "c3"};
  record.result = Result::ONGOING;
  const std::string text = write_pgn(game, record);
  EXPECT_NE(text.find("1. b2 a1 2. c3 *"), std::string::npos) << text;
  std::string error;
  const auto back = read(text, &error, game);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].moves, record.moves);
  EXPECT_FALSE(read(text, &error));                                        // not a Xiangqi game
  EXPECT_EQ(error, "line 8: not a Xiangqi game (Variant \"tictactoe\")");  // after the seven-tag roster
}

// A game as other chess programs write it: SAN, NAGs, comments, nested variations, annotations.
TEST(Pgn, ReadsChessFromOtherPrograms) {
  const GameModule& chess = game_module("chess");
  const char* text =
      "[Event \"Casual\"]\n[Site \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
      "1.e4 e5 2.Nf3 $1 Nc6 (2...d6 3.d4 (3.Bc4) exd4) 3.Bb5 {the Ruy Lopez} a6 4.Ba4 Nf6\n"
      "5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3!? 1-0\n";
  std::string error;
  const auto games = read(text, &error, chess);
  ASSERT_TRUE(games) << error;
  const PgnGame& g = (*games)[0];
  ASSERT_EQ(g.moves.size(), 17u);
  EXPECT_EQ(g.moves[8], "e1g1");  // O-O, as the king's move
  EXPECT_EQ(g.moves[15], "e8g8");
  EXPECT_EQ(g.comments[4], "the Ruy Lopez");
  EXPECT_EQ(g.result, Result::FIRST_PLAYER_WINS);
  // Written back in SAN, without a Variant tag, and read again.
  const std::string written = write_pgn(chess, g);
  // The seven-tag roster in its order, unknown values marked as PGN marks them.
  EXPECT_EQ(written.rfind("[Event \"Casual\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                          "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n",
                          0),
            0u)
      << written;
  EXPECT_NE(written.find("1. e4 e5 2. Nf3 Nc6 3. Bb5 {the Ruy Lopez} a6"), std::string::npos) << written;
  EXPECT_NE(written.find("5. O-O Be7"), std::string::npos) << written;
  EXPECT_EQ(written.find("Variant"), std::string::npos) << written;
  const auto back = read(written, &error, chess);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].moves, g.moves);
}

TEST(Pgn, ChessPromotionAndABadMoveNamedByItsPly) {
  const GameModule& chess = game_module("chess");
  std::string error;
  const auto games = read("[FEN \"7k/P7/8/8/8/8/8/K7 w - - 0 1\"]\n1. a8=Q+ Kh7 *\n", &error, chess);
  ASSERT_TRUE(games) << error;
  EXPECT_EQ((*games)[0].moves, (std::vector<std::string>{"a7a8q", "h8h7"}));
  EXPECT_FALSE(read("1. e4 e5 2. Ke3 *\n", &error, chess));
  EXPECT_NE(error.find("line 1: move 2 (ply 3)"), std::string::npos) << error;
}

TEST(Pgn, MalformedInputNamesItsLine) {
  struct Case {
    const char* text;
    const char* message;
  };
  for (const Case& c :
       {Case{"[White \"a\"]\n\n1. h2e2 h9g7 2. h2h9 1-0\n", "line 3: move 2 (ply 3): 'h2h9' is not a legal move"},
        Case{"[White \"a\"\n1. h2e2 *\n", "line 1: malformed tag"},
        Case{"[Variant \"chess\"]\n1. e2e4 *\n", "line 1: not a Xiangqi game"},
        Case{"[FEN \"9/9 w\"]\n*\n", "line 1: bad FEN tag"}, Case{"1. h2e2 h9g7\n", "no result token"},
        Case{"1. h2e2 {unclosed\n", "unterminated comment"}, Case{"1. h2e2 (1. b2e2 *\n", "unterminated variation"},
        Case{"1. h2e2 } h9g7 *\n", "line 1: a '}' without its '{'"},  // found by fuzzing
        Case{"1. zz *\n", "'zz' is not an ICCS move"}}) {
    std::string error;
    EXPECT_FALSE(read(c.text, &error)) << c.text;
    EXPECT_NE(error.find(c.message), std::string::npos) << "error was: " << error;
  }
}

}  // namespace
}  // namespace plyground::host
