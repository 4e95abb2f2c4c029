// What a frame draws afresh, and how it reaches the screen.
//
// Where every pixel drawn costs, a whole frame at 1280x860 takes about 13 ms, most of it the board's
// picture. So where the picture can be kept between frames, a frame draws only the rectangles that
// changed, and shows only them:
// - SDL's software renderer draws into the window's surface, which stays as drawn; the rectangles
//   are sent to the window (SDL_UpdateWindowSurfaceRects);
// - on Mesa's software rasterizer (llvmpipe: a desktop without a GPU, a virtual machine, Xvfb) the
//   back buffer is never swapped: the rectangles are copied from it to the window
//   (GLX_MESA_copy_sub_buffer, whose copy leaves the back buffer as it was).
// Elsewhere (a GPU, which draws a whole frame in no time and swaps in step with the display) a
// frame that changed is drawn whole and swapped.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <map>
#include <string>
#include <vector>

namespace plyground::gui {

class Canvas {
 public:
  Canvas(SDL_Window* window, SDL_Renderer* renderer);

  // True when the picture is kept between frames, and frames are drawn in part.
  bool keeps_picture() const { return mode_ != Mode::WHOLE; }
  // The next frame is drawn whole (the window was resized or uncovered).
  void redraw_all() { everything_ = true; }

  // The rectangles (renderer pixels) the frame must draw afresh, none when nothing changed: where
  // Dear ImGui's triangles differ from the last frame's, and `changed` (the board's damage).
  // The whole window when the picture is not kept.
  std::vector<SDL_Rect> damage(const ImDrawData& panels, std::vector<SDL_Rect> changed);

  // Draws the panels inside `area` only: the clip rectangles of their commands narrowed to it.
  static void draw_panels(ImDrawData& panels, SDL_Rect area);

  // Shows the frame: `areas` sent from the kept picture, or the frame swapped.
  void present(const std::vector<SDL_Rect>& areas);

  // For --stats: frames drawn in part, and the share of the window's pixels they drew.
  int partial_frames() const { return partial_frames_; }
  double partial_share() const { return partial_frames_ ? partial_pixels_ / partial_frames_ : 0; }
  const char* how() const;  // how frames are shown

 private:
  // A triangle as Dear ImGui draws it: three vertices, clipped to a rectangle, from a texture.
  struct Triangle {
    ImDrawVert corner[3];
    ImVec4 clip;
    ImTextureID texture;
  };
  struct List {
    std::string owner;  // its window's name
    std::vector<Triangle> triangles;
  };
  static std::vector<Triangle> triangles(const ImDrawList& list);
  // Where a triangle shows, in renderer pixels, as the SDL_Renderer backend draws it.
  SDL_Rect reach(const Triangle& t) const;
  // Where two lists of the same owner differ: the triangles between their equal first and last ones.
  void add_differences(const std::vector<Triangle>& before, const std::vector<Triangle>& now,
                       std::vector<SDL_Rect>& areas) const;

  enum class Mode { WHOLE, WINDOW_SURFACE, COPY_SUB_BUFFER } mode_ = Mode::WHOLE;
  SDL_Window* window_;
  SDL_Renderer* renderer_;
  using CopySubBuffer = void (*)(void* display, unsigned long drawable, int x, int y, int width, int height);
  CopySubBuffer copy_sub_buffer_ = nullptr;
  void* display_ = nullptr;
  unsigned long drawable_ = 0;

  bool everything_ = true;
  ImVec2 clip_offset_{0, 0}, clip_scale_{1, 1};  // panel clip rectangles to renderer pixels
  std::vector<List> drawn_;                      // the last frame's lists, in the order drawn
  int partial_frames_ = 0;
  double partial_pixels_ = 0;
};

}  // namespace plyground::gui
