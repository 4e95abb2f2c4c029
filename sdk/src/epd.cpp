#include "plyground/epd.hpp"

#include <algorithm>
#include <cctype>

namespace plyground {
namespace {

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(first, last - first + 1));
}

}  // namespace

const std::string* EpdLine::find(std::string_view name) const {
  for (const auto& [key, value] : operations)
    if (key == name) return &value;
  return nullptr;
}

std::optional<EpdLine> EpdLine::with_four_fields() const {
  std::vector<std::string> fields;
  for (size_t at = fen.find_first_not_of(" \t"); at != std::string::npos; at = fen.find_first_not_of(" \t", at)) {
    const size_t end = std::min(fen.find_first_of(" \t", at), fen.size());
    fields.push_back(fen.substr(at, end - at));
    at = end;
  }
  if (fields.size() <= 4) return std::nullopt;
  auto whole = [](const std::string& f) { return f.find_first_not_of("0123456789") == std::string::npos; };
  // The move counters, when a whole FEN's are there ("... - 37 60 bm Bb5;"): kept.
  const bool counters = fields.size() >= 6 && whole(fields[4]) && whole(fields[5]);
  const size_t opcode = counters ? 6 : 4;
  // An opcode begins with a letter, then letters, digits and '_' (the standard's form): else this
  // is no EPD line.
  if (opcode < fields.size() && (!std::isalpha(static_cast<unsigned char>(fields[opcode][0])) ||
                                 fields[opcode].find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                                  "0123456789_") != std::string::npos))
    return std::nullopt;
  EpdLine standard{fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3], {}};
  if (opcode < fields.size()) {
    std::string operands;
    for (size_t i = opcode + 1; i < fields.size(); ++i) operands += (operands.empty() ? "" : " ") + fields[i];
    standard.operations.emplace_back(fields[opcode], operands);
  }
  standard.operations.insert(standard.operations.end(), operations.begin(), operations.end());
  const std::string* halfmoves = standard.find("hmvc");
  const std::string* fullmoves = standard.find("fmvn");
  standard.fen += counters ? " " + fields[4] + " " + fields[5]
                           : " " + (halfmoves ? *halfmoves : "0") + " " + (fullmoves ? *fullmoves : "1");
  return standard;
}

std::optional<EpdLine> parse_epd_line(std::string_view line) {
  const std::string text = trim(line);
  if (text.empty() || text[0] == '#') return std::nullopt;
  std::vector<std::string> parts(1);
  bool quoted = false;
  for (char ch : text) {
    if (ch == '"') quoted = !quoted;
    if (ch == ';' && !quoted)
      parts.emplace_back();
    else
      parts.back() += ch;
  }
  EpdLine epd{trim(parts[0]), {}};
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string op = trim(parts[i]);
    if (op.empty()) continue;
    const auto space = op.find_first_of(" \t");
    if (space == std::string::npos)
      epd.operations.emplace_back(op, "");
    else
      epd.operations.emplace_back(op.substr(0, space), trim(op.substr(space)));
  }
  return epd;
}

}  // namespace plyground
