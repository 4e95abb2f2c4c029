#include "gui/textures.hpp"

#include <SDL_image.h>

#include <stdexcept>

#include "gui/board_geometry.hpp"

namespace plyground::gui {
namespace {

// Half the size, each pixel the average of four: a clean step down for thin lines.
SDL_Surface* halve(SDL_Surface* src) {
  SDL_Surface* dst = SDL_CreateRGBSurfaceWithFormat(0, std::max(1, src->w / 2), std::max(1, src->h / 2), 32,
                                                    SDL_PIXELFORMAT_RGBA32);
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

}  // namespace

std::filesystem::path asset_dir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const auto installed = exe.parent_path().parent_path() / "share/plyground/assets";
    if (std::filesystem::exists(installed / "board.png", ec)) return installed;
  }
  return PLYGROUND_SOURCE_ASSETS;
}

Textures::~Textures() {
  auto release = [](Image& image) {
    for (SDL_Surface* s : image.levels) SDL_FreeSurface(s);
    if (image.texture) SDL_DestroyTexture(image.texture);
  };
  for (Image& b : boards_) release(b);
  for (Image& p : pieces_) release(p);
}

std::string Textures::open(const std::filesystem::path& dir) {
  boards_[0].file = dir / "board.png";
  boards_[1].file = dir / "board_black.png";
  const char letters[] = "kabnrcp";
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < 7; ++t) pieces_[c * 7 + t].file = dir / (std::string(1, "rb"[c]) + letters[t] + ".png");
  for (const Image* image : {&boards_[0], &boards_[1]})
    if (!std::filesystem::is_regular_file(image->file)) return "missing image " + image->file.string();
  for (const Image& image : pieces_)
    if (!std::filesystem::is_regular_file(image.file)) return "missing image " + image.file.string();
  return "";
}

SDL_Texture* Textures::texture(SDL_Renderer* renderer, Image& image, int width) {
  width = std::max(1, width);
  if (image.texture && image.width == width) return image.texture;
  if (image.levels.empty()) {
    SDL_Surface* loaded = IMG_Load(image.file.c_str());
    if (!loaded) throw std::runtime_error("cannot load " + image.file.string() + ": " + IMG_GetError());
    image.levels.push_back(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0));
    SDL_FreeSurface(loaded);
  }
  // Halve down to the smallest level still at least as large, then one bilinear step to the size.
  while (image.levels.back()->w / 2 >= width) image.levels.push_back(halve(image.levels.back()));
  SDL_Surface* source = image.levels.front();
  for (SDL_Surface* level : image.levels)
    if (level->w >= width) source = level;
  const int height = std::max(1, source->h * width / source->w);
  SDL_Surface* scaled = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE);
  SDL_Rect to{0, 0, width, height};
  SDL_SoftStretchLinear(source, nullptr, scaled, &to);
  if (image.texture) SDL_DestroyTexture(image.texture);
  image.texture = SDL_CreateTextureFromSurface(renderer, scaled);
  SDL_SetTextureBlendMode(image.texture, SDL_BLENDMODE_BLEND);
  SDL_FreeSurface(scaled);
  image.width = width;
  return image.texture;
}

SDL_Texture* Textures::board(SDL_Renderer* renderer, bool black_view, int width) {
  return texture(renderer, boards_[black_view], width);
}

SDL_Texture* Textures::piece(SDL_Renderer* renderer, xiangqi::Color c, xiangqi::PieceType t, int board_width) {
  return texture(renderer, pieces_[c * 7 + t], board_width * geometry::kPieceSize / geometry::kBoardWidth);
}

}  // namespace plyground::gui
