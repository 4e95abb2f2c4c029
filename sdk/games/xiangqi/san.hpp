// Xiangqi in algebraic notation, as Fairy-Stockfish-based sites write it in PGN with
// [Variant "xiangqi"] (elephantchess.io, pychess): the piece letter (K A B N R C P), the file or
// rank it leaves when another like piece could make the same move, "x" for a capture, the square
// reached with ranks counted 1 to 10 from Red's side, "+" for check, "#" for mate: "Che3",
// "Nhg8", "Rxh10", "Pgf6". Read with H and E for horse and elephant as well.
#pragma once

#include <string>
#include <string_view>

#include "games/xiangqi/position.hpp"

namespace plyground::xiangqi {

std::string to_san(const Position& pos, Move m);  // m must be legal in pos
// The legal move `text` names, or none() with a reason in `error`.
Move parse_san(const Position& pos, std::string_view text, std::string* error = nullptr);

}  // namespace plyground::xiangqi
