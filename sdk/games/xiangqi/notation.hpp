// Move notations: ICCS coordinates for programs, WXF and Chinese for people.
//
// ICCS: from-square then to-square, files a-i from Red's left, ranks 0-9 from Red's back rank
// ("h2e2"). WXF: piece letter (K A E H R C P), its file counted from the mover's right, then
// + (forward), - (backward) or . (along the rank), then the file reached or, for a straight move
// forward or back, the number of ranks ("C2.5"). Two like pieces on one file are told apart by +
// (front) and - (rear) in place of the file ("R+.4"); soldiers follow the WXF rules for three to
// five on a file and for two such files. Chinese: the same in characters, e.g. 炮二平五 for Red
// (Chinese numerals) and 马８进７ for Black (full-width digits).
#pragma once

#include <string>
#include <string_view>

#include "games/xiangqi/position.hpp"

namespace plyground::xiangqi {

std::string square_name(Square s);  // "e0"
std::string to_iccs(Move m);        // "h2e2"; "0000" for Move::none()
// A move in the game's coordinate notation, as the plugin interface carries it (ICCS).
inline std::string move_text(const Position&, Move m) { return to_iccs(m); }
// Reads ICCS syntax ("h2e2", also "H2-E2"); says nothing about legality. none() when malformed.
Move parse_iccs(std::string_view text);
// The legal move written `text` in ICCS in `pos`, or none() with a reason in `error`.
Move parse_legal_iccs(const Position& pos, std::string_view text, std::string* error = nullptr);
// The game interface's names for them (see GamePosition).
inline Move parse_move(const Position& pos, std::string_view text, std::string* error = nullptr) {
  return parse_legal_iccs(pos, text, error);
}

std::string to_wxf(const Position& pos, Move m);      // m must be legal in pos
std::string to_chinese(const Position& pos, Move m);  // UTF-8; m must be legal in pos
// Why `m` is not legal in `pos`, in words for a person ("the horse's leg is blocked"); "" when it
// is legal.
std::string illegal_reason(const Position& pos, Move m);

// Reads WXF ("C2.5", "c2=5", "R+.4", also N/B for horse/elephant); returns the legal move it names,
// or none() with a reason in `error` when it names none or is ambiguous.
Move parse_wxf(const Position& pos, std::string_view text, std::string* error = nullptr);
// Reads Chinese notation as to_chinese writes it, in simplified or traditional characters, with
// Black's digits full-width or not ("炮二平五", "馬2進3"); none() with a reason when it names no
// legal move.
Move parse_chinese(const Position& pos, std::string_view text, std::string* error = nullptr);

}  // namespace plyground::xiangqi
