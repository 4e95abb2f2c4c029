#include "gui/board_view.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

namespace plyground::gui {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

}  // namespace

BoardView::BoardView(SDL_Renderer* renderer, std::unique_ptr<BoardSkin> skin, int animation_ms)
    : renderer_(renderer), skin_(std::move(skin)), animation_ms_(animation_ms) {}

BoardView::~BoardView() {
  skin_.reset();  // its textures before the renderer
}

// Laid out at once: a new game chosen in a dialog is drawn in the same frame, after the layout.
void BoardView::set_skin(std::unique_ptr<BoardSkin> skin) {
  skin->flipped = skin_->flipped;
  skin->theme = skin_->theme;
  skin_ = std::move(skin);
  skin_->layout(area_);
  carried_ = {};
}

void BoardView::layout(SDL_Rect area) {
  area_ = area;
  skin_->layout(area);
}

void BoardView::follow(const host::GameState& shown) {
  const std::vector<std::string>& moves = shown.moves();
  const bool same_game = module_seen_ == &shown.module() && start_seen_ == shown.start_fen();
  // One step on or back along the same line (not a new game that happens to be one move shorter).
  auto extends = [](const std::vector<std::string>& longer, const std::vector<std::string>& shorter) {
    return longer.size() == shorter.size() + 1 && std::equal(shorter.begin(), shorter.end(), longer.begin());
  };
  if (moves != moves_seen_ || !same_game) slide_ = {};  // only the last step slides
  if (animation_ms_ > 0 && same_game) {
    if (extends(moves, moves_seen_) && !dropped_) {
      const auto [from, to] = shown.module().squares_of(moves.back());
      if (from != to) slide_ = {from, to, Clock::now()};
    } else if (extends(moves_seen_, moves)) {
      const auto [from, to] = shown.module().squares_of(moves_seen_.back());
      if (from != to) slide_ = {to, from, Clock::now()};
    }
  }
  if (moves != moves_seen_) moves_seen_ = moves;
  module_seen_ = &shown.module();
  if (!same_game) start_seen_ = shown.start_fen();
  dropped_ = false;
}

void BoardView::add_motion(Marks& marks, bool carried_too, int pointer_x, int pointer_y) const {
  const double slid = ms_since(slide_.start) / std::max(1, animation_ms_);
  if (slide_.to && slid < 1) {  // the piece on its way: eased in and out
    const double t = slid * slid * (3 - 2 * slid);
    const SDL_FPoint from = skin_->center(slide_.from), to = skin_->center(slide_.to);
    marks.dragged = slide_.to;
    marks.drag_x = int(from.x + (to.x - from.x) * t), marks.drag_y = int(from.y + (to.y - from.y) * t);
  }
  if (carried_too && carried_ && (pointer_x || pointer_y)) {
    marks.dragged = carried_;
    marks.drag_x = pointer_x, marks.drag_y = pointer_y;
  }
}

void BoardView::pick_up(host::Square square, bool was_selected) {
  carried_ = square;
  was_selected_ = was_selected;
}

void BoardView::put_down(bool dropped) {
  carried_ = {};
  dropped_ = dropped_ || dropped;
}

void BoardView::draw(const host::GameState& position, const Marks& marks) {
  skin_->draw(renderer_, position, marks);
  skin_->draw_over(renderer_, position, marks);
}

SDL_Rect BoardView::carried_box(const Marks& marks) const {
  if (!marks.dragged) return {0, 0, 0, 0};
  const SDL_Rect square = skin_->square_box(marks.dragged);
  return {marks.drag_x - square.w / 2 - 2, marks.drag_y - square.h / 2 - 2, square.w + 4, square.h + 4};
}

SDL_Rect BoardView::reach(const Marks& marks) const {
  SDL_Rect reach = skin_->reach();
  const SDL_Rect carried = carried_box(marks);
  SDL_UnionRect(&reach, &carried, &reach);
  return reach;
}

std::vector<SDL_Rect> BoardView::damage(const host::GameState* position, const Marks& marks) {
  const SDL_Rect rect = position ? skin_->reach() : SDL_Rect{0, 0, 0, 0};
  const bool same_board = seen_anything_ && (position != nullptr) == (seen_position_ != nullptr) &&
                          (!position || &position->module() == &seen_position_->module()) &&
                          SDL_RectEquals(&rect, &seen_rect_) && seen_flipped_ == skin_->flipped &&
                          seen_theme_ == skin_->theme;
  std::vector<SDL_Rect> areas;
  if (!same_board) {
    areas = {seen_rect_, rect, carried_box(seen_marks_), carried_box(marks)};
  } else if (position) {
    const Marks& before = seen_marks_;
    std::vector<host::Square> squares;
    for (host::Square Marks::*mark : {&Marks::selected, &Marks::last_from, &Marks::last_to, &Marks::dragged})
      if (before.*mark != marks.*mark) squares.insert(squares.end(), {before.*mark, marks.*mark});
    if (before.targets != marks.targets) {
      squares.insert(squares.end(), before.targets.begin(), before.targets.end());
      squares.insert(squares.end(), marks.targets.begin(), marks.targets.end());
    }
    if (position->fen() != seen_position_->fen()) {
      if (const auto pieces = skin_->squares_changed(*seen_position_, *position))
        squares.insert(squares.end(), pieces->begin(), pieces->end());
      else
        areas.push_back(rect);
    }
    for (const host::Square square : squares)
      if (square) areas.push_back(skin_->square_box(square));
    auto same_arrow = [](const Arrow& a, const Arrow& b) {
      return a.from == b.from && a.to == b.to && a.offset == b.offset &&
             std::memcmp(&a.color, &b.color, sizeof a.color) == 0;
    };
    if (!std::equal(before.arrows.begin(), before.arrows.end(), marks.arrows.begin(), marks.arrows.end(), same_arrow)) {
      for (const Arrow& a : before.arrows) areas.push_back(skin_->arrow_box(a));
      for (const Arrow& a : marks.arrows) areas.push_back(skin_->arrow_box(a));
    }
    if (before.dragged != marks.dragged || before.drag_x != marks.drag_x || before.drag_y != marks.drag_y)
      areas.insert(areas.end(), {carried_box(before), carried_box(marks)});
  }
  std::erase_if(areas, [](const SDL_Rect& r) { return SDL_RectEmpty(&r); });
  if (!areas.empty() && position) {
    ++redraws_;
    partial_redraws_ += same_board;
  }
  if (!areas.empty() || !same_board) {  // (the first call is never the same board)
    seen_position_ = position ? position->clone() : nullptr;
    seen_marks_ = marks;
    seen_rect_ = rect;
    seen_theme_ = skin_->theme;
    seen_flipped_ = skin_->flipped;
    seen_anything_ = true;
  }
  return areas;
}

}  // namespace plyground::gui
