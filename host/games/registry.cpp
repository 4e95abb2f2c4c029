// The registry. Each game's folder, host/games/<id>/, defines <id>_module(); the list comes from
// registered_games.inc, which CMake writes from PLYGROUND_GAMES (static registration objects would
// be dropped by the static library when nothing refers to them).
#include "games/registry.hpp"

#include <stdexcept>

namespace plyground::host {

#define PLYGROUND_GAME(id) const GameModule& id##_module();
#include "registered_games.inc"
#undef PLYGROUND_GAME

const std::vector<const GameModule*>& game_modules() {
#define PLYGROUND_GAME(id) &id##_module(),
  static const std::vector<const GameModule*> modules = {
#include "registered_games.inc"
  };
#undef PLYGROUND_GAME
  return modules;
}

const GameModule& default_game() { return *game_modules().front(); }

const GameModule* find_game(std::string_view id) {
  for (const GameModule* m : game_modules())
    if (m->id() == id) return m;
  return nullptr;
}

const GameModule& game_module(std::string_view id) {
  if (const GameModule* m = find_game(id)) return *m;
  std::string known;
  for (const GameModule* m : game_modules()) known += (known.empty() ? "" : ", ") + std::string(m->id());
  throw std::runtime_error("no game '" + std::string(id) + "' (games: " + known + ")");
}

}  // namespace plyground::host
