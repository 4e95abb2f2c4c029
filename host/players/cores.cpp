#include "players/cores.hpp"

#include <fcntl.h>
#include <pthread.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <optional>
#include <string>

namespace plyground::host {
namespace {

bool is_threads(std::string name) {
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return name == "threads";
}

// The player's `threads` option as its spec sets it, else as its plugin's default; none if it has none.
std::optional<std::string> threads(const PlayerSpec& spec, const PluginScan& scan) {
  for (const auto& [name, value] : spec.options)
    if (is_threads(name)) return value;
  if (const PluginInfo* plugin = spec.kind == PlayerSpec::Kind::PLUGIN ? scan.find(spec.player) : nullptr)
    for (const OptionInfo& o : plugin->options)
      if (is_threads(o.name)) return o.default_value;
  return std::nullopt;
}

// The lock file of a core, opened for reading, made if missing: not a link (another user's trap in
// /tmp), not a FIFO to hang on, and an existing one opened without O_CREAT, which the kernel refuses
// on another user's file in a sticky folder (fs.protected_regular). -1 when it cannot be opened: the
// core is then left unguarded rather than unused.
int open_lock(const std::filesystem::path& file) {
  constexpr int kFlags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC;
  for (int attempt = 0; attempt < 2; ++attempt) {
    if (const int fd = ::open(file.c_str(), kFlags); fd >= 0 || errno != ENOENT) return fd;
    if (const int fd = ::open(file.c_str(), kFlags | O_CREAT | O_EXCL, 0644); fd >= 0 || errno != EEXIST) return fd;
  }
  return -1;
}

}  // namespace

std::vector<int> usable_cores() {
  cpu_set_t mask;
  CPU_ZERO(&mask);
  std::vector<int> cores;
  if (sched_getaffinity(0, sizeof mask, &mask) != 0) return cores;
  for (int c = 0; c < CPU_SETSIZE; ++c)
    if (CPU_ISSET(c, &mask)) cores.push_back(c);
  return cores;
}

bool one_core_per_game(const std::vector<PlayerSpec>& players, const PluginScan& scan, int games_at_once,
                       size_t cores) {
  if (games_at_once < 1 || size_t(games_at_once) > cores) return false;
  return std::none_of(players.begin(), players.end(), [&](const PlayerSpec& p) {
    if (p.external()) return true;
    const std::optional<std::string> n = threads(p, scan);
    return n && *n != "1";  // 0 and "auto" often mean every core
  });
}

CoreClaims::CoreClaims(std::vector<int> cores, std::filesystem::path lock_folder)
    : free_(std::move(cores)), lock_folder_(std::move(lock_folder)) {
  std::error_code ec;
  if (lock_folder_.empty()) lock_folder_ = std::filesystem::temp_directory_path(ec);
  if (ec) lock_folder_ = "/tmp";
}

CoreClaims::~CoreClaims() {
  for (const int fd : locks_) close(fd);  // closing lets go of the lock
}

int CoreClaims::claim() {
  std::lock_guard lock(mutex_);
  // The running core first, then the others in order.
  std::stable_partition(free_.begin(), free_.end(), [here = sched_getcpu()](int c) { return c == here; });
  for (auto core = free_.begin(); core != free_.end(); ++core) {
    const std::filesystem::path file = lock_folder_ / ("plyground-core-" + std::to_string(*core) + ".lock");
    const int fd = open_lock(file);
    if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0) {  // another Plyground plays there
      close(fd);
      continue;
    }
    if (fd >= 0) locks_.push_back(fd);
    const int claimed = *core;
    free_.erase(core);
    return claimed;
  }
  return -1;
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
