#include "plyground/player.hpp"

#include <dlfcn.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <sstream>

namespace plyground {

std::filesystem::path own_file() {
  Dl_info info{};  // the object this code was linked into: the player's library
  if (dladdr(reinterpret_cast<void*>(&own_file), &info) == 0 || !info.dli_fname) return {};
  std::error_code ec;
  return std::filesystem::absolute(info.dli_fname, ec).lexically_normal();
}

std::filesystem::path own_path(std::string_view name) {
  std::filesystem::path given(name);
  if (given.is_absolute()) return given;
  const std::filesystem::path file = own_file();
  return file.parent_path() / file.stem() / given;
}

std::string read_own_file(std::string_view name) {
  const std::filesystem::path path = own_path(name);
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw std::runtime_error("cannot read " + std::string(name) + " (" + path.string() + "): a folder, not a file");
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  if (in) text << in.rdbuf();
  if (!in || in.bad())
    throw std::runtime_error("cannot read " + std::string(name) + " (" + path.string() + "): " + std::strerror(errno));
  return text.str();
}

Milliseconds Limits::budget(int player) const {
  if (movetime.count() > 0) return movetime;
  const Milliseconds left = time_left[player];
  if (left.count() <= 0) return Milliseconds(0);
  // A share of the clock: the remaining time over the moves still to play (assume 30 when the
  // control has no move count), plus most of the increment, never more than half the clock.
  const int64_t moves = moves_to_go > 0 ? moves_to_go : 30;
  const int64_t share = left.count() / moves + increment[player].count() * 3 / 4;
  return Milliseconds(std::max<int64_t>(1, std::min<int64_t>(share, left.count() / 2)));
}

Trace::Trace(const ply_host* host) {
  if (!host || host->struct_size < offsetof(ply_host, get_extension) + sizeof host->get_extension ||
      !host->get_extension)
    return;
  const auto* trace = static_cast<const ply_trace*>(host->get_extension(host->context, PLY_EXTENSION_TRACE));
  if (trace && trace->struct_size >= offsetof(ply_trace, leave) + sizeof trace->leave && trace->enter && trace->leave) {
    trace_ = trace;
    context_ = host->context;
    exact_ = trace->struct_size >= offsetof(ply_trace, leave_exact) + sizeof trace->leave_exact && trace->leave_exact;
  }
}

Search::Search(const ply_host* host, const std::atomic<bool>& stop_requested, const Limits& limits, int player)
    : host_(host),
      trace_(host),
      stop_requested_(stop_requested),
      limits_(limits),
      budget_(limits.budget(player)),
      start_(std::chrono::steady_clock::now()) {}

Milliseconds Search::elapsed() const {
  return std::chrono::duration_cast<Milliseconds>(std::chrono::steady_clock::now() - start_);
}

bool Search::should_stop(uint64_t nodes_so_far) {
  if (stopped_) return true;
  stopped_ = stop_requested_.load(std::memory_order_relaxed) ||
             (host_ && host_->should_stop && host_->should_stop(host_->context)) ||
             (limits_.nodes && nodes_so_far >= limits_.nodes) || (budget_.count() > 0 && elapsed() >= budget_);
  return stopped_;
}

void Search::report(const SearchInfo& info) {
  if (!host_ || !host_->info) return;
  std::vector<const char*> pv;
  for (const std::string& m : info.pv) pv.push_back(m.c_str());
  const uint64_t ms = uint64_t(elapsed().count());
  const ply_search_info out{sizeof(ply_search_info),
                            info.depth,
                            info.seldepth,
                            info.score.kind,
                            info.score.value,
                            info.nodes,
                            ms,
                            ms ? info.nodes * 1000 / ms : 0,
                            pv.data(),
                            uint32_t(pv.size()),
                            info.text.empty() ? nullptr : info.text.c_str(),
                            info.score.exact.value_or(std::nan(""))};
  host_->info(host_->context, &out);
}

namespace plugin_detail {

void copy_message(std::string_view message, char* buffer, uint32_t size) {
  if (!buffer || size == 0) return;
  const size_t n = std::min<size_t>(message.size(), size - 1);
  std::memcpy(buffer, message.data(), n);
  buffer[n] = '\0';
}

std::string option_fault(std::span<const ply_option> options, std::span<const ply_option> own, const char* name,
                         const char* value) {
  if (!name || !value) return "option name and value are required";
  std::string names;
  for (const std::span<const ply_option> list : {options, own})
    for (const ply_option& option : list) names += (names.empty() ? "" : ", ") + std::string(option.name);
  for (const std::span<const ply_option> list : {options, own})
    for (const ply_option& option : list) {
      if (std::string_view(option.name) != name) continue;
      const std::string_view v(value);
      switch (option.type) {
        case PLY_OPTION_SPIN: {
          int64_t n = 0;
          const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
          if (ec != std::errc() || end != v.data() + v.size())
            return "option '" + std::string(name) + "' takes a whole number, not '" + std::string(v) + "'";
          if (n < option.min || n > option.max)
            return "option '" + std::string(name) + "' must be between " + std::to_string(option.min) + " and " +
                   std::to_string(option.max) + ", not " + std::string(v);
          return "";
        }
        case PLY_OPTION_CHECK:
          if (v == "true" || v == "false") return "";
          return "option '" + std::string(name) + "' is true or false, not '" + std::string(v) + "'";
        case PLY_OPTION_COMBO: {
          std::string choices;
          for (const char* const* c = option.choices; c && *c; ++c) {
            if (v == *c) return "";
            choices += (choices.empty() ? "" : ", ") + std::string(*c);
          }
          return "option '" + std::string(name) + "' is one of " + choices + ", not '" + std::string(v) + "'";
        }
        default:
          return "";
      }
    }
  return "no option named '" + std::string(name) + "' (" + (names.empty() ? "it has none" : "its options: " + names) +
         ")";
}

Limits convert(const ply_limits* limits) {
  Limits out;
  if (!limits) return out;
  out.movetime = Milliseconds(limits->movetime_ms);
  out.depth = limits->depth;
  out.nodes = limits->nodes;
  for (int i = 0; i < 2; ++i) {
    out.time_left[i] = Milliseconds(limits->time_left_ms[i]);
    out.increment[i] = Milliseconds(limits->increment_ms[i]);
  }
  out.moves_to_go = limits->moves_to_go;
  return out;
}

void write_result(const Answer& answer, ply_result* result) {
  if (answer.move.empty() || answer.move.size() >= sizeof(result->move))
    throw std::runtime_error("the player gave no move");
  ply_result out{};
  out.struct_size = result->struct_size;
  std::memcpy(out.move, answer.move.data(), answer.move.size());
  out.score_kind = answer.score.kind;
  out.score = answer.score.value;
  out.depth = answer.depth;
  out.nodes = answer.nodes;
  out.exact_score = answer.score.exact.value_or(std::nan(""));
  // Only what lies within the host's struct (an older host knows fewer members).
  std::memcpy(result, &out, std::min<size_t>(result->struct_size, sizeof out));
}

}  // namespace plugin_detail
}  // namespace plyground
