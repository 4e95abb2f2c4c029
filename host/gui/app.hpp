// The window's game logic, apart from drawing: which game, who plays each side, the game and its
// history, moves by hand, the AI's searches, comparisons, files. The tests drive it directly.
// Sides are numbered as the game's players: 0 moves first (Red, White, X), 1 second.
#pragma once

#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "games/game_module.hpp"
#include "gui/search_worker.hpp"
#include "players/engine.hpp"

namespace plyground::gui {

// Who plays one side: "human" or a plugin with its option values, and the AI's limits.
struct SideSetup {
  std::string player = "human";
  std::map<std::string, std::string> options;  // values as text, only those changed from defaults
  int movetime_ms = 1000;                      // 0: the player's own limit
  int depth = 0;                               // 0: none
  std::string spec() const;                    // "alphabeta:depth=5"
  bool human() const { return player == "human"; }
};

struct ComparedMove {
  std::string player;  // the plugin's name
  std::string spec;    // what searched: the name with the options of the Players panel, if any
  std::string fen;     // the position it searched: a row of another position is stale
  host::MoveReply reply;
};

// How compared players are limited: each as the Players panel sets it up when it plays a side (its
// options, move time and depth limit), otherwise `movetime_ms`; or, with `equal_depth`, every one
// to that depth (with its panel options), so that their nodes compare.
struct CompareLimits {
  int movetime_ms = 1000;
  int equal_depth = 0;  // 0: by time
};

class App {
 public:
  App(host::PluginScan scan, const host::GameModule& game, const std::string& log_moves_path = "",
      bool isolate = true);
  ~App();

  // Players. Plugins found at start, by rescan, or dropped on the window.
  const host::PluginScan& plugins() const { return scan_; }
  void rescan();
  std::string add_plugin_file(const std::string& path);  // "" or why it was refused
  SideSetup& setup(int side) { return setup_[side]; }
  // Applies a changed setup (a new engine for that side; the game goes on).
  std::string apply_setup(int side);
  // Reads "human" or a player spec ("alphabeta:depth=3") into a side's setup.
  std::string set_player(int side, const std::string& spec);

  // The game.
  const host::GameModule& module() const { return game_->module(); }
  // A new game of another game; a side whose player does not play it is given to a human.
  void set_game(const host::GameModule& game);
  const host::GameState& game() const { return *game_; }
  // How the game ended: by the rules, or by a player that failed or played an illegal move.
  const GameEnd& end() const { return forfeit_.over() ? forfeit_ : game_->end(); }
  void new_game() { load_fen(""); }
  bool paused = false;
  bool can_pause() const { return !end().over(); }  // nothing to pause or resume once it ended
  const std::string& message() const { return message_; }  // the last thing to tell the person
  void tell(std::string text) { message_ = std::move(text); }

  // Moves by hand: click a piece, then a square (or drag); a game whose moves are marks (tic-tac-
  // toe) takes one click. Each returns "" or why the move was refused.
  std::string click(const std::string& square);
  std::string try_move(std::string from, std::string to);
  const std::string& selected() const { return selected_; }
  bool movable(const std::string& square) const;  // a piece of the side to move that has a move
  std::vector<std::string> targets() const;  // legal destinations of the selected piece
  bool human_to_move() const;
  // A move by hand that has several forms (a promotion): the moves to choose from, until choose().
  const std::vector<std::string>& choices() const { return choices_; }
  void choose(const std::string& move);  // one of choices(), or "" to keep none

  // The AI: call update() every frame; it starts searches and plays their answers.
  void update();
  bool thinking() const { return worker_.busy(); }
  SearchInfo live_info() const { return worker_.live(); }
  double thinking_seconds() const { return worker_.seconds(); }
  void move_now() { worker_.stop(); }

  // History: undo against an AI returns to the human's turn.
  void undo();
  void redo();
  bool can_undo() const { return !game_->moves().empty() || forfeit_.over(); }
  bool can_redo() const { return !redo_.empty(); }

  // The moves so far, each in notation `notation` of the game (see GameModule::notations).
  std::vector<std::string> move_list(size_t notation) const;
  // `moves` (coordinate text) from the position now, each in `notation`, while they are legal.
  std::vector<std::string> line_text(const std::vector<std::string>& moves, size_t notation) const;

  // Files and the clipboard's FEN (of the game being played). Each returns "" or why nothing
  // changed; "" as the FEN is the game's start.
  std::string load_fen(const std::string& fen);
  std::string save_pgn(const std::string& path) const;
  std::string load_pgn(const std::string& path);

  // Compare: several players search the current position, one after the other.
  void start_compare(const std::vector<std::string>& players, CompareLimits limits);
  bool comparing() const { return !compare_queue_.empty() || compare_worker_.busy(); }
  const std::vector<ComparedMove>& compared() const { return compared_; }

  // A player of this game from a spec: isolated, unless the window runs plugins in process.
  std::unique_ptr<host::Engine> make_engine(const std::string& spec) const;

  std::string title() const;  // the window title: whose move, or the result
  void log(const std::string& line);  // a line in the --log-moves file, if any

 private:
  void play(const std::string& move);
  bool ai_answers_human() const;  // an AI is to move, against a human
  void stop_search();

  host::PluginScan scan_;
  std::vector<std::string> dropped_files_;
  SideSetup setup_[2];
  std::shared_ptr<host::Engine> engines_[2];
  std::unique_ptr<host::GameState> game_;
  GameEnd forfeit_;  // set when a player failed
  std::vector<std::string> redo_;
  std::string selected_;
  std::vector<std::string> choices_;
  std::string message_;
  SearchWorker worker_;
  std::ofstream log_moves_;
  bool isolate_ = true;

  // A compared player's spec and limits (see CompareLimits).
  std::pair<std::string, ply_limits> compare_setup(const std::string& player) const;
  std::vector<std::string> compare_queue_;
  CompareLimits compare_limits_;
  SearchWorker compare_worker_;
  ComparedMove compare_current_;
  std::vector<ComparedMove> compared_;
};

}  // namespace plyground::gui
