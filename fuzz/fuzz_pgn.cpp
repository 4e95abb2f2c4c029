// libFuzzer target: any text as a Xiangqi PGN. Games read must be legal and write back to text that
// reads to the same moves, variations and players.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "games/registry.hpp"
#include "match/pgn.hpp"

using namespace plyground::host;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const GameModule& game = game_module("xiangqi");
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  const auto games = read_pgn(game, in);
  if (!games) {
    if (!games.reason().starts_with("line ")) std::abort();  // every refusal names its line
    return 0;
  }
  for (const PgnGame& g : *games) {
    std::istringstream again(write_pgn(game, g));
    const auto back = read_pgn(game, again);
    if (!back || back->size() != 1 || (*back)[0].moves != g.moves) std::abort();
    // Its variations and players too.
    const PgnGame& b = (*back)[0];
    const std::string white = g.tag("White");  // as written: "?" for none, control characters (C0, DEL) as spaces
    const bool plain =
        std::none_of(white.begin(), white.end(), [](char c) { return static_cast<unsigned char>(c) < 32 || c == 127; });
    if (b.variations.size() != g.variations.size() || (plain && b.tag("White") != (white.empty() ? "?" : white)))
      std::abort();
    for (size_t i = 0; i < g.variations.size(); ++i)
      if (b.variations[i].ply != g.variations[i].ply || b.variations[i].moves != g.variations[i].moves) std::abort();
  }
  return 0;
}
