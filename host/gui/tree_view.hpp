// The explorer's search drawn whole, as textbooks draw a game tree: the root side's nodes as red
// triangles, the other side's as blue ones upside down, the horizon's as boxes with their values,
// the moves a cut-off skipped dashed and grey, the principal variation bold. Drawn with Dear ImGui
// over the board's place; a node under the pointer tells its window and value.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <vector>

#include "gui/explorer.hpp"

namespace plyground::gui {

class TreeView {
 public:
  // Draws the explorer's tree into `area` (a title line, its move in `notation`, then the tree).
  void draw(ImDrawList* list, const SearchExplorer& explorer, SDL_Rect area, bool current, size_t notation);
  // The search node drawn at (x, y) in the last frame, or -1; a skipped move answers its parent.
  int node_at(int x, int y) const;

 private:
  int drawn_at(float x, float y) const;  // the drawing node within reach of (x, y), or -1
  void tell_hovered(const SearchExplorer& explorer) const;

  const TreeDrawing* drawing_ = nullptr;
  std::vector<ImVec2> at_;  // where each drawing node was drawn
  float reach_ = 0;         // how near a click must be
};

}  // namespace plyground::gui
