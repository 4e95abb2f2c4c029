// libFuzzer target: any text as a FEN of every game. A position read must write back and read
// again the same; a refusal must name its fault.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "base/game_module.hpp"
#include "games/registry.hpp"

using namespace plyground::host;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (const GameModule* game : game_modules()) {
    if (text.empty()) continue;  // the empty FEN is the standard start
    const Expected<std::unique_ptr<GameState>> read = game->from_fen(text);
    if (!read) {
      if (read.reason().empty()) std::abort();  // every refusal names its fault
      continue;
    }
    const GameState& state = **read;
    const auto again = game->from_fen(state.fen());
    if (!again || (*again)->fen() != state.fen()) std::abort();
    for (const std::string& m : state.legal_moves()) {  // any accepted position is safe to play from
      const Expected<std::string> parsed = state.parse(m);
      if (!parsed || *parsed != m) std::abort();
    }
  }
  return 0;
}
