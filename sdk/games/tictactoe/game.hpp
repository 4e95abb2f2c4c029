// A tic-tac-toe game: a start position, the marks made, and the result.
#pragma once

#include <string>
#include <vector>

#include "games/tictactoe/position.hpp"

namespace plyground::tictactoe {

class Game {
 public:
  using Position = tictactoe::Position;
  explicit Game(const Position& start = Position::start()) : start_(start), position_(start) { judge(); }

  const Position& start_position() const { return start_; }
  const Position& position() const { return position_; }
  const std::vector<Move>& moves() const { return moves_; }
  const GameEnd& end() const { return end_; }

  bool play(Move m, std::string* error = nullptr);
  void undo();

 private:
  void judge();

  Position start_;
  Position position_;
  std::vector<Move> moves_;
  GameEnd end_;
};

static_assert(GameRecord<Game>);

}  // namespace plyground::tictactoe
