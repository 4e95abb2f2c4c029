// Players made from the specs people write: plugins by name or file, and external engines.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "players/engine.hpp"
#include "players/spec.hpp"

namespace plyground::host {

// A player spec: a plugin name or a plugin file, optionally with options, or an external engine
// ("uci:fairy-stockfish:Skill Level=3", "ucci:eleeye"):
// "alphabeta", "alphabeta:depth=3,ordering=none", "./myai.so:depth=2". `movetime=MS` (unless the
// player declares an option of that name) gives this player its own time per move, whatever the
// match's limits. Throws std::runtime_error with a reason a person can act on (unknown player,
// bad option, a player that does not play `game`).
// With `isolate`, a plugin runs in a child process (`plyground uci --sandboxed --game ID --memory MB
// --player FILE --option NAME=VALUE...`, a sandbox: see ChildOptions and sandbox.hpp) that loads that one file, so a
// crash, a hang or runaway memory costs only its game. Without it, the plugin is loaded into this
// process: only for plugins a person trusts (--in-process).
std::unique_ptr<Engine> make_engine(const PlayerSpec& spec, const PluginScan& scan, const GameModule& game,
                                    bool isolate = false);
// `lanes` engines of one spec, for games played at once (see Engine::ask_move): isolated, they share
// one child process, which serves each its own game; else each is made as make_engine makes one.
std::vector<std::unique_ptr<Engine>> make_engines(const PlayerSpec& spec, const PluginScan& scan,
                                                  const GameModule& game, bool isolate, int lanes);
// The same from a spec's text, read here (where a spec enters as text).
std::unique_ptr<Engine> make_engine(const std::string& spec, const PluginScan& scan, const GameModule& game,
                                    bool isolate = false);

// Checks, without starting anything, that a spec names a player of `game`: a known plugin (or a
// plugin file, scanned in a child) that plays it, with options it has, or an external engine whose
// program exists. Throws std::runtime_error with the reason.
void check_spec(const PlayerSpec& spec, const PluginScan& scan, const GameModule& game);

}  // namespace plyground::host
