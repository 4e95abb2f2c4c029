// The Othello board in the window, drawn with shapes: a green board of 8x8 squares, black and
// white discs, faint dots where the side to move may play, and rings for the searched moves.
#include "base/typed_module.hpp"
#include "games/othello/game.hpp"
#include "gui/board_skin.hpp"
#include "gui/drawing.hpp"

namespace plyground::gui {
namespace {

using namespace othello;

constexpr SDL_Color kGreen{30, 120, 70, 255}, kGrid{15, 70, 40, 255}, kBlack{20, 20, 20, 255},
    kWhite{245, 245, 240, 255}, kHint{15, 70, 40, 160}, kLast{220, 60, 40, 255};

class OthelloSkin : public GridSkin {
 public:
  SDL_Color side_colour(int side) const override { return side == 0 ? kBlack : kWhite; }
  OthelloSkin() : GridSkin(8, 8, true) {}

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = host::position_of<Game>(game);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, kGreen.r, kGreen.g, kGreen.b, kGreen.a);
    SDL_RenderFillRect(renderer, &rect_);
    draw_coordinates(renderer, {30, 30, 30, 255}, {250, 246, 238, 255});  // on the window's paper
    const float c = cell(), x0 = float(rect_.x), y0 = float(rect_.y);
    for (int i = 0; i <= 8; ++i) {
      line(renderer, {x0 + i * c, y0}, {x0 + i * c, y0 + 8 * c}, std::max(1.0f, c * 0.03f), kGrid);
      line(renderer, {x0, y0 + i * c}, {x0 + 8 * c, y0 + i * c}, std::max(1.0f, c * 0.03f), kGrid);
    }
    for (int s = 0; s < kSquares; ++s) {
      const Board bit = Board(1) << s;
      const SDL_FPoint p = center(host::Square{s % 8, s / 8});  // the kit's squares run a1 b1 ... h8
      if (pos.discs(BLACK) & bit) disc(renderer, p, c * 0.42f, kBlack);
      if (pos.discs(WHITE) & bit) disc(renderer, p, c * 0.42f, kWhite);
      if (pos.playable() & bit && !game.end().over()) disc(renderer, p, c * 0.08f, kHint);
    }
    if (marks.last_to) disc(renderer, center(marks.last_to), c * 0.07f, kLast);
  }

  void draw_over(SDL_Renderer* renderer, const host::GameState&, const Marks& marks) override {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    for (const Arrow& a : marks.arrows)
      if (a.to) ring(renderer, center(a.to), cell() * 0.3f, cell() * 0.38f, a.color);  // a pass is on none
  }
};

}  // namespace

std::unique_ptr<BoardSkin> othello_skin() { return std::make_unique<OthelloSkin>(); }

}  // namespace plyground::gui
