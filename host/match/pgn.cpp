#include "match/pgn.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <sstream>
#include <unordered_map>
#include <utility>

#include "base/files.hpp"
#include "base/printable.hpp"
#include "games/registry.hpp"

namespace plyground::host {
namespace {

// Written first, in this order (PGN's seven-tag roster, Result after them), with PGN's marks for
// an unknown value when the game has none.
struct RosterTag {
  const char* name;
  const char* unknown;
};
constexpr RosterTag kRosterTags[] = {{"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"},
                                     {"Round", "?"}, {"White", "?"}, {"Black", "?"}};
// Written from the game itself, whatever its tags say.
constexpr const char* kManagedTags[] = {"Variant", "Result", "FEN", "SetUp", "Game", "Format"};

// The players' tags as the game's PGN names them: White and Black, or its sides (Red, Black).
std::string player_tag(const GameModule& game, int side) {
  if (!game.pgn_game().empty()) return std::string(game.sides()[side]);
  return side == 0 ? "White" : "Black";
}

std::string lower(std::string_view s) {
  std::string out;
  for (char ch : s)
    if (ch != '-' && ch != ' ') out += char(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

// A tag value as PGN writes it: quotes and backslashes escaped, and printable (a newline in a
// player's error message must not end the tag and forge another, nor an escape sequence reach a
// terminal that shows the file).
std::string escape(const std::string& value) {
  std::string out;
  for (char ch : printable(value)) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  return out;
}

bool is_result_token(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

Result parse_result(const std::string& token) {
  if (token == "1-0") return Result::FIRST_PLAYER_WINS;
  if (token == "0-1") return Result::SECOND_PLAYER_WINS;
  if (token == "1/2-1/2") return Result::DRAW;
  return Result::ONGOING;
}

bool same_game(std::string_view variant, const GameModule& game) {
  const std::string v = lower(variant);
  if (v == lower(game.id()) || v == lower(game.name()) || (!game.pgn_game().empty() && v == lower(game.pgn_game())))
    return true;
  return game.pgn_variant().empty() && (v == "standard" || v.empty());
}

// Reads PGN text line by line: tag lines, then movetext tokens up to a result token.
class Reader {
 public:
  Reader(const GameModule& game, std::string* error) : game_(game), error_(error) { reset(); }

  std::optional<std::vector<PgnGame>> read(std::istream& in) {
    for (std::string line; std::getline(in, line);) {
      ++line_number_;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (comment_ == 0 && variation_depth_ == 0 && !line.empty() && line[0] == '%') continue;  // escape line
      const size_t first = line.find_first_not_of(" \t");
      const bool tag = comment_ == 0 && variation_depth_ == 0 && first != std::string::npos && line[first] == '[';
      if (!(tag ? tag_line(line, first) : movetext(line))) return std::nullopt;
    }
    const bool finished = comment_ > 0           ? fail("unterminated comment")
                          : variation_depth_ > 0 ? fail("unterminated variation")
                          : in_game_             ? fail("the last game has no result token (1-0, 0-1, 1/2-1/2 or *)")
                                                 : true;
    if (!finished) return std::nullopt;
    return games_;
  }

 private:
  // Records the fault with its line; false, to return at once.
  bool fail(const std::string& why) {
    if (error_) *error_ = "line " + std::to_string(line_number_) + ": " + printable(why);  // a NUL would cut it
    return false;
  }

  void reset() {
    record_ = PgnGame{};
    tag_at_.clear();
    state_ = game_.new_game();
    in_game_ = has_moves_ = false;
  }

  bool tag_line(const std::string& line, size_t first) {
    if (has_moves_) return fail("a tag after the moves: missing result token to end the previous game");
    const size_t close = line.rfind(']');
    const size_t quote = line.find('"', first);
    if (close == std::string::npos || quote == std::string::npos || close < quote)
      return fail("malformed tag: " + line);
    std::string name = line.substr(first + 1, line.find_first_of(" \t\"", first) - first - 1);
    const size_t end_quote = line.rfind('"', close);
    if (end_quote == quote) return fail("unterminated tag value: " + line);
    if (name.empty()) return fail("tag without a name: " + line);
    if (name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_") != std::string::npos)
      return fail("malformed tag name: " + line);
    std::string value;
    for (size_t k = quote + 1; k < end_quote; ++k) {
      if (line[k] == '\\' && k + 1 < end_quote) ++k;
      value += line[k];
    }
    value = printable(value);  // a tag is shown (standings, charts): no escape sequence gets through
    if (name == "FEN") {
      Expected<std::unique_ptr<GameState>> start = game_.from_fen(value);
      if (!start) return fail("bad FEN tag: " + start.reason());
      state_ = std::move(*start);
      record_.start_fen = value;
    }
    if ((name == "Variant" || name == "Game") && !same_game(value, game_))
      return fail("not a " + std::string(game_.name()) + " game (" + name + " \"" + value + "\")");
    // The players by side (Red, Black) where the game's PGN names them so: kept as White and Black.
    if (!game_.pgn_game().empty() && name == player_tag(game_, 0)) name = "White";
    // A tag seen again replaces the first; found by name in constant time, so that a game with
    // tens of thousands of tags reads in linear time.
    if (const auto [at, added] = tag_at_.emplace(name, record_.tags.size()); added)
      record_.tags.emplace_back(name, value);
    else
      record_.tags[at->second].second = value;
    in_game_ = true;
    return true;
  }

  // One line of movetext; comments { } may span lines, variations ( ) may nest and span lines.
  bool movetext(const std::string& line) {
    for (size_t i = 0; i < line.size();) {
      const char ch = line[i];
      if (comment_ > 0) {
        if (ch == '}') {
          comment_ = 0;
          if (variation_depth_ == 0 && !record_.comments.empty()) record_.comments.back() = comment_text_;
          comment_text_.clear();
        } else {
          comment_text_ += ch;
        }
        ++i;
        continue;
      }
      if (std::isspace(static_cast<unsigned char>(ch))) {
        ++i;
        continue;
      }
      if (ch == '{') comment_ = 1;
      if (ch == '(' && ++variation_depth_ == 1) open_variation();
      if (ch == ')' && variation_depth_ > 0 && --variation_depth_ == 0) close_variation();
      if (ch == '{' || ch == '(' || ch == ')') {
        ++i;
        continue;
      }
      if (ch == ';') break;  // comment to the end of the line
      if (ch == '}') return fail("a '}' without its '{'");
      size_t end = i;
      while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end])) &&
             std::string_view("{};()").find(line[end]) == std::string_view::npos)
        ++end;
      const std::string token = line.substr(i, end - i);
      i = end;
      if (variation_depth_ == 0 && !token_read(token)) return false;
      if (variation_depth_ == 1 && !variation_token(token)) return false;
    }
    return true;
  }

  // A variation replaces the last move of the game read so far; one inside it, or past the most a
  // game keeps, is skipped. Its position is made at its first move (a hostile "()()()..." costs none).
  void open_variation() {
    variation_state_.reset();
    in_variation_ = !record_.moves.empty() && record_.variations.size() < kMostVariations;
    variation_ = {record_.moves.size() - 1, {}};
  }
  void close_variation() {
    if (variation_state_ && !variation_.moves.empty()) record_.variations.push_back(std::move(variation_));
    variation_state_.reset();
  }
  // A move the variation cannot play (a null move "--", a move other programs allow and these rules
  // do not) ends what is kept of it: only the game's own moves must read.
  bool variation_token(const std::string& token) {
    if (!in_variation_) return true;
    std::string ignored;
    std::string* const error = std::exchange(error_, &ignored);  // a token refused here is no fault
    const std::optional<std::string> text = move_token(token);
    error_ = error;
    if (text && text->empty()) return true;
    if (!variation_state_) {
      variation_state_ = state_->clone();
      variation_state_->undo();
    }
    if (!text || !variation_state_->play(*text))
      in_variation_ = false;
    else
      variation_.moves.push_back(variation_state_->moves().back());  // in coordinates
    return true;
  }

  // The move in a movetext token, "" for none (a move number, an annotation glyph); nothing when
  // the token is malformed.
  std::optional<std::string> move_token(std::string token) {
    if (token[0] == '$' || is_result_token(token)) return "";
    // Move numbers: "12." or "12..." possibly glued to the move ("12.e4").
    size_t digits = 0;
    while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
    if (digits > 0 && digits < token.size() && token[digits] == '.') {
      const size_t after = token.find_first_not_of('.', digits);
      if (after == std::string::npos) return "";  // a move number alone
      token = token.substr(after);
    } else if (digits == token.size()) {
      fail("unexpected number '" + token + "'");
      return std::nullopt;
    }
    while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();  // annotation marks
    return token;
  }

  bool token_read(std::string token) {
    if (is_result_token(token)) {
      // PGN's Result tag repeats the result its moves end with: a file where they differ says two things.
      if (const auto tag = tag_at_.find("Result"); tag != tag_at_.end() && record_.tags[tag->second].second != token)
        return fail("the Result tag says '" + record_.tags[tag->second].second + "' where the moves end with '" +
                    token + "'");
      record_.result = parse_result(token);
      record_.end = state_->end();
      games_.push_back(std::move(record_));
      reset();
      return true;
    }
    const std::optional<std::string> text = move_token(token);
    if (!text) return false;
    if (text->empty()) return true;
    token = *text;
    const int ply = int(record_.moves.size()) + 1;
    if (const Status played = state_->play(token); !played)  // not a legal move, or after the game ended
      return fail("move " + std::to_string((ply + 1) / 2) + " (ply " + std::to_string(ply) + "): " + played.reason());
    record_.moves.push_back(state_->moves().back());  // in coordinates
    record_.comments.emplace_back();
    in_game_ = has_moves_ = true;
    return true;
  }

  const GameModule& game_;
  std::string* error_;
  std::vector<PgnGame> games_;
  PgnGame record_;
  std::unordered_map<std::string, size_t> tag_at_;  // record_'s tags by name
  std::unique_ptr<GameState> state_;
  int line_number_ = 0;
  bool in_game_ = false, has_moves_ = false;
  int comment_ = 0, variation_depth_ = 0;
  PgnVariation variation_;                      // the one being read
  std::unique_ptr<GameState> variation_state_;  // its position, once its first move comes
  bool in_variation_ = false;                   // one being read (not skipped)
  std::string comment_text_;
};

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

const GameModule* pgn_game_module(std::istream& in, bool* tagged) {
  std::string named;  // the first game's Game or Variant tag
  for (std::string line; named.empty() && std::getline(in, line);) {
    const size_t start = line.find_first_not_of(" \t\r\xEF\xBB\xBF");  // spaces, and a byte-order mark
    if (start == std::string::npos || line[start] == '%') continue;
    if (line[start] != '[') break;  // the first game's moves: it named none
    for (const char* tag : {"[Game \"", "[Variant \""})
      if (line.compare(start, std::strlen(tag), tag) == 0) {
        named = line.substr(start + std::strlen(tag));
        named = named.substr(0, named.find('"'));
        if (named.empty()) named = " ";  // a tag that names nothing names no game
      }
  }
  if (tagged) *tagged = !named.empty();
  for (const GameModule* game : game_modules())
    if (named.empty() ? game->pgn_variant().empty() && game->pgn_game().empty() : same_game(named, *game)) return game;
  return nullptr;
}

std::string write_pgn(const GameModule& game, const PgnGame& record) {
  std::string out;
  auto line = [&](const std::string& name, const std::string& value) {
    out += "[" + name + " \"" + escape(value) + "\"]\n";
  };
  const bool own_way = !game.pgn_game().empty();  // see GameModule::pgn_game
  if (own_way) line("Game", std::string(game.pgn_game()));
  for (const RosterTag& roster : kRosterTags) {
    const std::string value = record.tag(roster.name);
    const std::string_view name = roster.name;
    const std::string tag = name == "White" ? player_tag(game, 0) : name == "Black" ? player_tag(game, 1) : roster.name;
    line(tag, value.empty() ? roster.unknown : value);
  }
  line("Result", std::string(pgn_result(record.result)));
  if (own_way)
    line("Format", game.notations()[game.pgn_notation()]);
  else if (!game.pgn_variant().empty())
    line("Variant", std::string(game.pgn_variant()));
  Expected<std::unique_ptr<GameState>> start = game.from_fen(record.start_fen);
  if (!start) throw std::invalid_argument("bad start FEN '" + record.start_fen + "'");
  std::unique_ptr<GameState> state = std::move(*start);
  if (state->fen() != game.new_game()->fen()) {
    line("SetUp", "1");
    line("FEN", state->fen());
  }
  for (const auto& [name, value] : record.tags) {
    bool written = false;
    for (const RosterTag& roster : kRosterTags) written |= name == roster.name;
    for (const char* m : kManagedTags) written |= name == m;
    if (!written) line(name, value);
  }
  out += "\n";
  std::string text, opening;  // `opening`: "(" to put before the next word
  int column = 0;
  auto word = [&](std::string w) {  // lines of at most 79 characters
    w = std::exchange(opening, "") + w;
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
  // Moves from `from` on, numbered as PGN does: "12." before the first side's move, "12..." when
  // a line starts with the second side's.
  auto moves_text = [&](GameState& from, const std::vector<std::string>& moves, auto&& after_each) {
    for (size_t i = 0; i < moves.size(); ++i) {
      const int number = from.fullmove_number();
      if (from.side_to_move() == 0)
        word(std::to_string(number) + ".");
      else if (i == 0)
        word(std::to_string(number) + "...");
      word(game.pgn_move(from.write(moves[i], game.pgn_notation())));
      std::unique_ptr<GameState> before = from.clone();
      if (const Status played = from.play(moves[i]); !played)
        throw std::invalid_argument("move " + std::to_string(i + 1) + ": " + played.reason());
      after_each(i, *before);
    }
  };
  moves_text(*state, record.moves, [&](size_t i, const GameState& before) {
    if (i < record.comments.size() && !record.comments[i].empty()) word("{" + record.comments[i] + "}");
    for (const PgnVariation& variation : record.variations) {
      if (variation.ply != i || variation.moves.empty()) continue;
      std::unique_ptr<GameState> from_there = before.clone();
      opening = "(";
      moves_text(*from_there, variation.moves, [](size_t, const GameState&) {});
      text += ")";
      ++column;
    }
  });
  word(std::string(pgn_result(record.result)));
  return out + text + "\n\n";
}

std::string pgn_date_today() {
  const std::time_t now = std::time(nullptr);
  char date[16];
  std::strftime(date, sizeof date, "%Y.%m.%d", std::localtime(&now));
  return date;
}

PgnGame record_of(const GameState& game, const GameEnd& end, const std::string& white, const std::string& black,
                  std::vector<PgnVariation> variations) {
  PgnGame record;
  record.start_fen = game.start_fen();
  record.moves = game.moves();
  record.variations = std::move(variations);
  record.result = end.result;
  record.set_tag("Event", "Plyground game");
  record.set_tag("Date", pgn_date_today());
  record.set_tag("White", white);
  record.set_tag("Black", black);
  if (end.over()) record.set_tag("Termination", end.reason);
  return record;
}

Status save_game(const std::string& path, const GameModule& game, const PgnGame& record, bool add) {
  const std::string text = write_pgn(game, record);
  std::error_code ec;
  if (!add || !std::filesystem::exists(path, ec)) return write_whole_file(path, text);
  const Expected<std::string> old = read_pgn_text(path);
  if (!old) return old.status();
  std::istringstream in(*old);
  if (const auto games = read_pgn(game, in); !games)
    return failure(path + " does not read as " + std::string(game.name()) + " games (" + games.reason() +
                   "): the game was not added");
  AppendFile file;
  if (Status opened = file.open(path); !opened) return opened;
  // A blank line between games, whatever the file ended with.
  const std::string gap = old->empty() || old->ends_with("\n\n") ? "" : old->ends_with("\n") ? "\n" : "\n\n";
  return file.append(gap + text);
}

bool pgn_has_result(std::string_view text) {
  const auto blank = [](char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; };
  bool comment = false;
  int depth = 0;  // of variations
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    const size_t first = line.find_first_not_of(" \t");
    if (!comment && depth == 0 && first != std::string_view::npos && (line[first] == '[' || line[0] == '%')) continue;
    for (size_t i = 0; i < line.size(); ++i) {
      const char ch = line[i];
      if (comment) {
        comment = ch != '}';
      } else if (ch == '{') {
        comment = true;
      } else if (ch == '(' || ch == ')') {
        depth = std::max(depth + (ch == '(' ? 1 : -1), 0);
      } else if (ch == ';') {
        break;  // a comment to the end of the line
      } else if (!blank(ch)) {
        size_t token_end = i;
        while (token_end < line.size() && !blank(line[token_end]) &&
               std::string_view("{};()").find(line[token_end]) == std::string_view::npos)
          ++token_end;
        if (depth == 0 && is_result_token(std::string(line.substr(i, token_end - i)))) return true;
        i = std::max(token_end, i + 1) - 1;
      }
    }
  }
  return false;
}

Expected<std::vector<PgnGame>> read_pgn(const GameModule& game, std::istream& in) {
  std::string error;
  std::optional<std::vector<PgnGame>> games = Reader(game, &error).read(in);
  if (!games) return failure(std::move(error));
  return std::move(*games);
}

Expected<std::string> read_pgn_text(const std::string& path) {
  Expected<std::string> text = read_file(path, kLargestPgn);
  if (!text) return failure("cannot read " + text.reason());
  return text;
}

Expected<std::vector<PgnGame>> read_pgn_file(const GameModule& game, const std::string& path) {
  const Expected<std::string> text = read_pgn_text(path);
  if (!text) return failure(text.reason());
  std::istringstream in(*text);
  Expected<std::vector<PgnGame>> games = read_pgn(game, in);
  if (!games) return failure(path + ": " + games.reason());
  return games;
}

}  // namespace plyground::host
