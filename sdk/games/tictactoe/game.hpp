// A tic-tac-toe game: a start position, the marks made, and the result.
#pragma once

#include "games/tictactoe/position.hpp"
#include "plyground/recorded_game.hpp"

namespace plyground::tictactoe {

class Game : public RecordedGame<Game, Position> {
 public:
  explicit Game(const Position& start = Position::start()) : RecordedGame(start) { rejudge(); }

 private:
  friend RecordedGame;
  GameEnd judge() const;
};

static_assert(GameRecord<Game>);

}  // namespace plyground::tictactoe
