#include "gui/board_view.hpp"

#include <cmath>

#include "gui/board_geometry.hpp"

namespace plyground::gui {
namespace {

using namespace xiangqi;

// A filled circle as a triangle fan.
void disc(SDL_Renderer* r, SDL_FPoint c, float radius, SDL_Color color, int segments = 32) {
  std::vector<SDL_Vertex> v;
  for (int i = 0; i < segments; ++i) {
    const float a0 = 2 * float(M_PI) * i / segments, a1 = 2 * float(M_PI) * (i + 1) / segments;
    v.push_back({c, color, {0, 0}});
    v.push_back({{c.x + radius * std::cos(a0), c.y + radius * std::sin(a0)}, color, {0, 0}});
    v.push_back({{c.x + radius * std::cos(a1), c.y + radius * std::sin(a1)}, color, {0, 0}});
  }
  SDL_RenderGeometry(r, nullptr, v.data(), int(v.size()), nullptr, 0);
}

void ring(SDL_Renderer* r, SDL_FPoint c, float inner, float outer, SDL_Color color, int segments = 48) {
  std::vector<SDL_Vertex> v;
  for (int i = 0; i < segments; ++i) {
    const float a0 = 2 * float(M_PI) * i / segments, a1 = 2 * float(M_PI) * (i + 1) / segments;
    const SDL_FPoint p0{c.x + inner * std::cos(a0), c.y + inner * std::sin(a0)};
    const SDL_FPoint p1{c.x + outer * std::cos(a0), c.y + outer * std::sin(a0)};
    const SDL_FPoint p2{c.x + inner * std::cos(a1), c.y + inner * std::sin(a1)};
    const SDL_FPoint p3{c.x + outer * std::cos(a1), c.y + outer * std::sin(a1)};
    for (SDL_FPoint p : {p0, p1, p3, p0, p3, p2}) v.push_back({p, color, {0, 0}});
  }
  SDL_RenderGeometry(r, nullptr, v.data(), int(v.size()), nullptr, 0);
}

// A straight arrow with a triangular head.
void arrow(SDL_Renderer* r, SDL_FPoint a, SDL_FPoint b, float width, SDL_Color color) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
  if (len < 1) return;
  const float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  const float head = width * 2.6f;
  const SDL_FPoint base{b.x - ux * head, b.y - uy * head};
  const float w = width / 2, hw = width * 1.5f;
  const SDL_FPoint s0{a.x + nx * w, a.y + ny * w}, s1{a.x - nx * w, a.y - ny * w};
  const SDL_FPoint s2{base.x - nx * w, base.y - ny * w}, s3{base.x + nx * w, base.y + ny * w};
  const SDL_FPoint h0{base.x + nx * hw, base.y + ny * hw}, h1{base.x - nx * hw, base.y - ny * hw};
  std::vector<SDL_Vertex> v;
  for (SDL_FPoint p : {s0, s1, s2, s0, s2, s3, h0, h1, b}) v.push_back({p, color, {0, 0}});
  SDL_RenderGeometry(r, nullptr, v.data(), int(v.size()), nullptr, 0);
}

}  // namespace

void BoardView::layout(SDL_Rect area) {
  const double scale = std::min(double(area.w) / geometry::kBoardWidth, double(area.h) / geometry::kBoardHeight);
  const int w = std::max(1, int(geometry::kBoardWidth * scale)), h = std::max(1, int(geometry::kBoardHeight * scale));
  rect_ = {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
}

float BoardView::spacing() const { return float(rect_.w) * geometry::kSpacing / geometry::kBoardWidth; }

SDL_FPoint BoardView::center(Square s) const {
  int file = file_of(s), rank = rank_of(s);
  if (flipped) file = 8 - file, rank = 9 - rank;
  const float k = float(rect_.w) / geometry::kBoardWidth;
  return {rect_.x + geometry::point_x(file) * k, rect_.y + geometry::point_y(rank) * k};
}

Square BoardView::square_at(int x, int y) const {
  const float k = float(rect_.w) / geometry::kBoardWidth;
  const float fx = (x - rect_.x) / k, fy = (y - rect_.y) / k;
  int file = int(std::lround((fx - geometry::kMargin) / geometry::kSpacing));
  int rank = 9 - int(std::lround((fy - geometry::kMargin) / geometry::kSpacing));
  if (file < 0 || file > 8 || rank < 0 || rank > 9) return NO_SQUARE;
  if (flipped) file = 8 - file, rank = 9 - rank;
  const Square s = make_square(file, rank);
  const SDL_FPoint c = center(s);
  return std::hypot(c.x - x, c.y - y) <= spacing() * 0.5f ? s : NO_SQUARE;
}

void BoardView::draw(SDL_Renderer* renderer, Textures& textures, const Position& pos, const Marks& marks) const {
  SDL_RenderCopy(renderer, textures.board(renderer, flipped, rect_.w), nullptr, &rect_);
  const float s = spacing();
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);

  // Under the pieces: the last move's two points and the king in check.
  if (marks.last_move) {
    ring(renderer, center(marks.last_move.from()), s * 0.14f, s * 0.2f, {40, 110, 200, 200});
    ring(renderer, center(marks.last_move.to()), s * 0.46f, s * 0.52f, {40, 110, 200, 220});
  }
  if (marks.in_check) disc(renderer, center(marks.in_check), s * 0.56f, {220, 30, 30, 170});
  if (marks.selected) disc(renderer, center(marks.selected), s * 0.54f, {40, 170, 60, 190});

  auto draw_piece = [&](Piece p, SDL_FPoint at) {
    SDL_Texture* texture = textures.piece(renderer, color_of(p), type_of(p), rect_.w);
    int size = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &size, nullptr);
    const SDL_Rect to{int(std::lround(at.x - size / 2.0f)), int(std::lround(at.y - size / 2.0f)), size, size};
    SDL_RenderCopy(renderer, texture, nullptr, &to);
  };
  for (int rank = 0; rank < RANK_NB; ++rank)
    for (int file = 0; file < FILE_NB; ++file) {
      const Square sq = make_square(file, rank);
      const Piece p = pos.piece_on(sq);
      if (p != NO_PIECE && sq != marks.dragged) draw_piece(p, center(sq));
    }

  // Over the pieces: legal destinations, then arrows, then a piece being dragged.
  for (Square t : marks.targets) {
    if (pos.piece_on(t) != NO_PIECE)
      ring(renderer, center(t), s * 0.40f, s * 0.48f, {40, 170, 60, 220});
    else
      disc(renderer, center(t), s * 0.12f, {40, 170, 60, 220});
  }
  for (const Arrow& a : marks.arrows) arrow(renderer, center(a.move.from()), center(a.move.to()), s * 0.12f, a.color);
  if (marks.dragged && pos.piece_on(marks.dragged) != NO_PIECE)
    draw_piece(pos.piece_on(marks.dragged), {float(marks.drag_x), float(marks.drag_y)});
}

}  // namespace plyground::gui
