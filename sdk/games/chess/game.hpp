// A chess game: a start position, the moves played, and whether and why the game has ended.
//
// Game-end rules, judged after every move (draws are automatic here, not claimed):
// - no legal move: checkmate loses, stalemate draws;
// - insufficient material: neither side can ever mate (see Position::insufficient_material);
// - threefold repetition: the same position (board, side to move, castling rights, a legal en
//   passant capture) for the third time;
// - fifty-move rule: 100 plies without a capture or pawn move, unless the last of them mates.
#pragma once

#include "games/chess/evaluation.hpp"
#include "games/chess/notation.hpp"
#include "games/chess/position.hpp"
#include "plyground/game.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::chess {

class Game : public RecordedGame<Game, Position> {
 public:
  explicit Game(const Position& start = Position::start()) : RecordedGame(start) { rejudge(); }

 private:
  friend RecordedGame;
  GameEnd judge() const;
};

static_assert(GamePosition<Position>);
static_assert(GameRecord<Game>);

}  // namespace plyground::chess
