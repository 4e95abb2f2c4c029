#include "gui/drawing.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace plyground::gui {
namespace {

// Half the size, each pixel the average of four: a clean step down for thin lines.
SDL_Surface* halve(SDL_Surface* src) {
  SDL_Surface* dst =
      SDL_CreateRGBSurfaceWithFormat(0, std::max(1, src->w / 2), std::max(1, src->h / 2), 32, SDL_PIXELFORMAT_RGBA32);
  const auto* in = static_cast<const Uint8*>(src->pixels);
  auto* out = static_cast<Uint8*>(dst->pixels);
  for (int y = 0; y < dst->h; ++y) {
    const Uint8* row0 = in + 2 * y * src->pitch;
    const Uint8* row1 = row0 + src->pitch;
    Uint8* o = out + y * dst->pitch;
    for (int x = 0; x < dst->w * 4; ++x) {
      const int i = (x / 4) * 8 + x % 4;
      o[x] = Uint8((row0[i] + row0[i + 4] + row1[i] + row1[i + 4] + 2) / 4);
    }
  }
  return dst;
}

// Whether nothing shows through (an alpha of 254 is a rounding in drawing the image): then the
// image is copied without blending, which is half the work for a software renderer.
bool opaque(const SDL_Surface* image) {
  for (int y = 0; y < image->h; ++y) {
    const auto* row = static_cast<const Uint8*>(image->pixels) + y * image->pitch;
    for (int x = 0; x < image->w; ++x)
      if (row[4 * x + 3] < 254) return false;
  }
  return true;
}

void triangles(SDL_Renderer* r, const std::vector<SDL_FPoint>& points, SDL_Color color) {
  std::vector<SDL_Vertex> v;
  for (SDL_FPoint p : points) v.push_back({p, color, {0, 0}});
  SDL_RenderGeometry(r, nullptr, v.data(), int(v.size()), nullptr, 0);
}

// Each pixel as its luminance (Rec. 601), its alpha kept. `s` is RGBA32.
void to_grey(SDL_Surface* s) {
  for (int y = 0; y < s->h; ++y) {
    auto* p = static_cast<Uint8*>(s->pixels) + ptrdiff_t(y) * s->pitch;
    for (int x = 0; x < s->w; ++x, p += 4) p[0] = p[1] = p[2] = Uint8((299 * p[0] + 587 * p[1] + 114 * p[2]) / 1000);
  }
}

}  // namespace

void disc(SDL_Renderer* r, SDL_FPoint c, float radius, SDL_Color color, int segments) {
  std::vector<SDL_FPoint> p;
  for (int i = 0; i < segments; ++i) {
    const float a0 = 2 * float(M_PI) * i / segments, a1 = 2 * float(M_PI) * (i + 1) / segments;
    p.push_back(c);
    p.push_back({c.x + radius * std::cos(a0), c.y + radius * std::sin(a0)});
    p.push_back({c.x + radius * std::cos(a1), c.y + radius * std::sin(a1)});
  }
  triangles(r, p, color);
}

void ring(SDL_Renderer* r, SDL_FPoint c, float inner, float outer, SDL_Color color, int segments) {
  std::vector<SDL_FPoint> p;
  for (int i = 0; i < segments; ++i) {
    const float a0 = 2 * float(M_PI) * i / segments, a1 = 2 * float(M_PI) * (i + 1) / segments;
    const SDL_FPoint p0{c.x + inner * std::cos(a0), c.y + inner * std::sin(a0)};
    const SDL_FPoint p1{c.x + outer * std::cos(a0), c.y + outer * std::sin(a0)};
    const SDL_FPoint p2{c.x + inner * std::cos(a1), c.y + inner * std::sin(a1)};
    const SDL_FPoint p3{c.x + outer * std::cos(a1), c.y + outer * std::sin(a1)};
    for (SDL_FPoint q : {p0, p1, p3, p0, p3, p2}) p.push_back(q);
  }
  triangles(r, p, color);
}

void target_mark(SDL_Renderer* r, SDL_FPoint centre, float dot, float outer, bool capture, SDL_Color color) {
  if (capture)
    ring(r, centre, outer * 0.84f, outer, color);
  else
    disc(r, centre, dot, color);
}

void line(SDL_Renderer* r, SDL_FPoint a, SDL_FPoint b, float width, SDL_Color color) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
  if (len < 1) return;
  const float nx = -dy / len * width / 2, ny = dx / len * width / 2;
  const SDL_FPoint s0{a.x + nx, a.y + ny}, s1{a.x - nx, a.y - ny}, s2{b.x - nx, b.y - ny}, s3{b.x + nx, b.y + ny};
  triangles(r, {s0, s1, s2, s0, s2, s3}, color);
}

void arrow(SDL_Renderer* r, SDL_FPoint a, SDL_FPoint b, float width, SDL_Color color, float offset) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
  if (len < 1) return;
  const float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  a = {a.x + nx * width * offset, a.y + ny * width * offset};
  b = {b.x + nx * width * offset, b.y + ny * width * offset};
  const float head = width * 2.6f, hw = width * 1.5f;
  const SDL_FPoint base{b.x - ux * head, b.y - uy * head};
  line(r, a, base, width, color);
  triangles(r, {{base.x + nx * hw, base.y + ny * hw}, {base.x - nx * hw, base.y - ny * hw}, b}, color);
}

SDL_Rect arrow_box(SDL_FPoint a, SDL_FPoint b, float width, float offset) {
  // Every point of the arrow lies within its head's half-width plus the offset of the line between the two points.
  const float reach = width * (1.5f + std::fabs(offset));
  const SDL_FPoint low{std::min(a.x, b.x), std::min(a.y, b.y)}, high{std::max(a.x, b.x), std::max(a.y, b.y)};
  const int left = int(std::floor(low.x - reach)) - 1, top = int(std::floor(low.y - reach)) - 1;
  return {left, top, int(std::ceil(high.x + reach)) + 1 - left, int(std::ceil(high.y + reach)) + 1 - top};
}

SDL_Rect box_around(SDL_FPoint c, float half) {
  const int left = int(std::floor(c.x - half)) - 1, top = int(std::floor(c.y - half)) - 1;
  return {left, top, int(std::ceil(c.x + half)) + 1 - left, int(std::ceil(c.y + half)) + 1 - top};
}

ScaledImage::~ScaledImage() {
  for (SDL_Surface* s : levels_) SDL_FreeSurface(s);
  for (const auto& [width, texture] : textures_) SDL_DestroyTexture(texture);
}

ScaledImage::ScaledImage(ScaledImage&& other) noexcept
    : file_(std::move(other.file_)), levels_(std::move(other.levels_)), textures_(std::move(other.textures_)) {
  other.levels_.clear();
  other.textures_.clear();
}

SDL_Texture* ScaledImage::texture(SDL_Renderer* renderer, int width, bool grey) {
  width = std::max(1, width);
  if (grey != grey_) {  // another theme: made again from the file
    for (SDL_Surface* s : levels_) SDL_FreeSurface(s);
    for (const auto& [kept_width, texture] : textures_) SDL_DestroyTexture(texture);
    levels_.clear(), textures_.clear();
    grey_ = grey;
  }
  const auto kept = std::find_if(textures_.begin(), textures_.end(), [&](const auto& t) { return t.first == width; });
  if (kept != textures_.end()) {
    std::rotate(kept, kept + 1, textures_.end());  // now the one used last
    return textures_.back().second;
  }
  if (levels_.empty()) {
    SDL_Surface* loaded = IMG_Load(file_.c_str());
    if (!loaded) throw std::runtime_error("cannot load " + file_.string() + ": " + IMG_GetError());
    levels_.push_back(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0));
    SDL_FreeSurface(loaded);
    if (grey_) to_grey(levels_.front());
  }
  while (levels_.back()->w / 2 >= width) levels_.push_back(halve(levels_.back()));
  SDL_Surface* source = levels_.front();
  for (SDL_Surface* level : levels_)
    if (level->w >= width) source = level;
  const int height = std::max(1, source->h * width / source->w);
  SDL_Surface* scaled = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE);
  SDL_Rect to{0, 0, width, height};
  SDL_SoftStretchLinear(source, nullptr, scaled, &to);
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, scaled);
  SDL_SetTextureBlendMode(texture, opaque(scaled) ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
  SDL_FreeSurface(scaled);
  if (textures_.size() == kWidthsKept) {
    SDL_DestroyTexture(textures_.front().second);
    textures_.erase(textures_.begin());
  }
  textures_.emplace_back(width, texture);
  return texture;
}

const BoardTheme& board_theme(const std::string& name) {
  for (const BoardTheme& theme : kBoardThemes)
    if (name == theme.name) return theme;
  return kBoardThemes[0];
}

std::filesystem::path asset_dir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    auto installed = exe.parent_path().parent_path() / "share/plyground/assets";
    if (std::filesystem::is_directory(installed, ec)) return installed;
  }
  return PLYGROUND_SOURCE_ASSETS;
}

Labels::~Labels() {
  for (auto& [key, texture] : textures_) SDL_DestroyTexture(texture);
  for (auto& [size, font] : fonts_)
    if (font) TTF_CloseFont(font);
}

void Labels::draw(SDL_Renderer* renderer, const std::string& text, SDL_FPoint centre, int size, SDL_Color color) {
  SDL_Texture*& texture = textures_[{text, size}];
  if (!texture) {
    TTF_Font*& font = fonts_[size];
    if (!font && (TTF_WasInit() || TTF_Init() == 0))
      font = TTF_OpenFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", size);
    if (!font) return;
    SDL_Surface* glyphs = TTF_RenderUTF8_Blended(font, text.c_str(), {255, 255, 255, 255});  // tinted as drawn
    if (!glyphs) return;
    texture = SDL_CreateTextureFromSurface(renderer, glyphs);
    SDL_FreeSurface(glyphs);
    if (!texture) return;
  }
  SDL_SetTextureColorMod(texture, color.r, color.g, color.b);
  SDL_SetTextureAlphaMod(texture, color.a);
  int w = 0, h = 0;
  SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
  const SDL_Rect where{int(centre.x - float(w) / 2), int(centre.y - float(h) / 2), w, h};
  SDL_RenderCopy(renderer, texture, nullptr, &where);
}

}  // namespace plyground::gui
