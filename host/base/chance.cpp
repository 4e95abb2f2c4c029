#include <cstdio>
#include <stdexcept>

#include "base/game_module.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::host {

std::string probability_text(double probability) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", probability);
  return text;
}

size_t draw_outcome(const GameState& game, uint64_t& seed) {
  const std::vector<std::string>& outcomes = game.legal_moves();
  if (outcomes.empty()) throw std::logic_error("draw_outcome: not a chance node");
  // 53 random bits as a number in [0, 1), then the outcome whose share of [0, 1) holds it.
  const double at = double(zobrist::splitmix64(seed) >> 11) / double(uint64_t(1) << 53);
  double sum = 0;
  for (size_t i = 0; i < outcomes.size(); ++i) {
    sum += game.probability(outcomes[i]);
    if (at < sum) return i;
  }
  return outcomes.size() - 1;  // what rounding left over
}

}  // namespace plyground::host
