// What the commands share: the plugins they find, the game they work on.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"

namespace plyground::cli {

host::PluginScan Context::scan() const {
  std::vector<std::filesystem::path> files(plugin_files.begin(), plugin_files.end());
  return host::scan_plugins(host::plugin_folders(), files);
}

std::string absolute_path(std::string path) {
  std::error_code ec;
  if (!path.empty())
    if (const auto absolute = std::filesystem::absolute(path, ec); !ec) return absolute.string();
  return path;
}

std::unique_ptr<host::GameState> position_to_search(const std::string& game, const std::string& fen) {
  std::string error;
  auto state = host::game_module(game).new_game(fen, &error);
  if (!state) {
    std::cerr << "error: bad FEN: " << error << "\n";
  } else if (state->end().over()) {
    std::cerr << "error: the game is over in this position (" << state->end().reason << ")\n";
    state.reset();
  }
  return state;
}

void add_game_option(CLI::App* command, std::string& game) {
  std::vector<std::string> ids;
  for (const host::GameModule* m : host::game_modules()) ids.emplace_back(m->id());
  game = ids.front();
  std::string list;
  for (const std::string& id : ids) list += (list.empty() ? "" : ", ") + id;
  command->add_option("--game", game, "The game: " + list)->check(CLI::IsMember(ids))->capture_default_str();
}

}  // namespace plyground::cli
