// A player as the host drives it, whatever it is behind: a plugin in this process, an external
// engine, or a plugin isolated in a child process. An engine plays one game, chosen when it is made.
// Errors: making an engine throws std::runtime_error with the reason; once made, its calls return a
// Status, and a move that failed says why in MoveReply::error.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/game_module.hpp"
#include "base/limits.hpp"
#include "base/status.hpp"
#include "players/plugin_loader.hpp"
#include "players/search_tree.hpp"
#include "plyground/search_info.hpp"

namespace plyground::protocol {
struct Option;
}

namespace plyground::host {

struct MoveReply {
  std::string move;  // as the player wrote it; the caller checks it
  Score score;
  int depth = 0;
  uint64_t nodes = 0;
  std::vector<std::string> pv;       // from the player's last report
  std::string text;                  // the last text it reported for people (SearchInfo::text)
  std::vector<std::string> printed;  // what a player in a child printed (stderr) while it answered: the last 20 lines
  double seconds = 0;                // wall time of the call
  std::string error;                 // non-empty when the player failed
  // Why the answer came past its time and grace (answer_time), or none came: a game that keeps time
  // scores it lost on time (GameInPlay); elsewhere a move that came late still counts.
  std::string late;
};

using InfoCallback = std::function<void(const SearchInfo&)>;

// The game as a player is shown it: where it started, the moves since in the game's coordinate
// notation, and the side to move (-1 where nobody has worked it out: a sandboxed child passes the
// host's moves, which the host has checked, to its plugin unplayed; only a plugin's engine takes
// that).
struct GameSoFar {
  GameSoFar(const GameState& game)  // NOLINT(google-explicit-constructor): every game is one
      : start_fen(game.start_fen()), moves(game.moves()), side_to_move(game.side_to_move()) {}
  GameSoFar(std::string start, const std::vector<std::string>& played, int mover)
      : start_fen(std::move(start)), moves(played), side_to_move(mover) {}
  std::string start_fen;
  const std::vector<std::string>& moves;
  int side_to_move;
};

class Engine {
 public:
  virtual ~Engine() = default;
  virtual const std::string& name() const = 0;  // as given on the command line
  virtual Status new_game() = 0;
  // A move for the side to move in `game` (of the engine's game, not over). Errors are in the reply.
  virtual MoveReply choose_move(const GameSoFar& game, const Limits& limits, const InfoCallback& info) = 0;
  // The same in two halves, so that engines sharing a child process (make_engines' lanes) are asked
  // together and woken once for all their moves: ask each, then take each answer. Here the move is
  // chosen when asked.
  virtual void ask_move(const GameSoFar& game, const Limits& limits) { asked_ = choose_move(game, limits, nullptr); }
  virtual MoveReply take_move() { return std::exchange(asked_, {}); }
  virtual void stop() = 0;  // any thread
  virtual bool has_option(const std::string& name) const = 0;
  virtual const PluginInfo* plugin() const { return nullptr; }  // for plugins: their descriptor and options
  // The options it takes: its plugin's, and for a plugin in this process those an option of its
  // own made (a Python player's script's).
  virtual std::vector<OptionInfo> options() const { return plugin() ? plugin()->options : std::vector<OptionInfo>{}; }
  virtual Status set_option(const std::string& name, const std::string& value) = 0;
  // Sends the nodes of the following searches to `sink` (nullptr: no more); false when this
  // player cannot report them (an external engine, a plugin isolated in an old Plyground).
  [[nodiscard]] virtual bool trace_into(TraceSink* /*sink*/) { return false; }
  // The most any move may take, whatever its limits say (grading a search that may never end):
  // past it the player is stopped, and its process ended. Only players in a child process keep it.
  virtual void limit_answer_time(std::chrono::milliseconds /*most*/) {}
  // The game it played has ended: a player in a child of its own is watched as between its moves
  // (the CPU it uses before its next game is counted, and a player seen spinning is stopped between
  // its games as between its moves).
  virtual void game_over() {}
  // The last lines (at most `lines`) the player wrote to its error stream since last asked: its
  // prints, for showing with a failed search. None for a player in this process, whose stream is
  // the host's own.
  virtual std::vector<std::string> printed(int /*lines*/) { return {}; }

 private:
  MoveReply asked_;  // ask_move's, for take_move
};

// The memory limit of an isolated player, in MB; a child that serves several games at once (lanes,
// see make_engines) has kLaneMemoryMb more for each game after the first.
constexpr int kIsolatedMemoryMb = 1024;
constexpr int kLaneMemoryMb = 64;

// The move a player answered in `game`, checked: its place in game.legal_moves() if it is a legal
// move written in the game's coordinate notation, as the plugin interface asks; else the reason
// (the player's own error when it reported one).
Expected<size_t> checked_move(const GameState& game, const MoveReply& reply);

// Limits from the usual command-line limits (0 = none).
Limits make_limits(int64_t movetime_ms, int depth, uint64_t nodes = 0);

// Whether what players in children of their own print (their stderr) is shown on this process's
// stderr (`--player-output`): each line after the answer it came with, prefixed with the player's
// name, at most 20 lines an answer, each cut to 200 characters and made printable.
void show_player_output(bool show);
bool player_output_shown();

// The options an engine offered (its `option` lines) as a player's, but those a Plyground child
// speaks to its host (the game, the trace).
std::vector<OptionInfo> offered_options(const std::vector<protocol::Option>& offered);

// What a player may take past a fixed move time (`movetime_ms`) and still have its move count: a tenth
// of it, at least 50 ms (a loaded machine's wake-up and the pipe's round trip, measured well under
// that). An answer later than that loses on time, as Cute Chess's and fastchess's time margin judge.
std::chrono::milliseconds move_time_grace(int64_t movetime_ms);

// How long a player may take over a move with `limits` before it is stopped: its move time and
// grace; its clock and a second (its flag has fallen by then); the move limit for a depth or node
// limit, a day for protocol::kUnboundedDepth. With a clock and an unknown mover (-1), the longer clock.
std::chrono::milliseconds answer_time(const Limits& limits, int mover);

// The most a move may take under a depth or node limit (`--move-limit`; 120 s unless set).
void set_move_limit(std::chrono::milliseconds most);
std::chrono::milliseconds move_limit();

}  // namespace plyground::host
