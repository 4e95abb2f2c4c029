#include "gui/window.hpp"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>

#include "gui/drawing.hpp"
#include "gui/language.hpp"
#include "gui/widgets.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"
#include "players/spec.hpp"

namespace plyground::gui {
namespace {

using Clock = std::chrono::steady_clock;

// Taken when the program is loaded: "time to the first board" counts from here.
const Clock::time_point kLoaded = Clock::now();

constexpr const char* kCjkFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// Arrow colours of compared players.
constexpr SDL_Color kCompareColors[] = {{220, 60, 40, 190},  {40, 150, 60, 190},  {30, 110, 220, 190},
                                        {200, 140, 20, 190}, {150, 60, 190, 190}, {20, 160, 170, 190}};

// The font for panels at a size: the CJK font with just the characters Chinese notation uses.
void load_fonts(float size) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  if (!std::filesystem::exists(kCjkFont)) {  // the default font (no Chinese), scaled
    ImFontConfig config;
    config.SizePixels = size;
    io.Fonts->AddFontDefault(&config);
    return;
  }
  ImFontGlyphRangesBuilder builder;
  builder.AddRanges(io.Fonts->GetGlyphRangesDefault());
  builder.AddText("帅仕相马车炮兵将士象卒进退平前中后一二三四五六七八九１２３４５６７８９楚河漢界红黑");
  builder.AddText(chinese_characters().c_str());  // the interface in Chinese
  static ImVector<ImWchar> ranges;                // must outlive the atlas build
  ranges.clear();
  builder.BuildRanges(&ranges);
  io.Fonts->AddFontFromFileTTF(kCjkFont, size, nullptr, ranges.Data);
}

// How big to draw the panels: by the window's size (1 at 1280x860), times the display's density
// where the desktop does not scale windows itself; in steps of 1/8, so the fonts are made again
// only for a real change.
float scale_for(SDL_Window* window, int pixel_width, int pixel_height) {
  int width = 0;
  SDL_GetWindowSize(window, &width, nullptr);
  float density = 1;
  float dpi = 0;
  if (width == pixel_width &&
      SDL_GetDisplayDPI(std::max(0, SDL_GetWindowDisplayIndex(window)), &dpi, nullptr, nullptr) == 0 && dpi >= 120)
    density = std::min(3.0f, dpi / 96);
  const float by_size = std::clamp(std::min(float(pixel_width) / 1280, float(pixel_height) / 860), 0.75f, 2.0f);
  return std::round(by_size * density * 8) / 8;
}

std::string plugin_folder_signature() {
  std::string signature;
  for (const auto& folder : host::plugin_folders()) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
      if (entry.path().extension() != ".so") continue;
      signature += entry.path().string() + ":" + std::to_string(entry.file_size(ec)) + ":" +
                   std::to_string(entry.last_write_time(ec).time_since_epoch().count()) + ";";
    }
  }
  return signature;
}

}  // namespace

Window::Window(const WindowOptions& options) : options_(options) {
  launched_ = kLoaded;
  // The interface's language: as asked, else the system's (LANG), else English.
  Language chosen = Language::ENGLISH;
  for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(variable); value && *value) {
      parse_language(value, chosen);
      break;
    }
  parse_language(options.language, chosen);
  set_language(chosen);
  const host::GameModule& game = host::game_module(options.game);
  window_ = SDL_CreateWindow("Plyground", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width, options.height,
                             SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!window_) throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
  mark("window");
  // With --stats, no wait for the display in present, so a frame's time is its own work.
  renderer_ = SDL_CreateRenderer(window_, -1, options.stats ? 0 : SDL_RENDERER_PRESENTVSYNC);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) throw std::runtime_error(std::string("cannot draw in the window: ") + SDL_GetError());
  mark("renderer");
  skin_ = make_skin(game);
  if (const std::string error = skin_->open(asset_dir()); !error.empty()) throw std::runtime_error(error);
  mark("images");

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // nothing written to the working directory
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  fit(width, height);
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  mark("panels");

  std::vector<std::filesystem::path> files(options.plugin_files.begin(), options.plugin_files.end());
  app_ = std::make_unique<App>(host::scan_plugins(host::plugin_folders(), files), game, options.log_moves,
                               options.isolate);
  folder_signature_ = plugin_folder_signature();
  mark("plugins");
  last_folder_check_ = Clock::now();
  for (int side : {0, 1})
    if (const std::string error = app_->set_player(side, side == 0 ? options.first : options.second); !error.empty())
      throw std::runtime_error(error);
  app_->set_time_control(options.time_control);
  app_->pace_ms = options.pace_ms;
  if (const std::string error = app_->load_fen(options.fen); !error.empty()) throw std::runtime_error(error);
  plies_seen_ = app_->game().moves().size();
  if (plies_seen_ > 0) last_move_seen_ = app_->game().moves().back();
  notation = game.people_notation();
  // The human sits at the bottom: flipped when the human plays the second side alone.
  skin_->flipped = app_->setup(0).human() ? false : app_->setup(1).human();
  compare_pick_.assign(app_->plugins().plugins.size(), 1);
  settings_.game = options.game;
  settings_.language = language() == Language::CHINESE ? "zh" : "en";
  if (options.remember) {  // as the last run left it, or the dialog on the first run
    std::string error;
    if (const std::optional<Settings> saved = load_settings(settings_path(), error); !saved) {
      open_new_game(settings_);  // the first run: the defaults, an opponent already chosen
    } else if (const std::string why = start_game(*saved); !error.empty() || !why.empty()) {
      app_->fail(error.empty() ? why : error);
    }
  }
  if (!options.explore.empty()) open_explorer(options.explore, options.explore_depth);
}

// `--explore`: one player's search or two, with the panel's choices showing them.
void Window::open_explorer(const std::string& player_list, int depth) {
  const std::vector<std::string> players = host::split_player_list(player_list);
  if (players.size() > 2)
    throw std::runtime_error("--explore takes one player or two, not " + std::to_string(players.size()));
  explore_depth_ = depth;
  const std::vector<std::string> choices = explorable_players();
  auto choice_of = [&](const std::string& spec) {
    const auto at = std::find(choices.begin(), choices.end(), spec.substr(0, spec.find(':')));
    return at == choices.end() ? -1 : int(at - choices.begin());
  };
  explore_player_ = std::max(0, choice_of(players[0]));
  if (players.size() > 1) explore_beside_ = choice_of(players[1]);
  if (const std::string error = explore(players[0], depth, players.size() > 1 ? players[1] : ""); !error.empty())
    throw std::runtime_error(error);
}

Window::~Window() {
  app_.reset();  // stops searches before the libraries go
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  skin_.reset();  // its textures before the renderer
  if (board_cache_) SDL_DestroyTexture(board_cache_);
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
}

void Window::set_game(const host::GameModule& game) {
  std::unique_ptr<BoardSkin> skin = make_skin(game);
  if (const std::string error = skin->open(asset_dir()); !error.empty()) {
    app_->log("error " + error);
    return;
  }
  skin->flipped = skin_->flipped;
  skin_ = std::move(skin);
  app_->set_game(game);
  notation = game.people_notation();
  drag_from_.clear();
}

void Window::watch_plugin_folders() {
  const auto now = Clock::now();
  if (ms_between(last_folder_check_, now) < 2000) return;
  last_folder_check_ = now;
  std::string signature = plugin_folder_signature();
  if (signature == folder_signature_) return;
  folder_signature_ = std::move(signature);
  app_->rescan();
  compare_pick_.assign(app_->plugins().plugins.size(), 1);
}

void Window::handle(const SDL_Event& event) {
  ImGui_ImplSDL2_ProcessEvent(&event);
  switch (event.type) {
    case SDL_QUIT:
      quit_ = true;
      break;
    case SDL_DROPFILE: {
      const std::string path = event.drop.file;
      SDL_free(event.drop.file);
      if (app_->add_plugin_file(path).empty()) compare_pick_.push_back(1);
      break;
    }
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button == SDL_BUTTON_LEFT) board_click(event.button.x, event.button.y);
      break;
    case SDL_MOUSEMOTION:
      mouse_x_ = event.motion.x, mouse_y_ = event.motion.y;
      mouse_inside_ = true;
      break;
    case SDL_WINDOWEVENT:
      if (event.window.event == SDL_WINDOWEVENT_LEAVE) mouse_inside_ = false;
      break;
    case SDL_MOUSEBUTTONUP: {
      if (event.button.button != SDL_BUTTON_LEFT || drag_from_.empty()) break;
      const std::string s = skin_->square_at(event.button.x, event.button.y);
      if (!s.empty() && s != drag_from_) {
        app_->try_move(drag_from_, s);
        dropped_ = true;  // already where it goes: no slide
      } else if (s == drag_from_ && was_selected_) {
        app_->click(s);  // a second click on the picked-up piece puts it down
      }
      drag_from_.clear();
      break;
    }
    case SDL_KEYDOWN: {
      if (event.key.keysym.sym == SDLK_ESCAPE) {  // closes an open list or menu, else a dialog; puts a piece down
        if (list_open()) {
          close_popups_ = true;
          break;
        }
        ask_branch_ = false;
        close_new_game();
        app_->choose("");
        if (!app_->selected().empty()) app_->click(app_->selected());
        break;
      }
      if (ImGui::GetIO().WantCaptureKeyboard) break;
      const bool ctrl = event.key.keysym.mod & KMOD_CTRL;
      if (ctrl && event.key.keysym.sym == SDLK_z) app_->undo();
      if (ctrl && event.key.keysym.sym == SDLK_y) app_->redo();
      if (event.key.keysym.sym == SDLK_f) skin_->flipped = !skin_->flipped;
      if (event.key.keysym.sym == SDLK_SPACE) app_->move_now();
      review_key(event.key.keysym.sym);
      break;
    }
    default:
      break;
  }
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
  const SDL_Rect& area = board_area_;
  if (x >= area.x + area.w || y >= area.y + area.h || !app_->choices().empty() || ask_branch_ || new_game_open_) return;
  if (explorer_view() == ExplorerView::WHOLE_TREE) {  // a click on a node goes there
    if (const auto [e, node] = tree_node_at(x, y); e >= 0) {
      explored_ = e;
      explorers_[size_t(e)].go_to(node);
    }
    return;
  }
  const std::string s = skin_->square_at(x, y);
  if (s.empty()) return;
  if (app_->reviewing()) {  // an earlier position: play from it, once the person agrees
    ask_branch_ = true;
    branch_click_ = s;
    return;
  }
  if (app_->human_to_move() && app_->movable(s)) {  // picked up: a click, or the start of a drag
    was_selected_ = app_->selected() == s;
    if (!was_selected_) app_->click(s);
    drag_from_ = s;
    mouse_x_ = x, mouse_y_ = y;
  } else {
    app_->click(s);
  }
}

// Left and Right step through the game, Home goes to its start, End back to the game.
void Window::review_key(SDL_Keycode key) {
  const size_t ply = app_->viewed_ply();
  if (key == SDLK_LEFT && ply > 0) app_->view(ply - 1);
  if (key == SDLK_RIGHT) app_->view(ply + 1);
  if (key == SDLK_HOME) app_->view(0);
  if (key == SDLK_END) app_->view_live();
}

Marks Window::marks() const {
  Marks marks;
  if (explorer_view() == ExplorerView::NODE_POSITION) {  // the node's position, the path to it as fading arrows
    const std::vector<std::string> path = explorers_[size_t(explored_)].path();
    for (size_t i = 0; i < path.size(); ++i) {
      const auto [from, to] = app_->module().squares_of(path[i]);
      SDL_Color c = i % 2 == 0 ? kCompareColors[0] : kCompareColors[2];
      c.a = Uint8(120 + 135 * (i + 1) / path.size());
      marks.arrows.push_back({from, to, c});
    }
    return marks;
  }
  const host::GameState& shown = app_->shown();
  if (!shown.moves().empty())
    std::tie(marks.last_from, marks.last_to) = shown.module().squares_of(shown.moves().back());
  const double slid = ms_between(slide_.start, Clock::now()) / std::max(1, options_.animation_ms);
  if (!slide_.to.empty() && slid < 1) {  // the piece on its way: eased in and out
    const double t = slid * slid * (3 - 2 * slid);
    const SDL_FPoint from = skin_->center(slide_.from), to = skin_->center(slide_.to);
    marks.dragged = slide_.to;
    marks.drag_x = int(from.x + (to.x - from.x) * t), marks.drag_y = int(from.y + (to.y - from.y) * t);
  }
  if (app_->reviewing()) return marks;  // an earlier position: no arrows of the game's present
  marks.selected = app_->selected();
  marks.targets = app_->targets();
  if (!drag_from_.empty() && (mouse_x_ || mouse_y_)) {
    marks.dragged = drag_from_;
    marks.drag_x = mouse_x_, marks.drag_y = mouse_y_;
  }
  // Arrows of the same move lie side by side: 0, then 1.2 widths to one side, to the other, ...
  auto add_arrow = [&](const std::string& move, SDL_Color color) {
    const auto [from, to] = shown.module().squares_of(move);
    int same = 0;
    for (const Arrow& a : marks.arrows) same += a.from == from && a.to == to;
    const int pair = (same + 1) / 2;  // 0, 1, 1, 2, 2, ...
    const float offset = 1.2f * float(pair) * (same % 2 ? 1.0f : -1.0f);
    marks.arrows.push_back({from, to, color, offset});
  };
  auto legal_here = [&](const std::string& move) { return !move.empty() && shown.parse(move) == move; };
  if (tab_ == Tab::COMPARE) {  // the compared players' moves alone, each in its player's colour
    for (const ComparedMove& c : app_->compared())
      if (c.fen == shown.fen() && legal_here(c.reply.move)) add_arrow(c.reply.move, compare_color(c.player));
    return marks;
  }
  // The search's principal variation from here: its first moves, fading, as far as they are legal,
  // each in the colour of the side that would play it.
  const std::vector<std::string> pv = app_->report_line();
  std::vector<std::string> line(pv.begin(), pv.begin() + std::min<size_t>(3, pv.size()));
  const size_t legal = app_->line_text(line, 0).size();
  for (size_t i = 0; i < legal; ++i) {
    SDL_Color c = kSideColors[(size_t(shown.side_to_move()) + i) % 2];
    c.a = Uint8(c.a * (1.0 - 0.3 * double(i)));
    add_arrow(line[i], c);
  }
  if (const ComparedMove* hint = app_->hint_answer(); hint && legal_here(hint->reply.move))
    add_arrow(hint->reply.move, kHintColor);
  return marks;
}

bool Window::frame() {
  frame_started_ = Clock::now();
  for (SDL_Event event; SDL_PollEvent(&event);) handle(event);
  watch_plugin_folders();
  app_->update();
  for (SearchExplorer& e : explorers_) e.update();

  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  fit(width, height);
  skin_->layout(board_area_);
  // A move one step on from the position shown before slides to its square (played, redone or
  // stepped through); one step back slides back. A piece dropped there by hand is already there.
  const host::GameState& shown = app_->shown();
  const size_t plies = shown.moves().size();
  if (plies != plies_seen_) slide_ = {};  // only the last step slides
  const bool slides = options_.animation_ms > 0;
  if (slides && plies == plies_seen_ + 1 && !dropped_) {
    const auto [from, to] = shown.module().squares_of(shown.moves().back());
    if (from != to) slide_ = {from, to, Clock::now()};
  } else if (slides && plies + 1 == plies_seen_ && !last_move_seen_.empty()) {
    const auto [from, to] = shown.module().squares_of(last_move_seen_);
    if (from != to) slide_ = {to, from, Clock::now()};
  }
  plies_seen_ = plies;
  last_move_seen_ = plies > 0 ? shown.moves().back() : "";
  dropped_ = false;

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // The pointer as SDL's events place it: the backend polls a mouse and keyboard focus that X11
  // drops after a click on a panel control, which lost the next click (seen under Xvfb).
  if (mouse_inside_) ImGui::GetIO().MousePos = ImVec2(float(mouse_x_), float(mouse_y_));
  ImGui::NewFrame();
  if (close_popups_) ImGui::ClosePopupsExceptModals();  // Escape: Dear ImGui's own needs keyboard navigation
  close_popups_ = false;
  if (explorer_view() == ExplorerView::WHOLE_TREE) draw_search_trees();
  if (explorer_view() == ExplorerView::GAME) draw_eval_bar();
  draw_panels();
  draw_status_line();
  draw_choices();
  draw_branch_question();
  draw_new_game_dialog();
  draw_banner();
  ImGui::Render();

  SDL_SetRenderDrawColor(renderer_, 250, 246, 238, 255);
  SDL_RenderClear(renderer_);
  if (explorer_view() == ExplorerView::NODE_POSITION) {
    const auto node_position = explorers_[size_t(explored_)].position();
    draw_board(*node_position, marks());
  } else if (explorer_view() == ExplorerView::GAME) {
    draw_board(app_->shown(), marks());
  }
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
  if (const std::string title = app_->title(); title != title_) {
    title_ = title;
    SDL_SetWindowTitle(window_, title.c_str());
  }
  if (options_.exit_after > 0 && ms_between(launched_, Clock::now()) > options_.exit_after * 1000) quit_ = true;
  return !quit_;
}

// The board and its pieces from a cache, drawn again into it where something changed; then what
// moves over them (arrows, a piece on its way), every frame. Only the squares that changed are
// drawn afresh when the skin can name them: a software renderer's cost is per pixel drawn.
void Window::draw_board(const host::GameState& position, const Marks& marks) {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  int cached_width = 0, cached_height = 0;
  if (board_cache_) SDL_QueryTexture(board_cache_, nullptr, nullptr, &cached_width, &cached_height);
  if ((cached_width != width || cached_height != height) && SDL_RenderTargetSupported(renderer_)) {
    if (board_cache_) SDL_DestroyTexture(board_cache_);
    board_cache_ = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width, height);
    if (board_cache_) SDL_SetTextureBlendMode(board_cache_, SDL_BLENDMODE_NONE);  // opaque
    cached_position_.reset();
  }
  if (!board_cache_) {
    skin_->draw(renderer_, position, marks);
  } else {
    if (const std::optional<SDL_Rect> area = board_changes(position, marks)) {
      SDL_SetRenderTarget(renderer_, board_cache_);
      SDL_RenderSetClipRect(renderer_, &*area);
      SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
      SDL_RenderFillRect(renderer_, &*area);  // the window's background colour, set by the caller
      skin_->draw(renderer_, position, marks);
      SDL_RenderSetClipRect(renderer_, nullptr);
      SDL_SetRenderTarget(renderer_, nullptr);
      ++board_redraws_;
      if (!SDL_RectEquals(&*area, &board_area_)) ++partial_redraws_;
      cached_position_ = position.clone();
      cached_marks_ = marks;
      cached_area_ = board_area_;
      cached_flipped_ = skin_->flipped;
    }
    SDL_RenderCopy(renderer_, board_cache_, &board_area_, &board_area_);
  }
  skin_->draw_over(renderer_, position, marks);
}

// What of the board must be drawn afresh: nothing, the boxes around the squares whose pieces or
// marks (under the arrows) changed, or all of it.
std::optional<SDL_Rect> Window::board_changes(const host::GameState& position, const Marks& marks) const {
  if (!cached_position_ || &cached_position_->module() != &position.module() ||
      !SDL_RectEquals(&cached_area_, &board_area_) || cached_flipped_ != skin_->flipped)
    return board_area_;
  std::vector<std::string> squares;
  const Marks& before = cached_marks_;
  for (const std::string Marks::*mark : {&Marks::selected, &Marks::last_from, &Marks::last_to, &Marks::dragged})
    if (before.*mark != marks.*mark) squares.insert(squares.end(), {before.*mark, marks.*mark});
  if (before.targets != marks.targets) {
    squares.insert(squares.end(), before.targets.begin(), before.targets.end());
    squares.insert(squares.end(), marks.targets.begin(), marks.targets.end());
  }
  if (position.fen() != cached_position_->fen()) {
    const auto pieces = skin_->squares_changed(*cached_position_, position);
    if (!pieces) return board_area_;
    squares.insert(squares.end(), pieces->begin(), pieces->end());
  }
  SDL_Rect area{0, 0, 0, 0};
  for (const std::string& square : squares) {
    if (square.empty()) continue;
    const SDL_Rect box = skin_->square_box(square);
    if (SDL_RectEmpty(&area))
      area = box;
    else
      SDL_UnionRect(&area, &box, &area);
  }
  if (!SDL_IntersectRect(&area, &board_area_, &area)) return std::nullopt;
  return area;
}

// The panel takes a share of the window; fonts and controls scale with it; the status line runs
// along the bottom; the board (with its evaluation bar) fills the rest.
void Window::fit(int width, int height) {
  if (const float scale = scale_for(window_, width, height); scale != scale_) {
    const bool had_fonts = scale_ > 0;
    scale_ = scale;
    ImGui::GetStyle() = ImGuiStyle();
    ImGui::StyleColorsLight();
    ImGui::GetStyle().Colors[ImGuiCol_FrameBg] = ImVec4(0.90f, 0.90f, 0.90f, 1);  // unticked boxes show on white
    ImGui::GetStyle().ScaleAllSizes(scale);
    load_fonts(kFontSize * scale);
    if (had_fonts) ImGui_ImplSDLRenderer_DestroyFontsTexture();  // made again by the next frame
  }
  panel_width_ = int(std::clamp(0.36f * float(width), 330 * scale_, 560 * scale_));
  status_height_ = int(kFontSize * scale_ * 1.8f);
  const int margin = int(8 * scale_), bar = int(16 * scale_);
  board_area_ = {margin + bar + margin, margin, std::max(1, width - panel_width_ - bar - 3 * margin),
                 std::max(1, height - status_height_ - 2 * margin)};
}

void Window::mark(const char* phase) { phases_.emplace_back(phase, ms_between(launched_, Clock::now())); }

void Window::present() {
  SDL_RenderPresent(renderer_);

  const auto now = Clock::now();
  const bool first = first_board_ms_ < 0;  // the start-up frame counts as "time to the first board"
  if (first) {
    first_board_ms_ = ms_between(launched_, now);
    // Where the board is, for scripts that click on it (the end-to-end test).
    const SDL_Rect r = skin_->rect();
    app_->log("board " + std::to_string(r.x) + " " + std::to_string(r.y) + " " + std::to_string(r.w) + " " +
              std::to_string(r.h));
  }
  // Frame time: the work of one frame, from its events to the end of present. Then wait out the
  // rest of a 60 Hz frame, for when present does not wait for the display.
  const double work = ms_between(frame_started_, now);
  ++frames_;

  if (app_->thinking() && !first) search_frame_ms_.push_back(work);
  if (work < 16.0) SDL_Delay(Uint32(16.0 - work));
  frame_started_ = Clock::now();
}

void Window::draw_panels() {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  ImGui::SetNextWindowPos(ImVec2(float(width - panel_width_), 0));
  ImGui::SetNextWindowSize(ImVec2(float(panel_width_), float(height - status_height_)));
  // On the window's own background, cleared once: a software renderer's cost is per pixel drawn.
  ImGui::Begin("Plyground", nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                   ImGuiWindowFlags_NoBackground);
  option_controls_.clear();
  draw_clock_faces();
  // One part at a time, so that each fits at any window size.
  if (ImGui::BeginTabBar("parts")) {
    const std::pair<Tab, const char*> tabs[] = {
        {Tab::PLAY, tr("Play")}, {Tab::COMPARE, tr("Compare")}, {Tab::EXPLORE, tr("Explore")}, {Tab::FILES, "FEN/PGN"}};
    for (const auto& [tab, name] : tabs) {
      if (!ImGui::BeginTabItem(name, nullptr, tab_to_show_ == tab ? ImGuiTabItemFlags_SetSelected : 0)) continue;
      if (!tab_to_show_ || tab_to_show_ == tab) tab_ = tab, tab_to_show_.reset();  // asked for: in front a frame later
      if (tab == Tab::PLAY) draw_players_panel(), draw_game_panel();
      if (tab == Tab::COMPARE) draw_compare_panel();
      if (tab == Tab::EXPLORE) draw_explorer_panel();
      if (tab == Tab::FILES) draw_files_panel();
      ImGui::EndTabItem();
    }
    // The other language, at the right of the tabs: one click away from every tab.
    const bool chinese = language() == Language::CHINESE;
    if (ImGui::TabItemButton(chinese ? "English" : "中文", ImGuiTabItemFlags_Trailing)) {
      set_language(chinese ? Language::ENGLISH : Language::CHINESE);
      settings_.language = chinese ? "en" : "zh";
      if (options_.remember)
        if (const std::string error = save_settings(settings_path(), settings_); !error.empty()) app_->fail(error);
    }
    ImGui::EndTabBar();
  }
  ImGui::End();
}

// Who plays: for each side Human or a player that plays the game, with its options.
void Window::draw_players_panel() {
  App& app = *app_;
  if (!ImGui::CollapsingHeader(tr("Players"), ImGuiTreeNodeFlags_DefaultOpen)) return;
  for (int side : {0, 1}) {
    ImGui::PushID(side);
    SideSetup& setup = app.setup(side);
    bool changed = false;
    ImGui::TextColored(to_imgui(kSideColors[side]), "%s", tr(app.module().sides()[side]));
    ImGui::SameLine(px(70));
    ImGui::SetNextItemWidth(px(200));
    if (ImGui::BeginCombo("##player", tr(setup.player))) {
      if (ImGui::Selectable(tr("human"), setup.human())) setup = SideSetup{}, changed = true;
      for (const host::PluginInfo& p : app.plugins().plugins)
        if (p.plays(app.module().id()) && ImGui::Selectable(p.name.c_str(), setup.player == p.name)) {
          setup.player = p.name;
          setup.options.clear();
          changed = true;
        }
      ImGui::EndCombo();
    }
    if (const host::PluginInfo* plugin = setup.human() ? nullptr : app.plugins().find(setup.player)) {
      changed |= draw_option_controls(side, *plugin);
      ImGui::SetNextItemWidth(px(160));
      ImGui::SliderInt(tr("time limit ms"), &setup.movetime_ms, 0, 10000, setup.movetime_ms ? "%d" : tr("its own"),
                       ImGuiSliderFlags_Logarithmic);
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "%s",
            tr("The most time a move may take (without a clock); a player that searches to a set depth may answer "
               "sooner"));
      if (!plugin->find_option("depth")) {  // a player with its own depth option is limited by that
        ImGui::SetNextItemWidth(px(160));
        ImGui::SliderInt(tr("depth limit"), &setup.depth, 0, 20, setup.depth ? "%d" : tr("none"));
      }
    }
    if (changed) app.apply_setup(side);
    ImGui::PopID();
  }
  if (!app.plugins().failures.empty() && ImGui::TreeNode(tr("Files that failed to load"))) {
    for (const host::LoadFailure& f : app.plugins().failures)
      ImGui::TextWrapped("%s: %s", f.file.filename().c_str(), f.reason.c_str());
    ImGui::TreePop();
  }
  if (ImGui::Button(tr("Rescan plugins"))) {
    app.rescan();
    compare_pick_.assign(app.plugins().plugins.size(), 1);
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%s", tr("(or drop a .so on the window)"));
}

// One control per option of the player's descriptor; true when one was changed.
bool Window::draw_option_controls(int side, const host::PluginInfo& plugin) {
  SideSetup& setup = app_->setup(side);
  bool changed = false;
  for (const host::OptionInfo& o : plugin.options) {
    const std::string current = setup.options.count(o.name) ? setup.options[o.name] : o.default_value;
    std::string control = std::string(app_->module().sides()[side]) + " " + o.name + ": ";
    if (o.type == PLY_OPTION_SPIN) control += "spin " + std::to_string(o.min) + ".." + std::to_string(o.max);
    if (o.type == PLY_OPTION_CHECK) control += "check";
    if (o.type == PLY_OPTION_COMBO) {
      control += "combo";
      for (const std::string& c : o.choices) control += " " + c;
    }
    if (o.type == PLY_OPTION_STRING) control += "text";
    option_controls_.push_back(control + " = " + current);
    ImGui::SetNextItemWidth(px(160));
    std::string value = current;
    if (o.type == PLY_OPTION_SPIN) {
      int v = std::atoi(current.c_str());
      if (ImGui::InputInt(o.name.c_str(), &v)) value = std::to_string(std::clamp<int64_t>(v, o.min, o.max));
    } else if (o.type == PLY_OPTION_CHECK) {
      bool v = current == "true";
      if (ImGui::Checkbox(o.name.c_str(), &v)) value = v ? "true" : "false";
    } else if (o.type == PLY_OPTION_COMBO) {
      if (ImGui::BeginCombo(o.name.c_str(), current.c_str())) {
        for (const std::string& c : o.choices)
          if (ImGui::Selectable(c.c_str(), current == c)) value = c;
        ImGui::EndCombo();
      }
    } else {
      char buffer[256];
      std::snprintf(buffer, sizeof buffer, "%s", current.c_str());
      if (ImGui::InputText(o.name.c_str(), buffer, sizeof buffer)) value = buffer;
    }
    if (!o.description.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", o.description.c_str());
    if (value != current) {
      setup.options[o.name] = value;
      changed = true;
    }
  }
  return changed;
}

void Window::draw_files_panel() {
  App& app = *app_;
  if (ImGui::Button(tr("Copy FEN")) && SDL_SetClipboardText(app.game().fen().c_str()) == 0)
    app.tell("copied " + app.game().fen());
  ImGui::SameLine();
  if (ImGui::Button(tr("Paste FEN"))) {
    char* text = SDL_GetClipboardText();
    app.load_fen(text ? text : "");
    SDL_free(text);
  }
  char path[512];
  std::snprintf(path, sizeof path, "%s", pgn_path_.c_str());
  ImGui::SetNextItemWidth(px(220));
  if (ImGui::InputText("##pgn", path, sizeof path)) pgn_path_ = path;
  ImGui::SameLine();
  if (ImGui::Button(tr("Save PGN"))) app.save_pgn(pgn_path_);
  ImGui::SameLine();
  if (ImGui::Button(tr("Open PGN"))) app.load_pgn(pgn_path_);
}

// Compare: the chosen players on this position, their moves as arrows of their own colours.
void Window::draw_compare_panel() {
  App& app = *app_;
  const auto& plugins = app.plugins().plugins;
  compare_pick_.resize(plugins.size(), 1);
  int shown = 0;
  for (size_t i = 0; i < plugins.size(); ++i) {
    if (!plugins[i].plays(app.module().id())) continue;
    if (shown++ % 3 != 0) ImGui::SameLine();
    bool pick = compare_pick_[i];
    ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(compare_color(plugins[i].name)));
    if (ImGui::Checkbox(plugins[i].name.c_str(), &pick)) compare_pick_[i] = pick;
    ImGui::PopStyleColor();
  }
  // Each player as the Players panel sets it up (else this time), or all to one depth.
  ImGui::RadioButton(tr("own settings"), &compare_by_depth_, 0);
  ImGui::SameLine();
  ImGui::RadioButton(tr("equal depth"), &compare_by_depth_, 1);
  ImGui::SetNextItemWidth(px(160));
  if (compare_by_depth_)
    ImGui::SliderInt(tr("depth"), &compare_depth_, 1, 8);
  else
    ImGui::SliderInt(tr("ms each"), &compare_movetime_, 50, 10000, "%d", ImGuiSliderFlags_Logarithmic);
  ImGui::SameLine();
  ImGui::BeginDisabled(app.comparing() || app.end().over());
  if (ImGui::Button(tr("Compare"))) {
    std::vector<std::string> players;
    for (size_t i = 0; i < plugins.size(); ++i)
      if (compare_pick_[i] && plugins[i].plays(app.module().id())) players.push_back(plugins[i].name);
    app.start_compare(players, {compare_movetime_, compare_by_depth_ ? compare_depth_ : 0});
  }
  ImGui::EndDisabled();
  const std::string side = tr(app.module().sides()[app.game().side_to_move()]);
  const std::string score = tr("score") + (" (" + side + ")");
  // The answers in a table, then each player's whole line, wrapped, in its colour.
  std::vector<std::pair<const ComparedMove*, std::vector<std::string>>> lines;
  if (ImGui::BeginTable("compare", 5,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    for (const char* h : {tr("player"), tr("move"), score.c_str(), tr("depth"), tr("nodes")})
      ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    for (const ComparedMove& c : app.compared()) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(to_imgui(compare_color(c.player)), "%s", c.spec.c_str());
      ImGui::TableNextColumn();
      if (c.fen != app.game().fen()) {  // searched before the position changed
        ImGui::TextDisabled("%s", tr("(an earlier position)"));
        continue;
      }
      std::vector<std::string> line =
          app.line_text(c.reply.pv.empty() ? std::vector{c.reply.move} : c.reply.pv, notation);
      if (line.empty() || !c.reply.error.empty()) {
        ImGui::TextUnformatted(c.reply.error.empty() ? tr("illegal") : c.reply.error.c_str());
        continue;
      }
      ImGui::TextUnformatted(line.front().c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(host::score_text(c.reply.score).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", c.reply.depth);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(number_text(c.reply.nodes).c_str());
      lines.emplace_back(&c, std::move(line));
    }
    ImGui::EndTable();
  }
  for (const auto& [c, line] : lines) {
    std::string text = c->spec + ":";
    for (const std::string& m : line) text += " " + m;
    ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(compare_color(c->player)));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
  }
  if (app.comparing()) ImGui::TextDisabled("%s", tr("searching..."));
}

// The explorer: a traced search of this position by one player, or two side by side, walked node
// by node; the board's place shows the whole tree, the current node's position, or the game.
void Window::draw_explorer_panel() {
  App& app = *app_;
  const std::vector<std::string> players = explorable_players();
  if (players.empty()) return;
  explore_player_ = std::min(explore_player_, int(players.size()) - 1);
  explore_beside_ = std::min(explore_beside_, int(players.size()) - 1);
  auto pick = [&](const char* id, int& choice, bool may_be_none) {
    ImGui::SetNextItemWidth(px(120));
    if (ImGui::BeginCombo(id, choice < 0 ? tr("nobody") : players[size_t(choice)].c_str())) {
      if (may_be_none && ImGui::Selectable(tr("nobody"), choice < 0)) choice = -1;
      for (size_t i = 0; i < players.size(); ++i)
        if (ImGui::Selectable(players[i].c_str(), int(i) == choice)) choice = int(i);
      ImGui::EndCombo();
    }
  };
  pick("##explore player", explore_player_, false);
  ImGui::SameLine();
  ImGui::TextUnformatted(tr("beside it"));
  ImGui::SameLine();
  pick("##explore beside", explore_beside_, true);
  ImGui::SetNextItemWidth(px(100));
  ImGui::SliderInt(tr("depth##explore"), &explore_depth_, 1, 6);
  ImGui::SameLine();
  const bool busy = explorers_[0].busy() || explorers_[1].busy();
  ImGui::BeginDisabled(busy || app.end().over());
  if (ImGui::Button(tr("Search##explore")))
    app.fail(explore(players[size_t(explore_player_)], explore_depth_,
                     explore_beside_ < 0 ? "" : players[size_t(explore_beside_)]));
  ImGui::EndDisabled();
  if (busy) ImGui::TextDisabled("%s", tr("searching..."));
  for (const SearchExplorer& e : explorers_)
    if (!e.failure().empty()) ImGui::TextColored(kErrorText, "%s", e.failure().c_str());
  SearchExplorer& explorer = explorers_[size_t(explored_)];
  if (busy || !explorer.ready()) return;
  const host::SearchTree& tree = explorer.tree();
  if (ImGui::Button(tr("Into"))) explorer.into();
  ImGui::SameLine();
  if (ImGui::Button(tr("Over"))) explorer.over();
  ImGui::SameLine();
  if (ImGui::Button(tr("Back"))) explorer.back();
  ImGui::SameLine();
  ImGui::BeginDisabled(explorer.next_cutoff_node() < 0);
  if (ImGui::Button(tr("Next cut-off"))) explorer.next_cutoff();
  ImGui::EndDisabled();
  if (explorer.next_cutoff_node() < 0 && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", tr("No cut-off after this node (minimax never cuts off)"));
  ImGui::SameLine();
  if (ImGui::Button(tr("PV"))) explorer.principal_variation();
  ImGui::TextUnformatted(tr("Show:"));
  for (auto [view, name] :
       {std::pair{ExplorerView::WHOLE_TREE, "the whole tree"}, std::pair{ExplorerView::NODE_POSITION, "the node"},
        std::pair{ExplorerView::GAME, "the game"}}) {
    ImGui::SameLine();
    ImGui::BeginDisabled(view == ExplorerView::WHOLE_TREE && explorer.drawing().nodes.empty());
    if (ImGui::RadioButton(tr(name), explorer_view() == view)) explorer_view_ = view;
    ImGui::EndDisabled();
  }
  const host::TraceNode& n = tree.nodes()[size_t(explorer.node())];
  const auto position = explorer.position();
  std::string path;
  for (const std::string& m : host::write_line(explorer.root(), explorer.path(), notation)) path += m + " ";
  ImGui::TextWrapped(tr("%s, %zu nodes%s. Node %d: %s"), explorer.player().c_str(), size_t(tree.entered()),
                     tree.truncated() ? tr(" (the first kept)") : "", explorer.node() + 1,
                     path.empty() ? tr("the root") : path.c_str());
  std::vector<std::string> skipped;  // each a move of this position, in the notation chosen
  for (const std::string& m : host::skipped_moves(tree, n, *position)) skipped.push_back(position->write(m, notation));
  ImGui::TextWrapped(tr("depth %d  %s  value %s%s"), n.depth, host::shown_window(n).c_str(),
                     host::shown_value(n).c_str(), host::shown_notes(n, skipped).c_str());
  ImGui::TextDisabled(tr("values for %s"), tr(app.module().sides()[app.game().side_to_move()]));
  // The whole tree as a list, opened along the way to the current node.
  ImGui::BeginChild("explore tree", ImVec2(0, px(220)), true);
  for (int root : tree.roots()) draw_explored_node(explorer, root, explorer.root());
  ImGui::EndChild();
}

// A node of the list and, when open, its children; `before` is the position its move is played in.
void Window::draw_explored_node(SearchExplorer& explorer, int index, const host::GameState& before) {
  const host::SearchTree& tree = explorer.tree();
  const host::TraceNode& n = tree.nodes()[size_t(index)];
  bool on_path = false;  // an ancestor of the current node: open it
  for (int at = explorer.node(); at >= 0; at = tree.nodes()[size_t(at)].parent) on_path |= at == index;
  ImGui::PushID(index);
  std::string move = tr("root");
  if (!n.move.empty()) {  // in the notation chosen, as far as the traced move is legal
    const std::vector<std::string> written = host::write_line(before, {n.move}, notation);
    move = written.empty() ? n.move : written[0];
  }
  const std::string label = move + "  " + host::shown_value(n) + ((n.flags & PLY_TRACE_CUTOFF) ? "  cut" : "") +
                            ((n.kind & PLY_TRACE_QUIESCENCE) ? "  q" : "");
  ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_OpenOnArrow | ImGuiTreeNodeFlags_SpanAvailWidth;
  if (n.children.empty()) flags |= ImGuiTreeNodeFlags_Leaf;
  if (index == explorer.node()) flags |= ImGuiTreeNodeFlags_Selected;
  if (on_path && index != explorer.node()) ImGui::SetNextItemOpen(true);
  const bool open = ImGui::TreeNodeEx(label.c_str(), flags);
  if (ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen()) explorer.go_to(index);
  if (open) {
    std::unique_ptr<host::GameState> here = before.clone();
    if (!n.move.empty()) here->play(n.move);
    for (int c : n.children) draw_explored_node(explorer, c, *here);
    ImGui::TreePop();
  }
  ImGui::PopID();
}

// The whole tree of each explored search, side by side in the board's place.
void Window::draw_search_trees() {
  const SDL_Rect area = board_area_;
  const int shown = trees_shown();
  for (int i = 0; i < shown; ++i) {
    const SDL_Rect column{area.x + i * area.w / shown, area.y, area.w / shown - (shown > 1 ? 4 : 0), area.h};
    tree_views_[size_t(i)].draw(ImGui::GetBackgroundDrawList(), explorers_[size_t(i)], column,
                                shown > 1 && i == explored_, notation);
  }
}

int Window::trees_shown() const { return explorers_[1].ready() ? 2 : 1; }

std::vector<std::string> Window::explorable_players() const {
  std::vector<std::string> players;
  for (const host::PluginInfo& p : app_->plugins().plugins)
    if (p.plays(app_->module().id())) players.push_back(p.name);
  return players;
}

std::pair<int, int> Window::tree_node_at(int x, int y) const {
  for (int i = 0; i < trees_shown(); ++i)
    if (const int node = tree_views_[size_t(i)].node_at(x, y); node >= 0) return {i, node};
  return {-1, -1};
}

Window::ExplorerView Window::explorer_view() const {
  const SearchExplorer& explorer = explorers_[size_t(explored_)];
  if (tab_ != Tab::EXPLORE || !explorer.ready()) return ExplorerView::GAME;
  if (explorer_view_ == ExplorerView::WHOLE_TREE && explorer.drawing().nodes.empty())
    return ExplorerView::NODE_POSITION;
  return explorer_view_;
}

std::string Window::explore(const std::string& player, int depth, const std::string& beside) {
  explored_ = 0;
  explorers_[1].clear();
  try {
    if (std::string why =
            explorers_[0].start(std::shared_ptr<host::Engine>(app_->make_engine(player)), app_->game(), depth);
        !why.empty())
      return why;
    if (!beside.empty())
      if (std::string why =
              explorers_[1].start(std::shared_ptr<host::Engine>(app_->make_engine(beside)), app_->game(), depth);
          !why.empty())
        return why;
  } catch (const std::exception& e) {
    return e.what();
  }
  explorer_view_ = ExplorerView::WHOLE_TREE;
  show_tab(Tab::EXPLORE);
  return "";
}

// A player's colour in the compare panel and on the board: by its place among the plugins found,
// so that it keeps it whatever else is compared.
SDL_Color Window::compare_color(const std::string& player) const {
  const auto& plugins = app_->plugins().plugins;
  size_t index = 0;
  while (index < plugins.size() && plugins[index].name != player) ++index;
  return kCompareColors[index % std::size(kCompareColors)];
}

// A move by hand with several forms (a pawn reaching the last rank), or a human's only moves when
// they are made on no square (a pass): a choice over the board.
void Window::draw_choices() {
  if (app_->choices().empty()) return;
  const SDL_Rect r = skin_->rect();
  ImGui::SetNextWindowPos(ImVec2(r.x + r.w / 2.0f, r.y + r.h / 2.0f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin(tr("Choose the move"), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse);
  const std::vector<std::string> choices = app_->choices();
  const std::vector<std::string> texts = app_->choice_texts(notation);
  for (size_t i = 0; i < choices.size(); ++i) {
    if (i) ImGui::SameLine();
    if (ImGui::Button(texts[i].c_str())) app_->choose(choices[i]);
  }
  const bool forced = app_->module().squares_of(choices.front()).first.empty();  // a pass: no other move
  if (!forced && ImGui::Button(tr("Cancel"))) app_->choose("");
  ImGui::End();
}

void Window::draw_banner() {
  const GameEnd& end = app_->end();
  if (!end.over()) return;
  // Over the winner's half, so that the loser's king (a general never leaves its palace) stays in view.
  float height = 0.5f;
  if (end.result != Result::DRAW) {
    const int loser = end.result == Result::FIRST_PLAYER_WINS ? 1 : 0;
    height = (loser == 0) != skin_->flipped ? 0.25f : 0.75f;  // the first side plays up the screen
  }
  const SDL_Rect r = skin_->rect();
  ImGui::SetNextWindowPos(ImVec2(r.x + r.w / 2.0f, r.y + r.h * height), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("##result", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::SetWindowFontScale(1.6f);
  char who[128] = "";
  if (end.result == Result::DRAW)
    std::snprintf(who, sizeof who, "%s", tr("Draw"));
  else
    std::snprintf(who, sizeof who, tr("%s wins"),
                  tr(app_->module().sides()[end.result == Result::FIRST_PLAYER_WINS ? 0 : 1]));
  ImGui::Text("%s  %s", who, std::string(pgn_result(end.result)).c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextUnformatted(say(end.reason).c_str());
  ImGui::End();
}

SDL_Surface* Window::capture(bool board_only) {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect area = board_only ? skin_->rect() : SDL_Rect{0, 0, width, height};
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, area.w, area.h, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_RenderReadPixels(renderer_, &area, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch);
  return s;
}

void Window::print_stats() const {
  std::vector<double> frames = search_frame_ms_;
  std::sort(frames.begin(), frames.end());
  auto percentile = [&](double p) { return frames.empty() ? 0.0 : frames[size_t(p * double(frames.size() - 1))]; };
  std::printf("first board drawn %.1f ms after launch (", first_board_ms_);
  for (const auto& [phase, ms] : phases_) std::printf("%s %.0f, ", phase, ms);
  std::printf("first frame)\n");
  std::printf("frames while an AI searched: %zu, median %.2f ms, 99th percentile %.2f ms, worst %.2f ms\n",
              frames.size(), percentile(0.5), percentile(0.99), frames.empty() ? 0.0 : frames.back());
  SDL_RendererInfo renderer{};
  SDL_GetRendererInfo(renderer_, &renderer);
  std::printf(
      "board drawn afresh %d times (%d of them only around what changed) in %d frames "
      "(%s renderer, %s video)\n",
      board_redraws_, partial_redraws_, frames_, renderer.name ? renderer.name : "?", SDL_GetCurrentVideoDriver());
}

int run_window(const WindowOptions& options) {
  // Without a display SDL falls back to drawing off screen, which nobody would see: say so,
  // unless that driver was asked for (SDL_VIDEODRIVER, as the tests do).
  const bool chosen = std::getenv("SDL_VIDEODRIVER") != nullptr;
  if (SDL_Init(SDL_INIT_VIDEO) != 0 || (!chosen && (std::string_view(SDL_GetCurrentVideoDriver()) == "offscreen" ||
                                                    std::string_view(SDL_GetCurrentVideoDriver()) == "dummy"))) {
    std::fprintf(stderr, "error: cannot open a window: %s\n",
                 SDL_WasInit(SDL_INIT_VIDEO) ? "no display found" : SDL_GetError());
    std::fprintf(stderr, "run it on a desktop or under xvfb-run; `plyground --help` lists the commands\n");
    SDL_Quit();
    return 2;
  }
  int status = 0;
  try {
    Window window(options);
    bool open = true;
    while (open) {
      open = window.frame();
      if (!open && !options.screenshot.empty()) {  // the last frame, before it is shown
        SDL_Surface* shot = window.capture();
        if (IMG_SavePNG(shot, options.screenshot.c_str()) != 0)
          std::fprintf(stderr, "error: cannot write %s: %s\n", options.screenshot.c_str(), IMG_GetError());
        SDL_FreeSurface(shot);
      }
      window.present();
    }
    if (options.stats) window.print_stats();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    status = 2;
  }
  SDL_Quit();
  return status;
}

}  // namespace plyground::gui
