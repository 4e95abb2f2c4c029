// Pig, the dice game of every lecture on chance: each turn a player rolls a die as often as they
// like, adding the faces to a turn total, and may hold at any time after a roll to bank it; a 1
// loses the turn total and passes the turn. The first to bank the goal (100) wins. Optimal play is
// known (Neller and Presser, "Optimal Play of the Dice Game Pig", 2004): the first player then wins
// 53.06% of games; "hold at 20" maximises the expected points of a turn.
//
// A position is a decision (roll or hold) or, after a roll, a chance node whose six outcomes are the
// faces, each of probability 1/6. FEN: the first and second player's scores, the turn total, the
// side to move (1 or 2), "d" to decide or "r" when the die is rolling, and the goal:
// "0 0 0 1 d 100" is the start. Moves: "roll", "hold", and the faces "one" to "six" (read also as
// "1" to "6"; written as words, so that no face reads as a move number in PGN).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "plyground/game.hpp"
#include "plyground/move_list.hpp"

namespace plyground::pig {

constexpr int kMaxGoal = 1000;

// A move: roll, hold, or a face of the die. raw() is 1 + its index, so that Move{} is no move.
class Move {
 public:
  constexpr Move() = default;
  static constexpr Move roll() { return Move(1); }
  static constexpr Move hold() { return Move(2); }
  static constexpr Move face(int f) { return Move(uint16_t(2 + f)); }  // 1..6
  constexpr bool is_roll() const { return bits_ == 1; }
  constexpr bool is_hold() const { return bits_ == 2; }
  constexpr int face() const { return bits_ >= 3 ? bits_ - 2 : 0; }  // 0 unless a face
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  constexpr explicit Move(uint16_t bits) : bits_(bits) {}
  uint16_t bits_ = 0;
};

using MoveList = plyground::MoveList<Move, 6>;

class Position {
 public:
  using Move = pig::Move;
  using MoveList = pig::MoveList;
  struct Undo {
    int score[2], turn_total, side;
    bool rolling;
  };
  static constexpr std::string_view kGameId = "pig";
  static constexpr std::string_view kStartFen = "0 0 0 1 d 100";
  static constexpr bool kDice = true;

  static Position start() { return *from_fen(kStartFen); }
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr);
  std::string fen() const;

  int side_to_move() const { return side_; }
  int score(int player) const { return score_[player]; }
  int turn_total() const { return turn_total_; }
  int goal() const { return goal_; }
  bool over() const { return score_[0] >= goal_ || score_[1] >= goal_; }

  // Chance: after a roll, the six faces.
  bool is_chance() const { return rolling_; }
  double probability(Move) const { return 1.0 / 6; }
  bool chance_ahead() const { return !over(); }

  void legal_moves(MoveList& list) const;
  void legal_captures(MoveList& list) const { list.clear(); }
  int count_legal_moves() const { return over() ? 0 : rolling_ ? 6 : turn_total_ > 0 ? 2 : 1; }
  bool in_check() const { return false; }
  uint64_t hash() const;
  void do_move(Move m, Undo& undo);
  void undo_move(Move m, const Undo& undo);

  int halfmove_clock() const { return 0; }  // a position may recur (two 1s in a row); no rule draws it
  // Without moves the game is over: the side to move is the one that did not reach the goal.
  Verdict no_moves_verdict() const { return score_[side_] >= goal_ ? Verdict::WIN : Verdict::LOSS; }
  bool drawn_by_rule() const { return false; }

  bool operator==(const Position&) const = default;

 private:
  int score_[2] = {0, 0};
  int turn_total_ = 0;
  int side_ = 0;
  bool rolling_ = false;
  int goal_ = 100;
};

std::string move_text(const Position& pos, Move m);  // "roll", "hold", "four"
Move parse_move(const Position& pos, std::string_view text, std::string* error = nullptr);
// Whether and how the game has ended in `now` (a win, a draw, or not over).
GameEnd judge_position(const Position& now);

// Points ahead, counting the turn total as banked, in hundredths: from the side to move's view.
int evaluate(const Position& pos);
inline int captured_value(const Position&, Move) { return 0; }
inline int moving_value(const Position&, Move) { return 0; }
inline Verdict cycle_verdict(const Position&, std::span<const Move>) { return Verdict::DRAW; }

static_assert(ChanceGame<Position>);

}  // namespace plyground::pig
