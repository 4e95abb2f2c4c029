#include "gui/board_skin.hpp"

#include <algorithm>
#include <cstdlib>

namespace plyground::gui {

SDL_Rect BoardSkin::reach() const {
  const SDL_Rect r = rect();
  const int margin = std::max(4, std::min(r.w, r.h) / 25);
  return {r.x - margin, r.y - margin, r.w + 2 * margin, r.h + 2 * margin};
}

void GridSkin::layout(SDL_Rect area) {
  // As wide as the area, or as high, whichever leaves the cells square.
  const bool by_width = area.w * rows_ <= area.h * files_;
  const int width = std::max(files_, by_width ? area.w : area.h * files_ / rows_);
  const int height = std::max(rows_, by_width ? area.w * rows_ / files_ : area.h);
  rect_ = {area.x + (area.w - width) / 2, area.y + (area.h - height) / 2, width, height};
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

SDL_FPoint GridSkin::center(const std::string& square) const {
  int file = square.size() >= 2 ? square[0] - 'a' : 0, rank = square.size() >= 2 ? std::atoi(square.c_str() + 1) : 1;
  file = std::clamp(file, 0, files_ - 1), rank = std::clamp(rank, 1, rows_);
  return cell_center(file, rank_one_at_top_ ? rank - 1 : rows_ - rank);
}

std::string GridSkin::square_at(int x, int y) const {
  const auto [file, row] = cell_at(x, y);
  if (file < 0) return "";
  return std::string(1, char('a' + file)) + std::to_string(rank_one_at_top_ ? row + 1 : rows_ - row);
}

}  // namespace plyground::gui
