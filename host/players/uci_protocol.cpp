#include "players/uci_protocol.hpp"

#include <algorithm>
#include <charconv>

namespace plyground::host {
namespace {

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  WordReader reader(line);
  for (std::string word; reader.next(word);) out.push_back(std::move(word));
  return out;
}

template <class T>
bool number(const std::string& text, T& value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

std::string_view WordReader::next_word() {
  const size_t start = rest_.find_first_not_of(" \t");
  if (start == std::string_view::npos) {
    rest_ = {};
    return {};
  }
  rest_.remove_prefix(start);
  const size_t end = std::min(rest_.find_first_of(" \t"), rest_.size());
  const std::string_view word = rest_.substr(0, end);
  rest_.remove_prefix(end);
  return word;
}

bool WordReader::next(std::string& word) {
  const std::string_view w = next_word();
  word.assign(w);
  return !w.empty();
}

bool WordReader::next(int64_t& number) {
  const std::string_view w = next_word();
  const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), number);
  return !w.empty() && ec == std::errc() && end == w.data() + w.size();
}

bool parse_info(const std::string& line, SearchInfo& info) {
  const std::vector<std::string> w = words(line);
  if (w.empty() || w[0] != "info") return false;
  for (size_t i = 1; i < w.size(); ++i) {
    const std::string& key = w[i];
    auto next = [&](auto& value) { return i + 1 < w.size() && number(w[++i], value); };
    if (key == "depth") {
      if (!next(info.depth)) return false;
    } else if (key == "seldepth") {
      if (!next(info.seldepth)) return false;
    } else if (key == "nodes") {
      if (!next(info.nodes)) return false;
    } else if (key == "score") {
      if (i + 2 >= w.size()) return false;
      const std::string& kind = w[++i];
      int value = 0;
      if (!number(w[++i], value)) return false;
      if (kind == "cp")
        info.score = {Score::CENTIPAWNS, value};
      else if (kind == "mate")
        info.score = {Score::MATE, value};
      else
        return false;
    } else if (key == "pv") {
      info.pv.clear();
      for (++i; i < w.size(); ++i) info.pv.push_back(w[i]);
    } else if (key == "string") {  // free text to the end of the line
      info.text.clear();
      for (++i; i < w.size(); ++i) info.text += (info.text.empty() ? "" : " ") + w[i];
    }
  }
  return true;
}

std::optional<EngineOption> parse_option(const std::string& line) {
  const std::vector<std::string> w = words(line);
  if (w.size() < 4 || w[0] != "option" || w[1] != "name") return std::nullopt;
  EngineOption o;
  size_t i = 2;
  for (; i < w.size() && w[i] != "type"; ++i) o.name += (o.name.empty() ? "" : " ") + w[i];
  if (i + 1 >= w.size() || o.name.empty()) return std::nullopt;
  o.type = w[i + 1];
  for (i += 2; i < w.size(); ++i)
    if (w[i] == "default")
      for (++i; i < w.size() && w[i] != "min" && w[i] != "max" && w[i] != "var"; ++i)
        o.default_value += (o.default_value.empty() ? "" : " ") + w[i];
  return o;
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
  const std::vector<std::string> w = words(line);
  if (w.empty()) return std::nullopt;
  if (w[0] == "nobestmove") return std::string("(none)");
  if (w[0] != "bestmove") return std::nullopt;
  return w.size() > 1 ? w[1] : std::string();
}

}  // namespace plyground::host
