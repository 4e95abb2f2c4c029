#include "gui/board_skin.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace plyground::gui {

SDL_Rect BoardSkin::reach() const {
  const SDL_Rect r = rect();
  const int margin = std::max(4, std::min(r.w, r.h) / 25);
  return {r.x - margin, r.y - margin, r.w + 2 * margin, r.h + 2 * margin};
}

void GridSkin::layout(SDL_Rect area) {
  // As wide as the area, or as high, whichever leaves the cells square, with half a cell for the
  // letters (and the numbers).
  const float band = 0.5f, across = float(files_) + (numbered_ ? band : 0), down = float(rows_) + band;
  const int cell = std::max(1, int(std::min(float(area.w) / across, float(area.h) / down)));
  const int margin = int(band * float(cell)), width = files_ * cell, height = rows_ * cell;
  const int whole_w = width + (numbered_ ? margin : 0), whole_h = height + margin;
  const int x = area.x + (area.w - whole_w) / 2, y = area.y + (area.h - whole_h) / 2;
  area_ = {x, y, whole_w, whole_h};
  rect_ = {x + (numbered_ ? margin : 0), y + (rank_one_at_top_ ? margin : 0), width, height};
}

void GridSkin::draw_coordinates(SDL_Renderer* renderer, SDL_Color ink, SDL_Color paper) {
  SDL_SetRenderDrawColor(renderer, paper.r, paper.g, paper.b, paper.a);
  const int margin = area_.h - rect_.h;
  const SDL_Rect letters{rect_.x, rank_one_at_top_ ? area_.y : rect_.y + rect_.h, rect_.w, margin};
  SDL_RenderFillRect(renderer, &letters);
  const SDL_Rect numbers{area_.x, rect_.y, rect_.x - area_.x, rect_.h};
  if (numbered_) SDL_RenderFillRect(renderer, &numbers);
  const int size = std::max(10, int(cell() * 0.28f));
  for (int file = 0; file < files_; ++file) {
    const SDL_FPoint at = cell_center(file, 0);
    labels_.draw(renderer, std::string(1, char('a' + file)), {at.x, float(letters.y) + float(margin) / 2}, size, ink);
  }
  for (int row = 0; numbered_ && row < rows_; ++row) {
    const SDL_FPoint at = cell_center(0, row);
    const int rank = rank_one_at_top_ ? row + 1 : rows_ - row;  // of the row cell_center placed, turned or not
    labels_.draw(renderer, std::to_string(rank), {float(area_.x) + float(numbers.w) / 2, at.y}, size, ink);
  }
}

SDL_FPoint GridSkin::cell_center(int file, int row) const {
  if (flipped) file = files_ - 1 - file, row = rows_ - 1 - row;
  return {float(rect_.x) + (float(file) + 0.5f) * cell(), float(rect_.y) + (float(row) + 0.5f) * cell()};
}

std::pair<int, int> GridSkin::cell_at(int x, int y) const {
  if (x < rect_.x || y < rect_.y || x >= rect_.x + rect_.w || y >= rect_.y + rect_.h) return {-1, -1};
  int file = std::clamp(int(float(x - rect_.x) / cell()), 0, files_ - 1);
  int row = std::clamp(int(float(y - rect_.y) / cell()), 0, rows_ - 1);
  if (flipped) file = files_ - 1 - file, row = rows_ - 1 - row;
  return {file, row};
}

SDL_FPoint GridSkin::center(host::Square square) const {
  const int file = std::clamp(square.file, 0, files_ - 1), rank = std::clamp(square.rank, 0, rows_ - 1);
  return cell_center(file, rank_one_at_top_ ? rank : rows_ - 1 - rank);
}

host::Square GridSkin::square_at(int x, int y) const {
  const auto [file, row] = cell_at(x, y);
  if (file < 0) return {};
  return {file, rank_one_at_top_ ? row : rows_ - 1 - row};
}

}  // namespace plyground::gui
