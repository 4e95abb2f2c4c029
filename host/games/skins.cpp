// The board skin of each game, defined in host/games/<id>/skin.cpp.
#include <stdexcept>

#include "gui/board_skin.hpp"

namespace plyground::gui {

std::unique_ptr<BoardSkin> xiangqi_skin();
std::unique_ptr<BoardSkin> chess_skin();
std::unique_ptr<BoardSkin> tictactoe_skin();
std::unique_ptr<BoardSkin> tree_skin();

std::unique_ptr<BoardSkin> make_skin(const host::GameModule& game) {
  if (game.id() == "xiangqi") return xiangqi_skin();
  if (game.id() == "chess") return chess_skin();
  if (game.id() == "tictactoe") return tictactoe_skin();
  if (game.id() == "tree") return tree_skin();
  throw std::runtime_error("no board skin for " + std::string(game.id()));
}

}  // namespace plyground::gui
