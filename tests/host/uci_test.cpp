// External engines: the protocol parser, faults of misbehaving engines, and real engines
// (Plyground's own `plyground uci`, and Fairy-Stockfish when it is installed).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <sstream>

#include "games/registry.hpp"
#include "host_support.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"
#include "players/process.hpp"
#include "protocol/uci.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;

const std::string kFake = std::string(PLYGROUND_TEST_SOURCE) + "/engines/fake_engine.sh";
const std::string kPlyground = PLYGROUND_EXECUTABLE;

const GameModule& xiangqi() { return game_module("xiangqi"); }

TEST(UciProtocol, XiangqiMovesTranslateBetweenRankConventions) {
  EXPECT_EQ(xiangqi().to_engine_move("h2e2", true), "h3e3");
  EXPECT_EQ(xiangqi().to_engine_move("b9c7", true), "b10c8");
  EXPECT_EQ(xiangqi().to_engine_move("h2e2", false), "h2e2");
  EXPECT_EQ(xiangqi().from_engine_move("b10c8", true), "b9c7");
  EXPECT_EQ(xiangqi().from_engine_move("h3e3", true), "h2e2");
  EXPECT_EQ(xiangqi().from_engine_move("h2e2", false), "h2e2");
  EXPECT_EQ(xiangqi().from_engine_move("a0a1", true), "");  // rank 0 does not exist there
  EXPECT_EQ(xiangqi().from_engine_move("j2e2", false), "");
  EXPECT_EQ(xiangqi().from_engine_move("h2e2x", false), "");
  EXPECT_EQ(xiangqi().from_engine_move("e3e3", true), "");  // found by fuzzing: not a move
}

TEST(UciProtocol, InfoLinesAreRead) {
  SearchInfo info;
  ASSERT_TRUE(protocol::read_info(
      "info depth 12 seldepth 18 multipv 1 score cp -35 nodes 123456 nps 1000 pv h3e3 b10c8", info));
  EXPECT_EQ(info.depth, 12);
  EXPECT_EQ(info.seldepth, 18);
  EXPECT_EQ(info.score.kind, Score::CENTIPAWNS);
  EXPECT_EQ(info.score.value, -35);
  EXPECT_EQ(info.nodes, 123456u);
  EXPECT_EQ(info.pv, (std::vector<std::string>{"h3e3", "b10c8"}));  // as the engine wrote them
  ASSERT_TRUE(protocol::read_info("info depth 5 score mate -3", info));
  EXPECT_EQ(info.score.kind, Score::MATE);
  EXPECT_EQ(info.score.value, -3);
  EXPECT_TRUE(protocol::read_info("info string anything goes here 12 x", info));
  EXPECT_EQ(info.text, "anything goes here 12 x");
  EXPECT_EQ(info.depth, 5);  // a line leaves what it does not say as it was
  EXPECT_EQ(info.pv, (std::vector<std::string>{"h3e3", "b10c8"}));
  EXPECT_FALSE(protocol::read_info("info depth x", info));
  EXPECT_FALSE(protocol::read_info("info score cp", info));
  EXPECT_FALSE(protocol::read_info("bestmove h2e2", info));
}

TEST(UciProtocol, OptionsAndBestMoves) {
  const auto o = protocol::read_option("option name Skill Level type spin default 20 min -20 max 20");
  ASSERT_TRUE(o);
  EXPECT_EQ(o->name, "Skill Level");
  EXPECT_EQ(o->type, "spin");
  EXPECT_EQ(o->default_value, "20");
  EXPECT_FALSE(protocol::read_option("option name"));
  const auto ucci =
      protocol::read_option("option hashsize type spin min 16 max 1024 default 16", true);  // ElephantEye's
  ASSERT_TRUE(ucci);
  EXPECT_EQ(ucci->name, "hashsize");
  EXPECT_EQ(ucci->default_value, "16");
  EXPECT_EQ(protocol::read_option("option name Hash type spin default 16", true)->name, "Hash");
  EXPECT_EQ(protocol::write_setoption(true, "hashsize", "64"), "setoption hashsize 64");
  EXPECT_EQ(protocol::write_setoption(false, "Skill Level", "3"), "setoption name Skill Level value 3");
  EXPECT_EQ(protocol::read_bestmove("bestmove h2e2 ponder h9g7"), "h2e2");
  EXPECT_EQ(protocol::read_bestmove("nobestmove"), "(none)");
  EXPECT_FALSE(protocol::read_bestmove("info depth 1"));
  EXPECT_EQ(protocol::write_bestmove(true, ""), "nobestmove");
  EXPECT_EQ(protocol::write_bestmove(false, ""), "bestmove (none)");
  EXPECT_EQ(o->min, -20);
  EXPECT_EQ(o->max, 20);
  EXPECT_EQ(ucci->min, 16);
  EXPECT_EQ(ucci->max, 1024);
}

// Every message the host and its children exchange, written by its one writer and read back by its
// one reader, as both sides of the protocol do.
TEST(UciProtocol, EachMessageReadsBackAsWritten) {
  // The words after the command's own (a view into `line`, which outlives it).
  auto reader = [](const std::string& line, std::string_view command) {
    protocol::WordReader words(line);
    EXPECT_EQ(words.next_word(), command) << line;
    return words;
  };
  for (bool ucci : {false, true}) {
    const std::string set = protocol::write_setoption(ucci, "Skill Level", "a b");
    protocol::WordReader words = reader(set, "setoption");
    const protocol::SetOption read = protocol::read_setoption(words, ucci);
    EXPECT_EQ(read.name, ucci ? "Skill" : "Skill Level");  // UCCI's names are one word
    EXPECT_EQ(read.value, ucci ? "Level a b" : "a b");

    const protocol::Option spin{.name = "Depth", .type = "spin", .default_value = "3", .min = 1, .max = 9};
    const std::optional<protocol::Option> option = protocol::read_option(protocol::write_option(ucci, spin), ucci);
    ASSERT_TRUE(option);
    EXPECT_EQ(option->name, "Depth");
    EXPECT_EQ(option->default_value, "3");
    EXPECT_EQ(option->min, 1);
    EXPECT_EQ(option->max, 9);
    const protocol::Option combo{
        .name = "Ordering", .type = "combo", .default_value = "mvv", .choices = {"mvv", "none"}};
    EXPECT_EQ(protocol::read_option(protocol::write_option(ucci, combo), ucci)->choices, combo.choices);
  }
  for (const std::string fen : {"", "4k4/9/9/9/9/9/9/9/9/4K4 w"}) {
    const protocol::Position sent{fen, {"h2e2", "h9g7"}};
    const std::string line = protocol::write_position(sent);
    protocol::WordReader words = reader(line, "position");
    const Expected<protocol::Position> read = protocol::read_position(words);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->fen, fen);
    EXPECT_EQ(read->moves, sent.moves);
  }
  const std::string moves_line = protocol::write_moves(std::vector<std::string>{"e2e4", "e7e5"});
  protocol::WordReader moves = reader(moves_line, "moves");
  EXPECT_EQ(protocol::read_moves(moves), (std::vector<std::string>{"e2e4", "e7e5"}));
  const std::string lane_line = protocol::write_lane(17), too_far_line = protocol::write_lane(protocol::kMostLanes);
  protocol::WordReader lane = reader(lane_line, "lane");
  EXPECT_EQ(protocol::read_lane(lane), 17u);
  protocol::WordReader too_far = reader(too_far_line, "lane");
  EXPECT_FALSE(protocol::read_lane(too_far));

  Limits clocks = make_limits(0, 0);
  clocks.time_left_ms[0] = 60'000, clocks.time_left_ms[1] = 30'000, clocks.increment_ms[1] = 500;
  for (const Limits& limits : {make_limits(250, 0), make_limits(0, 7), make_limits(0, 0, 5000), clocks})
    for (bool ucci : {false, true}) {
      const std::string line = protocol::write_go(limits, 1, ucci);
      protocol::WordReader words = reader(line, "go");
      const protocol::Go go = protocol::read_go(words, 1);
      EXPECT_TRUE(go.fault.empty());
      if (ucci && limits.movetime_ms) {  // UCCI has no movetime: the mover's clock, for one move
        EXPECT_EQ(go.limits.time_left_ms[1], limits.movetime_ms);
        EXPECT_EQ(go.limits.moves_to_go, 1);
        continue;
      }
      EXPECT_EQ(go.limits.movetime_ms, limits.movetime_ms);
      EXPECT_EQ(go.limits.depth, limits.depth);
      EXPECT_EQ(go.limits.nodes, limits.nodes);
      EXPECT_EQ(go.limits.time_left_ms[1], limits.time_left_ms[1]);
      EXPECT_EQ(go.limits.increment_ms[1], limits.increment_ms[1]);
      EXPECT_EQ(go.limits.time_left_ms[0], limits.time_left_ms[0]);
    }

  SearchInfo info{.depth = 4, .seldepth = 9, .score = {Score::MATE, -2}, .nodes = 12345, .pv = {"h2e2", "h9g7"}};
  info.text = "visits 12";
  const std::string lines = protocol::write_info(info);
  SearchInfo read;
  ASSERT_TRUE(protocol::read_info(lines.substr(0, lines.find('\n')), read));
  ASSERT_TRUE(protocol::read_info(lines.substr(lines.find('\n') + 1), read));
  EXPECT_EQ(read.depth, 4);
  EXPECT_EQ(read.seldepth, 9);
  EXPECT_EQ(read.score.kind, Score::MATE);
  EXPECT_EQ(read.score.value, -2);
  EXPECT_EQ(read.nodes, 12345u);
  EXPECT_EQ(read.pv, info.pv);
  EXPECT_EQ(read.text, "visits 12");
  // A score kept exactly beside its whole number (an average), as written; one it does not round to,
  // or a whole one, is no exact score.
  for (const double exact : {2.1, 40.9, -1.0 / 3}) {
    SearchInfo average{.depth = 3, .score = {Score::CENTIPAWNS, int(std::lround(exact)), exact}};
    SearchInfo back;
    ASSERT_TRUE(protocol::read_info(protocol::write_info(average), back));
    EXPECT_EQ(back.score.exact, exact);
  }
  for (const std::string line : {"info score cp 2 exact 7.5", "info score cp 2 exact 2", "info score mate 2 exact 2.1",
                                 "info score cp 2 exact nan"}) {
    SearchInfo back;
    EXPECT_TRUE(protocol::read_info(line, back)) << line;  // an info line, its exact value refused
    EXPECT_FALSE(back.score.exact) << line;
  }

  EXPECT_EQ(protocol::read_error(protocol::write_error("no such move")), "no such move");
  EXPECT_FALSE(protocol::read_error(protocol::write_text("hello")));
  EXPECT_EQ(protocol::read_bestmove(protocol::write_bestmove(false, "e7e8q")), "e7e8q");

  std::optional<protocol::TraceEnter> enter;
  std::optional<protocol::TraceLeave> leave;
  ASSERT_TRUE(
      protocol::read_trace(protocol::write_trace(protocol::TraceEnter{"h2e2", 1, 3, -50, 70, 1}), enter, leave));
  ASSERT_TRUE(enter);
  EXPECT_EQ(enter->move, "h2e2");
  EXPECT_EQ(enter->alpha, -50);
  EXPECT_EQ(enter->kind, 1u);
  enter.reset();
  ASSERT_TRUE(protocol::read_trace(protocol::write_trace(protocol::TraceEnter{}), enter, leave));
  EXPECT_EQ(enter->move, "");  // a root
  ASSERT_TRUE(protocol::read_trace(protocol::write_trace(protocol::TraceLeave{-7, 3, 4, 2, {}}), enter, leave));
  ASSERT_TRUE(leave);
  EXPECT_EQ(leave->value, -7);
  EXPECT_EQ(leave->total, 4u);
  EXPECT_FALSE(leave->exact);
  // An exact value (an average) comes back exactly, a whole one still marked exact.
  for (const double exact : {2.1, 40.9, -1.0 / 3, 3.0}) {
    leave.reset();
    ASSERT_TRUE(protocol::read_trace(protocol::write_trace(protocol::TraceLeave{0, 2, 2, 0, exact}), enter, leave));
    ASSERT_TRUE(leave && leave->exact);
    EXPECT_EQ(*leave->exact, exact);
    EXPECT_EQ(leave->value, int(std::lround(exact)));
  }
  EXPECT_FALSE(protocol::read_trace("trace < 2.1x 1 1 0", enter, leave));
  EXPECT_FALSE(protocol::read_trace("trace < nan 1 1 0", enter, leave));
  EXPECT_FALSE(protocol::read_trace("trace > h2e2 1 x", enter, leave));
}

// A text, a name or a move from a plugin is written as one line whatever it holds: it can never
// become a second message (a move text holding "\nbestmove ..." once did, in the child's server).
TEST(UciProtocol, NoTextBecomesASecondLine) {
  const std::string hostile = "a\nbestmove h2e2\r\ninfo string error: x";
  for (const std::string& line :
       {protocol::write_error(hostile), protocol::write_text(hostile), protocol::write_bestmove(false, hostile),
        protocol::write_setoption(false, hostile, hostile), protocol::write_position({hostile, {hostile}}),
        protocol::write_moves(std::vector<std::string>{hostile}),
        protocol::write_trace(protocol::TraceEnter{.move = hostile}),
        protocol::write_option(false, {.name = hostile, .type = "string", .default_value = hostile}),
        protocol::write_info({.pv = {hostile}, .text = ""})}) {
    EXPECT_EQ(line.find_first_of("\r\n"), std::string::npos) << line;
  }
  const std::string id = protocol::write_id(hostile, hostile);  // two lines: name and author
  EXPECT_EQ(std::count(id.begin(), id.end(), '\n'), 1);
}

PlayedGame one_game(Engine& red, Engine& black) { return play_game(red, black, xiangqi(), "", make_limits(200, 0)); }

TEST(ExternalEngine, FaultsLoseWithTheirReasonAndTheEngineComesBack) {
  auto good = make_engine("greedy", shipped(), xiangqi());
  struct Case {
    const char* mode;
    const char* reason;
  };
  for (const Case& c : {Case{"crash", "the engine crashed or quit (exited with status 3)"},
                        Case{"stall", "no move within 250 ms: the engine was stopped"},
                        Case{"illegal", "illegal move by uci:"}, Case{"garbage", "'zz99' is not an ICCS move"}}) {
    auto bad = make_engine("uci:" + kFake + " " + c.mode, shipped(), xiangqi());
    for (int game = 0; game < 2; ++game) {  // the second game gets a fresh process
      const PlayedGame played = one_game(*bad, *good);
      EXPECT_EQ(played.record.result, Result::SECOND_PLAYER_WINS) << c.mode;
      EXPECT_THAT(played.record.tag("Termination"), HasSubstr(c.reason)) << c.mode;
    }
  }
}

// A search cut short ("score cp 34 lowerbound ... pv h2e2", as Stockfish writes when stopped) is no
// result, nor is a progress line ("info depth 6 currmove ..."): the move keeps the last whole
// iteration's depth, score and line, and the nodes counted since. A line that does not start with
// the move played says nothing of it: its score is not kept.
TEST(ExternalEngine, AnIterationCutShortIsNotTheResult) {
  auto stopped = make_engine("uci:" + kFake + " stopped", shipped(), xiangqi());
  const auto start = xiangqi().new_game();
  const MoveReply reply = stopped->choose_move(*start, make_limits(100, 0), nullptr);
  EXPECT_EQ(reply.move, "h2e2");
  EXPECT_EQ(reply.depth, 5);
  EXPECT_EQ(reply.score.kind, Score::CENTIPAWNS);
  EXPECT_EQ(reply.score.value, 31);
  EXPECT_EQ(reply.pv, (std::vector<std::string>{"h2e2", "h9g7", "h0g2"}));
  EXPECT_EQ(reply.nodes, 1300u);
  auto other = make_engine("uci:" + kFake + " otherbest", shipped(), xiangqi());
  const MoveReply played = other->choose_move(*start, make_limits(100, 0), nullptr);
  EXPECT_EQ(played.move, "h2e2");
  EXPECT_EQ(played.pv, std::vector<std::string>{"h2e2"});
  EXPECT_EQ(played.score.kind, Score::NONE);
}

TEST(ExternalEngine, UnknownCommandAndOptionAreRefused) {
  EXPECT_THROW(make_engine("uci:/no/such/engine", shipped(), xiangqi()), std::runtime_error);
  try {
    make_engine("uci:" + kFake + " good:Depth=3", shipped(), xiangqi());
    FAIL() << "accepted an option the engine does not offer";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), HasSubstr("has no option 'Depth' (it offers: Speed)"));
  }
  // A value the engine's option does not take, by the range it offered (spin 0 to 9).
  try {
    make_engine("uci:" + kFake + " good:Speed=12", shipped(), xiangqi());
    FAIL() << "accepted a value out of the option's range";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), HasSubstr("option 'Speed' must be between 0 and 9, not 12"));
  }
  auto engine = make_engine("uci:" + kFake + " good", shipped(), xiangqi());
  EXPECT_THAT(engine->set_option("speed", "-1").reason(), HasSubstr("must be between 0 and 9, not -1"));
  EXPECT_TRUE(engine->set_option("Speed", "3").ok());
}

TEST(ExternalEngine, OptionsAreSetInEachProtocolsWordsAndAnyCase) {
  // The engine plays a legal move only once told Speed 3: in UCI's words, UCCI's, and in another case.
  auto random = make_engine("random", shipped(), xiangqi());
  for (const char* spec : {"uci:FAKE speed3:Speed=3", "ucci:FAKE speed3:Speed=3", "uci:FAKE speed3:speed=3"}) {
    std::string text = spec;
    text.replace(text.find("FAKE"), 4, kFake);
    auto engine = make_engine(text, shipped(), xiangqi());
    const PlayedGame played = one_game(*engine, *random);
    ASSERT_FALSE(played.record.moves.empty()) << spec << ": " << played.record.tag("Termination");
    EXPECT_EQ(played.record.moves[0], "h2e2") << spec;
  }
}

TEST(ExternalEngine, PlygroundServesAPlayerOverUciAndUcci) {
  auto random = make_engine("random", shipped(), xiangqi());
  for (const char* protocol : {"uci:", "ucci:"}) {
    auto served = make_engine(std::string(protocol) + kPlyground + " uci --player greedy", shipped(), xiangqi());
    const PlayedGame played = one_game(*served, *random);
    EXPECT_EQ(played.record.result, Result::FIRST_PLAYER_WINS) << protocol << played.record.tag("Termination");
    EXPECT_GT(played.record.moves.size(), 4u);
  }
}

TEST(ExternalEngine, FairyStockfishPlaysACompleteGame) {
  const char* fsf = "/usr/games/fairy-stockfish";
  if (!std::filesystem::exists(fsf)) GTEST_SKIP() << "fairy-stockfish is not installed";
  auto engine = make_engine(std::string("uci:") + fsf + ":Skill Level=0", shipped(), xiangqi());
  auto player = make_engine("alphabeta:depth=2", shipped(), xiangqi());
  const PlayedGame played = play_game(*engine, *player, xiangqi(), "", make_limits(50, 0));
  ASSERT_NE(played.record.result, Result::ONGOING);
  EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("illegal")));
  EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("failed")));
  std::istringstream text(write_pgn(xiangqi(), played.record));
  const auto read = read_pgn(xiangqi(), text);
  ASSERT_TRUE(read) << read.reason();
  EXPECT_EQ((*read)[0].moves, played.record.moves);
}

TEST(ExternalEngine, PlygroundServesChessWhenTheVariantIsSet) {
  // The served player starts on Xiangqi; the chess match sets UCI_Variant, as GUIs do.
  const GameModule& chess = game_module("chess");
  auto served = make_engine("uci:" + kPlyground + " uci --player greedy", shipped(), chess);
  auto random = make_engine("random", shipped(), chess);
  const PlayedGame played = play_game(*served, *random, chess, "", make_limits(200, 0));
  EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("illegal")));
  EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("failed")));
  EXPECT_GT(played.record.moves.size(), 4u);
}

// A GUI may write its moves in another notation the game reads (SAN here): the server checks them
// and passes the player the game's coordinates, which is all a plugin reads.
TEST(ExternalEngine, PlygroundPassesItsPlayerTheMovesInCoordinates) {
  ChildProcess uci({kPlyground, "uci", "--game", "chess", "--player", "greedy"});
  ASSERT_TRUE(uci.write_line("uci\nposition startpos moves e4 e5 Nf3\ngo depth 1"));
  std::string said;
  while (auto line = uci.read_line(std::chrono::seconds(30))) {
    said += *line + "\n";
    if (line->rfind("bestmove", 0) == 0) break;
  }
  EXPECT_THAT(said, ::testing::Not(HasSubstr("error"))) << said;
  EXPECT_THAT(said, ::testing::Not(HasSubstr("bestmove (none)"))) << said;
  EXPECT_THAT(said, HasSubstr("bestmove ")) << said;
}

TEST(ExternalEngine, StockfishPlaysAChessGameAtALimitedStrength) {
  const char* stockfish = "/usr/games/stockfish";
  if (!std::filesystem::exists(stockfish)) GTEST_SKIP() << "stockfish is not installed";
  const GameModule& chess = game_module("chess");
  auto engine = make_engine(std::string("uci:") + stockfish + ":UCI_LimitStrength=true,UCI_Elo=1350", shipped(), chess);
  auto player = make_engine("alphabeta:depth=2", shipped(), chess);
  const PlayedGame played = play_game(*player, *engine, chess, "", make_limits(50, 0));
  ASSERT_NE(played.record.result, Result::ONGOING);
  EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("illegal")));
  EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("failed")));
  std::istringstream text(write_pgn(chess, played.record));
  const auto read = read_pgn(chess, text);
  ASSERT_TRUE(read) << read.reason();
  EXPECT_EQ((*read)[0].moves, played.record.moves);
  EXPECT_EQ((*read)[0].tag("Variant"), "");  // standard chess PGN has none
}

}  // namespace
}  // namespace plyground::host
