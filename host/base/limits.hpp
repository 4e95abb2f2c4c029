// What a player is given for one move, as the host holds it: the plugin interface's ply_limits
// (plyground/plugin.h) without its C framing, which only the plugin's edge writes
// (players/plugin_engine.cpp). Zero means "no limit" for each member.
#pragma once

#include <array>
#include <cstdint>

namespace plyground::host {

struct Limits {
  int64_t movetime_ms = 0;                // think at most this long
  int depth = 0;                          // search at most this many plies
  uint64_t nodes = 0;                     // visit at most about this many nodes
  std::array<int64_t, 2> time_left_ms{};  // clocks: the first and second player's time left; 0: no clock
  std::array<int64_t, 2> increment_ms{};  // added after each move of that player
  int moves_to_go = 0;                    // moves until the next time control; 0: sudden death
};

}  // namespace plyground::host
