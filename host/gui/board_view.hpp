// Draws the board, the pieces and what the window marks on them, and maps the mouse to points.
#pragma once

#include <SDL.h>

#include <vector>

#include "gui/textures.hpp"
#include "games/xiangqi/game.hpp"

namespace plyground::gui {

struct Arrow {
  xiangqi::Move move;
  SDL_Color color;
};

struct Marks {
  xiangqi::Square selected = xiangqi::NO_SQUARE;  // the piece picked up
  std::vector<xiangqi::Square> targets;            // its legal destinations
  xiangqi::Move last_move;
  xiangqi::Square in_check = xiangqi::NO_SQUARE;   // a king in check
  std::vector<Arrow> arrows;                       // principal variation, compared players' moves
  xiangqi::Square dragged = xiangqi::NO_SQUARE;    // drawn at the mouse instead of its point
  int drag_x = 0, drag_y = 0;
};

class BoardView {
 public:
  // Fits the board into `area`, centred, keeping its proportions.
  void layout(SDL_Rect area);
  const SDL_Rect& rect() const { return rect_; }
  bool flipped = false;  // Black at the bottom (the board turned half round)

  SDL_FPoint center(xiangqi::Square s) const;
  // The point under the pixel, or NO_SQUARE when it is not within half a spacing of one.
  xiangqi::Square square_at(int x, int y) const;
  void draw(SDL_Renderer* renderer, Textures& textures, const xiangqi::Position& pos, const Marks& marks) const;

 private:
  float spacing() const;
  SDL_Rect rect_{0, 0, 0, 0};
};

}  // namespace plyground::gui
