#include "protocol/uci.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "base/printable.hpp"

namespace plyground::protocol {
namespace {

// Free text made one line: control characters (line breaks among them) as spaces.
std::string one_line(std::string_view text) { return host::printable(text); }

std::string joined_moves(std::span<const std::string> moves) {
  std::string out;
  for (const std::string& m : moves) out += " " + move_word(m);
  return out;
}

std::vector<std::string> words(std::string_view line) {
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

std::string WordReader::rest() {
  std::string out;
  for (std::string_view w = next_word(); !w.empty(); w = next_word()) (out += out.empty() ? "" : " ") += w;
  return out;
}

std::string move_word(std::string_view move) {
  std::string out(move.substr(0, 32));
  for (char& c : out)
    if (static_cast<unsigned char>(c) <= ' ' || c == 0x7f) c = '?';
  return out;
}

std::string write_setoption(bool ucci, std::string_view name, std::string_view value) {
  return (ucci ? "setoption " : "setoption name ") + one_line(name) + (ucci ? " " : " value ") + one_line(value);
}

SetOption read_setoption(WordReader& words, bool ucci) {
  SetOption option;
  std::string word;
  std::string* into = nullptr;
  if (ucci && words.next(word) && word != "name") {
    option.name = word;
    into = &option.value;
  } else if (word == "name") {  // UCI's `name` is read below
    into = &option.name;
  }
  while (words.next(word)) {
    if (word == "name" && !ucci)
      into = &option.name;
    else if (word == "value" && into == &option.name)
      into = &option.value;
    else if (into)
      *into += (into->empty() ? "" : " ") + word;
  }
  return option;
}

std::string write_position(const Position& position) {
  const std::string start = position.fen.empty() ? "position startpos" : "position fen " + one_line(position.fen);
  return start + (position.moves.empty() ? "" : " moves") + joined_moves(position.moves);
}

host::Expected<Position> read_position(WordReader& words) {
  Position position;
  std::string word;
  words.next(word);
  if (word == "startpos") {
    word.clear();
    words.next(word);
  } else if (word == "fen") {
    while (words.next(word) && word != "moves") position.fen += (position.fen.empty() ? "" : " ") + word;
  } else {
    return host::failure("'position' takes startpos or fen FEN, then moves MOVE..., not '" + word + "'");
  }
  if (!word.empty() && word != "moves") {
    return host::failure("'position startpos' is followed by moves, not '" + word + "'");
  }
  if (word == "moves") position.moves = read_moves(words);
  return position;
}

std::string write_moves(std::span<const std::string> moves) { return "moves" + joined_moves(moves); }

std::vector<std::string> read_moves(WordReader& words) {
  std::vector<std::string> moves;
  for (std::string move; words.next(move);) moves.push_back(std::move(move));
  return moves;
}

std::string write_lane(size_t lane) { return "lane " + std::to_string(lane); }

std::optional<size_t> read_lane(WordReader& words) {
  size_t lane = 0;
  if (!words.next(lane) || lane >= size_t(kMostLanes)) return std::nullopt;
  return lane;
}

std::string write_go(const host::Limits& limits, int mover, bool ucci) {
  auto n = [](int64_t v) { return std::to_string(v); };
  if (limits.movetime_ms > 0)
    return ucci ? "go time " + n(limits.movetime_ms) + " movestogo 1" : "go movetime " + n(limits.movetime_ms);
  if (limits.depth > 0) return "go depth " + n(limits.depth);
  if (mover >= 0 && limits.time_left_ms[mover] > 0) {
    if (ucci)
      return "go time " + n(limits.time_left_ms[mover]) + " increment " + n(limits.increment_ms[mover]) + " opptime " +
             n(limits.time_left_ms[1 - mover]) + " oppincrement " + n(limits.increment_ms[1 - mover]);
    return "go wtime " + n(limits.time_left_ms[0]) + " btime " + n(limits.time_left_ms[1]) + " winc " +
           n(limits.increment_ms[0]) + " binc " + n(limits.increment_ms[1]);
  }
  if (limits.nodes > 0) return "go nodes " + std::to_string(limits.nodes);
  return "go movetime 1000";
}

Go read_go(WordReader& words, int mover) {
  Go go;
  host::Limits& limits = go.limits;
  int64_t time = 0, increment = 0, opptime = 0, oppincrement = 0;
  struct Number {
    const char* key;
    int64_t* field;
    int64_t least, most;
  };
  int64_t depth = 0, nodes = 0, moves_to_go = 0;
  const Number numbers[] = {{"movetime", &limits.movetime_ms, 1, kLongestMoveMs},
                            {"wtime", &limits.time_left_ms[0], 1, kLongestMoveMs},
                            {"btime", &limits.time_left_ms[1], 1, kLongestMoveMs},
                            {"winc", &limits.increment_ms[0], 0, kLongestMoveMs},
                            {"binc", &limits.increment_ms[1], 0, kLongestMoveMs},
                            {"time", &time, 1, kLongestMoveMs},  // UCCI: the mover's
                            {"increment", &increment, 0, kLongestMoveMs},
                            {"opptime", &opptime, 1, kLongestMoveMs},
                            {"oppincrement", &oppincrement, 0, kLongestMoveMs},
                            {"depth", &depth, 1, kUnboundedDepth},
                            {"nodes", &nodes, 1, INT64_MAX},
                            {"movestogo", &moves_to_go, 1, 10'000}};
  for (std::string key; words.next(key);) {
    go.infinite |= key == "infinite";
    go.ponder |= key == "ponder";
    go.searchmoves |= key == "searchmoves";
    for (const Number& n : numbers) {
      if (key != n.key) continue;
      std::string_view text = words.next_word();
      if (text.starts_with('+')) text.remove_prefix(1);
      int64_t v = 0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (text.empty() || end != text.data() + text.size() ||
          (ec != std::errc() && ec != std::errc::result_out_of_range)) {
        go.fault = "'" + key + "' takes a whole number, not '" + std::string(text) + "'";
        v = n.least;
      } else if (ec == std::errc::result_out_of_range) {  // past what a number holds: as far as it goes
        v = text.starts_with('-') ? n.least : n.most;
      }
      *n.field = std::clamp(v, n.least, n.most);
    }
  }
  limits.depth = int(depth);
  limits.nodes = uint64_t(nodes);
  limits.moves_to_go = int(moves_to_go);
  if (time > 0) {
    const int me = std::max(mover, 0);
    limits.time_left_ms[me] = time, limits.increment_ms[me] = increment;
    limits.time_left_ms[1 - me] = opptime, limits.increment_ms[1 - me] = oppincrement;
  }
  return go;
}

std::string write_id(std::string_view name, std::string_view author) {
  return "id name " + one_line(name) + "\nid author " + one_line(author);
}

std::string write_option(bool ucci, const Option& option) {
  std::string line = (ucci ? "option " : "option name ") + one_line(option.name) + " type " + option.type;
  line += " default " + one_line(option.default_value);
  if (option.type == "spin") line += " min " + std::to_string(option.min) + " max " + std::to_string(option.max);
  for (const std::string& c : option.choices) line += " var " + one_line(c);
  return line;
}

std::optional<Option> read_option(std::string_view line, bool ucci) {
  const std::vector<std::string> w = words(line);
  const size_t first = ucci && w.size() > 1 && w[1] != "name" ? 1 : 2;  // the name's first word
  if (w.size() < first + 2 || w[0] != "option" || (first == 2 && w[1] != "name")) return std::nullopt;
  Option o;
  size_t i = first;
  for (; i < w.size() && w[i] != "type"; ++i) o.name += (o.name.empty() ? "" : " ") + w[i];
  if (i + 1 >= w.size() || o.name.empty()) return std::nullopt;
  o.type = w[i + 1];
  for (i += 2; i < w.size();) {
    const std::string& key = w[i++];
    auto value = [&] {  // the words up to the next key
      std::string v;
      for (; i < w.size() && w[i] != "default" && w[i] != "min" && w[i] != "max" && w[i] != "var"; ++i)
        v += (v.empty() ? "" : " ") + w[i];
      return v;
    };
    if (key == "default") {
      o.default_value = value();
    } else if (key == "min" || key == "max") {
      int64_t& bound = key == "min" ? o.min : o.max;
      if (!host::read_whole(value(), bound)) bound = 0;
    } else if (key == "var") {
      o.choices.push_back(value());
    }
  }
  return o;
}

std::string write_info(const SearchInfo& info) {
  std::string line = "info";
  if (info.depth > 0) line += " depth " + std::to_string(info.depth);
  if (info.depth > 0 && info.seldepth) line += " seldepth " + std::to_string(info.seldepth);
  if (info.score.kind == Score::CENTIPAWNS) line += " score cp " + std::to_string(info.score.value);
  if (info.score.kind == Score::CENTIPAWNS && info.score.exact) {
    char exact[32];
    const auto written = std::to_chars(exact, exact + sizeof exact, *info.score.exact);
    line += " exact " + std::string(exact, written.ptr);
  }
  if (info.score.kind == Score::MATE) line += " score mate " + std::to_string(info.score.value);
  line += " nodes " + std::to_string(info.nodes);
  if (!info.pv.empty()) line += " pv" + joined_moves(info.pv);
  if (!info.text.empty()) line += "\n" + write_text(info.text);
  return line;
}

// Read for every line an engine writes: the words are views into the line, and only the moves of
// the principal variation and a text are copied out.
bool read_info(std::string_view line, SearchInfo& info, bool* bound) {
  WordReader in(line);
  if (in.next_word() != "info") return false;
  if (bound) *bound = false;
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
    } else if (key == "lowerbound" || key == "upperbound") {
      if (bound) *bound = true;
    } else if (key == "exact") {
      const std::string_view word = in.next_word();
      double exact = 0;
      if (std::from_chars(word.data(), word.data() + word.size(), exact).ptr != word.data() + word.size()) return false;
      info.score.exact = exact_score(info.score, exact);
    } else if (key == "pv") {
      info.pv.clear();
      for (std::string_view m = in.next_word(); !m.empty(); m = in.next_word()) info.pv.emplace_back(m);
    } else if (key == "string") {  // free text to the end of the line, its words one space apart
      info.text = in.rest();
    }
  }
  return true;
}

std::string write_text(std::string_view text) { return "info string " + one_line(text); }

std::string write_error(std::string_view why) { return "info string error: " + one_line(why); }

std::optional<std::string> read_error(std::string_view line) {
  constexpr std::string_view kStart = "info string error: ";
  if (!line.starts_with(kStart)) return std::nullopt;
  return std::string(line.substr(kStart.size()));
}

std::string write_bestmove(bool ucci, std::string_view move) {
  return move.empty() ? write_no_move(ucci) : "bestmove " + move_word(move);
}

std::string write_no_move(bool ucci) { return ucci ? "nobestmove" : "bestmove (none)"; }

std::optional<std::string> read_bestmove(std::string_view line) {
  WordReader in(line);
  const std::string_view first = in.next_word();
  if (first == "nobestmove") return std::string("(none)");
  if (first != "bestmove") return std::nullopt;
  return std::string(in.next_word());
}

std::string write_trace(const TraceEnter& node) {
  return "trace > " + (node.move.empty() ? "-" : move_word(node.move)) + " " + std::to_string(node.ply) + " " +
         std::to_string(node.depth) + " " + std::to_string(node.alpha) + " " + std::to_string(node.beta) + " " +
         std::to_string(node.kind);
}

std::string write_trace(const TraceLeave& node) {
  std::string value = std::to_string(node.value);
  if (node.exact && std::isfinite(*node.exact)) {  // "2.1", "3.0": the point says it is exact
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", *node.exact);
    value = text;
    if (value.find_first_of(".e") == std::string::npos) value += ".0";
  }
  return "trace < " + value + " " + std::to_string(node.searched) + " " + std::to_string(node.total) + " " +
         std::to_string(node.flags);
}

bool read_trace(std::string_view line, std::optional<TraceEnter>& enter, std::optional<TraceLeave>& leave) {
  WordReader in(line);
  if (in.next_word() != "trace") return false;
  const std::string_view direction = in.next_word();
  if (direction == ">") {
    TraceEnter node;
    const std::string_view move = in.next_word();
    if (move.empty() || !in.next(node.ply) || !in.next(node.depth) || !in.next(node.alpha) || !in.next(node.beta) ||
        !in.next(node.kind))
      return false;
    node.move = move == "-" ? "" : std::string(move);
    enter = std::move(node);
    return true;
  }
  if (direction == "<") {
    TraceLeave node;
    const std::string value(in.next_word());
    if (value.find_first_of(".e") != std::string::npos) {  // exact
      char* end = nullptr;
      const double exact = std::strtod(value.c_str(), &end);
      if (end != value.c_str() + value.size() || !std::isfinite(exact) || std::abs(exact) > 2e9) return false;
      node.exact = exact;
      node.value = int(std::lround(exact));
    } else if (!host::read_whole(value, node.value)) {
      return false;
    }
    if (!in.next(node.searched) || !in.next(node.total) || !in.next(node.flags)) return false;
    leave = node;
    return true;
  }
  return false;
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

}  // namespace plyground::protocol
