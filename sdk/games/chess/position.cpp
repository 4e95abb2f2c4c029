#include "games/chess/position.hpp"

namespace plyground::chess {

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
  // Every attacker but the pawn just taken, on the board as the capture leaves it.
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

// Generates the legal moves of side Us in one position, part by part (each part a short
// function); with Count it only counts them, for perft's bulk counting.
template <Color Us, GenType G, bool Count>
class MoveGenerator {
 public:
  MoveGenerator(const Position& pos, MoveList* list)
      : pos_(pos),
        list_(list),
        ours_(pos.pieces(Us)),
        theirs_(pos.pieces(Them)),
        occupied_(ours_ | theirs_),
        king_(pos.king_square(Us)),
        checkers_(pos.attackers_to(king_, occupied_) & theirs_) {}

  int run() {
    king_moves();
    if (more_than_one(checkers_)) return count_;  // double check: only the king may move
    // Squares that answer a check: capture the checker or block its ray.
    evasion_ = checkers_ ? between_bb(king_, lsb(checkers_)) | checkers_ : ~Bitboard(0);
    target_ = evasion_ & (G == GenType::CAPTURES ? theirs_ : ~ours_);
    pinned_ = pinned_pieces();
    piece_moves();
    pawn_moves();
    en_passant();
    if (G == GenType::ALL && !checkers_) castling();
    return count_;
  }

 private:
  static constexpr Color Them = ~Us;
  static constexpr int Up = forward(Us), UpLeft = Up - 1, UpRight = Up + 1;
  static constexpr Bitboard Rank3 = rank_bb(Us == WHITE ? 2 : 5), Rank7 = rank_bb(Us == WHITE ? 6 : 1);

  void add(Square from, Bitboard targets) {
    if constexpr (Count)
      count_ += popcount(targets);
    else
      while (targets) list_->push(Move(from, pop_lsb(targets)));
  }
  void add(Move m) {
    if constexpr (Count)
      ++count_;
    else
      list_->push(m);
  }
  // Moves of a whole set of pawns that all made the same step `delta`.
  void add_shifted(Bitboard targets, int delta) {
    if constexpr (Count)
      count_ += popcount(targets);
    else
      while (targets) {
        const Square to = pop_lsb(targets);
        list_->push(Move(Square(to - delta), to));
      }
  }
  // Promotions on every target: queen first (the best guess for move ordering), or the queen alone.
  void add_promotions(Square from, Bitboard targets, bool queen_only) {
    if constexpr (Count)
      count_ += popcount(targets) * (queen_only ? 1 : 4);
    else
      while (targets) {
        const Square to = pop_lsb(targets);
        for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT}) {
          list_->push(Move(from, to, Move::PROMOTION, t));
          if (queen_only) break;
        }
      }
  }
  void add_shifted_promotions(Bitboard targets, int delta, bool queen_only) {
    while (targets) {
      const Square to = pop_lsb(targets);
      add_promotions(Square(to - delta), square_bb(to), queen_only);
    }
  }

  // The king goes where no enemy attacks once it has left its square (so a slider's ray through
  // the king's old square counts).
  void king_moves() {
    Bitboard targets = king_attacks(king_) & (G == GenType::CAPTURES ? theirs_ : ~ours_);
    const Bitboard without_king = occupied_ ^ square_bb(king_);
    while (targets) {
      const Square to = pop_lsb(targets);
      if (!pos_.attacked_by(Them, to, without_king)) add(king_, square_bb(to));
    }
  }

  // Ours alone between our king and an enemy slider that would see the king without it.
  Bitboard pinned_pieces() const {
    const Bitboard straight = pos_.pieces(Them, ROOK) | pos_.pieces(Them, QUEEN);
    const Bitboard diagonal = pos_.pieces(Them, BISHOP) | pos_.pieces(Them, QUEEN);
    Bitboard snipers = (rook_attacks(king_, theirs_) & straight) | (bishop_attacks(king_, theirs_) & diagonal);
    Bitboard pinned = 0;
    while (snipers) {
      const Bitboard blockers = between_bb(king_, pop_lsb(snipers)) & occupied_;
      if (!more_than_one(blockers)) pinned |= blockers & ours_;
    }
    return pinned;
  }

  // Knights (a pinned knight never moves), then sliders, held to their pin line when pinned.
  void piece_moves() {
    for (Bitboard b = pos_.pieces(Us, KNIGHT) & ~pinned_; b;) {
      const Square from = pop_lsb(b);
      add(from, knight_attacks(from) & target_);
    }
    for (Bitboard b = pos_.pieces(Us, BISHOP) | pos_.pieces(Us, QUEEN); b;) {
      const Square from = pop_lsb(b);
      add(from, bishop_attacks(from, occupied_) & target_ & pin_line(from));
    }
    for (Bitboard b = pos_.pieces(Us, ROOK) | pos_.pieces(Us, QUEEN); b;) {
      const Square from = pop_lsb(b);
      add(from, rook_attacks(from, occupied_) & target_ & pin_line(from));
    }
  }
  Bitboard pin_line(Square from) const { return pinned_ & square_bb(from) ? line_bb(king_, from) : ~Bitboard(0); }

  // Unpinned pawns move as a set, one shift per direction; pinned ones one by one.
  void pawn_moves() {
    const Bitboard empty = ~occupied_, pawns = pos_.pieces(Us, PAWN), captures = theirs_ & evasion_;
    const Bitboard movers = pawns & ~pinned_ & ~Rank7, promoting = pawns & ~pinned_ & Rank7;
    if constexpr (G == GenType::ALL) {
      const Bitboard one = shift<Up>(movers) & empty;
      add_shifted(one & evasion_, Up);
      add_shifted(shift<Up>(one & Rank3) & empty & evasion_, Up + Up);
    }
    add_shifted(shift<UpLeft>(movers) & captures, UpLeft);
    add_shifted(shift<UpRight>(movers) & captures, UpRight);
    if (promoting) {
      add_shifted_promotions(shift<Up>(promoting) & empty & evasion_, Up, G == GenType::CAPTURES);
      add_shifted_promotions(shift<UpLeft>(promoting) & captures, UpLeft, false);
      add_shifted_promotions(shift<UpRight>(promoting) & captures, UpRight, false);
    }
    for (Bitboard b = pawns & pinned_; b;) {
      const Square from = pop_lsb(b);
      const Bitboard line = line_bb(king_, from), one = shift<Up>(square_bb(from)) & empty;
      const Bitboard pushes = (one | (shift<Up>(one & Rank3) & empty)) & evasion_ & line;
      const Bitboard takes = pawn_attacks(Us, from) & captures & line;
      if (square_bb(from) & Rank7) {
        add_promotions(from, pushes, G == GenType::CAPTURES);
        add_promotions(from, takes, false);
      } else {
        add(from, takes | (G == GenType::ALL ? pushes : 0));
      }
    }
  }

  // En passant, tested in full for each capturer: pins and checks alone do not settle it.
  void en_passant() {
    const Square target = pos_.en_passant_square();
    if (target == NO_SQUARE) return;
    for (Bitboard b = pawn_attacks(Them, target) & pos_.pieces(Us, PAWN); b;) {
      const Square from = pop_lsb(b);
      if (pos_.en_passant_legal(from, target)) add(Move(from, target, Move::EN_PASSANT));
    }
  }

  // Not out of check (the caller's test), through or into it, over empty squares only.
  void castling() {
    constexpr CastlingRight Short = Us == WHITE ? WHITE_OO : BLACK_OO, Long = Us == WHITE ? WHITE_OOO : BLACK_OOO;
    constexpr Square E = make_square(4, Us == WHITE ? 0 : 7);
    const int rights = pos_.castling_rights();
    if ((rights & Short) && !(between_bb(E, E + 3) & occupied_) && safe(E + 1) && safe(E + 2))
      add(Move(E, E + 2, Move::CASTLING));
    if ((rights & Long) && !(between_bb(E, E - 4) & occupied_) && safe(E - 1) && safe(E - 2))
      add(Move(E, E - 2, Move::CASTLING));
  }
  bool safe(int s) const { return !pos_.attacked_by(Them, Square(s), occupied_); }

  const Position& pos_;
  MoveList* list_;
  int count_ = 0;
  const Bitboard ours_, theirs_, occupied_;
  const Square king_;
  const Bitboard checkers_;
  Bitboard evasion_ = 0, target_ = 0, pinned_ = 0;
};

template <Color Us, GenType G, bool Count>
int Position::generate(MoveList* list) const {
  return MoveGenerator<Us, G, Count>(*this, list).run();
}

void Position::legal_moves(MoveList& list) const {
  list.clear();
  side_ == WHITE ? generate<WHITE, GenType::ALL, false>(&list) : generate<BLACK, GenType::ALL, false>(&list);
}

void Position::legal_captures(MoveList& list) const {
  list.clear();
  side_ == WHITE ? generate<WHITE, GenType::CAPTURES, false>(&list) : generate<BLACK, GenType::CAPTURES, false>(&list);
}

int Position::count_legal_moves() const {
  return side_ == WHITE ? generate<WHITE, GenType::ALL, true>(nullptr) : generate<BLACK, GenType::ALL, true>(nullptr);
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
