// Opponents by level, for people who want a game rather than a player's options: each level is a
// shipped player with its limits, up to an external engine at full strength where one is installed.
#pragma once

#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "players/plugin_loader.hpp"
#include "players/spec.hpp"

namespace plyground::gui {

struct Level {
  std::string name;         // "Beginner"
  host::PlayerSpec spec;    // alphabeta with depth=2, uci:stockfish
  int movetime_ms = 1000;   // the time it is given per move (without a clock)
  std::string description;  // "looks two plies ahead"
  int elo = 0;              // its rating in this game (GameModule::level_elo); 0: not measured
};

// "Club ~1400: looks four plies ahead", as the New game dialog offers a level (in the interface's language).
std::string level_label(const Level& level);

// The levels that can play `game`, weakest first: those whose player is among `plugins`, and the
// engine level when its program is installed.
std::vector<Level> levels_for(const host::GameModule& game, const host::PluginScan& plugins);

// The strongest engine installed that plays `game` (of GameModule::engines), or "".
std::string installed_engine(const host::GameModule& game);
// An engine playing at about `elo` (UCI_LimitStrength), as a player spec; and the Elo such a spec
// asks for (0 for any other spec).
inline constexpr int kLowestElo = 1350, kHighestElo = 2850;  // what Stockfish's UCI_Elo takes
host::PlayerSpec engine_at_elo(const std::string& engine, int elo);
int elo_of(const host::PlayerSpec& spec);
// A player as people read it: an engine held to an Elo as "stockfish at Elo 1500", a Python player
// by its file's name, any other spec as it is written.
std::string player_label(const host::PlayerSpec& spec);
// The same of a player's name or file, with no options.
std::string player_label(const std::string& player);

}  // namespace plyground::gui
