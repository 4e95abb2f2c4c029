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
  if (cache_) SDL_DestroyTexture(cache_);
}

// Laid out at once: a new game chosen in a dialog is drawn in the same frame, after the layout.
void BoardView::set_skin(std::unique_ptr<BoardSkin> skin) {
  skin->flipped = skin_->flipped;
  skin->tint = skin_->tint;
  skin_ = std::move(skin);
  skin_->layout(area_);
  cached_position_.reset();  // all of the board afresh
  carried_.clear();
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
  if (!slide_.to.empty() && slid < 1) {  // the piece on its way: eased in and out
    const double t = slid * slid * (3 - 2 * slid);
    const SDL_FPoint from = skin_->center(slide_.from), to = skin_->center(slide_.to);
    marks.dragged = slide_.to;
    marks.drag_x = int(from.x + (to.x - from.x) * t), marks.drag_y = int(from.y + (to.y - from.y) * t);
  }
  if (carried_too && !carried_.empty() && (pointer_x || pointer_y)) {
    marks.dragged = carried_;
    marks.drag_x = pointer_x, marks.drag_y = pointer_y;
  }
}

void BoardView::pick_up(const std::string& square, bool was_selected) {
  carried_ = square;
  was_selected_ = was_selected;
}

void BoardView::put_down(bool dropped) {
  carried_.clear();
  dropped_ = dropped_ || dropped;
}

// On a software renderer, only the squares that changed are drawn afresh when the skin can name
// them: its cost is per pixel drawn.
void BoardView::draw(const host::GameState& position, const Marks& marks) {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  int cached_width = 0, cached_height = 0;
  if (cache_) SDL_QueryTexture(cache_, nullptr, nullptr, &cached_width, &cached_height);
  // Kept in a texture on a software renderer, which pays per pixel drawn; a GL renderer (even
  // Mesa's software one) draws the board faster than it copies such a texture back.
  SDL_RendererInfo info{};
  const bool software = SDL_GetRendererInfo(renderer_, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
  if ((cached_width != width || cached_height != height) && software && SDL_RenderTargetSupported(renderer_)) {
    if (cache_) SDL_DestroyTexture(cache_);
    cache_ = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width, height);
    if (cache_) SDL_SetTextureBlendMode(cache_, SDL_BLENDMODE_NONE);  // opaque
    cached_position_.reset();
  }
  if (!cache_) {
    skin_->draw(renderer_, position, marks);
  } else {
    if (const std::optional<SDL_Rect> area = changes(position, marks)) {
      SDL_SetRenderTarget(renderer_, cache_);
      SDL_RenderSetClipRect(renderer_, &*area);
      SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
      SDL_RenderFillRect(renderer_, &*area);  // the window's background colour, set by the caller
      skin_->draw(renderer_, position, marks);
      SDL_RenderSetClipRect(renderer_, nullptr);
      SDL_SetRenderTarget(renderer_, nullptr);
      ++redraws_;
      if (!SDL_RectEquals(&*area, &area_)) ++partial_redraws_;
      cached_position_ = position.clone();
      cached_marks_ = marks;
      cached_area_ = area_;
      cached_flipped_ = skin_->flipped;
      cached_tint_ = skin_->tint;
    }
    SDL_RenderCopy(renderer_, cache_, &area_, &area_);
  }
  skin_->draw_over(renderer_, position, marks);
}

// What of the board must be drawn afresh: nothing, the boxes around the squares whose pieces or
// marks (under the arrows) changed, or all of it.
std::optional<SDL_Rect> BoardView::changes(const host::GameState& position, const Marks& marks) const {
  if (!cached_position_ || &cached_position_->module() != &position.module() ||
      !SDL_RectEquals(&cached_area_, &area_) || cached_flipped_ != skin_->flipped ||
      std::memcmp(&cached_tint_, &skin_->tint, sizeof cached_tint_) != 0)
    return area_;
  std::vector<std::string> squares;
  const Marks& before = cached_marks_;
  for (const std::string Marks::*mark : {&Marks::selected, &Marks::last_from, &Marks::last_to, &Marks::dragged})
    if (before.*mark != marks.*mark) squares.insert(squares.end(), {before.*mark, marks.*mark});
  if (before.targets != marks.targets) {
    squares.insert(squares.end(), before.targets.begin(), before.targets.end());
    squares.insert(squares.end(), marks.targets.begin(), marks.targets.end());
  }
  if (position.fen() != cached_position_->fen()) {
    const auto pieces = skin_->squares_changed(*cached_position_, position);
    if (!pieces) return area_;
    squares.insert(squares.end(), pieces->begin(), pieces->end());
  }
  SDL_Rect area{0, 0, 0, 0};
  for (const std::string& square : squares) {
    if (square.empty()) continue;
    const SDL_Rect box = skin_->square_box(square);
    if (SDL_RectEmpty(&area))
      area = box;
    else
      SDL_UnionRect(&area, &box, &area);
  }
  if (!SDL_IntersectRect(&area, &area_, &area)) return std::nullopt;
  return area;
}

}  // namespace plyground::gui
