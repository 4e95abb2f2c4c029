// The default evaluation that every shipped player shares, so comparing players compares search.
#pragma once

#include "plyground/xiangqi/position.hpp"

namespace plyground::xiangqi {

// Material plus piece-square bonuses, in centipawns (a soldier before the river is 100).
int evaluate_for_red(const Position& pos);
// The same from the side to move's point of view, as negamax search wants it.
inline int evaluate(const Position& pos) {
  const int red = evaluate_for_red(pos);
  return pos.side_to_move() == RED ? red : -red;
}
// Material value of one piece of this type (the king counts 0: it is never captured).
int piece_value(PieceType t);

}  // namespace plyground::xiangqi
