// Games kept to one core: who is pinned, that children follow the thread that starts them, and
// that a tournament's games run that way.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sched.h>
#include <sys/file.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

#include "host_support.hpp"
#include "match/tournament.hpp"
#include "players/cores.hpp"
#include "players/process.hpp"

namespace plyground::host {
namespace {

TEST(Cores, AGameKeepsToOneCoreOnlyWhenEveryPlayerIsAPluginOnOneThreadAndThereIsRoom) {
  const auto one_core = [](const char* list, int games, size_t cores, const PluginScan& scan = PluginScan{}) {
    return one_core_per_game(parse_player_list(list).value(), scan, games, cores);
  };
  EXPECT_TRUE(one_core("greedy,random", 1, 2));
  EXPECT_TRUE(one_core("greedy,random", 2, 2));
  EXPECT_TRUE(one_core("./my.so:Threads=1,student.py", 1, 1));
  EXPECT_FALSE(one_core("greedy,random", 3, 2));  // more games than cores
  EXPECT_FALSE(one_core("greedy,random", 1, 0));
  EXPECT_FALSE(one_core("greedy,uci:stockfish", 1, 8));  // an engine of the user's
  EXPECT_FALSE(one_core("greedy,./my.so:threads=4", 1, 8));
  EXPECT_FALSE(one_core("greedy,./my.so:Threads=0", 1, 8));  // 0: as many as there are cores
  // A plugin whose own default is several threads, unless its spec says one.
  PluginScan scan;
  PluginInfo threaded;
  threaded.name = "threaded";
  threaded.options.push_back({.name = "Threads", .type = OptionType::SPIN, .default_value = "4"});
  scan.plugins.push_back(threaded);
  EXPECT_FALSE(one_core("greedy,threaded", 1, 8, scan));
  EXPECT_TRUE(one_core("greedy,threaded:Threads=1", 1, 8, scan));
}

// Hands out each core once, and none another Plyground process holds (a lock per core).
TEST(Cores, EachThreadClaimsADifferentCoreNoneAnotherHolds) {
  const std::filesystem::path locks = std::filesystem::path(::testing::TempDir()) / "core-locks";
  std::filesystem::remove_all(locks);
  std::filesystem::create_directories(locks);
  {
    CoreClaims claims({3, 5}, locks);
    std::set<int> claimed = {claims.claim(), claims.claim()};
    EXPECT_EQ(claimed, (std::set<int>{3, 5}));
    EXPECT_EQ(claims.claim(), -1);  // none left: that thread runs anywhere
  }
  const int held = ::open((locks / "plyground-core-3.lock").c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(held, 0);
  ASSERT_EQ(flock(held, LOCK_EX | LOCK_NB), 0);  // another process playing on core 3
  {
    CoreClaims claims({3, 5}, locks);
    EXPECT_EQ(claims.claim(), 5);
    EXPECT_EQ(claims.claim(), -1);
    CoreClaims others({5}, locks);
    EXPECT_EQ(others.claim(), -1);  // 5 is held by the first claims now
  }
  ::close(held);
  CoreClaims after({3, 5}, locks);  // all let go
  EXPECT_EQ(std::set<int>({after.claim(), after.claim()}), (std::set<int>{3, 5}));
  EXPECT_EQ(CoreClaims({}, locks).claim(), -1);
}

TEST(Cores, TheRunningCoreIsClaimedFirst) {
  std::vector<int> cores = usable_cores();
  ASSERT_FALSE(cores.empty());
  const OnOneCore pinned(cores.back());  // so that the running core is known
  // Locks of its own: a tournament tested at the same time may hold that core's.
  const std::string locks = ::testing::TempDir() + "/running-core-locks";
  std::filesystem::create_directories(locks);
  EXPECT_EQ(CoreClaims(cores, locks).claim(), cores.back());
}

// The children a pinned thread starts are pinned with it (they inherit its mask), and the thread's
// mask comes back when it is let go.
TEST(Cores, AThreadOnOneCoreStartsItsChildrenThere) {
  const std::vector<int> before = usable_cores();
  ASSERT_FALSE(before.empty());
  const int core = before.back();
  std::string allowed;
  {
    const OnOneCore pinned(core);
    EXPECT_EQ(usable_cores(), std::vector<int>{core});
    ChildProcess child({"grep", "Cpus_allowed_list", "/proc/self/status"},
                       ChildOptions{.own_group = true, .own_directory = false, .environment = {}});
    allowed = child.read_line(std::chrono::seconds(10)).value_or("");
  }
  EXPECT_EQ(allowed, "Cpus_allowed_list:\t" + std::to_string(core));
  EXPECT_EQ(usable_cores(), before);
}

// A tournament of plugins plays each game on one core (its worker, and so its players' children),
// and on any core when told not to.
TEST(Cores, ATournamentOfPluginsPlaysEachGameOnOneCore) {
  // Its cores' locks in a folder of its own: tests that run at the same time hold theirs.
  const std::string locks = ::testing::TempDir() + "/tournament-core-locks";
  std::filesystem::create_directories(locks);
  const char* tmpdir = std::getenv("TMPDIR");
  const std::string former = tmpdir ? tmpdir : "";
  setenv("TMPDIR", locks.c_str(), 1);
  TournamentSettings settings;
  settings.players = parse_player_list("greedy,random").value();
  settings.games_per_pair = 2;
  settings.limits = make_limits(0, 1);
  settings.quiet = true;
  std::vector<size_t> cores_seen;  // by the worker, as each game ends
  settings.on_game = [&](const ScheduledGame&, const PlayedGame&) { cores_seen.push_back(usable_cores().size()); };
  run_tournament(settings, shipped());
  EXPECT_EQ(cores_seen, (std::vector<size_t>{1, 1}));

  cores_seen.clear();
  settings.affinity = false;
  run_tournament(settings, shipped());
  EXPECT_EQ(cores_seen, (std::vector<size_t>{usable_cores().size(), usable_cores().size()}));
  if (tmpdir)
    setenv("TMPDIR", former.c_str(), 1);
  else
    unsetenv("TMPDIR");
}

}  // namespace
}  // namespace plyground::host
