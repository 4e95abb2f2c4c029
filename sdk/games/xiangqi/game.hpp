// A Xiangqi game: a start position, the moves played, and whether and why the game has ended.
//
// Game-end rules (Asian rules, as in the README):
// - A side with no legal move loses, in check (checkmate) or not (stalemate).
// - When a position occurs for the third time (same side to move, no capture since), the span
//   between its first and third occurrence is judged: a side whose every move in it gave check
//   loses (perpetual check), unless both did (draw); otherwise a side whose every move in it gave
//   check or chased one and the same enemy piece loses (perpetual chase), unless both did (draw);
//   any other repetition draws.
// - 120 plies (60 moves) without a capture draw.
#pragma once

#include <string>
#include <vector>

#include "plyground/game.hpp"
#include "games/xiangqi/evaluation.hpp"
#include "games/xiangqi/notation.hpp"
#include "games/xiangqi/position.hpp"

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

  // The enemy pieces (by piece code) that the side to move in `pos` chases: attacks with an
  // advisor, elephant, horse, chariot or cannon, by a legal capture, when the target is
  // unprotected, or is a chariot attacked by a lesser piece. Kings, soldiers still on their own
  // half, and a like piece that attacks back are never counted. Bit i stands for code tag+i.
  static uint16_t chased_pieces(const Position& pos);

 private:
  struct Ply {
    Move move;
    Position::Undo undo;
    bool gave_check;
    uint16_t chased;  // pieces this move newly chased (see chased_pieces)
  };
  GameEnd judge() const;
  GameEnd judge_repetition() const;

  Position start_;
  Position position_;
  std::vector<Move> moves_;
  std::vector<Ply> plies_;
  std::vector<uint64_t> hashes_;  // hashes_[i]: the position after i moves
  GameEnd end_;
};

static_assert(GamePosition<Position>);
static_assert(GameRecord<Game>);

}  // namespace plyground::xiangqi
