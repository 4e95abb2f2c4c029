// libFuzzer target: any line as UCI/UCCI engine output (info, option, bestmove), in both rank
// conventions. Moves the parser lets through must be ICCS.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "players/uci_protocol.hpp"
#include "games/xiangqi/notation.hpp"

using namespace plyground::host;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string line(reinterpret_cast<const char*>(data), size);
  for (Ranks ranks : {Ranks::FROM_ZERO, Ranks::FROM_ONE}) {
    plyground::SearchInfo info;
    if (parse_info(line, ranks, info))
      for (const std::string& m : info.pv)
        if (!plyground::xiangqi::parse_iccs(m)) std::abort();
    if (const auto best = parse_bestmove(line)) {
      const std::string m = from_engine_move(*best, ranks);
      if (!m.empty() && !plyground::xiangqi::parse_iccs(m)) std::abort();
    }
  }
  (void)parse_option(line);
  return 0;
}
