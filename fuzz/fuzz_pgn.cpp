// libFuzzer target: any text as a Xiangqi PGN. Games read must be legal and write back to text that
// reads to the same moves.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "match/pgn.hpp"

using namespace plyground::host;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const GameModule& game = game_module("xiangqi");
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  std::string error;
  const auto games = read_pgn(game, in, &error);
  if (!games) {
    if (error.rfind("line ", 0) != 0) std::abort();  // every refusal names its line
    return 0;
  }
  for (const PgnGame& g : *games) {
    std::istringstream again(write_pgn(game, g));
    const auto back = read_pgn(game, again);
    if (!back || back->size() != 1 || (*back)[0].moves != g.moves) std::abort();
  }
  return 0;
}
