// The window's sounds: a move, a capture, check, the end of a game, low time. Each is a short tone
// made here at start (no sample files); silent where there is no audio device, and when muted.
#pragma once

#include <SDL.h>

#include <vector>

#include "base/game_module.hpp"

namespace plyground::gui {

class Sounds {
 public:
  enum Kind { MOVE, CAPTURE, CHECK, END, LOW_TIME, KIND_COUNT };

  Sounds();  // opens the default audio device, if there is one
  ~Sounds();
  Sounds(const Sounds&) = delete;
  Sounds& operator=(const Sounds&) = delete;

  void play(Kind kind);
  // The sound of what changed in a game since the last call: a move (a capture, check or the end
  // when it made one), an end reached without a move (a loss on time, a resignation), a side
  // newly short of time (`low_time_warnings` grew).
  void follow(const host::GameState& game, bool over, int low_time_warnings);
  bool available() const { return device_ != 0; }
  bool muted = false;
  int played() const { return played_; }  // sounds asked for while not muted (heard, if a device is open)

 private:
  SDL_AudioDeviceID device_ = 0;
  std::vector<float> samples_[KIND_COUNT];
  int played_ = 0;
  // The game as follow() last saw it.
  size_t heard_moves_ = 0, heard_pieces_ = 0;
  bool heard_over_ = false;
  int heard_warnings_ = 0;
};

}  // namespace plyground::gui
