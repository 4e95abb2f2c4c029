// EPD lines: a position followed by ';'-separated operations ("<FEN> ;D1 44 ;D2 1920"), or as the
// EPD standard writes them, four fields of position and then operations ("<board> <side> <castling>
// <en passant> bm Qd1+; id \"BK.01\";").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plyground {

struct EpdLine {
  std::string fen;
  std::vector<std::pair<std::string, std::string>> operations;  // ("D1", "44"), ("c0", "\"...\"")
  const std::string* find(std::string_view name) const;
  // The line read as the standard has it: the first four fields of `fen` the position, with the
  // move counters of the operations hmvc and fmvn (else 0 and 1); the fields after them the first
  // operation. Nothing when `fen` has no more than four fields.
  std::optional<EpdLine> with_four_fields() const;
};

// Splits one line; quoted values may hold ';'. Returns nothing for an empty or comment ('#') line.
std::optional<EpdLine> parse_epd_line(std::string_view line);

}  // namespace plyground
