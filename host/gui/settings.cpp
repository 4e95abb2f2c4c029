#include "gui/settings.hpp"

#include <boost/property_tree/ini_parser.hpp>
#include <boost/property_tree/ptree.hpp>
#include <cstdlib>
#include <sstream>

#include "base/files.hpp"

namespace plyground::gui {
namespace {

constexpr size_t kLargestSettings = 64 * 1024;  // a settings file is a few lines

}  // namespace

std::filesystem::path settings_path() {
  const char* config = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  const std::filesystem::path folder =
      config && *config ? config : std::filesystem::path(home ? home : ".") / ".config";
  return folder / "plyground" / "window.ini";
}

SavedSettings load_settings(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !ec) return {};
  // A FIFO, a device or anything huge is not a settings file: refused, not waited on.
  const host::Expected<std::string> text = host::read_file(path, kLargestSettings);
  if (!text) return {Settings{}, "settings " + text.reason()};
  Settings settings;
  std::string warning;
  try {
    boost::property_tree::ptree tree;
    std::istringstream in(*text);
    boost::property_tree::read_ini(in, tree);
    const Settings defaults;
    settings.game = tree.get("new_game.game", defaults.game);
    settings.you = tree.get("new_game.you", defaults.you);
    settings.opponent = tree.get("new_game.opponent", defaults.opponent);
    settings.clock = tree.get("new_game.clock", defaults.clock);
    settings.language = tree.get("window.language", defaults.language);
    settings.sound = tree.get("window.sound", std::string("on")) != "off";
    settings.theme = tree.get("window.theme", defaults.theme);
    settings.pgn_folder = tree.get("window.pgn_folder", defaults.pgn_folder);
    const std::string pace = tree.get("new_game.pace_ms", std::to_string(defaults.pace_ms));
    size_t used = 0;
    try {
      settings.pace_ms = std::stoi(pace, &used);
    } catch (const std::exception&) {
    }
    if (used != pace.size() || used == 0 || settings.pace_ms < 0) {
      settings.pace_ms = defaults.pace_ms;
      warning = "settings " + path.string() + ": pace_ms is not a number of milliseconds: '" + pace + "'";
    }
  } catch (const boost::property_tree::ptree_error& e) {
    return {Settings{}, "settings " + path.string() + ": " + e.what()};
  }
  return {settings, warning};
}

host::Status save_settings(const std::filesystem::path& path, const Settings& settings) {
  try {
    std::filesystem::create_directories(path.parent_path());
    boost::property_tree::ptree tree;
    tree.put("new_game.game", settings.game);
    tree.put("new_game.you", settings.you);
    tree.put("new_game.opponent", settings.opponent);
    tree.put("new_game.clock", settings.clock);
    tree.put("new_game.pace_ms", settings.pace_ms);
    tree.put("window.language", settings.language);
    tree.put("window.sound", settings.sound ? "on" : "off");
    tree.put("window.theme", settings.theme);
    tree.put("window.pgn_folder", settings.pgn_folder);
    std::ostringstream text;
    boost::property_tree::write_ini(text, tree);
    return host::write_whole_file(path, text.str());
  } catch (const std::exception& e) {
    return host::failure("cannot save the settings in " + path.string() + ": " + e.what());
  }
}

}  // namespace plyground::gui
