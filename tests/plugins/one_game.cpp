// A player for one game only (tic-tac-toe), exported with PLYGROUND_GAME_PLUGIN: it marks the first
// empty square.
#include "plyground/player.hpp"

namespace {
class FirstSquare : public plyground::Player<plyground::tictactoe::Game> {
  plyground::Answer choose_move(const plyground::tictactoe::Game& game, const plyground::Limits&,
                                plyground::Search&) override {
    plyground::tictactoe::MoveList moves;
    game.position().legal_moves(moves);
    return {.move = move_text(game.position(), moves[0])};
  }
};
}  // namespace

PLYGROUND_GAME_PLUGIN(FirstSquare, "first_square", "0", "tests", "Marks the first empty square", {})
