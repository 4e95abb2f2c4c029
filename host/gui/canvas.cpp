#include "gui/canvas.hpp"

#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>
#include <utility>

// Last: X11's headers define macros (None, Bool, Status) that other headers use as names.
#include <SDL_syswm.h>

namespace plyground::gui {
namespace {

bool same(const ImDrawVert (&a)[3], const ImDrawVert (&b)[3]) {
  for (int i = 0; i < 3; ++i)
    if (a[i].pos.x != b[i].pos.x || a[i].pos.y != b[i].pos.y || a[i].uv.x != b[i].uv.x || a[i].uv.y != b[i].uv.y ||
        a[i].col != b[i].col)
      return false;
  return true;
}

SDL_Rect unite(const SDL_Rect& a, const SDL_Rect& b) {
  if (SDL_RectEmpty(&a)) return b;
  if (SDL_RectEmpty(&b)) return a;
  SDL_Rect u;
  SDL_UnionRect(&a, &b, &u);
  return u;
}

// Overlapping rectangles made one, so that no pixel is drawn twice.
void merge(std::vector<SDL_Rect>& areas) {
  for (bool merged = true; merged;) {
    merged = false;
    for (size_t i = 0; i < areas.size() && !merged; ++i)
      for (size_t j = i + 1; j < areas.size() && !merged; ++j)
        if (SDL_HasIntersection(&areas[i], &areas[j])) {
          areas[i] = unite(areas[i], areas[j]);
          areas.erase(areas.begin() + std::ptrdiff_t(j));
          merged = true;
        }
  }
}

}  // namespace

Canvas::Canvas(SDL_Window* window, SDL_Renderer* renderer) : window_(window), renderer_(renderer) {
  SDL_RendererInfo info{};
  if (SDL_GetRendererInfo(renderer, &info) != 0) return;
  if (info.flags & SDL_RENDERER_SOFTWARE) {
    mode_ = Mode::WINDOW_SURFACE;
    return;
  }
  if (std::string_view(info.name) != "opengl" || std::string_view(SDL_GetCurrentVideoDriver()) != "x11") return;
  SDL_SysWMinfo wm;
  SDL_VERSION(&wm.version);
  if (!SDL_GetWindowWMInfo(window, &wm) || wm.subsystem != SDL_SYSWM_X11) return;
  using GetString = const unsigned char* (*)(unsigned name);
  using QueryExtensions = const char* (*)(void* display, int screen);
  const auto gl_string = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"));
  const auto glx_extensions = reinterpret_cast<QueryExtensions>(SDL_GL_GetProcAddress("glXQueryExtensionsString"));
  if (!gl_string || !glx_extensions) return;
  const unsigned kRenderer = 0x1F01;  // GL_RENDERER
  const char* rasterizer = reinterpret_cast<const char*>(gl_string(kRenderer));
  const char* extensions = glx_extensions(wm.info.x11.display, 0);
  // Only where pixels cost: a GPU draws a whole frame in no time, and swaps it in step with the display.
  const bool software = rasterizer && (std::strstr(rasterizer, "llvmpipe") || std::strstr(rasterizer, "softpipe"));
  if (!software || !extensions || !std::strstr(extensions, "GLX_MESA_copy_sub_buffer")) return;
  copy_sub_buffer_ = reinterpret_cast<CopySubBuffer>(SDL_GL_GetProcAddress("glXCopySubBufferMESA"));
  display_ = wm.info.x11.display;
  drawable_ = wm.info.x11.window;
  if (copy_sub_buffer_) mode_ = Mode::COPY_SUB_BUFFER;
}

const char* Canvas::how() const {
  switch (mode_) {
    case Mode::WINDOW_SURFACE:
      return "kept in the window's surface, drawn and sent where changed";
    case Mode::COPY_SUB_BUFFER:
      return "kept in the back buffer, drawn and copied where changed";
    case Mode::WHOLE:
      break;
  }
  return "drawn whole and swapped";
}

std::vector<Canvas::Triangle> Canvas::triangles(const ImDrawList& list) {
  std::vector<Triangle> out;
  out.reserve(size_t(list.IdxBuffer.Size / 3));
  for (const ImDrawCmd& cmd : list.CmdBuffer) {
    if (cmd.UserCallback) continue;  // none is used: nothing is drawn by one
    for (unsigned i = 0; i + 2 < cmd.ElemCount; i += 3) {
      Triangle t{{}, cmd.ClipRect, cmd.TextureId};
      for (unsigned c = 0; c < 3; ++c)
        t.corner[c] = list.VtxBuffer[int(cmd.VtxOffset + list.IdxBuffer[int(cmd.IdxOffset + i + c)])];
      out.push_back(t);
    }
  }
  return out;
}

SDL_Rect Canvas::reach(const Triangle& t) const {
  float x0 = t.corner[0].pos.x, y0 = t.corner[0].pos.y, x1 = x0, y1 = y0;
  for (const ImDrawVert& v : t.corner) {
    x0 = std::min(x0, v.pos.x), y0 = std::min(y0, v.pos.y);
    x1 = std::max(x1, v.pos.x), y1 = std::max(y1, v.pos.y);
  }
  x0 = std::max(x0, t.clip.x), y0 = std::max(y0, t.clip.y);
  x1 = std::min(x1, t.clip.z), y1 = std::min(y1, t.clip.w);
  if (x1 <= x0 || y1 <= y0) return {0, 0, 0, 0};
  // A pixel more on each side: what the rasterizer's rounding may touch.
  const int left = int(std::floor(x0 * scale_.x)) - 1, top = int(std::floor(y0 * scale_.y)) - 1;
  const int right = int(std::ceil(x1 * scale_.x)) + 1, bottom = int(std::ceil(y1 * scale_.y)) + 1;
  return {left, top, right - left, bottom - top};
}

void Canvas::add_differences(const std::vector<Triangle>& before, const std::vector<Triangle>& now,
                             std::vector<SDL_Rect>& areas) const {
  auto equal = [](const Triangle& a, const Triangle& b) {
    return a.texture == b.texture && a.clip.x == b.clip.x && a.clip.y == b.clip.y && a.clip.z == b.clip.z &&
           a.clip.w == b.clip.w && same(a.corner, b.corner);
  };
  const size_t shorter = std::min(before.size(), now.size());
  size_t first = 0;
  while (first < shorter && equal(before[first], now[first])) ++first;
  size_t last = 0;  // equal triangles at the end
  while (last < shorter - first && equal(before[before.size() - 1 - last], now[now.size() - 1 - last])) ++last;
  SDL_Rect changed{0, 0, 0, 0};
  for (size_t i = first; i + last < before.size(); ++i) changed = unite(changed, reach(before[i]));
  for (size_t i = first; i + last < now.size(); ++i) changed = unite(changed, reach(now[i]));
  if (!SDL_RectEmpty(&changed)) areas.push_back(changed);
}

std::vector<SDL_Rect> Canvas::damage(const ImDrawData& panels, std::vector<SDL_Rect> changed) {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect window{0, 0, width, height};
  scale_ = panels.FramebufferScale.x > 0 ? panels.FramebufferScale : ImVec2(1, 1);

  std::map<std::string, std::vector<Triangle>> now;
  for (int i = 0; i < panels.CmdListsCount; ++i) {
    const ImDrawList& list = *panels.CmdLists[i];
    std::string owner = list._OwnerName ? list._OwnerName : "";
    while (now.count(owner)) owner += "+";  // lists without a name of their own
    now[owner] = triangles(list);
  }
  std::vector<SDL_Rect>& areas = changed;
  static const std::vector<Triangle> kNone;
  for (const auto& [owner, drawn] : now) {
    const auto before = drawn_.find(owner);
    add_differences(before == drawn_.end() ? kNone : before->second, drawn, areas);
  }
  for (const auto& [owner, drawn] : drawn_)
    if (!now.count(owner)) add_differences(drawn, kNone, areas);  // a list gone: what it covered
  drawn_ = std::move(now);

  for (SDL_Rect& area : areas)
    if (!SDL_IntersectRect(&area, &window, &area)) area = {0, 0, 0, 0};
  std::erase_if(areas, [](const SDL_Rect& r) { return SDL_RectEmpty(&r); });
  merge(areas);
  double pixels = 0;
  for (const SDL_Rect& area : areas) pixels += double(area.w) * area.h;
  pixels /= std::max(1.0, double(width) * height);
  // Drawn whole: on demand, where the picture is not kept, or when most of it changed anyway.
  if (std::exchange(everything_, false) || (!areas.empty() && (!keeps_picture() || pixels > 0.7))) return {window};
  if (!areas.empty()) ++partial_frames_, partial_pixels_ += pixels;
  return areas;
}

void Canvas::draw_panels(ImDrawData& panels, SDL_Rect area) {
  const ImVec2 scale = panels.FramebufferScale.x > 0 ? panels.FramebufferScale : ImVec2(1, 1);
  const ImVec4 inside{panels.DisplayPos.x + float(area.x) / scale.x, panels.DisplayPos.y + float(area.y) / scale.y,
                      panels.DisplayPos.x + float(area.x + area.w) / scale.x,
                      panels.DisplayPos.y + float(area.y + area.h) / scale.y};
  std::vector<ImVec4> clips;
  for (int i = 0; i < panels.CmdListsCount; ++i)
    for (ImDrawCmd& cmd : panels.CmdLists[i]->CmdBuffer) {
      clips.push_back(cmd.ClipRect);
      cmd.ClipRect = {std::max(cmd.ClipRect.x, inside.x), std::max(cmd.ClipRect.y, inside.y),
                      std::min(cmd.ClipRect.z, inside.z), std::min(cmd.ClipRect.w, inside.w)};
    }
  ImGui_ImplSDLRenderer_RenderDrawData(&panels);
  size_t next = 0;
  for (int i = 0; i < panels.CmdListsCount; ++i)
    for (ImDrawCmd& cmd : panels.CmdLists[i]->CmdBuffer) cmd.ClipRect = clips[next++];
}

void Canvas::present(const std::vector<SDL_Rect>& areas) {
  switch (mode_) {
    case Mode::WHOLE:
      SDL_RenderPresent(renderer_);
      break;
    case Mode::WINDOW_SURFACE:
      SDL_RenderFlush(renderer_);
      SDL_UpdateWindowSurfaceRects(window_, areas.data(), int(areas.size()));
      break;
    case Mode::COPY_SUB_BUFFER: {
      SDL_RenderFlush(renderer_);
      int width = 0, height = 0;
      SDL_GetRendererOutputSize(renderer_, &width, &height);
      for (const SDL_Rect& a : areas)  // GL counts rows from the bottom
        copy_sub_buffer_(display_, drawable_, a.x, height - a.y - a.h, a.w, a.h);
      break;
    }
  }
}

}  // namespace plyground::gui
