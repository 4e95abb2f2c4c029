// Where things are on the board image (assets/board.png), in its own pixels. The window scales
// the whole image; the tool that draws the assets (tools/make_assets.cpp) uses the same numbers.
#pragma once

namespace plyground::gui::geometry {

constexpr int kSpacing = 200;  // between two neighbouring points
constexpr int kMargin = 200;   // from the image edge to the outer lines (room for file numbers)
constexpr int kBoardWidth = 8 * kSpacing + 2 * kMargin;
constexpr int kBoardHeight = 9 * kSpacing + 2 * kMargin;
constexpr int kPieceSize = 184;  // piece images are square; a little under the spacing

// Centre of point (file 0-8, rank 0-9) with Red at the bottom.
constexpr int point_x(int file) { return kMargin + file * kSpacing; }
constexpr int point_y(int rank) { return kMargin + (9 - rank) * kSpacing; }

}  // namespace plyground::gui::geometry
