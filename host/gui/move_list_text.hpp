// The game's moves and its variations as the move list shows them, in a notation of the game. The
// window asks every frame: only what changed since the last time is written again.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "match/pgn.hpp"

namespace plyground::gui {

// A variation after the move it replaces, numbered as PGN numbers them ("12... Nf6 13. e5").
struct VariationText {
  size_t ply;
  std::string text;
};

class MoveListText {
 public:
  // Each move of `game` from its start, in notation `notation` (see GameModule::notations).
  const std::vector<std::string>& moves(const host::GameState& game, size_t notation);
  // For each move of the last moves() asked: the side that made it (-1: chance, a die's outcome),
  // and the move number of the position it was made in.
  const std::vector<int>& movers() const { return movers_; }
  const std::vector<int>& numbers() const { return numbers_; }
  // `variations` of `game`, each from where it leaves the game's moves, in `notation`.
  const std::vector<VariationText>& variations(const host::GameState& game,
                                               const std::vector<host::PgnVariation>& variations, size_t notation);

 private:
  // What was written for: a game from a start, in a notation.
  struct Key {
    const host::GameModule* game = nullptr;
    std::string start_fen;
    size_t notation = 0;
    bool operator==(const Key&) const = default;
  };
  static Key key_of(const host::GameState& game, size_t notation) {
    return {&game.module(), game.start_fen(), notation};
  }

  std::optional<Key> moves_key_;
  std::vector<std::string> moves_written_, moves_text_;
  std::vector<int> movers_, numbers_;
  std::unique_ptr<host::GameState> after_moves_;  // the position after moves_written_

  std::optional<Key> variations_key_;
  std::vector<std::string> variations_moves_;  // the game's moves then
  std::vector<host::PgnVariation> variations_written_;
  std::vector<VariationText> variations_text_;
};

}  // namespace plyground::gui
