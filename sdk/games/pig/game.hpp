// A game of Pig: a start position, the moves played (the die's faces included), and the result.
#pragma once

#include "games/pig/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::pig {

using Game = PositionGame<Position>;  // its end is judge_position's (position.hpp)

static_assert(GameRecord<Game>);

}  // namespace plyground::pig
