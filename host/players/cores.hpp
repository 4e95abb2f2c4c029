// Games kept to one core each. A game's host thread and its players' processes take turns (only one
// of them runs at a time), so on one core none of them waits for another core to wake from idle,
// and the caches stay warm: a sandboxed game is about a sixth faster on a virtual machine this way.
// A performance setting, never a wall: a child may move itself elsewhere and gains nothing by it.
#pragma once

#include <sched.h>

#include <filesystem>
#include <mutex>
#include <vector>

#include "players/plugin_loader.hpp"
#include "players/spec.hpp"

namespace plyground::host {

// The cores the calling thread may run on (its mask, which the threads and children it starts
// inherit), in order.
std::vector<int> usable_cores();

// Whether `players`, `games_at_once` at a time, should each game keep to one core: only when there
// are enough cores and every player searches on one thread, a plugin whose `threads` option (as its
// spec sets it, else its default in `scan`) is absent or 1. An engine of the user's own, which may
// use several, is never pinned.
bool one_core_per_game(const std::vector<PlayerSpec>& players, const PluginScan& scan, int games_at_once, size_t cores);

// Hands out distinct cores to the threads that play games at once. Plyground processes keep off
// each other's cores (shards of one tournament run side by side, tests run at once) by a lock file
// per core in `lock_folder` (by default the temporary folder: $TMPDIR or /tmp), held while the claims
// last; a core another one holds is not handed out.
class CoreClaims {
 public:
  explicit CoreClaims(std::vector<int> cores, std::filesystem::path lock_folder = {});
  ~CoreClaims();  // lets go of the cores' locks
  CoreClaims(const CoreClaims&) = delete;
  CoreClaims& operator=(const CoreClaims&) = delete;
  // A free core: the one the calling thread runs on if it is free (the system put it where there
  // was room), else the next free one; -1 when none is left.
  int claim();

 private:
  std::mutex mutex_;
  std::vector<int> free_;
  std::filesystem::path lock_folder_;
  std::vector<int> locks_;  // descriptors holding the claimed cores' locks
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
