// External engines as players: "uci:COMMAND[:Option=Value,...]" and "ucci:COMMAND[:...]".
#pragma once

#include <memory>
#include <string>

#include "players/engine.hpp"

namespace plyground::host {

bool is_external_spec(const std::string& spec);  // starts with "uci:" or "ucci:"
// Starts the engine and completes the handshake; throws std::runtime_error naming the problem.
std::unique_ptr<Engine> make_external_engine(const std::string& spec);

}  // namespace plyground::host
