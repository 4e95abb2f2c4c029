// The tic-tac-toe board in the window, drawn with shapes: a grid, crosses and noughts.
#include <cmath>

#include "base/typed_module.hpp"
#include "games/tictactoe/game.hpp"
#include "gui/board_skin.hpp"
#include "gui/drawing.hpp"

namespace plyground::gui {
namespace {

using namespace tictactoe;

constexpr SDL_Color kPaper{250, 246, 238, 255}, kGrid{60, 60, 60, 255}, kCross{200, 40, 30, 255},
    kNought{30, 80, 180, 255}, kLast{40, 170, 60, 110};

class TicTacToeSkin : public GridSkin {
 public:
  SDL_Color side_colour(int side) const override { return side == 0 ? kCross : kNought; }
  TicTacToeSkin() : GridSkin(3, 3) {}

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = host::position_of<Game>(game);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, kPaper.r, kPaper.g, kPaper.b, kPaper.a);
    SDL_RenderFillRect(renderer, &rect_);
    draw_coordinates(renderer, kGrid, kPaper);
    const float c = cell(), x0 = float(rect_.x), y0 = float(rect_.y), width = c * 0.04f;
    for (int i = 1; i < 3; ++i) {
      line(renderer, {x0 + i * c, y0 + c * 0.08f}, {x0 + i * c, y0 + 3 * c - c * 0.08f}, width, kGrid);
      line(renderer, {x0 + c * 0.08f, y0 + i * c}, {x0 + 3 * c - c * 0.08f, y0 + i * c}, width, kGrid);
    }
    if (marks.last_to) disc(renderer, center(marks.last_to), c * 0.42f, kLast);
    for (Square s = 0; s < kSquares; ++s) {
      const SDL_FPoint p = center(host::Square{s % 3, s / 3});  // the kit's squares run a1 b1 c1 a2 ...
      const float r = c * 0.3f;
      if (pos.marks(X) & (1u << s)) {
        line(renderer, {p.x - r, p.y - r}, {p.x + r, p.y + r}, c * 0.09f, kCross);
        line(renderer, {p.x - r, p.y + r}, {p.x + r, p.y - r}, c * 0.09f, kCross);
      } else if (pos.marks(O) & (1u << s)) {
        ring(renderer, p, r * 0.78f, r * 1.08f, kNought);
      }
    }
  }

  // A searched move is its square's corners and a dot, in the colour of the side that would play it:
  // nothing like a cross or a nought, so never taken for a mark on the board.
  void draw_over(SDL_Renderer* renderer, const host::GameState&, const Marks& marks) override {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    const float c = cell(), inset = c * 0.4f, arm = c * 0.12f, width = c * 0.035f;
    for (const Arrow& a : marks.arrows) {
      const SDL_FPoint p = center(a.to);
      for (const float dx : {-1.0f, 1.0f})
        for (const float dy : {-1.0f, 1.0f}) {
          const SDL_FPoint corner{p.x + dx * inset, p.y + dy * inset};
          line(renderer, corner, {corner.x - dx * arm, corner.y}, width, a.color);
          line(renderer, corner, {corner.x, corner.y - dy * arm}, width, a.color);
        }
      disc(renderer, p, c * 0.06f, a.color);
    }
  }
};

}  // namespace

std::unique_ptr<BoardSkin> tictactoe_skin() { return std::make_unique<TicTacToeSkin>(); }

}  // namespace plyground::gui
