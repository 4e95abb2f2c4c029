#include "gui/tree_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "gui/language.hpp"

namespace plyground::gui {
namespace {

constexpr ImU32 kRootSide = IM_COL32(200, 60, 45, 255), kOtherSide = IM_COL32(40, 90, 180, 255),
                kLeaf = IM_COL32(255, 255, 255, 255), kInk = IM_COL32(30, 30, 30, 255),
                kEdge = IM_COL32(150, 145, 135, 255), kPath = IM_COL32(40, 40, 40, 255),
                kSkipped = IM_COL32(165, 165, 165, 255), kCut = IM_COL32(230, 150, 20, 255),
                kHere = IM_COL32(40, 170, 60, 255), kPaper = IM_COL32(250, 246, 238, 255);

void dashed(ImDrawList* list, ImVec2 a, ImVec2 b, ImU32 color, float width) {
  const float length = std::hypot(b.x - a.x, b.y - a.y);
  const int dashes = std::max(1, int(length / 6));
  for (int i = 0; i < dashes; i += 2) {
    const float s = float(i) / float(dashes), e = float(i + 1) / float(dashes);
    list->AddLine({a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s}, {a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e}, color,
                  width);
  }
}

void centred_text(ImDrawList* list, ImVec2 centre, ImU32 color, const std::string& text) {
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  list->AddText({centre.x - size.x / 2, centre.y - size.y / 2}, color, text.c_str());
}

}  // namespace

void TreeView::draw(ImDrawList* list, const SearchExplorer& explorer, SDL_Rect area, bool current, size_t notation) {
  const TreeDrawing& d = explorer.drawing();
  const host::SearchTree& tree = explorer.tree();
  drawing_ = &d;
  at_.clear();
  const ImVec2 min(float(area.x), float(area.y)), max(float(area.x + area.w), float(area.y + area.h));
  list->AddRectFilled(min, max, kPaper);
  if (current) list->AddRect(min, max, kHere, 0, 0, 2);
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const host::TraceNode& root = tree.nodes()[size_t(tree.roots().back())];
  char title[256];
  std::snprintf(title, sizeof title, tr("%s, depth %d: %zu nodes, value %s"), explorer.player().c_str(), root.depth,
                size_t(tree.entered()), host::shown_value(root).c_str());
  std::string text = title;
  if (const auto move = host::write_line(explorer.root(), {explorer.reply().move}, notation); !move.empty())
    std::snprintf(title, sizeof title, tr(", plays %s"), move[0].c_str()), text += title;
  list->AddText({min.x + 6, min.y + 4}, kInk, text.c_str());
  if (d.nodes.empty()) {
    list->AddText({min.x + 6, min.y + 4 + line}, kInk, tr("Too many leaves to draw: see the list."));
    return;
  }
  // The tree below the title, a slot per leaf and a row per ply.
  const float top = min.y + 2 * line, width = max.x - min.x - 8, height = max.y - top - line;
  const float slot = width / float(d.leaves), row = height / float(d.rows);
  const float r = std::clamp(std::min(slot * 0.36f, row * 0.2f), 1.5f, 11.0f);
  reach_ = std::max(r, std::min(slot / 2, 8.0f));
  for (const TreeDrawing::Node& n : d.nodes) at_.push_back({min.x + 4 + n.x * width, top + n.y * height});

  // Edges first, the principal variation and the way to the current node over the others.
  const std::vector<bool> on_path = tree.path_to(explorer.node());
  const bool room_for_moves = slot >= 30 && row >= 3 * line;
  for (size_t i = 1; i < d.nodes.size(); ++i) {
    const TreeDrawing::Node& n = d.nodes[i];
    const ImVec2 a = at_[size_t(n.parent)], b = at_[i];
    const bool to_here = n.node >= 0 && on_path[size_t(n.node)];
    if (n.node < 0)
      dashed(list, a, b, kSkipped, 1);
    else
      list->AddLine(a, b, to_here ? kHere : n.on_pv ? kPath : kEdge, to_here || n.on_pv ? 3.0f : 1.0f);
    if (room_for_moves)
      centred_text(list, {(a.x + b.x) / 2 + 4, (a.y + b.y) / 2}, n.node < 0 ? kSkipped : kInk, n.move);
  }
  // Nodes, with their values where there is room.
  const bool room_for_values = slot >= ImGui::CalcTextSize("-000").x;
  for (size_t i = 0; i < d.nodes.size(); ++i) {
    const TreeDrawing::Node& n = d.nodes[i];
    const ImVec2 c = at_[i];
    if (n.node < 0) {
      list->AddRect({c.x - r, c.y - r}, {c.x + r, c.y + r}, kSkipped);
    } else if (n.leaf) {
      list->AddRectFilled({c.x - r, c.y - r}, {c.x + r, c.y + r}, kLeaf);
      list->AddRect({c.x - r, c.y - r}, {c.x + r, c.y + r}, n.on_pv ? kPath : kInk, 0, 0, n.on_pv ? 2.5f : 1.0f);
    } else if (n.chance) {
      list->AddCircleFilled(c, r * 1.1f, kLeaf);
      list->AddCircle(c, r * 1.1f, kInk, 0, 1.5f);
    } else if (n.root_side) {
      list->AddTriangleFilled({c.x, c.y - r * 1.2f}, {c.x + r * 1.2f, c.y + r}, {c.x - r * 1.2f, c.y + r}, kRootSide);
    } else {
      list->AddTriangleFilled({c.x - r * 1.2f, c.y - r}, {c.x + r * 1.2f, c.y - r}, {c.x, c.y + r * 1.2f}, kOtherSide);
    }
    if (n.cutoff) list->AddCircle(c, r * 1.7f, kCut, 0, 2.5f);
    if (n.node >= 0 && n.node == explorer.node()) list->AddCircle(c, r * 2.1f, kHere, 0, 3);
    if (room_for_values && !n.label.empty()) {  // leaves' values below them, others' to the right
      const float right = n.leaf ? 0 : r * 2.3f + ImGui::CalcTextSize(n.label.c_str()).x / 2;
      centred_text(list, {c.x + right, n.leaf ? c.y + r + line / 2 : c.y}, n.node < 0 ? kSkipped : kInk, n.label);
    }
  }
  tell_hovered(explorer);
}

// The node under the pointer, told in a tooltip: the moves to it, its window and value.
void TreeView::tell_hovered(const SearchExplorer& explorer) const {
  if (ImGui::GetIO().WantCaptureMouse) return;
  const TreeDrawing& d = *drawing_;
  const host::SearchTree& tree = explorer.tree();
  const int hovered = drawn_at(ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y);
  if (hovered < 0) return;
  const TreeDrawing::Node& n = d.nodes[size_t(hovered)];
  std::string path;
  for (int at = hovered; at > 0; at = d.nodes[size_t(at)].parent) path = d.nodes[size_t(at)].move + " " + path;
  if (n.node < 0) {
    ImGui::SetTooltip("%s\nskipped by the cut-off", path.c_str());
  } else {
    const host::TraceNode& t = tree.nodes()[size_t(n.node)];
    ImGui::SetTooltip("%s\ndepth %d  %s  value %s%s", path.empty() ? "the root" : path.c_str(), t.depth,
                      host::shown_window(t).c_str(), host::shown_value(t).c_str(), host::shown_notes(t, {}).c_str());
  }
}

int TreeView::drawn_at(float x, float y) const {
  if (!drawing_) return -1;
  for (size_t i = 0; i < at_.size() && i < drawing_->nodes.size(); ++i)
    if (std::abs(x - at_[i].x) <= reach_ && std::abs(y - at_[i].y) <= reach_) return int(i);
  return -1;
}

int TreeView::node_at(int x, int y) const {
  const int i = drawn_at(float(x), float(y));
  if (i < 0) return -1;
  const TreeDrawing::Node& n = drawing_->nodes[size_t(i)];
  return n.node >= 0 ? n.node : drawing_->nodes[size_t(n.parent)].node;
}

}  // namespace plyground::gui
