// Basic chess types: colours, pieces, squares, moves and the move list.
//
// Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63 (little-endian rank-file
// mapping), so a square is a bit index of a Bitboard and rank = square / 8, file = square % 8.
#pragma once

#include <array>
#include <cstdint>

#include "plyground/move_list.hpp"

namespace plyground::chess {

enum Color : uint8_t { WHITE, BLACK, COLOR_NB };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : uint8_t { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PIECE_TYPE_NB, NO_PIECE_TYPE = PIECE_TYPE_NB };

// A piece is colour * 8 + type; NO_PIECE marks an empty square.
enum Piece : uint8_t { NO_PIECE = 15 };
constexpr Piece make_piece(Color c, PieceType t) { return Piece(c * 8 + t); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }

using Square = uint8_t;
constexpr Square NO_SQUARE = 64;
constexpr int FILE_NB = 8, RANK_NB = 8, SQUARE_NB = 64;

constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
// The same square seen from the other side (a1 <-> a8): for Black's tables and colour-flipped twins.
constexpr Square flip_rank(Square s) { return Square(s ^ 56); }
// The rank counted from `c`'s own back rank (0..7).
constexpr int relative_rank(Color c, Square s) { return c == WHITE ? rank_of(s) : 7 - rank_of(s); }

constexpr int NORTH = 8, SOUTH = -8;
constexpr int forward(Color c) { return c == WHITE ? NORTH : SOUTH; }

// Castling rights, one bit each.
enum CastlingRight : uint8_t {
  NO_CASTLING = 0,
  WHITE_OO = 1,
  WHITE_OOO = 2,
  BLACK_OO = 4,
  BLACK_OOO = 8,
  ALL_CASTLING = 15,
};

// A move in 16 bits, laid out as Stockfish does:
//   bits  0-5   destination square
//   bits  6-11  origin square
//   bits 12-13  promotion piece type minus KNIGHT (knight 0 .. queen 3), only with the flag
//   bits 14-15  special flag: 0 normal, 1 promotion, 2 en passant, 3 castling
// Unlike Stockfish, castling is written as the king's own move (e1g1), not king-takes-rook.
// Move{} (all zero, a1a1) is "no move": no move goes from a square to itself.
class Move {
 public:
  enum Flag : uint16_t { NORMAL = 0, PROMOTION = 1 << 14, EN_PASSANT = 2 << 14, CASTLING = 3 << 14 };

  constexpr Move() = default;
  constexpr Move(Square from, Square to) : bits_(uint16_t(to | (from << 6))) {}
  constexpr Move(Square from, Square to, Flag flag, PieceType promotion = KNIGHT)
      : bits_(uint16_t(to | (from << 6) | ((promotion - KNIGHT) << 12) | flag)) {}
  static constexpr Move none() { return Move(); }
  static constexpr Move from_raw(uint16_t raw) {
    Move m;
    m.bits_ = raw;
    return m;
  }

  constexpr Square from() const { return Square((bits_ >> 6) & 63); }
  constexpr Square to() const { return Square(bits_ & 63); }
  constexpr Flag flag() const { return Flag(bits_ & (3 << 14)); }
  constexpr PieceType promotion() const { return PieceType(((bits_ >> 12) & 3) + KNIGHT); }  // with PROMOTION
  constexpr uint16_t raw() const { return bits_; }
  constexpr explicit operator bool() const { return bits_ != 0; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint16_t bits_ = 0;
};

// No chess position has more than 218 legal moves (the most known), so 256 always suffices.
using MoveList = plyground::MoveList<Move, 256>;

}  // namespace plyground::chess
