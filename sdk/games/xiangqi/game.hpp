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

#include <string>
#include <vector>

#include "plyground/game.hpp"
#include "games/xiangqi/evaluation.hpp"
#include "games/xiangqi/notation.hpp"
#include "games/xiangqi/position.hpp"
#include "games/xiangqi/repetition.hpp"

namespace plyground::xiangqi {

class Game {
 public:
  using Position = xiangqi::Position;
  explicit Game(const Position& start = Position::start());

  const Position& start_position() const { return start_; }
  const Position& position() const { return position_; }
  const std::vector<Move>& moves() const { return moves_; }
  const GameEnd& end() const { return end_; }

  // Plays a move if it is legal and the game is not over; otherwise returns false and says why.
  bool play(Move m, std::string* error = nullptr);
  // Takes back the last move (no-op at the start).
  void undo();

 private:
  GameEnd judge() const;
  GameEnd judge_repetition() const;

  Position start_;
  Position position_;
  std::vector<Move> moves_;
  std::vector<Position::Undo> undos_;  // undos_[i] takes back moves_[i]
  std::vector<uint64_t> hashes_;  // hashes_[i]: the position after i moves
  GameEnd end_;
};

static_assert(GamePosition<Position>);
static_assert(GameRecord<Game>);

}  // namespace plyground::xiangqi
