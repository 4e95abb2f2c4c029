#include <bit>

#include "games/tictactoe/game.hpp"
#include "plyground/fen_board.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::tictactoe {
namespace {

constexpr char kMarkLetter[] = {'X', 'O'};

// Zobrist keys from a fixed seed, as the other games make theirs.
using zobrist::splitmix64;
struct Keys {
  uint64_t mark[2][kSquares]{};
  uint64_t o_to_move = 0;
};
constexpr Keys make_keys() {
  Keys k;
  uint64_t state = 0x7469637461637465ULL;
  for (auto& player : k.mark)
    for (auto& key : player) key = splitmix64(state);
  k.o_to_move = splitmix64(state);
  return k;
}
constexpr Keys kKeys = make_keys();

}  // namespace

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error) {
  Position pos;
  auto bad = [&](const std::string& why) -> std::optional<Position> {
    refuse(error, why);
    return std::nullopt;
  };
  const size_t space = fen.find(' ');
  if (space == std::string_view::npos) return bad("FEN has no side to move (e.g. \"3/3/3 x\")");
  const std::string_view board = fen.substr(0, space), side = fen.substr(space + 1);
  int rank = 2, file = 0;
  for (char ch : board) {
    if (ch == '/') {
      if (file != 3)
        return bad("FEN rank " + std::to_string(rank + 1) + " has " + counted(file, "square") + ", expected 3");
      if (--rank < 0) return bad("FEN board has more than 3 ranks");
      file = 0;
    } else if (ch >= '1' && ch <= '3') {
      file += ch - '0';
    } else if (ch == 'X' || ch == 'x' || ch == 'O' || ch == 'o') {
      if (file < 3) pos.marks_[(ch == 'X' || ch == 'x') ? X : O] |= Board(1u << (rank * 3 + file));
      ++file;
    } else {
      return bad(std::string("FEN board has '") + ch + "': only X, O, 1-3 and / belong there");
    }
    if (file > 3) return bad("FEN rank " + std::to_string(rank + 1) + " has more than 3 squares");
  }
  if (rank != 0 || file != 3) return bad("FEN board has " + counted(3 - rank, "rank") + ", expected 3 of 3 squares");
  if (side != "x" && side != "X" && side != "o" && side != "O")
    return bad("FEN side to move is '" + std::string(side) + "', expected x or o");
  pos.side_ = (side == "x" || side == "X") ? X : O;
  const int xs = std::popcount(pos.marks_[X]), os = std::popcount(pos.marks_[O]);
  if (xs != os && xs != os + 1)
    return bad("X has " + std::to_string(xs) + " marks and O " + std::to_string(os) +
               ": X moves first, so X has as many as O or one more");
  if (pos.side_ != (xs == os ? X : O))
    return bad(std::string("the marks say ") + kMarkLetter[xs == os ? X : O] + " is to move");
  if (has_line(pos.marks_[pos.side_]))
    return bad(std::string(1, kMarkLetter[pos.side_]) + " has a line but it is its move: the game ended before");
  return pos;
}

std::string Position::fen() const {
  const std::string board = fen_board(3, 3, [&](int file, int rank) -> char {
    const Board bit = Board(1u << (rank * 3 + file));
    return (marks_[X] & bit) ? 'X' : (marks_[O] & bit) ? 'O' : 0;
  });
  return board + (side_ == X ? " x" : " o");
}

void Position::legal_moves(MoveList& list) const {
  list.clear();
  if (line_made()) return;
  for (Square s = 0; s < kSquares; ++s)
    if (empty_squares() & (1u << s)) list.push(Move(s));
}

int Position::count_legal_moves() const { return line_made() ? 0 : std::popcount(empty_squares()); }

uint64_t Position::hash() const {
  uint64_t h = side_ == O ? kKeys.o_to_move : 0;
  for (int player = 0; player < 2; ++player)
    for (Square s = 0; s < kSquares; ++s)
      if (marks_[player] & (1u << s)) h ^= kKeys.mark[player][s];
  return h;
}

std::string square_name(Square s) { return {char('a' + s % 3), char('1' + s / 3)}; }

std::string move_text(const Position&, Move m) { return m ? square_name(m.square()) : "0000"; }

Move parse_move(const Position& pos, std::string_view text, std::string* error) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'c' || text[1] < '1' || text[1] > '3') {
    refuse(error, "'" + std::string(text) + "' is not a square (a1 to c3)");
    return {};
  }
  const Square s = (text[1] - '1') * 3 + (text[0] - 'a');
  if (pos.line_made()) {
    refuse(error, "the game is over: " + std::string(1, kMarkLetter[1 - pos.side_to_move()]) + " made a line");
    return {};
  }
  if (!(pos.empty_squares() & (1u << s))) {
    refuse(error, std::string(text) + " is already marked");
    return {};
  }
  return Move(s);
}

int evaluate(const Position& pos) {
  int score[2] = {0, 0};
  for (Board line : kLines)
    for (int player = 0; player < 2; ++player) {
      const int mine = std::popcount(Board(pos.marks(Mark(player)) & line));
      const bool open = (pos.marks(Mark(1 - player)) & line) == 0;
      if (open && mine == 1) score[player] += 10;
      if (open && mine == 2) score[player] += 100;
    }
  const int us = pos.side_to_move();
  return score[us] - score[1 - us];
}

GameEnd judge_position(const Position& now) {
  if (now.line_made()) {
    const int winner = 1 - now.side_to_move();
    return {win_for(winner), std::string("three in a row by ") + kMarkLetter[winner]};
  }
  if (now.count_legal_moves() == 0) return {Result::DRAW, "the board is full"};
  return {};
}

}  // namespace plyground::tictactoe
