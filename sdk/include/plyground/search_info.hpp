// What a search reports, as players and the host both speak of it: a score and the progress of a
// search. (The C boundary carries them as ply_search_info and ply_result.)
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "plyground/plugin.h"

namespace plyground {

struct Score {
  enum Kind : int32_t { NONE = PLY_SCORE_NONE, CENTIPAWNS = PLY_SCORE_CP, MATE = PLY_SCORE_MATE };
  Kind kind = NONE;
  int value = 0;  // centipawns, or moves to mate (negative: being mated)
};

struct SearchInfo {
  int depth = 0, seldepth = 0;
  Score score;
  uint64_t nodes = 0;
  std::vector<std::string> pv;
  std::string text;  // a line for people (a Monte Carlo search's visit counts), "" for none
};

}  // namespace plyground
