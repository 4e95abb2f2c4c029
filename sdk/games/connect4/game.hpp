// A Connect Four game: a start position, the discs dropped, and the result.
#pragma once

#include "games/connect4/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::connect4 {

using Game = PositionGame<Position>;  // its end is judge_position's (position.hpp)

static_assert(GameRecord<Game>);

}  // namespace plyground::connect4
