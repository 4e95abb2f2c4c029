#include "players/uci_protocol.hpp"

#include <algorithm>

namespace plyground::host {
namespace {

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  WordReader reader(line);
  for (std::string word; reader.next(word);) out.push_back(std::move(word));
  return out;
}

}  // namespace

std::string_view WordReader::next_word() {
  auto blank = [](char c) { return c == ' ' || c == '\t'; };
  size_t start = 0;
  while (start < rest_.size() && blank(rest_[start])) ++start;
  size_t end = start;
  while (end < rest_.size() && !blank(rest_[end])) ++end;
  const std::string_view word = rest_.substr(start, end - start);
  rest_.remove_prefix(end);
  return word;
}

bool WordReader::next(std::string& word) {
  const std::string_view w = next_word();
  word.assign(w);
  return !w.empty();
}

// Read for every line an engine writes: the words are views into the line, and only the moves of
// the principal variation and a text are copied out.
bool parse_info(const std::string& line, SearchInfo& info) {
  WordReader in(line);
  if (in.next_word() != "info") return false;
  for (std::string_view key = in.next_word(); !key.empty(); key = in.next_word()) {
    if (key == "depth") {
      if (!in.next(info.depth)) return false;
    } else if (key == "seldepth") {
      if (!in.next(info.seldepth)) return false;
    } else if (key == "nodes") {
      if (!in.next(info.nodes)) return false;
    } else if (key == "score") {
      const std::string_view kind = in.next_word();
      int value = 0;
      if (!in.next(value)) return false;
      value = std::clamp(value, -1'000'000'000, 1'000'000'000);  // any score can be negated
      if (kind == "cp")
        info.score = {Score::CENTIPAWNS, value};
      else if (kind == "mate")
        info.score = {Score::MATE, value};
      else
        return false;
    } else if (key == "pv") {
      info.pv.clear();
      for (std::string_view m = in.next_word(); !m.empty(); m = in.next_word()) info.pv.emplace_back(m);
    } else if (key == "string") {  // free text to the end of the line, its words one space apart
      info.text.clear();
      for (std::string_view w = in.next_word(); !w.empty(); w = in.next_word())
        (info.text += info.text.empty() ? "" : " ") += w;
    }
  }
  return true;
}

std::optional<EngineOption> parse_option(const std::string& line, bool ucci) {
  const std::vector<std::string> w = words(line);
  const size_t first = ucci && w.size() > 1 && w[1] != "name" ? 1 : 2;  // the name's first word
  if (w.size() < first + 2 || w[0] != "option" || (first == 2 && w[1] != "name")) return std::nullopt;
  EngineOption o;
  size_t i = first;
  for (; i < w.size() && w[i] != "type"; ++i) o.name += (o.name.empty() ? "" : " ") + w[i];
  if (i + 1 >= w.size() || o.name.empty()) return std::nullopt;
  o.type = w[i + 1];
  for (i += 2; i < w.size(); ++i)
    if (w[i] == "default")
      for (++i; i < w.size() && w[i] != "min" && w[i] != "max" && w[i] != "var"; ++i)
        o.default_value += (o.default_value.empty() ? "" : " ") + w[i];
  return o;
}

std::string setoption_line(bool ucci, const std::string& name, const std::string& value) {
  return ucci ? "setoption " + name + " " + value : "setoption name " + name + " value " + value;
}

void remember_option(std::vector<std::pair<std::string, std::string>>& options, const std::string& name,
                     const std::string& value) {
  for (auto& [known, kept] : options)
    if (known == name) {
      kept = value;
      return;
    }
  options.emplace_back(name, value);
}

std::optional<std::string> parse_bestmove(const std::string& line) {
  WordReader in(line);
  const std::string_view first = in.next_word();
  if (first == "nobestmove") return std::string("(none)");
  if (first != "bestmove") return std::nullopt;
  return std::string(in.next_word());
}

}  // namespace plyground::host
