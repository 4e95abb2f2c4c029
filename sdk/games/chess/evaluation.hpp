// The default evaluation that every shipped player shares, so comparing players compares search.
//
// Material and piece-square tables, each with a middlegame and an endgame value, blended by a game
// phase computed from the pieces left (the "tapered" scheme of PeSTO). The material values and the
// phase weights are PeSTO's (Ronald Friederich's published evaluation); the tables are small
// formulas of our own, each explained where it is defined.
#pragma once

#include "games/chess/position.hpp"

namespace plyground::chess {

// Centipawns from White's point of view.
int evaluate_for_white(const Position& pos);
// The same from the side to move's point of view, as negamax search wants it.
inline int evaluate(const Position& pos) {
  const int white = evaluate_for_white(pos);
  return pos.side_to_move() == WHITE ? white : -white;
}

// Material value of a piece type (its middlegame value; the king counts 0: it is never captured).
int piece_value(PieceType t);

// For ordering captures: the value of the piece a move takes (0 if none; a pawn for en passant) and
// of the piece that moves.
inline int captured_value(const Position& pos, Move m) {
  if (m.flag() == Move::EN_PASSANT) return piece_value(PAWN);
  if (m.flag() == Move::CASTLING) return 0;
  const Piece p = pos.piece_on(m.to());
  return p == NO_PIECE ? 0 : piece_value(type_of(p));
}
inline int moving_value(const Position& pos, Move m) {
  const Piece p = pos.piece_on(m.from());
  return p == NO_PIECE ? 0 : piece_value(type_of(p));
}

}  // namespace plyground::chess
