// Player specs as people write them on the command line and in the window:
// "alphabeta:depth=3,ordering=none", "./myai.so:depth=2", "uci:fairy-stockfish:Skill Level=3".
// Malformed specs throw std::runtime_error with a reason a person can act on.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace plyground::host {

// "player:name=value,name=value" split into the player and its options, in order. Throws
// std::runtime_error on an option without '='.
struct ParsedSpec {
  std::string player;  // a plugin name or file, or an engine command
  std::vector<std::pair<std::string, std::string>> options;
};
ParsedSpec parse_spec(const std::string& spec);

// Splits a comma-separated list of specs. A piece with '=' but no ':' is another option of the
// spec before it: "alphabeta:depth=3,ordering=none,greedy" is two players.
std::vector<std::string> split_player_list(const std::string& list);

// Whether the spec sets this option itself.
bool spec_sets_option(const std::string& spec, const std::string& option);

// Whether a spec names an external engine ("uci:..." or "ucci:...").
bool is_external_spec(const std::string& spec);

// Whether a spec's player is a plugin file rather than a name: it has a '/' or ends in ".so".
bool is_plugin_file(const std::string& player);

}  // namespace plyground::host
