// Zobrist keys, computed at compile time from a fixed seed so hashes are the same in every build,
// in the host and in every plugin.
#pragma once

#include <array>
#include <cstdint>

#include "games/xiangqi/types.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::xiangqi::zobrist {

namespace detail {
using plyground::zobrist::splitmix64;
// One key per (colour, piece type, square): two pieces of one kind are interchangeable.
using Table = std::array<std::array<uint64_t, 256>, int(COLOR_NB) * int(PIECE_TYPE_NB)>;
constexpr Table make_table() {
  Table t{};
  uint64_t state = 0x706C7967726F756EULL;  // fixed seed
  for (auto& kind : t)
    for (auto& key : kind) key = splitmix64(state);
  return t;
}
inline constexpr Table kPieces = make_table();
}  // namespace detail

inline constexpr uint64_t kSide = 0x3A8F05C5B3D1E2F7ULL;  // xor-ed in when Black is to move

constexpr uint64_t piece(Piece p, Square s) {
  return detail::kPieces[int(color_of(p)) * int(PIECE_TYPE_NB) + int(type_of(p))][s];
}

}  // namespace plyground::xiangqi::zobrist
