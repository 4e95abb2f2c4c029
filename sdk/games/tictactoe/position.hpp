// Tic-tac-toe: a game small enough to search whole, for classrooms. X moves first; three in a row
// (a rank, a file or a diagonal) wins; a full board without one is a draw.
//
// Squares are named as on a chess board: files a-c from the left, ranks 1-3 from the bottom
// ("b2" is the centre). A move is the square a mark is put on. FEN: the ranks from 3 down to 1,
// separated by '/', with X and O for marks and digits for runs of empty squares, then the side to
// move: "3/3/3 x" is the empty board, "X1O/1X1/2O o" a game in progress.
#pragma once

#include <array>
#include <cstdint>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include "plyground/move_list.hpp"

#include "plyground/game.hpp"

namespace plyground::tictactoe {

enum Mark : uint8_t { X, O };  // the players: X first

using Square = int;  // 0..8: a1 b1 c1 a2 ... c3
constexpr int kSquares = 9;
using Board = uint16_t;  // one bit per square

// A move: the square marked. raw() is square + 1, so that Move{} (0) is no move.
class Move {
 public:
  constexpr Move() = default;
  constexpr explicit Move(Square s) : bits_(uint16_t(s + 1)) {}
  constexpr Square square() const { return bits_ - 1; }
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint16_t bits_ = 0;
};

using MoveList = plyground::MoveList<Move, kSquares>;

// The eight lines of three.
constexpr std::array<Board, 8> kLines = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};

constexpr bool has_line(Board b) {
  for (Board line : kLines)
    if ((b & line) == line) return true;
  return false;
}

class Position {
 public:
  using Move = tictactoe::Move;
  using MoveList = tictactoe::MoveList;
  struct Undo {};  // a move is undone by clearing its square: nothing to keep
  static constexpr std::string_view kGameId = "tictactoe";
  static constexpr std::string_view kStartFen = "3/3/3 x";

  static Position start() { return Position(); }
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr);
  std::string fen() const;

  Mark side_to_move() const { return side_; }
  Board marks(Mark m) const { return marks_[m]; }
  Board empty_squares() const { return Board(~(marks_[X] | marks_[O]) & 0777); }
  // Whether the player who just moved made a line: the game is over.
  bool line_made() const { return has_line(marks_[1 - side_]); }

  // Every empty square, unless the game is already won.
  void legal_moves(MoveList& list) const;
  void legal_captures(MoveList& list) const { list.clear(); }  // nothing is ever taken
  int count_legal_moves() const;
  bool in_check() const { return false; }
  uint64_t hash() const;

  void do_move(Move m, Undo&) {
    marks_[side_] = Board(marks_[side_] | (1u << m.square()));
    side_ = Mark(1 - side_);
  }
  void undo_move(Move m, const Undo&) {
    side_ = Mark(1 - side_);
    marks_[side_] = Board(marks_[side_] & ~(1u << m.square()));
  }

  int halfmove_clock() const { return 0; }  // every move is irreversible
  // No move left: the opponent's line won, or the board is full.
  Verdict no_moves_verdict() const { return line_made() ? Verdict::LOSS : Verdict::DRAW; }
  bool drawn_by_rule() const { return false; }

  bool operator==(const Position&) const = default;

 private:
  Position() = default;
  std::array<Board, 2> marks_{};
  Mark side_ = X;
};

std::string square_name(Square s);  // "b2"
// The coordinate text of a move ("b2") and back: the legal move it names, or Move{} with a reason.
std::string move_text(const Position& pos, Move m);
Move parse_move(const Position& pos, std::string_view text, std::string* error = nullptr);
// Whether and how the game has ended in `now` (a win, a draw, or not over).
GameEnd judge_position(const Position& now);

// The default evaluation, from the side to move's view: each line still open to one player counts
// for that player, 10 with one mark in it and 100 with two.
int evaluate(const Position& pos);
inline int captured_value(const Position&, Move) { return 0; }
inline int moving_value(const Position&, Move) { return 0; }
// Marks are never taken back, so no position repeats.
inline Verdict cycle_verdict(const Position&, std::span<const Move>) { return Verdict::DRAW; }

static_assert(GamePosition<Position>);

}  // namespace plyground::tictactoe
