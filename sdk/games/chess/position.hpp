// A chess position: bitboards by piece type and colour, a mailbox for piece_on, the side to move,
// castling rights, the en passant square, the move counters, and a Zobrist hash kept incrementally.
//
// Move generation is legal by construction (no make-and-test): it finds the checkers and the
// pinned pieces first, restricts every move to the squares that answer a check and every pinned
// piece to its pin line, and tests king moves against the enemy's attacks with the king removed.
// En passant and castling, whose legality does not follow from pins alone, are tested in full.
//
// The whole game interface (GamePosition) also needs the notation and evaluation functions that
// argument-dependent lookup finds: include games/chess/game.hpp to use a Position generically.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "games/chess/bitboard.hpp"
#include "games/chess/types.hpp"
#include "games/chess/zobrist.hpp"
#include "plyground/game.hpp"

namespace plyground::chess {

// What a move generation produces: every legal move, or the captures and queen promotions.
enum class GenType : uint8_t { ALL, CAPTURES };

class Position {
 public:
  using Move = chess::Move;
  using MoveList = chess::MoveList;
  static constexpr std::string_view kGameId = "chess";
  static constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  // Every repetition draws; 100 plies without a capture or pawn move draw (the fifty-move rule).
  static constexpr int kFiftyMovePlies = 100;

  // What `do_move` changed and `undo_move` needs back. Owned by the caller (e.g. a search stack).
  struct Undo {
    uint64_t hash;
    Piece captured;
    uint8_t castling;
    Square en_passant;
    uint16_t halfmove_clock;
  };

  static Position start();
  // Reads a FEN (4 or 6 fields). On a malformed or impossible position returns nothing and, when
  // `error` is given, stores a message naming the fault.
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr);
  std::string fen() const;

  Color side_to_move() const { return side_; }
  Piece piece_on(Square s) const { return board_[s]; }
  Bitboard pieces() const { return by_color_[WHITE] | by_color_[BLACK]; }
  Bitboard pieces(Color c) const { return by_color_[c]; }
  Bitboard pieces(PieceType t) const { return by_type_[t]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
  Square king_square(Color c) const { return lsb(pieces(c, KING)); }
  int castling_rights() const { return castling_; }  // a set of CastlingRight bits
  // NO_SQUARE unless an en passant capture is legal now (so equal positions hash equally).
  Square en_passant_square() const { return en_passant_; }
  uint64_t hash() const { return hash_; }
  uint64_t compute_hash() const;                          // from scratch; equals hash() (tested)
  int halfmove_clock() const { return halfmove_clock_; }  // plies since the last capture or pawn move
  int fullmove_number() const { return fullmove_number_; }

  void legal_moves(MoveList& list) const;
  // The legal captures (en passant and capturing promotions included) plus the promotions to a
  // queen: the moves a quiescence search plays.
  void legal_captures(MoveList& list) const;
  int count_legal_moves() const;  // the size of legal_moves, counted without listing
  bool is_legal(Move m) const;    // any 16-bit value is safe to ask about

  bool in_check() const { return checkers() != 0; }
  Bitboard checkers() const { return attackers_to(king_square(side_), pieces()) & by_color_[~side_]; }
  // Pieces of both colours that attack `s`, with `occupied` as the blockers.
  Bitboard attackers_to(Square s, Bitboard occupied) const;
  // Whether any piece of `attacker` attacks `s`, with `occupied` as the blockers.
  bool attacked_by(Color attacker, Square s, Bitboard occupied) const;
  bool is_capture(Move m) const { return board_[m.to()] != NO_PIECE || m.flag() == Move::EN_PASSANT; }

  // With no legal move: checkmate loses, stalemate draws.
  Verdict no_moves_verdict() const { return in_check() ? Verdict::LOSS : Verdict::DRAW; }
  // The fifty-move rule (unless this very position is checkmate) or insufficient material.
  bool drawn_by_rule() const;
  // Neither side can ever mate: K v K, K and one minor piece v K, or only bishops on one colour.
  bool insufficient_material() const;

  // Plays a legal move. undo_move(m, undo) restores the position exactly as it was, hash included.
  void do_move(Move m, Undo& undo);
  void undo_move(Move m, const Undo& undo);
  // Passes the turn (for null-move search and analysis), not a game move.
  void do_null_move(Undo& undo);
  void undo_null_move(const Undo& undo);

  bool operator==(const Position& other) const = default;

 private:
  Position();
  // Lists (or, with Count, only counts) the legal moves of side Us; returns how many.
  template <Color Us, GenType G, bool Count>
  int generate(MoveList* list) const;
  template <Color Us, GenType G, bool Count>
  friend class MoveGenerator;
  // Whether the side to move may capture en passant from `from` to `target` (tested in full, as
  // the capture removes two pawns from one rank and may expose the king along it).
  bool en_passant_legal(Square from, Square target) const;
  // Records `target` as the en passant square only if the side to move has a legal capture there.
  void set_en_passant_if_legal(Square target);

  void put_piece(Piece p, Square s) {
    board_[s] = p;
    by_type_[type_of(p)] |= square_bb(s);
    by_color_[color_of(p)] |= square_bb(s);
  }
  void remove_piece(Square s) {
    const Piece p = board_[s];
    by_type_[type_of(p)] ^= square_bb(s);
    by_color_[color_of(p)] ^= square_bb(s);
    board_[s] = NO_PIECE;
  }
  void move_piece(Square from, Square to) {
    const Piece p = board_[from];
    const Bitboard both = square_bb(from) | square_bb(to);
    by_type_[type_of(p)] ^= both;
    by_color_[color_of(p)] ^= both;
    board_[from] = NO_PIECE;
    board_[to] = p;
  }

  std::array<Piece, SQUARE_NB> board_;
  std::array<Bitboard, PIECE_TYPE_NB> by_type_{};
  std::array<Bitboard, COLOR_NB> by_color_{};
  Color side_ = WHITE;
  uint8_t castling_ = NO_CASTLING;
  Square en_passant_ = NO_SQUARE;
  uint16_t halfmove_clock_ = 0;
  int fullmove_number_ = 1;
  uint64_t hash_ = 0;

  friend class FenReader;
};

namespace detail {
// Castling rights that survive a move from or to each square: moving the king loses both of its
// side's rights, and moving a rook from its corner (or capturing it there) loses that one.
constexpr std::array<uint8_t, SQUARE_NB> make_castling_masks() {
  std::array<uint8_t, SQUARE_NB> m{};
  m.fill(ALL_CASTLING);
  m[make_square(4, 0)] = ALL_CASTLING & ~(WHITE_OO | WHITE_OOO);
  m[make_square(7, 0)] = ALL_CASTLING & ~WHITE_OO;
  m[make_square(0, 0)] = ALL_CASTLING & ~WHITE_OOO;
  m[make_square(4, 7)] = ALL_CASTLING & ~(BLACK_OO | BLACK_OOO);
  m[make_square(7, 7)] = ALL_CASTLING & ~BLACK_OO;
  m[make_square(0, 7)] = ALL_CASTLING & ~BLACK_OOO;
  return m;
}
inline constexpr auto kCastlingMask = make_castling_masks();
// The rook's move when the king castles to `king_to` (g1, c1, g8 or c8).
constexpr Square castling_rook_from(Square king_to) { return file_of(king_to) == 6 ? king_to + 1 : king_to - 2; }
constexpr Square castling_rook_to(Square king_to) { return file_of(king_to) == 6 ? king_to - 1 : king_to + 1; }
}  // namespace detail

// Inline: perft and search call these on every node.
inline void Position::do_move(Move m, Undo& undo) {
  const Square from = m.from(), to = m.to();
  const Color us = side_;
  undo = Undo{hash_, NO_PIECE, castling_, en_passant_, halfmove_clock_};
  const Piece moving = board_[from];
  uint64_t h = hash_ ^ zobrist::kSide;
  if (en_passant_ != NO_SQUARE) h ^= zobrist::en_passant(en_passant_);
  en_passant_ = NO_SQUARE;
  ++halfmove_clock_;

  if (m.flag() == Move::CASTLING) {
    const Square rook_from = detail::castling_rook_from(to), rook_to = detail::castling_rook_to(to);
    const Piece rook = board_[rook_from];
    move_piece(from, to);
    move_piece(rook_from, rook_to);
    h ^= zobrist::piece(moving, from) ^ zobrist::piece(moving, to) ^ zobrist::piece(rook, rook_from) ^
         zobrist::piece(rook, rook_to);
  } else {
    const Square captured_on = m.flag() == Move::EN_PASSANT ? Square(to - forward(us)) : to;
    const Piece captured = board_[captured_on];
    if (captured != NO_PIECE) {
      remove_piece(captured_on);
      h ^= zobrist::piece(captured, captured_on);
      undo.captured = captured;
      halfmove_clock_ = 0;
    }
    move_piece(from, to);
    h ^= zobrist::piece(moving, from) ^ zobrist::piece(moving, to);
    if (type_of(moving) == PAWN) {
      halfmove_clock_ = 0;
      if (m.flag() == Move::PROMOTION) {
        const Piece promoted = make_piece(us, m.promotion());
        remove_piece(to);
        put_piece(promoted, to);
        h ^= zobrist::piece(moving, to) ^ zobrist::piece(promoted, to);
      } else if (int(to) - int(from) == 2 * forward(us)) {  // a double push
        side_ = ~us;                                        // the test below is from the opponent's side
        set_en_passant_if_legal(Square(to - forward(us)));
        side_ = us;
        if (en_passant_ != NO_SQUARE) h ^= zobrist::en_passant(en_passant_);
      }
    }
  }
  const uint8_t rights = castling_ & detail::kCastlingMask[from] & detail::kCastlingMask[to];
  h ^= zobrist::castling(castling_ ^ rights);
  castling_ = rights;
  if (us == BLACK) ++fullmove_number_;
  side_ = ~us;
  hash_ = h;
}

inline void Position::undo_move(Move m, const Undo& undo) {
  const Square from = m.from(), to = m.to();
  side_ = ~side_;
  const Color us = side_;
  if (us == BLACK) --fullmove_number_;
  if (m.flag() == Move::CASTLING) {
    move_piece(to, from);
    move_piece(detail::castling_rook_to(to), detail::castling_rook_from(to));
  } else {
    if (m.flag() == Move::PROMOTION) {
      remove_piece(to);
      put_piece(make_piece(us, PAWN), to);
    }
    move_piece(to, from);
    if (undo.captured != NO_PIECE)
      put_piece(undo.captured, m.flag() == Move::EN_PASSANT ? Square(to - forward(us)) : to);
  }
  hash_ = undo.hash;
  castling_ = undo.castling;
  en_passant_ = undo.en_passant;
  halfmove_clock_ = undo.halfmove_clock;
}

inline void Position::do_null_move(Undo& undo) {
  undo = Undo{hash_, NO_PIECE, castling_, en_passant_, halfmove_clock_};
  hash_ ^= zobrist::kSide;
  if (en_passant_ != NO_SQUARE) hash_ ^= zobrist::en_passant(en_passant_);
  en_passant_ = NO_SQUARE;
  side_ = ~side_;
}

inline void Position::undo_null_move(const Undo& undo) {
  side_ = ~side_;
  hash_ = undo.hash;
  en_passant_ = undo.en_passant;
}

// Every repetition draws (Game rules the threefold one).
inline Verdict cycle_verdict(const Position&, std::span<const Move>) { return Verdict::DRAW; }

}  // namespace plyground::chess
