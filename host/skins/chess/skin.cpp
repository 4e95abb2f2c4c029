// The chess board in the window: the board and piece images of assets/chess/ (drawn by
// tools/make_assets.cpp with the geometry of board_geometry.hpp).
#include <cmath>

#include "base/typed_module.hpp"
#include "games/chess/game.hpp"
#include "gui/board_skin.hpp"
#include "gui/drawing.hpp"
#include "skins/chess/board_geometry.hpp"

namespace plyground::gui {
namespace {

using namespace chess;
namespace geometry = chess_geometry;

class ChessSkin : public BoardSkin {
 public:
  SDL_Color side_colour(int side) const override {
    return side == 0 ? SDL_Color{245, 245, 240, 255} : SDL_Color{30, 30, 30, 255};
  }
  host::Status open(const std::filesystem::path& assets) override {
    const std::filesystem::path dir = assets / "chess";
    boards_.emplace_back(dir / "board.png");
    boards_.emplace_back(dir / "board_black.png");
    for (char colour : {'w', 'b'})
      for (char letter : std::string("pnbrqk")) pieces_.emplace_back(dir / (std::string(1, colour) + letter + ".png"));
    for (const auto* images : {&boards_, &pieces_})
      for (const ScaledImage& image : *images)
        if (!std::filesystem::is_regular_file(image.file()))
          return host::failure("missing image " + image.file().string());
    return {};
  }

  void layout(SDL_Rect area) override {
    const int side = std::max(1, std::min(area.w, area.h));
    rect_ = {area.x + (area.w - side) / 2, area.y + (area.h - side) / 2, side, side};
  }
  SDL_Rect rect() const override { return rect_; }

  SDL_FPoint center(host::Square square) const override {
    const Square s = kit_square(square);
    return s == NO_SQUARE ? SDL_FPoint{0, 0} : center(s);
  }

  host::Square square_at(int x, int y) const override {
    const float k = scale();
    const int col = int(std::floor(((x - rect_.x) / k - geometry::kMargin) / geometry::kSquare));
    const int row = int(std::floor(((y - rect_.y) / k - geometry::kMargin) / geometry::kSquare));
    if (col < 0 || col > 7 || row < 0 || row > 7) return {};
    return flipped ? host::Square{7 - col, row} : host::Square{col, 7 - row};
  }

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = position(game);
    SDL_Texture* board = boards_[flipped].texture(renderer, rect_.w, theme->grey);
    SDL_SetTextureColorMod(board, theme->tint.r, theme->tint.g, theme->tint.b);
    SDL_RenderCopy(renderer, board, nullptr, &rect_);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    const float s = geometry::kSquare * scale();
    // Under the pieces: the last move's squares, the king in check, the piece picked up.
    for (const host::Square square : {marks.last_from, marks.last_to})
      if (square) fill(renderer, kit_square(square), {205, 210, 60, 120});
    if (pos.in_check()) disc(renderer, center(pos.king_square(pos.side_to_move())), s * 0.48f, {220, 30, 30, 170});
    if (marks.selected) fill(renderer, kit_square(marks.selected), {40, 170, 60, 130});
    const Square dragged = kit_square(marks.dragged);
    for (Square sq = 0; sq < SQUARE_NB; ++sq)
      if (pos.piece_on(sq) != NO_PIECE && sq != dragged) draw_piece(renderer, pos.piece_on(sq), center(sq));
    // Over the pieces: legal destinations (draw_over: arrows, then a piece being dragged).
    for (const host::Square t : marks.targets)
      target_mark(renderer, center(t), s * 0.15f, s * 0.5f, pos.piece_on(kit_square(t)) != NO_PIECE,
                  {40, 140, 60, 170});
  }

  void draw_over(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = position(game);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    const Square dragged = kit_square(marks.dragged);
    for (const Arrow& a : marks.arrows) arrow(renderer, center(a.from), center(a.to), arrow_width(), a.color, a.offset);
    if (dragged != NO_SQUARE && pos.piece_on(dragged) != NO_PIECE)
      draw_piece(renderer, pos.piece_on(dragged), {float(marks.drag_x), float(marks.drag_y)});
  }

  std::optional<std::vector<host::Square>> squares_changed(const host::GameState& before,
                                                           const host::GameState& after) const override {
    const Position &a = position(before), &b = position(after);
    std::vector<host::Square> squares;
    for (Square sq = 0; sq < SQUARE_NB; ++sq)
      if (a.piece_on(sq) != b.piece_on(sq)) squares.push_back(board_square(sq));
    for (const Position* p : {&a, &b})
      if (p->in_check()) squares.push_back(board_square(p->king_square(p->side_to_move())));
    return squares;
  }
  // Pieces and marks stay within their square.
  SDL_Rect square_box(host::Square square) const override {
    return box_around(center(kit_square(square)), geometry::kSquare * scale() / 2);
  }
  SDL_Rect arrow_box(const Arrow& a) const override {
    return gui::arrow_box(center(a.from), center(a.to), arrow_width(), a.offset);
  }

 private:
  SDL_Texture* piece_picture(SDL_Renderer* renderer, const host::GameState& game, host::Square square,
                             int size) override {
    const Square s = kit_square(square);
    const Piece p = s == NO_SQUARE ? NO_PIECE : position(game).piece_on(s);
    return p == NO_PIECE ? nullptr : pieces_[color_of(p) * 6 + type_of(p)].texture(renderer, size);
  }

  static const Position& position(const host::GameState& game) { return host::position_of<Game>(game); }
  // A board's square as the kit numbers it (NO_SQUARE for none), and back.
  static Square kit_square(host::Square s) {
    return s && s.file < 8 && s.rank >= 0 && s.rank < 8 ? make_square(s.file, s.rank) : NO_SQUARE;
  }
  static host::Square board_square(Square s) { return {file_of(s), rank_of(s)}; }
  float scale() const { return float(rect_.w) / geometry::kBoardSize; }
  float arrow_width() const { return geometry::kSquare * scale() * 0.14f; }
  // Where square `s` is drawn: its column and row as seen, White at the bottom unless flipped.
  SDL_FPoint corner(Square s) const {
    const int col = flipped ? 7 - file_of(s) : file_of(s), row = flipped ? rank_of(s) : 7 - rank_of(s);
    return {rect_.x + geometry::square_x(col) * scale(), rect_.y + geometry::square_y(row) * scale()};
  }
  SDL_FPoint center(Square s) const {
    const SDL_FPoint c = corner(s);
    const float half = geometry::kSquare * scale() / 2;
    return {c.x + half, c.y + half};
  }
  void fill(SDL_Renderer* renderer, Square s, SDL_Color color) const {
    const SDL_FPoint c = corner(s);
    const float side = geometry::kSquare * scale();
    const SDL_FRect r{c.x, c.y, side, side};
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a);
    SDL_RenderFillRectF(renderer, &r);
  }
  void draw_piece(SDL_Renderer* renderer, Piece p, SDL_FPoint at) {
    SDL_Texture* texture =
        pieces_[color_of(p) * 6 + type_of(p)].texture(renderer, int(std::lround(geometry::kPieceSize * scale())));
    int size = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &size, nullptr);
    const SDL_Rect to{int(std::lround(at.x - size / 2.0f)), int(std::lround(at.y - size / 2.0f)), size, size};
    SDL_RenderCopy(renderer, texture, nullptr, &to);
  }

  SDL_Rect rect_{0, 0, 1, 1};
  std::vector<ScaledImage> boards_;  // from White's side, and from Black's
  std::vector<ScaledImage> pieces_;  // white then black, in the order of PieceType
};

}  // namespace

std::unique_ptr<BoardSkin> chess_skin() { return std::make_unique<ChessSkin>(); }

}  // namespace plyground::gui
