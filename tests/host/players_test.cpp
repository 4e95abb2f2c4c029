// The five shipped players, driven through the plugin boundary as the host drives them.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>
#include <thread>

#include "../test_support.hpp"
#include "host_support.hpp"
#include "players/engine.hpp"
#include "plyground/perft.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;

MoveReply ask(const std::string& spec, const xiangqi::Game& game, const ply_limits& limits) {
  auto engine = make_engine(spec, shipped());
  EXPECT_EQ(engine->new_game(), "");
  return engine->choose_move(game, limits, nullptr);
}

// Positions from seeded random games, none of them over.
std::vector<xiangqi::Game> random_games(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<xiangqi::Game> games;
  while (int(games.size()) < count) {
    xiangqi::Game game;
    const int plies = std::uniform_int_distribution<int>(4, 60)(rng);
    for (int i = 0; i < plies && !game.end().over(); ++i) {
      xiangqi::MoveList moves;
      game.position().legal_moves(moves);
      game.play(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)]);
    }
    if (!game.end().over()) games.push_back(game);
  }
  return games;
}

bool is_legal(const xiangqi::Game& game, const std::string& move) {
  return game.position().is_legal(xiangqi::parse_iccs(move));
}

TEST(Players, EveryMoveIsLegal) {
  const std::vector<std::string> specs = {"random", "greedy", "minimax:depth=2", "alphabeta:depth=3",
                                          "deepening:depth=4"};
  for (const xiangqi::Game& game : random_games(25, 11))
    for (const std::string& spec : specs) {
      const MoveReply reply = ask(spec, game, make_limits(0, 0));
      ASSERT_EQ(reply.error, "") << spec;
      EXPECT_TRUE(is_legal(game, reply.move)) << spec << " played '" << reply.move << "' in "
                                              << game.position().fen();
      EXPECT_FALSE(reply.pv.empty()) << spec;
      EXPECT_EQ(reply.pv.front(), reply.move) << spec;
      EXPECT_GT(reply.nodes, 0u) << spec;
    }
}

TEST(Players, AlphaBetaReturnsMinimaxValue) {
  int compared = 0;
  for (const xiangqi::Game& game : random_games(50, 5)) {
    const MoveReply minimax = ask("minimax", game, make_limits(0, 3));
    for (const char* ordering : {"none", "captures-first"}) {
      const MoveReply alphabeta = ask(std::string("alphabeta:ordering=") + ordering, game, make_limits(0, 3));
      EXPECT_EQ(alphabeta.score.kind, minimax.score.kind) << game.position().fen();
      EXPECT_EQ(alphabeta.score.value, minimax.score.value) << ordering << " " << game.position().fen();
      EXPECT_LE(alphabeta.nodes, minimax.nodes);
    }
    ++compared;
  }
  EXPECT_EQ(compared, 50);
}

// True when no position within `depth` plies has no legal move.
bool tree_has_no_end(xiangqi::Position& pos, int depth) {
  xiangqi::MoveList moves;
  pos.legal_moves(moves);
  if (moves.empty()) return false;
  if (depth == 0) return true;
  for (auto m : moves) {
    xiangqi::Position::Undo undo;
    pos.do_move(m, undo);
    const bool ok = tree_has_no_end(pos, depth - 1);
    pos.undo_move(m, undo);
    if (!ok) return false;
  }
  return true;
}

TEST(Players, MinimaxVisitsTheWholeTree) {
  const std::vector<std::string> fens = {std::string(xiangqi::Position::kStartFen),
                                         "2bakabn1/9/7c1/p1p1p1p2/8r/9/P1P1P1P2/8B/9/3K1A1N1 b - - 1 9",
                                         "r1bk1abc1/9/1r7/p5p1p/2p6/4p3P/N1P3P2/B6RB/9/3AKA1N1 b - - 3 17"};
  for (const std::string& fen : fens) {
    xiangqi::Position pos = test::position(fen);
    for (int depth = 1; depth <= 3; ++depth) {
      ASSERT_TRUE(tree_has_no_end(pos, depth)) << fen;
      uint64_t expected = 1;
      for (int d = 1; d <= depth; ++d) expected += perft(pos, d);
      EXPECT_EQ(ask("minimax", xiangqi::Game(pos), make_limits(0, depth)).nodes, expected) << fen << " depth " << depth;
    }
  }
}

// Mates of tests/data/xiangqi-mates.epd: moves there use ranks 1-10; ICCS uses 0-9.
std::string to_iccs_ranks(const std::string& uci) {
  std::string out;
  for (size_t i = 0; i < uci.size();) {
    out += uci[i++];
    size_t j = i;
    while (j < uci.size() && std::isdigit(static_cast<unsigned char>(uci[j]))) ++j;
    out += std::to_string(std::stoi(uci.substr(i, j - i)) - 1);
    i = j;
  }
  return out;
}

TEST(Players, DeepeningFindsMatesInOneAndTwo) {
  int solved = 0, puzzles = 0;
  for (const EpdLine& line : test::read_epd("xiangqi-mates.epd")) {
    const int n = std::stoi(*line.find("dm"));
    if (n > 2) continue;
    ++puzzles;
    std::vector<std::string> best;
    std::istringstream bm(*line.find("bm"));
    for (std::string m; bm >> m;) best.push_back(to_iccs_ranks(m));
    const xiangqi::Game game(test::position(line.fen));
    const MoveReply reply = ask("deepening", game, make_limits(5000, 0));
    EXPECT_THAT(best, ::testing::Contains(reply.move)) << line.fen;
    EXPECT_EQ(reply.score.kind, Score::MATE) << line.fen;
    EXPECT_EQ(reply.score.value, n) << line.fen;
    solved += reply.score.kind == Score::MATE && reply.score.value == n;
  }
  EXPECT_EQ(puzzles, 26);
  EXPECT_EQ(solved, puzzles);
}

TEST(Players, GreedyTakesMateInOne) {
  for (const EpdLine& line : test::read_epd("xiangqi-mates.epd")) {
    if (*line.find("dm") != "1") continue;
    std::vector<std::string> best;
    std::istringstream bm(*line.find("bm"));
    for (std::string m; bm >> m;) best.push_back(to_iccs_ranks(m));
    const MoveReply reply = ask("greedy", xiangqi::Game(test::position(line.fen)), make_limits(0, 0));
    EXPECT_THAT(best, ::testing::Contains(reply.move)) << line.fen;
    EXPECT_EQ(reply.score.kind, Score::MATE);
  }
}

TEST(Players, StopIsHonoured) {
  // Searches that would run for hours end promptly when stopped, with a legal move.
  for (const char* spec : {"minimax:depth=8", "alphabeta:depth=10,ordering=none", "deepening"}) {
    auto engine = make_engine(spec, shipped());
    const xiangqi::Game game;
    MoveReply reply;
    std::thread search([&] { reply = engine->choose_move(game, make_limits(0, 0), nullptr); });
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    engine->stop();
    search.join();
    EXPECT_EQ(reply.error, "") << spec;
    EXPECT_TRUE(is_legal(game, reply.move)) << spec;
    EXPECT_LT(reply.seconds, 30.0) << spec;
  }
}

TEST(Players, OptionValuesAreChecked) {
  auto refusal = [](const std::string& spec) {
    try {
      make_engine(spec, shipped());
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  EXPECT_THAT(refusal("alphabeta:depth=99"), HasSubstr("'depth' must be between 1 and 10, not 99"));
  EXPECT_THAT(refusal("alphabeta:depth=x"), HasSubstr("takes a whole number"));
  EXPECT_THAT(refusal("alphabeta:ordering=best"), HasSubstr("one of none, captures-first"));
  EXPECT_THAT(refusal("minimax:bogus=1"), HasSubstr("no option named 'bogus'"));
  EXPECT_THAT(refusal("minimax:depth"), HasSubstr("write name=value"));
  EXPECT_THAT(refusal("nobody"), HasSubstr("no player named 'nobody'"));
  EXPECT_EQ(refusal("alphabeta:depth=2,ordering=none"), "(accepted)");
}

TEST(Players, SpecMovetimeIsThePlayersOwn) {
  // The match gives no limit; the spec's movetime bounds deepening (otherwise 1 s per move).
  const MoveReply reply = ask("deepening:movetime=50", xiangqi::Game(), make_limits(0, 0));
  EXPECT_TRUE(is_legal(xiangqi::Game(), reply.move));
  EXPECT_LT(reply.seconds, 0.5);
  EXPECT_THROW(make_engine("deepening:movetime=soon", shipped()), std::runtime_error);
}

TEST(Players, SameSeedSameMoves) {
  const xiangqi::Game game;
  EXPECT_EQ(ask("random:seed=7", game, make_limits(0, 0)).move, ask("random:seed=7", game, make_limits(0, 0)).move);
}

TEST(Players, ShorterMateIsPreferred) {
  // A mate in one is on the board: every fixed-depth player deeper than one ply must play it.
  for (const EpdLine& line : test::read_epd("xiangqi-mates.epd")) {
    if (*line.find("dm") != "1") continue;
    const xiangqi::Game game(test::position(line.fen));
    for (const char* spec : {"minimax:depth=3", "alphabeta:depth=4"}) {
      const MoveReply reply = ask(spec, game, make_limits(0, 0));
      EXPECT_EQ(reply.score.kind, Score::MATE) << spec << " " << line.fen;
      EXPECT_EQ(reply.score.value, 1) << spec << " " << line.fen;
    }
  }
}

}  // namespace
}  // namespace plyground::host

namespace plyground::host {
namespace {

TEST(PlayerList, OptionsStayWithTheirPlayer) {
  EXPECT_EQ(split_player_list("alphabeta:depth=3,ordering=none,greedy"),
            (std::vector<std::string>{"alphabeta:depth=3,ordering=none", "greedy"}));
  EXPECT_EQ(split_player_list("uci:fairy-stockfish:UCI_LimitStrength=true,UCI_Elo=1350,random,,deepening"),
            (std::vector<std::string>{"uci:fairy-stockfish:UCI_LimitStrength=true,UCI_Elo=1350", "random", "deepening"}));
}

}  // namespace
}  // namespace plyground::host
