// libFuzzer target: any line as UCI/UCCI engine output (info, option, bestmove, trace, error) or as
// a host's command (go, position, setoption). Moves the Xiangqi module reads from it, in both rank
// conventions, must be ICCS; any text written into a message stays one line.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "base/game_module.hpp"
#include "games/registry.hpp"
#include "games/xiangqi/notation.hpp"
#include "protocol/uci.hpp"

using namespace plyground::host;
namespace protocol = plyground::protocol;

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
  if (protocol::read_info(line, info))
    for (const std::string& m : info.pv) check(m);
  if (const auto best = protocol::read_bestmove(line)) check(*best);
  (void)protocol::read_option(line);
  (void)protocol::read_error(line);
  std::optional<protocol::TraceEnter> enter;
  std::optional<protocol::TraceLeave> leave;
  (void)protocol::read_trace(line, enter, leave);
  protocol::WordReader go(line), position(line), option(line);
  (void)protocol::read_go(go, 0);
  (void)protocol::read_position(position);
  (void)protocol::read_setoption(option, false);

  auto one_line = [](const std::string& written) {
    if (written.find_first_of("\r\n") != std::string::npos) std::abort();
  };
  one_line(protocol::write_error(line));
  one_line(protocol::write_text(line));
  one_line(protocol::write_setoption(false, line, line));
  one_line(protocol::write_bestmove(false, line));
  one_line(protocol::write_position({line, {line, line}}));
  one_line(protocol::write_trace(protocol::TraceEnter{.move = line}));
  one_line(protocol::write_option(false, {.name = line, .type = "combo", .default_value = line, .choices = {line}}));
  return 0;
}
