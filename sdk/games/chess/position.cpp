#include "games/chess/position.hpp"

namespace plyground::chess {
namespace {

// Appends one move per target square reached by a set-wise pawn shift of `delta`.
void push_shifted(MoveList* list, Bitboard targets, int delta) {
  while (targets) {
    const Square to = pop_lsb(targets);
    list->push(Move(Square(to - delta), to));
  }
}

// Appends the promotions to every target square: queen first (the best guess for move ordering),
// or the queen alone.
void push_promotions(MoveList* list, Square from, Bitboard targets, bool queen_only) {
  while (targets) {
    const Square to = pop_lsb(targets);
    for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT}) {
      list->push(Move(from, to, Move::PROMOTION, t));
      if (queen_only) break;
    }
  }
}

}  // namespace

Position::Position() { board_.fill(NO_PIECE); }

Position Position::start() { return *from_fen(kStartFen); }

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
  return (pawn_attacks(BLACK, s) & pieces(WHITE, PAWN)) | (pawn_attacks(WHITE, s) & pieces(BLACK, PAWN)) |
         (knight_attacks(s) & by_type_[KNIGHT]) | (king_attacks(s) & by_type_[KING]) |
         (bishop_attacks(s, occupied) & (by_type_[BISHOP] | by_type_[QUEEN])) |
         (rook_attacks(s, occupied) & (by_type_[ROOK] | by_type_[QUEEN]));
}

bool Position::attacked_by(Color attacker, Square s, Bitboard occupied) const {
  const Bitboard theirs = by_color_[attacker];
  return (pawn_attacks(~attacker, s) & theirs & by_type_[PAWN]) || (knight_attacks(s) & theirs & by_type_[KNIGHT]) ||
         (king_attacks(s) & theirs & by_type_[KING]) ||
         (bishop_attacks(s, occupied) & theirs & (by_type_[BISHOP] | by_type_[QUEEN])) ||
         (rook_attacks(s, occupied) & theirs & (by_type_[ROOK] | by_type_[QUEEN]));
}

bool Position::en_passant_legal(Square from, Square target) const {
  const Color us = side_, them = ~us;
  const Square captured = Square(target - forward(us));
  const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(target);
  const Square king = king_square(us);
  const Bitboard theirs = by_color_[them];
  return !((bishop_attacks(king, occupied) & theirs & (by_type_[BISHOP] | by_type_[QUEEN])) ||
           (rook_attacks(king, occupied) & theirs & (by_type_[ROOK] | by_type_[QUEEN])) ||
           (knight_attacks(king) & theirs & by_type_[KNIGHT]) ||
           (pawn_attacks(us, king) & theirs & by_type_[PAWN] & ~square_bb(captured)));
}

void Position::set_en_passant_if_legal(Square target) {
  Bitboard capturers = pawn_attacks(~side_, target) & pieces(side_, PAWN);
  while (capturers)
    if (en_passant_legal(pop_lsb(capturers), target)) {
      en_passant_ = target;
      return;
    }
}

template <Color Us, Position::Gen G, bool Count>
int Position::generate(MoveList* list) const {
  constexpr Color Them = ~Us;
  constexpr int Up = forward(Us), UpLeft = Up - 1, UpRight = Up + 1;
  constexpr Bitboard Rank7 = rank_bb(Us == WHITE ? 6 : 1), Rank3 = rank_bb(Us == WHITE ? 2 : 5);
  const Bitboard ours = by_color_[Us], theirs = by_color_[Them], occupied = ours | theirs;
  const Square king = king_square(Us);
  const Bitboard checkers = attackers_to(king, occupied) & theirs;
  int count = 0;
  auto add = [&](Square from, Bitboard targets) {
    if constexpr (Count) count += popcount(targets);
    else
      while (targets) list->push(Move(from, pop_lsb(targets)));
  };

  // 1. The king: to squares the enemy does not attack once the king has left its square (so a
  // slider's ray through the king's old square counts).
  Bitboard king_targets = king_attacks(king) & (G == Gen::CAPTURES ? theirs : ~ours);
  const Bitboard without_king = occupied ^ square_bb(king);
  while (king_targets) {
    const Square to = pop_lsb(king_targets);
    if (!attacked_by(Them, to, without_king)) add(king, square_bb(to));
  }
  if (more_than_one(checkers)) return count;  // double check: only the king may move

  // 2. Squares that answer a check (capture the checker or block its ray), and pinned pieces:
  // ours alone between our king and an enemy slider that would see the king without it.
  const Bitboard evasion = checkers ? between_bb(king, lsb(checkers)) | checkers : ~Bitboard(0);
  const Bitboard target = evasion & (G == Gen::CAPTURES ? theirs : ~ours);
  Bitboard pinned = 0;
  Bitboard snipers = (rook_attacks(king, theirs) & (by_type_[ROOK] | by_type_[QUEEN]) & theirs) |
                     (bishop_attacks(king, theirs) & (by_type_[BISHOP] | by_type_[QUEEN]) & theirs);
  while (snipers) {
    const Bitboard blockers = between_bb(king, pop_lsb(snipers)) & occupied;
    if (!more_than_one(blockers)) pinned |= blockers & ours;
  }

  // 3. Knights (a pinned knight never moves), then sliders, held to their pin line when pinned.
  for (Bitboard b = pieces(Us, KNIGHT) & ~pinned; b;) {
    const Square from = pop_lsb(b);
    add(from, knight_attacks(from) & target);
  }
  for (Bitboard b = ours & (by_type_[BISHOP] | by_type_[QUEEN]); b;) {
    const Square from = pop_lsb(b);
    Bitboard to = bishop_attacks(from, occupied) & target;
    if (pinned & square_bb(from)) to &= line_bb(king, from);
    add(from, to);
  }
  for (Bitboard b = ours & (by_type_[ROOK] | by_type_[QUEEN]); b;) {
    const Square from = pop_lsb(b);
    Bitboard to = rook_attacks(from, occupied) & target;
    if (pinned & square_bb(from)) to &= line_bb(king, from);
    add(from, to);
  }

  // 4. Pawns. Unpinned ones move as a set, one shift per direction; pinned ones one by one.
  const Bitboard empty = ~occupied, pawns = pieces(Us, PAWN);
  const Bitboard captures = theirs & evasion;
  auto add_set = [&](Bitboard targets, int delta) {
    if constexpr (Count) count += popcount(targets);
    else push_shifted(list, targets, delta);
  };
  auto add_promotions = [&](Bitboard targets, int delta, bool queen_only) {
    if constexpr (Count) count += popcount(targets) * (queen_only ? 1 : 4);
    else
      for (Bitboard b = targets; b;) {
        const Square to = pop_lsb(b);
        push_promotions(list, Square(to - delta), square_bb(to), queen_only);
      }
  };
  const Bitboard movers = pawns & ~pinned & ~Rank7, promoting = pawns & ~pinned & Rank7;
  if constexpr (G == Gen::ALL) {
    const Bitboard one = shift<Up>(movers) & empty;
    add_set(one & evasion, Up);
    add_set(shift<Up>(one & Rank3) & empty & evasion, Up + Up);
  }
  add_set(shift<UpLeft>(movers) & captures, UpLeft);
  add_set(shift<UpRight>(movers) & captures, UpRight);
  if (promoting) {
    add_promotions(shift<Up>(promoting) & empty & evasion, Up, G == Gen::CAPTURES);
    add_promotions(shift<UpLeft>(promoting) & captures, UpLeft, false);
    add_promotions(shift<UpRight>(promoting) & captures, UpRight, false);
  }
  for (Bitboard b = pawns & pinned; b;) {
    const Square from = pop_lsb(b);
    const Bitboard line = line_bb(king, from);
    const Bitboard one = shift<Up>(square_bb(from)) & empty;
    Bitboard pushes = one | (shift<Up>(one & Rank3) & empty);
    pushes &= evasion & line;
    const Bitboard takes = pawn_attacks(Us, from) & captures & line;
    if (square_bb(from) & Rank7) {
      if constexpr (Count) count += popcount(pushes) * (G == Gen::CAPTURES ? 1 : 4) + popcount(takes) * 4;
      else {
        push_promotions(list, from, pushes, G == Gen::CAPTURES);
        push_promotions(list, from, takes, false);
      }
    } else {
      add(from, takes | (G == Gen::ALL ? pushes : 0));
    }
  }
  if (en_passant_ != NO_SQUARE)
    for (Bitboard b = pawn_attacks(Them, en_passant_) & pawns; b;) {
      const Square from = pop_lsb(b);
      if (!en_passant_legal(from, en_passant_)) continue;
      if constexpr (Count) ++count;
      else list->push(Move(from, en_passant_, Move::EN_PASSANT));
    }

  // 5. Castling: not out of, through or into check, over empty squares only.
  if (G == Gen::ALL && !checkers) {
    constexpr CastlingRight Short = Us == WHITE ? WHITE_OO : BLACK_OO, Long = Us == WHITE ? WHITE_OOO : BLACK_OOO;
    constexpr Square E = make_square(4, Us == WHITE ? 0 : 7);
    if ((castling_ & Short) && !(between_bb(E, E + 3) & occupied) && !attacked_by(Them, E + 1, occupied) &&
        !attacked_by(Them, E + 2, occupied)) {
      if constexpr (Count) ++count;
      else list->push(Move(E, E + 2, Move::CASTLING));
    }
    if ((castling_ & Long) && !(between_bb(E, E - 4) & occupied) && !attacked_by(Them, E - 1, occupied) &&
        !attacked_by(Them, E - 2, occupied)) {
      if constexpr (Count) ++count;
      else list->push(Move(E, E - 2, Move::CASTLING));
    }
  }
  return count;
}

void Position::legal_moves(MoveList& list) const {
  list.clear();
  side_ == WHITE ? generate<WHITE, Gen::ALL, false>(&list) : generate<BLACK, Gen::ALL, false>(&list);
}

void Position::legal_captures(MoveList& list) const {
  list.clear();
  side_ == WHITE ? generate<WHITE, Gen::CAPTURES, false>(&list) : generate<BLACK, Gen::CAPTURES, false>(&list);
}

int Position::count_legal_moves() const {
  return side_ == WHITE ? generate<WHITE, Gen::ALL, true>(nullptr) : generate<BLACK, Gen::ALL, true>(nullptr);
}

bool Position::is_legal(Move m) const {
  if (!m || board_[m.from()] == NO_PIECE || color_of(board_[m.from()]) != side_) return false;
  MoveList moves;
  legal_moves(moves);
  return moves.contains(m);
}

uint64_t Position::compute_hash() const {
  uint64_t h = side_ == BLACK ? zobrist::kSide : 0;
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (board_[s] != NO_PIECE) h ^= zobrist::piece(board_[s], s);
  h ^= zobrist::castling(castling_);
  if (en_passant_ != NO_SQUARE) h ^= zobrist::en_passant(en_passant_);
  return h;
}

bool Position::insufficient_material() const {
  if (by_type_[PAWN] | by_type_[ROOK] | by_type_[QUEEN]) return false;
  const Bitboard minors = by_type_[KNIGHT] | by_type_[BISHOP];
  if (!more_than_one(minors)) return true;  // K v K, or K and one minor v K
  // Only bishops, all on squares of one colour: no mate can ever be set up.
  const Bitboard bishops = by_type_[BISHOP];
  return !by_type_[KNIGHT] && (!(bishops & DARK_SQUARES_BB) || !(bishops & ~DARK_SQUARES_BB));
}

bool Position::drawn_by_rule() const {
  if (insufficient_material()) return true;
  // A mate given on the move that reaches the hundredth ply still stands.
  return halfmove_clock_ >= kFiftyMovePlies && !(in_check() && count_legal_moves() == 0);
}

}  // namespace plyground::chess
