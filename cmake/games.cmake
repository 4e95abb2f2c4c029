# Writes, from PLYGROUND_GAMES, the two places that list every game:
# - the kit's plyground/games.hpp: KitGames, the games PLYGROUND_PLUGIN makes a player for;
# - the host's registered_games.inc: PLYGROUND_GAME(id) for each game, which the registry
#   (<id>_module(), host/games/registry.cpp) and the skins (<id>_skin(), host/skins/skins.cpp) expand.
set(PLYGROUND_GENERATED ${PROJECT_BINARY_DIR}/generated)

set(kit_includes "")
set(kit_games "")
set(host_games "")
foreach(game IN LISTS PLYGROUND_GAMES)
  string(APPEND kit_includes "#include \"games/${game}/game.hpp\"\n")
  list(APPEND kit_games "${game}::Game")
  string(APPEND host_games "PLYGROUND_GAME(${game})\n")
endforeach()
list(JOIN kit_games ", " kit_games)

file(CONFIGURE OUTPUT ${PLYGROUND_GENERATED}/kit/plyground/games.hpp @ONLY CONTENT
"// The games of the kit, in the order the host offers them: written by CMake from PLYGROUND_GAMES
// (the top CMakeLists.txt). PLYGROUND_PLUGIN makes a player for each of them.
#pragma once

@kit_includes@
namespace plyground {

template <class... Games>
struct GameList {};

using KitGames = GameList<@kit_games@>;

}  // namespace plyground
")

file(CONFIGURE OUTPUT ${PLYGROUND_GENERATED}/host/registered_games.inc @ONLY CONTENT
"// Every game, in the order offered: written by CMake from PLYGROUND_GAMES (the top CMakeLists.txt).
@host_games@")

# The sources of each game's two folders in the host: host/games/<id>/ (its module) and
# host/skins/<id>/ (its board in the window).
function(plyground_game_sources modules skins)
  set(module_files "")
  set(skin_files "")
  foreach(game IN LISTS PLYGROUND_GAMES)
    file(GLOB game_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/host/games/${game}/*.cpp)
    list(APPEND module_files ${game_files})
    file(GLOB game_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/host/skins/${game}/*.cpp)
    list(APPEND skin_files ${game_files})
  endforeach()
  set(${modules} ${module_files} PARENT_SCOPE)
  set(${skins} ${skin_files} PARENT_SCOPE)
endfunction()
