// The board's part of the window: the game's skin fitted to its area, what changed on it from frame
// to frame, a moved piece sliding to its square, a piece carried by hand.
#pragma once

#include <SDL.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "gui/board_skin.hpp"

namespace plyground::gui {

class BoardView {
 public:
  BoardView(SDL_Renderer* renderer, std::unique_ptr<BoardSkin> skin, int animation_ms);
  ~BoardView();
  BoardView(const BoardView&) = delete;
  BoardView& operator=(const BoardView&) = delete;

  BoardSkin& skin() { return *skin_; }
  const BoardSkin& skin() const { return *skin_; }
  // Another game's skin, the same way up; whatever was carried is put down.
  void set_skin(std::unique_ptr<BoardSkin> skin);
  // Fits the board into `area` (the window's part left of the panel).
  void layout(SDL_Rect area);
  const SDL_Rect& area() const { return area_; }

  // Called every frame with the position shown: a move one step on from the position shown before
  // slides to its square (played, redone or stepped through), one step back slides back; a piece
  // dropped there by hand is already there.
  void follow(const host::GameState& shown);
  // The piece on its way into `marks`, and the piece carried (drawn at the pointer) unless
  // `carried_too` is false (an earlier position is shown).
  void add_motion(Marks& marks, bool carried_too, int pointer_x, int pointer_y) const;
  // The board, its pieces and `marks`, then what moves over them (arrows, a piece on its way).
  void draw(const host::GameState& position, const Marks& marks);
  // Where the board's picture changed since the last call (none: nothing did): boxes around the
  // squares whose pieces or marks changed, the arrows that came or went, a carried piece where it
  // was and is; all of it (and where it was) when the game, size, side or colours changed.
  // `position` null: no board is shown.
  std::vector<SDL_Rect> damage(const host::GameState* position, const Marks& marks);
  // Where draw() may draw: the skin's reach, and a piece carried beyond it.
  SDL_Rect reach(const Marks& marks) const;

  // Moving by hand: a piece picked up on `square` (already selected before, or not), then put down
  // on a square; dropped() when it landed where it goes, so that it does not slide there.
  void pick_up(host::Square square, bool was_selected);
  host::Square carried() const { return carried_; }
  bool carried_was_selected() const { return was_selected_; }
  void put_down(bool dropped);

  int redraws() const { return redraws_; }                  // frames that drew the board, in all
  int partial_redraws() const { return partial_redraws_; }  // or only around what changed

 private:
  SDL_Rect carried_box(const Marks& marks) const;  // a piece drawn at the pointer

  SDL_Renderer* renderer_;
  std::unique_ptr<BoardSkin> skin_;
  int animation_ms_;
  SDL_Rect area_{0, 0, 1, 1};

  // The board as damage() last saw it: the position and marks it showed, where and which way up.
  std::unique_ptr<host::GameState> seen_position_;
  Marks seen_marks_;
  SDL_Rect seen_rect_{0, 0, 0, 0};
  const BoardTheme* seen_theme_ = nullptr;
  bool seen_flipped_ = false, seen_anything_ = false;
  int redraws_ = 0, partial_redraws_ = 0;

  // A move slides: the piece from `from` to `to`.
  struct Slide {
    host::Square from, to;
    std::chrono::steady_clock::time_point start;
  } slide_;
  // The game shown in the last frame: its module and start, and its moves.
  const host::GameModule* module_seen_ = nullptr;
  std::string start_seen_;
  std::vector<std::string> moves_seen_;
  bool dropped_ = false;  // a piece was carried to its square since the last frame

  host::Square carried_;  // the square of the piece picked up
  bool was_selected_ = false;
};

}  // namespace plyground::gui
