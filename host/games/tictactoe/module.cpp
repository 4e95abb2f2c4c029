// Tic-tac-toe as the host knows it: a move is the square marked ("b2"), in every notation.
#include "games/modules.hpp"
#include "games/tictactoe/game.hpp"
#include "games/typed_module.hpp"

namespace plyground::host {
namespace {

GameDescription<tictactoe::Game> describe() {
  GameDescription<tictactoe::Game> d;
  d.name = "Tic-tac-toe";
  d.sides = {"X", "O"};
  d.coordinate_notation = "squares";
  // The whole game tree: 549,945 positions after the start.
  d.bench = {{"empty board", std::string(tictactoe::Position::kStartFen), 9, 127872}};
  d.pgn_variant = "tictactoe";
  d.squares_of = [](const std::string& move) { return std::pair{move, move}; };
  d.why_illegal = [](const tictactoe::Position& pos, const std::string&, const std::string& to) {
    std::string error;
    return tictactoe::parse_move(pos, to, &error) ? "" : error;
  };
  return d;
}

}  // namespace

const GameModule& tictactoe_module() {
  static const TypedModule<tictactoe::Game> module(describe());
  return module;
}

}  // namespace plyground::host
