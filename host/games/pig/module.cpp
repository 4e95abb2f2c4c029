// Pig as the host knows it: a move is "roll" or "hold", chance's a face of the die ("4").
#include "base/typed_module.hpp"
#include "games/pig/game.hpp"

namespace plyground::host {
namespace {

using namespace pig;

// For a terminal: each player's score as a bar towards the goal, the turn so far, what comes next.
std::string board_text(const Position& pos, bool, bool colour) {
  const std::string bold = colour ? "\033[1m" : "", plain = colour ? "\033[0m" : "";
  std::string out;
  for (int player : {0, 1}) {
    const int filled = std::min(20, pos.score(player) * 20 / pos.goal());
    out += std::string(player == 0 ? "Red " : "Blue") + " [" + std::string(size_t(filled), '#') +
           std::string(size_t(20 - filled), '.') + "] " + bold + std::to_string(pos.score(player)) + plain + " / " +
           std::to_string(pos.goal()) + "\n";
  }
  if (pos.over()) return out;
  const std::string who = pos.side_to_move() == 0 ? "Red" : "Blue";
  out += who + "'s turn: " + bold + std::to_string(pos.turn_total()) + plain + " in hand, ";
  return out + (pos.is_chance() ? "the die is rolling\n" : pos.turn_total() > 0 ? "roll or hold\n" : "roll\n");
}

GameDescription<Game> describe() {
  GameDescription<Game> d;
  d.name = "Pig";
  d.sides = {"Red", "Blue"};
  d.coordinate_notation = "moves";
  d.bench = {{"the first rolls", "0 0 0 1 d 100", 8, 2286}};
  d.pgn_variant = "pig";
  d.board_text = board_text;
  d.places = {"roll", "hold"};  // the buttons a move is made with; a face is on none
  d.board_squares = [](Move m) {
    const host::Square place = m.is_roll() ? host::Square{0, 0} : m.is_hold() ? host::Square{1, 0} : host::Square{};
    return std::pair{place, place};
  };
  return d;
}

}  // namespace

const GameModule& pig_module() {
  static const TypedModule<Game> module(describe());
  return module;
}

}  // namespace plyground::host
