// What Plyground reads from and writes to UCI and UCCI engines, apart from the processes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/whole_number.hpp"
#include "plyground/search_info.hpp"

namespace plyground::host {

// The option by which a Plyground host asks `plyground uci` for the nodes of its searches. The
// server then sends, before its move, "trace > MOVE PLY DEPTH ALPHA BETA KIND" on entering a node
// ("-" for a root) and "trace < VALUE SEARCHED TOTAL FLAGS" on leaving it (plugin.h, ply_trace).
constexpr const char* kTraceOption = "PlygroundTrace";

// The words of a line in turn, split at spaces and tabs: what a string stream does with `>>`, at a
// fraction of its cost (a command is read for every move).
class WordReader {
 public:
  explicit WordReader(std::string_view line) : rest_(line) {}
  // The next word; false at the end of the line.
  bool next(std::string& word);
  // The next word as a whole number; false at the end of the line or when it is not one (it is
  // then read all the same).
  template <class Integer>
  bool next(Integer& number) {
    return read_whole(next_word(), number);
  }
  // The next word, a view into the line ("" at its end).
  std::string_view next_word();

 private:
  std::string_view rest_;
};

// An "info ..." line into `info` (depth, seldepth, score cp/mate, nodes, pv as the engine wrote
// its moves, string as text; other fields are skipped). Fields the line does not have are left as
// they were. False when the line is not an info line or is malformed.
bool parse_info(const std::string& line, SearchInfo& info);

struct EngineOption {
  std::string name, type, default_value;
};
// An "option name X type T [default D] ..." line (UCCI's: "option X type T ..."); nothing when it
// is not one.
std::optional<EngineOption> parse_option(const std::string& line, bool ucci = false);
// The line that sets an option: "setoption name X value V" (UCCI's: "setoption X V").
std::string setoption_line(bool ucci, const std::string& name, const std::string& value);

// Keeps `value` as the option `name`'s, in place of an earlier value (an option set every game is
// kept once).
void remember_option(std::vector<std::pair<std::string, std::string>>& options, const std::string& name,
                     const std::string& value);

// "bestmove X [ponder Y]" gives X; "nobestmove" (UCCI) gives "(none)"; any other line nothing.
std::optional<std::string> parse_bestmove(const std::string& line);

}  // namespace plyground::host
