// A tic-tac-toe game: a start position, the marks made, and the result.
#pragma once

#include "games/tictactoe/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::tictactoe {

using Game = PositionGame<Position>;  // its end is judge_position's (position.hpp)

static_assert(GameRecord<Game>);

}  // namespace plyground::tictactoe
