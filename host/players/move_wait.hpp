// The wait for a player's move, as the host keeps it: how long it has lasted, and a long one said
// on stderr, with when it ends (after 5 s, or half the time allowed when less; then every 30 s).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <string>

#include "players/engine.hpp"

namespace plyground::host {

class MoveWait {
 public:
  using Clock = std::chrono::steady_clock;
  // `said`: whether a long wait is said at all (not for a wait its caller shortened, nor for one
  // of a day: `go infinite`, until stopped).
  MoveWait(Clock::time_point start, std::chrono::milliseconds allowed, bool said)
      : start_(start),
        allowed_(allowed),
        said_(said && allowed >= std::chrono::seconds(2) && allowed < std::chrono::hours(24)),
        notice_(start + std::min<std::chrono::milliseconds>(std::chrono::seconds(5), allowed / 2)) {}
  int64_t ms() const { return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count(); }
  void say(const std::string& who) {
    if (!said_ || Clock::now() < notice_) return;
    std::cerr << "waiting for " << who << "'s move: " << ms() / 1000 << " s so far; it is stopped at "
              << allowed_.count() / 1000 << " s" << (allowed_ == move_limit() ? " (--move-limit)" : "") << "\n";
    notice_ += std::chrono::seconds(30);
  }

 private:
  Clock::time_point start_;
  std::chrono::milliseconds allowed_;
  bool said_;
  Clock::time_point notice_;
};

}  // namespace plyground::host
