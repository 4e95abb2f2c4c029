#include "match/plot.hpp"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "base/files.hpp"

namespace plyground::host {

Status save_png(SDL_Surface* image, const std::string& png_file) {
  // Encoded in memory first: SDL_image does not report every failed write (a full disk), so the
  // file is written by write_whole_file, which does.
  if (!image) return failure("cannot write " + png_file + ": " + SDL_GetError());
  std::string bytes;
  SDL_RWops* out = SDL_AllocRW();
  if (!out) return failure("cannot write " + png_file + ": " + SDL_GetError());
  out->hidden.unknown.data1 = &bytes;
  out->size = [](SDL_RWops*) -> Sint64 { return -1; };
  out->seek = [](SDL_RWops*, Sint64, int) -> Sint64 { return -1; };
  out->read = [](SDL_RWops*, void*, size_t, size_t) -> size_t { return 0; };
  out->write = [](SDL_RWops* rw, const void* from, size_t size, size_t count) -> size_t {
    static_cast<std::string*>(rw->hidden.unknown.data1)->append(static_cast<const char*>(from), size * count);
    return count;
  };
  out->close = [](SDL_RWops* rw) -> int {
    SDL_FreeRW(rw);
    return 0;
  };
  if (IMG_SavePNG_RW(image, out, 1) != 0 || bytes.empty())
    return failure("cannot write " + png_file + ": " + IMG_GetError());
  return write_whole_file(png_file, bytes);
}

namespace {

// Writes the image whole and frees it.
Status save_and_free(SDL_Surface* image, const std::string& png_file) {
  Status saved = save_png(image, png_file);
  SDL_FreeSurface(image);
  return saved;
}

constexpr const char* kFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

void fill(SDL_Surface* s, int x, int y, int w, int h, SDL_Color c) {
  SDL_Rect r{x, y, w, h};
  SDL_FillRect(s, &r, SDL_MapRGBA(s->format, c.r, c.g, c.b, c.a));
}

void text(SDL_Surface* s, TTF_Font* font, const std::string& t, int x, int y, SDL_Color c, bool right = false) {
  SDL_Surface* glyphs = TTF_RenderUTF8_Blended(font, t.c_str(), c);
  if (!glyphs) return;
  SDL_Rect to{right ? x - glyphs->w : x, y - glyphs->h / 2, glyphs->w, glyphs->h};
  SDL_BlitSurface(glyphs, nullptr, s, &to);
  SDL_FreeSurface(glyphs);
}

// Distinct colours for lines, in order.
constexpr SDL_Color kLines[] = {{30, 110, 220, 255}, {220, 60, 40, 255},  {40, 160, 70, 255},
                                {150, 60, 190, 255}, {230, 140, 20, 255}, {20, 160, 170, 255}};

// A thick line between two points, drawn as small squares.
void segment(SDL_Surface* s, int x0, int y0, int x1, int y1, SDL_Color c) {
  const int steps = std::max(std::abs(x1 - x0), std::abs(y1 - y0)) + 1;
  for (int i = 0; i <= steps; ++i) fill(s, x0 + (x1 - x0) * i / steps - 1, y0 + (y1 - y0) * i / steps - 1, 3, 3, c);
}

}  // namespace

Status plot_ratings(const Standings& standings, const std::string& png_file) {
  const int n = int(standings.players().size());
  if (n == 0) return failure("no games to plot");
  std::vector<EloEstimate> e(n);
  for (int i = 0; i < n; ++i) e[i] = estimate_elo(standings.total(i));
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return e[a].elo > e[b].elo; });
  double lo = 0, hi = 0;
  for (const EloEstimate& x : e) lo = std::min(lo, x.low), hi = std::max(hi, x.high);
  const double step = (hi - lo) > 1200 ? 400 : (hi - lo) > 600 ? 200 : 100;
  lo = std::floor(lo / step) * step, hi = std::ceil(hi / step) * step;
  if (hi <= lo) hi = lo + step;

  if (TTF_WasInit() == 0 && TTF_Init() != 0) return failure(std::string("cannot draw text: ") + TTF_GetError());
  TTF_Font* font = TTF_OpenFont(kFont, 16);
  if (!font) return failure(std::string("cannot open the font ") + kFont);
  // The names' column as wide as the widest name, so that long engine specs are not cut.
  std::vector<std::string> labels(n);
  int widest = 0;
  for (int i = 0; i < n; ++i) {
    labels[i] = standings.players()[i] + "  (" + std::to_string(standings.total(i).games()) + " games)";
    int w = 0;
    TTF_SizeUTF8(font, labels[i].c_str(), &w, nullptr);
    widest = std::max(widest, w);
  }
  const int left = std::max(300, widest + 36), right = 40, top = 60, row = 44, width = left + 700,
            height = top + n * row + 60;
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  fill(s, 0, 0, width, height, {255, 255, 255, 255});
  const SDL_Color ink{40, 40, 40, 255}, grid{225, 225, 225, 255}, bar{30, 110, 220, 255};
  auto x_of = [&](double elo) { return left + int((elo - lo) / (hi - lo) * (width - left - right)); };
  text(s, font, "Elo against the field, with 95% intervals (logistic, from win/draw/loss)", 20, 24, ink);
  for (double v = lo; v <= hi + 1e-9; v += step) {
    fill(s, x_of(v), top - 10, 1, n * row + 10, v == 0 ? SDL_Color{150, 150, 150, 255} : grid);
    text(s, font, (v > 0 ? "+" : "") + std::to_string(int(v)), x_of(v) - 14, top + n * row + 20, ink);
  }
  for (int r = 0; r < n; ++r) {
    const int i = order[r], y = top + r * row + row / 2;
    text(s, font, labels[i], left - 16, y, ink, true);
    fill(s, x_of(e[i].low), y - 1, std::max(1, x_of(e[i].high) - x_of(e[i].low)), 3, bar);
    fill(s, x_of(e[i].low), y - 8, 2, 16, bar);
    fill(s, x_of(e[i].high) - 1, y - 8, 2, 16, bar);
    fill(s, x_of(e[i].elo) - 5, y - 5, 11, 11, {220, 60, 40, 255});
  }
  TTF_CloseFont(font);
  return save_and_free(s, png_file);
}

Status plot_nodes(const std::vector<NodeSeries>& series, const std::string& title, const std::string& png_file) {
  size_t depths = 0;
  uint64_t most = 10;
  for (const NodeSeries& line : series) {
    depths = std::max(depths, line.nodes.size());
    for (uint64_t n : line.nodes) most = std::max(most, n);
  }
  if (depths == 0) return failure("nothing to plot");
  const int decades = std::max(1, int(std::ceil(std::log10(double(most)))));
  if (TTF_WasInit() == 0 && TTF_Init() != 0) return failure(std::string("cannot draw text: ") + TTF_GetError());
  TTF_Font* font = TTF_OpenFont(kFont, 16);
  if (!font) return failure(std::string("cannot open the font ") + kFont);
  const int left = 90, right = 260, top = 60, bottom = 60, width = 1000, height = 620;
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  fill(s, 0, 0, width, height, {255, 255, 255, 255});
  const SDL_Color ink{40, 40, 40, 255}, grid{225, 225, 225, 255};
  const int plot_w = width - left - right, plot_h = height - top - bottom;
  auto x_of = [&](size_t depth) { return left + int(depths > 1 ? (depth - 1) * plot_w / (depths - 1) : plot_w / 2); };
  auto y_of = [&](uint64_t nodes) {
    return top + plot_h - int(std::log10(double(std::max<uint64_t>(nodes, 1))) / decades * plot_h);
  };
  text(s, font, title, 20, 24, ink);
  for (int d = 0; d <= decades; ++d) {
    const int y = top + plot_h - d * plot_h / decades;
    fill(s, left, y, plot_w, 1, grid);
    text(s, font, d < 4 ? std::to_string(int(std::pow(10, d))) : "1e" + std::to_string(d), left - 10, y, ink, true);
  }
  for (size_t depth = 1; depth <= depths; ++depth) {
    fill(s, x_of(depth), top, 1, plot_h, grid);
    text(s, font, std::to_string(depth), x_of(depth) - 4, top + plot_h + 20, ink);
  }
  text(s, font, "depth", left + plot_w / 2 - 20, top + plot_h + 44, ink);
  for (size_t i = 0; i < series.size(); ++i) {
    const SDL_Color c = kLines[i % std::size(kLines)];
    const auto& nodes = series[i].nodes;
    for (size_t d = 0; d < nodes.size(); ++d) {
      fill(s, x_of(d + 1) - 4, y_of(nodes[d]) - 4, 9, 9, c);
      if (d > 0) segment(s, x_of(d), y_of(nodes[d - 1]), x_of(d + 1), y_of(nodes[d]), c);
    }
    fill(s, width - right + 20, top + 10 + int(i) * 28 - 2, 24, 4, c);
    text(s, font, series[i].player, width - right + 52, top + 10 + int(i) * 28, ink);
  }
  TTF_CloseFont(font);
  return save_and_free(s, png_file);
}

}  // namespace plyground::host
