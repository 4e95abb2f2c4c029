// libFuzzer target: any text as PGN. Games read must be legal and write back to text that reads
// to the same moves.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "games/xiangqi/pgn.hpp"

using namespace plyground::xiangqi;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  std::string error;
  const auto games = read_pgn(in, &error);
  if (!games) {
    if (error.rfind("line ", 0) != 0) std::abort();  // every refusal names its line
    return 0;
  }
  for (const PgnGame& g : *games) {
    std::istringstream again(write_pgn(g));
    const auto back = read_pgn(again);
    if (!back || back->size() != 1 || (*back)[0].moves != g.moves) std::abort();
  }
  return 0;
}
