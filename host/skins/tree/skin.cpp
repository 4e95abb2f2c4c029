// The textbook tree in the window: the whole tree, MAX's nodes red, MIN's blue and chance's yellow,
// leaves with their values, the path walked so far in bold; a move is a click on a child of the current node.
#include <algorithm>
#include <cmath>

#include "base/typed_module.hpp"
#include "games/tree/game.hpp"
#include "gui/board_skin.hpp"
#include "gui/drawing.hpp"

namespace plyground::gui {
namespace {

using namespace tree;

constexpr SDL_Color kPaper{250, 246, 238, 255}, kEdge{170, 165, 155, 255}, kPath{40, 40, 40, 255},
    kMax{200, 60, 45, 255}, kMin{40, 90, 180, 255}, kLeaf{255, 255, 255, 255}, kInk{30, 30, 30, 255},
    kHere{40, 170, 60, 255}, kChoice{40, 170, 60, 120}, kChance{235, 200, 80, 255};

class TreeSkin : public BoardSkin {
 public:
  host::Status open(const std::filesystem::path&) override { return {}; }  // no images

  void layout(SDL_Rect area) override { rect_ = area; }
  SDL_Rect rect() const override { return rect_; }

  SDL_FPoint center(host::Square square) const override {
    const int child = child_of(square);
    return child < 0 ? SDL_FPoint{float(rect_.x), float(rect_.y)} : at_[size_t(child)];
  }

  // The child of the current node nearest the pixel, within half a row and half the gap to its
  // neighbours: small nodes of a big tree stay easy to hit.
  host::Square square_at(int x, int y) const override {
    for (int i = 0; i < here_children_; ++i) {
      const SDL_FPoint p = at_[size_t(here_first_) + size_t(i)];
      const float gap =
          here_children_ > 1 ? at_[size_t(here_first_) + 1].x - at_[size_t(here_first_)].x : float(rect_.w);
      if (std::abs(p.x - float(x)) <= std::max(gap / 2, radius_) && std::abs(p.y - float(y)) <= row_ / 2) return {i, 0};
    }
    return {};
  }

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks&) override {
    const Position& pos = host::position_of<Game>(game);
    const Tree& t = pos.tree();
    place(t);
    const Tree::Node& here = t.nodes[size_t(pos.node_index())];
    here_first_ = here.first_child, here_children_ = here.children;
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, kPaper.r, kPaper.g, kPaper.b, kPaper.a);
    SDL_RenderFillRect(renderer, &rect_);
    const float width = std::max(1.0f, radius_ * 0.12f);
    for (size_t i = 1; i < t.nodes.size(); ++i) line(renderer, at_[i], at_[size_t(t.nodes[i].parent)], width, kEdge);
    for (int n = pos.node_index(); n > 0; n = t.nodes[size_t(n)].parent)
      line(renderer, at_[size_t(n)], at_[size_t(t.nodes[size_t(n)].parent)], width * 3, kPath);
    for (int i = 0; i < here.children; ++i)
      disc(renderer, at_[size_t(here.first_child) + size_t(i)], radius_ * 1.5f, kChoice);
    for (size_t i = 0; i < t.nodes.size(); ++i) {
      const Tree::Node& n = t.nodes[i];
      const bool leaf = n.children == 0;
      disc(renderer, at_[i], radius_, leaf ? kLeaf : n.chance ? kChance : n.side == 0 ? kMax : kMin);
      if (n.chance) ring(renderer, at_[i], radius_ * 0.85f, radius_, kInk);  // the dice: white, ringed
      if (leaf) {
        ring(renderer, at_[i], radius_ * 0.85f, radius_, kInk);
        if (radius_ >= 7) labels_.draw(renderer, std::to_string(n.value), at_[i], int(radius_), kInk);
      }
    }
    ring(renderer, at_[size_t(pos.node_index())], radius_ * 1.1f, radius_ * 1.45f, kHere);
  }

  // Arrows (moves compared or searched) ring the children they go to; draw() placed the nodes.
  void draw_over(SDL_Renderer* renderer, const host::GameState&, const Marks& marks) override {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    for (const Arrow& a : marks.arrows)
      if (const int child = child_of(a.to); child >= 0)
        ring(renderer, at_[size_t(child)], radius_ * 1.3f, radius_ * 1.6f, a.color);
  }

 private:
  // Leaves side by side in order, each inner node above the middle of its children, one row per level.
  void place(const Tree& t) {
    if (&t == placed_ && rect_.w == placed_rect_.w && rect_.h == placed_rect_.h && rect_.x == placed_rect_.x) return;
    placed_ = &t, placed_rect_ = rect_;
    at_.assign(t.nodes.size(), {});
    int leaves = 0, levels = 1;
    for (const Tree::Node& n : t.nodes) leaves += n.children == 0, levels = std::max(levels, n.level + 1);
    const float slot = float(rect_.w) / float(leaves);
    row_ = float(rect_.h) / float(levels);
    radius_ = std::clamp(std::min(slot * 0.38f, row_ * 0.22f), 1.5f, 24.0f);
    int next_leaf = 0;
    place_node(t, 0, slot, row_, next_leaf);
  }
  void place_node(const Tree& t, int node, float slot, float row, int& next_leaf) {
    const Tree::Node& n = t.nodes[size_t(node)];
    float x = 0;
    if (n.children == 0) {
      x = rect_.x + (next_leaf++ + 0.5f) * slot;
    } else {
      for (int i = 0; i < n.children; ++i) place_node(t, n.first_child + i, slot, row, next_leaf);
      x = (at_[size_t(n.first_child)].x + at_[size_t(n.first_child + n.children - 1)].x) / 2;
    }
    at_[size_t(node)] = {x, rect_.y + (n.level + 0.5f) * row};
  }

  // The node of the current node's child that `square` names (its place among them), or -1.
  int child_of(host::Square square) const {
    if (!square || square.file >= here_children_) return -1;
    return here_first_ + square.file;
  }

  SDL_Rect rect_{0, 0, 1, 1}, placed_rect_{};
  const Tree* placed_ = nullptr;
  std::vector<SDL_FPoint> at_;
  float radius_ = 10, row_ = 1;
  int here_first_ = 0, here_children_ = 0;
  Labels labels_;
};

}  // namespace

std::unique_ptr<BoardSkin> tree_skin() { return std::make_unique<TreeSkin>(); }

}  // namespace plyground::gui
