// Zobrist keys, computed at compile time from a fixed seed so hashes are the same in every build,
// in the host and in every plugin.
#pragma once

#include <array>
#include <cstdint>

#include "games/chess/types.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::chess::zobrist {

namespace detail {
using plyground::zobrist::splitmix64;
// Keys by piece code (colour * 8 + type, so 16 rows, two unused), castling rights as a 4-bit set,
// and the en passant file.
struct Keys {
  std::array<std::array<uint64_t, SQUARE_NB>, 16> pieces{};
  std::array<uint64_t, 16> castling{};
  std::array<uint64_t, FILE_NB> en_passant{};
  uint64_t side = 0;
};
constexpr Keys make_keys() {
  Keys k;
  uint64_t state = 0x4368657373536565ULL;  // fixed seed ("ChessSee")
  for (auto& row : k.pieces)
    for (auto& key : row) key = splitmix64(state);
  // A set of rights hashes as the xor of its single rights, so updates can xor the difference.
  std::array<uint64_t, 4> single{};
  for (auto& key : single) key = splitmix64(state);
  for (int set = 0; set < 16; ++set)
    for (int bit = 0; bit < 4; ++bit)
      if (set & (1 << bit)) k.castling[set] ^= single[bit];
  for (auto& key : k.en_passant) key = splitmix64(state);
  k.side = splitmix64(state);
  return k;
}
inline constexpr Keys kKeys = make_keys();
}  // namespace detail

constexpr uint64_t piece(Piece p, Square s) { return detail::kKeys.pieces[p][s]; }
constexpr uint64_t castling(int rights) { return detail::kKeys.castling[rights]; }
constexpr uint64_t en_passant(Square s) { return detail::kKeys.en_passant[file_of(s)]; }
inline constexpr uint64_t kSide = detail::kKeys.side;  // xor-ed in when Black is to move

}  // namespace plyground::chess::zobrist
