#include "gui/game_clock.hpp"

#include <algorithm>
#include <cstdio>

#include "gui/language.hpp"

namespace plyground::gui {
namespace {

int64_t ms_between(GameClock::Time a, GameClock::Time b) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(b - a).count();
}

}  // namespace

void GameClock::reset(const TimeControl& control, size_t plies) {
  control_ = control;
  const int64_t full = control.kind == TimeControl::Kind::PER_MOVE ? control.per_move_ms : control.base_ms;
  left_ms_[0] = left_ms_[1] = full;
  running_ = -1;
  at_ply_.assign(plies + 1, {full, full});
  short_[0] = short_[1] = false;
}

void GameClock::move_made(int mover, Time now) {
  if (running_ == mover) moved(now);
  at_ply_.push_back(left(now));
}

void GameClock::move_taken_back() {
  if (at_ply_.size() > 1) at_ply_.pop_back();
  set_left(at_ply_.back());
}

bool GameClock::fell_short(int side, Time now) {
  const bool was = short_[side];
  short_[side] = low(side, now);
  return short_[side] && !was;
}

void GameClock::start(int side, Time now) {
  if (!on()) return;
  stop(now);
  running_ = side;
  since_ = now;
}

void GameClock::stop(Time now) {
  if (running_ < 0) return;
  left_ms_[running_] -= ms_between(since_, now);
  running_ = -1;
}

void GameClock::moved(Time now) {
  const int side = running_;
  if (side < 0) return;
  stop(now);
  if (control_.kind == TimeControl::Kind::PER_MOVE) left_ms_[side] = control_.per_move_ms;
  if (control_.kind == TimeControl::Kind::INCREMENT) left_ms_[side] += control_.increment_ms;
}

int64_t GameClock::left_ms(int side, Time now) const {
  return left_ms_[side] - (side == running_ ? ms_between(since_, now) : 0);
}

int GameClock::flagged(Time now) const {
  if (!on()) return -1;
  for (int side : {0, 1})
    if (left_ms(side, now) < 0) return side;
  return -1;
}

void GameClock::set_left(const std::array<int64_t, 2>& left) {
  running_ = -1;
  left_ms_[0] = left[0], left_ms_[1] = left[1];
  short_[0] = short_[1] = false;  // times put back: a side still short is told again
}

bool GameClock::low(int side, Time now) const {
  switch (control_.kind) {
    case TimeControl::Kind::PER_MOVE:
      return left_ms(side, now) < control_.per_move_ms / 3;
    case TimeControl::Kind::INCREMENT:
      return left_ms(side, now) < std::clamp<int64_t>(control_.base_ms / 8, 10000, 60000);
    case TimeControl::Kind::NONE:
      break;
  }
  return false;
}

host::Limits GameClock::limits(int side, Time now, int64_t movetime_ms) const {
  host::Limits limits{};
  limits.movetime_ms = movetime_ms;
  const int64_t left = left_ms(side, now);
  if (control_.kind == TimeControl::Kind::PER_MOVE) {
    // Its own move's time, less a margin for the answer to come back (a sandboxed child, a pipe).
    const int64_t spare = std::max<int64_t>(1, std::min(left - 100, left * 9 / 10));
    limits.movetime_ms = movetime_ms > 0 ? std::min(movetime_ms, spare) : spare;
  } else if (control_.kind == TimeControl::Kind::INCREMENT) {
    for (int s : {0, 1}) {
      limits.time_left_ms[s] = std::max<int64_t>(1, left_ms(s, now));
      limits.increment_ms[s] = control_.increment_ms;
    }
    // A move time within a clock: never more than a tenth of what is left, plus the increment.
    if (movetime_ms > 0)
      limits.movetime_ms = std::max<int64_t>(1, std::min(movetime_ms, left / 10 + control_.increment_ms));
  }
  return limits;
}

const std::vector<TimeControl>& common_time_controls() {
  using Kind = TimeControl::Kind;
  static const std::vector<TimeControl> controls = {
      {},
      {Kind::PER_MOVE, 5000},
      {Kind::PER_MOVE, 10000},
      {Kind::INCREMENT, 0, 60000, 1000},
      {Kind::INCREMENT, 0, 180000, 2000},
      {Kind::INCREMENT, 0, 300000, 3000},
      {Kind::INCREMENT, 0, 900000, 10000},
  };
  return controls;
}

std::string time_control_text(const TimeControl& control) {
  if (language() != Language::CHINESE) return control.text();
  // The characters are among the interface's (its font has them).
  auto duration = [](int64_t ms) { return host::duration_text(ms, "分钟", "秒"); };
  switch (control.kind) {
    case TimeControl::Kind::PER_MOVE:
      return "每步 " + duration(control.per_move_ms);
    case TimeControl::Kind::INCREMENT:
      return duration(control.base_ms) + " + " + duration(control.increment_ms);
    case TimeControl::Kind::NONE:
      break;
  }
  return tr("no clock");
}

std::string clock_text(int64_t ms) {
  ms = std::max<int64_t>(0, ms);
  char text[32];
  if (ms < 10000)
    std::snprintf(text, sizeof text, "0:%02lld.%lld", static_cast<long long>(ms / 1000),
                  static_cast<long long>(ms % 1000 / 100));
  else
    std::snprintf(text, sizeof text, "%lld:%02lld", static_cast<long long>(ms / 60000),
                  static_cast<long long>(ms / 1000 % 60));
  return text;
}

}  // namespace plyground::gui
