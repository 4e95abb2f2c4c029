// An Othello game: a start position, the moves played (passes included), and the result.
#pragma once

#include "games/othello/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::othello {

using Game = PositionGame<Position>;  // its end is judge_position's (position.hpp)

static_assert(GameRecord<Game>);

}  // namespace plyground::othello
