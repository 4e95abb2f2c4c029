// FEN reading and writing. The reader refuses every position that cannot arise in a game (or that
// move generation could not cope with), naming the fault, so nothing downstream checks boards.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <sstream>
#include <vector>

#include "games/chess/notation.hpp"
#include "games/chess/position.hpp"
#include "plyground/fen_board.hpp"

namespace plyground::chess {
namespace {

constexpr char kPieceLetters[] = "pnbrqk";
constexpr const char* kColorName[] = {"White", "Black"};

// Material no game can reach: more than 16 men or 8 pawns a side, or more pieces beyond the
// starting set than pawns that could have promoted. (This also keeps every position within the
// move list's 256 moves.)
std::string material_fault(const Position& pos) {
  constexpr int kStartCount[PIECE_TYPE_NB] = {8, 2, 2, 2, 1, 1};
  for (Color c : {WHITE, BLACK}) {
    const std::string side = kColorName[c];
    const int men = popcount(pos.pieces(c)), pawns = popcount(pos.pieces(c, PAWN));
    if (men > 16) return side + " has " + std::to_string(men) + " pieces, at most 16";
    if (pawns > 8) return side + " has " + std::to_string(pawns) + " pawns, at most 8";
    int promoted = 0;
    for (PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN})
      promoted += std::max(0, popcount(pos.pieces(c, t)) - kStartCount[t]);
    if (promoted > 8 - pawns)
      return side + " has more promoted pieces (" + std::to_string(promoted) + ") than missing pawns (" +
             std::to_string(8 - pawns) + ")";
  }
  return "";
}

std::vector<std::string> split_fields(std::string_view fen) {
  std::vector<std::string> fields;
  std::istringstream in{std::string(fen)};
  for (std::string f; in >> f;) fields.push_back(f);
  return fields;
}

bool parse_count(const std::string& text, int& value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size() && value >= 0;
}

// The castling letters with the king's and the rook's home squares of each.
struct CastlingLetter {
  char letter;
  CastlingRight right;
  Color color;
  Square king, rook;
};
constexpr CastlingLetter kCastlingLetters[] = {
    {'K', WHITE_OO, WHITE, make_square(4, 0), make_square(7, 0)},
    {'Q', WHITE_OOO, WHITE, make_square(4, 0), make_square(0, 0)},
    {'k', BLACK_OO, BLACK, make_square(4, 7), make_square(7, 7)},
    {'q', BLACK_OOO, BLACK, make_square(4, 7), make_square(0, 7)},
};

}  // namespace

class FenReader {
 public:
  static std::optional<Position> read(std::string_view fen, std::string& error);

 private:
  static std::string read_board(const std::string& board, Position& pos);
  static std::string read_castling(const std::string& field, Position& pos);
  static std::string read_en_passant(const std::string& field, Position& pos);
};

// 1. The board: eight ranks from rank 8 down to rank 1.
std::string FenReader::read_board(const std::string& board, Position& pos) {
  std::vector<std::string> ranks(1);
  for (char ch : board) {
    if (ch == '/')
      ranks.emplace_back();
    else
      ranks.back().push_back(ch);
  }
  if (ranks.size() != RANK_NB) return "FEN board has " + counted(long(ranks.size()), "rank") + ", expected 8";
  for (int row = 0; row < RANK_NB; ++row) {
    const int rank = RANK_NB - 1 - row;
    const std::string where = "FEN rank " + std::to_string(rank + 1);
    int file = 0;
    bool after_digit = false;
    for (char ch : ranks[row]) {
      if (ch >= '1' && ch <= '8') {
        if (after_digit) return where + " has two digits in a row (write their sum)";
        file += ch - '0';
        after_digit = true;
        continue;
      }
      after_digit = false;
      if (std::isdigit(static_cast<unsigned char>(ch)))
        return std::string("bad digit '") + ch + "' in " + where + ": runs of empty squares are 1 to 8";
      const char* letter = std::strchr(kPieceLetters, std::tolower(static_cast<unsigned char>(ch)));
      if (!letter || !*letter || !std::isalpha(static_cast<unsigned char>(ch)))
        return std::string("unknown piece letter '") + ch + "' in " + where;
      if (file < FILE_NB) {
        const Color c = std::isupper(static_cast<unsigned char>(ch)) ? WHITE : BLACK;
        pos.put_piece(make_piece(c, PieceType(letter - kPieceLetters)), make_square(file, rank));
      }
      ++file;
    }
    if (file != FILE_NB)
      return where + " has " + counted(file, "square") + ", expected 8 (too " + (file > 8 ? "long)" : "short)");
  }
  for (Color c : {WHITE, BLACK}) {
    const int kings = popcount(pos.pieces(c, KING));
    if (kings == 0) return std::string(kColorName[c]) + " has no king";
    if (kings > 1) return std::string(kColorName[c]) + " has " + std::to_string(kings) + " kings, expected one";
  }
  if (std::string e = material_fault(pos); !e.empty()) return e;
  if (const Bitboard stray = pos.pieces(PAWN) & (rank_bb(0) | rank_bb(7)))
    return "pawn on " + square_name(lsb(stray)) + ": pawns cannot stand on the first or last rank";
  return "";
}

// 3. Castling rights: '-' or some of K, Q, k, q, each with its king and rook at home.
std::string FenReader::read_castling(const std::string& field, Position& pos) {
  if (field == "-") return "";
  for (char ch : field) {
    const CastlingLetter* found = nullptr;
    for (const CastlingLetter& c : kCastlingLetters)
      if (c.letter == ch) found = &c;
    if (!found || (pos.castling_ & found->right))
      return "bad castling field '" + field + "': expected '-' or each of KQkq at most once";
    const Piece king = make_piece(found->color, KING), rook = make_piece(found->color, ROOK);
    if (pos.piece_on(found->king) != king || pos.piece_on(found->rook) != rook)
      return std::string("castling right '") + ch + "' needs the " + (found->color == WHITE ? "white" : "black") +
             " king on " + square_name(found->king) + " and a rook on " + square_name(found->rook);
    pos.castling_ |= found->right;
  }
  return "";
}

// 4. En passant: '-' or the square a pawn of the side that just moved skipped with a double push.
// Kept only when a capture there is legal (see Position::en_passant_square).
std::string FenReader::read_en_passant(const std::string& field, Position& pos) {
  if (field == "-") return "";
  const Square target = parse_square(field);
  if (target == NO_SQUARE) return "bad en passant square '" + field + "': expected a square such as e3, or '-'";
  const Color us = pos.side_, them = ~us;
  const int expected_rank = us == WHITE ? 6 : 3;
  if (rank_of(target) + 1 != expected_rank)
    return "bad en passant square '" + field + "': with " + kColorName[us] + " to move it must be on rank " +
           std::to_string(expected_rank);
  const Square pawn = Square(target + forward(them)), origin = Square(target - forward(them));
  if (pos.piece_on(pawn) != make_piece(them, PAWN) || pos.piece_on(target) != NO_PIECE ||
      pos.piece_on(origin) != NO_PIECE)
    return "bad en passant square '" + field + "': no " + (them == WHITE ? "white" : "black") +
           " pawn could have just moved two squares past it";
  pos.set_en_passant_if_legal(target);
  return "";
}

std::optional<Position> FenReader::read(std::string_view fen, std::string& error) {
  init_bitboards();
  const std::vector<std::string> fields = split_fields(fen);
  Position pos;
  auto fail = [&](std::string message) {
    error = std::move(message);
    return std::optional<Position>();
  };
  if (fields.empty()) return fail("FEN is empty");
  if (fields.size() != 4 && fields.size() != 6)
    return fail("FEN has " + counted(long(fields.size()), "field") + ", expected 6 (or 4 without the move counters)");
  if (std::string e = read_board(fields[0], pos); !e.empty()) return fail(e);

  // 2. The side to move.
  if (fields[1] != "w" && fields[1] != "b") return fail("bad side to move '" + fields[1] + "': expected 'w' or 'b'");
  pos.side_ = fields[1] == "w" ? WHITE : BLACK;
  // The side that just moved may not have left its king attacked.
  const Color mover = ~pos.side_;
  if (pos.attacked_by(pos.side_, pos.king_square(mover), pos.pieces()))
    return fail(std::string(kColorName[mover]) + " is in check but it is " + kColorName[pos.side_] + " to move");
  // No single move gives check by more than two pieces (a discovery and the piece moved).
  if (popcount(pos.checkers()) > 2)
    return fail(std::to_string(popcount(pos.checkers())) + " pieces give check: no move leaves more than two");

  if (std::string e = read_castling(fields[2], pos); !e.empty()) return fail(e);
  if (std::string e = read_en_passant(fields[3], pos); !e.empty()) return fail(e);

  // 5. The counters: plies since the last capture or pawn move, and the move number from 1.
  int halfmove = 0, fullmove = 1;
  if (fields.size() == 6) {
    if (!parse_count(fields[4], halfmove) || halfmove > 0xFFFF)
      return fail("bad halfmove clock '" + fields[4] + "': expected a number of plies");
    if (!parse_count(fields[5], fullmove) || fullmove < 1)
      return fail("bad fullmove number '" + fields[5] + "': expected a number from 1");
  }
  pos.halfmove_clock_ = uint16_t(halfmove);
  pos.fullmove_number_ = fullmove;
  pos.hash_ = pos.compute_hash();
  return pos;
}

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error) {
  std::string message;
  auto pos = FenReader::read(fen, message);
  if (error) *error = message;
  return pos;
}

std::string Position::fen() const {
  std::string out = fen_board(FILE_NB, RANK_NB, [&](int file, int rank) -> char {
    const Piece p = board_[make_square(file, rank)];
    if (p == NO_PIECE) return 0;
    const char letter = kPieceLetters[type_of(p)];
    return color_of(p) == WHITE ? char(std::toupper(letter)) : letter;
  });
  out += side_ == WHITE ? " w " : " b ";
  std::string rights;
  for (const CastlingLetter& c : kCastlingLetters)
    if (castling_ & c.right) rights += c.letter;
  out += rights.empty() ? "-" : rights;
  out += " " + (en_passant_ == NO_SQUARE ? std::string("-") : square_name(en_passant_));
  out += " " + std::to_string(halfmove_clock_) + " " + std::to_string(fullmove_number_);
  return out;
}

}  // namespace plyground::chess
