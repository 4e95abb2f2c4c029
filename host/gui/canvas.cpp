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

// Overlapping rectangles made one, so that no pixel is drawn twice.
void merge(std::vector<SDL_Rect>& areas) {
  for (bool merged = true; merged;) {  // until a pass merges none: a grown one may meet others
    merged = false;
    for (size_t i = 0; i < areas.size(); ++i)
      for (size_t j = i + 1; j < areas.size();)
        if (SDL_HasIntersection(&areas[i], &areas[j])) {
          SDL_UnionRect(&areas[i], &areas[j], &areas[i]);
          areas.erase(areas.begin() + std::ptrdiff_t(j));
          merged = true;
        } else {
          ++j;
        }
  }
}

// What turns the panels' clip rectangles into renderer pixels, as the backend takes it.
ImVec2 clip_scale(const ImDrawData& panels) {
  return panels.FramebufferScale.x > 0 ? panels.FramebufferScale : ImVec2(1, 1);
}

// The rectangle the SDL_Renderer backend clips a command to (its own float-to-int conversion).
SDL_Rect backend_clip(const ImVec4& clip, ImVec2 offset, ImVec2 scale) {
  const float x0 = (clip.x - offset.x) * scale.x, y0 = (clip.y - offset.y) * scale.y;
  const float x1 = (clip.z - offset.x) * scale.x, y1 = (clip.w - offset.y) * scale.y;
  return {int(x0), int(y0), int(x1 - x0), int(y1 - y0)};
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
  using CurrentDrawable = unsigned long (*)();
  const auto gl_string = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"));
  const auto glx_extensions = reinterpret_cast<QueryExtensions>(SDL_GL_GetProcAddress("glXQueryExtensionsString"));
  const auto glx_drawable = reinterpret_cast<CurrentDrawable>(SDL_GL_GetProcAddress("glXGetCurrentDrawable"));
  // The renderer draws through GLX into this window (not through EGL, whose buffers must be swapped).
  if (!gl_string || !glx_extensions || !glx_drawable || glx_drawable() != wm.info.x11.window) return;
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
  // The backend passes vertices as they are and scales only the clip rectangles.
  float x0 = t.corner[0].pos.x, y0 = t.corner[0].pos.y, x1 = x0, y1 = y0;
  for (const ImDrawVert& v : t.corner) {
    x0 = std::min(x0, v.pos.x), y0 = std::min(y0, v.pos.y);
    x1 = std::max(x1, v.pos.x), y1 = std::max(y1, v.pos.y);
  }
  const float kFar = 1e6f;  // beyond any window, and within int
  const SDL_Rect shape{
      int(std::floor(std::clamp(x0, -kFar, kFar))) - 1, int(std::floor(std::clamp(y0, -kFar, kFar))) - 1,
      int(std::ceil(std::clamp(x1 - x0, 0.0f, kFar))) + 3, int(std::ceil(std::clamp(y1 - y0, 0.0f, kFar))) + 3};
  const SDL_Rect clip = backend_clip(t.clip, clip_offset_, clip_scale_);
  SDL_Rect shown{0, 0, 0, 0};
  SDL_IntersectRect(&shape, &clip, &shown);
  return shown;
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
  for (const std::vector<Triangle>* list : {&before, &now})
    for (size_t i = first; i + last < list->size(); ++i) {
      const SDL_Rect r = reach((*list)[i]);
      SDL_UnionRect(&changed, &r, &changed);
    }
  if (!SDL_RectEmpty(&changed)) areas.push_back(changed);
}

std::vector<SDL_Rect> Canvas::damage(const ImDrawData& panels, std::vector<SDL_Rect> changed) {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect window{0, 0, width, height};
  clip_offset_ = panels.DisplayPos;
  clip_scale_ = clip_scale(panels);

  std::vector<List> now;
  for (int i = 0; i < panels.CmdListsCount; ++i) {
    const ImDrawList& list = *panels.CmdLists[i];
    now.push_back({list._OwnerName ? list._OwnerName : "", triangles(list)});
  }
  std::vector<SDL_Rect>& areas = changed;
  static const std::vector<Triangle> kNone;
  bool reordered = false;  // lists drawn in another order overlap another way: all is drawn again (a rare frame)
  size_t last_seen_at = 0;
  for (const List& list : now) {
    const auto before =
        std::find_if(drawn_.begin(), drawn_.end(), [&](const List& l) { return l.owner == list.owner; });
    if (before != drawn_.end()) {
      const size_t at = size_t(before - drawn_.begin());
      reordered = reordered || at < last_seen_at;
      last_seen_at = at;
    }
    add_differences(before == drawn_.end() ? kNone : before->triangles, list.triangles, areas);
  }
  for (const List& list : drawn_)  // a list gone: what it covered
    if (std::none_of(now.begin(), now.end(), [&](const List& l) { return l.owner == list.owner; }))
      add_differences(list.triangles, kNone, areas);
  drawn_ = std::move(now);

  for (SDL_Rect& area : areas)
    if (!SDL_IntersectRect(&area, &window, &area)) area = {0, 0, 0, 0};
  std::erase_if(areas, [](const SDL_Rect& r) { return SDL_RectEmpty(&r); });
  merge(areas);
  double pixels = 0;
  for (const SDL_Rect& area : areas) pixels += double(area.w) * area.h;
  pixels /= std::max(1.0, double(width) * height);
  // Drawn whole: on demand, where the picture is not kept, or when most of it changed anyway.
  if (std::exchange(everything_, false) || reordered || (!areas.empty() && (!keeps_picture() || pixels > 0.7)))
    return {window};
  if (!areas.empty()) ++partial_frames_, partial_pixels_ += pixels;
  return areas;
}

void Canvas::draw_panels(ImDrawData& panels, SDL_Rect area) {
  const ImVec2 offset = panels.DisplayPos;
  const ImVec2 scale = clip_scale(panels);
  // Each command's clip, as the backend will turn it into pixels, narrowed to `area` in whole pixels.
  std::vector<ImVec4> clips;
  for (int i = 0; i < panels.CmdListsCount; ++i)
    for (ImDrawCmd& cmd : panels.CmdLists[i]->CmdBuffer) {
      clips.push_back(cmd.ClipRect);
      const SDL_Rect whole = backend_clip(cmd.ClipRect, offset, scale);
      SDL_Rect part{0, 0, 0, 0};
      SDL_IntersectRect(&whole, &area, &part);
      cmd.ClipRect = {offset.x + float(part.x) / scale.x, offset.y + float(part.y) / scale.y,
                      offset.x + float(part.x + part.w) / scale.x, offset.y + float(part.y + part.h) / scale.y};
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
