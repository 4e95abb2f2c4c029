// A player served as a UCI (or UCCI) engine (protocol/uci.hpp): what `plyground uci` runs, for a
// host as its sandboxed child and for other GUIs alike.
#pragma once

#include <cstdio>
#include <memory>
#include <string>

#include "base/game_module.hpp"
#include "players/plugin_loader.hpp"
#include "players/spec.hpp"

namespace plyground::cli {

class EngineServer {
 public:
  virtual ~EngineServer() = default;
  // Speaks the protocol until `quit` or the end of input; the process's exit status.
  virtual int run() = 0;
};

// A server of the player `spec` (found in `scan`) for `game`, reading commands from `in` and
// writing to `out`. `sandboxed`: this process is the sandboxed child a host started, and loads the
// plugin itself; else a plugin is played in such a child, or here when not `isolate`. Throws
// std::runtime_error when the player cannot be made or cannot play the game.
std::unique_ptr<EngineServer> make_uci_server(host::PlayerSpec spec, host::PluginScan scan,
                                              const host::GameModule& game, int in, FILE* out, bool sandboxed,
                                              bool isolate);

}  // namespace plyground::cli
