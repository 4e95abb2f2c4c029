// External engines as players: "uci:COMMAND[:Option=Value,...]" and "ucci:COMMAND[:...]".
#pragma once

#include <memory>
#include <string>

#include "players/engine.hpp"

namespace plyground::host {

// Starts the engine for `game` and completes the handshake; throws std::runtime_error naming the
// problem. `name` is how it is shown (the spec itself when empty).
std::unique_ptr<Engine> make_external_engine(const std::string& spec, const GameModule& game,
                                             const std::string& name = "");

}  // namespace plyground::host
