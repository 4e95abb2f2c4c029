#include "games/xiangqi/notation.hpp"

#include <cctype>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <vector>

namespace plyground::xiangqi {
namespace {

constexpr char kWxfLetter[] = "KAEHRCP";
constexpr const char* kChineseName[COLOR_NB][PIECE_TYPE_NB] = {{"帅", "仕", "相", "马", "车", "炮", "兵"},
                                                               {"将", "士", "象", "马", "车", "炮", "卒"}};
constexpr const char* kChineseNumeral[] = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
constexpr const char* kFullWidthDigit[] = {"", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
constexpr const char* kChineseOrder[] = {"一", "二", "三", "四", "五"};

// Files are numbered 1-9 from the mover's right: Red's 1 is file i, Black's 1 is file a.
int file_number(Color c, int file) { return c == RED ? FILE_NB - file : file + 1; }
// Rank counted from the mover's own back rank, so "forward" is always "up".
int own_rank(Color c, Square s) { return c == RED ? rank_of(s) : RANK_NB - 1 - rank_of(s); }

// What WXF and Chinese notation say about a move, before it is spelled in either.
struct Description {
  Color color;
  PieceType type;
  int file;                // origin file number, 1-9 from the mover's right
  int index = 0;           // position among like pieces on the file, 0 = front
  int on_file = 1;         // like pieces on the origin file (that the notation must tell apart)
  bool two_files = false;  // soldiers: another file also holds two or more
  char action;             // '+', '-', '.'
  int amount;              // file reached, or ranks moved
};

Description describe(const Position& pos, Move m) {
  const Piece p = pos.piece_on(m.from());
  Description d{color_of(p), type_of(p), file_number(color_of(p), file_of(m.from())), 0, 1, false, '.', 0};
  const int from_rank = own_rank(d.color, m.from()), to_rank = own_rank(d.color, m.to());
  d.action = to_rank > from_rank ? '+' : to_rank < from_rank ? '-' : '.';
  const bool diagonal_mover = d.type == ADVISOR || d.type == ELEPHANT || d.type == HORSE;
  d.amount =
      (diagonal_mover || d.action == '.') ? file_number(d.color, file_of(m.to())) : std::abs(to_rank - from_rank);
  // Advisors and elephants are never ambiguous (their direction tells them apart), so they always
  // name their file; the other kinds use front/rear when two stand on one file.
  if (d.type == ADVISOR || d.type == ELEPHANT) return d;
  const int tag = side_tag(d.color);
  std::array<int, FILE_NB> per_file{};
  for (int slot = kFirstSlot[d.type]; slot < kEndSlot[d.type]; ++slot)
    if (const Square s = pos.square_of(Piece(tag + slot))) ++per_file[file_of(s)];
  d.on_file = per_file[file_of(m.from())];
  for (int slot = kFirstSlot[d.type]; slot < kEndSlot[d.type]; ++slot) {
    const Square s = pos.square_of(Piece(tag + slot));
    if (s && same_file(s, m.from()) && own_rank(d.color, s) > from_rank) ++d.index;
  }
  for (int f = 0; f < FILE_NB; ++f)
    if (f != file_of(m.from()) && per_file[f] >= 2 && d.on_file >= 2) d.two_files = true;
  return d;
}

std::string wxf_of(const Description& d, bool plain) {
  const char letter = kWxfLetter[d.type];
  const char digit = char('0' + d.file);
  std::string head;
  if (plain || d.on_file == 1) {
    head = {letter, digit};
  } else if (d.two_files) {  // two soldier files: the file replaces the letter
    head = {digit, d.index == 0 ? '+' : d.index == d.on_file - 1 ? '-' : digit};
  } else if (d.on_file <= 3) {
    head = {letter, d.index == 0 ? '+' : d.index == d.on_file - 1 ? '-' : digit};
  } else {  // four or five soldiers: ++, P+, (P<file>), P-, --
    if (d.index == 0)
      head = "++";
    else if (d.index == d.on_file - 1)
      head = "--";
    else if (d.index == 1)
      head = {letter, '+'};
    else if (d.index == d.on_file - 2)
      head = {letter, '-'};
    else
      head = {letter, digit};  // the middle one of five
  }
  return head + d.action + char('0' + d.amount);
}

}  // namespace

std::string square_name(Square s) { return {char('a' + file_of(s)), char('0' + rank_of(s))}; }

std::string to_iccs(Move m) { return m ? square_name(m.from()) + square_name(m.to()) : "0000"; }

Move parse_iccs(std::string_view text) {
  std::string t;
  for (char ch : text)
    if (ch != '-') t += char(std::tolower(static_cast<unsigned char>(ch)));
  if (t.size() != 4) return Move::none();
  auto square = [](char f, char r) -> int {
    if (f < 'a' || f > 'i' || r < '0' || r > '9') return -1;
    return make_square(f - 'a', r - '0');
  };
  const int from = square(t[0], t[1]), to = square(t[2], t[3]);
  if (from < 0 || to < 0 || from == to) return Move::none();
  return Move(Square(from), Square(to));
}

Move parse_legal_iccs(const Position& pos, std::string_view text, std::string* error) {
  const Move m = parse_iccs(text);
  std::string why;
  if (!m)
    why = "'" + std::string(text) + "' is not an ICCS move (expected e.g. h2e2)";
  else if (!pos.is_legal(m))
    why = "'" + std::string(text) + "' is not a legal move in this position";
  if (error) *error = why;
  return why.empty() ? m : Move::none();
}

std::string to_wxf(const Position& pos, Move m) { return wxf_of(describe(pos, m), false); }

std::string to_chinese(const Position& pos, Move m) {
  const Description d = describe(pos, m);
  auto number = [&](int n) { return std::string(d.color == RED ? kChineseNumeral[n] : kFullWidthDigit[n]); };
  const std::string name = kChineseName[d.color][d.type];
  std::string head;
  const char* front_rear = d.index == 0 ? "前" : d.index == d.on_file - 1 ? "后" : "中";
  if (d.on_file == 1)
    head = name + number(d.file);
  else if (d.two_files)
    head = std::string(front_rear) + number(d.file);
  else if (d.on_file <= 3)
    head = front_rear + name;
  else
    head = kChineseOrder[d.index] + name;
  const char* action = d.action == '+' ? "进" : d.action == '-' ? "退" : "平";
  return head + action + number(d.amount);
}

Move parse_wxf(const Position& pos, std::string_view text, std::string* error) {
  std::string t;
  for (char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch))) continue;
    char u = char(std::toupper(static_cast<unsigned char>(ch)));
    if (u == '=') u = '.';
    if (u == 'N') u = 'H';  // horse, as in FEN
    if (u == 'B') u = 'E';  // elephant, as in FEN
    t += u;
  }
  MoveList legal;
  pos.legal_moves(legal);
  std::vector<Move> exact, plain;
  for (Move m : legal) {
    const Description d = describe(pos, m);
    if (wxf_of(d, false) == t) exact.push_back(m);
    if (wxf_of(d, true) == t) plain.push_back(m);
  }
  // The canonical form names one move; the file form of a tandem piece counts when unambiguous.
  const std::vector<Move>& found = exact.empty() ? plain : exact;
  std::string why;
  if (found.empty())
    why = "'" + std::string(text) + "' names no legal move in this position";
  else if (found.size() > 1)
    why = "'" + std::string(text) + "' is ambiguous here: write + or - for the front or rear piece";
  if (error) *error = why;
  return why.empty() ? found.front() : Move::none();
}

namespace {

// Chinese notation as people type it, in one form: simplified characters, digits in ASCII (Red's
// numerals 一 to 九 and Black's full-width １ to ９ alike), no spaces.
std::string plain_chinese(std::string_view text) {
  static const std::pair<std::string_view, std::string_view> kSame[] = {
      {"車", "车"}, {"俥", "车"}, {"馬", "马"}, {"傌", "马"}, {"砲", "炮"}, {"帥", "帅"}, {"將", "将"},
      {"進", "进"}, {"後", "后"}, {"一", "1"},  {"二", "2"},  {"三", "3"},  {"四", "4"},  {"五", "5"},
      {"六", "6"},  {"七", "7"},  {"八", "8"},  {"九", "9"},  {"１", "1"},  {"２", "2"},  {"３", "3"},
      {"４", "4"},  {"５", "5"},  {"６", "6"},  {"７", "7"},  {"８", "8"},  {"９", "9"}};
  std::string out;
  for (size_t at = 0; at < text.size();) {
    if (std::isspace(static_cast<unsigned char>(text[at]))) {
      ++at;
      continue;
    }
    bool replaced = false;
    for (const auto& [from, to] : kSame)
      if (text.substr(at, from.size()) == from) {
        out += to, at += from.size(), replaced = true;
        break;
      }
    if (!replaced) out += text[at++];
  }
  return out;
}

}  // namespace

Move parse_chinese(const Position& pos, std::string_view text, std::string* error) {
  const std::string wanted = plain_chinese(text);
  MoveList legal;
  pos.legal_moves(legal);
  for (Move m : legal)
    if (plain_chinese(to_chinese(pos, m)) == wanted) return m;
  if (error) *error = "'" + std::string(text) + "' names no legal move in this position";
  return Move::none();
}

}  // namespace plyground::xiangqi
