// PGN through the game modules: what Plyground writes reads back; what other programs write
// (comments, NAGs, variations) reads; faults name their line and ply.
#include "match/pgn.hpp"
#include "games/registry.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace plyground::host {
namespace {

const GameModule& xiangqi() { return game_module("xiangqi"); }

std::optional<std::vector<PgnGame>> read(const std::string& text, std::string* error = nullptr,
                                         const GameModule& game = xiangqi()) {
  std::istringstream in(text);
  Expected<std::vector<PgnGame>> games = read_pgn(game, in);
  if (!games && error) *error = games.reason();
  if (!games) return std::nullopt;
  return std::move(*games);
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

// A variation is read with the move it replaces; one inside it is skipped.
TEST(Pgn, VariationsAreRead) {
  std::string error;
  const auto games = read("1. h2e2 (1. b2e2 b9c7 (1... h9g7)) h9g7 {a (comment)} *\n", &error);
  ASSERT_TRUE(games) << error;
  EXPECT_EQ((*games)[0].moves, (std::vector<std::string>{"h2e2", "h9g7"}));
  EXPECT_EQ((*games)[0].comments[1], "a (comment)");
  ASSERT_EQ((*games)[0].variations.size(), 1u);
  EXPECT_EQ((*games)[0].variations[0].ply, 0u);
  EXPECT_EQ((*games)[0].variations[0].moves, (std::vector<std::string>{"b2e2", "b9c7"}));
  // A game keeps at most kMostVariations; the rest are skipped, and empty ones cost nothing.
  std::string many = "1. h2e2 ";
  for (size_t i = 0; i < kMostVariations + 5; ++i) many += "(1. b2e2) ()";
  const auto capped = read(many + " *\n", &error);
  ASSERT_TRUE(capped) << error;
  EXPECT_EQ((*capped)[0].variations.size(), kMostVariations);
  // A move a variation cannot play (illegal here, a null move, a malformed token) ends what is kept of it.
  for (const char* variation : {"(1. b2e2 b9b2 b9c7)", "(1. b2e2 -- b9c7)", "(1. b2e2 Z0)", "(1. b2e2 7)"}) {
    const auto lenient = read(std::string("1. h2e2 ") + variation + " h9g7 *\n", &error);
    ASSERT_TRUE(lenient) << variation << ": " << error;
    EXPECT_EQ((*lenient)[0].moves, (std::vector<std::string>{"h2e2", "h9g7"})) << variation;
    ASSERT_EQ((*lenient)[0].variations.size(), 1u) << variation;
    EXPECT_EQ((*lenient)[0].variations[0].moves, (std::vector<std::string>{"b2e2"})) << variation;
  }
  EXPECT_FALSE(read("1. h2e2 -- *\n", &error));  // the game's own moves must read
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
  ASSERT_EQ((*back)[0].variations.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ((*back)[0].variations[i].ply, game.variations[i].ply);
    EXPECT_EQ((*back)[0].variations[i].moves, game.variations[i].moves);
  }
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
  // As Xiangqi programs write it (xqbase.com's convention).
  EXPECT_EQ(text.substr(0, text.find("[Result")),
            "[Game \"Chinese Chess\"]\n[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
            "[Red \"x\"]\n[Black \"?\"]\n");
  EXPECT_NE(text.find("[Format \"ICCS\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[FEN \"4k4/9/7R1/9/9/9/9/9/9/3K5 w - - 0 30\"]"), std::string::npos) << text;
  EXPECT_EQ(text.find("Variant"), std::string::npos) << text;
  EXPECT_NE(text.find("30. H7-H9 E9-E8 {-M1/2} 1/2-1/2"), std::string::npos) << text;
  std::string error;
  const auto back = read(text, &error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].moves, game.moves);
  EXPECT_EQ((*back)[0].start_fen, game.start_fen);
  EXPECT_EQ((*back)[0].tag("White"), "x");  // Red's player, kept as the first side's
}

// Xiangqi as its programs write it: a Game tag, Red and Black, moves in Chinese (xqbase.com's
// example game, its FEN with "r" for Red to move) or WXF.
TEST(Pgn, ReadsXiangqiAsXiangqiProgramsWriteIt) {
  std::string error;
  const auto games = read(
      "[Game \"Chinese Chess\"]\n[Event \"许银川让九子对聂棋圣\"]\n[Red \"许银川\"]\n[Black \"聂卫平\"]\n"
      "[Result \"1-0\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR r - - 0 1\"]\n"
      "[Format \"Chinese\"]\n\n1. 炮八平五 炮８平５\n{　　评注}\n2. 炮五进五 象７进５ 3. 炮二平五 马８进７ 1-0\n"
      "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2.5 H8+7 2. H2+3 *\n",
      &error);
  ASSERT_TRUE(games) << error;
  ASSERT_EQ(games->size(), 2u);
  EXPECT_EQ((*games)[0].tag("White"), "许银川");
  EXPECT_EQ((*games)[0].tag("Black"), "聂卫平");
  EXPECT_EQ((*games)[0].moves, (std::vector<std::string>{"b2e2", "h7e7", "e2e7", "g9e7", "h2e2", "h9g7"}));
  EXPECT_EQ((*games)[1].moves, (std::vector<std::string>{"h2e2", "h9g7", "h0g2"}));
  EXPECT_FALSE(read("[Game \"Chinese Chess\"]\n\n1. e4 *\n", &error, game_module("chess")));
  EXPECT_EQ(error, "line 1: not a Chess game (Game \"Chinese Chess\")");
}

// Xiangqi as Fairy-Stockfish-based sites write it: [Variant "xiangqi"], algebraic moves with ranks
// 1 to 10 (a game from elephantchess.io's database); written back move for move.
TEST(Pgn, ReadsXiangqiAsFairyStockfishSitesWriteIt) {
  const std::string movetext =
      "1. Che3 Nhg8 2. Nhg3 Rih10 3. Rih1 Nbc8 4. Pg5 Pc6 5. Nba3 Pa6 6. Cbc3 Ncb6 7. Ra2 Bce8 8. Rad2 Nbxa4 "
      "9. Cc2 Ra7 10. Rh7 Afe9 11. Rd4 Chi8 12. Rxh10 Ngxh10 13. Cch2 Pe6 14. Cxe6 Raf7 15. Pe5 Nhg8 16. Ade2 Pa5 "
      "17. Bce3 Cba8 18. Nac2 Pab5 19. Ngh5 Ci9 20. Ch3 Nab2 21. Kd1 Rfe7 22. Nhxg7 Cad8+ 23. Ke1 Cd7 24. Ngf5 Ref7 "
      "25. Pg6 Rxf5 26. Rxd7 Rfxe5 27. Ncd4 Pbc5 28. Pxc5 Pxc5 29. Rdg7 Pcd5 30. Pgf6";
  std::string error;
  const auto games =
      read("[White \"Wang Tianyi\"]\n[Black \"Cao YanLei\"]\n[Variant \"Xiangqi\"]\n\n" + movetext + " *\n", &error);
  ASSERT_TRUE(games) << error;
  const std::vector<std::string>& moves = (*games)[0].moves;
  ASSERT_EQ(moves.size(), 59u);
  EXPECT_EQ(moves[0], "h2e2");
  EXPECT_EQ(moves[3], "i9h9");
  std::unique_ptr<GameState> game = xiangqi().new_game();
  const auto& notations = xiangqi().notations();
  const size_t san = size_t(std::find(notations.begin(), notations.end(), "SAN") - notations.begin());
  std::string written;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (i % 2 == 0) written += std::to_string(i / 2 + 1) + ". ";
    written += game->write(moves[i], san) + (i + 1 < moves.size() ? " " : "");
    ASSERT_EQ(game->play(moves[i]).reason(), "");
  }
  EXPECT_EQ(written, movetext);
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
  EXPECT_NE(written.find("1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4 exd4) 3. Bb5 {the Ruy Lopez} a6"), std::string::npos)
      << written;
  EXPECT_NE(written.find("5. O-O Be7"), std::string::npos) << written;
  EXPECT_EQ(written.find("Variant"), std::string::npos) << written;
  const auto back = read(written, &error, chess);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ((*back)[0].moves, g.moves);
}

// Long algebraic, as some programs write it, and a null move in a variation (ChessBase's "--").
TEST(Pgn, ReadsLongAlgebraicAndNullMovesInVariations) {
  const GameModule& chess = game_module("chess");
  std::string error;
  const auto games = read("1. e2-e4 e7-e5 2. Ng1-f3 (2. Bf1-c4 -- 3. Qd1-h5) Nb8xc6?? *\n", &error, chess);
  ASSERT_FALSE(games) << "Nb8xc6 captures nothing";
  const auto lan = read("1. e2-e4 e7-e5 2. Ng1-f3 (2. Bf1-c4 -- 3. Qd1-h5) Nb8-c6 3. Bf1xb5?? *\n", &error, chess);
  EXPECT_FALSE(lan) << "Bf1xb5: b5 is empty";
  const auto fine = read("1. e2-e4 e7-e5 2. Ng1-f3 (2. Bf1-c4 -- 3. Qd1-h5) Nb8-c6 *\n", &error, chess);
  ASSERT_TRUE(fine) << error;
  EXPECT_EQ((*fine)[0].moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6"}));
  EXPECT_EQ((*fine)[0].variations.at(0).moves, (std::vector<std::string>{"f1c4"}));
}

// A move after the game ended by the rules (a threefold repetition here) is refused by its ply,
// not recorded unplayed.
TEST(Pgn, AMoveAfterTheEndIsRefused) {
  std::string error;
  EXPECT_FALSE(read("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *\n", &error, game_module("chess")));
  EXPECT_EQ(error, "line 1: move 5 (ply 9): the game is over (threefold repetition)");
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
        Case{"1. zz *\n", "'zz' is not an ICCS move"},
        Case{"[Result \"1-0\"]\n\n1. h2e2 h9g7 0-1\n",
             "line 3: the Result tag says '1-0' where the moves end with '0-1'"},
        Case{"[Term[Event \"x\"]\n1. h2e2 *\n", "line 1: malformed tag name"}}) {
    std::string error;
    EXPECT_FALSE(read(c.text, &error)) << c.text;
    EXPECT_NE(error.find(c.message), std::string::npos) << "error was: " << error;
  }
}

}  // namespace
}  // namespace plyground::host
