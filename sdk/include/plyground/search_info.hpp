// What a search reports, as players and the host both speak of it: a score and the progress of a
// search. (The C boundary carries them as ply_search_info and ply_result.)
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "plyground/plugin.h"

namespace plyground {

struct Score {
  enum Kind : int32_t { NONE = PLY_SCORE_NONE, CENTIPAWNS = PLY_SCORE_CP, MATE = PLY_SCORE_MATE };
  Kind kind = NONE;
  int value = 0;  // centipawns, or moves to mate (negative: being mated)
  // In centipawns, the value exactly where it is no whole number (an expectimax's average, 2.1 in a
  // game of its own values, where `value` says 2).
  std::optional<double> exact;
};

// An exact score as a reader takes it (exact_score in plugin.h): only beside a score in
// centipawns, finite, no whole number, and the one that score rounds; nothing otherwise.
inline std::optional<double> exact_score(const Score& score, double exact) {
  const bool rounds_to_it = exact >= score.value - 0.5 && exact <= score.value + 0.5;
  if (score.kind != Score::CENTIPAWNS || !std::isfinite(exact) || exact == std::round(exact) || !rounds_to_it)
    return std::nullopt;
  return exact;
}

struct SearchInfo {
  int depth = 0, seldepth = 0;
  Score score;
  uint64_t nodes = 0;
  std::vector<std::string> pv;
  std::string text;  // a line for people (a Monte Carlo search's visit counts), "" for none
};

}  // namespace plyground
