// The games of the kit. PLYGROUND_PLUGIN makes a player for each of them; the host has a module
// for each (host/games/). Adding a game: its folder sdk/games/<id>/, its Game in this list, its
// module and board skin in host/games/<id>/ (the README says how).
#pragma once

#include "games/chess/game.hpp"
#include "games/tictactoe/game.hpp"
#include "games/tree/game.hpp"
#include "games/xiangqi/game.hpp"

namespace plyground {

template <class... Games>
struct GameList {};

using KitGames = GameList<xiangqi::Game, chess::Game, tictactoe::Game, tree::Game>;

}  // namespace plyground
