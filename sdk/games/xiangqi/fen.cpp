// FEN reading and writing, UCCI convention. The reader refuses every position that cannot arise
// in a game, naming the fault, so nothing downstream has to cope with impossible boards.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>
#include <vector>

#include "games/xiangqi/notation.hpp"
#include "games/xiangqi/position.hpp"
#include "plyground/fen_board.hpp"

namespace plyground::xiangqi {
namespace {

constexpr std::array<int, PIECE_TYPE_NB> kMaxCount = {1, 2, 2, 2, 2, 2, 5};
constexpr std::array<const char*, PIECE_TYPE_NB> kTypeName = {"king",    "advisor", "elephant", "horse",
                                                              "chariot", "cannon",  "soldier"};
constexpr std::array<const char*, PIECE_TYPE_NB> kTypePlural = {"kings",    "advisors", "elephants", "horses",
                                                                "chariots", "cannons",  "soldiers"};
constexpr const char* kColorName[] = {"Red", "Black"};
constexpr char kFenLetter[] = "kabnrcp";

std::optional<PieceType> type_from_letter(char lower) {
  switch (lower) {
    case 'k':
      return KING;
    case 'a':
      return ADVISOR;
    case 'b':
    case 'e':
      return ELEPHANT;
    case 'n':
    case 'h':
      return HORSE;
    case 'r':
      return CHARIOT;
    case 'c':
      return CANNON;
    case 'p':
      return SOLDIER;
    default:
      return std::nullopt;
  }
}

// Can a piece of this kind ever stand on this point? (Palace, elephant points, soldier files.)
const char* unreachable_reason(Color c, PieceType t, Square s) {
  const int f = file_of(s);
  const int r = c == RED ? rank_of(s) : RANK_NB - 1 - rank_of(s);  // rank from its own back rank
  switch (t) {
    case KING:
      return in_palace(s) && r <= 2 ? nullptr : "is outside its palace";
    case ADVISOR:
      return in_palace(s) && r <= 2 && (f + r) % 2 == 1 ? nullptr : "is off its five palace points";
    case ELEPHANT: {
      const bool point = r <= 4 && r % 2 == 0 && f % 2 == 0 && (f + r) % 4 == 2;
      return point ? nullptr : "is off its seven points";
    }
    case SOLDIER:
      if (r < 3) return "is behind its start rank";
      if (r <= 4 && f % 2 == 1) return "is on a file it cannot reach before crossing the river";
      return nullptr;
    default:
      return nullptr;
  }
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

}  // namespace

// Reads a FEN in the steps below, each "" or the fault it found.
class FenReader {
 public:
  static std::optional<Position> read(std::string_view fen, std::string& error);

 private:
  struct Placed {
    Color color;
    PieceType type;
    Square square;
  };
  static std::string read_board(const std::string& board, std::vector<Placed>& placed);
  static std::string read_fields(const std::vector<std::string>& fields, Position& pos);
  static std::string check_pieces(const std::vector<Placed>& placed);
  static void place(const std::vector<Placed>& placed, Position& pos);
  static std::string check_kings(const Position& pos);
};

std::optional<Position> FenReader::read(std::string_view fen, std::string& error) {
  const std::vector<std::string> fields = split_fields(fen);
  if (fields.empty())
    error = "FEN is empty";
  else if (fields.size() > 6)
    error = "FEN has " + counted(long(fields.size()), "field") + ", expected at most 6";
  if (!error.empty()) return std::nullopt;
  std::vector<Placed> placed;
  Position pos;
  error = read_board(fields[0], placed);
  if (error.empty()) error = read_fields(fields, pos);
  if (error.empty()) error = check_pieces(placed);
  if (!error.empty()) return std::nullopt;
  place(placed, pos);
  error = check_kings(pos);
  return error.empty() ? std::optional(pos) : std::nullopt;
}

// 1. The board: ten ranks from Black's back rank (rank 9) down to Red's (rank 0).
std::string FenReader::read_board(const std::string& board, std::vector<Placed>& placed) {
  const auto ranks = std::count(board.begin(), board.end(), '/') + 1;
  if (ranks != RANK_NB) return "FEN board has " + counted(ranks, "rank") + ", expected 10";
  int rank = RANK_NB - 1, file = 0;
  bool previous_was_digit = false;
  for (char ch : board) {
    const std::string where = "rank " + std::to_string(rank) + " (FEN row " + std::to_string(RANK_NB - rank) + ")";
    if (ch == '/') {
      if (file != FILE_NB) return "FEN " + where + " has " + counted(file, "file") + ", expected 9";
      --rank;
      file = 0;
      previous_was_digit = false;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      if (ch == '0') return "bad run digit '0' in FEN " + where;
      if (previous_was_digit) return "two run digits in a row in FEN " + where + " (write their sum)";
      file += ch - '0';
      previous_was_digit = true;
    } else {
      const auto type = type_from_letter(char(std::tolower(static_cast<unsigned char>(ch))));
      if (!type) return std::string("unknown piece letter '") + ch + "' in FEN " + where;
      if (file < FILE_NB)
        placed.push_back({std::isupper(static_cast<unsigned char>(ch)) ? RED : BLACK, *type, make_square(file, rank)});
      ++file;
      previous_was_digit = false;
    }
    if (file > FILE_NB) return "FEN " + where + " has more than 9 files";
  }
  if (file != FILE_NB) return "FEN rank 0 (FEN row 10) has " + counted(file, "file") + ", expected 9";
  return "";
}

// 2. The other fields: side to move, two '-' placeholders, capture clock, move number.
std::string FenReader::read_fields(const std::vector<std::string>& fields, Position& pos) {
  pos.side_ = RED;
  if (fields.size() > 1) {
    const std::string& side = fields[1];
    if (side == "w" || side == "r")
      pos.side_ = RED;
    else if (side == "b")
      pos.side_ = BLACK;
    else
      return "bad side to move '" + side + "': expected 'w' (Red) or 'b' (Black)";
  }
  for (size_t i = 2; i < 4 && i < fields.size(); ++i)
    if (fields[i] != "-")
      return "FEN field " + std::to_string(i + 1) + " must be '-' in Xiangqi, found '" + fields[i] + "'";
  if (fields.size() > 4 && !parse_count(fields[4], pos.halfmove_clock_))
    return "bad halfmove clock '" + fields[4] + "': expected a number of plies";
  if (fields.size() > 5 && (!parse_count(fields[5], pos.fullmove_number_) || pos.fullmove_number_ < 1))
    return "bad move number '" + fields[5] + "': expected a number from 1";
  return "";
}

// 3. Piece counts, and points no piece of that kind can ever reach.
std::string FenReader::check_pieces(const std::vector<Placed>& placed) {
  std::array<std::array<int, PIECE_TYPE_NB>, COLOR_NB> count{};
  for (const Placed& p : placed) ++count[p.color][p.type];
  for (Color c : {RED, BLACK}) {
    if (count[c][KING] == 0) return std::string(kColorName[c]) + " has no king";
    if (count[c][KING] > 1) return std::string(kColorName[c]) + " has two kings";
    for (int t = ADVISOR; t < PIECE_TYPE_NB; ++t)
      if (count[c][t] > kMaxCount[t])
        return std::string(kColorName[c]) + " has " + std::to_string(count[c][t]) + " " + kTypePlural[t] +
               ", at most " + std::to_string(kMaxCount[t]) + " allowed";
  }
  for (const Placed& p : placed)
    if (const char* why = unreachable_reason(p.color, p.type, p.square))
      return std::string(kColorName[p.color]) + " " + kTypeName[p.type] + " on " + square_name(p.square) + " " + why;
  return "";
}

// 4. The pieces on the board, each kind in its slots.
void FenReader::place(const std::vector<Placed>& placed, Position& pos) {
  std::array<int, 48> next_slot{};
  for (const Placed& p : placed) {
    const int code = side_tag(p.color) + kFirstSlot[p.type] + next_slot[side_tag(p.color) + p.type]++;
    pos.board_[p.square] = Piece(code);
    pos.squares_[code] = p.square;
  }
  for (int s = 0; s < 256; ++s)
    if (in_board(s) && pos.board_[s] == kOffBoard) pos.board_[s] = NO_PIECE;
  pos.hash_ = pos.compute_hash();
}

// 5. The kings may not face each other, and the side that just moved may not be in check.
std::string FenReader::check_kings(const Position& pos) {
  const Square red_king = pos.king_square(RED), black_king = pos.king_square(BLACK);
  if (same_file(red_king, black_king)) {
    bool open = true;
    for (int s = red_king + NORTH; s != black_king; s += NORTH) open &= pos.board_[s] == NO_PIECE;
    if (open) return std::string("the kings face each other on the open ") + char('a' + file_of(red_king)) + "-file";
  }
  if (pos.king_attacked(~pos.side_))
    return std::string(kColorName[~pos.side_]) + " is in check but it is " + kColorName[pos.side_] + " to move";
  return "";
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
    const char letter = kFenLetter[type_of(p)];
    return color_of(p) == RED ? char(std::toupper(letter)) : letter;
  });
  out += side_ == RED ? " w - - " : " b - - ";
  out += std::to_string(halfmove_clock_) + " " + std::to_string(fullmove_number_);
  return out;
}

}  // namespace plyground::xiangqi
