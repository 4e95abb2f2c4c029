// EPD lines: a position followed by ';'-separated operations ("<FEN> ;D1 44 ;D2 1920").
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
};

// Splits one line; quoted values may hold ';'. Returns nothing for an empty or comment ('#') line.
std::optional<EpdLine> parse_epd_line(std::string_view line);

}  // namespace plyground
