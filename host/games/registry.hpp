// The registry: every game module, looked up by id. It sits above the games' modules (it names
// each one) and below everything that plays a game by its id.
#pragma once

#include <string_view>
#include <vector>

#include "base/game_module.hpp"

namespace plyground::host {

// Every game, in the order they are offered (PLYGROUND_GAMES); the first is the default.
const std::vector<const GameModule*>& game_modules();
const GameModule& default_game();                  // the first
const GameModule* find_game(std::string_view id);  // nullptr when no game has this id
// The game `id`; throws std::runtime_error naming the games there are.
const GameModule& game_module(std::string_view id);

}  // namespace plyground::host
