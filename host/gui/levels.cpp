#include "gui/levels.hpp"

#include "players/process.hpp"
#include "players/spec.hpp"

namespace plyground::gui {

std::vector<Level> levels_for(const host::GameModule& game, const host::PluginScan& plugins) {
  const std::vector<Level> shipped = {
      {"Beginner", "greedy", 1000, "takes what it sees: one ply"},
      {"Casual", "alphabeta:depth=2", 1000, "looks two plies ahead"},
      {"Club", "alphabeta:depth=4", 2000, "looks four plies ahead"},
      {"Strong", "deepening", 1000, "searches deeper and deeper for a second"},
      {"Expert", "deepening", 5000, "searches deeper and deeper for five seconds"},
  };
  std::vector<Level> levels;
  for (const Level& level : shipped) {
    const host::PluginInfo* player = plugins.find(host::parse_spec(level.spec).player);
    if (player && player->plays(game.id())) levels.push_back(level);
  }
  // Master: the strongest engine installed that plays the game, at full strength.
  std::vector<std::string> engines;
  if (game.id() == "chess") engines = {"stockfish", "fairy-stockfish"};
  if (game.id() == "xiangqi") engines = {"fairy-stockfish"};
  for (const std::string& engine : engines)
    if (host::find_program(engine) != engine) {
      levels.push_back({"Master", "uci:" + engine, 1000, engine + " at full strength, a second a move"});
      break;
    }
  return levels;
}

}  // namespace plyground::gui
