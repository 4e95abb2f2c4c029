// A plugin as an engine: loaded into this process, or isolated in a sandboxed child process that
// loads it (see make_engine, which chooses).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "players/engine.hpp"

namespace plyground::host {

// The limits a player's spec sets itself ("alphabeta:depth=3", "greedy:movetime=200"), which
// replace those a command gives every move: its own move time all of them, its own depth the
// depth (where a depth limits the move). 0: none.
struct OwnLimits {
  int64_t movetime_ms = 0;
  int depth = 0;
};

// The plugin `plugin`, loaded here, playing `game`; shown as `name`, with the limits of its own.
std::unique_ptr<Engine> make_plugin_engine(const std::string& name, const LoadedPlugin& plugin, const GameModule& game,
                                           OwnLimits own);

// The plugin that `info` describes, run by the child process that `argv` starts, with the
// plugin's descriptor for the window and the UCI server; options are checked against the
// descriptor before they are sent. `own` as for make_plugin_engine. With several `lanes`, as many
// engines that share the process (see make_child_engines).
std::vector<std::unique_ptr<Engine>> make_isolated_engines(const std::vector<std::string>& argv, const GameModule& game,
                                                           const std::string& name, const PluginInfo& info,
                                                           OwnLimits own, int lanes);

}  // namespace plyground::host
