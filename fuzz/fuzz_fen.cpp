// libFuzzer target: any text as a FEN. A position read must write back and read again the same.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "games/xiangqi/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const auto pos = plyground::xiangqi::Position::from_fen(text, &error);
  if (!pos) {
    if (error.empty()) std::abort();  // every refusal names its fault
    return 0;
  }
  const auto again = plyground::xiangqi::Position::from_fen(pos->fen());
  if (!again || again->fen() != pos->fen() || again->hash() != pos->hash()) std::abort();
  plyground::xiangqi::MoveList moves;
  pos->legal_moves(moves);  // any accepted position must be safe to play from
  return 0;
}
