// The plugin loader: shipped players load; every broken plugin is refused with its reason.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include <cstdio>
#include <filesystem>
#include <locale>
#include <map>
#include <sstream>

#include "games/registry.hpp"
#include "host_support.hpp"
#include "players/make_engine.hpp"
#include "players/plugin_loader.hpp"

namespace plyground::host {
namespace {

namespace fs = std::filesystem;
const fs::path kShipped = PLYGROUND_PLUGIN_DIR;
const fs::path kBroken = PLYGROUND_BROKEN_PLUGIN_DIR;

// Why a file is refused, as the scanner child says (the way the host learns it) and as loading it
// here says (--in-process): the same reason both ways.
std::string refusal(const fs::path& file) {
  const PluginScan scan = scan_plugins({}, {file});
  if (!scan.plugins.empty()) return "(loaded)";
  auto loaded = load_plugin(file);
  if (std::holds_alternative<LoadedPlugin>(loaded)) return "(loaded here)";
  EXPECT_EQ(scan.failures.at(0).reason, std::get<LoadFailure>(loaded).reason);
  return scan.failures.at(0).reason;
}

// A shipped player loaded into this process.
LoadedPlugin load(const PluginInfo& info) {
  auto loaded = load_plugin(info.file);
  EXPECT_TRUE(std::holds_alternative<LoadedPlugin>(loaded));
  return std::get<LoadedPlugin>(loaded);
}

using ::testing::HasSubstr;

TEST(Loader, ShippedPlayersLoad) {
  const PluginScan scan = scan_plugins({kShipped});
  EXPECT_TRUE(scan.failures.empty());
  for (const char* name : {"random", "greedy", "minimax", "alphabeta", "deepening"}) {
    const PluginInfo* p = scan.find(name);
    ASSERT_NE(p, nullptr) << name;
    EXPECT_EQ(p->games.at(0), "xiangqi");
    EXPECT_EQ(load(*p).descriptor->abi_major, PLY_ABI_MAJOR);
  }
}

TEST(Loader, NotASharedLibraryIsRefused) {
  EXPECT_THAT(refusal(kBroken / "not_a_library.so"), HasSubstr("not a shared library"));
}
TEST(Loader, NoEntrySymbolIsRefused) {
  EXPECT_THAT(refusal(kBroken / "broken_no_entry.so"), HasSubstr("no entry symbol 'plyground_plugin_entry'"));
}
TEST(Loader, AbiMajorMismatchNamesBothVersions) {
  const std::string why = refusal(kBroken / "broken_wrong_major.so");
  EXPECT_THAT(why, HasSubstr("built for plugin ABI " + std::to_string(PLY_ABI_MAJOR + 1) + "."));
  EXPECT_THAT(why, HasSubstr("this Plyground speaks " + std::to_string(PLY_ABI_MAJOR) + "."));
}
TEST(Loader, DescriptorTooSmallIsRefused) {
  EXPECT_THAT(refusal(kBroken / "broken_small_descriptor.so"), HasSubstr("descriptor too small (16 bytes"));
}
TEST(Loader, DescriptorWithoutGamesIsRefused) {
  EXPECT_THAT(refusal(kBroken / "broken_no_games.so"), HasSubstr("names no game"));
}
TEST(Loader, DescriptorWithoutNameIsRefused) {
  EXPECT_THAT(refusal(kBroken / "broken_no_name.so"), HasSubstr("has no name"));
}
TEST(Loader, OptionDefaultOutOfRangeIsRefused) {
  EXPECT_THAT(refusal(kBroken / "broken_bad_default.so"), HasSubstr("option 'depth' has default '99' outside 1..10"));
}
TEST(Loader, TooManyOptionsAreRefused) {
  EXPECT_THAT(refusal(kBroken / "broken_many_options.so"), HasSubstr("it declares 5000 options, more than 256"));
  // As many as may be, with long texts: more than a scan record holds, said so (not as a crash).
  const PluginScan scan = scan_plugins({}, {kBroken / "broken_long_options.so"});
  ASSERT_EQ(scan.failures.size(), 1u);
  EXPECT_THAT(scan.failures[0].reason, HasSubstr("more than the 65536 a scan record holds"));
}
TEST(Loader, MissingFileIsRefused) { EXPECT_THAT(refusal(kBroken / "no-such-plugin.so"), HasSubstr("no such file")); }

// In the folders, the first of a name is kept; a file named on the command line (--plugin) is the
// one meant, and a folder's plugin of its name (a copy installed earlier) is set aside for it.
TEST(Loader, DuplicateNameIsRefusedUnlessNamed) {
  const fs::path folder = fs::temp_directory_path() / "plyground-duplicates";
  fs::create_directories(folder);
  const fs::path copy = folder / "random-copy.so", named = fs::temp_directory_path() / "plyground-named-random.so";
  fs::copy_file(kShipped / "random.so", copy, fs::copy_options::overwrite_existing);
  fs::copy_file(kShipped / "random.so", named, fs::copy_options::overwrite_existing);
  const PluginScan folders = scan_plugins({kShipped, folder});
  ASSERT_EQ(folders.failures.size(), 1u);
  EXPECT_THAT(folders.failures[0].reason, HasSubstr("duplicate name 'random'"));
  EXPECT_EQ(folders.find("random")->file, kShipped / "random.so");
  const PluginScan with_named = scan_plugins({kShipped, folder}, {named});
  EXPECT_EQ(with_named.find("random")->file, named);
  ASSERT_EQ(with_named.failures.size(), 2u);
  EXPECT_THAT(with_named.failures[0].reason, HasSubstr("duplicate name 'random'"));  // the folders' second
  EXPECT_THAT(with_named.failures[1].reason, HasSubstr("set aside: --plugin names " + named.string()));
  fs::remove_all(folder);
  fs::remove(named);
}

TEST(Loader, ScanListsEveryBrokenFile) {
  const PluginScan scan = scan_plugins({kBroken});
  EXPECT_TRUE(scan.plugins.empty());
  EXPECT_EQ(scan.failures.size(), 9u);
}

// Load-time code that crashes, hangs or exits, and descriptors that would fault or forge output,
// run only in scanner children: this process goes on, each file refused with its reason.
TEST(Loader, LoadTimeFaultsCostOnlyTheirFile) {
#ifdef PLYGROUND_SANITIZED
  // A sanitized scanner starts slowly and writes a long report as it crashes: more time for all.
  const std::chrono::milliseconds timeout(10000);
#else
  const std::chrono::milliseconds timeout(2000);
#endif
  const PluginScan scan = scan_plugins({kShipped, PLYGROUND_LOAD_FAULTS_DIR}, {}, timeout);
  EXPECT_EQ(scan.plugins.size(), PLYGROUND_SHIPPED_PLAYERS + 1u);  // the shipped, and one that only prints as it loads
  std::map<std::string, std::string> why;
  for (const LoadFailure& f : scan.failures) why[f.file.filename().string()] = f.reason;
  ASSERT_EQ(why.size(), 5u);
  // Its last words, or under AddressSanitizer the sanitizer's report, which comes after them.
  EXPECT_THAT(why["load_crash.so"],
              ::testing::AnyOf(HasSubstr("about to crash at load"), HasSubstr("AddressSanitizer")));
  EXPECT_THAT(why["load_exit.so"], HasSubstr("called exit() in its load-time code"));
  EXPECT_THAT(why["load_hang.so"],
              HasSubstr("did not finish loading within " + std::to_string(timeout.count()) + " ms"));
  EXPECT_THAT(why["bogus_name.so"], HasSubstr("never loaded by the host"));
  EXPECT_THAT(why["forged_name.so"], HasSubstr("its name 'evil random 9.9.9  by Plyground' is not"));
}

TEST(Loader, ScanRecordsRoundTrip) {
  PluginInfo info{"/p/x.so",
                  "x",
                  "1.0",
                  "a\tb",
                  "line\none \\ two",
                  {"xiangqi", "chess"},
                  {{"depth", OptionType::SPIN, "3", 1, 9, {}, "how deep"},
                   {"order", OptionType::COMBO, "none", 0, 0, {"none", "captures first"}, ""}}};
  const auto back = parse_scan_record(scan_record(info));
  ASSERT_TRUE(back && std::holds_alternative<PluginInfo>(*back));
  const PluginInfo& p = std::get<PluginInfo>(*back);
  EXPECT_EQ(p.file, info.file);
  // A record is read back as describe() would have written it: its texts printable.
  EXPECT_EQ(p.author, "a b");
  EXPECT_EQ(p.description, "line one \\ two");
  EXPECT_EQ(p.games, info.games);
  ASSERT_EQ(p.options.size(), 2u);
  EXPECT_EQ(p.options[0].max, 9);
  EXPECT_EQ(p.options[1].choices, info.options[1].choices);
  const auto failure = parse_scan_record(scan_record(LoadFailure{"/p/y.so", "why\tnot"}));
  ASSERT_TRUE(failure && std::holds_alternative<LoadFailure>(*failure));
  EXPECT_EQ(std::get<LoadFailure>(*failure).reason, "why not");
  EXPECT_FALSE(parse_scan_record("plugin\t/p/z.so\tz"));
  // What no descriptor gets through describe(): a name that is not plain, an option type unknown.
  PluginInfo bad = info;
  bad.name = "x\nrefused: y";
  EXPECT_FALSE(parse_scan_record(scan_record(bad)));
  bad = info;
  bad.games[1] = "Chess";
  EXPECT_FALSE(parse_scan_record(scan_record(bad)));
  bad = info;
  bad.options[0].type = OptionType(7);  // a record may say anything
  EXPECT_FALSE(parse_scan_record(scan_record(bad)));
  bad = info;
  bad.options[0].name = "a=b";
  EXPECT_FALSE(parse_scan_record(scan_record(bad)));
  EXPECT_FALSE(parse_scan_record("anything else"));
}

TEST(Loader, InstanceKeepsItsLibraryLoaded) {
  std::unique_ptr<PluginInstance> instance;
  {
    const PluginScan scan = scan_plugins({kShipped});
    instance = std::make_unique<PluginInstance>(load(*scan.find("greedy")), "xiangqi");
  }  // the scan and its handles are gone; the instance still holds the library
  const char* const moves[] = {"h2e2"};
  const ply_position position{sizeof(ply_position), "xiangqi",
                              "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", moves, 1};
  ply_limits limits{};
  limits.struct_size = sizeof limits;
  const ply_host host{sizeof(ply_host), nullptr, nullptr, nullptr, nullptr};
  ply_result result{};
  EXPECT_EQ(instance->choose_move(position, limits, host, result).reason(), "");
  EXPECT_NE(std::string(result.move), "");
}

// An instance keeps the game between moves and plays only the new moves of a position that extends
// the last (players/player.hpp, FollowedGame): each answer is the one a fresh instance gives for the
// same position, whatever came before it, a refused move too.
TEST(Loader, AnInstanceFollowsTheGameItIsSentAndNoOther) {
  const PluginScan scan = scan_plugins({kShipped});
  const LoadedPlugin greedy = load(*scan.find("greedy"));
  PluginInstance followed(greedy, "xiangqi");
  const std::string start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const std::string kings = "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
  const std::vector<std::pair<std::string, std::vector<std::string>>> positions = {
      {start, {"h2e2"}},                  // the first
      {start, {"h2e2", "h9g7"}},          // extends it
      {start, {"b2e2", "h9g7"}},          // as long, another game
      {start, {"b2e2"}},                  // shorter
      {start, {"b2e2", "h9g7", "zz"}},    // refused at its third move
      {start, {"b2e2", "h9g7", "h0g2"}},  // after the refusal
      {kings, {}},                        // another start
      {kings, {"d0d1", "e9e8"}}};
  ply_limits limits{};
  limits.struct_size = sizeof limits;
  limits.depth = 1;
  const ply_host host{sizeof(ply_host), nullptr, nullptr, nullptr, nullptr};
  for (const auto& [fen, moves] : positions) {
    std::vector<const char*> texts;
    for (const std::string& m : moves) texts.push_back(m.c_str());
    const ply_position position{sizeof(ply_position), "xiangqi", fen.c_str(), texts.data(), uint32_t(texts.size())};
    ply_result answer{}, fresh_answer{};
    const std::string error = followed.choose_move(position, limits, host, answer).reason();
    PluginInstance fresh(greedy, "xiangqi");
    EXPECT_EQ(error, fresh.choose_move(position, limits, host, fresh_answer).reason()) << moves.size();
    if (moves.size() == 3 && moves[2] == "zz") {
      EXPECT_THAT(error, HasSubstr("move 3: "));
      continue;
    }
    EXPECT_STREQ(answer.move, fresh_answer.move) << fen << " after " << moves.size() << " moves";
    std::unique_ptr<GameState> game = game_at(game_module("xiangqi"), fen);
    for (const std::string& m : moves) ASSERT_EQ(game->play(m).reason(), "");
    EXPECT_EQ(game->play(answer.move).reason(), "") << answer.move;
  }
}

TEST(Loader, ManyInstancesComeAndGo) {
  const PluginScan scan = scan_plugins({kShipped});
  for (int i = 0; i < 100; ++i)  // leaks are the sanitizer build's to find
    for (const PluginInfo& p : scan.plugins) {
      PluginInstance instance(load(p), "xiangqi");
      ASSERT_EQ(instance.new_game().reason(), "");
    }
}

TEST(Loader, UnknownGameIsRefusedByCreate) {
  const PluginScan scan = scan_plugins({kShipped});
  try {
    PluginInstance instance(load(*scan.find("random")), "go");
    FAIL() << "created for a game it does not play";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), HasSubstr("does not play 'go' (it plays xiangqi, chess, tictactoe, tree"));
  }
}

// Every game of the kit, but a game with dice only for the players that search chance.
TEST(Loader, ShippedPlayersPlayEveryGameOfTheKit) {
  std::vector<std::string> games, without_dice;
  for (const GameModule* m : game_modules()) {
    games.emplace_back(m->id());
    if (!m->dice()) without_dice.emplace_back(m->id());
  }
  ASSERT_GE(without_dice.size(), 4u);
  ASSERT_GT(games.size(), without_dice.size());
  const std::set<std::string> chance = {"random", "greedy", "mcts", "expectimax", "textbook", "python"};
  for (const PluginInfo& p : scan_plugins({kShipped}).plugins)
    EXPECT_EQ(p.games, chance.count(p.name) ? games : without_dice) << p.name;
}

TEST(Loader, APlayerIsOfferedOnlyForTheGamesItPlays) {
  const PluginScan scan = scan_plugins({kShipped}, {PLYGROUND_ONE_GAME_PLUGIN});
  const PluginInfo* one = scan.find("first_square");
  ASSERT_NE(one, nullptr);
  EXPECT_EQ(one->games, std::vector<std::string>{"tictactoe"});
  try {
    make_engine("first_square", scan, game_module("chess"));
    FAIL() << "offered a tic-tac-toe player for chess";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "first_square does not play chess (it plays tictactoe)");
  }
  auto engine = make_engine("first_square", scan, game_module("tictactoe"));
  const auto game = game_module("tictactoe").new_game();
  EXPECT_EQ(engine->choose_move(*game, make_limits(0, 0), nullptr).move, "a1");
}

TEST(Loader, APluginsLocaleIsUndoneAfterEachCallInProcess) {
  // torture_setlocale makes C++ streams write 1234.5 as 1.2.3.4,5 (and sets a C locale if it can).
  auto engine = make_engine(std::string(PLYGROUND_TORTURE_DIR) + "/torture_setlocale.so", scan_plugins({}),
                            game_module("xiangqi"));
  const auto game = game_module("xiangqi").new_game();
  EXPECT_EQ(engine->choose_move(*game, make_limits(0, 1), nullptr).error, "");
  EXPECT_EQ(std::locale().name(), "C");
  std::ostringstream stream;
  stream << 1234.5;
  EXPECT_EQ(stream.str(), "1234.5");
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", 1234.5);
  EXPECT_STREQ(text, "1234.5");
}

}  // namespace
}  // namespace plyground::host
