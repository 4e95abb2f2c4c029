// libFuzzer target: any text as an ICCS, WXF, Chinese or algebraic move in a few positions. A move
// accepted must be legal; the WXF, Chinese and algebraic text written for it must read back to it.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "games/xiangqi/notation.hpp"
#include "games/xiangqi/san.hpp"

using namespace plyground::xiangqi;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  static const Position positions[] = {Position::start(), *Position::from_fen("4k4/2P6/2P6/2P6/9/9/9/9/9/3K5 w"),
                                       *Position::from_fen("4k4/9/9/9/9/1R7/9/9/9/1R1K5 w"),
                                       *Position::from_fen("r1baka3/4R4/1c7/6N1p/4P4/9/9/4C4/9/R2K1A3 b")};
  const Position& pos = positions[data[0] % 4];
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  std::string error;
  if (const Move m = parse_legal_iccs(pos, text, &error)) {
    if (!pos.is_legal(m)) std::abort();
  } else if (error.empty()) {
    std::abort();
  }
  if (const Move m = parse_wxf(pos, text, &error)) {
    if (!pos.is_legal(m) || parse_wxf(pos, to_wxf(pos, m)) != m) std::abort();
    (void)to_chinese(pos, m);
  } else if (error.empty()) {
    std::abort();
  }
  if (const Move m = parse_chinese(pos, text, &error)) {
    if (!pos.is_legal(m) || parse_chinese(pos, to_chinese(pos, m)) != m) std::abort();
  } else if (error.empty()) {
    std::abort();
  }
  if (const Move m = parse_san(pos, text, &error)) {
    if (!pos.is_legal(m) || parse_san(pos, to_san(pos, m)) != m) std::abort();
  } else if (error.empty()) {
    std::abort();
  }
  (void)parse_iccs(text);
  return 0;
}
