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

int parse_square(const std::string& name) {
  if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return -1;
  return (name[1] - '1') * 8 + (name[0] - 'a');
}

class OthelloSkin : public BoardSkin {
 public:
  std::string open(const std::filesystem::path&) override { return ""; }  // no images

  void layout(SDL_Rect area) override {
    const int side = std::max(8, std::min(area.w, area.h));
    rect_ = {area.x + (area.w - side) / 2, area.y + (area.h - side) / 2, side, side};
  }
  SDL_Rect rect() const override { return rect_; }

  SDL_FPoint center(const std::string& name) const override {
    const int s = std::max(0, parse_square(name));
    int file = s % 8, row = s / 8;
    if (flipped) file = 7 - file, row = 7 - row;
    return {rect_.x + (file + 0.5f) * cell(), rect_.y + (row + 0.5f) * cell()};
  }

  std::string square_at(int x, int y) const override {
    if (x < rect_.x || y < rect_.y || x >= rect_.x + rect_.w || y >= rect_.y + rect_.h) return "";
    int file = std::clamp(int((x - rect_.x) / cell()), 0, 7), row = std::clamp(int((y - rect_.y) / cell()), 0, 7);
    if (flipped) file = 7 - file, row = 7 - row;
    return square_name(row * 8 + file);
  }

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = dynamic_cast<const host::TypedState<Game>&>(game).game().position();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, kGreen.r, kGreen.g, kGreen.b, kGreen.a);
    SDL_RenderFillRect(renderer, &rect_);
    const float c = cell(), x0 = float(rect_.x), y0 = float(rect_.y);
    for (int i = 0; i <= 8; ++i) {
      line(renderer, {x0 + i * c, y0}, {x0 + i * c, y0 + 8 * c}, std::max(1.0f, c * 0.03f), kGrid);
      line(renderer, {x0, y0 + i * c}, {x0 + 8 * c, y0 + i * c}, std::max(1.0f, c * 0.03f), kGrid);
    }
    for (int s = 0; s < kSquares; ++s) {
      const Board bit = Board(1) << s;
      const SDL_FPoint p = center(square_name(s));
      if (pos.discs(BLACK) & bit) disc(renderer, p, c * 0.42f, kBlack);
      if (pos.discs(WHITE) & bit) disc(renderer, p, c * 0.42f, kWhite);
      if (pos.playable() & bit && !game.end().over()) disc(renderer, p, c * 0.08f, kHint);
    }
    if (parse_square(marks.last_to) >= 0) disc(renderer, center(marks.last_to), c * 0.07f, kLast);
  }

  void draw_over(SDL_Renderer* renderer, const host::GameState&, const Marks& marks) override {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    for (const Arrow& a : marks.arrows)
      if (parse_square(a.to) >= 0) ring(renderer, center(a.to), cell() * 0.3f, cell() * 0.38f, a.color);
  }

 private:
  float cell() const { return float(rect_.w) / 8; }
  SDL_Rect rect_{0, 0, 8, 8};
};

}  // namespace

std::unique_ptr<BoardSkin> othello_skin() { return std::make_unique<OthelloSkin>(); }

}  // namespace plyground::gui
