// The window's sounds: a move, a capture, check, the end of a game, low time. Each is a short tone
// made here at start (no sample files); silent where there is no audio device, and when muted.
#pragma once

#include <SDL.h>

#include <vector>

namespace plyground::gui {

class Sounds {
 public:
  enum Kind { MOVE, CAPTURE, CHECK, END, LOW_TIME, KIND_COUNT };

  Sounds();  // opens the default audio device, if there is one
  ~Sounds();
  Sounds(const Sounds&) = delete;
  Sounds& operator=(const Sounds&) = delete;

  void play(Kind kind);
  bool available() const { return device_ != 0; }
  bool muted = false;
  int played() const { return played_; }  // sounds asked for while not muted (heard, if a device is open)

 private:
  SDL_AudioDeviceID device_ = 0;
  std::vector<float> samples_[KIND_COUNT];
  int played_ = 0;
};

}  // namespace plyground::gui
