// Bitboards: a set of squares as the 64 bits of an integer (bit s for square s, a1 = 0), and the
// attack tables that move generation is built on.
//
// Leapers (pawn, knight, king) and the lines between squares are computed at compile time. Sliders
// use "fancy" magic bitboards: the blockers on a piece's rays, multiplied by a per-square magic
// number, index that square's slice of a shared table. Plain 64-bit multiplies and shifts: fast
// in a portable build with no -march flags. The tables are filled once at start-up (init_bitboards).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "games/chess/types.hpp"

namespace plyground::chess {

using Bitboard = uint64_t;

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL, FILE_H_BB = FILE_A_BB << 7;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard rank_bb(int rank) { return RANK_1_BB << (8 * rank); }
constexpr Bitboard file_bb(int file) { return FILE_A_BB << file; }
// The dark squares (a1 is dark): a bishop never leaves the colour it stands on.
constexpr Bitboard DARK_SQUARES_BB = 0xAA55AA55AA55AA55ULL;

constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
constexpr Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// Shifts a whole set one step; pieces do not wrap around from the h-file to the a-file.
template <int Delta>
constexpr Bitboard shift(Bitboard b) {
  if constexpr (Delta == NORTH)
    return b << 8;
  else if constexpr (Delta == SOUTH)
    return b >> 8;
  else if constexpr (Delta == NORTH + 1)
    return (b & ~FILE_H_BB) << 9;
  else if constexpr (Delta == NORTH - 1)
    return (b & ~FILE_A_BB) << 7;
  else if constexpr (Delta == SOUTH + 1)
    return (b & ~FILE_H_BB) >> 7;
  else if constexpr (Delta == SOUTH - 1)
    return (b & ~FILE_A_BB) >> 9;
  else
    static_assert(Delta == NORTH, "unsupported shift");
}

namespace detail {

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// The squares reached by single steps of (df, dr) from `s`.
template <std::size_t N>
constexpr Bitboard steps(Square s, const std::array<std::array<int, 2>, N>& deltas) {
  Bitboard b = 0;
  for (const auto& [df, dr] : deltas)
    if (on_board(file_of(s) + df, rank_of(s) + dr)) b |= square_bb(make_square(file_of(s) + df, rank_of(s) + dr));
  return b;
}

// Sliding attacks found ray by ray: slow, for building tables and for checking the fast ones.
constexpr Bitboard slide(Square s, Bitboard occupied, bool diagonal) {
  constexpr int kDirs[2][4][2] = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
  Bitboard b = 0;
  for (const auto& d : kDirs[diagonal])
    for (int f = file_of(s) + d[0], r = rank_of(s) + d[1]; on_board(f, r); f += d[0], r += d[1]) {
      b |= square_bb(make_square(f, r));
      if (occupied & square_bb(make_square(f, r))) break;
    }
  return b;
}

using SquareTable = std::array<Bitboard, SQUARE_NB>;
using PairTable = std::array<std::array<Bitboard, SQUARE_NB>, SQUARE_NB>;

constexpr std::array<SquareTable, COLOR_NB> make_pawn_attacks() {
  std::array<SquareTable, COLOR_NB> t{};
  for (Square s = 0; s < SQUARE_NB; ++s) {
    t[WHITE][s] = steps<2>(s, {{{-1, 1}, {1, 1}}});
    t[BLACK][s] = steps<2>(s, {{{-1, -1}, {1, -1}}});
  }
  return t;
}
constexpr SquareTable make_knight_attacks() {
  SquareTable t{};
  for (Square s = 0; s < SQUARE_NB; ++s)
    t[s] = steps<8>(s, {{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}});
  return t;
}
constexpr SquareTable make_king_attacks() {
  SquareTable t{};
  for (Square s = 0; s < SQUARE_NB; ++s)
    t[s] = steps<8>(s, {{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}});
  return t;
}

// between[a][b]: the squares strictly between two squares on one line (else empty).
// line[a][b]: the whole line through both, edge to edge (else empty). A piece pinned to its king
// may move only along line[king][piece]. Built by walking each ray from `a` once, which keeps the
// compile-time work within what every compiler allows.
constexpr PairTable make_lines(bool whole_line) {
  constexpr int kDirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
  PairTable t{};
  for (Square a = 0; a < SQUARE_NB; ++a)
    for (int i = 0; i < 8; ++i) {
      Bitboard line = square_bb(a);  // through `a` both ways: kDirs[i] and its opposite kDirs[i ^ 1]
      for (const auto& d : {kDirs[i], kDirs[i ^ 1]})
        for (int f = file_of(a) + d[0], r = rank_of(a) + d[1]; on_board(f, r); f += d[0], r += d[1])
          line |= square_bb(make_square(f, r));
      Bitboard between = 0;
      for (int f = file_of(a) + kDirs[i][0], r = rank_of(a) + kDirs[i][1]; on_board(f, r);
           f += kDirs[i][0], r += kDirs[i][1]) {
        t[a][make_square(f, r)] = whole_line ? line : between;
        between |= square_bb(make_square(f, r));
      }
    }
  return t;
}

}  // namespace detail

inline constexpr auto kPawnAttacks = detail::make_pawn_attacks();
inline constexpr auto kKnightAttacks = detail::make_knight_attacks();
inline constexpr auto kKingAttacks = detail::make_king_attacks();
inline constexpr auto kBetween = detail::make_lines(false);
inline constexpr auto kLine = detail::make_lines(true);

constexpr Bitboard pawn_attacks(Color c, Square s) { return kPawnAttacks[c][s]; }
constexpr Bitboard knight_attacks(Square s) { return kKnightAttacks[s]; }
constexpr Bitboard king_attacks(Square s) { return kKingAttacks[s]; }
constexpr Bitboard between_bb(Square a, Square b) { return kBetween[a][b]; }
constexpr Bitboard line_bb(Square a, Square b) { return kLine[a][b]; }

// One square's magic: (occupied & mask) * magic >> shift indexes its attack sets.
struct Magic {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* attacks;
  unsigned shift;
  unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

namespace detail {
extern Magic rook_magics[SQUARE_NB];
extern Magic bishop_magics[SQUARE_NB];
}  // namespace detail

// Fills the slider tables once (thread-safe, idempotent; about a millisecond). Position::from_fen
// calls it, so every position that exists can use the attack functions below.
void init_bitboards();

inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  const Magic& m = detail::bishop_magics[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  const Magic& m = detail::rook_magics[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}

}  // namespace plyground::chess
