// Helpers shared by the host's tests.
#pragma once

#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "base/game_module.hpp"
#include "games/registry.hpp"
#include "players/plugin_loader.hpp"

namespace plyground::host {

// The children the host starts (plugin scanners, isolated players) are the plyground executable,
// not this test program.
inline const bool kChildrenArePlyground = setenv("PLYGROUND_EXECUTABLE", PLYGROUND_EXECUTABLE, 0) == 0;

// The shipped players, loaded once per test program.
inline const PluginScan& shipped() {
  static const PluginScan scan = scan_plugins({PLYGROUND_PLUGIN_DIR});
  return scan;
}

// Every registered game's id: the parameters of the tests that run on each game, so that a game
// added to PLYGROUND_GAMES is tested with no line changed here.
inline std::vector<std::string> game_ids() {
  std::vector<std::string> ids;
  for (const GameModule* m : game_modules()) ids.emplace_back(m->id());
  return ids;
}

// The games every shipped player plays: all but those with dice, which only the players that
// search chance play (tested with their own game).
inline std::vector<std::string> games_without_dice() {
  std::vector<std::string> ids;
  for (const GameModule* m : game_modules())
    if (!m->dice()) ids.emplace_back(m->id());
  return ids;
}

// A game from a FEN the test knows to read (its fault, if it does not, thrown with the reason).
inline std::unique_ptr<GameState> game_at(const GameModule& game, std::string_view fen) {
  Expected<std::unique_ptr<GameState>> start = game.from_fen(fen);
  if (!start) throw std::invalid_argument("bad FEN in the test: " + start.reason());
  return std::move(*start);
}

}  // namespace plyground::host
