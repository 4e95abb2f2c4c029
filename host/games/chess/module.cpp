// Western chess as the host knows it: UCI long algebraic coordinates ("e2e4", "e7e8q"), SAN for
// people and in PGN, standard PGN without a Variant tag.
#include <cstdlib>

#include "base/typed_module.hpp"
#include "games/chess/game.hpp"

namespace plyground::host {
namespace {

using namespace chess;
using chess::Square;  // the kit's, not the board's host::Square

constexpr const char* kPieceName[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};

// Why the king on its home square may not castle to `to`, in the order the rules ask; "" when it may.
std::string why_no_castling(const Position& pos, Square from, Square to) {
  const Color us = pos.side_to_move();
  const bool king_side = file_of(to) > file_of(from);
  const std::string no = std::string("no castling ") + (king_side ? "kingside" : "queenside") + ": ";
  const int right = us == WHITE ? (king_side ? WHITE_OO : WHITE_OOO) : (king_side ? BLACK_OO : BLACK_OOO);
  if (!(pos.castling_rights() & right)) return no + "the king or that rook has moved";
  const int step = king_side ? 1 : -1;
  for (Square s = Square(from + step); file_of(s) != (king_side ? 7 : 0); s = Square(s + step))
    if (pos.piece_on(s) != NO_PIECE) return no + square_name(s) + " is not empty";
  if (pos.in_check()) return no + "the king is in check";
  for (Square s : {Square(from + step), to})
    if (pos.attacked_by(~us, s, pos.pieces()))
      return no + "the king would " + (s == to ? "land on " : "pass over ") + square_name(s) + ", which is attacked";
  return "";
}

// How a piece's way of moving forbids going from `from` to `to` ("moves straight along a file or a
// rank", "is blocked on d3"); "" when it moves so (its king's safety aside), or for a pawn, whose
// moves the caller names as a whole.
std::string movement_fault(const Position& pos, Piece p, Square from, Square to) {
  const PieceType type = type_of(p);
  if (type == KNIGHT) return knight_attacks(from) & square_bb(to) ? "" : "moves in an L: two squares, then one aside";
  if (type == KING) return king_attacks(from) & square_bb(to) ? "" : "moves one square";
  if (type == PAWN) return "";
  const bool straight = file_of(from) == file_of(to) || rank_of(from) == rank_of(to);
  const bool diagonal = line_bb(from, to) && !straight;
  if (type == ROOK && !straight) return "moves straight along a file or a rank";
  if (type == BISHOP && !diagonal) return "moves along a diagonal";
  if (type == QUEEN && !straight && !diagonal) return "moves along a file, a rank or a diagonal";
  if (const Bitboard blockers = between_bb(from, to) & pos.pieces()) {
    // The first piece in the way, from the mover's side.
    Square first = lsb(blockers);
    for (Bitboard b = blockers; b; b &= b - 1)
      if (std::abs(file_of(lsb(b)) - file_of(from)) + std::abs(rank_of(lsb(b)) - rank_of(from)) <
          std::abs(file_of(first) - file_of(from)) + std::abs(rank_of(first) - rank_of(from)))
        first = lsb(b);
    return "is blocked on " + square_name(first);
  }
  return "";
}

// Why a piece on `from` may not go to `to`, for a person moving by hand. A click on one square
// alone says why nothing was picked up there.
std::string why_illegal(const Position& pos, const std::string& from_name, const std::string& to_name) {
  const Square from = parse_square(from_name), to = parse_square(to_name);
  if (from == NO_SQUARE || to == NO_SQUARE) return "";
  const Piece p = pos.piece_on(from);
  if (p == NO_PIECE) return from == to ? "" : "there is no piece on " + from_name;
  if (color_of(p) != pos.side_to_move()) return "that is the other side's piece";
  if (from == to) return "that piece has no legal move";
  Position::MoveList legal;
  pos.legal_moves(legal);
  for (const Move m : legal)
    if (m.from() == from && m.to() == to) return "";  // legal: the fault is not the squares
  const Square home = make_square(4, pos.side_to_move() == WHITE ? 0 : 7);
  if (type_of(p) == KING && from == home && rank_of(to) == rank_of(from) && std::abs(file_of(to) - file_of(from)) == 2)
    if (std::string why = why_no_castling(pos, from, to); !why.empty()) return why;
  const Piece target = pos.piece_on(to);
  if (target != NO_PIECE && color_of(target) == color_of(p))
    return to_name + " holds your own " + kPieceName[type_of(target)];
  const std::string piece = std::string("the ") + kPieceName[type_of(p)] + " on " + from_name;
  if (std::string fault = movement_fault(pos, p, from, to); !fault.empty()) return piece + " " + fault;
  if (pos.in_check()) return "the king is in check, and that move does not get it out";
  if (type_of(p) == PAWN) return piece + " cannot move to " + to_name;
  return type_of(p) == KING ? to_name + " is attacked: the king may not move into check"
                            : "that would leave the king in check";
}

// The board for a terminal: rank 8 at the top; in colour, Unicode pieces on coloured squares.
std::string board_text(const Position& pos, bool flipped, bool colour) {
  static const char* const kGlyph[PIECE_TYPE_NB] = {"♟", "♞", "♝", "♜", "♛", "♚"};
  const std::string files = flipped ? "    h  g  f  e  d  c  b  a\n" : "    a  b  c  d  e  f  g  h\n";
  std::string out = files;
  for (int row = 0; row < RANK_NB; ++row) {
    const int rank = flipped ? row : RANK_NB - 1 - row;
    out += " " + std::to_string(rank + 1) + " ";
    for (int col = 0; col < FILE_NB; ++col) {
      const int file = flipped ? FILE_NB - 1 - col : col;
      const Piece p = pos.piece_on(make_square(file, rank));
      if (!colour) {
        out +=
            p == NO_PIECE ? " . " : std::string(" ") + (color_of(p) == WHITE ? "PNBRQK" : "pnbrqk")[type_of(p)] + " ";
        continue;
      }
      // Light and dark squares as 256-colour backgrounds, whatever the terminal's theme; the pieces
      // solid, White's in white ink and Black's in black (outlined glyphs vanish on light themes).
      out += (file + rank) % 2 ? "\033[48;5;180m" : "\033[48;5;137m";
      out += p == NO_PIECE
                 ? "   "
                 : std::string(color_of(p) == WHITE ? " \033[1;97m" : " \033[1;30m") + kGlyph[type_of(p)] + " ";
      out += "\033[0m";
    }
    out += " " + std::to_string(rank + 1) + "\n";
  }
  return out + files;
}

GameDescription<Game> describe() {
  GameDescription<Game> d;
  d.name = "Chess";
  d.turned_for_second_player = true;
  d.sides = {"White", "Black"};
  d.coordinate_notation = "UCI";
  d.people_notations = {
      {"SAN", [](const Position& pos, Move m) { return to_san(pos, m); },
       [](const Position& pos, std::string_view text, std::string* error) { return parse_san(pos, text, error); }}};
  d.people_notation = 1;
  d.pgn_notation = 1;
  // Positions of tests/data/chess-perft.epd (lines 1 to 3): the start, Kiwipete, and CPW 3.
  d.bench = {
      {"start position", std::string(Position::kStartFen), 6, 119060324},
      {"Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 193690690},
      {"CPW position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11030083},
  };
  d.two_squares = true;
  d.board_squares = [](Move m) {  // castling as the king goes, e1 to g1
    return std::pair{host::Square{file_of(m.from()), rank_of(m.from())},
                     host::Square{file_of(m.to()), rank_of(m.to())}};
  };
  d.why_illegal = why_illegal;
  d.board_text = board_text;
  d.engines = {"stockfish", "fairy-stockfish"};
  // Measured by `plyground levels --rate --game chess`: 84 games against Stockfish 15.1 held to
  // UCI_Elo 1350 and 1800, 4 games a pair; rounded to 50.
  d.level_elo = {{"Beginner", 1150}, {"Casual", 1250}, {"Club", 1450}, {"Strong", 1750}, {"Expert", 1850}};
  return d;
}

}  // namespace

const GameModule& chess_module() {
  static const TypedModule<Game> module(describe());
  return module;
}

}  // namespace plyground::host
