#include "match/time_control.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace plyground::host {
namespace {

// Seconds as decimal text (up to 10^7: no sign, exponent or hex), to whole milliseconds; nothing for
// anything else.
std::optional<int64_t> milliseconds(const std::string& seconds) {
  if (seconds.find_first_not_of("0123456789.") != std::string::npos) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(seconds.c_str(), &end);
  if (seconds.empty() || end != seconds.c_str() + seconds.size() || !(value >= 0) || value > 1e7) return std::nullopt;
  return std::llround(value * 1000);
}

}  // namespace

std::string duration_text(int64_t ms, const char* minutes, const char* seconds) {
  char text[64];
  if (ms >= 60000 && ms % 60000 == 0)
    std::snprintf(text, sizeof text, "%lld %s", static_cast<long long>(ms / 60000), minutes);
  else if (ms % 1000 == 0)
    std::snprintf(text, sizeof text, "%lld %s", static_cast<long long>(ms / 1000), seconds);
  else
    std::snprintf(text, sizeof text, "%g %s", double(ms) / 1000, seconds);
  return text;
}

std::string TimeControl::text() const {
  switch (kind) {
    case Kind::PER_MOVE:
      return duration_text(per_move_ms) + " per move";
    case Kind::INCREMENT:
      return duration_text(base_ms) + " + " + duration_text(increment_ms);
    case Kind::NONE:
      break;
  }
  return "no clock";
}

std::string TimeControl::spec() const {
  char text[64];
  if (kind == Kind::PER_MOVE)
    std::snprintf(text, sizeof text, "%g/move", double(per_move_ms) / 1000);
  else if (kind == Kind::INCREMENT)
    std::snprintf(text, sizeof text, "%g+%g", double(base_ms) / 1000, double(increment_ms) / 1000);
  else
    return "none";
  return text;
}

Expected<TimeControl> parse_time_control(const std::string& text) {
  TimeControl control;
  if (text == "none") return control;
  if (const auto slash = text.find("/move"); slash != std::string::npos && slash + 5 == text.size()) {
    control.kind = TimeControl::Kind::PER_MOVE;
    const std::optional<int64_t> per_move = milliseconds(text.substr(0, slash));
    if (per_move && *per_move > 0) return control.per_move_ms = *per_move, control;
  } else {
    const auto plus = text.find('+');
    control.kind = TimeControl::Kind::INCREMENT;
    const std::optional<int64_t> base = milliseconds(text.substr(0, plus));
    const std::optional<int64_t> increment = plus == std::string::npos ? 0 : milliseconds(text.substr(plus + 1));
    if (base && increment && *base > 0) return control.base_ms = *base, control.increment_ms = *increment, control;
  }
  return failure(
      "a time control is SECONDS+INCREMENT (60+0.5), SECONDS/move (10/move) or none, in seconds from 0.001 to "
      "10000000, not '" +
      text + "'");
}

}  // namespace plyground::host
