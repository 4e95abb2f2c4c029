// libFuzzer target: any line as UCI/UCCI engine output (info, option, bestmove). Moves the Xiangqi
// module reads from it, in both rank conventions, must be ICCS.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "base/game_module.hpp"
#include "games/registry.hpp"
#include "games/xiangqi/notation.hpp"
#include "players/uci_protocol.hpp"

using namespace plyground::host;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const GameModule& xiangqi = game_module("xiangqi");
  const std::string line(reinterpret_cast<const char*>(data), size);
  auto check = [&](const std::string& text) {
    for (bool from_one : {false, true}) {
      const std::string m = xiangqi.from_engine_move(text, from_one);
      if (!m.empty() && !plyground::xiangqi::parse_iccs(m)) std::abort();
    }
  };
  plyground::SearchInfo info;
  if (parse_info(line, info))
    for (const std::string& m : info.pv) check(m);
  if (const auto best = parse_bestmove(line)) check(*best);
  (void)parse_option(line);
  return 0;
}
