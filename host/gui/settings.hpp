// What the window remembers between runs: the last new game's choices, in a small INI file in the
// user's config folder ($XDG_CONFIG_HOME/plyground/window.ini, else ~/.config/plyground/window.ini).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "base/game_module.hpp"
#include "base/status.hpp"
#include "games/registry.hpp"

namespace plyground::gui {

struct Settings {
  std::string game{host::default_game().id()};  // the game's id
  std::string you = "first";                    // the side the person plays: first, second, both (two people), none
  std::string opponent = "Club";                // a level's name, or a player spec
  std::string clock = "none";                   // a time control as --tc writes it
  int pace_ms = 600;                            // AI against AI
  std::string language;                         // of the interface: "en", "zh", or "" for the system's
  bool sound = true;                            // the window's sounds on (off: muted)
  std::string theme = "Wood";                   // the board's colours (see kBoardThemes)
  std::string pgn_folder;                       // of the last game opened or saved ("": the home folder)
};

std::filesystem::path settings_path();
// What a settings file holds: no settings when there is none yet (the first run); else its
// settings, with the defaults where it could not be read, which `warning` says.
struct SavedSettings {
  std::optional<Settings> settings;
  std::string warning;  // "" when it was read whole
};
SavedSettings load_settings(const std::filesystem::path& path);
host::Status save_settings(const std::filesystem::path& path, const Settings& settings);

}  // namespace plyground::gui
