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
      {"Beginner", host::spec_of("greedy", {}), 1000, "takes what it sees: one ply"},
      {"Casual", host::spec_of("alphabeta", {{"depth", "2"}}), 1000, "looks two plies ahead"},
      {"Club", host::spec_of("alphabeta", {{"depth", "4"}}), 2000, "looks four plies ahead"},
      {"Strong", host::spec_of("deepening", {}), 1000, "searches deeper and deeper for a second"},
      {"Expert", host::spec_of("deepening", {}), 5000, "searches deeper and deeper for five seconds"},
  };
  std::vector<Level> levels;
  for (const Level& level : shipped) {
    const host::PluginInfo* player = plugins.find(level.spec.player);
    if (player && player->plays(game.id())) {
      levels.push_back(level);
      levels.back().elo = game.level_elo(level.name);
    }
  }
  // Master: the strongest engine installed that plays the game, at full strength.
  if (const std::string engine = installed_engine(game); !engine.empty())
    levels.push_back(
        {"Master", host::spec_of("uci:" + engine, {}), 1000, engine + " at full strength, a second a move"});
  return levels;
}

std::string installed_engine(const host::GameModule& game) {
  for (const std::string& engine : game.engines())
    if (host::find_program(engine) != engine) return engine;
  return "";
}

host::PlayerSpec engine_at_elo(const std::string& engine, int elo) {
  return host::spec_of("uci:" + engine, {{"UCI_LimitStrength", "true"},
                                         {"UCI_Elo", std::to_string(std::clamp(elo, kLowestElo, kHighestElo))}});
}

int elo_of(const host::PlayerSpec& spec) {
  if (spec.kind != host::PlayerSpec::Kind::UCI) return 0;
  for (const auto& [name, value] : spec.options)
    if (name == "UCI_Elo") return std::atoi(value.c_str());
  return 0;
}

std::string player_label(const host::PlayerSpec& spec) {
  if (spec.kind == host::PlayerSpec::Kind::PYTHON_FILE && spec.options.empty())
    return std::filesystem::path(spec.player).filename().string();
  const int elo = elo_of(spec);
  if (elo <= 0) return spec.text;
  return spec.player + " " + tr("at Elo") + " " + std::to_string(elo);
}

std::string player_label(const std::string& player) { return player_label(host::spec_of(player, {})); }

}  // namespace plyground::gui
