#include "games/chess/notation.hpp"

#include <cstring>
#include <vector>

namespace plyground::chess {
namespace {

constexpr char kSanLetters[] = "PNBRQK";

PieceType moving_type(const Position& pos, Move m) { return type_of(pos.piece_on(m.from())); }

// "+" when the move gives check, "#" when it mates.
std::string check_suffix(const Position& pos, Move m) {
  Position after = pos;
  Position::Undo undo;
  after.do_move(m, undo);
  if (!after.in_check()) return "";
  return after.count_legal_moves() == 0 ? "#" : "+";
}

// A SAN text split into its parts; `piece` is PAWN for pawn moves.
struct SanParts {
  PieceType piece = PAWN;
  int from_file = -1, from_rank = -1;  // the disambiguation, when given
  bool capture = false;
  Square to = NO_SQUARE;
  PieceType promotion = NO_PIECE_TYPE;
};

// Parses the syntax of a non-castling SAN move (suffixes already removed); "" or a reason.
std::string split_san(std::string_view text, SanParts& parts) {
  if (!text.empty() && text[0] != '\0' && std::strchr("NBRQK", text[0])) {
    parts.piece = PieceType(std::strchr(kSanLetters, text[0]) - kSanLetters);
    text.remove_prefix(1);
  }
  // A promotion at the end: "=Q", "=q" or a bare "Q".
  if (text.size() >= 2 && text.back() != '\0' && std::strchr("NBRQ", text.back())) {
    parts.promotion = PieceType(std::strchr(kSanLetters, text.back()) - kSanLetters);
    text.remove_suffix(1);
    if (text.back() == '=') text.remove_suffix(1);
  } else if (text.size() >= 3 && text[text.size() - 2] == '=' && text.back() != '\0' &&
             std::strchr("nbrq", text.back())) {
    parts.promotion = PieceType(std::strchr(kSanLetters, std::toupper(text.back())) - kSanLetters);
    text.remove_suffix(2);
  }
  if (text.size() < 2) return "no destination square";
  parts.to = parse_square(text.substr(text.size() - 2));
  if (parts.to == NO_SQUARE) return "no destination square";
  text.remove_suffix(2);
  if (!text.empty() && (text.back() == 'x' || text.back() == ':')) {
    parts.capture = true;
    text.remove_suffix(1);
  } else if (text.size() == 3 && text.back() == '-') {  // long algebraic: "e2-e4", "Ng1-f3"
    text.remove_suffix(1);
  }
  for (char ch : text) {
    if (ch >= 'a' && ch <= 'h' && parts.from_file < 0 && parts.from_rank < 0)
      parts.from_file = ch - 'a';
    else if (ch >= '1' && ch <= '8' && parts.from_rank < 0)
      parts.from_rank = ch - '1';
    else
      return std::string("unexpected '") + ch + "'";
  }
  return "";
}

Move parse_castling(const Position& pos, bool king_side, std::string_view text, std::string* error) {
  MoveList moves;
  pos.legal_moves(moves);
  for (Move m : moves)
    if (m.flag() == Move::CASTLING && (file_of(m.to()) == 6) == king_side) return m;
  return refuse<Move>(
      error, "'" + std::string(text) + "': castling " + (king_side ? "king" : "queen") + "side is not legal here");
}

}  // namespace

std::string square_name(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

Square parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return NO_SQUARE;
  return make_square(text[0] - 'a', text[1] - '1');
}

std::string to_uci(Move m) {
  if (!m) return "0000";
  std::string s = square_name(m.from()) + square_name(m.to());
  if (m.flag() == Move::PROMOTION) s += "nbrq"[m.promotion() - KNIGHT];
  return s;
}

Move parse_move(const Position& pos, std::string_view text, std::string* error) {
  const std::string quoted = "'" + std::string(text) + "'";
  if (text.size() != 4 && text.size() != 5)
    return refuse<Move>(error, quoted + " is not a UCI move (from-square, to-square, promotion letter: e2e4, e7e8q)");
  const Square from = parse_square(text.substr(0, 2)), to = parse_square(text.substr(2, 2));
  if (from == NO_SQUARE || to == NO_SQUARE) return refuse<Move>(error, quoted + " does not name two squares");
  PieceType promotion = NO_PIECE_TYPE;
  if (text.size() == 5) {
    const char* p = std::strchr("nbrq", text[4]);
    if (!p || !text[4]) return refuse<Move>(error, quoted + ": promotion letter must be one of n, b, r, q");
    promotion = PieceType(KNIGHT + (p - "nbrq"));
  }
  MoveList moves;
  pos.legal_moves(moves);
  for (Move m : moves) {
    if (m.from() != from || m.to() != to) continue;
    const bool promotes = m.flag() == Move::PROMOTION;
    if (promotes && promotion == NO_PIECE_TYPE)
      return refuse<Move>(error, quoted + " needs a promotion letter (q, r, b, n)");
    if (!promotes && promotion != NO_PIECE_TYPE) return refuse<Move>(error, quoted + ": that move is not a promotion");
    if (!promotes || m.promotion() == promotion) return m;
  }
  return refuse<Move>(error, quoted + " is not a legal move in this position");
}

std::string to_san(const Position& pos, Move m) {
  if (m.flag() == Move::CASTLING) return (file_of(m.to()) == 6 ? "O-O" : "O-O-O") + check_suffix(pos, m);
  const PieceType piece = moving_type(pos, m);
  const bool capture = pos.is_capture(m);
  std::string san;
  if (piece == PAWN) {
    if (capture) san = std::string(1, char('a' + file_of(m.from()))) + "x";
  } else {
    san = kSanLetters[piece];
    // Other like pieces that can reach the same square decide what the origin must say.
    MoveList moves;
    pos.legal_moves(moves);
    bool rivals = false, same_file = false, same_rank = false;
    for (Move other : moves) {
      if (other.to() != m.to() || other.from() == m.from() || moving_type(pos, other) != piece) continue;
      rivals = true;
      same_file |= file_of(other.from()) == file_of(m.from());
      same_rank |= rank_of(other.from()) == rank_of(m.from());
    }
    if (rivals && (!same_file || same_rank)) san += char('a' + file_of(m.from()));
    if (rivals && same_file) san += char('1' + rank_of(m.from()));
    if (capture) san += 'x';
  }
  san += square_name(m.to());
  if (m.flag() == Move::PROMOTION) san += std::string("=") + kSanLetters[m.promotion()];
  return san + check_suffix(pos, m);
}

Move parse_san(const Position& pos, std::string_view text, std::string* error) {
  const std::string quoted = "'" + std::string(text) + "'";
  std::string_view core = text;
  while (!core.empty() && std::strchr("+#!?", core.back()) && core.back() != '\0') core.remove_suffix(1);
  if (core == "O-O" || core == "0-0") return parse_castling(pos, true, text, error);
  if (core == "O-O-O" || core == "0-0-0") return parse_castling(pos, false, text, error);
  SanParts parts;
  if (std::string why = split_san(core, parts); !why.empty())
    return refuse<Move>(error, quoted + " is not SAN: " + why);

  MoveList moves;
  pos.legal_moves(moves);
  std::vector<Move> fits;
  for (Move m : moves) {
    if (m.to() != parts.to || m.flag() == Move::CASTLING || moving_type(pos, m) != parts.piece) continue;
    if (parts.from_file >= 0 && file_of(m.from()) != parts.from_file) continue;
    if (parts.from_rank >= 0 && rank_of(m.from()) != parts.from_rank) continue;
    if (parts.piece == PAWN && parts.from_file < 0 && pos.is_capture(m)) continue;  // "d5" is never exd5
    const PieceType promotion = m.flag() == Move::PROMOTION ? m.promotion() : NO_PIECE_TYPE;
    if (promotion != parts.promotion && parts.promotion != NO_PIECE_TYPE) continue;
    fits.push_back(m);
  }
  if (fits.empty()) return refuse<Move>(error, quoted + " is not a legal move in this position");
  if (parts.capture && !pos.is_capture(fits[0])) return refuse<Move>(error, quoted + " captures nothing");
  if (fits[0].flag() == Move::PROMOTION && parts.promotion == NO_PIECE_TYPE)
    return refuse<Move>(error, quoted + " needs a promotion piece (=Q, =R, =B or =N)");
  if (fits.size() > 1) {
    std::string names;
    for (Move m : fits) names += (names.empty() ? "" : ", ") + to_san(pos, m);
    return refuse<Move>(error, quoted + " is ambiguous: it could be " + names);
  }
  return fits[0];
}

}  // namespace plyground::chess
