// Where things are on the chess board image (assets/chess/board.png), in its own pixels. The window
// scales the whole image; the tool that draws the assets (tools/make_assets.cpp) uses the same
// numbers.
#pragma once

namespace plyground::gui::chess_geometry {

constexpr int kSquare = 200;  // one square's side
constexpr int kMargin = 90;   // from the image edge to the squares (room for the coordinates)
constexpr int kBoardSize = 8 * kSquare + 2 * kMargin;
constexpr int kPieceSize = kSquare;  // piece images fill a square

// Top-left corner of the square in column `col` (0 = left) and row `row` (0 = top), as seen.
constexpr int square_x(int col) { return kMargin + col * kSquare; }
constexpr int square_y(int row) { return kMargin + row * kSquare; }

}  // namespace plyground::gui::chess_geometry
