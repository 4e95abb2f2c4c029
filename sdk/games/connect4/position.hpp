// Connect Four: seven columns of six cells, stood upright. Red moves first; a disc dropped into a
// column falls to its lowest empty cell; four in a row (across, up or on a diagonal) wins; a full
// board without one is a draw.
//
// A move is a column, written as its letter: "a" to "g" from the left. Cells are named as on a
// chess board, "d1" the bottom cell of the middle column. FEN: the rows from the top (6) down to
// 1, separated by '/', with R and Y for discs and digits for runs of empty cells, then the side to
// move: "7/7/7/7/7/7 r" is the empty board.
//
// The board is a bitboard of 7 bits a column (six cells and one always empty above them), so
// that a line of four is found with three shifts and no wrapping: the layout of John Tromp's
// Fhourstones and of most Connect Four solvers.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "plyground/game.hpp"
#include "plyground/move_list.hpp"

namespace plyground::connect4 {

enum Disc : uint8_t { RED, YELLOW };  // the players: Red first

constexpr int kColumns = 7, kRows = 6, kColumnBits = kRows + 1;
using Board = uint64_t;  // bit column * 7 + row, row 0 at the bottom

constexpr Board bit(int column, int row) { return Board(1) << (column * kColumnBits + row); }

// Whether `b` holds four in a row: across (shift 7), up (1) and the two diagonals (6, 8).
constexpr bool has_four(Board b) {
  for (int shift : {1, kColumnBits - 1, kColumnBits, kColumnBits + 1}) {
    const Board pairs = b & (b >> shift);
    if (pairs & (pairs >> (2 * shift))) return true;
  }
  return false;
}

// A move: the column a disc is dropped into. raw() is column + 1, so that Move{} (0) is no move.
class Move {
 public:
  constexpr Move() = default;
  constexpr explicit Move(int column) : bits_(uint16_t(column + 1)) {}
  constexpr int column() const { return bits_ - 1; }
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint16_t bits_ = 0;
};

using MoveList = plyground::MoveList<Move, kColumns>;

class Position {
 public:
  using Move = connect4::Move;
  using MoveList = connect4::MoveList;
  struct Undo {};  // a move is undone by lifting the top disc of its column
  static constexpr std::string_view kGameId = "connect4";
  static constexpr std::string_view kStartFen = "7/7/7/7/7/7 r";

  static Position start() { return Position(); }
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr);
  std::string fen() const;

  Disc side_to_move() const { return side_; }
  Board discs(Disc d) const { return discs_[d]; }
  int height(int column) const { return height_[size_t(column)]; }  // discs in the column
  // Whether the player who just moved made four in a row: the game is over.
  bool four_made() const { return has_four(discs_[1 - side_]); }

  // Every column with room, from the middle out (the better moves first), unless the game is won.
  void legal_moves(MoveList& list) const;
  void legal_captures(MoveList& list) const { list.clear(); }  // nothing is ever taken
  int count_legal_moves() const;
  bool in_check() const { return false; }
  uint64_t hash() const { return hash_; }

  void do_move(Move m, Undo&);
  void undo_move(Move m, const Undo&);

  int halfmove_clock() const { return 0; }  // every move is irreversible
  // No move left: the opponent's four won, or the board is full.
  Verdict no_moves_verdict() const { return four_made() ? Verdict::LOSS : Verdict::DRAW; }
  bool drawn_by_rule() const { return false; }

  bool operator==(const Position&) const = default;

 private:
  Position() = default;
  std::array<Board, 2> discs_{};
  std::array<uint8_t, kColumns> height_{};
  Disc side_ = RED;
  uint64_t hash_ = 0;
};

std::string cell_name(int column, int row);  // "d1"
// The coordinate text of a move ("d") and back: the legal move it names, or Move{} with a reason.
std::string move_text(const Position& pos, Move m);
Move parse_move(const Position& pos, std::string_view text, std::string* error = nullptr);
// Whether and how the game has ended in `now` (a win, a draw, or not over).
GameEnd judge_position(const Position& now);
// The cell a move's disc lands on ("d1", the notation for people) and back.
std::string landing_text(const Position& pos, Move m);
Move parse_landing(const Position& pos, std::string_view text, std::string* error = nullptr);

// The default evaluation, from the side to move's view: each line of four still open to one
// player counts for that player, 1 with one disc in it, 10 with two and 50 with three; and a disc
// in the middle column 3.
int evaluate(const Position& pos);
inline int captured_value(const Position&, Move) { return 0; }
inline int moving_value(const Position&, Move) { return 0; }
// Discs are never taken back, so no position repeats.
inline Verdict cycle_verdict(const Position&, std::span<const Move>) { return Verdict::DRAW; }

static_assert(GamePosition<Position>);

}  // namespace plyground::connect4
