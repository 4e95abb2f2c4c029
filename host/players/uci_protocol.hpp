// What Plyground reads from and writes to UCI and UCCI engines, apart from the processes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "plyground/search_info.hpp"

namespace plyground::host {

// The option by which a Plyground host asks `plyground uci` for the nodes of its searches. The
// server then sends, before its move, "trace > MOVE PLY DEPTH ALPHA BETA KIND" on entering a node
// ("-" for a root) and "trace < VALUE SEARCHED TOTAL FLAGS" on leaving it (plugin.h, ply_trace).
constexpr const char* kTraceOption = "PlygroundTrace";

// An "info ..." line into `info` (depth, seldepth, score cp/mate, nodes, pv as the engine wrote
// its moves, string as text; other fields are skipped). Fields the line does not have are left as
// they were. False when the line is not an info line or is malformed.
bool parse_info(const std::string& line, SearchInfo& info);

struct EngineOption {
  std::string name, type, default_value;
};
// An "option name X type T [default D] ..." line; nothing when it is not one.
std::optional<EngineOption> parse_option(const std::string& line);

// "bestmove X [ponder Y]" gives X; "nobestmove" (UCCI) gives "(none)"; any other line nothing.
std::optional<std::string> parse_bestmove(const std::string& line);

}  // namespace plyground::host
