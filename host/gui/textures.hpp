// The board and piece images (assets/*.png, loaded with SDL2_image), kept scaled to the exact
// size they are drawn at, so they stay crisp at any window size. Each image is read and scaled
// only when first drawn at a size.
#pragma once

#include <SDL.h>

#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "games/xiangqi/types.hpp"

namespace plyground::gui {

class Textures {
 public:
  Textures() = default;
  ~Textures();
  Textures(const Textures&) = delete;
  Textures& operator=(const Textures&) = delete;

  // Checks that every image is in `dir`; returns "" or what is missing.
  std::string open(const std::filesystem::path& dir);

  // The board `width` pixels wide, seen from Red's side or turned half round for Black (labels
  // upright), and a piece for a board of that width.
  SDL_Texture* board(SDL_Renderer* renderer, bool black_view, int width);
  SDL_Texture* piece(SDL_Renderer* renderer, xiangqi::Color c, xiangqi::PieceType t, int board_width);

 private:
  struct Image {
    std::filesystem::path file;
    std::vector<SDL_Surface*> levels;  // the image, then halved again and again (box filter)
    SDL_Texture* texture = nullptr;
    int width = 0;  // of the texture
  };
  SDL_Texture* texture(SDL_Renderer* renderer, Image& image, int width);

  std::array<Image, 2> boards_;
  std::array<Image, 14> pieces_;
};

// The folder holding the images: share/plyground/assets beside an installed executable, else the
// source tree's assets/.
std::filesystem::path asset_dir();

}  // namespace plyground::gui
