#include "gui/levels.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "gui/language.hpp"
#include "players/process.hpp"
#include "players/spec.hpp"

namespace plyground::gui {

std::string level_label(const Level& level) {
  std::string label = tr(level.name);
  if (level.elo > 0) label += " ~" + std::to_string(level.elo);
  return label + ": " + say(level.description);
}

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
    const host::PluginInfo* player = plugins.find(host::parse_spec(level.spec).value().player);  // shipped: it reads
    if (player && player->plays(game.id())) {
      levels.push_back(level);
      levels.back().elo = game.level_elo(level.name);
    }
  }
  // Master: the strongest engine installed that plays the game, at full strength.
  if (const std::string engine = installed_engine(game); !engine.empty())
    levels.push_back({"Master", "uci:" + engine, 1000, engine + " at full strength, a second a move"});
  return levels;
}

std::string installed_engine(const host::GameModule& game) {
  for (const std::string& engine : game.engines())
    if (host::find_program(engine) != engine) return engine;
  return "";
}

std::string engine_at_elo(const std::string& engine, int elo) {
  return "uci:" + engine +
         ":UCI_LimitStrength=true,UCI_Elo=" + std::to_string(std::clamp(elo, kLowestElo, kHighestElo));
}

int elo_of(const std::string& spec) {
  const size_t at = spec.find("UCI_Elo=");
  if (spec.rfind("uci:", 0) != 0 || at == std::string::npos) return 0;
  return std::atoi(spec.c_str() + at + 8);
}

std::string player_label(const std::string& spec) {
  if (host::is_python_player(spec)) return std::filesystem::path(spec).filename().string();
  const int elo = elo_of(spec);
  if (elo <= 0) return spec;
  return spec.substr(4, spec.find(':', 4) - 4) + " " + tr("at Elo") + " " + std::to_string(elo);
}

}  // namespace plyground::gui
