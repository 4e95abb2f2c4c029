#include "games/chess/game.hpp"

namespace plyground::chess {

GameEnd Game::judge() const {
  const Position& now = position();
  // Checkmate first: a mate on the hundredth ply, or by the move that repeats, still wins.
  if (now.count_legal_moves() == 0) {
    if (now.in_check()) return {win_for(1 - now.side_to_move()), "checkmate"};
    return {Result::DRAW, "stalemate"};
  }
  if (now.insufficient_material()) return {Result::DRAW, "insufficient material"};
  // The same position (side to move, rights and en passant included) for the third time.
  if (first_of_occurrences(3) >= 0) return {Result::DRAW, "threefold repetition"};
  if (now.halfmove_clock() >= Position::kFiftyMovePlies) return {Result::DRAW, "fifty-move rule"};
  return {};
}

}  // namespace plyground::chess
