#include "gui/frame_stats.hpp"

#include <algorithm>
#include <cstdio>

namespace plyground::gui {
namespace {

double ms_between(FrameStats::Clock::time_point a, FrameStats::Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// The value at `share` (0.5: the median) of `values`, sorted here; 0 when there are none.
double percentile(std::vector<double> values, double share) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[size_t(share * double(values.size() - 1))];
}

}  // namespace

double FrameStats::ms_since_launch() const { return ms_between(launched_, Clock::now()); }

double FrameStats::frame_shown(bool searching, bool drawn) {
  const auto now = Clock::now();
  const bool first = first_board_ms_ < 0;
  if (first) first_board_ms_ = ms_between(launched_, now);
  ++frames_;
  if (searching && !first) {
    search_frame_ms_.push_back(ms_between(frame_started_, now));
    search_frame_drawn_.push_back(drawn);
    part_ends_[SHOWN] = now;
    Clock::time_point begin = frame_started_;
    for (size_t part = 0; part < PARTS; ++part)
      part_ms_[part].push_back(ms_between(std::exchange(begin, part_ends_[part]), part_ends_[part]));
  }
  return ms_between(frame_started_, now);
}

void FrameStats::print() const {
  std::printf("first board drawn %.1f ms after launch (", first_board_ms_);
  for (const auto& [step, ms] : steps_) std::printf("%s %.0f, ", step, ms);
  std::printf("first frame)\n");
  const auto drawn = size_t(std::count(search_frame_drawn_.begin(), search_frame_drawn_.end(), true));
  std::printf(
      "frames while an AI searched: %zu (%zu of them changed and drawn), median %.2f ms, 99th percentile %.2f ms, "
      "worst %.2f ms\n",
      search_frame_ms_.size(), drawn, percentile(search_frame_ms_, 0.5), percentile(search_frame_ms_, 0.99),
      percentile(search_frame_ms_, 1));
  const char* names[PARTS] = {"events and game", "panels laid out", "drawing", "shown"};
  for (const bool only_drawn : {false, true}) {
    std::printf(only_drawn ? "median per part of a frame drawn:" : "median per part:");
    for (size_t part = 0; part < PARTS; ++part) {
      std::vector<double> times;
      for (size_t f = 0; f < part_ms_[part].size(); ++f)
        if (!only_drawn || search_frame_drawn_[f]) times.push_back(part_ms_[part][f]);
      std::printf("%s %s %.2f ms", part ? "," : "", names[part], percentile(times, 0.5));
    }
    std::printf("\n");
  }
}

}  // namespace plyground::gui
