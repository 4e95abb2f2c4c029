// The two clocks of a game in the window, and their times at each position reached, to be put back
// when moves are taken back. Times are given by the caller, so the rules are tested without waiting.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "base/limits.hpp"
#include "match/time_control.hpp"

namespace plyground::gui {

using host::TimeControl;

class GameClock {
 public:
  using Time = std::chrono::steady_clock::time_point;

  // Both sides' time full, nobody's clock running, for a game of `plies` moves so far (each of its
  // positions taken as reached with full clocks).
  void reset(const TimeControl& control, size_t plies = 0);
  const TimeControl& control() const { return control_; }
  bool on() const { return control_.kind != TimeControl::Kind::NONE; }

  // `side`'s clock runs from `now` (its turn begins, or the game resumes).
  void start(int side, Time now);
  // The running clock stops, charged with its time (a pause).
  void stop(Time now);
  // The running side has moved: charged, given its increment (or its next move's full time).
  void moved(Time now);
  int running() const { return running_; }  // -1: none

  // A move was made at `now`: the clock of `mover` charged if it ran, both times kept.
  void move_made(int mover, Time now);
  // The last move taken back: both clocks as they were before it, stopped.
  void move_taken_back();
  // Both clocks as they were when the last move was made, stopped (a loss on time taken back).
  void back_to_last_move() { set_left(at_ply_.back()); }

  // Time left of a side at `now`; below zero once it has flagged.
  int64_t left_ms(int side, Time now) const;
  // Both sides' time left at `now`.
  std::array<int64_t, 2> left(Time now) const { return {left_ms(0, now), left_ms(1, now)}; }
  // Both sides' time set, the running clock stopped; a side short of time is told again.
  void set_left(const std::array<int64_t, 2>& left);
  // The side whose time ran out, or -1.
  int flagged(Time now) const;
  // Whether `side` is short of time: under an eighth of the game's time (10 s to a minute), or
  // a third of a move's.
  bool low(int side, Time now) const;
  // Whether `side` has just fallen short of time: true once each time it does (an increment may
  // lift it again).
  bool fell_short(int side, Time now);
  // What the player of `side` is told: its clock and the other's (the match runner's host::Limits);
  // with `movetime_ms`, a move time too, never more than it can spare from its clock.
  host::Limits limits(int side, Time now, int64_t movetime_ms = 0) const;

 private:
  TimeControl control_;
  int64_t left_ms_[2] = {0, 0};
  int running_ = -1;
  Time since_{};
  // Both times as each position was reached ([0]: the start).
  std::vector<std::array<int64_t, 2>> at_ply_ = std::vector<std::array<int64_t, 2>>(1);
  bool short_[2] = {false, false};  // as fell_short last saw each side
};

// The time controls the window offers, from none to a long game.
const std::vector<TimeControl>& common_time_controls();

// The time control in the interface's language: "5 min + 3 s", "5 分钟 + 3 秒".
std::string time_control_text(const TimeControl& control);

// "4:59", "0:07.3" under ten seconds: a clock as people read it.
std::string clock_text(int64_t ms);

}  // namespace plyground::gui
