// How the window shows one game's board: the board, its pieces and the marks on them, and which
// square a pixel is on. Each game has its skin in host/skins/<id>/skin.cpp;
// the window knows only this interface. Squares are values (host::Square: file and rank), from the
// click to the move played; their names are for people only.
#pragma once

#include <SDL.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/game_module.hpp"
#include "base/status.hpp"
#include "gui/drawing.hpp"
#include "gui/widgets.hpp"

namespace plyground::gui {

struct Arrow {
  host::Square from, to;
  SDL_Color color;
  float offset = 0;  // sideways, in arrow widths: arrows of the same move lie side by side
};

// What the window marks on the board.
struct Marks {
  host::Square selected;              // the piece picked up
  std::vector<host::Square> targets;  // its legal destinations
  host::Square last_from, last_to;    // the last move
  std::vector<Arrow> arrows;          // principal variation, compared players' moves
  host::Square dragged;               // drawn at the mouse instead of on its square
  int drag_x = 0, drag_y = 0;
};

class BoardSkin {
 public:
  virtual ~BoardSkin() = default;
  // Checks that its images are in `assets` (the assets folder), or says what is missing.
  virtual host::Status open(const std::filesystem::path& assets) = 0;
  // Fits the board into `area`, centred, keeping its proportions.
  virtual void layout(SDL_Rect area) = 0;
  virtual SDL_Rect rect() const = 0;
  virtual SDL_FPoint center(host::Square square) const = 0;
  // The square under the pixel, or none when there is none near it.
  virtual host::Square square_at(int x, int y) const = 0;
  // The board, its pieces and the marks under and on them; leaves out the arrows and the dragged
  // piece, which draw_over() draws on top. The window keeps what draw() drew while it stays the same.
  virtual void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) = 0;
  virtual void draw_over(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) = 0;
  // For drawing afresh only what changed: the squares whose pieces (or check) differ between two
  // positions, and the box that whatever is drawn for a square stays in. nullopt: all the board.
  virtual std::optional<std::vector<host::Square>> squares_changed(const host::GameState&,
                                                                   const host::GameState&) const {
    return std::nullopt;
  }
  virtual SDL_Rect square_box(host::Square) const { return reach(); }
  // The box an arrow of the marks (drawn by draw_over) stays in; all the board unless the skin can tell.
  virtual SDL_Rect arrow_box(const Arrow&) const { return reach(); }
  // Where anything drawn may reach: the rect and a margin, for what straddles its edge (a line,
  // a ring around an outer square).
  SDL_Rect reach() const;
  // The picture of the piece on `square` in `game`, `size` pixels wide, as a button shows the
  // piece a pawn may become; nullptr when the skin draws none (no piece there, or shapes only).
  virtual SDL_Texture* piece_picture(SDL_Renderer*, const host::GameState&, host::Square /*square*/, int /*size*/) {
    return nullptr;
  }
  // A side's colour as its pieces have it (Othello's first side black, Connect Four's second
  // yellow): the swatch beside its name in the panels.
  virtual SDL_Color side_colour(int side) const {
    return {kSideColors[side].r, kSideColors[side].g, kSideColors[side].b, 255};
  }

  bool flipped = false;                        // the second player at the bottom
  const BoardTheme* theme = &kBoardThemes[0];  // the board's colours
};

// A board of square cells drawn with shapes (no images): `files` wide and `rows` high, centred in
// its area with its coordinates beside it (the letters below, or above where rank 1 is; the numbers
// at the left unless `numbered` is false). A square's file is its column, its rank its row from the
// bottom unless `rank_one_at_top` (Othello's a1 is the top left); a column alone is rank 0. Tic-tac-toe, Connect
// Four and Othello draw on it.
class GridSkin : public BoardSkin {
 public:
  GridSkin(int files, int rows, bool rank_one_at_top = false, bool numbered = true)
      : files_(files), rows_(rows), rank_one_at_top_(rank_one_at_top), numbered_(numbered) {}
  host::Status open(const std::filesystem::path&) override { return {}; }
  void layout(SDL_Rect area) override;
  SDL_Rect rect() const override { return area_; }  // the cells and their coordinates
  SDL_FPoint center(host::Square square) const override;
  host::Square square_at(int x, int y) const override;

 protected:
  float cell() const { return float(rect_.w) / float(files_); }
  // The centre of the cell `file` across and `row` down from the top left, as the board is turned.
  SDL_FPoint cell_center(int file, int row) const;
  // The cell under a pixel, as the board is turned: {file, row from the top}, or {-1, -1}.
  std::pair<int, int> cell_at(int x, int y) const;
  // The letters and numbers beside the board, in `ink`, on `paper` (the margin they stand in).
  void draw_coordinates(SDL_Renderer* renderer, SDL_Color ink, SDL_Color paper);

  int files_, rows_;
  bool rank_one_at_top_, numbered_;
  SDL_Rect rect_{0, 0, 1, 1};  // the cells'
  SDL_Rect area_{0, 0, 1, 1};  // the cells' and their coordinates'
  Labels labels_;
};

// The skin of a game: the window is handed one (skins/skins.hpp lists every game's) by the layer
// above, which knows the games' skins.
using SkinMaker = std::unique_ptr<BoardSkin> (*)(const host::GameModule& game);

}  // namespace plyground::gui
