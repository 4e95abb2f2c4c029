// Who plays each side of the window's game: the players to choose from (the plugins found at
// start, by a rescan or dropped on the window, and Python players by their files), each side's
// setup, and the engine made from it. It knows the game only as the module engines are made for;
// the App stops a search before a seat changes. Errors: a Status or an Expected (base/status.hpp),
// which the App turns into its message.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "base/status.hpp"
#include "players/make_engine.hpp"

namespace plyground::gui {

// Who plays one side: "human" or a plugin with its option values, and the AI's limits.
struct SideSetup {
  std::string player = "human";
  std::map<std::string, std::string> options;              // values as text, only those changed from defaults
  int movetime_ms = 1000;                                  // 0: the player's own limit
  int depth = 0;                                           // 0: none
  host::PlayerSpec player_spec() const;                    // which engines are made from
  std::string spec() const { return player_spec().text; }  // "alphabeta:depth=5", for people and the PGN
  bool human() const { return player == "human"; }
};

class Seats {
 public:
  Seats(host::PluginScan scan, bool isolate) : scan_(std::move(scan)), isolate_(isolate) {}

  // The plugins found at start, by rescan, or dropped on the window.
  const host::PluginScan& plugins() const { return scan_; }
  void rescan();  // the running engines keep their own libraries loaded
  // A file dropped on the window: a plugin (scanned in a child, never loaded here), or a Python
  // player offered in Players. What to tell the person, or why it was refused.
  host::Expected<std::string> add_plugin_file(const std::string& path);
  const std::vector<std::string>& python_players() const { return python_players_; }  // their files
  // The names of the plugins that play `game`.
  std::vector<std::string> playing_plugins(const host::GameModule& game) const;

  SideSetup& setup(int side) { return setup_[side]; }
  const SideSetup& setup(int side) const { return setup_[side]; }
  // A side's setup read from a player spec: its options, and movetime= as the window's own limit
  // unless the player has an option so named.
  SideSetup setup_of(const host::PlayerSpec& spec) const;
  // Seats `setup` on a side: makes and starts its engine for `game` (none for a person). On
  // failure the side is left as it was, its player and its engine.
  host::Status seat(int side, SideSetup setup, const host::GameModule& game);
  void seat_person(int side);  // a person sits at once, with no engine
  const std::shared_ptr<host::Engine>& engine(int side) const { return engines_[side]; }
  void swap_sides();  // each player, with its engine, to the other side (a rematch)
  // The options a side's player takes: its plugin's, or a Python player's, its script's own (the
  // python plugin's own are not its author's), as its engine said when made.
  std::vector<host::OptionInfo> player_options(int side) const;

  // A player of `game` from a spec: isolated, unless the window runs plugins in process.
  std::unique_ptr<host::Engine> make_engine(const host::PlayerSpec& spec, const host::GameModule& game) const;

 private:
  void offer_python(const std::string& file);  // a Python player's file, listed in Players once

  host::PluginScan scan_;
  bool isolate_;
  std::vector<std::string> dropped_files_;
  std::vector<std::string> python_players_;
  SideSetup setup_[2];
  std::shared_ptr<host::Engine> engines_[2];
  std::vector<host::OptionInfo> script_options_[2];  // a Python player's own (its script's), as its engine said
};

}  // namespace plyground::gui
