// A transposition table: remembers, per position hash, the best move found and a bound on the
// score, so a search that meets the same position again (by another move order, or in the next
// iteration) can reuse the work.
#pragma once

#include <cstdint>
#include <vector>

#include "plyground/search/search.hpp"

namespace plyground::search {

template <class Move>
class TranspositionTable {
 public:
  enum Bound : uint8_t { NONE, UPPER, LOWER, EXACT };  // score <= , >= , == the true value
  struct Entry {
    uint64_t key = 0;
    Move move{};
    int16_t score = 0;
    int8_t depth = 0;
    Bound bound = NONE;
  };

  explicit TranspositionTable(size_t megabytes = 16) { resize(megabytes); }

  // A power of two number of entries fitting in `megabytes`.
  void resize(size_t megabytes) {
    size_t count = 1;
    while (count * 2 * sizeof(Entry) <= megabytes * 1024 * 1024) count *= 2;
    entries_.assign(count, Entry{});
  }
  void clear() { entries_.assign(entries_.size(), Entry{}); }

  const Entry* probe(uint64_t key) const {
    const Entry& e = entries_[key & (entries_.size() - 1)];
    return e.key == key && e.bound != NONE ? &e : nullptr;
  }
  // Keeps the deeper result when two positions share a slot, unless the old one is stale.
  void store(uint64_t key, Move move, int score, int depth, Bound bound, int ply) {
    Entry& e = entries_[key & (entries_.size() - 1)];
    if (e.key == key && depth < e.depth && bound != EXACT) return;
    if (e.key == key && !move) move = e.move;  // keep a known best move
    e = Entry{key, move, int16_t(to_table(score, ply)), int8_t(depth), bound};
  }

  // Mate scores count plies from the root; in the table they count from the stored position.
  static int to_table(int score, int ply) {
    return score >= kMate - kMaxPly ? score + ply : score <= -(kMate - kMaxPly) ? score - ply : score;
  }
  static int from_table(int score, int ply) {
    return score >= kMate - kMaxPly ? score - ply : score <= -(kMate - kMaxPly) ? score + ply : score;
  }

 private:
  std::vector<Entry> entries_;
};

}  // namespace plyground::search
