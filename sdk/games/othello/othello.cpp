#include <bit>

#include "games/othello/game.hpp"
#include "plyground/fen_board.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::othello {
namespace {

constexpr const char* kSideName[] = {"Black", "White"};

// One step in each of the eight directions, without wrapping from one edge to the other.
constexpr Board kNotFileA = 0xfefefefefefefefeULL, kNotFileH = 0x7f7f7f7f7f7f7f7fULL;
constexpr Board step(Board b, int direction) {
  switch (direction) {
    case 0:
      return (b << 1) & kNotFileA;  // east
    case 1:
      return (b >> 1) & kNotFileH;  // west
    case 2:
      return b << 8;  // down
    case 3:
      return b >> 8;  // up
    case 4:
      return (b << 9) & kNotFileA;  // down and east
    case 5:
      return (b << 7) & kNotFileH;  // down and west
    case 6:
      return (b >> 7) & kNotFileA;  // up and east
    default:
      return (b >> 9) & kNotFileH;  // up and west
  }
}

// Keys for the hash: each side's board mixed by SplitMix64's finaliser with its own constant.
constexpr uint64_t mix(uint64_t x, uint64_t salt) {
  uint64_t state = x ^ salt;
  return zobrist::splitmix64(state);
}
constexpr uint64_t kWhiteToMove = 0x6f7468656c6c6f21ULL;

// Square weights from the side's own view: corners are kept for good; the squares next to them
// tend to give a corner away (a fixed table: it does not look whether the corner is taken).
constexpr int kWeights[kSquares] = {
    100, -20, 10, 5,  5,  10, -20, 100,  //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    10,  -2,  1,  1,  1,  1,  -2,  10,   //
    5,   -2,  1,  0,  0,  1,  -2,  5,    //
    5,   -2,  1,  0,  0,  1,  -2,  5,    //
    10,  -2,  1,  1,  1,  1,  -2,  10,   //
    -20, -50, -2, -2, -2, -2, -50, -20,  //
    100, -20, 10, 5,  5,  10, -20, 100,
};

}  // namespace

Board legal_squares(Board own, Board opponent) {
  const Board empty = ~(own | opponent);
  Board moves = 0;
  for (int direction = 0; direction < 8; ++direction) {
    Board line = step(own, direction) & opponent;
    for (int i = 0; i < 5; ++i) line |= step(line, direction) & opponent;
    moves |= step(line, direction) & empty;
  }
  return moves;
}

Board flips(Board own, Board opponent, int square) {
  Board turned = 0;
  for (int direction = 0; direction < 8; ++direction) {
    Board line = 0, at = step(Board(1) << square, direction);
    while (at & opponent) {
      line |= at;
      at = step(at, direction);
    }
    if (at & own) turned |= line;
  }
  return turned;
}

Position Position::start() { return *from_fen(kStartFen); }

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error) {
  Position pos;
  auto bad = [&](const std::string& why) -> std::optional<Position> {
    refuse(error, why);
    return std::nullopt;
  };
  const size_t space = fen.find(' ');
  if (space == std::string_view::npos) return bad("FEN has no side to move (e.g. \"" + std::string(kStartFen) + "\")");
  const std::string_view board = fen.substr(0, space), side = fen.substr(space + 1);
  int row = 0, file = 0;
  for (char ch : board) {
    if (ch == '/') {
      if (file != 8)
        return bad("FEN row " + std::to_string(row + 1) + " has " + counted(file, "square") + ", expected 8");
      if (++row > 7) return bad("FEN board has more than 8 rows");
      file = 0;
    } else if (ch >= '1' && ch <= '8') {
      file += ch - '0';
    } else if (ch == 'X' || ch == 'x' || ch == 'O' || ch == 'o') {
      if (file < 8) pos.discs_[(ch == 'X' || ch == 'x') ? BLACK : WHITE] |= Board(1) << (row * 8 + file);
      ++file;
    } else {
      return bad(std::string("FEN board has '") + ch + "': only X (Black), O (White), 1-8 and / belong there");
    }
    if (file > 8) return bad("FEN row " + std::to_string(row + 1) + " has more than 8 squares");
  }
  if (row != 7) return bad("FEN board has " + counted(row + 1, "row") + ", expected 8");
  if (file != 8) return bad("FEN row 8 has " + counted(file, "square") + ", expected 8");
  if (side != "x" && side != "X" && side != "o" && side != "O")
    return bad("FEN side to move is '" + std::string(side) + "', expected x (Black) or o (White)");
  pos.side_ = (side == "x" || side == "X") ? BLACK : WHITE;
  // The four middle squares are filled from the start and never emptied.
  constexpr Board kMiddle = (Board(0x18) << 24) | (Board(0x18) << 32);
  if (((pos.discs_[BLACK] | pos.discs_[WHITE]) & kMiddle) != kMiddle)
    return bad("the four middle squares (d4 e4 d5 e5) must hold discs");
  return pos;
}

std::string Position::fen() const {
  const std::string board = fen_board(8, 8, [&](int file, int rank) -> char {
    const Board bit = Board(1) << ((7 - rank) * 8 + file);
    return (discs_[BLACK] & bit) ? 'X' : (discs_[WHITE] & bit) ? 'O' : 0;
  });
  return board + (side_ == BLACK ? " x" : " o");
}

int Position::count(Colour c) const { return std::popcount(discs_[c]); }

bool Position::finished() const { return !playable() && !legal_squares(discs_[1 - side_], discs_[side_]); }

void Position::legal_moves(MoveList& list) const {
  list.clear();
  Board squares = playable();
  if (!squares) {
    if (!finished()) list.push(Move::pass());
    return;
  }
  for (; squares; squares &= squares - 1) list.push(Move(std::countr_zero(squares)));
}

int Position::count_legal_moves() const {
  if (const Board squares = playable()) return std::popcount(squares);
  return finished() ? 0 : 1;
}

uint64_t Position::hash() const {
  return mix(discs_[BLACK], 0x626c61636b000000ULL) ^ mix(discs_[WHITE], 0x7768697465000000ULL) ^
         (side_ == WHITE ? kWhiteToMove : 0);
}

void Position::do_move(Move m, Undo& undo) {
  undo.flipped = 0;
  if (!m.is_pass()) {
    const Board placed = Board(1) << m.square();
    undo.flipped = flips(discs_[side_], discs_[1 - side_], m.square());
    discs_[side_] |= placed | undo.flipped;
    discs_[1 - side_] &= ~undo.flipped;
  }
  side_ = Colour(1 - side_);
}

void Position::undo_move(Move m, const Undo& undo) {
  side_ = Colour(1 - side_);
  if (m.is_pass()) return;
  discs_[side_] &= ~(undo.flipped | (Board(1) << m.square()));
  discs_[1 - side_] |= undo.flipped;
}

Verdict Position::no_moves_verdict() const {
  const int mine = count(side_), theirs = count(Colour(1 - side_));
  return mine > theirs ? Verdict::WIN : mine < theirs ? Verdict::LOSS : Verdict::DRAW;
}

std::string square_name(int square) { return {char('a' + square % 8), char('1' + square / 8)}; }

std::string move_text(const Position&, Move m) {
  if (!m) return "0000";
  return m.is_pass() ? "pass" : square_name(m.square());
}

Move parse_move(const Position& pos, std::string_view text, std::string* error) {
  const std::string side = kSideName[pos.side_to_move()];
  if (pos.finished()) {
    refuse(error, "the game is over: neither side can move");
    return {};
  }
  if (text == "pass") {
    if (pos.playable()) refuse(error, side + " may not pass while it has a move");
    return pos.playable() ? Move{} : Move::pass();
  }
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') {
    refuse(error, "'" + std::string(text) + "' is not a square (a1 to h8) or pass");
    return {};
  }
  const int square = (text[1] - '1') * 8 + (text[0] - 'a');
  const Board bit = Board(1) << square;
  if ((pos.discs(BLACK) | pos.discs(WHITE)) & bit) {
    refuse(error, std::string(text) + " is taken");
    return {};
  }
  if (!(pos.playable() & bit)) {
    refuse(error, pos.playable() ? "a disc on " + std::string(text) + " would turn nothing over"
                                 : side + " has no move and must pass");
    return {};
  }
  return Move(square);
}

int evaluate(const Position& pos) {
  const Colour us = pos.side_to_move(), them = Colour(1 - us);
  int score = 0;
  for (Board b = pos.discs(us); b; b &= b - 1) score += kWeights[std::countr_zero(b)];
  for (Board b = pos.discs(them); b; b &= b - 1) score -= kWeights[std::countr_zero(b)];
  const int mobility = std::popcount(pos.playable()) - std::popcount(legal_squares(pos.discs(them), pos.discs(us)));
  return score + 5 * mobility;
}

GameEnd judge_position(const Position& now) {
  if (!now.finished()) return {};
  const int black = now.count(BLACK), white = now.count(WHITE);
  const std::string count = std::to_string(black) + "-" + std::to_string(white);
  if (black == white) return {Result::DRAW, "equal discs, " + count};
  const int winner = black > white ? BLACK : WHITE;
  return {win_for(winner), std::string("more discs for ") + kSideName[winner] + ", " + count};
}

}  // namespace plyground::othello
