// Tournaments: the schedule, standings and Elo, the SPRT, and reading a PGN cut off by a kill.
#include <fcntl.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sys/file.h>
#include <unistd.h>
#include <cmath>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "../test_support.hpp"
#include "games/registry.hpp"
#include "host_support.hpp"
#include "match/tournament.hpp"

namespace plyground::host {
namespace {

using ::testing::HasSubstr;

TEST(Schedule, EveryPairMeetsWithBothColoursOnEachOpening) {
  const auto schedule = make_schedule(4, false, 4, 10, 7);
  ASSERT_EQ(schedule.size(), 6u * 4u);
  std::map<std::pair<int, int>, int> games;
  std::map<std::tuple<int, int, int>, int> red_by_opening;
  for (size_t i = 0; i < schedule.size(); ++i) {
    const ScheduledGame& g = schedule[i];
    EXPECT_EQ(g.round, int(i) + 1);
    EXPECT_NE(g.red, g.black);
    ++games[{std::min(g.red, g.black), std::max(g.red, g.black)}];
    ++red_by_opening[{std::min(g.red, g.black), std::max(g.red, g.black), g.opening * 2 + (g.red < g.black)}];
  }
  EXPECT_EQ(games.size(), 6u);
  for (const auto& [pair, n] : games) EXPECT_EQ(n, 4);
  for (const auto& [key, n] : red_by_opening) EXPECT_EQ(n, 1);  // each opening once with each colour
}

TEST(Schedule, GauntletPlaysTheFirstAgainstEachOther) {
  for (const ScheduledGame& g : make_schedule(4, true, 2, 1, 1)) EXPECT_TRUE(g.red == 0 || g.black == 0);
  EXPECT_EQ(make_schedule(4, true, 2, 1, 1).size(), 6u);
}

// Ratings fitted over all the games: a pair's score gives their difference (with the one draw
// added to a pair: 3.5 of 5 is 147 Elo); scores made of exact logistic shares give back the
// ratings they were made from; a player who won everything stays finite, above the one it beat.
TEST(Standings, RatingsByMaximumLikelihood) {
  Standings two;
  for (Result r :
       {Result::FIRST_PLAYER_WINS, Result::FIRST_PLAYER_WINS, Result::FIRST_PLAYER_WINS, Result::SECOND_PLAYER_WINS})
    two.add("a", "b", r);
  const std::vector<double> r2 = two.ratings();
  EXPECT_NEAR(r2[0] - r2[1], 400 * std::log10(0.7 / 0.3), 0.01);
  EXPECT_NEAR(r2[0] + r2[1], 0.0, 1e-6);

  // 0, 200 and 400: 1000 games a pair, won in the logistic share of each difference.
  Standings three;
  const double rating[] = {0, 200, 400};
  const char* names[] = {"weak", "middle", "strong"};
  for (int i = 0; i < 3; ++i)
    for (int j = i + 1; j < 3; ++j) {
      const int wins = int(std::lround(1000 / (1 + std::pow(10, (rating[i] - rating[j]) / 400))));
      for (int g = 0; g < 1000; ++g)
        three.add(names[j], names[i], g < wins ? Result::FIRST_PLAYER_WINS : Result::SECOND_PLAYER_WINS);
    }
  const std::vector<double> r3 = three.ratings();  // in the order first named: middle, weak, strong
  EXPECT_NEAR(r3[0] - r3[1], 200, 2);
  EXPECT_NEAR(r3[2] - r3[1], 400, 2);

  Standings chain;  // a beat b every time, b beat c; a and c never met
  for (int g = 0; g < 10; ++g)
    chain.add("a", "b", Result::FIRST_PLAYER_WINS), chain.add("b", "c", Result::FIRST_PLAYER_WINS);
  const std::vector<double> rc = chain.ratings();
  EXPECT_GT(rc[0], rc[1]);
  EXPECT_GT(rc[1], rc[2]);
  EXPECT_TRUE(std::isfinite(rc[0]) && std::isfinite(rc[2]));
  EXPECT_NEAR(rc[0] - rc[1], 400 * std::log10(10.5 / 0.5), 0.5);
}

TEST(Standings, EloFromScores) {
  EXPECT_NEAR(estimate_elo({3, 0, 1}).elo, 190.85, 0.01);  // 75 %
  EXPECT_NEAR(estimate_elo({1, 2, 1}).elo, 0.0, 1e-9);
  const EloEstimate e = estimate_elo({60, 20, 20});
  EXPECT_LT(e.low, e.elo);
  EXPECT_GT(e.high, e.elo);
  EXPECT_LT(estimate_elo({600, 200, 200}).high - estimate_elo({600, 200, 200}).low, e.high - e.low);
}

// Every game won (or lost) gives no Elo, only a bound: two wins say the Elo is above -291 at 95%
// (Clopper-Pearson: a score of at least 0.025^(1/2)), not that it is +1200 for sure.
TEST(Standings, APerfectScoreGivesABoundNotAnElo) {
  const EloEstimate won = estimate_elo({2, 0, 0});
  EXPECT_FALSE(won.known);
  EXPECT_NEAR(won.low, -290.5, 0.5);
  const EloEstimate lost = estimate_elo({0, 0, 2});
  EXPECT_FALSE(lost.known);
  EXPECT_NEAR(lost.high, 290.5, 0.5);
  EXPECT_TRUE(estimate_elo({2, 1, 0}).known);
  Standings s;
  s.add("a", "b", Result::FIRST_PLAYER_WINS);
  s.add("b", "a", Result::SECOND_PLAYER_WINS);
  EXPECT_THAT(s.table(), HasSubstr("?     -291..+inf"));
  EXPECT_THAT(s.table(), HasSubstr("?     -inf..+291"));
}

TEST(Standings, TableAndCrosstable) {
  Standings s;
  s.add("a", "b", Result::FIRST_PLAYER_WINS);
  s.add("b", "a", Result::DRAW);
  s.add("c", "a", Result::SECOND_PLAYER_WINS);
  EXPECT_EQ(s.games(), 3);
  EXPECT_EQ(s.total(0).points(), 2.5);
  EXPECT_EQ(s.pair(1, 0).points(), 0.5);
  EXPECT_THAT(s.table(), HasSubstr("1    a"));
  EXPECT_THAT(s.crosstable(), HasSubstr("1.5/2"));
  // Half the points: an Elo of +0, never "-0" (an estimate a hair below zero, rounded).
  Standings even;
  even.add("a", "b", Result::FIRST_PLAYER_WINS);
  even.add("b", "a", Result::FIRST_PLAYER_WINS);
  EXPECT_THAT(even.table(), ::testing::Not(HasSubstr("-0 ")));
  EXPECT_THAT(even.table(), HasSubstr("+0 "));
}

// Wide cells and long names keep a space between columns: "100.0/200" never runs into the next.
TEST(Standings, CrosstableColumnsNeverRunTogether) {
  Standings s;
  for (int game = 0; game < 200; ++game)
    s.add(game % 2 ? "alphabeta:depth=3" : "alphabeta:depth=1", game % 2 ? "alphabeta:depth=1" : "alphabeta:depth=3",
          Result::DRAW);
  const std::string table = s.crosstable();
  EXPECT_THAT(table, HasSubstr("alphabeta:depth=3 100.0/200"));
  EXPECT_THAT(table, HasSubstr("-- 100.0/200"));
  EXPECT_THAT(table, ::testing::Not(HasSubstr("--100")));
  EXPECT_THAT(table, ::testing::Not(HasSubstr("=1100")));
}

TEST(Sprt, DecidesOnClearResultsOnly) {
  const Sprt sprt{0, 50, 0.05, 0.05};
  EXPECT_EQ(sprt.verdict({300, 100, 100}), "H1 accepted");
  EXPECT_EQ(sprt.verdict({100, 100, 300}), "H0 accepted");
  EXPECT_EQ(sprt.verdict({3, 2, 2}), "");
  EXPECT_NEAR(sprt.upper(), std::log(19.0), 1e-9);
}

TEST(Tournament, GameCutOffByAKillIsDroppedAndTheFileRepaired) {
  const std::string path = ::testing::TempDir() + "/cut.pgn";
  const std::string game =
      "[Event \"t\"]\n[Round \"1\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n\n";
  const std::string cut = "[Event \"t\"]\n[Round \"3\"]\n\n1. h2e2 h9";
  {
    std::ofstream out(path);
    out << game << game << cut;
  }
  EXPECT_EQ(read_finished_games(game_module("xiangqi"), path, false).size(), 2u);
  EXPECT_EQ(std::filesystem::file_size(path), 2 * game.size() + cut.size());  // untouched without repair
  EXPECT_EQ(read_finished_games(game_module("xiangqi"), path, true).size(), 2u);
  EXPECT_EQ(std::filesystem::file_size(path), 2 * game.size());
  {
    std::ofstream out(path);
    out << "[Event \"t\"]\n1. h2h9 h9g7 1-0\n\n" << game;
  }
  EXPECT_THROW(read_finished_games(game_module("xiangqi"), path, true), std::runtime_error);  // damage in the middle
}

// Only a last game without its result was cut off by a kill; a whole game that does not read, text
// after the last result or before the first game, and a game cut off before another are refused,
// and the file is left as it was.
TEST(Tournament, NeverDropsAWholeGameNorGluesACutOneToTheNext) {
  const std::string path = ::testing::TempDir() + "/damaged.pgn";
  const std::string game =
      "[Event \"t\"]\n[Round \"1\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. h2e2 {+0.1} h9g7 1-0\n\n";
  const std::string illegal =
      "[Event \"t\"]\n[Round \"2\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. h2e2 h9h0 1-0\n\n";
  for (const std::string& text : {game + illegal,                                       // the last game, whole
                                  game + game + "garbage\n",                            // text after its result
                                  game.substr(0, game.find('+') + 2) + "\n" + game,     // cut in a comment
                                  game.substr(0, game.find("[Black")) + "[Res" + game,  // cut in its tags
                                  "hello\n" + game,                                     // text before it
                                  std::string("root:x:0:0\n")}) {                       // no game at all
    {
      std::ofstream out(path, std::ios::trunc);
      out << text;
    }
    EXPECT_THROW(read_finished_games(game_module("xiangqi"), path, true), std::runtime_error) << text;
    std::ifstream in(path);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), {}), text);
  }
}

// A file that names no game is chess to PGN: a chess game met where Xiangqi is played is said to
// be chess, not a game to mend; a Xiangqi game written without a tag still reads.
TEST(Tournament, AnUntaggedChessFileIsSaidToBeChess) {
  const std::string path = ::testing::TempDir() + "/untagged.pgn";
  {
    std::ofstream out(path);
    out << "[Event \"t\"]\n[Round \"1\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n";
  }
  try {
    read_finished_games(game_module("xiangqi"), path, false);
    FAIL() << "a chess game read as Xiangqi";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(e.what(),
                HasSubstr("holds Chess games (it names no Variant or Game), not Xiangqi: game 1 does not read"));
    EXPECT_THAT(e.what(), ::testing::Not(HasSubstr("mend")));
  }
  EXPECT_EQ(read_finished_games(game_module("chess"), path, false).size(), 1u);
}

// Games are found by their first tag, whatever it is, and never by a line of a comment.
TEST(Tournament, GamesAreFoundByTheirFirstTagNotInAComment) {
  const std::string path = ::testing::TempDir() + "/first-tags.pgn";
  {
    std::ofstream out(path);
    out << "[Game \"Chinese Chess\"]\n[Round \"1\"]\n[Red \"a\"]\n\n1. H2-E2 {a comment\n[that looks like a tag]\n} "
           "H9-G7 1-0\n\n"
        << "[Event \"t\"]\n[Round \"2\"]\n\n1. h2e2 h9g7 0-1\n\n";
  }
  const std::vector<PgnGame> games = read_finished_games(game_module("xiangqi"), path, false);
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].tag("White"), "a");
  EXPECT_EQ(games[1].tag("Round"), "2");
}

TEST(Tournament, RefusesAPgnAnotherTournamentIsWriting) {
  const std::string path = ::testing::TempDir() + "/locked.pgn";
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT, 0644);
  ASSERT_EQ(flock(fd, LOCK_EX), 0);
  TournamentSettings settings;
  settings.players = parse_player_list("random,greedy").value();
  settings.pgn_file = path;
  try {
    run_tournament(settings, shipped());
    FAIL() << "played into a locked PGN";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), HasSubstr("another tournament or match is writing"));
  }
  ::close(fd);
}

// Resuming removes a cut-off game by writing the PGN anew (a file renamed over the old one): the
// lock must move to the new file, or a second tournament could write it too.
TEST(Tournament, KeepsThePgnLockedWhenResumingRepairsIt) {
  const std::string path = ::testing::TempDir() + "/repaired.pgn";
  std::filesystem::remove(path);
  TournamentSettings settings;
  settings.players = parse_player_list("random,greedy").value();
  settings.games_per_pair = 1;
  settings.isolate = false;
  settings.pgn_file = path;
  run_tournament(settings, shipped());
  {
    std::ofstream cut(path, std::ios::app);
    cut << "[Event \"Plyground tournament\"]\n[Site \"?\"]\n[Round \"2\"]\n\n1. h2e2";  // killed mid-write
  }
  settings.games_per_pair = 2;
  settings.resume = true;
  int probes = 0, refused = 0;
  settings.on_game = [&](const ScheduledGame&, const PlayedGame&) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
    ++probes;
    refused += flock(fd, LOCK_EX | LOCK_NB) != 0;
    ::close(fd);
  };
  EXPECT_EQ(run_tournament(settings, shipped()).games(), 2);
  EXPECT_EQ(probes, 1);   // round 2, played again
  EXPECT_EQ(refused, 1);  // the file being written is locked
}

// A tournament of `players` at depth 1, `games_per_pair` games a pair, played in this process (here
// /proc/self/exe is not plyground) into a fresh PGN named `file` in the test folder.
TournamentSettings depth_one_tournament(const std::string& file, const std::string& players, int games_per_pair) {
  TournamentSettings settings;
  settings.players = parse_player_list(players).value();
  settings.games_per_pair = games_per_pair;
  settings.limits = make_limits(0, 1);
  settings.isolate = false;
  settings.pgn_file = ::testing::TempDir() + "/" + file;
  std::filesystem::remove(settings.pgn_file);
  return settings;
}

// Games played from other openings (another file, another --seed's order, or none) are not this
// tournament's: resuming refuses them.
TEST(Tournament, ResumeRefusesGamesFromOtherOpenings) {
  TournamentSettings settings = depth_one_tournament("openings.pgn", "random,greedy", 2);
  settings.openings_file = test::data_path("xiangqi-openings.epd");
  run_tournament(settings, shipped());
  settings.resume = true;
  settings.games_per_pair = 4;
  for (const auto& [seed, file] :
       {std::pair{uint64_t(7), settings.openings_file}, std::pair{uint64_t(0), std::string()}}) {
    TournamentSettings other = settings;
    other.seed = seed;
    other.openings_file = file;
    try {
      run_tournament(other, shipped());
      ADD_FAILURE() << "resumed games of other openings (seed " << seed << ")";
    } catch (const std::runtime_error& e) {
      EXPECT_THAT(std::string(e.what()), HasSubstr("other openings, or another --seed"));
    }
  }
  EXPECT_EQ(run_tournament(settings, shipped()).games(), 4);  // as it was played: resumed
}

// TimeControl as PGN and Cute Chess write it ("60+0.5", "0.1/move", "-"), and where no clock decides,
// what does in SearchLimit; a tournament resumed at another limit is refused, one whose file holds
// the tag as written before is resumed.
TEST(Tournament, TimeControlIsWrittenAsPgnWritesIt) {
  Limits clock = make_limits(0, 0);
  clock.time_left_ms[0] = clock.time_left_ms[1] = 60000;
  clock.increment_ms[0] = clock.increment_ms[1] = 500;
  EXPECT_EQ(time_control_tag(clock), "60+0.5");
  EXPECT_EQ(search_limit_tag(clock), "");
  clock.increment_ms[0] = 0;
  clock.time_left_ms[0] = 1500;
  EXPECT_EQ(time_control_tag(clock), "1.5");
  EXPECT_EQ(time_control_tag(make_limits(100, 0)), "0.1/move");
  EXPECT_EQ(time_control_tag(make_limits(0, 3)), "-");
  EXPECT_EQ(search_limit_tag(make_limits(0, 3)), "depth 3");
  EXPECT_EQ(search_limit_tag(make_limits(0, 0, 5000)), "nodes 5000");
  EXPECT_EQ(search_limit_tag(make_limits(0, 0)), "each player's own");

  TournamentSettings settings = depth_one_tournament("limits.pgn", "random,greedy", 2);
  const std::string& path = settings.pgn_file;
  run_tournament(settings, shipped());
  std::string text;
  {
    std::ifstream in(path);
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  const std::string tags = "[TimeControl \"-\"]\n[SearchLimit \"depth 1\"]";
  ASSERT_THAT(text, HasSubstr(tags));
  settings.resume = true;
  TournamentSettings deeper = settings;
  deeper.limits = make_limits(0, 2);
  try {
    run_tournament(deeper, shipped());
    ADD_FAILURE() << "resumed games of depth 1 at depth 2";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), HasSubstr("was played at depth 1, not depth 2"));
  }
  // As files written before hold it: TimeControl "depth 1", no SearchLimit.
  std::string earlier = text;
  for (size_t tag; (tag = earlier.find(tags)) != std::string::npos;)
    earlier.replace(tag, tags.size(), "[TimeControl \"depth 1\"]");
  {
    std::ofstream out(path, std::ios::trunc);
    out << earlier;
  }
  settings.games_per_pair = 4;
  EXPECT_EQ(run_tournament(settings, shipped()).games(), 4);
}

TEST(Tournament, PlaysEveryScheduledGameAndShardsSplitTheWork) {
  TournamentSettings settings = depth_one_tournament("shard.pgn", "random,greedy,minimax:depth=1", 2);
  const std::string path = settings.pgn_file;
  settings.shards = 2;
  settings.shard = 1;
  Standings first = run_tournament(settings, shipped());
  EXPECT_EQ(first.games(), 3);  // rounds 1, 3, 5 of 6
  settings.shard = 2;
  settings.resume = true;  // the same file: shard 2 adds its games
  Standings both = run_tournament(settings, shipped());
  EXPECT_EQ(both.games(), 6);
  std::set<std::string> rounds;
  for (const auto& g : read_finished_games(game_module("xiangqi"), path)) rounds.insert(g.tag("Round"));
  EXPECT_EQ(rounds, (std::set<std::string>{"1", "2", "3", "4", "5", "6"}));
}

// The open descriptors of this process.
int open_descriptors() {
  int n = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator("/proc/self/fd")) ++n;
  return n;
}

// Processes whose command line mentions `text` (this one aside).
int processes_mentioning(const std::string& text) {
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string pid = entry.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos || pid == std::to_string(getpid())) continue;
    std::ifstream in(entry.path() / "cmdline");
    const std::string cmdline((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    n += cmdline.find(text) != std::string::npos;
  }
  return n;
}

// A soak: 210 isolated games among healthy players and plugins that crash, exit, fork, throw and
// chatter. Every game is recorded, and nothing is left behind: no process, no descriptor.
TEST(Tournament, SoakLeavesNoProcessNoDescriptorNoLostGame) {
  const std::string path = ::testing::TempDir() + "/soak.pgn";
  std::filesystem::remove(path);
  // The plugins copied to a folder of this run's own, so that only this run's processes name it.
  const std::string torture = ::testing::TempDir() + "/soak-" + std::to_string(getpid());
  std::filesystem::create_directories(torture);
  TournamentSettings settings;
  settings.players = parse_player_list("random,greedy").value();
  for (const std::string fault : {"crash", "exit_in_move", "fork", "throw", "chatter"}) {
    const std::string file = "/torture_" + fault + ".so";
    std::filesystem::copy_file(PLYGROUND_TORTURE_DIR + file, torture + file,
                               std::filesystem::copy_options::overwrite_existing);
    settings.players.push_back(parse_spec(torture + file).value());
  }
  settings.games_per_pair = 10;
  settings.limits = make_limits(0, 1);
  settings.pgn_file = path;
  settings.concurrency = 2;
  const int descriptors = open_descriptors();
  const Standings standings = run_tournament(settings, shipped());
  EXPECT_EQ(standings.games(), 210);
  EXPECT_EQ(read_finished_games(game_module("xiangqi"), path).size(), 210u);
  EXPECT_EQ(open_descriptors(), descriptors);
  EXPECT_EQ(processes_mentioning(torture), 0);
  std::filesystem::remove_all(torture);
}

}  // namespace
}  // namespace plyground::host
