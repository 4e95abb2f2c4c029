// Games kept to one core: who is pinned, that children follow the thread that starts them, and
// that a tournament's games run that way.
#include <gtest/gtest.h>

#include <sched.h>

#include <set>
#include <string>

#include "host_support.hpp"
#include "match/tournament.hpp"
#include "players/cores.hpp"
#include "players/process.hpp"

namespace plyground::host {
namespace {

TEST(Cores, AGameKeepsToOneCoreOnlyWhenEveryPlayerIsAPluginOnOneThreadAndThereIsRoom) {
  const auto players = [](const char* list) { return parse_player_list(list); };
  EXPECT_TRUE(one_core_per_game(players("greedy,random"), 1, 2));
  EXPECT_TRUE(one_core_per_game(players("greedy,random"), 2, 2));
  EXPECT_TRUE(one_core_per_game(players("./my.so:Threads=1,student.py"), 1, 1));
  EXPECT_FALSE(one_core_per_game(players("greedy,random"), 3, 2));  // more games than cores
  EXPECT_FALSE(one_core_per_game(players("greedy,random"), 1, 0));
  EXPECT_FALSE(one_core_per_game(players("greedy,uci:stockfish"), 1, 8));  // an engine of the user's
  EXPECT_FALSE(one_core_per_game(players("greedy,./my.so:threads=4"), 1, 8));
  EXPECT_FALSE(one_core_per_game(players("greedy,./my.so:Threads=2"), 1, 8));
}

TEST(Cores, EachThreadClaimsADifferentCore) {
  CoreClaims claims({3, 5});
  std::set<int> claimed = {claims.claim(), claims.claim()};
  EXPECT_EQ(claimed, (std::set<int>{3, 5}));
  EXPECT_EQ(claims.claim(), -1);  // none left: that thread runs anywhere
  EXPECT_EQ(CoreClaims({}).claim(), -1);
}

TEST(Cores, TheRunningCoreIsClaimedFirst) {
  std::vector<int> cores = usable_cores();
  ASSERT_FALSE(cores.empty());
  const OnOneCore pinned(cores.back());  // so that the running core is known
  EXPECT_EQ(CoreClaims(cores).claim(), cores.back());
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
  TournamentSettings settings;
  settings.players = parse_player_list("greedy,random");
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
}

}  // namespace
}  // namespace plyground::host
