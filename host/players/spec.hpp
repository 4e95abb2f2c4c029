// Player specs as people write them on the command line and in the window:
// "alphabeta:depth=3,ordering=none", "./myai.so:depth=2", "student.py:depth=4",
// "uci:fairy-stockfish:Skill Level=3".
// A spec is read once, where it enters, into a PlayerSpec that is passed on from there; only a
// child process is given it as text again. A malformed spec reads as nothing, with a reason a
// person can act on.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/status.hpp"

namespace plyground::host {

// A player's options as set, each a name and its value in text, in the order set (a later one
// wins): "depth=3,ordering=none" as a value.
using OptionValues = std::vector<std::pair<std::string, std::string>>;
// The options of `a`, then those of `b`, which win where both set one (options are set in order).
OptionValues overridden_by(OptionValues a, const OptionValues& b);

struct PlayerSpec {
  enum class Kind {
    PLUGIN,       // a plugin found by name in the plugin folders: "alphabeta"
    PLUGIN_FILE,  // a plugin file: has a '/' or ends in ".so"
    PYTHON_FILE,  // a player written in Python: ends in ".py" (run by the `python` plugin)
    UCI,          // an external engine: "uci:COMMAND[:Name=Value,...]"
    UCCI,         // "ucci:COMMAND[:...]"
  };
  Kind kind = Kind::PLUGIN;
  std::string text;      // as written: how messages, PGN tags and standings name the player
  std::string player;    // the plugin's name or file, or the engine's command line
  OptionValues options;  // in the order written

  bool external() const { return kind == Kind::UCI || kind == Kind::UCCI; }
  // The player as a spec writes it, its protocol before an engine's command: "uci:stockfish".
  std::string written_player() const;
  bool sets(std::string_view option) const;  // whether the spec sets this option itself
  // The options as written after the player, with their ':' ("" when none): ":depth=2".
  std::string options_text() const;
};

// Whether a player (a spec's player, or a file) is one written in Python: its file ends in ".py".
inline bool is_python_player(std::string_view player) { return player.ends_with(".py"); }

// Reads a spec; fails for an option without '='.
Expected<PlayerSpec> parse_spec(const std::string& text);
// A spec made as a value, from a player (a name, a file, "uci:COMMAND") and its options, with no
// text read: a file or an option value may hold ',' or ':'. Its `text` is written from them.
PlayerSpec spec_of(const std::string& player, OptionValues options);
// `spec` with more options after its own.
PlayerSpec with_options(PlayerSpec spec, const OptionValues& more);

// Splits a comma-separated list of specs. A piece with '=' but no ':' is another option of the
// spec before it: "alphabeta:depth=3,ordering=none,greedy" is two players.
std::vector<std::string> split_player_list(const std::string& list);
// The list read into specs; fails with the first spec's fault if one does not read.
Expected<std::vector<PlayerSpec>> parse_player_list(const std::string& list);

}  // namespace plyground::host
