#include "gui/sounds.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace plyground::gui {
namespace {

constexpr int kRate = 44100;

// A tone of `hz` for `ms`, its loudness falling away at `decay` per second, added to `out` from
// `at_ms` on.
void add_tone(std::vector<float>& out, double hz, int ms, double decay, int at_ms = 0, float gain = 0.35f) {
  const size_t start = size_t(kRate) * size_t(at_ms) / 1000, count = size_t(kRate) * size_t(ms) / 1000;
  if (out.size() < start + count) out.resize(start + count, 0.0f);
  for (size_t i = 0; i < count; ++i) {
    const double t = double(i) / kRate;
    const double attack = std::min(1.0, t * 400);  // no click at the start
    out[start + i] += gain * float(attack * std::exp(-decay * t) * std::sin(2 * M_PI * hz * t));
  }
}

// Whether a sound device may be there: asked for by name, a sound server's socket, or a sound card.
// (Else SDL's search for one prints the sound library's complaints on a machine with none.)
bool may_have_sound() {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (std::getenv("SDL_AUDIODRIVER") || std::getenv("PULSE_SERVER") || fs::exists("/dev/snd", ec)) return true;
  const char* runtime = std::getenv("XDG_RUNTIME_DIR");
  return runtime &&
         (fs::exists(fs::path(runtime) / "pulse" / "native", ec) || fs::exists(fs::path(runtime) / "pipewire-0", ec));
}

}  // namespace

Sounds::Sounds() {
  add_tone(samples_[MOVE], 520, 70, 60);  // a short knock
  add_tone(samples_[MOVE], 1040, 40, 120, 0, 0.12f);
  add_tone(samples_[CAPTURE], 330, 120, 35);  // lower and longer
  add_tone(samples_[CAPTURE], 660, 60, 90, 0, 0.15f);
  add_tone(samples_[CHECK], 880, 90, 25);  // two rising notes
  add_tone(samples_[CHECK], 1175, 110, 25, 90);
  for (const auto& [hz, at] : {std::pair{523.0, 0}, {659.0, 120}, {784.0, 240}})  // a chord, note by note
    add_tone(samples_[END], hz, 500, 6, at, 0.22f);
  add_tone(samples_[LOW_TIME], 1000, 70, 10);  // two beeps
  add_tone(samples_[LOW_TIME], 1000, 70, 10, 140);
  if (!may_have_sound() || SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return;
  SDL_AudioSpec want{};
  want.freq = kRate;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 1024;
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
  if (device_) SDL_PauseAudioDevice(device_, 0);
}

Sounds::~Sounds() {
  if (device_) SDL_CloseAudioDevice(device_);
  if (SDL_WasInit(SDL_INIT_AUDIO)) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Sounds::play(Kind kind) {
  if (muted) return;
  ++played_;
  if (!device_) return;
  SDL_ClearQueuedAudio(device_);  // the newest sound, not a queue of old ones
  const std::vector<float>& s = samples_[kind];
  SDL_QueueAudio(device_, s.data(), Uint32(s.size() * sizeof(float)));
}

void Sounds::follow(const host::GameState& game, bool over, int low_time_warnings) {
  // The pieces are the FEN's letters: one fewer after a move is a capture.
  const std::string fen = game.fen();
  size_t pieces = 0;
  for (char c : fen.substr(0, fen.find(' '))) pieces += std::isalpha(static_cast<unsigned char>(c)) != 0;
  if (game.moves().size() == heard_moves_ + 1)
    play(over ? END : game.in_check() ? CHECK : pieces < heard_pieces_ ? CAPTURE : MOVE);
  else if (over && !heard_over_ && game.moves().size() == heard_moves_)
    play(END);
  if (low_time_warnings > heard_warnings_) play(LOW_TIME);
  heard_moves_ = game.moves().size();
  heard_pieces_ = pieces;
  heard_over_ = over;
  heard_warnings_ = low_time_warnings;
}

}  // namespace plyground::gui
