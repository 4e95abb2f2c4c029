// Othello as the host knows it: a move is the square played ("d3") or "pass", in every notation.
#include "base/typed_module.hpp"
#include "games/othello/game.hpp"

namespace plyground::host {
namespace {

using namespace othello;

// The board for a terminal: row 1 at the top as Othello boards are printed; Black's discs as X
// (● in colour), White's as O (○), and the squares the side to move may play on as dots.
std::string board_text(const Position& pos, bool flipped, bool colour) {
  std::string files = "  ";
  for (int i = 0; i < 8; ++i) files += std::string(" ") + char('a' + (flipped ? 7 - i : i));
  files += "\n";
  std::string out = files;
  for (int i = 0; i < 8; ++i) {
    const int row = flipped ? 7 - i : i;
    out += " " + std::to_string(row + 1);
    for (int j = 0; j < 8; ++j) {
      const int file = flipped ? 7 - j : j;
      const Board bit = Board(1) << (row * 8 + file);
      const char* mark = (pos.discs(BLACK) & bit)   ? (colour ? "●" : "X")
                         : (pos.discs(WHITE) & bit) ? (colour ? "○" : "O")
                         : (pos.playable() & bit)   ? (colour ? "\033[2m·\033[0m" : "*")
                                                    : (colour ? " " : ".");
      out += std::string(" ") + mark;
    }
    out += " " + std::to_string(row + 1) + "\n";
  }
  out += files;
  return out + "Black " + std::to_string(pos.count(BLACK)) + ", White " + std::to_string(pos.count(WHITE)) + "\n";
}

GameDescription<Game> describe() {
  GameDescription<Game> d;
  d.name = "Othello";
  d.sides = {"Black", "White"};
  d.coordinate_notation = "squares";
  // The published perft counts, where a pass is a move and a finished game one leaf.
  d.bench = {{"start", std::string(Position::kStartFen), 10, 24571284}};
  d.pgn_variant = "othello";
  d.opening_plies = 4;
  // A disc is placed on its square; a pass is on none.
  d.board_squares = [](Move m) {
    const host::Square disc = m.is_pass() ? host::Square{} : host::Square{m.square() % 8, m.square() / 8};
    return std::pair{disc, disc};
  };
  d.board_text = board_text;
  return d;
}

}  // namespace

const GameModule& othello_module() {
  static const TypedModule<Game> module(describe());
  return module;
}

}  // namespace plyground::host
