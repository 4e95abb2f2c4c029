// Draws the board and piece images in assets/<game>/, so they can be remade and changed (build the
// `assets` target): Xiangqi's from a free CJK font (WenQuanYi Micro Hei, Debian package
// fonts-wqy-microhei), chess's pieces from the chess symbols of GNU FreeSerif (fonts-freefont-ttf:
// the diagram shapes, a bishop with its mitre), its board's letters from DejaVu Sans (fonts-dejavu-core).
//   make_assets CJK_FONT LABEL_FONT CHESS_FONT ASSETS_DIR
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "skins/chess/board_geometry.hpp"
#include "skins/xiangqi/board_geometry.hpp"

namespace {

using namespace plyground::gui::geometry;
namespace chess = plyground::gui::chess_geometry;

struct Rgba {
  Uint8 r, g, b, a;
};
constexpr Rgba kWood{233, 196, 128, 255}, kInk{92, 52, 24, 255}, kRedInk{178, 24, 20, 255}, kBlackInk{24, 24, 24, 255},
    kIvory{247, 232, 196, 255}, kRim{140, 92, 40, 255};

// Blends `c` over pixel (x, y) with coverage `alpha` (0..1).
void blend(SDL_Surface* s, int x, int y, Rgba c, double alpha) {
  if (x < 0 || y < 0 || x >= s->w || y >= s->h || alpha <= 0) return;
  Uint32* p = static_cast<Uint32*>(s->pixels) + y * (s->pitch / 4) + x;
  Uint8 r, g, b, a;
  SDL_GetRGBA(*p, s->format, &r, &g, &b, &a);
  const double k = std::min(1.0, alpha) * c.a / 255.0;
  const double out_a = k + a / 255.0 * (1 - k);
  auto mix = [&](Uint8 src, Uint8 dst) {
    return out_a <= 0 ? Uint8(0) : Uint8(std::lround((src * k + dst * (a / 255.0) * (1 - k)) / out_a));
  };
  *p = SDL_MapRGBA(s->format, mix(c.r, r), mix(c.g, g), mix(c.b, b), Uint8(std::lround(out_a * 255)));
}

// An anti-aliased segment of the given width.
void line(SDL_Surface* s, double x0, double y0, double x1, double y1, double width, Rgba c) {
  const int minx = int(std::min(x0, x1) - width), maxx = int(std::max(x0, x1) + width);
  const int miny = int(std::min(y0, y1) - width), maxy = int(std::max(y0, y1) + width);
  const double dx = x1 - x0, dy = y1 - y0, len2 = dx * dx + dy * dy;
  for (int y = miny; y <= maxy; ++y)
    for (int x = minx; x <= maxx; ++x) {
      const double t = std::clamp(((x - x0) * dx + (y - y0) * dy) / len2, 0.0, 1.0);
      const double d = std::hypot(x - (x0 + t * dx), y - (y0 + t * dy));
      blend(s, x, y, c, width / 2 + 0.5 - d);
    }
}

// An anti-aliased ring (inner radius 0 gives a disc).
void ring(SDL_Surface* s, double cx, double cy, double inner, double outer, Rgba c) {
  for (int y = int(cy - outer - 1); y <= int(cy + outer + 1); ++y)
    for (int x = int(cx - outer - 1); x <= int(cx + outer + 1); ++x) {
      const double d = std::hypot(x + 0.5 - cx, y + 0.5 - cy);
      blend(s, x, y, c, std::min(outer - d + 0.5, inner > 0 ? d - inner + 0.5 : 1.0));
    }
}

// Draws UTF-8 text centred on (cx, cy).
void text(SDL_Surface* s, TTF_Font* font, const char* utf8, int cx, int cy, Rgba c) {
  SDL_Surface* glyphs = TTF_RenderUTF8_Blended(font, utf8, SDL_Color{c.r, c.g, c.b, c.a});
  SDL_Rect to{cx - glyphs->w / 2, cy - glyphs->h / 2, glyphs->w, glyphs->h};
  SDL_SetSurfaceBlendMode(glyphs, SDL_BLENDMODE_BLEND);
  SDL_BlitSurface(glyphs, nullptr, s, &to);
  SDL_FreeSurface(glyphs);
}

SDL_Surface* canvas(int w, int h, Rgba fill) {
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_FillRect(s, nullptr, SDL_MapRGBA(s->format, fill.r, fill.g, fill.b, fill.a));
  return s;
}

// The four small corner marks around a cannon or soldier point (only inside the board).
void point_marks(SDL_Surface* s, int file, int rank) {
  const double x = point_x(file), y = point_y(rank), gap = 14, arm = 40, w = 5;
  for (int sx : {-1, 1})
    for (int sy : {-1, 1}) {
      if ((file == 0 && sx < 0) || (file == 8 && sx > 0)) continue;
      const double cx = x + sx * gap, cy = y + sy * gap;
      line(s, cx, cy, cx + sx * arm, cy, w, kInk);
      line(s, cx, cy, cx, cy + sy * arm, w, kInk);
    }
}

// The board as one side sees it: `black_view` is the board turned half round for the Black player
// (the grid is the same; the labels and the river text stay upright for the reader).
SDL_Surface* draw_board(TTF_Font* big, TTF_Font* small, bool black_view) {
  SDL_Surface* s = canvas(kBoardWidth, kBoardHeight, kWood);
  const double w = 6;
  const double left = point_x(0), right = point_x(8), top = point_y(9), bottom = point_y(0);
  // Outer frame, ranks, and files (interrupted by the river except at the edges).
  const double frame = 36;
  const double l = left - frame, r = right + frame, t = top - frame, b = bottom + frame;
  line(s, l, t, r, t, 12, kInk);
  line(s, l, b, r, b, 12, kInk);
  line(s, l, t, l, b, 12, kInk);
  line(s, r, t, r, b, 12, kInk);
  for (int rank = 0; rank <= 9; ++rank) line(s, left, point_y(rank), right, point_y(rank), w, kInk);
  for (int file = 0; file <= 8; ++file) {
    const bool edge = file == 0 || file == 8;
    line(s, point_x(file), bottom, point_x(file), edge ? top : point_y(4), w, kInk);
    if (!edge) line(s, point_x(file), point_y(5), point_x(file), top, w, kInk);
  }
  // Palace diagonals.
  for (int base : {0, 7}) {
    line(s, point_x(3), point_y(base), point_x(5), point_y(base + 2), w, kInk);
    line(s, point_x(5), point_y(base), point_x(3), point_y(base + 2), w, kInk);
  }
  // Cannon and soldier points.
  for (int file : {1, 7}) {
    point_marks(s, file, 2);
    point_marks(s, file, 7);
  }
  for (int file = 0; file <= 8; file += 2) {
    point_marks(s, file, 3);
    point_marks(s, file, 6);
  }
  // The river.
  const int river_y = (point_y(4) + point_y(5)) / 2;
  text(s, big, "楚 河", (point_x(1) + point_x(3)) / 2, river_y, kInk);
  text(s, big, "汉 界", (point_x(5) + point_x(7)) / 2, river_y, kInk);
  // File numbers, each side's counted from its own right: Black's 1-9, Red's 一..九. The near
  // side's numbers go along the bottom.
  const char* red_numbers[] = {"九", "八", "七", "六", "五", "四", "三", "二", "一"};
  for (int column = 0; column <= 8; ++column) {
    const int file = black_view ? 8 - column : column;             // the file shown in this column
    const int far_y = int(top - 140), near_y = int(bottom + 140);  // clear of the pieces
    text(s, small, std::to_string(file + 1).c_str(), point_x(column), black_view ? near_y : far_y, kInk);
    text(s, small, red_numbers[file], point_x(column), black_view ? far_y : near_y, kInk);
  }
  return s;
}

SDL_Surface* draw_piece(TTF_Font* font, const char* glyph, Rgba ink) {
  SDL_Surface* s = canvas(kPieceSize, kPieceSize, {0, 0, 0, 0});
  const double c = kPieceSize / 2.0, r = c - 4;
  ring(s, c + 3, c + 5, 0, r, {60, 40, 20, 90});  // shadow
  ring(s, c, c, 0, r, kIvory);
  ring(s, c, c, r - 8, r, kRim);
  ring(s, c, c, r - 22, r - 16, ink);
  text(s, font, glyph, int(c), int(c) - 4, ink);
  return s;
}

// The chess board: light and dark squares, files a-h and ranks 1-8 in the margin. `black_view`
// is the board seen from Black's side (h1 at the top left).
constexpr Rgba kLightSquare{240, 217, 181, 255}, kDarkSquare{181, 136, 99, 255}, kFrame{96, 64, 40, 255};

SDL_Surface* draw_chess_board(TTF_Font* labels, bool black_view) {
  SDL_Surface* s = canvas(chess::kBoardSize, chess::kBoardSize, kFrame);
  for (int row = 0; row < 8; ++row)
    for (int col = 0; col < 8; ++col) {
      const SDL_Rect r{chess::square_x(col), chess::square_y(row), chess::kSquare, chess::kSquare};
      const Rgba c = (row + col) % 2 == 0 ? kLightSquare : kDarkSquare;  // a8 (top left for White) is light
      SDL_FillRect(s, &r, SDL_MapRGBA(s->format, c.r, c.g, c.b, c.a));
    }
  for (int i = 0; i < 8; ++i) {
    const char file[] = {char(black_view ? 'h' - i : 'a' + i), 0};
    const char rank[] = {char(black_view ? '1' + i : '8' - i), 0};
    const int middle = chess::square_x(i) + chess::kSquare / 2;
    text(s, labels, file, middle, chess::kBoardSize - chess::kMargin / 2, kLightSquare);
    text(s, labels, rank, chess::kMargin / 2, middle, kLightSquare);
  }
  return s;
}

// Paints everything a glyph encloses (the glyph and its holes: its silhouette), centred on
// (cx, cy): the pixels that the outside, flooded in from the edges, does not reach.
void silhouette(SDL_Surface* s, TTF_Font* font, const char* utf8, int cx, int cy, Rgba c) {
  SDL_Surface* glyph =
      SDL_ConvertSurfaceFormat(TTF_RenderUTF8_Blended(font, utf8, SDL_Color{0, 0, 0, 255}), SDL_PIXELFORMAT_RGBA32, 0);
  const int w = glyph->w, h = glyph->h;
  auto alpha = [&](int x, int y) { return static_cast<Uint8*>(glyph->pixels)[y * glyph->pitch + x * 4 + 3]; };
  std::vector<char> outside(size_t(w) * h, 0);
  std::vector<int> todo;
  for (int x = 0; x < w; ++x) todo.insert(todo.end(), {x, (h - 1) * w + x});
  for (int y = 0; y < h; ++y) todo.insert(todo.end(), {y * w, y * w + w - 1});
  while (!todo.empty()) {
    const int i = todo.back();
    todo.pop_back();
    const int x = i % w, y = i / w;
    if (outside[i] || alpha(x, y) > 96) continue;
    outside[i] = 1;
    if (x > 0) todo.push_back(i - 1);
    if (x + 1 < w) todo.push_back(i + 1);
    if (y > 0) todo.push_back(i - w);
    if (y + 1 < h) todo.push_back(i + w);
  }
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (!outside[y * w + x]) blend(s, cx - w / 2 + x, cy - h / 2 + y, c, 1.0);
  SDL_FreeSurface(glyph);
}

// A chess piece from the font's symbols: its silhouette in the piece's colour, then the symbol
// over it in the other colour (the outline symbol for White, the filled one for Black, whose
// inner details then show white), with a thin halo so a black piece stands out on dark squares.
SDL_Surface* draw_chess_piece(TTF_Font* font, int type, bool white) {
  const char* const filled[] = {"♟", "♞", "♝", "♜", "♛", "♚"};
  const char* const outline[] = {"♙", "♘", "♗", "♖", "♕", "♔"};
  SDL_Surface* s = canvas(chess::kPieceSize, chess::kPieceSize, {0, 0, 0, 0});
  const int c = chess::kPieceSize / 2;
  const Rgba ivory{250, 250, 246, 255}, ink{24, 24, 24, 255};
  if (!white)
    for (int dx = -3; dx <= 3; dx += 3)
      for (int dy = -3; dy <= 3; dy += 3) silhouette(s, font, filled[type], c + dx, c + dy, ivory);
  silhouette(s, font, filled[type], c, c, ivory);
  text(s, font, white ? outline[type] : filled[type], c, c, ink);
  return s;
}

bool save(SDL_Surface* s, const std::string& path) {
  const bool ok = IMG_SavePNG(s, path.c_str()) == 0;
  if (!ok) std::fprintf(stderr, "cannot write %s: %s\n", path.c_str(), IMG_GetError());
  SDL_FreeSurface(s);
  return ok;
}

}  // namespace

// Both sides' boards and every piece of chess into `out`.
bool draw_chess(TTF_Font* labels, TTF_Font* pieces, const std::string& out) {
  bool ok = save(draw_chess_board(labels, false), out + "/board.png");
  ok &= save(draw_chess_board(labels, true), out + "/board_black.png");
  const char letters[] = "pnbrqk";  // w/b for the colour, then the FEN letter of the piece
  for (int t = 0; t < 6; ++t) {
    ok &= save(draw_chess_piece(pieces, t, true), out + "/w" + letters[t] + ".png");
    ok &= save(draw_chess_piece(pieces, t, false), out + "/b" + letters[t] + ".png");
  }
  return ok;
}

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: make_assets CJK_FONT LABEL_FONT CHESS_FONT ASSETS_DIR\n");
    return 2;
  }
  const std::string font_file = argv[1], label_font = argv[2], chess_font = argv[3], assets = argv[4],
                    out = assets + "/xiangqi";
  if (TTF_Init() != 0) return 1;
  TTF_Font* river = TTF_OpenFont(font_file.c_str(), 96);
  TTF_Font* numbers = TTF_OpenFont(font_file.c_str(), 56);
  TTF_Font* glyphs = TTF_OpenFont(font_file.c_str(), 108);
  TTF_Font* chess_labels = TTF_OpenFont(label_font.c_str(), 52);
  TTF_Font* chess_pieces = TTF_OpenFont(chess_font.c_str(), 200);
  if (!river || !numbers || !glyphs || !chess_labels || !chess_pieces) {
    std::fprintf(stderr, "cannot open the fonts %s, %s and %s: %s\n", font_file.c_str(), label_font.c_str(),
                 chess_font.c_str(), TTF_GetError());
    return 1;
  }
  bool ok = save(draw_board(river, numbers, false), out + "/board.png");
  ok &= save(draw_board(river, numbers, true), out + "/board_black.png");
  // File names: r/b for the colour, then the FEN letter of the piece.
  // In simplified characters, as the interface and Chinese notation write them (one script on one
  // screen); the sides told apart by colour and by 帅/将, 仕/士, 相/象, 兵/卒.
  const char* red[] = {"帅", "仕", "相", "马", "车", "炮", "兵"};
  const char* black[] = {"将", "士", "象", "马", "车", "炮", "卒"};
  const char letters[] = "kabnrcp";
  for (int t = 0; t < 7; ++t) {
    ok &= save(draw_piece(glyphs, red[t], kRedInk), out + "/r" + letters[t] + ".png");
    ok &= save(draw_piece(glyphs, black[t], kBlackInk), out + "/b" + letters[t] + ".png");
  }
  ok &= draw_chess(chess_labels, chess_pieces, assets + "/chess");
  TTF_Quit();
  return ok ? 0 : 1;
}
