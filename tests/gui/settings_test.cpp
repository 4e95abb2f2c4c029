// What the window remembers, and the levels it offers.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <fstream>

#include "base/game_module.hpp"
#include "games/registry.hpp"
#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/settings.hpp"
#include "players/process.hpp"

namespace plyground::gui {
namespace {

TEST(Settings, AreKeptAndReadBack) {
  const std::filesystem::path path = std::filesystem::path(::testing::TempDir()) / "settings-test" / "window.ini";
  std::filesystem::remove_all(path.parent_path());
  EXPECT_FALSE(load_settings(path).settings.has_value());  // the first run: none
  Settings s{"chess", "second", "uci:stockfish:Skill Level=3", "300+3", 250};
  s.sound = false;
  ASSERT_EQ(save_settings(path, s).reason(), "");
  const auto [read, warning] = load_settings(path);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(warning, "");
  EXPECT_EQ(read->game, "chess");
  EXPECT_EQ(read->you, "second");
  EXPECT_EQ(read->opponent, "uci:stockfish:Skill Level=3");
  EXPECT_EQ(read->clock, "300+3");
  EXPECT_EQ(read->pace_ms, 250);
  EXPECT_FALSE(read->sound);
}

TEST(Settings, ABrokenFileGivesTheDefaultsAndSaysWhy) {
  const std::filesystem::path path = std::filesystem::path(::testing::TempDir()) / "broken-settings.ini";
  std::ofstream(path) << "[new_game\ngame=chess\n";
  const auto [read, warning] = load_settings(path);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->game, Settings{}.game);
  EXPECT_NE(warning.find(path.string()), std::string::npos) << warning;
  std::ofstream(path) << "[new_game]\npace_ms=soon\n";
  EXPECT_NE(load_settings(path).warning.find("pace_ms"), std::string::npos);
}

TEST(Settings, AFileThatIsNotAFewLinesIsRefusedNotWaitedOn) {
  const std::filesystem::path folder = std::filesystem::path(::testing::TempDir()) / "special-settings";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const std::filesystem::path fifo = folder / "window.ini";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);  // nobody writes it: reading it would wait for ever
  const auto [read, warning] = load_settings(fifo);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->game, Settings{}.game);
  EXPECT_NE(warning.find("not a regular file"), std::string::npos) << warning;
  const std::filesystem::path endless = folder / "endless.ini";
  std::filesystem::create_symlink("/dev/zero", endless);
  const SavedSettings from_endless = load_settings(endless);
  EXPECT_TRUE(from_endless.settings.has_value());
  EXPECT_NE(from_endless.warning.find("not a regular file"), std::string::npos) << from_endless.warning;
  const std::filesystem::path huge = folder / "huge.ini";
  std::ofstream(huge) << "[new_game]\n" << std::string(100000, ';') << "\n";
  const SavedSettings from_huge = load_settings(huge);
  EXPECT_TRUE(from_huge.settings.has_value());
  EXPECT_NE(from_huge.warning.find("over 65536 bytes"), std::string::npos) << from_huge.warning;
}

TEST(Settings, ASaveThatFailsSaysWhereAndWhy) {
  const std::filesystem::path path = "/dev/full/window.ini";  // not a folder
  const std::string error = save_settings(path, Settings{}).reason();
  EXPECT_NE(error.find("/dev/full"), std::string::npos) << error;
  EXPECT_NE(error.find("Not a directory"), std::string::npos) << error;
}

TEST(Settings, LiveInTheUsersConfigFolder) {
  const std::string home = std::getenv("HOME") ? std::getenv("HOME") : "";
  setenv("XDG_CONFIG_HOME", "/somewhere", 1);
  EXPECT_EQ(settings_path(), "/somewhere/plyground/window.ini");
  unsetenv("XDG_CONFIG_HOME");
  setenv("HOME", "/home/someone", 1);
  EXPECT_EQ(settings_path(), "/home/someone/.config/plyground/window.ini");
  setenv("HOME", home.c_str(), 1);
}

TEST(Levels, FromShippedPlayersUpToAnInstalledEngine) {
  setenv("PLYGROUND_EXECUTABLE", PLYGROUND_EXECUTABLE, 0);
  const host::PluginScan plugins = host::scan_plugins({PLYGROUND_PLUGIN_DIR}, {});
  const std::vector<Level> xiangqi = levels_for(host::game_module("xiangqi"), plugins);
  ASSERT_GE(xiangqi.size(), 5u);
  EXPECT_EQ(xiangqi[0].name, "Beginner");
  EXPECT_EQ(xiangqi[0].spec.text, "greedy");
  EXPECT_EQ(xiangqi[2].spec.text, "alphabeta:depth=4");
  const bool fairy = host::find_program("fairy-stockfish") != "fairy-stockfish";
  EXPECT_EQ(xiangqi.back().name == "Master", fairy);
  if (fairy) {
    EXPECT_EQ(xiangqi.back().spec.text, "uci:fairy-stockfish");
  }
  const std::vector<Level> tictactoe = levels_for(host::game_module("tictactoe"), plugins);
  EXPECT_EQ(tictactoe.size(), 5u);  // no engine plays it
  // A level whose player is missing is not offered.
  EXPECT_TRUE(levels_for(host::game_module("xiangqi"), host::PluginScan{}).size() <= 1);
  // Measured ratings where there are some, shown beside the level.
  EXPECT_EQ(xiangqi[2].elo, 1600);
  EXPECT_EQ(levels_for(host::game_module("chess"), plugins)[4].elo, 1850);
  EXPECT_EQ(tictactoe[2].elo, 0);
  set_language(Language::ENGLISH);
  EXPECT_EQ(level_label(xiangqi[2]), "Club ~1600: looks four plies ahead");
  EXPECT_EQ(level_label(tictactoe[2]), "Club: looks four plies ahead");
}

TEST(Language, TextsInChineseKeepTheirIds) {
  EXPECT_EQ(language_named("zh_CN.UTF-8"), Language::CHINESE);
  EXPECT_EQ(language_named("en"), Language::ENGLISH);
  EXPECT_EQ(language_named("fr_FR.UTF-8"), std::nullopt);
  set_language(Language::CHINESE);
  EXPECT_STREQ(tr("New game"), "新对局");
  EXPECT_STREQ(tr("Search##explore"), "搜索##explore");
  EXPECT_STREQ(tr("Red"), "红方");
  EXPECT_STREQ(tr("a text nobody translated"), "a text nobody translated");
  // Messages, whole or by pattern with their parts said in turn.
  EXPECT_EQ(say("the horse's leg is blocked"), "蹩马腿");
  EXPECT_EQ(say("illegal: the horse's leg is blocked"), "非法：蹩马腿");
  EXPECT_EQ(say("perpetual check by Red"), "红方长将");
  EXPECT_EQ(say("took back \"Black lost on time\", the clocks as they were at the last move; paused: Resume goes on"),
            "收回“黑方超时判负”，棋钟回到上一步时的样子；已暂停：点“继续”接着下");
  EXPECT_EQ(say("greedy declines the draw: it judges its position +1.20"), "greedy拒绝和棋：它对局面的评估是 +1.20");
  EXPECT_EQ(say("illegal: the knight on g1 cannot move to e2"), "非法：g1 上的马不能走到 e2");
  EXPECT_EQ(say("illegal: the bishop on f1 is blocked on e2"), "非法：f1 上的象被 e2 上的棋子挡住");
  EXPECT_EQ(say("illegal: e2 holds your own pawn"), "非法：e2 上是你自己的兵");
  EXPECT_EQ(say("loaded mine from /tmp/mine.so"), "已从 /tmp/mine.so 加载 mine");
  EXPECT_EQ(say("illegal: a reason nobody translated"), "非法：a reason nobody translated");
  EXPECT_EQ(say("fairy-stockfish at full strength, a second a move"), "fairy-stockfish 全力，每步一秒");
  EXPECT_EQ(say("illegal:"), "illegal:");  // no part where the pattern has one
  set_language(Language::ENGLISH);
  EXPECT_EQ(say("illegal: the horse's leg is blocked"), "illegal: the horse's leg is blocked");
  EXPECT_STREQ(tr("New game"), "New game");
  EXPECT_STREQ(tr("Search##explore"), "Search##explore");
}

}  // namespace
}  // namespace plyground::gui
