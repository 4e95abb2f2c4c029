// The SDL2 window: the board on the left, Dear ImGui panels on the right.
#pragma once

#include <SDL.h>

#include <array>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/registry.hpp"
#include "gui/app.hpp"
#include "gui/board_skin.hpp"
#include "gui/board_view.hpp"
#include "gui/canvas.hpp"
#include "gui/explorer_panel.hpp"
#include "gui/frame_stats.hpp"
#include "gui/new_game.hpp"
#include "gui/panels.hpp"
#include "gui/settings.hpp"
#include "gui/sounds.hpp"

namespace plyground::gui {

struct WindowOptions {
  std::string game{host::default_game().id()};    // the game's id
  std::string first = "human", second = "human";  // player specs: Red/White/X, Black/O
  std::string fen;                                // start position (default: the standard one)
  std::string log_moves;                          // append every move played to this file
  std::string explore;                            // open the explorer: "player" or "player,player"
  int explore_depth = 2;
  host::TimeControl time_control;  // the clocks (none by default)
  int pace_ms = 600;               // AI against AI: the least time between moves
  int animation_ms = 180;          // a moved piece slides to its square this long
  std::string language;            // "en" or "zh"; "" for LANG's
  bool remember = false;           // start as the settings file says (asking on the first run), and keep new choices
  std::string screenshot;          // save the window to this PNG when it closes
  double exit_after = 0;           // close by itself after this many seconds (0: never)
  bool stats = false;              // print frame-time figures on exit
  bool isolate = true;             // plugins in sandboxed child processes
  int width = 1280, height = 860;
  std::vector<std::string> plugin_files;
};

class Window {
 public:
  // Opens the window (SDL must be initialised with video), each game's board drawn by the skin
  // `make_skin` makes (skins/skins.hpp). Throws std::runtime_error on failure.
  Window(const WindowOptions& options, SkinMaker make_skin);
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // One turn of the loop: events, game logic, drawing. False once the window should close.
  bool frame();
  // Shows the frame drawn.
  void present();
  App& app() { return *app_; }
  const BoardSkin& board() const { return board_->skin(); }
  BoardSkin& board() { return board_->skin(); }
  // Plays another game: its skin, a new game, the players kept where they play it. Fails, the game
  // kept, where its skin's images are missing.
  host::Status set_game(const host::GameModule& game);
  size_t notation = 0;  // of the game's notations, for move lists, the PV and the compare table
  // The last drawn frame as an RGBA surface (caller frees), or the board part only.
  SDL_Surface* capture(bool board_only = false);
  void print_stats() const;
  // The option controls drawn in the last frame (see PlayersPanel::option_controls).
  const std::vector<std::string>& option_controls() const { return players_panel_.option_controls(); }
  // What the board shows besides the pieces: selection, last move, arrows.
  Marks marks() const;
  // The explorer: `player` searches this position to `depth`, traced, and `beside` too unless it is
  // "", or why it cannot.
  host::Status explore(const std::string& player, int depth, const std::string& beside = "");
  SearchExplorer& explorer(int i = 0) { return explorer_->explorer(i); }
  // The panel's tabs; the board shows a search being explored only while Explore is in front,
  // and the compared players' arrows only while Compare is.
  enum class Tab { PLAY, COMPARE, EXPLORE, FILES };
  void show_tab(Tab tab) { tab_ = tab, tab_to_show_ = tab; }
  Tab tab() const { return tab_; }
  // What the board's place shows while a search is explored.
  using ExplorerView = ExplorerPanel::View;
  ExplorerView explorer_view() const { return tab_ == Tab::EXPLORE ? explorer_->view() : ExplorerView::GAME; }
  void show(ExplorerView view) { explorer_->show(view); }
  // The search nodes drawn at a pixel of the whole-tree view: (explorer, node), or (-1, -1).
  std::pair<int, int> tree_node_at(int x, int y) const { return explorer_->node_at(x, y); }
  // How big the panels' text and controls are drawn (1: 17 px text), for the window's size and the
  // display's pixel density.
  float ui_scale() const { return scale_; }
  int panel_width() const { return panel_width_; }
  // The status line's text as drawn in the last frame, and whether it was drawn as an error.
  const std::string& status() const { return status_; }
  int frames_drawn() const { return frames_drawn_; }  // frames that showed a change (the others are not drawn)
  int frames_drawn_in_part() const { return canvas_->partial_frames(); }  // see Canvas
  bool keeps_picture() const { return canvas_->keeps_picture(); }
  int board_redraws() const { return board_->redraws(); }            // times the board was drawn afresh, in all
  int partial_redraws() const { return board_->partial_redraws(); }  // or only around what changed
  // Asks whether to play from the reviewed position (a click on the board while reviewing).
  bool asking_to_branch() const { return ask_branch_; }
  // The answer: the game goes back to the position shown, keeping the moves after it as a
  // variation or not, and the click on the board that asked is taken there.
  void play_from_here(bool keep_as_variation);
  // A new game as the New game dialog sets it up: the game, the person's side, the opponent (a
  // level's name or a player spec), the clock; remembered when the window remembers. Or why not.
  host::Status start_game(const Settings& settings);
  void take_preferences(const Settings& settings);
  bool asking_new_game() const { return new_game_.is_open(); }
  static bool list_open();  // a list or menu is open on top (Escape closes it first)
  // The dialog, on the game as it is unless other choices are given; the game waits (its clocks
  // stopped) until it closes.
  void open_new_game(std::optional<Settings> choices = std::nullopt);
  const Settings& new_game_choices() const { return new_game_.choices(); }
  FilesPanel& files() { return files_panel_; }  // the Save and Open dialogs
  const Sounds& sounds() const { return sounds_; }

 private:
  void handle(const SDL_Event& event);
  void key(const SDL_Keysym& key);
  void board_click(int x, int y);
  void board_release(int x, int y);
  void review_key(SDL_Keycode key);
  void fit(int width, int height);  // the panel's width, the scale, the board's area
  void draw_panels();
  void draw_play_tab();
  void draw_status_line();
  // Over the board (board_overlays.cpp): the forms of a move, the question before playing from an
  // earlier position, the result.
  void draw_choices();
  void draw_branch_question();
  void draw_banner();
  void rematch_now();  // the same players, sides swapped, the board turned to the person's side
  void draw_draw_offer();
  void watch_plugin_folders();

  WindowOptions options_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  std::unique_ptr<BoardView> board_;
  std::unique_ptr<App> app_;
  std::unique_ptr<ExplorerPanel> explorer_;
  PlayersPanel players_panel_;
  GamePanel game_panel_;
  ComparePanel compare_panel_;
  FilesPanel files_panel_;
  NewGameDialog new_game_;
  bool quit_ = false;
  bool flip_set_by_hand_ = false;
  bool close_popups_ = false;       // Escape was pressed
  Tab tab_ = Tab::PLAY;             // in front in the last frame
  std::optional<Tab> tab_to_show_;  // brought to the front in the next
  float scale_ = 0;                 // see ui_scale()
  int panel_width_ = 430, status_height_ = 24;
  std::string status_;
  bool ask_branch_ = false;
  SDL_Rect banner_{};           // the result over the board, as last drawn: its buttons take clicks there
  bool banner_closed_ = false;  // by the person, for this game's result
  host::Square branch_click_;   // the square clicked on an earlier position, if a click asked
  Settings settings_;           // the last game started from the dialog
  Sounds sounds_;
  void set_sound(bool on);
  void resume_unfinished_game();
  void keep_unfinished_game();
  void remember_settings();  // keeps settings_ when the window remembers; a failure is told

  // The pointer.
  int mouse_x_ = 0, mouse_y_ = 0;
  bool mouse_inside_ = false;  // the pointer is over the window

  FrameStats stats_;  // for --stats
  int frames_drawn_ = 0;
  std::chrono::steady_clock::time_point last_folder_check_;
  // Draws what changed since the last frame (everything when `always`); see Canvas.
  void render(bool always);
  SkinMaker make_skin_;
  std::unique_ptr<Canvas> canvas_;
  std::vector<SDL_Rect> drawn_areas_;  // by this frame
  bool drawn_ = true;
  std::string folder_signature_;
  std::string title_;
  std::map<std::string, SDL_Rect> logged_places_;    // see note_control
  std::map<std::string, std::string> logged_texts_;  // see note_text
};

}  // namespace plyground::gui
