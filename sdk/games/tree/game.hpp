// A walk down a textbook game tree: it ends at a leaf, won by MAX (the first player) when the leaf
// is positive, by MIN when negative, drawn at 0.
#pragma once

#include "games/tree/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::tree {

using Game = PositionGame<Position>;  // its end is judge_position's (position.hpp)

static_assert(GameRecord<Game>);

}  // namespace plyground::tree
