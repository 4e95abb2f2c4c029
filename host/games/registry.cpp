// The registry: every game module, looked up by id. Listed here rather than registered by static
// objects, which a static library drops when nothing else refers to them.
#include <stdexcept>

#include "games/modules.hpp"

namespace plyground::host {

const std::vector<const GameModule*>& game_modules() {
  static const std::vector<const GameModule*> modules = {&xiangqi_module(), &chess_module(), &tictactoe_module(), &tree_module()};
  return modules;
}

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
