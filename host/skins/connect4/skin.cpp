// The Connect Four board in the window, drawn with shapes: a blue frame with seven columns of
// holes, red and yellow discs, and a row above it where the searched moves are shown. A square
// here is a whole column ("d"): a click anywhere in it drops a disc.
#include "base/typed_module.hpp"
#include "games/connect4/game.hpp"
#include "gui/board_skin.hpp"
#include "gui/drawing.hpp"

namespace plyground::gui {
namespace {

using namespace connect4;

constexpr SDL_Color kPaper{250, 246, 238, 255}, kFrame{30, 80, 180, 255}, kRed{210, 40, 30, 255},
    kYellow{245, 200, 30, 255}, kLast{255, 255, 255, 200}, kInk{30, 30, 30, 255};

// Seven columns, and seven rows: the six of the board and one above it.
class ConnectFourSkin : public GridSkin {
 public:
  SDL_Color side_colour(int side) const override { return side == 0 ? kRed : kYellow; }
  ConnectFourSkin() : GridSkin(kColumns, kRows + 1, false, false) {}  // a move is its column's letter

  // The cell above the column, where the searched moves are shown.
  SDL_FPoint center(host::Square column) const override { return disc_center(column_of(column), kRows); }

  // A column is clicked anywhere in it, its letter below the board too.
  host::Square square_at(int x, int y) const override {
    if (y < area_.y || y >= area_.y + area_.h) return {};
    const int column = cell_at(x, rect_.y).first;
    return column < 0 ? host::Square{} : host::Square{column, 0};
  }

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = host::position_of<Game>(game);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, kPaper.r, kPaper.g, kPaper.b, kPaper.a);
    SDL_RenderFillRect(renderer, &rect_);
    draw_coordinates(renderer, kInk, kPaper);
    const SDL_Rect frame{rect_.x, rect_.y + int(cell()), rect_.w, rect_.h - int(cell())};
    SDL_SetRenderDrawColor(renderer, kFrame.r, kFrame.g, kFrame.b, kFrame.a);
    SDL_RenderFillRect(renderer, &frame);
    const float r = cell() * 0.4f;
    for (int column = 0; column < kColumns; ++column)
      for (int row = 0; row < kRows; ++row) {
        const SDL_FPoint p = disc_center(column, row);
        const bool red = pos.discs(RED) & bit(column, row), yellow = pos.discs(YELLOW) & bit(column, row);
        disc(renderer, p, r, red ? kRed : yellow ? kYellow : kPaper);
      }
    if (const int column = column_of(marks.last_to); column >= 0 && pos.height(column) > 0)
      ring(renderer, disc_center(column, pos.height(column) - 1), r * 0.45f, r * 0.6f, kLast);
  }

  // A searched move is a disc outline above its column: outside the board, so never taken for a disc.
  void draw_over(SDL_Renderer* renderer, const host::GameState&, const Marks& marks) override {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    for (const Arrow& a : marks.arrows)
      if (column_of(a.to) >= 0) ring(renderer, center(a.to), cell() * 0.28f, cell() * 0.38f, a.color);
  }

 private:
  static int column_of(host::Square column) { return column && column.file < kColumns ? column.file : -1; }
  // The centre of a cell, row kRows being the row above the board. Only the columns turn with the
  // board: discs still fall down.
  SDL_FPoint disc_center(int column, int row) const {
    if (flipped) column = kColumns - 1 - column;
    return {float(rect_.x) + (float(column) + 0.5f) * cell(), float(rect_.y) + (float(kRows - row) + 0.5f) * cell()};
  }
};

}  // namespace

std::unique_ptr<BoardSkin> connect4_skin() { return std::make_unique<ConnectFourSkin>(); }

}  // namespace plyground::gui
