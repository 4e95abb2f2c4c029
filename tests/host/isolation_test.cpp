// Isolated players: every fault of the torture set costs only its game, with its reason, and the
// host's memory does not grow over many faulty games.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "games/registry.hpp"
#include "host_support.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"
#include "players/process.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;
using ::testing::MatchesRegex;

const std::string kTorture = PLYGROUND_TORTURE_DIR;

const GameModule& xiangqi() { return game_module("xiangqi"); }

class Isolation : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { setenv("PLYGROUND_EXECUTABLE", PLYGROUND_EXECUTABLE, 1); }
};

PlayedGame against_random(const std::string& fault, int64_t movetime_ms = 100) {
  auto bad = make_engine(kTorture + "/torture_" + fault + ".so", shipped(), xiangqi(), true);
  auto random = make_engine("random", shipped(), xiangqi(), true);
  return play_game(*bad, *random, xiangqi(), "", make_limits(movetime_ms, 0));
}

TEST_F(Isolation, EveryFaultLosesWithItsReason) {
  struct Case {
    const char* fault;
    const char* reason;  // a regular expression over the Termination tag
  };
  std::vector<Case> cases = {
      {"crash", ".*crashed or quit \\((killed by signal 11|exited with status 1).*"},
      {"abort", ".*crashed or quit \\((killed by signal 6|exited with status 1).*"},
      {"hang", ".*no move within 150 ms: the engine was stopped.*"},
      {"ignore_stop", ".*no move within 150 ms: the engine was stopped.*"},
      // A move 300 ms past its 100 ms is late (past 50 ms of grace): lost on time, not played.
      {"late", ".*torture_late lost on time: it answered after [0-9]+ ms, past the 150 ms it had.*"},
      {"talk_forever", ".*no move within 150 ms: the engine was stopped.*"},
      {"throw", ".*failed: out of ideas"},
      {"empty", ".*failed: the player gave no move"},
      {"garbage", ".*'zz99' is not an ICCS move.*"},
      // Writing past its buffers is undefined: the child may crash, report, or hang on what it broke.
      {"overflow", ".*(crashed or quit|failed: y+|no move within 150 ms).*"},
  };
#if !defined(__SANITIZE_ADDRESS__)  // the sanitizer's runtime cannot run under an address-space limit
  cases.push_back({"leak", ".*failed: out of memory"});
#endif
  for (const Case& c : cases) {
    // Filling 256 MB a move takes a loaded machine longer than 100 ms and its grace: time enough to run out.
    const PlayedGame played = against_random(c.fault, std::string(c.fault) == "leak" ? 5000 : 100);
    EXPECT_EQ(played.record.result, Result::SECOND_PLAYER_WINS) << c.fault;
    EXPECT_THAT(played.record.tag("Termination"), MatchesRegex(c.reason)) << c.fault;
  }
}

TEST_F(Isolation, APluginPathWithSpacesPlays) {
  // The child is started from an argument list: nothing splits the path.
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "plugins with spaces";
  std::filesystem::create_directories(folder);
  const std::filesystem::path file = folder / "my greedy.so";
  std::filesystem::copy_file(std::filesystem::path(PLYGROUND_PLUGIN_DIR) / "greedy.so", file,
                             std::filesystem::copy_options::overwrite_existing);
  auto engine = make_engine(file.string() + ":seed=3", shipped(), xiangqi(), true);
  EXPECT_EQ(engine->name(), "greedy:seed=3");
  EXPECT_EQ(engine->new_game().reason(), "");
  const MoveReply reply = engine->choose_move(*xiangqi().new_game(), make_limits(0, 1), nullptr);
  EXPECT_EQ(reply.error, "");
  EXPECT_FALSE(reply.move.empty());
  std::filesystem::remove_all(folder);
}

TEST_F(Isolation, APlayersOwnMoveTimeIsWaitedFor) {
  // A level of the window in a tournament of 10 ms a move: the host waits for the player's own 3 s
  // (deepening ends between half of it and all of it), not the match's 10 ms and its margin.
  auto engine = make_engine("deepening:movetime=3000", shipped(), xiangqi(), true);
  ASSERT_EQ(engine->new_game().reason(), "");
  const MoveReply reply = engine->choose_move(*xiangqi().new_game(), make_limits(10, 0), nullptr);
  EXPECT_EQ(reply.error, "");
  EXPECT_FALSE(reply.move.empty());
  EXPECT_GT(reply.seconds, 1.4);
}

TEST_F(Isolation, AnEngineStoppedOverItsTimeMayReportBeforeItsMove) {
  // Held to 300 ms, deepening is sent stop; it says its last search info, then its move, as UCI
  // engines do: the move counts.
  auto engine = make_engine("deepening:movetime=5000", shipped(), xiangqi(), true);
  ASSERT_EQ(engine->new_game().reason(), "");
  engine->limit_answer_time(std::chrono::milliseconds(300));
  const MoveReply reply = engine->choose_move(*xiangqi().new_game(), make_limits(10, 0), nullptr);
  EXPECT_EQ(reply.error, "");
  EXPECT_FALSE(reply.move.empty());
  EXPECT_LT(reply.seconds, 1.0);
}

TEST_F(Isolation, WhatTheSandboxRefusesQuietlyCostsNothing) {
  for (const std::string fault : {"write_outside", "load_thread"}) {
    const PlayedGame played = against_random(fault);
    EXPECT_NE(played.record.result, Result::ONGOING) << fault;
    EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("failed"))) << fault;
  }
}

TEST_F(Isolation, ACallTheFilterRefusesLosesTheGameNamingIt) {
  for (const auto& [fault, call] :
       {std::pair{"network", "connect"}, std::pair{"spawn", "clone"}, std::pair{"kill_host", "kill"}}) {
    const PlayedGame played = against_random(fault);
    EXPECT_EQ(played.record.result, Result::SECOND_PLAYER_WINS) << fault;
    EXPECT_THAT(played.record.tag("Termination"), HasSubstr(std::string("the sandbox refused the system call ") + call))
        << fault;
  }
}

TEST_F(Isolation, APluginThatNeverAnswersServedByUciIsStoppedAndTheServerGoesOn) {
  // plyground uci as another program runs it, which may never stop it: the server plays the plugin
  // in a sandboxed child of its own, stops it after the move time and its margin (150 ms for 100
  // ms), says why, and answers the next command.
  ChildProcess uci({PLYGROUND_EXECUTABLE, "uci", "--player", kTorture + "/torture_hang.so"});
  ASSERT_TRUE(uci.write_line("uci\nisready\ngo movetime 100"));
  std::string said;
  while (auto line = uci.read_line(std::chrono::seconds(30))) {
    said += *line + "\n";
    if (line->rfind("bestmove", 0) == 0) break;
  }
  EXPECT_THAT(said, HasSubstr("info string error: no move within 150 ms"));
  EXPECT_THAT(said, HasSubstr("bestmove (none)"));
  ASSERT_TRUE(uci.write_line("isready"));
  const auto ready = uci.read_line(std::chrono::seconds(10));
  ASSERT_TRUE(ready);
  EXPECT_EQ(*ready, "readyok");
}

TEST_F(Isolation, SlowToStartStillPlays) {
  const PlayedGame played = against_random("slow_create");
  EXPECT_NE(played.record.result, Result::ONGOING);
  EXPECT_THAT(played.record.tag("Termination"), ::testing::Not(HasSubstr("failed")));
}

#if !defined(__SANITIZE_ADDRESS__)  // the sanitizer keeps freed memory in quarantine: RSS grows there
long resident_kb() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return 0;
}

TEST_F(Isolation, HostMemoryDoesNotGrowOverManyFaultyGames) {
  auto random = make_engine("random", shipped(), xiangqi());
  for (int i = 0; i < 10; ++i) {  // warm up: allocator pools, first engine starts
    auto bad = make_engine(kTorture + "/torture_crash.so", shipped(), xiangqi(), true);
    play_game(*bad, *random, xiangqi(), "", make_limits(100, 0));
  }
  const long before = resident_kb();
  for (int i = 0; i < 100; ++i) {
    auto bad = make_engine(kTorture + "/torture_crash.so", shipped(), xiangqi(), true);
    const PlayedGame played = play_game(*bad, *random, xiangqi(), "", make_limits(100, 0));
    ASSERT_EQ(played.record.result, Result::SECOND_PLAYER_WINS);
  }
  EXPECT_LT(resident_kb() - before, 2048) << "kB grown over 100 faulty games";
}
#endif

}  // namespace
}  // namespace plyground::host
