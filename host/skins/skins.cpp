// The list of skins comes from registered_games.inc, written by CMake from PLYGROUND_GAMES.
#include "skins/skins.hpp"

#include <stdexcept>
#include <string>

namespace plyground::gui {

#define PLYGROUND_GAME(id) std::unique_ptr<BoardSkin> id##_skin();
#include "registered_games.inc"
#undef PLYGROUND_GAME

std::unique_ptr<BoardSkin> make_skin(const host::GameModule& game) {
#define PLYGROUND_GAME(each) \
  if (game.id() == #each) return each##_skin();
#include "registered_games.inc"
#undef PLYGROUND_GAME
  throw std::runtime_error("no board skin for " + std::string(game.id()));
}

}  // namespace plyground::gui
