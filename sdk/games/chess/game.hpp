// A chess game: a start position, the moves played, and whether and why the game has ended.
//
// Game-end rules, judged after every move (draws are automatic here, not claimed):
// - no legal move: checkmate loses, stalemate draws;
// - insufficient material: neither side can ever mate (see Position::insufficient_material);
// - threefold repetition: the same position (board, side to move, castling rights, a legal en
//   passant capture) for the third time;
// - fifty-move rule: 100 plies without a capture or pawn move, unless the last of them mates.
#pragma once

#include <string>
#include <vector>

#include "games/chess/evaluation.hpp"
#include "games/chess/notation.hpp"
#include "games/chess/position.hpp"
#include "plyground/game.hpp"

namespace plyground::chess {

class Game {
 public:
  using Position = chess::Position;

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
  bool threefold_repetition() const;

  Position start_;
  Position position_;
  std::vector<Move> moves_;
  std::vector<Position::Undo> undos_;
  std::vector<uint64_t> hashes_;  // hashes_[i]: the position after i moves
  GameEnd end_;
};

static_assert(GamePosition<Position>);
static_assert(GameRecord<Game>);

}  // namespace plyground::chess
