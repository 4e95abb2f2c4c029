// Games kept to one core each. A game's host thread and its players' processes take turns (only one
// of them runs at a time), so on one core none of them waits for another core to wake from idle,
// and the caches stay warm: a sandboxed game is a third faster on a virtual machine this way.
// A performance setting, never a wall: a child may move itself elsewhere and gains nothing by it.
#pragma once

#include <sched.h>

#include <mutex>
#include <vector>

#include "players/spec.hpp"

namespace plyground::host {

// The cores this process may run on (its affinity mask), in order.
std::vector<int> usable_cores();

// Whether `players`, `games_at_once` at a time, should each game keep to one core: only when there
// are enough cores, and every player is a plugin that searches on one thread (no `threads` option
// above 1; an engine of the user's own, which may use several, is never pinned).
bool one_core_per_game(const std::vector<PlayerSpec>& players, int games_at_once, size_t cores);

// Hands out distinct cores to the threads that play games at once.
class CoreClaims {
 public:
  explicit CoreClaims(std::vector<int> cores) : free_(std::move(cores)) {}
  // A free core: the one the calling thread runs on if it is free (the system put it where there was
  // room), else the first free one; -1 when none is left.
  int claim();

 private:
  std::mutex mutex_;
  std::vector<int> free_;
};

// Keeps the calling thread, and every child it starts meanwhile (they inherit it), on `core` until
// destroyed, when the thread's former mask comes back. A core < 0, or one the system refuses, leaves
// things as they are.
class OnOneCore {
 public:
  explicit OnOneCore(int core);
  ~OnOneCore();
  OnOneCore(const OnOneCore&) = delete;
  OnOneCore& operator=(const OnOneCore&) = delete;

 private:
  cpu_set_t former_{};
  bool pinned_ = false;
};

}  // namespace plyground::host
