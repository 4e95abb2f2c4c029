// A Connect Four game: a start position, the discs dropped, and the result.
#pragma once

#include "games/connect4/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::connect4 {

class Game : public RecordedGame<Game, Position> {
 public:
  explicit Game(const Position& start = Position::start()) : RecordedGame(start) { rejudge(); }

 private:
  friend RecordedGame;
  GameEnd judge() const;
};

static_assert(GameRecord<Game>);

}  // namespace plyground::connect4
