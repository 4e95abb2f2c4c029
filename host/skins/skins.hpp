// Every game's board in the window: host/skins/<id>/skin.cpp defines <id>_skin(). The layer above
// the window (the window command, the tests) hands make_skin down to it.
#pragma once

#include <memory>

#include "gui/board_skin.hpp"

namespace plyground::gui {

// The skin of `game`; throws std::runtime_error for a game with none.
std::unique_ptr<BoardSkin> make_skin(const host::GameModule& game);

}  // namespace plyground::gui
