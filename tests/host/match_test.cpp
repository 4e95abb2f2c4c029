// The match runner: games end with a result and a reason, bad answers lose, PGN reads back.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "../test_support.hpp"
#include "games/registry.hpp"
#include "host_support.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;

// A player that answers what it is told to.
class Scripted : public Engine {
 public:
  Scripted(std::string move, std::string error = "") : move_(std::move(move)), error_(std::move(error)) {}
  const std::string& name() const override { return name_; }
  Status new_game() override { return {}; }
  MoveReply choose_move(const GameSoFar&, const Limits&, const InfoCallback&) override {
    MoveReply reply;
    reply.move = move_;
    reply.error = error_;
    return reply;
  }
  void stop() override {}
  bool has_option(const std::string&) const override { return false; }
  Status set_option(const std::string&, const std::string&) override { return failure("no options"); }

 private:
  std::string name_ = "scripted", move_, error_;
};

const GameModule& xiangqi() { return game_module("xiangqi"); }

class MatchOnEveryGame : public ::testing::TestWithParam<std::string> {};
INSTANTIATE_TEST_SUITE_P(Match, MatchOnEveryGame, ::testing::ValuesIn(game_ids()),
                         [](const ::testing::TestParamInfo<std::string>& p) { return p.param; });

TEST_P(MatchOnEveryGame, GameEndsAndItsPgnReadsBack) {
  const GameModule& module = game_module(GetParam());
  auto red = make_engine("greedy", shipped(), module);
  auto black = make_engine("random:seed=3", shipped(), module);
  const PlayedGame played = play_game(*red, *black, module, "", make_limits(0, 0));
  const PgnGame& game = played.record;
  ASSERT_NE(game.result, Result::ONGOING);
  // Every move was a player's answer, or chance's outcome (in a game with dice).
  const auto chance = std::count(game.comments.begin(), game.comments.end(), "chance");
  EXPECT_EQ(played.moves[0] + played.moves[1] + chance, int(game.moves.size()));
  EXPECT_EQ(chance > 0, module.dice());
  EXPECT_FALSE(game.tag("Termination").empty());

  // Replaying the moves with the kit's rules reaches the same end.
  auto replay = module.new_game();
  for (const std::string& m : game.moves) ASSERT_EQ(replay->play(m).reason(), "");
  EXPECT_EQ(replay->end().result, game.result);
  EXPECT_EQ(replay->end().reason, game.tag("Termination"));

  std::istringstream text(write_pgn(module, game) + write_pgn(module, game));
  const auto read = read_pgn(module, text);
  ASSERT_TRUE(read) << read.reason();
  ASSERT_EQ(read->size(), 2u);
  EXPECT_EQ((*read)[0].moves, game.moves);
  EXPECT_EQ((*read)[0].result, game.result);
  if (module.pgn_game().empty())
    EXPECT_EQ((*read)[0].tag("Variant"), std::string(module.pgn_variant()));
  else
    EXPECT_EQ((*read)[0].tag("Game"), std::string(module.pgn_game()));
  EXPECT_EQ((*read)[0].tag("White"), "greedy");
  EXPECT_EQ((*read)[0].tag("Termination"), game.tag("Termination"));
}

TEST(Match, IllegalMoveLoses) {
  Scripted liar("a0a9");
  auto black = make_engine("random", shipped(), xiangqi());
  const PgnGame game = play_game(liar, *black, xiangqi(), "", make_limits(0, 0)).record;
  EXPECT_EQ(game.result, Result::SECOND_PLAYER_WINS);
  EXPECT_THAT(game.tag("Termination"), HasSubstr("illegal move by scripted: 'a0a9' is not a legal move"));
  EXPECT_TRUE(game.moves.empty());
}

TEST(Match, GarbageAndEmptyMovesLose) {
  auto red = make_engine("random", shipped(), xiangqi());
  Scripted garbage("xyzzy"), silent(""), wxf("C2.5");
  EXPECT_THAT(play_game(*red, garbage, xiangqi(), "", make_limits(0, 0)).record.tag("Termination"),
              HasSubstr("'xyzzy' is not an ICCS move"));
  // A legal move, but not in the coordinates the plugin interface carries.
  EXPECT_THAT(play_game(wxf, *red, xiangqi(), "", make_limits(0, 0)).record.tag("Termination"),
              HasSubstr("'C2.5' is not written in ICCS"));
  const auto game = play_game(*red, silent, xiangqi(), "", make_limits(0, 0)).record;
  EXPECT_EQ(game.result, Result::FIRST_PLAYER_WINS);
  EXPECT_THAT(game.tag("Termination"), HasSubstr("no move given"));
}

TEST(Match, PlayerErrorLoses) {
  Scripted broken("", "out of ideas");
  auto black = make_engine("random", shipped(), xiangqi());
  const auto game = play_game(broken, *black, xiangqi(), "", make_limits(0, 0)).record;
  EXPECT_EQ(game.result, Result::SECOND_PLAYER_WINS);
  EXPECT_EQ(game.tag("Termination"), "scripted failed: out of ideas");
}

TEST(Match, OpeningsFileIsRead) {
  const auto openings = load_openings(xiangqi(), test::data_path("xiangqi-openings.epd"));
  EXPECT_EQ(openings.size(), 200u);
  EXPECT_THROW(load_openings(xiangqi(), test::data_path("bad/wrong-fen.epd")), std::runtime_error);
  EXPECT_THROW(load_openings(xiangqi(), test::data_path("no-such-file.epd")), std::runtime_error);
  EXPECT_THROW(load_openings(game_module("tictactoe"), test::data_path("xiangqi-openings.epd")), std::runtime_error);
}

// An opening where the game is already over is no opening; a byte-order mark before the first is
// no part of its FEN.
TEST(Match, OpeningsAreGamesToPlayWhateverTheEditor) {
  const std::string path = ::testing::TempDir() + "/openings.epd";
  const std::string mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n";
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
  std::ofstream(path) << start << mated;
  try {
    load_openings(game_module("chess"), path);
    ADD_FAILURE() << "a mated position taken as an opening";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), HasSubstr("openings.epd:2: the game is over in this position (checkmate)"));
  }
  std::ofstream(path) << "\xEF\xBB\xBF" << start;
  EXPECT_EQ(load_openings(game_module("chess"), path), std::vector<std::string>{start.substr(0, start.size() - 1)});
}

}  // namespace
}  // namespace plyground::host
