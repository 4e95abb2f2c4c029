// Move notations: UCI long algebraic for programs, SAN (standard algebraic) for people.
//
// UCI: from-square, to-square and a lower-case promotion letter ("e2e4", "e7e8q"); castling is the
// king's move ("e1g1"). SAN: piece letter (none for pawns), the file, rank or both of the origin
// only when another like piece could reach the same square, "x" for a capture, the destination,
// "=Q" for a promotion, then "+" for check or "#" for mate; castling is "O-O" or "O-O-O".
#pragma once

#include <string>
#include <string_view>

#include "games/chess/position.hpp"

namespace plyground::chess {

std::string square_name(Square s);           // "e4"
Square parse_square(std::string_view text);  // NO_SQUARE unless text is exactly a square
std::string to_uci(Move m);                  // "e2e4", "e7e8q"; "0000" for Move::none()

// A move in the game's coordinate notation, as the plugin interface and engines carry it (UCI).
inline std::string move_text(const Position&, Move m) { return to_uci(m); }
// The legal move written `text` in UCI in `pos`, or Move{} with a reason in `error`.
Move parse_move(const Position& pos, std::string_view text, std::string* error = nullptr);

// SAN of a legal move of `pos` ("Nbd2", "exd6", "e8=Q+", "O-O#").
std::string to_san(const Position& pos, Move m);
// Reads SAN: accepts "+", "#", "!" and "?" suffixes, "0-0" for "O-O", "e8Q" for "e8=Q", a missing
// "x", and a disambiguation that is missing or superfluous so long as one legal move fits. Returns
// that move, or Move{} with a reason in `error` (ambiguous, illegal, malformed).
Move parse_san(const Position& pos, std::string_view text, std::string* error = nullptr);

}  // namespace plyground::chess
