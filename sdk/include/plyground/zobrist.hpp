// What every game's Zobrist keys are made from: SplitMix64, a small generator evaluated at compile
// time from each game's fixed seed, so hashes are the same in every build, in the host and in every
// plugin.
#pragma once

#include <cstdint>

namespace plyground::zobrist {

// The next key of the sequence that `state` (the seed, then the running state) stands for.
constexpr uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace plyground::zobrist
