// External engines as players: "uci:COMMAND[:Option=Value,...]" and "ucci:COMMAND[:...]".
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "players/engine.hpp"
#include "players/spec.hpp"

namespace plyground::host {

// Starts the engine for `game` and completes the handshake; throws std::runtime_error naming the
// problem. `name` is how it is shown (the spec itself when empty).
std::unique_ptr<Engine> make_external_engine(const PlayerSpec& spec, const GameModule& game,
                                             const std::string& name = "");

// A UCI engine started from an argument list, in a sandbox (ChildOptions' defaults): how the host
// runs a plugin in a child process (`plyground uci ...`). Its stderr's last lines join its errors.
// With several `lanes`, as many engines share the process, each playing games of its own (`lane N`,
// which `plyground uci` takes): asked together (Engine::ask_move), their moves cost one wake-up.
std::vector<std::unique_ptr<Engine>> make_child_engines(const std::vector<std::string>& argv, const GameModule& game,
                                                        const std::string& name, int lanes);

}  // namespace plyground::host
