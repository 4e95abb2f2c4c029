// The five shipped players, driven through the plugin boundary as the host drives them, on every
// game of the kit.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>
#include <thread>

#include "../test_support.hpp"
#include "games/registry.hpp"
#include "host_support.hpp"
#include "players/make_engine.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;

const GameModule& xiangqi() { return game_module("xiangqi"); }

std::unique_ptr<GameState> start(const GameModule& game, const std::string& fen = "") {
  Expected<std::unique_ptr<GameState>> state = game.from_fen(fen);
  EXPECT_TRUE(state) << fen << ": " << state.reason();
  return state ? std::move(*state) : nullptr;
}

MoveReply ask(const std::string& spec, const GameState& game, const Limits& limits) {
  auto engine = make_engine(spec, shipped(), game.module());
  EXPECT_EQ(engine->new_game().reason(), "");
  return engine->choose_move(game, limits, nullptr);
}

// Positions of `game` from seeded random games of at most `most` plies, none of them over.
std::vector<std::unique_ptr<GameState>> random_games(const GameModule& game, int count, unsigned seed, int most) {
  std::mt19937 rng(seed);
  std::vector<std::unique_ptr<GameState>> games;
  while (int(games.size()) < count) {
    auto state = game.new_game();
    const int plies = std::uniform_int_distribution<int>(0, most)(rng);
    for (int i = 0; i < plies && !state->end().over(); ++i) {
      const std::vector<std::string> moves = state->legal_moves();
      state->play_legal(std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng));
    }
    if (!state->end().over()) games.push_back(std::move(state));
  }
  return games;
}

bool is_legal(const GameState& game, const std::string& move) {
  const std::vector<std::string> moves = game.legal_moves();
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// The players on each game of the kit.
class PlayersOnEveryGame : public ::testing::TestWithParam<std::string> {
 protected:
  const GameModule& game() const { return game_module(GetParam()); }
  int plies() const { return GetParam() == "tictactoe" ? 6 : GetParam() == "tree" ? 1 : 60; }
};
INSTANTIATE_TEST_SUITE_P(Players, PlayersOnEveryGame, ::testing::ValuesIn(games_without_dice()),
                         [](const ::testing::TestParamInfo<std::string>& p) { return p.param; });

TEST_P(PlayersOnEveryGame, EveryMoveIsLegal) {
  const std::vector<std::string> specs = {
      "random", "greedy", "minimax:depth=2", "alphabeta:depth=3", "deepening:depth=4", "mcts:iterations=300"};
  for (const auto& state : random_games(game(), 25, 11, plies()))
    for (const std::string& spec : specs) {
      const MoveReply reply = ask(spec, *state, make_limits(0, 0));
      ASSERT_EQ(reply.error, "") << spec;
      EXPECT_TRUE(is_legal(*state, reply.move)) << spec << " played '" << reply.move << "' in " << state->fen();
      EXPECT_FALSE(reply.pv.empty()) << spec;
      EXPECT_EQ(reply.pv.front(), reply.move) << spec;
      EXPECT_GT(reply.nodes, 0u) << spec;
    }
}

TEST_P(PlayersOnEveryGame, AlphaBetaReturnsMinimaxValue) {
  int compared = 0;
  for (const auto& state : random_games(game(), 50, 5, plies())) {
    const MoveReply minimax = ask("minimax", *state, make_limits(0, 3));
    for (const char* ordering : {"none", "captures-first"}) {
      const MoveReply alphabeta = ask(std::string("alphabeta:ordering=") + ordering, *state, make_limits(0, 3));
      EXPECT_EQ(alphabeta.score.kind, minimax.score.kind) << state->fen();
      EXPECT_EQ(alphabeta.score.value, minimax.score.value) << ordering << " " << state->fen();
      EXPECT_LE(alphabeta.nodes, minimax.nodes);
    }
    ++compared;
  }
  EXPECT_EQ(compared, 50);
}

// Minimax visits every position of the tree once: 1 + perft(1) + ... + perft(depth), positions
// where the game ends included (they have no children).
TEST_P(PlayersOnEveryGame, MinimaxVisitsTheWholeTree) {
  const int deepest = GetParam() == "tictactoe" ? 6 : 3;
  for (const auto& state : random_games(game(), 3, 17, plies() / 2)) {
    for (int depth = 1; depth <= deepest; ++depth) {
      uint64_t expected = 1;
      for (int d = 1; d <= depth; ++d) expected += game().perft(state->fen(), d, true, false)->nodes;
      EXPECT_EQ(ask("minimax", *state, make_limits(0, depth)).nodes, expected) << state->fen() << " depth " << depth;
    }
  }
}

// The textbook figure, ((3 12 8) (2 4 6) (14 5 2)), worked by hand: minimax visits all 13 nodes;
// alpha-beta, with 3 from the first subtree, leaves b after its first leaf 2 (4 and 6 pruned): 11.
TEST(Players, TheTextbookTreeAsWorkedByHand) {
  const auto figure = start(game_module("tree"));
  for (const auto& [spec, nodes] : {std::pair{"minimax", 13u}, {"alphabeta:ordering=none", 11u}, {"alphabeta", 11u}}) {
    const MoveReply reply = ask(spec, *figure, make_limits(0, 2));
    EXPECT_EQ(reply.move, "a") << spec;
    EXPECT_EQ(reply.score.value, 3) << spec;
    EXPECT_EQ(reply.nodes, nodes) << spec;
    EXPECT_EQ(reply.pv, (std::vector<std::string>{"a", "a"})) << spec;
  }
  // A depth beyond the tree changes nothing: every line ends at a leaf.
  EXPECT_EQ(ask("alphabeta:depth=8", *figure, make_limits(0, 0)).nodes, 11u);
  EXPECT_EQ(ask("deepening", *figure, make_limits(0, 4)).score.value, 3);
  EXPECT_EQ(ask("greedy", *figure, make_limits(0, 0)).move, "a");  // one ply: all inner nodes are 0
}

// Deeper trees from seeds: alpha-beta's value is minimax's, minimax visits every node, and
// alpha-beta fewer.
TEST(Players, RandomTreesFromSeeds) {
  for (int seed = 1; seed <= 20; ++seed) {
    const auto tree = start(game_module("tree"), "random 5 3 " + std::to_string(seed));
    const MoveReply minimax = ask("minimax", *tree, make_limits(0, 5));
    const MoveReply alphabeta = ask("alphabeta", *tree, make_limits(0, 5));
    const MoveReply deepening = ask("deepening", *tree, make_limits(0, 5));
    EXPECT_EQ(minimax.nodes, 1u + 3 + 9 + 27 + 81 + 243) << seed;
    EXPECT_EQ(alphabeta.score.value, minimax.score.value) << seed;
    EXPECT_EQ(deepening.score.value, minimax.score.value) << seed;
    EXPECT_LT(alphabeta.nodes, minimax.nodes) << seed;
  }
}

// Where the game's ends carry values (a textbook tree's leaves, all of them good for MAX here), MCTS
// averages them: its score is the chosen move's average value, near expectimax's 2.1, not a win rate
// of every playout (1200); and it prefers the better chance node.
TEST(Players, MctsAveragesAGamesOwnValues) {
  const auto figure = start(game_module("tree"), "figure-5.12a");
  const MoveReply expectimax = ask("expectimax", *figure, make_limits(0, 0));
  const MoveReply mcts = ask("mcts:iterations=5000", *figure, make_limits(0, 0));
  EXPECT_EQ(mcts.move, "a");
  ASSERT_TRUE(expectimax.score.exact && mcts.score.exact);
  EXPECT_NEAR(*mcts.score.exact, *expectimax.score.exact, 0.15);
  EXPECT_THAT(mcts.text, HasSubstr("a "));
  EXPECT_THAT(mcts.text, HasSubstr("visits (average 2."));
}

// Iterative deepening stops once no line met an iteration's depth (each ended in the game's end):
// on the textbook tree, two plies deep, at depth 3, not 64.
TEST(Players, DeepeningStopsOnceTheWholeTreeIsSearched) {
  const auto tree = start(game_module("tree"), "((3 12 8) (2 4 6) (14 5 2))");
  const MoveReply reply = ask("deepening", *tree, make_limits(0, 0));
  EXPECT_EQ(reply.move, "a");
  EXPECT_EQ(reply.score.value, 3);
  EXPECT_EQ(reply.depth, 3);
  EXPECT_EQ(reply.nodes, 24u);  // 4 at depth 1, 11 at depth 2, and 9 at depth 3 (the root's children from the table)
  // Six squares left: six plies at most, so the seventh iteration is the first that meets no depth.
  const auto tictactoe = start(game_module("tictactoe"), "X1O/1X1/3 o");
  EXPECT_EQ(ask("deepening", *tictactoe, make_limits(0, 0)).depth, 7);
}

// MCTS: the sure win over the gamble, the win in one, the block, and the same game for a seed.
TEST(Players, MctsFindsWhatItsPlayoutsShow) {
  const GameModule& tree = game_module("tree");
  EXPECT_EQ(ask("mcts:iterations=500", *start(tree, "((1 1) (-1 1))"), make_limits(0, 0)).move, "a");
  const GameModule& tictactoe = game_module("tictactoe");
  EXPECT_EQ(ask("mcts:iterations=2000", *start(tictactoe, "XX1/OO1/3 x"), make_limits(0, 0)).move, "c3");
  EXPECT_EQ(ask("mcts:iterations=2000", *start(tictactoe, "XX1/O2/3 o"), make_limits(0, 0)).move, "c3");
  const MoveReply reply = ask("mcts:iterations=1000,seed=5", *start(xiangqi()), make_limits(0, 0));
  EXPECT_EQ(reply.nodes, 1000u);
  EXPECT_EQ(ask("mcts:iterations=1000,seed=5", *start(xiangqi()), make_limits(0, 0)).move, reply.move);
  EXPECT_EQ(reply.pv.front(), reply.move);
}

TEST(Players, MinimaxVisitsTheWholeXiangqiTree) {
  const std::vector<std::string> fens = {"", "2bakabn1/9/7c1/p1p1p1p2/8r/9/P1P1P1P2/8B/9/3K1A1N1 b - - 1 9",
                                         "r1bk1abc1/9/1r7/p5p1p/2p6/4p3P/N1P3P2/B6RB/9/3AKA1N1 b - - 3 17"};
  for (const std::string& fen : fens) {
    const auto state = start(xiangqi(), fen);
    for (int depth = 1; depth <= 3; ++depth) {
      uint64_t expected = 1;
      for (int d = 1; d <= depth; ++d) expected += xiangqi().perft(state->fen(), d, true, false)->nodes;
      EXPECT_EQ(ask("minimax", *state, make_limits(0, depth)).nodes, expected) << fen << " depth " << depth;
    }
  }
}

// Mates of tests/data/xiangqi-mates.epd: moves there use ranks 1-10; ICCS uses 0-9.
std::string to_iccs_ranks(const std::string& uci) { return xiangqi().from_engine_move(uci, true); }

TEST(Players, DeepeningFindsMatesInOneAndTwo) {
  int solved = 0, puzzles = 0;
  for (const EpdLine& line : test::read_epd("xiangqi-mates.epd")) {
    const int n = std::stoi(*line.find("dm"));
    if (n > 2) continue;
    ++puzzles;
    std::vector<std::string> best;
    std::istringstream bm(*line.find("bm"));
    for (std::string m; bm >> m;) best.push_back(to_iccs_ranks(m));
    const auto game = start(xiangqi(), line.fen);
    const MoveReply reply = ask("deepening", *game, make_limits(5000, 0));
    EXPECT_THAT(best, ::testing::Contains(reply.move)) << line.fen;
    EXPECT_EQ(reply.score.kind, Score::MATE) << line.fen;
    EXPECT_EQ(reply.score.value, n) << line.fen;
    solved += reply.score.kind == Score::MATE && reply.score.value == n;
  }
  EXPECT_EQ(puzzles, 26);
  EXPECT_EQ(solved, puzzles);
}

// Xiangqi's repetition rulings inside the search: deepening foresees a perpetual chase as the loss
// it is, and a repetition the Asian rules allow as the draw it is.
std::unique_ptr<GameState> after(const std::string& fen, std::initializer_list<const char*> moves) {
  auto game = start(xiangqi(), fen);
  for (const char* m : moves) EXPECT_EQ(game->play(m).reason(), "") << m;
  return game;
}

TEST(Players, DeepeningDoesNotRepeatALosingChase) {
  // Red is behind; b0a0 would repeat the position, but as the chariot's perpetual chase of the
  // unprotected cannon, which loses.
  const auto game = after("2bakab2/9/9/c8/9/9/9/9/9/1R1K5 w", {"b0a0", "a6b6", "a0b0", "b6a6"});
  const MoveReply reply = ask("deepening", *game, make_limits(0, 3));
  EXPECT_NE(reply.move, "b0a0");
}

TEST(Players, DeepeningTakesAnAllowedRepetition) {
  // Black is a cannon behind and in check: stepping back to e8 repeats the position by king moves
  // alone, which chase nothing, so it draws; blocking with the chariot keeps the game going a
  // cannon down.
  const auto game = after("9/5k3/9/C3r4/9/9/9/9/3KR4/9 w", {"e1f1", "f8e8", "f1e1", "e8f8", "e1f1"});
  const MoveReply reply = ask("deepening", *game, make_limits(0, 3));
  EXPECT_EQ(reply.move, "f8e8");
  EXPECT_EQ(reply.score.kind, Score::CENTIPAWNS);
  EXPECT_EQ(reply.score.value, 0);
}

TEST(Players, StoppedBeforeAnyRootMoveReportsNoMate) {
  // Far too deep for 30 ms: stopped inside the first root move, with no score found yet.
  for (const char* spec : {"minimax:depth=8", "alphabeta:depth=10"}) {
    const MoveReply reply = ask(spec, *start(xiangqi()), make_limits(30, 0));
    EXPECT_TRUE(is_legal(*start(xiangqi()), reply.move)) << spec;
    EXPECT_NE(reply.score.kind, Score::MATE) << spec << " reported mate " << reply.score.value;
    EXPECT_EQ(reply.depth, 0) << spec;
  }
}

TEST(Players, GreedyTakesMateInOne) {
  for (const EpdLine& line : test::read_epd("xiangqi-mates.epd")) {
    if (*line.find("dm") != "1") continue;
    std::vector<std::string> best;
    std::istringstream bm(*line.find("bm"));
    for (std::string m; bm >> m;) best.push_back(to_iccs_ranks(m));
    const MoveReply reply = ask("greedy", *start(xiangqi(), line.fen), make_limits(0, 0));
    EXPECT_THAT(best, ::testing::Contains(reply.move)) << line.fen;
    EXPECT_EQ(reply.score.kind, Score::MATE);
  }
}

TEST(Players, StopIsHonoured) {
  // Searches that would run for hours end promptly when stopped, with a legal move.
  for (const char* spec : {"minimax:depth=8", "alphabeta:depth=10,ordering=none", "deepening"}) {
    auto engine = make_engine(spec, shipped(), xiangqi());
    const auto game = start(xiangqi());
    MoveReply reply;
    std::thread search([&] { reply = engine->choose_move(*game, make_limits(0, 0), nullptr); });
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    engine->stop();
    search.join();
    EXPECT_EQ(reply.error, "") << spec;
    EXPECT_TRUE(is_legal(*game, reply.move)) << spec;
    EXPECT_LT(reply.seconds, 30.0) << spec;
  }
}

std::string refusal(const std::string& spec, const GameModule& game) {
  try {
    make_engine(spec, shipped(), game);
  } catch (const std::runtime_error& e) {
    return std::string(e.what());
  }
  return std::string("(accepted)");
}

TEST(Players, OptionValuesAreChecked) {
  EXPECT_THAT(refusal("alphabeta:depth=99", xiangqi()), HasSubstr("'depth' must be between 1 and 10, not 99"));
  EXPECT_THAT(refusal("alphabeta:depth=x", xiangqi()), HasSubstr("takes a whole number"));
  EXPECT_THAT(refusal("alphabeta:ordering=best", xiangqi()), HasSubstr("one of none, captures-first"));
  EXPECT_EQ(refusal("minimax:bogus=1", xiangqi()), "minimax has no option 'bogus' (its options: depth)");
  EXPECT_THAT(refusal("minimax:depth", xiangqi()), HasSubstr("write name=value"));
  EXPECT_THAT(refusal("nobody", xiangqi()), HasSubstr("no player named 'nobody'"));
  EXPECT_EQ(refusal("alphabeta:depth=2,ordering=none", xiangqi()), "(accepted)");
}

TEST(Players, SpecMovetimeIsThePlayersOwn) {
  // The match gives no limit; the spec's movetime bounds deepening (otherwise 1 s per move).
  const MoveReply reply = ask("deepening:movetime=50", *start(xiangqi()), make_limits(0, 0));
  EXPECT_TRUE(is_legal(*start(xiangqi()), reply.move));
  EXPECT_LT(reply.seconds, 0.5);
  EXPECT_THROW(make_engine("deepening:movetime=soon", shipped(), xiangqi()), std::runtime_error);
}

TEST(Players, SameSeedSameMoves) {
  const auto game = start(xiangqi());
  EXPECT_EQ(ask("random:seed=7", *game, make_limits(0, 0)).move, ask("random:seed=7", *game, make_limits(0, 0)).move);
}

TEST(Players, ShorterMateIsPreferred) {
  // A mate in one is on the board: every fixed-depth player deeper than one ply must play it.
  for (const EpdLine& line : test::read_epd("xiangqi-mates.epd")) {
    if (*line.find("dm") != "1") continue;
    const auto game = start(xiangqi(), line.fen);
    for (const char* spec : {"minimax:depth=3", "alphabeta:depth=4"}) {
      const MoveReply reply = ask(spec, *game, make_limits(0, 0));
      EXPECT_EQ(reply.score.kind, Score::MATE) << spec << " " << line.fen;
      EXPECT_EQ(reply.score.value, 1) << spec << " " << line.fen;
    }
  }
}

TEST(PlayerList, OptionsStayWithTheirPlayer) {
  EXPECT_EQ(split_player_list("alphabeta:depth=3,ordering=none,greedy"),
            (std::vector<std::string>{"alphabeta:depth=3,ordering=none", "greedy"}));
  EXPECT_EQ(
      split_player_list("uci:fairy-stockfish:UCI_LimitStrength=true,UCI_Elo=1350,random,,deepening"),
      (std::vector<std::string>{"uci:fairy-stockfish:UCI_LimitStrength=true,UCI_Elo=1350", "random", "deepening"}));
}

// A spec is read once into its kind, player and options; the text stays as written.
TEST(PlayerSpec, ReadsKindPlayerAndOptions) {
  const PlayerSpec plugin = parse_spec("alphabeta:depth=3,ordering=none").value();
  EXPECT_EQ(plugin.kind, PlayerSpec::Kind::PLUGIN);
  EXPECT_EQ(plugin.player, "alphabeta");
  EXPECT_EQ(plugin.options, (std::vector<std::pair<std::string, std::string>>{{"depth", "3"}, {"ordering", "none"}}));
  EXPECT_TRUE(plugin.sets("ordering"));
  EXPECT_FALSE(plugin.sets("seed"));
  EXPECT_EQ(plugin.options_text(), ":depth=3,ordering=none");
  EXPECT_EQ(plugin.text, "alphabeta:depth=3,ordering=none");
  EXPECT_EQ(parse_spec("./myai.so").value().kind, PlayerSpec::Kind::PLUGIN_FILE);
  EXPECT_EQ(parse_spec("lib/myai").value().kind, PlayerSpec::Kind::PLUGIN_FILE);
  const PlayerSpec uci = parse_spec("uci:/usr/games/stockfish -q:Skill Level=3").value();
  EXPECT_EQ(uci.kind, PlayerSpec::Kind::UCI);
  EXPECT_EQ(uci.player, "/usr/games/stockfish -q");
  EXPECT_TRUE(uci.sets("Skill Level"));
  const PlayerSpec ucci = parse_spec("ucci:eleeye").value();
  EXPECT_EQ(ucci.kind, PlayerSpec::Kind::UCCI);
  EXPECT_EQ(ucci.player, "eleeye");
  EXPECT_TRUE(ucci.options.empty());
  EXPECT_EQ(ucci.options_text(), "");
  std::string error;
  EXPECT_FALSE(parse_spec("alphabeta:depth")) << "an option without '=' read";
  EXPECT_EQ(parse_spec("alphabeta:depth").reason(), "bad option 'depth' in player 'alphabeta:depth': write name=value");
}

}  // namespace
}  // namespace plyground::host
