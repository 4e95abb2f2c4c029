#include "players/cores.hpp"

#include <pthread.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace plyground::host {

std::vector<int> usable_cores() {
  cpu_set_t mask;
  CPU_ZERO(&mask);
  std::vector<int> cores;
  if (sched_getaffinity(0, sizeof mask, &mask) != 0) return cores;
  for (int c = 0; c < CPU_SETSIZE; ++c)
    if (CPU_ISSET(c, &mask)) cores.push_back(c);
  return cores;
}

bool one_core_per_game(const std::vector<PlayerSpec>& players, int games_at_once, size_t cores) {
  if (games_at_once < 1 || size_t(games_at_once) > cores) return false;
  return std::none_of(players.begin(), players.end(), [](const PlayerSpec& p) {
    if (p.external()) return true;
    return std::any_of(p.options.begin(), p.options.end(), [](const auto& o) {
      std::string name = o.first;
      std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
      return name == "threads" && std::atoi(o.second.c_str()) > 1;
    });
  });
}

int CoreClaims::claim() {
  std::lock_guard lock(mutex_);
  if (free_.empty()) return -1;
  auto here = std::find(free_.begin(), free_.end(), sched_getcpu());
  if (here == free_.end()) here = free_.begin();
  const int core = *here;
  free_.erase(here);
  return core;
}

OnOneCore::OnOneCore(int core) {
  if (core < 0 || core >= CPU_SETSIZE) return;
  if (pthread_getaffinity_np(pthread_self(), sizeof former_, &former_) != 0) return;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(core, &one);
  pinned_ = pthread_setaffinity_np(pthread_self(), sizeof one, &one) == 0;
}

OnOneCore::~OnOneCore() {
  if (pinned_) pthread_setaffinity_np(pthread_self(), sizeof former_, &former_);
}

}  // namespace plyground::host
