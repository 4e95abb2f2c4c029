// An Othello game: a start position, the moves played (passes included), and the result.
#pragma once

#include "games/othello/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::othello {

class Game : public RecordedGame<Game, Position> {
 public:
  explicit Game(const Position& start = Position::start()) : RecordedGame(start) { rejudge(); }

 private:
  friend RecordedGame;
  GameEnd judge() const;
};

static_assert(GameRecord<Game>);

}  // namespace plyground::othello
