// Othello (Reversi): an 8x8 board, Black moves first from the four discs in the middle. A disc is
// placed so that it encloses a straight line of the opponent's discs between it and another of
// the mover's own (across, up or down, or on a diagonal), and every line it encloses is turned
// over. A side without such a move passes; the game ends when neither side can move, and the side
// with more discs wins.
//
// Squares are named as Othello players name them: files a-h from the left, rows 1-8 from the top
// ("d3" is one of Black's four first moves). A move is the square played, or "pass". FEN: the rows
// from 1 (the top) down to 8, separated by '/', with X for Black and O for White and digits for
// runs of empty squares, then the side to move: "8/8/8/3OX3/3XO3/8/8/8 x" is the start.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "plyground/game.hpp"
#include "plyground/move_list.hpp"

namespace plyground::othello {

enum Colour : uint8_t { BLACK, WHITE };  // the players: Black first

using Board = uint64_t;  // bit row * 8 + file, row 0 the top ("a1" is bit 0)
constexpr int kSquares = 64;
constexpr int kPass = kSquares;

// A move: a square, or the pass. raw() is square + 1 (65 for the pass), so that Move{} is no move.
class Move {
 public:
  constexpr Move() = default;
  constexpr explicit Move(int square) : bits_(uint16_t(square + 1)) {}
  static constexpr Move pass() { return Move(kPass); }
  constexpr int square() const { return bits_ - 1; }
  constexpr bool is_pass() const { return bits_ == kPass + 1; }
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint16_t bits_ = 0;
};

using MoveList = plyground::MoveList<Move, 64>;  // a square each, or the pass

// The squares where `own` may play against `opponent`, and the discs a play on `square` turns.
Board legal_squares(Board own, Board opponent);
Board flips(Board own, Board opponent, int square);

class Position {
 public:
  using Move = othello::Move;
  using MoveList = othello::MoveList;
  struct Undo {
    Board flipped = 0;
  };
  static constexpr std::string_view kGameId = "othello";
  static constexpr std::string_view kStartFen = "8/8/8/3OX3/3XO3/8/8/8 x";
  static constexpr bool kPerftCountsEnds = true;  // as the published tables count

  static Position start();
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr);
  std::string fen() const;

  Colour side_to_move() const { return side_; }
  Board discs(Colour c) const { return discs_[c]; }
  int count(Colour c) const;
  // The squares the side to move may play on (none when it must pass or the game is over).
  Board playable() const { return legal_squares(discs_[side_], discs_[1 - side_]); }
  // Neither side can play: the game is over.
  bool finished() const;

  // Every square the side to move may play on; the pass alone when it has none and the
  // opponent has one; nothing when the game is over.
  void legal_moves(MoveList& list) const;
  void legal_captures(MoveList& list) const { list.clear(); }  // every move turns discs over: none is "quiet"
  int count_legal_moves() const;
  bool in_check() const { return false; }
  uint64_t hash() const;

  void do_move(Move m, Undo& undo);
  void undo_move(Move m, const Undo& undo);

  int halfmove_clock() const { return 0; }  // no position can occur twice
  // The game is over: more discs win.
  Verdict no_moves_verdict() const;
  bool drawn_by_rule() const { return false; }

  bool operator==(const Position&) const = default;

 private:
  std::array<Board, 2> discs_{};
  Colour side_ = BLACK;
};

std::string square_name(int square);  // "d3"
// The coordinate text of a move ("d3", "pass") and back: the legal move it names, or Move{} with a
// reason.
std::string move_text(const Position& pos, Move m);
Move parse_move(const Position& pos, std::string_view text, std::string* error = nullptr);
// Whether and how the game has ended in `now` (a win, a draw, or not over).
GameEnd judge_position(const Position& now);

// The default evaluation, from the side to move's view: squares weighted by a fixed table as
// Othello players weigh them (corners high, the squares next to the corners low, whoever holds the
// corner), and 5 for each move more than the opponent has (mobility).
int evaluate(const Position& pos);
inline int captured_value(const Position&, Move) { return 0; }
inline int moving_value(const Position&, Move) { return 0; }
// Discs only ever increase, so no position repeats.
inline Verdict cycle_verdict(const Position&, std::span<const Move>) { return Verdict::DRAW; }

static_assert(GamePosition<Position>);

}  // namespace plyground::othello
