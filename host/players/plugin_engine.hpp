// A plugin as an engine: loaded into this process, or isolated in a sandboxed child process that
// loads it (see make_engine, which chooses).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "players/engine.hpp"

namespace plyground::host {

// The plugin `plugin`, loaded here, playing `game`; shown as `name`. `own_movetime_ms` (when > 0)
// replaces the limits of every move.
std::unique_ptr<Engine> make_plugin_engine(const std::string& name, const LoadedPlugin& plugin, const GameModule& game,
                                           int64_t own_movetime_ms);

// The plugin that `info` describes, run by the child process that `argv` starts, with the
// plugin's descriptor for the window and the UCI server; options are checked against the
// descriptor before they are sent. `own_movetime_ms` as for make_plugin_engine. With several
// `lanes`, as many engines that share the process (see make_child_engines).
std::vector<std::unique_ptr<Engine>> make_isolated_engines(const std::vector<std::string>& argv, const GameModule& game,
                                                           const std::string& name, const PluginInfo& info,
                                                           int64_t own_movetime_ms, int lanes);

}  // namespace plyground::host
