// Scanning plugin folders without loading a plugin into the host: one scanner child per file
// (`plyground scan-plugin FILE`), a few at a time, and a cache of what they said.
#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <system_error>
#include <thread>

#include "base/files.hpp"
#include "base/printable.hpp"
#include "base/whole_number.hpp"
#include "players/plugin_loader.hpp"
#include "players/process.hpp"
#include "players/sandbox.hpp"

namespace plyground::host {
namespace {

using Clock = std::chrono::steady_clock;
using Result = std::variant<PluginInfo, LoadFailure>;

// Scanners at work at once for each core: a scanner mostly waits for the disk and the loader.
constexpr size_t kScannersPerCore = 3;

// What identifies a version of a file: its device and inode (another file put in its place), size
// and modification time.
std::string stamp_of(const std::filesystem::path& file) {
  struct stat s {};
  if (stat(file.c_str(), &s) != 0) return "";
  return std::to_string(s.st_dev) + ":" + std::to_string(s.st_ino) + ":" + std::to_string(s.st_size) + ":" +
         std::to_string(s.st_mtim.tv_sec) + "." + std::to_string(s.st_mtim.tv_nsec);
}

// The cache file: $XDG_CACHE_HOME or ~/.cache, then plyground/plugin-scan.txt. Its first line is
// the stamp of the scanner program, so a new Plyground scans everything again; then a line per
// file: its stamp, a tab, its scan record.
std::filesystem::path cache_path() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "plyground/plugin-scan.txt";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".cache/plyground/plugin-scan.txt";
  return {};
}

// A file's stamp, and for a file that hung, " hung NNN": the timeout it was given (a scan that
// gives more tries it again).
struct CacheEntry {
  std::string stamp;
  Result result;
};

// Whether `entry` answers for the file as it is now (`stamp`), in a scan that gives `timeout`.
bool answers(const CacheEntry& entry, const std::string& stamp, std::chrono::milliseconds timeout) {
  if (entry.stamp == stamp) return true;
  const std::string hung = stamp + " hung ";
  int64_t within = 0;
  return entry.stamp.starts_with(hung) && read_whole(std::string_view(entry.stamp).substr(hung.size()), within) &&
         timeout.count() <= within;
}
using Cache = std::map<std::filesystem::path, CacheEntry>;

Cache read_cache(const std::string& scanner_stamp) {
  Cache cache;
  // A cache that is not a plain file of a sane size is as good as none: everything is scanned.
  const Expected<std::string> text = read_file(cache_path(), 16 << 20);
  if (!text) return cache;
  std::istringstream in(*text);
  std::string line;
  if (!std::getline(in, line) || line != scanner_stamp) return cache;
  while (std::getline(in, line)) {
    const size_t tab = line.find('\t');
    if (tab == std::string::npos) continue;
    if (auto result = parse_scan_record(line.substr(tab + 1))) {
      const std::filesystem::path file = std::visit([](const auto& r) { return r.file; }, *result);
      cache[file] = {line.substr(0, tab), std::move(*result)};
    }
  }
  return cache;
}

void write_cache(const std::string& scanner_stamp, const Cache& cache) {
  const std::filesystem::path path = cache_path();
  if (path.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  std::string text = scanner_stamp + "\n";
  for (const auto& [file, entry] : cache) text += entry.stamp + "\t" + scan_record(entry.result) + "\n";
  // Whole or not at all, even with two hosts at once; a cache that cannot be kept is said once.
  if (const Status written = write_whole_file(path, text); !written) {
    static std::once_flag said;
    std::call_once(said, [&written] {
      warn("the plugin scan cache is not kept (" + written.reason() + "): plugins are scanned every time");
    });
  }
}

// A scanner child at work on one file.
struct Scanner {
  std::filesystem::path file;
  std::unique_ptr<ChildProcess> child;
  std::optional<Result> result;
  bool timed_out = false;
  bool hung = false;  // timed out while loading (not a scan that failed on its own)
};

// What a scanner child said by `deadline` (`timeout` after it started), or why it said nothing.
Result finish(Scanner& s, Clock::time_point deadline, std::chrono::milliseconds timeout) {
  while (true) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    const auto line = s.child->read_line(std::max(left, std::chrono::milliseconds(1)));
    if (line) {
      // The first record about this file. Other lines (a plugin's load-time code can write to the
      // scanner's descriptor too) are passed over; a record is only what its fields may hold.
      if (auto result = parse_scan_record(*line))
        if (std::visit([](const auto& r) { return r.file; }, *result) == s.file) return *result;
      continue;
    }
    if (!s.child->closed()) {
      s.timed_out = s.hung = true;
      s.child->kill();
      return LoadFailure{s.file, "it did not finish loading within " + std::to_string(timeout.count()) +
                                     " ms (its load-time code hangs or is too slow); never loaded by the host"};
    }
    const std::string how = s.child->exit_reason(std::chrono::milliseconds(1000));
    const std::string said = plugin_text(s.child->stderr_tail());
    return LoadFailure{s.file, "its load-time code " +
                                   std::string(how.rfind("killed", 0) == 0 ? "crashed (" : "ended the scanner (") +
                                   (how.empty() ? "no answer" : how) + ")" + (said.empty() ? "" : ": " + said) +
                                   "; never loaded by the host"};
  }
}

// Runs the scanners that have no result yet, a few per core at a time, each given `timeout` from its
// own start: all at once, a crowd of them (sanitized builds, a slow disk) could use a shared
// deadline before the last one starts to load its file. None starts after twice `timeout`: a
// folder of files that hang as they load costs a command at most three times `timeout`, and each
// command remembers some more of them.
void run_scanners(std::vector<Scanner>& scanners, const std::string& program, std::chrono::milliseconds timeout) {
  const Clock::time_point last_start = Clock::now() + 2 * timeout;
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next++) < scanners.size();) {
      Scanner& s = scanners[i];
      if (s.result) continue;
      if (Clock::now() >= last_start) {  // not kept: the next command scans it
        s.result = LoadFailure{s.file,
                               "not scanned: this command's scan ran out of time (other files hung as they "
                               "loaded); a later command scans it"};
        continue;
      }
      try {
        prepare_for_sandboxed_children();
        s.child = std::make_unique<ChildProcess>(std::vector<std::string>{program, "scan-plugin", s.file.string()});
      } catch (const std::exception& e) {
        s.result = LoadFailure{s.file, std::string("cannot start the plugin scanner: ") + e.what()};
        continue;
      }
      try {
        s.result = finish(s, Clock::now() + timeout, timeout);
      } catch (const std::exception& e) {  // out of memory, say: on this thread, not the process's end
        s.child->kill();
        s.timed_out = true;  // not kept: a later scan may do better
        s.result = LoadFailure{s.file, std::string("the scan failed: ") + e.what()};
      }
    }
  };
  const size_t waiting = size_t(std::count_if(scanners.begin(), scanners.end(), [](auto& s) { return !s.result; }));
  const size_t helpers =
      std::min<size_t>(waiting, kScannersPerCore * std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::thread> threads;
  try {
    for (size_t i = 1; i < helpers; ++i) threads.emplace_back(work);
  } catch (const std::system_error&) {  // no thread to be had: those started and this one do the rest
  }
  work();
  for (std::thread& t : threads) t.join();
}

// Keeps in `cache` what the scanners that ran said; whether it changed. A file whose load-time code
// hung is remembered as it is, and not run again until it changes: otherwise each one costs every
// command its timeout. The shipped players never hang as they load: one of theirs that timed out
// says the machine is busy, and is scanned again next time.
bool keep_answers(std::vector<Scanner>& scanners, std::chrono::milliseconds timeout, Cache& cache) {
  std::error_code ec;
  const std::filesystem::path shipped = std::filesystem::weakly_canonical(shipped_plugins(), ec);
  bool changed = false;
  for (Scanner& s : scanners) {
    if (!s.child) continue;  // known already, or not scanned
    if (s.timed_out && (!s.hung || s.file.parent_path() == shipped)) continue;
    CacheEntry entry{stamp_of(s.file), *s.result};
    if (s.timed_out) {
      entry.stamp += " hung " + std::to_string(timeout.count());
      std::get<LoadFailure>(entry.result).reason += " (remembered: not scanned again until the file changes)";
    }
    cache[s.file] = std::move(entry);
    changed = true;
  }
  return changed;
}

}  // namespace

PluginScan scan_plugins(const std::vector<std::filesystem::path>& folders,
                        const std::vector<std::filesystem::path>& extra_files, std::chrono::milliseconds timeout) {
  std::vector<std::filesystem::path> files;
  for (const auto& folder : folders) {
    std::error_code ec;
    std::vector<std::filesystem::path> found;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
      if (entry.path().extension() == ".so") found.push_back(entry.path());
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  files.insert(files.end(), extra_files.begin(), extra_files.end());

  const std::string scanner = plyground_executable();
  const std::string scanner_stamp =
      "scanner " + stamp_of(scanner) + " abi " + std::to_string(PLY_ABI_MAJOR) + "." + std::to_string(PLY_ABI_MINOR);
  Cache cache = read_cache(scanner_stamp);
  const size_t cached_before = cache.size();
  bool changed = false;

  // A scanner for every file the cache does not know as it is now.
  std::vector<Scanner> scanners;
  std::set<std::filesystem::path> seen, named;  // named: the extra files'
  size_t named_scanners = 0;                    // the last scanners, the extra files'
  for (size_t i = 0; i < files.size(); ++i) {
    const std::filesystem::path& given = files[i];
    std::error_code ec;
    std::filesystem::path file = std::filesystem::absolute(given, ec);
    if (const auto canonical = std::filesystem::weakly_canonical(file, ec); !ec) file = canonical;
    const bool extra = i >= files.size() - extra_files.size();
    if (extra) named.insert(file);
    if (!seen.insert(file).second) continue;  // the same file twice
    named_scanners += extra;
    Scanner s{file, nullptr, std::nullopt, false, false};
    const std::string stamp = stamp_of(file);
    if (stamp.empty())
      s.result = LoadFailure{given, regular_file(file) ? "cannot be read" : regular_file(file).reason()};
    else if (auto hit = cache.find(file); hit != cache.end() && answers(hit->second, stamp, timeout))
      s.result = hit->second.result;
    scanners.push_back(std::move(s));
  }
  run_scanners(scanners, scanner, timeout);
  changed |= keep_answers(scanners, timeout, cache);
  for (auto it = cache.begin(); it != cache.end();)  // files gone since
    it = stamp_of(it->first).empty() ? (changed = true, cache.erase(it)) : std::next(it);
  if (changed || cache.size() != cached_before) write_cache(scanner_stamp, cache);

  // A file named on the command line is the one meant: a plugin of its name in a folder (a copy
  // installed earlier) is set aside for it. Otherwise the first of a name is kept.
  PluginScan scan;
  const size_t first_named = scanners.size() - std::min(scanners.size(), named_scanners);
  for (size_t i = 0; i < scanners.size(); ++i) {
    Scanner& s = scanners[i];
    if (auto* failure = std::get_if<LoadFailure>(&*s.result)) {
      scan.failures.push_back(std::move(*failure));
      continue;
    }
    PluginInfo& plugin = std::get<PluginInfo>(*s.result);
    const auto first = std::find_if(scan.plugins.begin(), scan.plugins.end(),
                                    [&](const PluginInfo& p) { return p.name == plugin.name; });
    if (first == scan.plugins.end()) {
      scan.plugins.push_back(std::move(plugin));
    } else if (i >= first_named && !named.count(first->file)) {
      scan.failures.push_back(
          {first->file, "set aside: --plugin names " + plugin.file.string() + ", also '" + plugin.name + "'"});
      *first = std::move(plugin);
    } else {
      scan.failures.push_back(
          {plugin.file, "duplicate name '" + plugin.name + "': already found in " + first->file.string()});
    }
  }
  return scan;
}

}  // namespace plyground::host
