// The default evaluation that every shipped player shares, so comparing players compares search.
#pragma once

#include "games/xiangqi/position.hpp"

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

// For ordering captures: the value of the piece a move takes (0 if none) and of the piece moving.
inline int captured_value(const Position& pos, Move m) {
  const Piece p = pos.piece_on(m.to());
  return p ? piece_value(type_of(p)) : 0;
}
inline int moving_value(const Position& pos, Move m) { return piece_value(type_of(pos.piece_on(m.from()))); }

}  // namespace plyground::xiangqi
