#include "games/chess/bitboard.hpp"

#include <vector>

namespace plyground::chess {
namespace detail {

Magic rook_magics[SQUARE_NB];
Magic bishop_magics[SQUARE_NB];

}  // namespace detail
namespace {

// 102400 rook and 5248 bishop attack sets: the sum over squares of 2^(relevant blockers).
Bitboard rook_table[0x19000];
Bitboard bishop_table[0x1480];

// xorshift64*: a small generator whose fixed seed makes the magics the same in every run.
class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    state_ ^= state_ >> 12;
    state_ ^= state_ << 25;
    state_ ^= state_ >> 27;
    return state_ * 2685821657736338717ULL;
  }
  uint64_t sparse() { return next() & next() & next(); }  // few bits set: good magic candidates

 private:
  uint64_t state_;
};

// The squares whose occupancy matters for a slider on `s`: its empty-board rays without the edge
// squares they run into (a piece on the edge blocks nothing further).
Bitboard relevant_mask(Square s, bool diagonal) {
  const Bitboard edges = ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s))) |
                         ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
  return detail::slide(s, 0, diagonal) & ~edges;
}

// Finds a magic for every square and fills its slice of `table` (Stockfish's method).
void build(Magic* magics, Bitboard* table, bool diagonal) {
  Random rng(diagonal ? 0x0B15C0FFEE5EED01ULL : 0x0C45713CA57150ULL);
  std::vector<Bitboard> occupancy, reference;
  std::vector<int> epoch;
  Bitboard* next_slice = table;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    Magic& m = magics[s];
    m.mask = relevant_mask(s, diagonal);
    m.shift = unsigned(64 - popcount(m.mask));
    m.attacks = next_slice;
    // Every subset of the mask (carry-rippler enumeration) with its attack set.
    occupancy.clear();
    reference.clear();
    Bitboard b = 0;
    do {
      occupancy.push_back(b);
      reference.push_back(detail::slide(s, b, diagonal));
      b = (b - m.mask) & m.mask;
    } while (b);
    const std::size_t size = occupancy.size();
    // Try sparse random numbers until one maps every subset without a harmful collision (two
    // subsets may share a slot only when their attack sets are equal).
    epoch.assign(size, 0);
    for (int attempt = 1;; ++attempt) {
      do m.magic = rng.sparse();
      while (popcount((m.mask * m.magic) >> 56) < 6);
      std::size_t i = 0;
      for (; i < size; ++i) {
        const unsigned idx = m.index(occupancy[i]);
        if (epoch[idx] < attempt) {
          epoch[idx] = attempt;
          next_slice[idx] = reference[i];
        } else if (next_slice[idx] != reference[i]) {
          break;
        }
      }
      if (i == size) break;
    }
    next_slice += size;
  }
}

}  // namespace

void init_bitboards() {
  static const bool built = [] {  // a function-local static: built once, even with threads
    build(detail::rook_magics, rook_table, false);
    build(detail::bishop_magics, bishop_table, true);
    return true;
  }();
  (void)built;
}

}  // namespace plyground::chess
