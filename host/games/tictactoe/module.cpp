// Tic-tac-toe as the host knows it: a move is the square marked ("b2"), in every notation.
#include "base/typed_module.hpp"
#include "games/tictactoe/game.hpp"

namespace plyground::host {
namespace {

// The board for a terminal: rank 3 at the top, X in red and O in blue when in colour.
std::string board_text(const tictactoe::Position& pos, bool flipped, bool colour) {
  using namespace tictactoe;
  const std::string files = flipped ? "    c   b   a\n" : "    a   b   c\n";
  std::string out = files;
  for (int row = 0; row < 3; ++row) {
    const int rank = flipped ? row : 2 - row;
    out += " " + std::to_string(rank + 1) + " ";
    for (int col = 0; col < 3; ++col) {
      const int square = rank * 3 + (flipped ? 2 - col : col);
      const bool x = pos.marks(X) & (1u << square), o = pos.marks(O) & (1u << square);
      const std::string mark = x ? "X" : o ? "O" : colour ? "·" : ".";
      out += " " + (colour && (x || o) ? std::string(x ? "\033[1;31m" : "\033[1;34m") + mark + "\033[0m" : mark) + " ";
      if (col < 2) out += "|";
    }
    out += " " + std::to_string(rank + 1) + "\n";
    if (row < 2) out += "   ---+---+---\n";
  }
  return out + files;
}

GameDescription<tictactoe::Game> describe() {
  GameDescription<tictactoe::Game> d;
  d.name = "Tic-tac-toe";
  d.sides = {"X", "O"};
  d.coordinate_notation = "squares";
  // The whole game tree: 549,945 positions after the start.
  d.bench = {{"empty board", std::string(tictactoe::Position::kStartFen), 9, 127872}};
  d.pgn_variant = "tictactoe";
  d.board_text = board_text;
  d.board_squares = [](tictactoe::Move m) {  // a mark on its square
    const host::Square mark{m.square() % 3, m.square() / 3};
    return std::pair{mark, mark};
  };
  return d;
}

}  // namespace

const GameModule& tictactoe_module() {
  static const TypedModule<tictactoe::Game> module(describe());
  return module;
}

}  // namespace plyground::host
