// The Xiangqi board in the window: the board and piece images of assets/xiangqi/ (drawn by
// tools/make_assets.cpp with the geometry of board_geometry.hpp), pieces on the points.
#include <cmath>

#include "base/typed_module.hpp"
#include "games/xiangqi/game.hpp"
#include "gui/board_skin.hpp"
#include "gui/drawing.hpp"
#include "skins/xiangqi/board_geometry.hpp"

namespace plyground::gui {
namespace {

using namespace xiangqi;

// A board's point as the kit numbers it (NO_SQUARE for none), and back.
Square kit_square(host::Square s) {
  return s && s.file <= 8 && s.rank >= 0 && s.rank <= 9 ? make_square(s.file, s.rank) : NO_SQUARE;
}
host::Square board_square(Square s) { return {file_of(s), rank_of(s)}; }

class XiangqiSkin : public BoardSkin {
 public:
  SDL_Color side_colour(int side) const override {
    return side == 0 ? SDL_Color{200, 40, 30, 255} : SDL_Color{30, 30, 30, 255};
  }
  host::Status open(const std::filesystem::path& assets) override {
    const std::filesystem::path dir = assets / "xiangqi";
    boards_.emplace_back(dir / "board.png");
    boards_.emplace_back(dir / "board_black.png");
    const char letters[] = "kabnrcp";
    for (int c = 0; c < 2; ++c)
      for (int t = 0; t < 7; ++t) pieces_.emplace_back(dir / (std::string(1, "rb"[c]) + letters[t] + ".png"));
    for (const ScaledImage* image : {&boards_[0], &boards_[1]})
      if (!std::filesystem::is_regular_file(image->file()))
        return host::failure("missing image " + image->file().string());
    for (const ScaledImage& image : pieces_)
      if (!std::filesystem::is_regular_file(image.file()))
        return host::failure("missing image " + image.file().string());
    return {};
  }

  void layout(SDL_Rect area) override {
    using namespace geometry;
    const double scale = std::min(double(area.w) / kBoardWidth, double(area.h) / kBoardHeight);
    const int w = std::max(1, int(kBoardWidth * scale)), h = std::max(1, int(kBoardHeight * scale));
    rect_ = {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
  }
  SDL_Rect rect() const override { return rect_; }

  SDL_FPoint center(host::Square square) const override { return center(kit_square(square)); }

  host::Square square_at(int x, int y) const override {
    using namespace geometry;
    const float k = float(rect_.w) / kBoardWidth;
    const float fx = (x - rect_.x) / k, fy = (y - rect_.y) / k;
    int file = int(std::lround((fx - kMargin) / kSpacing));
    int rank = 9 - int(std::lround((fy - kMargin) / kSpacing));
    if (file < 0 || file > 8 || rank < 0 || rank > 9) return {};
    if (flipped) file = 8 - file, rank = 9 - rank;
    const Square s = make_square(file, rank);
    const SDL_FPoint c = center(s);
    return std::hypot(c.x - x, c.y - y) <= spacing() * 0.5f ? board_square(s) : host::Square{};
  }

  void draw(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = position(game);
    SDL_Texture* board = boards_[flipped].texture(renderer, rect_.w, theme->grey);
    SDL_SetTextureColorMod(board, theme->tint.r, theme->tint.g, theme->tint.b);
    SDL_RenderCopy(renderer, board, nullptr, &rect_);
    const float s = spacing();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    // Under the pieces: the last move's two points, the king in check, the piece picked up.
    if (marks.last_from) {
      ring(renderer, center(marks.last_from), s * 0.14f, s * 0.2f, {40, 110, 200, 200});
      ring(renderer, center(marks.last_to), s * 0.46f, s * 0.52f, {40, 110, 200, 220});
    }
    if (pos.in_check()) disc(renderer, center(pos.king_square(pos.side_to_move())), s * 0.56f, {220, 30, 30, 170});
    if (marks.selected) disc(renderer, center(marks.selected), s * 0.54f, {40, 170, 60, 190});
    const Square dragged = kit_square(marks.dragged);
    for (int rank = 0; rank < RANK_NB; ++rank)
      for (int file = 0; file < FILE_NB; ++file) {
        const Square sq = make_square(file, rank);
        if (pos.piece_on(sq) != NO_PIECE && sq != dragged) draw_piece(renderer, pos.piece_on(sq), center(sq));
      }
    // Over the pieces: legal destinations (draw_over: arrows, then a piece being dragged).
    for (const host::Square t : marks.targets)
      target_mark(renderer, center(t), s * 0.12f, s * 0.48f, pos.piece_on(kit_square(t)) != NO_PIECE,
                  {40, 170, 60, 220});
  }

  void draw_over(SDL_Renderer* renderer, const host::GameState& game, const Marks& marks) override {
    const Position& pos = position(game);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    const Square dragged = kit_square(marks.dragged);
    for (const Arrow& a : marks.arrows) arrow(renderer, center(a.from), center(a.to), arrow_width(), a.color, a.offset);
    if (dragged && pos.piece_on(dragged) != NO_PIECE)
      draw_piece(renderer, pos.piece_on(dragged), {float(marks.drag_x), float(marks.drag_y)});
  }

  std::optional<std::vector<host::Square>> squares_changed(const host::GameState& before,
                                                           const host::GameState& after) const override {
    const Position &a = position(before), &b = position(after);
    std::vector<host::Square> squares;
    for (int rank = 0; rank < RANK_NB; ++rank)
      for (int file = 0; file < FILE_NB; ++file)
        if (const Square sq = make_square(file, rank); a.piece_on(sq) != b.piece_on(sq))
          squares.push_back(board_square(sq));
    for (const Position* p : {&a, &b})
      if (p->in_check()) squares.push_back(board_square(p->king_square(p->side_to_move())));
    return squares;
  }
  // The widest mark, the disc of a king in check, reaches 0.56 of the spacing from its point.
  SDL_Rect square_box(host::Square square) const override { return box_around(center(square), spacing() * 0.6f); }
  SDL_Rect arrow_box(const Arrow& a) const override {
    return gui::arrow_box(center(a.from), center(a.to), arrow_width(), a.offset);
  }

 private:
  static const Position& position(const host::GameState& game) { return host::position_of<Game>(game); }
  float arrow_width() const { return spacing() * 0.12f; }
  float spacing() const { return float(rect_.w) * geometry::kSpacing / geometry::kBoardWidth; }
  SDL_FPoint center(Square s) const {
    int file = file_of(s), rank = rank_of(s);
    if (flipped) file = 8 - file, rank = 9 - rank;
    const float k = float(rect_.w) / geometry::kBoardWidth;
    return {rect_.x + geometry::point_x(file) * k, rect_.y + geometry::point_y(rank) * k};
  }
  void draw_piece(SDL_Renderer* renderer, Piece p, SDL_FPoint at) {
    SDL_Texture* texture =
        pieces_[color_of(p) * 7 + type_of(p)].texture(renderer, rect_.w * geometry::kPieceSize / geometry::kBoardWidth);
    int size = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &size, nullptr);
    const SDL_Rect to{int(std::lround(at.x - size / 2.0f)), int(std::lround(at.y - size / 2.0f)), size, size};
    SDL_RenderCopy(renderer, texture, nullptr, &to);
  }

  SDL_Rect rect_{0, 0, 0, 0};
  std::vector<ScaledImage> boards_;  // seen from Red's side, and turned half round
  std::vector<ScaledImage> pieces_;  // red then black, in the order of PieceType
};

}  // namespace

std::unique_ptr<BoardSkin> xiangqi_skin() { return std::make_unique<XiangqiSkin>(); }

}  // namespace plyground::gui
