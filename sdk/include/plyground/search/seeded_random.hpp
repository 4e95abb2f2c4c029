// The random choices of a player with a `seed` option: seeded from the option and started afresh
// at each new game, so that the same seed plays the same games.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <string_view>

namespace plyground::search {

class SeededRandom {
 public:
  explicit SeededRandom(uint64_t seed) : seed_(seed), rng_(seed) {}
  // The option's value, checked by the kit against the declared range before it arrives here.
  void set_seed(std::string_view value) {
    seed_ = std::stoull(std::string(value));
    restart();
  }
  void restart() { rng_.seed(seed_); }  // at a new game
  uint64_t seed() const { return seed_; }
  // A uniform choice among `n` (> 0): 0 to n - 1.
  size_t below(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng_); }

 private:
  uint64_t seed_;
  std::mt19937_64 rng_;
};

}  // namespace plyground::search
