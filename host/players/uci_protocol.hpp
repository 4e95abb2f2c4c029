// What Plyground reads from and writes to UCI and UCCI engines, apart from the processes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "plyground/player.hpp"

namespace plyground::host {

// Engine moves in ranks 1-10 (Fairy-Stockfish's UCI) or 0-9 (ICCS: Pikafish, UCCI engines).
enum class Ranks { FROM_ZERO, FROM_ONE };
std::string to_engine_move(const std::string& iccs, Ranks ranks);
// The ICCS form of an engine's move; "" when it is not a move in that convention at all.
std::string from_engine_move(const std::string& move, Ranks ranks);

// An "info ..." line into `info` (depth, seldepth, score cp/mate, nodes, pv; other fields are
// skipped). False when the line is not an info line or is malformed.
bool parse_info(const std::string& line, Ranks ranks, SearchInfo& info);

struct EngineOption {
  std::string name, type, default_value;
};
// An "option name X type T [default D] ..." line; nothing when it is not one.
std::optional<EngineOption> parse_option(const std::string& line);

// "bestmove X [ponder Y]" gives X; "nobestmove" (UCCI) gives "(none)"; any other line nothing.
std::optional<std::string> parse_bestmove(const std::string& line);

}  // namespace plyground::host
