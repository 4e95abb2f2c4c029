// What every game's Game (a GameRecord) keeps and does alike: its start, the moves played with
// their undo records, the hash of every position since the start, and playing and taking back a
// move. A game derives from RecordedGame and adds its rules: a `GameEnd judge() const` that says
// whether and why the game has ended after the moves so far (called after every move and take-back).
//
//   class Game : public RecordedGame<Game, Position> {
//    public:
//     explicit Game(const Position& start = Position::start()) : RecordedGame(start) { rejudge(); }
//    private:
//     friend RecordedGame;
//     GameEnd judge() const;
//   };
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "plyground/game.hpp"

namespace plyground {

template <class Rules, GamePosition P>
class RecordedGame {
 public:
  using Position = P;
  using Move = typename P::Move;

  const P& start_position() const { return start_; }
  const P& position() const { return position_; }
  const std::vector<Move>& moves() const { return moves_; }
  const GameEnd& end() const { return end_; }

  // Plays a move if it is legal and the game is not over; otherwise returns false and says why.
  bool play(Move m, std::string* error = nullptr) {
    std::string why;
    if (end_.over())
      why = "the game is over (" + end_.reason + ")";
    else if (!is_legal(m))
      why = "'" + move_text(position_, m) + "' is not a legal move in this position";
    if (!why.empty()) {
      if (error) *error = why;
      return false;
    }
    play_legal(m);
    return true;
  }

  // Plays a move taken from position().legal_moves() of a game not over, without checking it again.
  void play_legal(Move m) {
    undos_.emplace_back();
    position_.do_move(m, undos_.back());
    moves_.push_back(m);
    hashes_.push_back(position_.hash());
    rejudge();
  }

  // Takes back the last move (nothing at the start).
  void undo() {
    if (moves_.empty()) return;
    position_.undo_move(moves_.back(), undos_.back());
    undos_.pop_back();
    moves_.pop_back();
    hashes_.pop_back();
    rejudge();
  }

 protected:
  explicit RecordedGame(const P& start) : start_(start), position_(start), hashes_{start.hash()} {}

  // The derived game's constructor calls this once it is complete.
  void rejudge() { end_ = static_cast<const Rules&>(*this).judge(); }

  // The ply (number of moves played) at which the position now on the board stood the earliest of
  // its last `count` occurrences, this one included: only positions since the last irreversible
  // move, with the same side to move, can be the same. -1 when it has occurred fewer times.
  int first_of_occurrences(int count) const {
    const int now = int(moves_.size());
    const int horizon = std::max(0, now - position_.halfmove_clock());
    int seen = 1;
    for (int i = now - 4; i >= horizon; i -= 2)
      if (hashes_[i] == hashes_[now] && ++seen == count) return i;
    return count <= 1 ? now : -1;
  }

 private:
  // The position's own is_legal when it has one (it need not generate every move).
  bool is_legal(Move m) const {
    if constexpr (requires { position_.is_legal(m); }) {
      return position_.is_legal(m);
    } else {
      typename P::MoveList legal;
      position_.legal_moves(legal);
      return std::find(legal.begin(), legal.end(), m) != legal.end();
    }
  }

  P start_;
  P position_;
  std::vector<Move> moves_;
  std::vector<typename P::Undo> undos_;  // undos_[i] takes back moves_[i]
  std::vector<uint64_t> hashes_;         // hashes_[i]: the position after i moves
  GameEnd end_;
};

// A game whose position alone tells whether and how it has ended (nothing to count over the moves,
// as repetition is): `using Game = PositionGame<Position>;`, with `GameEnd judge_position(const
// Position&)` declared beside the position (found by argument-dependent lookup).
template <GamePosition P>
class PositionGame : public RecordedGame<PositionGame<P>, P> {
 public:
  explicit PositionGame(const P& start = P::start()) : RecordedGame<PositionGame<P>, P>(start) { this->rejudge(); }

 private:
  friend RecordedGame<PositionGame<P>, P>;
  GameEnd judge() const { return judge_position(this->position()); }
};

}  // namespace plyground
