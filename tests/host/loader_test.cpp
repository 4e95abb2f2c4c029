// The plugin loader: shipped players load; every broken plugin is refused with its reason.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "players/engine.hpp"
#include "players/plugin_loader.hpp"

namespace plyground::host {
namespace {

namespace fs = std::filesystem;
const fs::path kShipped = PLYGROUND_PLUGIN_DIR;
const fs::path kBroken = PLYGROUND_BROKEN_PLUGIN_DIR;

std::string refusal(const fs::path& file) {
  auto loaded = load_plugin(file);
  if (std::holds_alternative<Plugin>(loaded)) return "(loaded)";
  return std::get<LoadFailure>(loaded).reason;
}

using ::testing::HasSubstr;

TEST(Loader, ShippedPlayersLoad) {
  const PluginScan scan = scan_plugins({kShipped});
  EXPECT_TRUE(scan.failures.empty());
  for (const char* name : {"random", "greedy", "minimax", "alphabeta", "deepening"}) {
    const Plugin* p = scan.find(name);
    ASSERT_NE(p, nullptr) << name;
    EXPECT_EQ(p->descriptor->abi_major, PLY_ABI_MAJOR);
    EXPECT_STREQ(p->descriptor->games[0], "xiangqi");
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
TEST(Loader, MissingFileIsRefused) { EXPECT_THAT(refusal(kBroken / "no-such-plugin.so"), HasSubstr("no such file")); }

TEST(Loader, DuplicateNameIsRefused) {
  const fs::path copy = fs::temp_directory_path() / "plyground-duplicate-random.so";
  fs::copy_file(kShipped / "random.so", copy, fs::copy_options::overwrite_existing);
  const PluginScan scan = scan_plugins({kShipped}, {copy});
  ASSERT_EQ(scan.failures.size(), 1u);
  EXPECT_THAT(scan.failures[0].reason, HasSubstr("duplicate name 'random'"));
  fs::remove(copy);
}

TEST(Loader, ScanListsEveryBrokenFile) {
  const PluginScan scan = scan_plugins({kBroken});
  EXPECT_TRUE(scan.plugins.empty());
  EXPECT_EQ(scan.failures.size(), 7u);
}

TEST(Loader, InstanceKeepsItsLibraryLoaded) {
  std::unique_ptr<PluginInstance> instance;
  {
    const PluginScan scan = scan_plugins({kShipped});
    instance = std::make_unique<PluginInstance>(*scan.find("greedy"), "xiangqi");
  }  // the scan and its handles are gone; the instance still holds the library
  const char* const moves[] = {"h2e2"};
  const ply_position position{sizeof(ply_position), "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                              moves, 1};
  ply_limits limits{};
  limits.struct_size = sizeof limits;
  const ply_host host{sizeof(ply_host), nullptr, nullptr, nullptr, nullptr};
  ply_result result{};
  EXPECT_EQ(instance->choose_move(position, limits, host, result), "");
  EXPECT_NE(std::string(result.move), "");
}

TEST(Loader, ManyInstancesComeAndGo) {
  const PluginScan scan = scan_plugins({kShipped});
  for (int i = 0; i < 100; ++i)  // leaks are the sanitizer build's to find
    for (const Plugin& p : scan.plugins) {
      PluginInstance instance(p, "xiangqi");
      ASSERT_EQ(instance.new_game(), "");
    }
}

TEST(Loader, UnknownGameIsRefusedByCreate) {
  const PluginScan scan = scan_plugins({kShipped});
  try {
    PluginInstance instance(*scan.find("random"), "go");
    FAIL() << "created for a game it does not play";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), HasSubstr("does not play 'go' (it plays xiangqi, chess, tictactoe)"));
  }
}

TEST(Loader, ShippedPlayersPlayEveryGameOfTheKit) {
  for (const Plugin& p : scan_plugins({kShipped}).plugins)
    EXPECT_EQ(p.games, (std::vector<std::string>{"xiangqi", "chess", "tictactoe"})) << p.descriptor->name;
}

TEST(Loader, APlayerIsOfferedOnlyForTheGamesItPlays) {
  const PluginScan scan = scan_plugins({kShipped}, {PLYGROUND_ONE_GAME_PLUGIN});
  const Plugin* one = scan.find("first_square");
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

}  // namespace
}  // namespace plyground::host
