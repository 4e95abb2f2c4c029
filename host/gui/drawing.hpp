// What every board skin draws with: filled shapes made of triangles, and images kept scaled to the
// exact size they are drawn at, so they stay crisp at any window size.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace plyground::gui {

void disc(SDL_Renderer* r, SDL_FPoint centre, float radius, SDL_Color color, int segments = 32);
void ring(SDL_Renderer* r, SDL_FPoint centre, float inner, float outer, SDL_Color color, int segments = 48);
// A legal destination, as boards mark one: a dot of radius `dot` on an empty square, a ring of
// `outer` radius round a piece it would take.
void target_mark(SDL_Renderer* r, SDL_FPoint centre, float dot, float outer, bool capture, SDL_Color color);
// A straight arrow with a triangular head, moved `offset` widths to its left (negative: right).
void arrow(SDL_Renderer* r, SDL_FPoint from, SDL_FPoint to, float width, SDL_Color color, float offset = 0);
// The box that arrow() draws in.
SDL_Rect arrow_box(SDL_FPoint from, SDL_FPoint to, float width, float offset = 0);
// A thick straight line.
void line(SDL_Renderer* r, SDL_FPoint from, SDL_FPoint to, float width, SDL_Color color);

// The pixels within `half` of a point, rounded outwards.
SDL_Rect box_around(SDL_FPoint centre, float half);

// One PNG (loaded with SDL2_image when first drawn) as a texture of a given width, rescaled only
// when that width changes: halved with a box filter down to the nearest level, then one bilinear
// step, so thin lines survive. It is drawn pixel for pixel, and without blending when it has no
// see-through pixel.
class ScaledImage {
 public:
  explicit ScaledImage(std::filesystem::path file = {}) : file_(std::move(file)) {}
  ~ScaledImage();
  ScaledImage(ScaledImage&& other) noexcept;
  ScaledImage& operator=(ScaledImage&&) = delete;
  ScaledImage(const ScaledImage&) = delete;
  ScaledImage& operator=(const ScaledImage&) = delete;

  const std::filesystem::path& file() const { return file_; }
  // The image `width` pixels wide, in shades of grey if `grey`. The last few widths asked for are
  // kept: a frame may show the same piece at two sizes (on the board, and on a button). Throws
  // std::runtime_error when the file does not load.
  SDL_Texture* texture(SDL_Renderer* renderer, int width, bool grey = false);

 private:
  static constexpr size_t kWidthsKept = 4;
  std::filesystem::path file_;
  std::vector<SDL_Surface*> levels_;                    // the image, then halved again and again
  std::vector<std::pair<int, SDL_Texture*>> textures_;  // by width, the one used last at the back
  bool grey_ = false;                                   // what levels_ and textures_ hold
};

// Text drawn on a board (DejaVu Sans), each text and size rendered once and kept as a texture.
class Labels {
 public:
  Labels() = default;
  ~Labels();
  Labels(const Labels&) = delete;
  Labels& operator=(const Labels&) = delete;
  // `text` centred on `centre`, `size` pixels high; nothing when the font is missing.
  void draw(SDL_Renderer* renderer, const std::string& text, SDL_FPoint centre, int size, SDL_Color color);

 private:
  std::map<int, TTF_Font*> fonts_;                                // by size
  std::map<std::pair<std::string, int>, SDL_Texture*> textures_;  // by text and size, white, tinted
};

// The boards' colour themes: a name, and how the board's image is shown: as drawn (wood), or in
// its shades of grey multiplied by a colour, so that light and dark squares stay light and dark in
// one hue (a colour laid over the wood itself mixed its brown into every square).
struct BoardTheme {
  const char* name;
  SDL_Color tint;
  bool grey;  // the image in shades of grey before the tint
};
inline constexpr BoardTheme kBoardThemes[] = {{"Wood", {255, 255, 255, 255}, false},
                                              {"Green", {196, 236, 160, 255}, true},
                                              {"Blue", {186, 214, 255, 255}, true},
                                              {"Grey", {255, 255, 255, 255}, true}};
// The theme named `name` (Wood, as drawn, for a name there is none of).
const BoardTheme& board_theme(const std::string& name);

// The folder holding the images: share/plyground/assets beside an installed executable, else the
// source tree's assets/.
std::filesystem::path asset_dir();

}  // namespace plyground::gui
