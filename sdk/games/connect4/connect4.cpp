#include <bit>

#include "games/connect4/game.hpp"
#include "plyground/fen_board.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::connect4 {
namespace {

constexpr const char* kSideName[] = {"Red", "Yellow"};
// Columns from the middle out: the order moves are generated in.
constexpr int kColumnOrder[kColumns] = {3, 2, 4, 1, 5, 0, 6};

// Zobrist keys from a fixed seed, as the other games make theirs.
using zobrist::splitmix64;
struct Keys {
  uint64_t disc[2][kColumns * kColumnBits]{};
  uint64_t yellow_to_move = 0;
};
constexpr Keys make_keys() {
  Keys k;
  uint64_t state = 0x636f6e6e65637434ULL;
  for (auto& player : k.disc)
    for (auto& key : player) key = splitmix64(state);
  k.yellow_to_move = splitmix64(state);
  return k;
}
constexpr Keys kKeys = make_keys();

// Every line of four cells on the board: 24 across, 21 up, 24 on the diagonals.
struct Lines {
  std::array<Board, 69> masks{};
  int count = 0;
};
constexpr Lines make_lines() {
  Lines lines;
  constexpr int kSteps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  for (const auto& step : kSteps)
    for (int column = 0; column < kColumns; ++column)
      for (int row = 0; row < kRows; ++row) {
        const int last_column = column + 3 * step[0], last_row = row + 3 * step[1];
        if (last_column >= kColumns || last_row < 0 || last_row >= kRows) continue;
        Board mask = 0;
        for (int i = 0; i < 4; ++i) mask |= bit(column + i * step[0], row + i * step[1]);
        lines.masks[size_t(lines.count++)] = mask;
      }
  return lines;
}
constexpr Lines kLines = make_lines();
static_assert(kLines.count == 69);

// The column a letter names, or -1.
int column_of(char letter) { return letter >= 'a' && letter < 'a' + kColumns ? letter - 'a' : -1; }

}  // namespace

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error) {
  Position pos;
  auto bad = [&](const std::string& why) -> std::optional<Position> {
    refuse(error, why);
    return std::nullopt;
  };
  const size_t space = fen.find(' ');
  if (space == std::string_view::npos) return bad("FEN has no side to move (e.g. \"7/7/7/7/7/7 r\")");
  const std::string_view board = fen.substr(0, space), side = fen.substr(space + 1);
  int row = kRows - 1, column = 0;
  for (char ch : board) {
    if (ch == '/') {
      if (column != kColumns)
        return bad("FEN row " + std::to_string(row + 1) + " has " + counted(column, "cell") + ", expected 7");
      if (--row < 0) return bad("FEN board has more than 6 rows");
      column = 0;
    } else if (ch >= '1' && ch <= '7') {
      column += ch - '0';
    } else if (ch == 'R' || ch == 'r' || ch == 'Y' || ch == 'y') {
      if (column < kColumns) pos.discs_[(ch == 'R' || ch == 'r') ? RED : YELLOW] |= bit(column, row);
      ++column;
    } else {
      return bad(std::string("FEN board has '") + ch + "': only R, Y, 1-7 and / belong there");
    }
    if (column > kColumns) return bad("FEN row " + std::to_string(row + 1) + " has more than 7 cells");
  }
  if (row != 0) return bad("FEN board has " + counted(kRows - row, "row") + ", expected 6");
  if (column != kColumns) return bad("FEN row 1 has " + counted(column, "cell") + ", expected 7");
  if (side != "r" && side != "R" && side != "y" && side != "Y")
    return bad("FEN side to move is '" + std::string(side) + "', expected r or y");
  pos.side_ = (side == "r" || side == "R") ? RED : YELLOW;
  const Board all = pos.discs_[RED] | pos.discs_[YELLOW];
  for (int c = 0; c < kColumns; ++c) {
    int height = 0;
    while (height < kRows && (all & bit(c, height))) ++height;
    for (int r = height; r < kRows; ++r)
      if (all & bit(c, r)) return bad("a disc floats at " + cell_name(c, r) + " above an empty cell");
    pos.height_[size_t(c)] = uint8_t(height);
  }
  const int reds = std::popcount(pos.discs_[RED]), yellows = std::popcount(pos.discs_[YELLOW]);
  if (reds != yellows && reds != yellows + 1)
    return bad("Red has " + counted(reds, "disc") + " and Yellow " + std::to_string(yellows) +
               ": Red moves first, so Red has as many as Yellow or one more");
  if (pos.side_ != (reds == yellows ? RED : YELLOW))
    return bad(std::string("the discs say ") + kSideName[reds == yellows ? RED : YELLOW] + " is to move");
  if (has_four(pos.discs_[pos.side_]))
    return bad(std::string(kSideName[pos.side_]) + " has four in a row but it is its move: the game ended before");
  for (int player = 0; player < 2; ++player)
    for (int cell = 0; cell < kColumns * kColumnBits; ++cell)
      if (pos.discs_[size_t(player)] & (Board(1) << cell)) pos.hash_ ^= kKeys.disc[player][cell];
  if (pos.side_ == YELLOW) pos.hash_ ^= kKeys.yellow_to_move;
  return pos;
}

std::string Position::fen() const {
  const std::string board = fen_board(kColumns, kRows, [&](int column, int row) -> char {
    return (discs_[RED] & bit(column, row)) ? 'R' : (discs_[YELLOW] & bit(column, row)) ? 'Y' : 0;
  });
  return board + (side_ == RED ? " r" : " y");
}

void Position::legal_moves(MoveList& list) const {
  list.clear();
  if (four_made()) return;
  for (int column : kColumnOrder)
    if (height_[size_t(column)] < kRows) list.push(Move(column));
}

int Position::count_legal_moves() const {
  if (four_made()) return 0;
  int n = 0;
  for (uint8_t h : height_) n += h < kRows;
  return n;
}

void Position::do_move(Move m, Undo&) {
  const int column = m.column(), row = height_[size_t(column)]++;
  discs_[side_] |= bit(column, row);
  hash_ ^= kKeys.disc[side_][column * kColumnBits + row] ^ kKeys.yellow_to_move;
  side_ = Disc(1 - side_);
}

void Position::undo_move(Move m, const Undo&) {
  side_ = Disc(1 - side_);
  const int column = m.column(), row = --height_[size_t(column)];
  discs_[side_] &= ~bit(column, row);
  hash_ ^= kKeys.disc[side_][column * kColumnBits + row] ^ kKeys.yellow_to_move;
}

std::string cell_name(int column, int row) { return {char('a' + column), char('1' + row)}; }

std::string move_text(const Position&, Move m) { return m ? std::string(1, char('a' + m.column())) : "0000"; }

Move parse_move(const Position& pos, std::string_view text, std::string* error) {
  const int column = text.size() == 1 ? column_of(text[0]) : -1;
  if (column < 0) {
    refuse(error, "'" + std::string(text) + "' is not a column (a to g)");
    return {};
  }
  if (pos.four_made()) {
    refuse(error, std::string("the game is over: ") + kSideName[1 - pos.side_to_move()] + " made four in a row");
    return {};
  }
  if (pos.height(column) == kRows) {
    refuse(error, "column " + std::string(text) + " is full");
    return {};
  }
  return Move(column);
}

std::string landing_text(const Position& pos, Move m) { return cell_name(m.column(), pos.height(m.column())); }

Move parse_landing(const Position& pos, std::string_view text, std::string* error) {
  if (text.size() != 2 || column_of(text[0]) < 0 || text[1] < '1' || text[1] > '6') {
    refuse(error, "'" + std::string(text) + "' is not a cell (a1 to g6)");
    return {};
  }
  const Move m = parse_move(pos, text.substr(0, 1), error);
  if (m && pos.height(m.column()) != text[1] - '1') {
    refuse(error, "a disc dropped in column " + std::string(1, text[0]) + " lands on " + landing_text(pos, m) +
                      ", not " + std::string(text));
    return {};
  }
  return m;
}

int evaluate(const Position& pos) {
  constexpr int kLineValue[4] = {0, 1, 10, 50};
  constexpr Board kMiddle = Board(0x3f) << (3 * kColumnBits);
  int score[2] = {0, 0};
  for (int i = 0; i < kLines.count; ++i) {
    const Board line = kLines.masks[size_t(i)];
    const int red = std::popcount(pos.discs(RED) & line), yellow = std::popcount(pos.discs(YELLOW) & line);
    if (yellow == 0) score[RED] += kLineValue[std::min(red, 3)];
    if (red == 0) score[YELLOW] += kLineValue[std::min(yellow, 3)];
  }
  for (int player = 0; player < 2; ++player) score[player] += 3 * std::popcount(pos.discs(Disc(player)) & kMiddle);
  const int us = pos.side_to_move();
  return score[us] - score[1 - us];
}

GameEnd judge_position(const Position& now) {
  if (now.four_made()) {
    const int winner = 1 - now.side_to_move();
    return {win_for(winner), std::string("four in a row by ") + kSideName[winner]};
  }
  if (now.count_legal_moves() == 0) return {Result::DRAW, "the board is full"};
  return {};
}

}  // namespace plyground::connect4
