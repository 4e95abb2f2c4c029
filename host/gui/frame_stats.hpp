// What `plyground window --stats` prints of the window's speed: how long it took to show its first
// board, step by step, and what a frame costs while an AI searches, part by part.
#pragma once

#include <array>
#include <chrono>
#include <utility>
#include <vector>

namespace plyground::gui {

class FrameStats {
 public:
  using Clock = std::chrono::steady_clock;
  // The parts of a frame, in order; each ends with part_done, the last with frame_shown.
  enum Part { EVENTS_AND_GAME, PANELS_LAID_OUT, DRAWING, SHOWN, PARTS };

  explicit FrameStats(Clock::time_point launched) : launched_(launched) {}
  double ms_since_launch() const;
  // A step of the start-up is done ("window", "renderer", ...).
  void step_done(const char* step) { steps_.emplace_back(step, ms_since_launch()); }

  void frame_started() { frame_started_ = Clock::now(); }
  void part_done(Part part) { part_ends_[part] = Clock::now(); }
  // The frame is on the screen: an AI searched during it (`searching`), it changed (`drawn`). The
  // first frame is the time to the first board; the frames of searches are what the rest measure.
  // Returns the frame's work in milliseconds, from its events to now.
  double frame_shown(bool searching, bool drawn);
  bool first_frame_shown() const { return first_board_ms_ >= 0; }
  int frames() const { return frames_; }

  // The first board, then the frames while an AI searched: their median, 99th percentile and worst,
  // and the median of each part, over all of them and over those drawn.
  void print() const;

 private:
  Clock::time_point launched_, frame_started_;
  std::array<Clock::time_point, PARTS> part_ends_{};
  std::vector<std::pair<const char*, double>> steps_;  // start-up steps: when each was done
  double first_board_ms_ = -1;
  int frames_ = 0;
  std::vector<double> search_frame_ms_;             // the frames while an AI searched
  std::vector<bool> search_frame_drawn_;            // whether each of them was drawn
  std::array<std::vector<double>, PARTS> part_ms_;  // each part of each of them
};

}  // namespace plyground::gui
