#include "games/xiangqi/pgn.hpp"

#include <cctype>
#include <sstream>

#include "games/xiangqi/notation.hpp"

namespace plyground::xiangqi {
namespace {

// Written first, in this order (PGN's seven-tag roster), when the game has them.
constexpr const char* kRosterTags[] = {"Event", "Site", "Date", "Round", "White", "Black"};
// Written from the game itself, whatever its tags say.
constexpr const char* kManagedTags[] = {"Variant", "Result", "FEN", "SetUp"};

std::string escape(const std::string& value) {
  std::string out;
  for (char ch : value) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  return out;
}

Result parse_result(const std::string& token) {
  if (token == "1-0") return Result::FIRST_PLAYER_WINS;
  if (token == "0-1") return Result::SECOND_PLAYER_WINS;
  if (token == "1/2-1/2") return Result::DRAW;
  return Result::ONGOING;
}

bool is_result_token(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

}  // namespace

std::string PgnGame::tag(const std::string& name) const {
  for (const auto& [key, value] : tags)
    if (key == name) return value;
  return "";
}

void PgnGame::set_tag(const std::string& name, const std::string& value) {
  for (auto& [key, old] : tags)
    if (key == name) {
      old = value;
      return;
    }
  tags.emplace_back(name, value);
}

std::string write_pgn(const PgnGame& game) {
  std::string out;
  auto line = [&](const std::string& name, const std::string& value) {
    out += "[" + name + " \"" + escape(value) + "\"]\n";
  };
  for (const char* name : kRosterTags)
    if (const std::string value = game.tag(name); !value.empty()) line(name, value);
  line("Result", std::string(pgn_result(game.result)));
  line("Variant", "xiangqi");
  const std::string fen = game.start.fen();
  if (fen != Position::kStartFen) {
    line("SetUp", "1");
    line("FEN", fen);
  }
  for (const auto& [name, value] : game.tags) {
    bool written = false;
    for (const char* m : kRosterTags) written |= name == m;
    for (const char* m : kManagedTags) written |= name == m;
    if (!written) line(name, value);
  }
  out += "\n";
  Position pos = game.start;
  std::string text;
  int column = 0;
  auto word = [&](const std::string& w) {
    if (column + int(w.size()) + 1 > 79) {
      text += "\n";
      column = 0;
    } else if (column > 0) {
      text += " ";
      ++column;
    }
    text += w;
    column += int(w.size());
  };
  for (size_t i = 0; i < game.moves.size(); ++i) {
    const int number = pos.fullmove_number();
    if (pos.side_to_move() == RED)
      word(std::to_string(number) + ".");
    else if (i == 0)
      word(std::to_string(number) + "...");
    word(to_iccs(game.moves[i]));
    if (i < game.comments.size() && !game.comments[i].empty()) word("{" + game.comments[i] + "}");
    Position::Undo undo;
    pos.do_move(game.moves[i], undo);
  }
  word(std::string(pgn_result(game.result)));
  return out + text + "\n\n";
}

std::optional<std::vector<PgnGame>> read_pgn(std::istream& in, std::string* error) {
  std::vector<PgnGame> games;
  PgnGame game;
  bool in_game = false, has_moves = false;
  Position pos = Position::start();
  int line_number = 0;
  auto fail = [&](const std::string& why) {
    if (error) *error = "line " + std::to_string(line_number) + ": " + why;
    return std::nullopt;
  };
  auto finish = [&]() {
    games.push_back(game);
    game = PgnGame{};
    pos = Position::start();
    in_game = has_moves = false;
  };
  int comment_depth = 0;  // inside { } spanning lines
  std::string comment;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (comment_depth == 0 && !line.empty() && line[0] == '%') continue;  // escape line
    size_t i = 0;
    if (comment_depth == 0) {
      const size_t first = line.find_first_not_of(" \t");
      if (first != std::string::npos && line[first] == '[') {
        if (has_moves) return fail("a tag after the moves: missing result token to end the previous game");
        const size_t close = line.rfind(']');
        const size_t quote = line.find('"', first);
        if (close == std::string::npos || quote == std::string::npos || close < quote)
          return fail("malformed tag: " + line);
        const std::string name = line.substr(first + 1, line.find_first_of(" \t\"", first) - first - 1);
        const size_t end_quote = line.rfind('"', close);
        if (end_quote == quote) return fail("unterminated tag value: " + line);
        std::string value;
        for (size_t k = quote + 1; k < end_quote; ++k) {
          if (line[k] == '\\' && k + 1 < end_quote) ++k;
          value += line[k];
        }
        if (name.empty()) return fail("tag without a name: " + line);
        if (name == "FEN") {
          std::string why;
          auto start = Position::from_fen(value, &why);
          if (!start) return fail("bad FEN tag: " + why);
          game.start = pos = *start;
        }
        if (name == "Variant" && value != "xiangqi" && value != "Xiangqi")
          return fail("not a Xiangqi game (Variant \"" + value + "\")");
        game.set_tag(name, value);
        in_game = true;
        continue;
      }
    }
    while (i < line.size()) {
      const char ch = line[i];
      if (comment_depth > 0) {
        if (ch == '}') {
          comment_depth = 0;
          if (!game.comments.empty()) game.comments.back() = comment;
          comment.clear();
        } else {
          comment += ch;
        }
        ++i;
        continue;
      }
      if (std::isspace(static_cast<unsigned char>(ch))) {
        ++i;
        continue;
      }
      if (ch == '{') {
        comment_depth = 1;
        ++i;
        continue;
      }
      if (ch == ';') break;  // comment to end of line
      if (ch == '(') return fail("variations are not supported");
      size_t end = i;
      while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end])) && line[end] != '{' &&
             line[end] != ';')
        ++end;
      std::string token = line.substr(i, end - i);
      i = end;
      if (is_result_token(token)) {
        game.result = parse_result(token);
        finish();
        continue;
      }
      if (token[0] == '$') continue;  // annotation glyph
      // Move numbers: "12." or "12..." possibly glued to the move ("12.h2e2").
      size_t digits = 0;
      while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
      if (digits > 0 && digits < token.size() && token[digits] == '.') {
        const size_t after = token.find_first_not_of('.', digits);
        if (after == std::string::npos) continue;  // a move number alone
        token = token.substr(after);
      } else if (digits == token.size()) {
        return fail("unexpected number '" + token + "'");
      }
      std::string why;
      const Move m = parse_legal_iccs(pos, token, &why);
      if (!m) return fail("move " + std::to_string(game.moves.size() + 1) + ": " + why);
      Position::Undo undo;
      pos.do_move(m, undo);
      game.moves.push_back(m);
      game.comments.emplace_back();
      in_game = has_moves = true;
    }
  }
  if (comment_depth > 0) return fail("unterminated comment");
  if (in_game) return fail("the last game has no result token (1-0, 0-1, 1/2-1/2 or *)");
  return games;
}

}  // namespace plyground::xiangqi
