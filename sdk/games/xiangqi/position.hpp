// A Xiangqi position: the board, the side to move, the capture clock, and a Zobrist hash kept
// incrementally. Move generation is exact: `legal_moves` never returns a move that leaves the
// mover's king attacked or the two kings facing each other on an open file.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/xiangqi/types.hpp"
#include "games/xiangqi/zobrist.hpp"
#include "plyground/game.hpp"

namespace plyground::xiangqi {

class Position {
 public:
  using Move = xiangqi::Move;
  using MoveList = xiangqi::MoveList;
  static constexpr std::string_view kGameId = "xiangqi";
  static constexpr std::string_view kStartFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  // Game rules a search must know (see GamePosition): a side that checks on every move of a
  // repetition loses; 120 plies without a capture draw.
  static constexpr int kNoCapturePliesDraw = 120;

  // What `do_move` changed and `undo_move` needs back. Owned by the caller (e.g. a search stack).
  struct Undo {
    uint64_t hash;
    Piece captured;
    uint16_t halfmove_clock;
  };

  static Position start();
  // Reads a FEN (UCCI convention; N/B or H/E). On a malformed or impossible position returns
  // nothing and, when `error` is given, stores a message naming the fault.
  static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr);
  std::string fen() const;

  Color side_to_move() const { return side_; }
  Piece piece_on(Square s) const { return board_[s]; }
  Square square_of(Piece p) const { return squares_[p]; }  // NO_SQUARE once captured
  Square king_square(Color c) const { return squares_[side_tag(c)]; }
  uint64_t hash() const { return hash_; }
  uint64_t compute_hash() const;                          // from scratch; equals hash() (tested)
  int halfmove_clock() const { return halfmove_clock_; }  // plies since the last capture
  int fullmove_number() const { return fullmove_number_; }

  // Moves of the side to move that obey how pieces move; some may leave the king attacked.
  void generate_pseudo_legal(MoveList& list) const;
  // Only captures, for quiescence search.
  void generate_pseudo_legal_captures(MoveList& list) const;
  void legal_moves(MoveList& list) const;
  // Legal captures only.
  void legal_captures(MoveList& list) const;
  int count_legal_moves() const;  // perft(1) without making the moves
  bool is_pseudo_legal(Move m) const;
  bool is_legal(Move m) const;  // any 16-bit value is safe to ask about
  // Legality of a move already known to be pseudo-legal.
  bool is_legal_pseudo(Move m) const;

  bool in_check() const { return king_attacked(side_); }
  // No legal move loses, in check (checkmate) or not (stalemate).
  Verdict no_moves_verdict() const { return Verdict::LOSS; }
  bool drawn_by_rule() const { return halfmove_clock_ >= kNoCapturePliesDraw; }
  bool king_attacked(Color c) const;  // also true when the kings face on an open file
  bool is_capture(Move m) const { return board_[m.to()] != NO_PIECE; }
  // True when `attacker` could capture the piece on `target` now (pseudo-legally).
  bool attacks(Square attacker, Square target) const;

  // Plays a pseudo-legal move. undo_move(m, u) restores the position exactly as it was.
  void do_move(Move m, Undo& undo) {
    const Square from = m.from(), to = m.to();
    const Piece moving = board_[from], captured = board_[to];
    undo = Undo{hash_, captured, uint16_t(halfmove_clock_)};
    if (captured) {
      squares_[captured] = NO_SQUARE;
      hash_ ^= zobrist::piece(captured, to);
      halfmove_clock_ = 0;
    } else {
      ++halfmove_clock_;
    }
    board_[from] = NO_PIECE;
    board_[to] = moving;
    squares_[moving] = to;
    hash_ ^= zobrist::piece(moving, from) ^ zobrist::piece(moving, to) ^ zobrist::kSide;
    if (side_ == BLACK) ++fullmove_number_;
    side_ = ~side_;
  }
  void undo_move(Move m, const Undo& undo) {
    const Square from = m.from(), to = m.to();
    const Piece moving = board_[to];
    side_ = ~side_;
    if (side_ == BLACK) --fullmove_number_;
    board_[from] = moving;
    squares_[moving] = from;
    board_[to] = undo.captured;
    if (undo.captured) squares_[undo.captured] = to;
    hash_ = undo.hash;
    halfmove_clock_ = undo.halfmove_clock;
  }
  // Passes the turn (for analysis such as "what would this side attack next?"), not a game move.
  void do_null_move(Undo& undo) {
    undo = Undo{hash_, NO_PIECE, uint16_t(halfmove_clock_)};
    hash_ ^= zobrist::kSide;
    side_ = ~side_;
  }
  void undo_null_move(const Undo& undo) {
    side_ = ~side_;
    hash_ = undo.hash;
  }

  bool operator==(const Position& other) const;

 private:
  Position();
  bool attacked_after(Color us, Square king, Square from, Square to) const;
  template <bool CapturesOnly>
  void generate(MoveList& list) const;
  template <class Visit>
  void for_each_legal(const MoveList& pseudo, Visit visit) const;

  std::array<Piece, 256> board_;      // NO_PIECE, a piece code, or kOffBoard on the padding
  std::array<Square, 48> squares_{};  // by piece code; NO_SQUARE when not on the board
  Color side_ = RED;
  uint64_t hash_ = 0;
  int halfmove_clock_ = 0;
  int fullmove_number_ = 1;

  friend class FenReader;
};

// Marks the padding around the 90 points, so scans stop at the edge without bounds checks.
constexpr Piece kOffBoard = 1;

}  // namespace plyground::xiangqi
