// The window's input: SDL's events, the keys, and clicks and drags on the board.
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include "gui/window.hpp"

namespace plyground::gui {

void Window::handle(const SDL_Event& event) {
  ImGui_ImplSDL2_ProcessEvent(&event);
  switch (event.type) {
    case SDL_QUIT:
      quit_ = true;
      break;
    case SDL_DROPFILE: {
      const std::string path = event.drop.file;
      SDL_free(event.drop.file);
      (void)app_->add_plugin_file(path);  // the App tells what it was, or why it was refused
      break;
    }
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button == SDL_BUTTON_LEFT) board_click(event.button.x, event.button.y);
      break;
    case SDL_MOUSEBUTTONUP:
      if (event.button.button == SDL_BUTTON_LEFT) board_release(event.button.x, event.button.y);
      break;
    case SDL_MOUSEMOTION:
      mouse_x_ = event.motion.x, mouse_y_ = event.motion.y;
      mouse_inside_ = true;
      break;
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_LEAVE) mouse_inside_ = false;
      switch (event.window.event) {  // shown, uncovered, resized: drawn again
        case SDL_WINDOWEVENT_SHOWN:
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_RESIZED:
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_MAXIMIZED:
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
          canvas_->redraw_all();
          break;
        default:
          break;
      }
      break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
      canvas_->redraw_all();
      break;
    case SDL_KEYDOWN:
      key(event.key.keysym);
      break;
    default:
      break;
  }
}

// The left button let go: a piece carried by hand is put on the square under the pointer.
void Window::board_release(int x, int y) {
  const host::Square from = board_->carried();
  if (!from) return;
  const host::Square s = board_->skin().square_at(x, y);
  if (s && s != from) {
    (void)app_->try_move(from, s);  // an illegal move: the App's message says why
    board_->put_down(true);         // already where it goes: no slide
  } else {
    if (s == from && board_->carried_was_selected()) (void)app_->click(s);  // a second click puts it down
    board_->put_down(false);
  }
}

void Window::key(const SDL_Keysym& key) {
  if (key.sym == SDLK_ESCAPE) {  // closes an open list or menu, else a dialog; puts a piece down
    if (list_open()) {
      close_popups_ = true;
      return;
    }
    if (banner_.w > 0 && !files_panel_.dialog_open() && !new_game_.is_open()) {  // the result, over the board
      banner_closed_ = true;
      return;
    }
    ask_branch_ = false;
    files_panel_.cancel();
    new_game_.cancel(*app_);
    app_->choose("");
    if (app_->selected()) (void)app_->click(app_->selected());  // put down
    return;
  }
  if (ImGui::GetIO().WantCaptureKeyboard) return;
  if (key.mod & KMOD_CTRL) {  // Ctrl+F is not F
    if (key.sym == SDLK_z) app_->undo();
    if (key.sym == SDLK_y) app_->redo();
    if (key.sym == SDLK_s) files_panel_.ask_save(*app_);
    if (key.sym == SDLK_o) files_panel_.ask_open(*app_);
    return;
  }
  if (key.sym == SDLK_f) board_->skin().flipped = !board_->skin().flipped;
  if (key.sym == SDLK_m) set_sound(sounds_.muted);
  if (key.sym == SDLK_SPACE) app_->move_now();
  review_key(key.sym);
}

// A list or menu is open on top (a dialog is modal; Escape closes what is on top first).
bool Window::list_open() {
  const ImVector<ImGuiPopupData>& open = GImGui->OpenPopupStack;
  return !open.empty() && open.back().Window && !(open.back().Window->Flags & ImGuiWindowFlags_Modal);
}

// A press of the left button: the board takes it, unless it is on the panels or the status line, or
// a choice is asked over the board. (Where ImGui took the pointer to be in the last frame is stale
// when the pointer moved since.)
void Window::board_click(int x, int y) {
  const SDL_Rect& area = board_->area();
  const SDL_Point at{x, y};
  if (x >= area.x + area.w || y >= area.y + area.h || !app_->choices().empty() || ask_branch_ || new_game_.is_open() ||
      app_->draw_offered_to() >= 0 || files_panel_.dialog_open() || SDL_PointInRect(&at, &banner_))
    return;
  if (explorer_view() == ExplorerView::WHOLE_TREE) {  // a click on a node goes there
    if (const auto [e, node] = tree_node_at(x, y); e >= 0) explorer_->go_to(e, node);
    return;
  }
  const host::Square s = board_->skin().square_at(x, y);
  if (!s) return;
  if (app_->review().reviewing()) {  // an earlier position: play from it, once the person agrees
    ask_branch_ = true;
    branch_click_ = s;
    return;
  }
  if (app_->human_to_move() && app_->movable(s)) {  // picked up: a click, or the start of a drag
    const bool was_selected = app_->selected() == s;
    if (!was_selected) (void)app_->click(s);
    board_->pick_up(s, was_selected);
    mouse_x_ = x, mouse_y_ = y;
  } else {
    (void)app_->click(s);  // a refusal is the App's message
  }
}

// Left and Right step through the game, Home goes to its start, End back to the game.
void Window::review_key(SDL_Keycode key) {
  const size_t ply = app_->review().viewed_ply();
  if (key == SDLK_LEFT && ply > 0) app_->review().view(ply - 1);
  if (key == SDLK_RIGHT) app_->review().view(ply + 1);
  if (key == SDLK_HOME) app_->review().view(0);
  if (key == SDLK_END) app_->review().view_live();
}

}  // namespace plyground::gui
