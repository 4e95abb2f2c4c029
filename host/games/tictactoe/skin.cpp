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

int parse_square(const std::string& name) {
  if (name.size() != 2 || name[0] < 'a' || name[0] > 'c' || name[1] < '1' || name[1] > '3') return -1;
  return (name[1] - '1') * 3 + (name[0] - 'a');
}

class TicTacToeSkin : public BoardSkin {
 public:
  std::string open(const std::filesystem::path&) override { return ""; }  // no images

  void layout(SDL_Rect area) override {
    const int side = std::max(3, std::min(area.w, area.h));
    rect_ = {area.x + (area.w - side) / 2, area.y + (area.h - side) / 2, side, side};
  }
  SDL_Rect rect() const override { return rect_; }

  SDL_FPoint center(const std::string& name) const override {
    const int s = parse_square(name);
    int file = s % 3, rank = s / 3;
    if (flipped) file = 2 - file, rank = 2 - rank;
    return {rect_.x + (file + 0.5f) * cell(), rect_.y + (2.5f - rank) * cell()};
  }

  std::string square_at(int x, int y) const override {
    if (x < rect_.x || y < rect_.y || x >= rect_.x + rect_.w || y >= rect_.y + rect_.h) return "";
    int file = int((x - rect_.x) / cell()), rank = 2 - int((y - rect_.y) / cell());
    if (flipped) file = 2 - file, rank = 2 - rank;
    return square_name(std::clamp(rank, 0, 2) * 3 + std::clamp(file, 0, 2));
  }

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = dynamic_cast<const host::TypedState<Game>&>(game).game().position();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, kPaper.r, kPaper.g, kPaper.b, kPaper.a);
    SDL_RenderFillRect(renderer, &rect_);
    const float c = cell(), x0 = float(rect_.x), y0 = float(rect_.y), width = c * 0.04f;
    for (int i = 1; i < 3; ++i) {
      line(renderer, {x0 + i * c, y0 + c * 0.08f}, {x0 + i * c, y0 + 3 * c - c * 0.08f}, width, kGrid);
      line(renderer, {x0 + c * 0.08f, y0 + i * c}, {x0 + 3 * c - c * 0.08f, y0 + i * c}, width, kGrid);
    }
    if (!marks.last_to.empty()) disc(renderer, center(marks.last_to), c * 0.42f, kLast);
    for (Square s = 0; s < kSquares; ++s) {
      const SDL_FPoint p = center(square_name(s));
      const float r = c * 0.3f;
      if (pos.marks(X) & (1u << s)) {
        line(renderer, {p.x - r, p.y - r}, {p.x + r, p.y + r}, c * 0.09f, kCross);
        line(renderer, {p.x - r, p.y + r}, {p.x + r, p.y - r}, c * 0.09f, kCross);
      } else if (pos.marks(O) & (1u << s)) {
        ring(renderer, p, r * 0.78f, r * 1.08f, kNought);
      }
    }
  }

  void draw_over(SDL_Renderer* renderer, const host::GameState&, const Marks& marks) override {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    const float c = cell();
    for (const Arrow& a : marks.arrows) ring(renderer, center(a.to), c * 0.36f, c * 0.42f, a.color);
  }

 private:
  float cell() const { return float(rect_.w) / 3; }
  SDL_Rect rect_{0, 0, 3, 3};
};

}  // namespace

std::unique_ptr<BoardSkin> tictactoe_skin() { return std::make_unique<TicTacToeSkin>(); }

}  // namespace plyground::gui
