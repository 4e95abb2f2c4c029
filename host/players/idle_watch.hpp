// The CPU a sandboxed child uses while it waits for its turn: a thread left spinning takes the
// opponent's time. Measured from its answer to its next question; once it has used too much,
// recently, the child is frozen (SIGSTOP, which it cannot catch) between its moves from then on.
// Freezing every player after every move would cost a tenth of the speed of a fast game.
#pragma once

#include <algorithm>
#include <chrono>
#include <optional>
#include <utility>

#include "players/process.hpp"

namespace plyground::host {

class IdleWatch {
 public:
  using Clock = std::chrono::steady_clock;

  // After an answer: the child frozen if it has earned it, else measured from now.
  void rest(ChildProcess& child) {
    if (frozen_between_moves_)
      child.freeze();
    else if (!resting_since_)
      resting_since_ = {child.cpu_time(), Clock::now()};  // since its last move, not since isready
  }
  // Work asked of it (a new game's table cleared) is not idle: what it used since its last answer
  // (between games too) is counted, and it is measured again from its next answer.
  void busy(ChildProcess& child) { account(child, Clock::now()); }
  // Before a question: what it used since rest(), beyond what finishing an answer takes.
  void account(ChildProcess& child, Clock::time_point now) {
    if (resting_since_) {
      const auto used = child.cpu_time() - resting_since_->first;
      const auto waited = std::chrono::duration_cast<std::chrono::microseconds>(now - resting_since_->second);
      idle_cpu_ += std::max(used - std::min(waited / 4, kIdleAllowance), std::chrono::microseconds(0));
      waited_ += waited;
      frozen_between_moves_ = frozen_between_moves_ || idle_cpu_ > kMostIdleCpu;
      if (waited_ > kIdleMemory) idle_cpu_ /= 2, waited_ /= 2;  // the recent past counts most
    }
    resting_since_.reset();
  }
  // A new process of the same player: measured afresh, and frozen still if it was.
  void restart() {
    resting_since_.reset();
    idle_cpu_ = waited_ = {};
  }

 private:
  // CPU used while waiting beyond what finishing an answer takes (a few microseconds:
  // kIdleAllowance, or a quarter of a shorter wait), and the time waited, summed, both halved
  // whenever the time passes kIdleMemory (so that good behaviour long ago buys no spinning now).
  // Past kMostIdleCpu it is frozen between moves: a thread left spinning, even part of the time.
  static constexpr std::chrono::milliseconds kMostIdleCpu{100};
  static constexpr std::chrono::microseconds kIdleAllowance{100};
  static constexpr std::chrono::seconds kIdleMemory{10};
  std::optional<std::pair<std::chrono::microseconds, Clock::time_point>> resting_since_;  // when it last moved
  std::chrono::microseconds idle_cpu_{0}, waited_{0};
  bool frozen_between_moves_ = false;
};

}  // namespace plyground::host
