// Move generation and attack detection on the padded mailbox.
#include "games/xiangqi/position.hpp"

namespace plyground::xiangqi {
namespace {

constexpr std::array<int, 4> kOrthogonal = {NORTH, SOUTH, EAST, WEST};
constexpr std::array<int, 4> kDiagonal = {NORTH + EAST, NORTH + WEST, SOUTH + EAST, SOUTH + WEST};

constexpr std::array<bool, 256> make_palace_table() {
  std::array<bool, 256> t{};
  for (int s = 0; s < 256; ++s) t[s] = in_palace(s);
  return t;
}
constexpr std::array<bool, 256> kInPalace = make_palace_table();

}  // namespace

Position::Position() { board_.fill(kOffBoard); }

Position Position::start() { return *from_fen(kStartFen); }

uint64_t Position::compute_hash() const {
  uint64_t h = side_ == BLACK ? zobrist::kSide : 0;
  for (int p = 16; p < 48; ++p)
    if (squares_[p]) h ^= zobrist::piece(Piece(p), squares_[p]);
  return h;
}

bool Position::operator==(const Position& other) const {
  return board_ == other.board_ && side_ == other.side_ && halfmove_clock_ == other.halfmove_clock_ &&
         fullmove_number_ == other.fullmove_number_ && hash_ == other.hash_;
}

// Each piece type in turn. `CapturesOnly` keeps only moves onto an enemy piece.
template <bool CapturesOnly>
void Position::generate(MoveList& list) const {
  const Color us = side_, them = ~us;
  const int tag = side_tag(us);
  auto add = [&](Square from, int to) {
    const Piece target = board_[to];
    if (CapturesOnly ? is_color(target, them) : (target == NO_PIECE || is_color(target, them)))
      list.push(Move(from, Square(to)));
  };

  // King and advisors: one step, orthogonal or diagonal, never leaving the palace.
  if (const Square s = squares_[tag]) {
    for (int d : kOrthogonal)
      if (kInPalace[s + d]) add(s, s + d);
  }
  for (int slot = kFirstSlot[ADVISOR]; slot < kEndSlot[ADVISOR]; ++slot)
    if (const Square s = squares_[tag + slot])
      for (int d : kDiagonal)
        if (kInPalace[s + d]) add(s, s + d);

  // Elephants: two points diagonally, the midpoint (the eye) empty, never across the river.
  for (int slot = kFirstSlot[ELEPHANT]; slot < kEndSlot[ELEPHANT]; ++slot)
    if (const Square s = squares_[tag + slot])
      for (int d : kDiagonal) {
        const int to = s + 2 * d;
        if (board_[s + d] == NO_PIECE && board_[to] != kOffBoard && on_own_half(us, Square(to))) add(s, to);
      }

  // Horses: one point orthogonally (the leg, which must be empty), then one diagonally outwards.
  for (int slot = kFirstSlot[HORSE]; slot < kEndSlot[HORSE]; ++slot)
    if (const Square s = squares_[tag + slot])
      for (int leg : kOrthogonal) {
        if (board_[s + leg] != NO_PIECE) continue;
        const int side = (leg == NORTH || leg == SOUTH) ? EAST : NORTH;
        add(s, s + 2 * leg + side);
        add(s, s + 2 * leg - side);
      }

  // Chariots slide until the first piece, which they may capture.
  for (int slot = kFirstSlot[CHARIOT]; slot < kEndSlot[CHARIOT]; ++slot)
    if (const Square s = squares_[tag + slot])
      for (int d : kOrthogonal) {
        int to = s + d;
        for (; board_[to] == NO_PIECE; to += d)
          if (!CapturesOnly) list.push(Move(s, Square(to)));
        if (is_color(board_[to], them)) list.push(Move(s, Square(to)));
      }

  // Cannons slide like chariots but capture only by jumping exactly one piece (the screen).
  for (int slot = kFirstSlot[CANNON]; slot < kEndSlot[CANNON]; ++slot)
    if (const Square s = squares_[tag + slot])
      for (int d : kOrthogonal) {
        int to = s + d;
        for (; board_[to] == NO_PIECE; to += d)
          if (!CapturesOnly) list.push(Move(s, Square(to)));
        if (board_[to] == kOffBoard) continue;
        for (to += d; board_[to] == NO_PIECE; to += d) {
        }
        if (is_color(board_[to], them)) list.push(Move(s, Square(to)));
      }

  // Soldiers step forward; once across the river, also sideways.
  for (int slot = kFirstSlot[SOLDIER]; slot < kEndSlot[SOLDIER]; ++slot)
    if (const Square s = squares_[tag + slot]) {
      add(s, s + forward(us));
      if (!on_own_half(us, s)) {
        add(s, s + EAST);
        add(s, s + WEST);
      }
    }
}

void Position::generate_pseudo_legal(MoveList& list) const { generate<false>(list); }
void Position::generate_pseudo_legal_captures(MoveList& list) const { generate<true>(list); }

// Would the king of `us` (on `king` once the move is made) be attacked after moving the piece on
// `from` to `to`? The board is read as if the move were made, without changing it.
bool Position::attacked_after(Color us, Square king, Square from, Square to) const {
  const Piece moving = board_[from];
  auto at = [&](int s) { return s == from ? NO_PIECE : s == to ? moving : board_[s]; };
  const Color them = ~us;
  auto is = [&](Piece p, PieceType t) { return is_color(p, them) && type_of(p) == t; };

  // Along the four lines: a chariot or the enemy king as the first piece (flying general:
  // the kings' palaces share files, never ranks), a cannon as the second.
  for (int d : kOrthogonal) {
    int s = king + d;
    while (at(s) == NO_PIECE) s += d;
    const Piece first = at(s);
    if (first == kOffBoard) continue;
    if (is(first, CHARIOT) || is(first, KING)) return true;
    for (s += d; at(s) == NO_PIECE; s += d) {
    }
    if (is(at(s), CANNON)) return true;
  }
  // Horses: each diagonal neighbour of the king is the leg for two horse squares beyond it.
  for (int d : kDiagonal) {
    const int leg = king + d;
    if (at(leg) != NO_PIECE) continue;
    const int vertical = d > 0 ? NORTH : SOUTH;
    const int horizontal = d - vertical;
    if (is(at(leg + vertical), HORSE) || is(at(leg + horizontal), HORSE)) return true;
  }
  // Soldiers: one in front of the king (from its side's view) or beside it. A soldier beside a
  // king in its palace has always crossed the river, so no river test is needed.
  for (int s : {king + forward(us), king + EAST, king + WEST})
    if (is(at(s), SOLDIER)) return true;
  return false;
}

bool Position::king_attacked(Color c) const {
  // NO_SQUARE lies in the padding, where no scan ever reads: nothing is moved.
  return attacked_after(c, squares_[side_tag(c)], NO_SQUARE, NO_SQUARE);
}

bool Position::is_legal_pseudo(Move m) const {
  const Color us = side_;
  Square king = squares_[side_tag(us)];
  if (m.from() == king) king = m.to();
  return !attacked_after(us, king, m.from(), m.to());
}

// Visits the legal moves among `pseudo`. Most moves need no attack test: when the king is not in
// check, a move can only expose it if it leaves or enters one of the king's four lines on which an
// enemy chariot, cannon or king stands (a chariot unblocked, a cannon's screen taken away or put
// in, the flying general), or leaves a diagonal neighbour of the king that is the leg of an enemy
// horse.
template <class Visit>
void Position::for_each_legal(const MoveList& pseudo, Visit visit) const {
  const Color them = ~side_;
  const Square king = squares_[side_tag(side_)];
  const bool check = in_check();
  // Bit i: an enemy chariot, cannon or king somewhere on the line from the king in kOrthogonal[i].
  unsigned lines = 0;
  for (int i = 0; i < 4; ++i)
    for (int s = king + kOrthogonal[i]; board_[s] != kOffBoard; s += kOrthogonal[i]) {
      const Piece p = board_[s];
      if (is_color(p, them) && (type_of(p) == CHARIOT || type_of(p) == CANNON || type_of(p) == KING)) {
        lines |= 1u << i;
        break;
      }
    }
  auto on_line = [&](Square s) {  // on one of those lines (kOrthogonal is north, south, east, west)
    if (same_file(s, king)) return (lines & (s > king ? 1u : 2u)) != 0;
    if (same_rank(s, king)) return (lines & (s > king ? 4u : 8u)) != 0;
    return false;
  };
  // Bit i: the king's neighbour in kDiagonal[i] is the leg of an enemy horse.
  unsigned legs = 0;
  for (int i = 0; i < 4; ++i) {
    const int leg = king + kDiagonal[i], vertical = kDiagonal[i] > 0 ? NORTH : SOUTH;
    const Piece a = board_[leg + vertical], b = board_[leg + kDiagonal[i] - vertical];
    if ((is_color(a, them) && type_of(a) == HORSE) || (is_color(b, them) && type_of(b) == HORSE)) legs |= 1u << i;
  }
  for (Move m : pseudo) {
    const Square from = m.from(), to = m.to();
    bool risky = check || from == king || on_line(from) || on_line(to);
    for (int i = 0; i < 4 && !risky; ++i) risky = (legs >> i & 1) && from == king + kDiagonal[i];
    if (!risky || is_legal_pseudo(m)) visit(m);
  }
}

void Position::legal_moves(MoveList& list) const {
  MoveList pseudo;
  generate<false>(pseudo);
  list.clear();
  for_each_legal(pseudo, [&](Move m) { list.push(m); });
}

void Position::legal_captures(MoveList& list) const {
  MoveList pseudo;
  generate<true>(pseudo);
  list.clear();
  for_each_legal(pseudo, [&](Move m) { list.push(m); });
}

int Position::count_legal_moves() const {
  MoveList pseudo;
  generate<false>(pseudo);
  int n = 0;
  for_each_legal(pseudo, [&](Move) { ++n; });
  return n;
}

bool Position::is_pseudo_legal(Move m) const {
  const Square from = m.from(), to = m.to();
  const Piece p = board_[from];
  if (from == to || !in_board(from) || !in_board(to) || !is_color(p, side_)) return false;
  MoveList list;
  generate<false>(list);
  return list.contains(m);
}

bool Position::is_legal(Move m) const { return is_pseudo_legal(m) && is_legal_pseudo(m); }

bool Position::attacks(Square attacker, Square target) const {
  const Piece p = board_[attacker];
  if (p == NO_PIECE || p == kOffBoard || attacker == target) return false;
  const Color c = color_of(p);
  const int df = file_of(target) - file_of(attacker), dr = rank_of(target) - rank_of(attacker);
  const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
  auto pieces_between = [&]() {
    if (df != 0 && dr != 0) return -1;
    const int step = dr > 0 ? NORTH : dr < 0 ? SOUTH : df > 0 ? EAST : WEST;
    int n = 0;
    for (int s = attacker + step; s != target; s += step) n += board_[s] != NO_PIECE;
    return n;
  };
  switch (type_of(p)) {
    case KING:
      return (adf + adr == 1 && kInPalace[target]) ||
             (df == 0 && board_[target] > kOffBoard && type_of(board_[target]) == KING && pieces_between() == 0);
    case ADVISOR:
      return adf == 1 && adr == 1 && kInPalace[target];
    case ELEPHANT:
      return adf == 2 && adr == 2 && on_own_half(c, target) && board_[(attacker + target) / 2] == NO_PIECE;
    case HORSE: {
      if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1))) return false;
      const int leg = adr == 2 ? attacker + (dr > 0 ? NORTH : SOUTH) : attacker + (df > 0 ? EAST : WEST);
      return board_[leg] == NO_PIECE;
    }
    case CHARIOT:
      return pieces_between() == 0;
    case CANNON:
      return board_[target] != NO_PIECE && pieces_between() == 1;
    case SOLDIER:
      return target == attacker + forward(c) || (!on_own_half(c, attacker) && adr == 0 && adf == 1);
    default:
      return false;
  }
}

}  // namespace plyground::xiangqi
