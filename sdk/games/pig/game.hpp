// A game of Pig: a start position, the moves played (the die's faces included), and the result.
#pragma once

#include "games/pig/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::pig {

class Game : public RecordedGame<Game, Position> {
 public:
  explicit Game(const Position& start = Position::start()) : RecordedGame(start) { rejudge(); }

 private:
  friend RecordedGame;
  GameEnd judge() const;
};

static_assert(GameRecord<Game>);

}  // namespace plyground::pig
