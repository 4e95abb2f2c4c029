// The module of each game, defined in host/games/<id>/module.cpp; listed once, in registry.cpp.
#pragma once

#include "games/game_module.hpp"

namespace plyground::host {

const GameModule& xiangqi_module();
const GameModule& chess_module();
const GameModule& tictactoe_module();
const GameModule& tree_module();

}  // namespace plyground::host
