// A Xiangqi game: a start position, the moves played, and whether and why the game has ended.
//
// Game-end rules (Asian rules, as in the README):
// - A side with no legal move loses, in check (checkmate) or not (stalemate).
// - When a position occurs for the third time (same side to move, no capture since), the moves
//   between its first and third occurrence are judged (repetition.hpp): a side whose every move
//   there gave check loses (perpetual check), unless both did (draw); failing that, a side whose
//   every move there chased one and the same enemy piece loses (perpetual chase), unless both did
//   (draw); any other repetition draws.
// - 120 plies (60 moves) without a capture draw.
#pragma once

#include "games/xiangqi/evaluation.hpp"
#include "games/xiangqi/notation.hpp"
#include "games/xiangqi/position.hpp"
#include "games/xiangqi/repetition.hpp"
#include "plyground/game.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::xiangqi {

class Game : public RecordedGame<Game, Position> {
 public:
  explicit Game(const Position& start = Position::start()) : RecordedGame(start) { rejudge(); }

 private:
  friend RecordedGame;
  GameEnd judge() const;
  GameEnd judge_repetition() const;
};

static_assert(GamePosition<Position>);
static_assert(GameRecord<Game>);

}  // namespace plyground::xiangqi
