// The panels at the window's right, each drawn from the App it shows and acts on, one file each:
// players_panel.cpp, game_panel.cpp (buttons and clocks), analysis_panel.cpp (the search, the hint,
// the score graph and bar), move_list_panel.cpp, compare_panel.cpp, files_panel.cpp. They keep only
// their own controls' state; what they change is the App's.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gui/app.hpp"
#include "gui/file_browser.hpp"

namespace plyground::gui {

// Who plays each side: Human or a player of the game, with its options and limits.
class PlayersPanel {
 public:
  void draw(App& app);
  // The option controls of the last frame ("Red depth: spin 1..10 = 5"), one per option of the
  // chosen players' descriptors, shown or folded.
  const std::vector<std::string>& option_controls() const { return option_controls_; }

 private:
  bool draw_player_choice(App& app, SideSetup& setup);
  bool draw_settings(App& app, int side, const host::PluginInfo& plugin, const std::vector<host::OptionInfo>& options,
                     bool python);
  void describe_options(const App& app, int side, const std::vector<host::OptionInfo>& options);
  bool draw_option_controls(App& app, int side, const std::vector<host::OptionInfo>& options);  // true when changed
  std::vector<std::string> option_controls_;
  bool settings_open_[2] = {false, false};  // each side's settings unfolded
};

// A line of moves from a position, written for people: written again only when the position, the
// moves or the notation change (the panels draw it every frame).
class WrittenLine {
 public:
  const std::string& text(const host::GameModule& game, const std::string& fen, const std::vector<std::string>& moves,
                          size_t notation);

 private:
  const host::GameModule* game_ = nullptr;
  std::string fen_;
  std::vector<std::string> moves_;
  size_t notation_ = 0;
  std::string text_;
};

// The game: buttons, pace, the time control; the search, the move list, the score graph.
class GamePanel {
 public:
  // What the panel asks of the window, which owns the board and the dialogs.
  struct Asked {
    bool new_game = false;        // open the New game dialog
    bool flip = false;            // turn the board round
    bool play_from_here = false;  // play on from the position reviewed
    bool rematch = false;         // the same players again, sides swapped
  };
  Asked draw(App& app, size_t& notation);

 private:
  // What the AI players printed, under the score graph once one has: folded to one line, or open
  // on its last lines (the move list gives it room: printed_height).
  void draw_printed(const App& app);
  float printed_height(const App& app) const;
  bool printed_open_ = false;
  void draw_hint(App& app, size_t notation);
  // The running search, else the last one, until the next starts.
  void draw_search_report(const App& app, size_t notation);
  int hint_player_ = -1;  // of App::playing_plugins(); -1: the strongest shipped
  WrittenLine search_line_;
};

// One side's time left (or, without a clock, its player) in a box across the panel: the top
// player's above the tabs, the bottom player's at the panel's foot, beside the board's edges as
// they sit; the running one marked. kClockFaceHeight is its height at the standard font size.
constexpr float kClockFaceHeight = 64;
void draw_clock_face(const App& app, int side);
// A judged move's colour, as lichess marks them: inaccuracy yellow, mistake orange, blunder red.
ImVec4 judgement_color(Judgement judgement);
// The analysis: its button; its progress, or what it found of each side's moves (false: nothing).
void draw_analysis_button(App& app);
bool draw_analysis_summary(const App& app);
// The moves so far in `notation` (chosen above the list); a click on one reviews the position after
// it. True when the person asked to play on from the position reviewed.
bool draw_move_list(App& app, size_t& notation, float room_below = 0);
// The score after each move, for the first side, as the AIs reported it; a click reviews there.
void draw_score_graph(App& app);
// Beside the board (`board`, the first side at the bottom unless `flipped`): the score of the
// position shown.
void draw_eval_bar(const App& app, const SDL_Rect& board, bool flipped);

// Compare: several players on this position, their answers side by side and as arrows on the board.
class ComparePanel {
 public:
  void draw(App& app, size_t notation);
  // A player's colour in the panel and on the board: by its place among the players that can be
  // compared, so that it keeps it whatever else is compared, and no two alike.
  static SDL_Color color(const App& app, const std::string& player);

 private:
  void draw_answers(const App& app, size_t notation);
  std::set<std::string> left_out_;  // players not ticked (every player is, at first)
  int movetime_ms_ = 1000;
  int by_depth_ = 0;  // 1: every compared player to depth_
  int depth_ = 4;
};

// FEN through the clipboard; PGN files through Save and Open dialogs (also Ctrl+S, Ctrl+O), which
// ask before a file is replaced.
class FilesPanel {
 public:
  void draw(App& app);
  void ask_save(App& app);  // opens the Save dialog, on the last file's name or a new one
  void ask_open(App& app);
  void cancel() { dialog_ = Dialog::NONE; }
  // Draws an open dialog over the window (every frame, whatever tab is in front).
  void draw_dialogs(App& app);
  bool dialog_open() const { return dialog_ != Dialog::NONE; }
  bool asking_to_replace() const { return dialog_ == Dialog::REPLACE; }
  const std::string& path() const { return path_; }
  void set_path(std::string path) { path_ = std::move(path); }
  // The folder of the last file opened or saved (kept in the settings), where the dialogs start.
  const std::filesystem::path& folder() const { return folder_; }
  void set_folder(std::filesystem::path folder) { folder_ = std::move(folder); }
  bool take_opened() { return std::exchange(opened_, false); }  // whether a game was opened since last asked

 private:
  // OPEN and SAVE choose a file; REPLACE asks before a file is written over, DISCARD before an
  // unfinished game is put aside for the one opened.
  enum class Dialog { NONE, SAVE, REPLACE, OPEN, DISCARD };
  void draw_chooser(App& app, bool& close);
  void done(const host::Status& status, bool& close);
  Dialog dialog_ = Dialog::NONE;
  bool opening_ = false;      // a dialog opened this frame: its field takes the keyboard
  std::string title_;         // of the dialog open in Dear ImGui, until it is closed there
  std::string replace_note_;  // what the file to replace holds
  std::string path_;
  std::filesystem::path folder_;
  bool opened_ = false;
  FileBrowser browser_{".pgn"};
};

// A side's name after a swatch of its pieces' colour (App::side_colours); the swatch's place is
// noted as `place` and the side ("swatch-0").
void side_name(const App& app, int side, const std::string& place = "swatch-");
// An ended game's winner in words ("Red wins", "Draw"), and its pieces' colour (grey for a draw).
std::string result_words(const App& app);
SDL_Color result_colour(const App& app, Result result);

// Where a saved game goes unless the person says otherwise: ~/Documents (or the home folder) and a
// name of its own ("xiangqi-2026-11-27-0415.pgn").
std::string new_pgn_path(const App& app);

}  // namespace plyground::gui
