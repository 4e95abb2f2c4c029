// Why a move a person tried is not legal, in the words of the rules.
#include <cstdlib>

#include "games/xiangqi/notation.hpp"

namespace plyground::xiangqi {
namespace {

// Pieces strictly between two points on one line.
int pieces_between(const Position& pos, Square a, Square b) {
  const int step = same_file(a, b) ? (b > a ? NORTH : SOUTH) : (b > a ? EAST : WEST);
  int n = 0;
  for (int s = a + step; s != b; s += step) n += pos.piece_on(Square(s)) != NO_PIECE;
  return n;
}

// The reason a move breaks how its piece moves, or "" when it moves as its piece may.
std::string movement_fault(const Position& pos, Move m) {
  const Square from = m.from(), to = m.to();
  const Piece p = pos.piece_on(from);
  const Color us = color_of(p);
  const int df = std::abs(file_of(to) - file_of(from)), dr = std::abs(rank_of(to) - rank_of(from));
  const int forward_ranks = (rank_of(to) - rank_of(from)) * (us == RED ? 1 : -1);
  const bool capture = pos.piece_on(to) != NO_PIECE;
  const bool straight = df == 0 || dr == 0;
  switch (type_of(p)) {
    case KING:
      if (df + dr != 1) return "the king moves one point along a line";
      if (!in_palace(to)) return "the king may not leave the palace";
      return "";
    case ADVISOR:
      if (df != 1 || dr != 1) return "an advisor moves one point diagonally";
      if (!in_palace(to)) return "an advisor may not leave the palace";
      return "";
    case ELEPHANT:
      if (df != 2 || dr != 2) return "an elephant moves exactly two points diagonally";
      if (!on_own_half(us, to)) return "an elephant may not cross the river";
      if (pos.piece_on(Square((from + to) / 2)) != NO_PIECE) return "the elephant's eye is blocked";
      return "";
    case HORSE: {
      if (!((df == 1 && dr == 2) || (df == 2 && dr == 1)))
        return "a horse moves one point along a line, then one diagonally outwards";
      const int leg = dr == 2 ? from + (to > from ? NORTH : SOUTH) : from + (file_of(to) > file_of(from) ? EAST : WEST);
      if (pos.piece_on(Square(leg)) != NO_PIECE) return "the horse's leg is blocked";
      return "";
    }
    case CHARIOT:
      if (!straight) return "a chariot moves along a line";
      if (pieces_between(pos, from, to) > 0) return "the chariot cannot jump over pieces";
      return "";
    case CANNON: {
      if (!straight) return "a cannon moves along a line";
      const int screens = pieces_between(pos, from, to);
      if (capture && screens != 1) return "a cannon captures by jumping exactly one piece";
      if (!capture && screens > 0) return "a cannon jumps only to capture";
      return "";
    }
    case SOLDIER:
      if (forward_ranks < 0) return "a soldier never moves backward";
      if (df + dr != 1) return "a soldier moves one point at a time";
      if (dr == 0 && on_own_half(us, from)) return "a soldier moves sideways only after crossing the river";
      return "";
    default:
      return "";
  }
}

}  // namespace

std::string illegal_reason(const Position& pos, Move m) {
  const Piece p = pos.piece_on(m.from());
  if (!in_board(m.from()) || !in_board(m.to()) || m.from() == m.to()) return "that is not a move";
  if (p == NO_PIECE) return "there is no piece there";
  if (color_of(p) != pos.side_to_move()) return "it is the other side's turn";
  const Piece target = pos.piece_on(m.to());
  if (target != NO_PIECE && color_of(target) == color_of(p)) return "you cannot capture your own piece";
  if (std::string fault = movement_fault(pos, m); !fault.empty()) return fault;
  if (pos.is_legal(m)) return "";
  // It moves as the piece may, but exposes its own king: say how.
  Position after = pos;
  Position::Undo undo;
  after.do_move(m, undo);
  const Square us = after.king_square(pos.side_to_move()), them = after.king_square(~pos.side_to_move());
  if (same_file(us, them) && pieces_between(after, us, them) == 0) return "the kings would face each other";
  return pos.in_check() ? "your king is in check: this move does not answer it" : "that would leave your king in check";
}

}  // namespace plyground::xiangqi
