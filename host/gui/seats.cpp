#include "gui/seats.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace plyground::gui {

host::PlayerSpec SideSetup::player_spec() const { return host::spec_of(player, {options.begin(), options.end()}); }

void Seats::rescan() {
  const std::vector<std::filesystem::path> files(dropped_files_.begin(), dropped_files_.end());
  scan_ = host::scan_plugins(host::plugin_folders(), files);
}

host::Expected<std::string> Seats::add_plugin_file(const std::string& path) {
  if (host::is_python_player(path)) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return host::failure(path + ": no such file");
    if (!scan_.find("python"))
      return host::failure("players written in Python need the python plugin, which this build lacks");
    offer_python(path);
    return "added " + std::filesystem::path(path).filename().string() + ": choose it in Players";
  }
  host::PluginScan one = host::scan_plugins({}, {path});  // in a child: never loaded here
  if (one.plugins.empty())
    return host::failure(path + ": " + (one.failures.empty() ? "no such file" : one.failures[0].reason));
  const std::string name = one.plugins[0].name;
  if (scan_.find(name)) return host::failure("a player named '" + name + "' is already loaded");
  dropped_files_.push_back(path);
  scan_.plugins.push_back(std::move(one.plugins[0]));
  return "loaded " + name + " from " + path;
}

void Seats::offer_python(const std::string& file) {
  if (std::find(python_players_.begin(), python_players_.end(), file) == python_players_.end())
    python_players_.push_back(file);
}

std::vector<std::string> Seats::playing_plugins(const host::GameModule& game) const {
  std::vector<std::string> names;
  for (const host::PluginInfo& p : scan_.plugins)
    if (p.plays(game.id())) names.push_back(p.name);
  return names;
}

SideSetup Seats::setup_of(const host::PlayerSpec& spec) const {
  SideSetup s;
  s.player = spec.written_player();  // an external engine keeps its protocol: "uci:stockfish"
  s.options.insert(spec.options.begin(), spec.options.end());
  if (s.options.count("movetime")) {
    const host::PluginInfo* plugin = scan_.find(s.player);
    if (!plugin || !plugin->find_option("movetime")) {
      s.movetime_ms = std::atoi(s.options["movetime"].c_str());
      s.options.erase("movetime");
    }
  }
  return s;
}

host::Status Seats::seat(int side, SideSetup setup, const host::GameModule& game) {
  std::shared_ptr<host::Engine> engine;
  std::vector<host::OptionInfo> script_options;
  if (!setup.human()) {
    try {
      engine = make_engine(setup.player_spec(), game);
      // A script's own options, not the python plugin's: read here, once (a search may use the engine later).
      if (const host::PluginInfo* python = scan_.find("python"); python && host::is_python_player(setup.player))
        for (host::OptionInfo& o : engine->options())
          if (!python->find_option(o.name)) script_options.push_back(std::move(o));
      if (const host::Status started = engine->new_game(); !started)
        return host::failure(engine->name() + " could not start a game: " + started.reason());
    } catch (const std::exception& e) {
      return host::failure(e.what());
    }
  }
  if (host::is_python_player(setup.player)) offer_python(setup.player);  // offered again in Players
  setup_[side] = std::move(setup);
  engines_[side] = std::move(engine);
  script_options_[side] = std::move(script_options);
  return {};
}

void Seats::seat_person(int side) {
  setup_[side] = SideSetup{};
  engines_[side] = nullptr;
  script_options_[side].clear();
}

void Seats::swap_sides() {
  std::swap(setup_[0], setup_[1]);
  std::swap(engines_[0], engines_[1]);
  std::swap(script_options_[0], script_options_[1]);
}

std::vector<host::OptionInfo> Seats::player_options(int side) const {
  const SideSetup& setup = setup_[side];
  if (setup.human()) return {};
  if (!host::is_python_player(setup.player)) {
    const host::PluginInfo* plugin = scan_.find(setup.player);
    return plugin ? plugin->options : std::vector<host::OptionInfo>{};
  }
  return script_options_[side];
}

std::unique_ptr<host::Engine> Seats::make_engine(const host::PlayerSpec& spec, const host::GameModule& game) const {
  return host::make_engine(spec, scan_, game, isolate_);
}

}  // namespace plyground::gui
