// Connect Four as the host knows it: a move is a column ("d"); move lists and PGN name the cell
// its disc lands on ("d1").
#include "base/typed_module.hpp"
#include "games/connect4/game.hpp"

namespace plyground::host {
namespace {

using namespace connect4;

// The board for a terminal: row 6 at the top, Red and Yellow discs in colour, else R and Y.
std::string board_text(const Position& pos, bool flipped, bool colour) {
  std::string files = " ";
  for (int i = 0; i < kColumns; ++i) files += std::string(" ") + char('a' + (flipped ? kColumns - 1 - i : i));
  files += "\n";
  std::string out = files;
  for (int row = kRows - 1; row >= 0; --row) {
    out += "|";
    for (int i = 0; i < kColumns; ++i) {
      const int column = flipped ? kColumns - 1 - i : i;
      const bool red = pos.discs(RED) & bit(column, row), yellow = pos.discs(YELLOW) & bit(column, row);
      std::string disc = red ? "R" : yellow ? "Y" : colour ? "·" : ".";
      if (colour && (red || yellow)) disc = std::string(red ? "\033[1;31m" : "\033[1;33m") + "●" + "\033[0m";
      out += " " + disc;
    }
    out += " | " + std::to_string(row + 1) + "\n";
  }
  return out + files;
}

GameDescription<Game> describe() {
  GameDescription<Game> d;
  d.name = "Connect Four";
  d.sides = {"Red", "Yellow"};
  d.coordinate_notation = "columns";
  d.people_notations = {{"cells", landing_text, parse_landing}};
  d.people_notation = 1;
  d.pgn_notation = 1;
  // The perft counts of the empty board, where a won position has no moves.
  d.bench = {{"empty board", std::string(Position::kStartFen), 8, 5673234}};
  d.pgn_variant = "connect4";
  d.opening_plies = 2;  // 49 starts
  d.board_text = board_text;
  d.files_only = true;  // a move names its column
  d.board_squares = [](Move m) { return std::pair{host::Square{m.column(), 0}, host::Square{m.column(), 0}}; };
  return d;
}

}  // namespace

const GameModule& connect4_module() {
  static const TypedModule<Game> module(describe());
  return module;
}

}  // namespace plyground::host
