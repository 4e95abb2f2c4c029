// Basic Xiangqi types: colours, piece types, squares, moves.
//
// The board is a 16x16 padded mailbox (as in XQWLight): square = (rank + 3) * 16 + (file + 3), with
// rank 0..9 counted from Red's back rank and file 0..8 (a..i) from Red's left. The border of empty
// off-board squares lets move generation step off the board and test `in_board` instead of doing
// arithmetic on coordinates; a horse or elephant jump of two ranks still lands inside the array.
#pragma once

#include <array>
#include <cstdint>

#include "plyground/move_list.hpp"

namespace plyground::xiangqi {

enum Color : uint8_t { RED, BLACK, COLOR_NB };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : uint8_t { KING, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER, PIECE_TYPE_NB };

// A piece on the board is a code 16..47: 16 + 16 * colour + slot. Each side owns 16 slots with
// fixed roles (0 king, 1-2 advisors, 3-4 elephants, 5-6 horses, 7-8 chariots, 9-10 cannons,
// 11-15 soldiers), so a code names one piece for its whole life and `Position` keeps its square.
using Piece = uint8_t;
constexpr Piece NO_PIECE = 0;
constexpr int SLOT_NB = 16;
constexpr std::array<PieceType, SLOT_NB> kSlotType = {KING,    ADVISOR, ADVISOR, ELEPHANT, ELEPHANT, HORSE,
                                                      HORSE,   CHARIOT, CHARIOT, CANNON,   CANNON,   SOLDIER,
                                                      SOLDIER, SOLDIER, SOLDIER, SOLDIER};
// First slot of each piece type and one past its last.
constexpr std::array<int, PIECE_TYPE_NB> kFirstSlot = {0, 1, 3, 5, 7, 9, 11};
constexpr std::array<int, PIECE_TYPE_NB> kEndSlot = {1, 3, 5, 7, 9, 11, 16};

constexpr int side_tag(Color c) { return 16 + 16 * c; }
constexpr Color color_of(Piece p) { return Color((p >> 4) - 1); }
constexpr PieceType type_of(Piece p) { return kSlotType[p & 15]; }
constexpr bool is_color(Piece p, Color c) { return (p & side_tag(c)) != 0; }

using Square = uint8_t;
constexpr Square NO_SQUARE = 0;
constexpr int RANK_NB = 10, FILE_NB = 9;

constexpr Square make_square(int file, int rank) { return Square((rank + 3) * 16 + file + 3); }
constexpr int file_of(Square s) { return (s & 15) - 3; }
constexpr int rank_of(Square s) { return (s >> 4) - 3; }
constexpr bool same_rank(Square a, Square b) { return ((a ^ b) & 0xF0) == 0; }
constexpr bool same_file(Square a, Square b) { return ((a ^ b) & 0x0F) == 0; }

constexpr int NORTH = 16, SOUTH = -16, EAST = 1, WEST = -1;  // north = towards Black
constexpr int forward(Color c) { return c == RED ? NORTH : SOUTH; }

// Squares of the board, of the two palaces, and Red's half (ranks 0-4; Black's is the rest).
constexpr bool in_board(int s) {
  return s >= 0 && s < 256 && rank_of(Square(s)) >= 0 && rank_of(Square(s)) < RANK_NB && file_of(Square(s)) >= 0 &&
         file_of(Square(s)) < FILE_NB;
}
constexpr bool in_palace(int s) {
  if (!in_board(s)) return false;
  const int f = file_of(Square(s)), r = rank_of(Square(s));
  return f >= 3 && f <= 5 && (r <= 2 || r >= 7);
}
constexpr bool on_own_half(Color c, Square s) { return (rank_of(s) <= 4) == (c == RED); }

// Colour-mirrored square: the same point seen from the other side's back rank.
constexpr Square flip_rank(Square s) { return make_square(file_of(s), RANK_NB - 1 - rank_of(s)); }

// A move is 16 bits: from-square in the low byte, to-square in the high byte. 0 is "no move".
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to) : bits_(uint16_t(from | (to << 8))) {}
  static constexpr Move none() { return Move(); }
  constexpr Square from() const { return Square(bits_ & 0xFF); }
  constexpr Square to() const { return Square(bits_ >> 8); }
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint16_t bits_ = 0;
};

// No Xiangqi position has more than about 120 legal moves; pseudo-legal lists stay well below 256.
using MoveList = plyground::MoveList<Move, 256>;

}  // namespace plyground::xiangqi
