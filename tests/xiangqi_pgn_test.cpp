#include "games/xiangqi/pgn.hpp"

#include <sstream>

#include "test_support.hpp"

namespace plyground::xiangqi {
namespace {

std::optional<std::vector<PgnGame>> read(const std::string& text, std::string* error = nullptr) {
  std::istringstream in(text);
  return read_pgn(in, error);
}

TEST(Pgn, ReadsTagsMovesCommentsAndResult) {
  const auto games = read(
      "[Event \"Test\"]\n[White \"a\"]\n[Black \"b \\\"q\\\"\"]\n[Variant \"xiangqi\"]\n[Result \"1-0\"]\n\n"
      "1. h2e2 {+0.20/3} h9g7 2. h0g2 ; a line comment\n{long\ncomment} i9h9 $1 3.b0c2 1-0\n");
  ASSERT_TRUE(games);
  ASSERT_EQ(games->size(), 1u);
  const PgnGame& g = (*games)[0];
  EXPECT_EQ(g.tag("Black"), "b \"q\"");
  EXPECT_EQ(g.moves.size(), 5u);
  EXPECT_EQ(g.comments[0], "+0.20/3");
  EXPECT_EQ(g.result, Result::FIRST_PLAYER_WINS);
}

TEST(Pgn, WritesAndReadsBackAFenGame) {
  PgnGame game;
  game.start = test::position("4k4/9/7R1/9/9/9/9/9/9/3K5 w - - 0 30");
  game.set_tag("White", "x");
  Position pos = game.start;
  for (const char* m : {"h7h9", "e9e8"}) {
    const Move move = parse_legal_iccs(pos, m);
    ASSERT_TRUE(move);
    game.moves.push_back(move);
    Position::Undo undo;
    pos.do_move(move, undo);
  }
  game.comments = {"", "-M1/2"};
  game.result = Result::DRAW;
  const std::string text = write_pgn(game);
  EXPECT_NE(text.find("[FEN \"4k4/9/7R1/9/9/9/9/9/9/3K5 w - - 0 30\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("30. h7h9 e9e8 {-M1/2} 1/2-1/2"), std::string::npos) << text;
  std::string error;
  const auto back = read(text, &error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].moves, game.moves);
  EXPECT_EQ((*back)[0].start.fen(), game.start.fen());
}

TEST(Pgn, MalformedInputNamesItsLine) {
  struct Case {
    const char* text;
    const char* message;
  };
  for (const Case& c : {Case{"[White \"a\"]\n\n1. h2e2 h9g7 2. h2h9 1-0\n", "line 3: move 3: 'h2h9' is not a legal move"},
                        Case{"[White \"a\"\n1. h2e2 *\n", "line 1: malformed tag"},
                        Case{"[Variant \"chess\"]\n1. e2e4 *\n", "line 1: not a Xiangqi game"},
                        Case{"[FEN \"9/9 w\"]\n*\n", "line 1: bad FEN tag"},
                        Case{"1. h2e2 h9g7\n", "no result token"},
                        Case{"1. h2e2 {unclosed\n", "unterminated comment"},
                        Case{"1. h2e2 (1. b2e2) *\n", "variations are not supported"},
                        Case{"1. zz *\n", "'zz' is not an ICCS move"}}) {
    std::string error;
    EXPECT_FALSE(read(c.text, &error)) << c.text;
    EXPECT_NE(error.find(c.message), std::string::npos) << "error was: " << error;
  }
}

}  // namespace
}  // namespace plyground::xiangqi
