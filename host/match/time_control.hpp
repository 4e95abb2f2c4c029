// Time controls as the command line and the window name them: none, a time per move, or a time for
// the game plus an increment per move.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "base/status.hpp"

namespace plyground::host {

struct TimeControl {
  enum class Kind { NONE, PER_MOVE, INCREMENT };
  Kind kind = Kind::NONE;
  int64_t per_move_ms = 10000;                    // PER_MOVE: each move within this time
  int64_t base_ms = 300000, increment_ms = 3000;  // INCREMENT: the time for the game, added per move

  std::string text() const;  // "no clock", "10 s per move", "5 min + 3 s"
  std::string spec() const;  // as parse_time_control reads it: "none", "10/move", "300+3"
};

// A duration as text() writes it: whole minutes in minutes ("5 min"), else seconds ("3 s", "0.5 s"),
// with the units' words given (the window's Chinese gives its own).
std::string duration_text(int64_t ms, const char* minutes = "min", const char* seconds = "s");

// "60+0.5" (seconds for the game, seconds added per move), "60" (no increment), "10/move",
// "none"; other text fails, saying what is accepted.
Expected<TimeControl> parse_time_control(const std::string& text);

}  // namespace plyground::host
