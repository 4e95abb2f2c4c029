#include "gui/window.hpp"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>

#include "base/printable.hpp"
#include "games/registry.hpp"
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
  builder.AddText("帅仕相马车炮兵将士象卒进退平前中后一二三四五六七八九１２３４５６７８９楚河汉界红黑");
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
  // Never under 15 px text (scale 0.875), however small the window: below that it is hard to read.
  const float by_size = std::clamp(std::min(float(pixel_width) / 1280, float(pixel_height) / 860), 0.875f, 2.0f);
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

Window::Window(const WindowOptions& options, SkinMaker make_skin)
    : options_(options), stats_(kLoaded), make_skin_(make_skin) {
  // The interface's language: as asked, else the system's (LANG), else English.
  std::optional<Language> chosen = language_named(options.language);
  for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(variable); !chosen && value && *value) {
      chosen = language_named(value);
      break;
    }
  set_language(chosen.value_or(Language::ENGLISH));
  const host::GameModule& game = host::game_module(options.game);
  window_ = SDL_CreateWindow("Plyground", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width, options.height,
                             SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!window_) throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
  stats_.step_done("window");
  // With --stats, no wait for the display in present, so a frame's time is its own work.
  renderer_ = SDL_CreateRenderer(window_, -1, options.stats ? 0 : SDL_RENDERER_PRESENTVSYNC);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) throw std::runtime_error(std::string("cannot draw in the window: ") + SDL_GetError());
  canvas_ = std::make_unique<Canvas>(window_, renderer_);
  stats_.step_done("renderer");
  std::unique_ptr<BoardSkin> skin = make_skin_(game);
  if (const host::Status opened = skin->open(asset_dir()); !opened) throw std::runtime_error(opened.reason());
  board_ = std::make_unique<BoardView>(renderer_, std::move(skin), options.animation_ms);
  stats_.step_done("images");

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // nothing written to the working directory
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  fit(width, height);
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  stats_.step_done("panels");

  std::vector<std::filesystem::path> files(options.plugin_files.begin(), options.plugin_files.end());
  app_ = std::make_unique<App>(host::scan_plugins(host::plugin_folders(), files), game, options.log_moves,
                               options.isolate);
  explorer_ = std::make_unique<ExplorerPanel>(*app_);
  app_->side_colours = {board_->skin().side_colour(0), board_->skin().side_colour(1)};
  folder_signature_ = plugin_folder_signature();
  stats_.step_done("plugins");
  last_folder_check_ = Clock::now();
  for (int side : {0, 1})
    if (const host::Status seated = app_->set_player(side, side == 0 ? options.first : options.second); !seated)
      throw std::runtime_error(seated.reason());
  app_->set_time_control(options.time_control);
  app_->pace_ms = options.pace_ms;
  if (const host::Status started = app_->load_fen(options.fen); !started) throw std::runtime_error(started.reason());
  board_->follow(app_->game());
  notation = game.people_notation();
  board_->skin().flipped = app_->person_at_the_bottom_is_second();
  settings_.game = options.game;
  settings_.language = language() == Language::CHINESE ? "zh" : "en";
  const auto [saved, warning] = load_settings(settings_path());
  if (!options.remember && saved) {  // a game of the command line's, in the board's colours and with the sounds chosen
    take_preferences(*saved);
  } else if (options.remember) {  // as the last run left it, or the dialog on the first run
    if (!saved) {
      open_new_game(settings_);  // the first run: the defaults, an opponent already chosen
    } else if (const host::Status started = start_game(*saved); !warning.empty() || !started) {
      app_->say_failure(warning.empty() ? started.reason() : warning);
    } else {
      resume_unfinished_game();
    }
  }
  files_panel_.set_folder(settings_.pgn_folder);
  if (!options.explore.empty()) {
    explorer_->open(options.explore, options.explore_depth);
    show_tab(Tab::EXPLORE);
  }
}

host::Status Window::explore(const std::string& player, int depth, const std::string& beside) {
  host::Status explored = explorer_->explore(player, depth, beside);
  if (explored) show_tab(Tab::EXPLORE);
  return explored;
}

namespace {

// Where a remembering window keeps the game of `game` it was closed in the middle of.
std::filesystem::path unfinished_game_path(std::string_view game) {
  return settings_path().parent_path() / ("unfinished-" + std::string(game) + ".pgn");
}

}  // namespace

// The game left unfinished when the window last closed, as it was: paused, its players those of the
// file that are found here (the clocks start again from the time control).
void Window::resume_unfinished_game() {
  const std::filesystem::path path = unfinished_game_path(app_->module().id());
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return;
  if (!app_->load_pgn(path.string())) {
    std::filesystem::remove(path, ec);  // said once (load_pgn told why), not every start
    return;
  }
  board_->skin().flipped = app_->person_at_the_bottom_is_second();
  app_->tell("your unfinished game, as you left it: Resume plays on, New game starts another" +
             app_->file().unseated());
}

// A remembering window closed in the middle of a game keeps it for the next start; else none is kept.
void Window::keep_unfinished_game() {
  if (!options_.remember || !app_) return;
  const std::filesystem::path path = unfinished_game_path(app_->module().id());
  std::error_code ec;
  if (app_->end().over() || app_->game().moves().empty())
    std::filesystem::remove(path, ec);
  else
    // A failure is the window's last message, seen by nobody: nothing lost but this.
    (void)app_->save_pgn(path.string());
}

Window::~Window() {
  keep_unfinished_game();
  explorer_.reset();
  app_.reset();  // stops searches before the libraries go
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  board_.reset();  // its textures before the renderer
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
}

host::Status Window::set_game(const host::GameModule& game) {
  std::unique_ptr<BoardSkin> skin = make_skin_(game);
  if (const host::Status opened = skin->open(asset_dir()); !opened) {
    app_->log("error " + opened.reason());
    return app_->fail(opened.reason());
  }
  board_->set_skin(std::move(skin));
  app_->set_game(game);
  app_->side_colours = {board_->skin().side_colour(0), board_->skin().side_colour(1)};
  notation = game.people_notation();
  return {};
}

void Window::watch_plugin_folders() {
  const auto now = Clock::now();
  if (ms_between(last_folder_check_, now) < 2000) return;
  last_folder_check_ = now;
  std::string signature = plugin_folder_signature();
  if (signature == folder_signature_) return;
  folder_signature_ = std::move(signature);
  app_->seats().rescan();
}

Marks Window::marks() const {
  Marks marks;
  if (explorer_view() == ExplorerView::NODE_POSITION) {  // the node's position, the path to it as fading arrows
    const std::vector<std::string> path = explorer_->explored().path();
    for (size_t i = 0; i < path.size(); ++i) {
      const auto [from, to] = app_->module().squares_of(path[i]);
      SDL_Color c = i % 2 == 0 ? kCompareColors[0] : kCompareColors[2];
      c.a = Uint8(120 + 135 * (i + 1) / path.size());
      marks.arrows.push_back({from, to, c});
    }
    return marks;
  }
  const host::GameState& shown = app_->review().shown();
  if (!shown.moves().empty())
    std::tie(marks.last_from, marks.last_to) = shown.module().squares_of(shown.moves().back());
  board_->add_motion(marks, !app_->review().reviewing(), mouse_x_, mouse_y_);
  if (app_->review().reviewing()) return marks;  // an earlier position: no arrows of the game's present
  marks.selected = app_->selected();
  marks.targets = app_->targets();
  // Arrows of the same move lie side by side: 0, then 1.2 widths to one side, to the other, ...
  auto add_arrow = [&](const std::string& move, SDL_Color color) {
    const auto [from, to] = shown.module().squares_of(move);
    int same = 0;
    for (const Arrow& a : marks.arrows) same += a.from == from && a.to == to;
    const int pair = (same + 1) / 2;  // 0, 1, 1, 2, 2, ...
    const float offset = 1.2f * float(pair) * (same % 2 ? 1.0f : -1.0f);
    marks.arrows.push_back({from, to, color, offset});
  };
  auto legal_here = [&](const std::string& move) { return shown.find_legal(move).has_value(); };
  if (tab_ == Tab::COMPARE) {  // the compared players' moves alone, each in its player's colour
    for (const ComparedMove& c : app_->comparison().compared())
      if (c.fen == shown.fen() && legal_here(c.reply.move))
        add_arrow(c.reply.move, ComparePanel::color(*app_, c.player));
    return marks;
  }
  // The search's principal variation from here: its first moves, fading, as far as they are legal,
  // each in the colour of the side that would play it.
  const std::vector<std::string> pv = app_->thinking_shown() ? app_->report_line() : std::vector<std::string>{};
  std::vector<std::string> line(pv.begin(), pv.begin() + std::min<size_t>(3, pv.size()));
  const size_t legal = app_->review().line_text(line, 0).size();
  for (size_t i = 0; i < legal; ++i) {
    SDL_Color c = kSideColors[(size_t(shown.side_to_move()) + i) % 2];
    c.a = Uint8(c.a * (1.0 - 0.3 * double(i)));
    add_arrow(line[i], c);
  }
  if (const ComparedMove* hint = app_->review().hints().answer(app_->game()); hint && legal_here(hint->reply.move))
    add_arrow(hint->reply.move, kHintColor);
  return marks;
}

bool Window::frame() {
  stats_.frame_started();
  for (SDL_Event event; SDL_PollEvent(&event);) handle(event);
  watch_plugin_folders();
  app_->update();
  explorer_->update();
  sounds_.follow(app_->game(), app_->end().over(), app_->low_time_warnings());
  stats_.part_done(FrameStats::EVENTS_AND_GAME);

  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  fit(width, height);
  board_->follow(app_->review().shown());

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // The pointer as SDL's events place it: the backend polls a mouse and keyboard focus that X11
  // drops after a click on a panel control, which lost the next click (seen under Xvfb).
  if (mouse_inside_) ImGui::GetIO().MousePos = ImVec2(float(mouse_x_), float(mouse_y_));
  ImGui::NewFrame();
  control_places().clear();                             // the places of the controls this frame draws
  if (close_popups_) ImGui::ClosePopupsExceptModals();  // Escape: Dear ImGui's own needs keyboard navigation
  close_popups_ = false;
  if (explorer_view() == ExplorerView::WHOLE_TREE) explorer_->draw_trees(board_->area(), notation);
  if (explorer_view() == ExplorerView::GAME && app_->thinking_shown())
    draw_eval_bar(*app_, board_->skin().rect(), board_->skin().flipped);
  draw_panels();
  draw_status_line();
  draw_choices();
  draw_branch_question();
  if (const std::optional<Settings> start = new_game_.draw(*app_)) (void)start_game(*start);  // tells why not
  draw_banner();
  draw_draw_offer();
  files_panel_.draw_dialogs(*app_);
  if (files_panel_.take_opened())
    board_->skin().flipped = app_->person_at_the_bottom_is_second();  // as the file's players sit
  // A game opened or saved in another folder: the next dialog starts there.
  if (files_panel_.folder() != settings_.pgn_folder) {
    settings_.pgn_folder = files_panel_.folder().string();
    remember_settings();
  }
  ImGui::Render();
  stats_.part_done(FrameStats::PANELS_LAID_OUT);

  // Drawn only when something in it changed: on a software renderer (a desktop without a GPU,
  // Xvfb) each frame drawn costs milliseconds, an unchanged one nothing.
  drawn_ = false;
  render(false);
  stats_.part_done(FrameStats::DRAWING);
  if (const std::string title = app_->title(); title != title_) {
    title_ = title;
    SDL_SetWindowTitle(window_, title.c_str());
  }
  for (const auto& [name, r] : control_places())  // for scripts that click them
    if (SDL_Rect& logged = logged_places_[name]; !SDL_RectEquals(&logged, &r)) {
      logged = r;
      app_->log("control " + name + " " + std::to_string(r.x) + " " + std::to_string(r.y) + " " + std::to_string(r.w) +
                " " + std::to_string(r.h));
    }
  for (const auto& [name, text] : shown_texts())  // and what they show in words
    if (std::string& logged = logged_texts_[name]; logged != text) {
      logged = text;
      app_->log("shown " + name + " " + host::printable(text));  // one line, whatever the text holds
    }
  std::erase_if(logged_places_, [&](const auto& logged) {  // and those no longer drawn
    const bool gone = !control_places().count(logged.first);
    if (gone) app_->log("gone " + logged.first);
    return gone;
  });
  if (options_.exit_after > 0 && stats_.ms_since_launch() > options_.exit_after * 1000) quit_ = true;
  return !quit_;
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
  // A larger share of a narrow window, where the text is larger than the window's size calls for.
  const float share = std::clamp(0.36f + (1200.0f - float(width)) / 5000, 0.36f, 0.42f);
  panel_width_ = int(std::clamp(share * float(width), 330 * scale_, 560 * scale_));
  status_height_ = int(kFontSize * scale_ * 1.8f);
  const int margin = int(8 * scale_), bar = int(16 * scale_);
  board_->layout({margin + bar + margin, margin, std::max(1, width - panel_width_ - bar - 3 * margin),
                  std::max(1, height - status_height_ - 2 * margin)});
}

// Draws the frame laid out where it changed (all of it when `always`); nothing when nothing did.
void Window::render(bool always) {
  std::unique_ptr<host::GameState> node_position;
  if (explorer_view() == ExplorerView::NODE_POSITION) node_position = explorer_->explored().position();
  const host::GameState* position = node_position                           ? node_position.get()
                                    : explorer_view() == ExplorerView::GAME ? &app_->review().shown()
                                                                            : nullptr;
  const Marks shown_marks = position ? marks() : Marks{};
  if (always) canvas_->redraw_all();
  ImDrawData& panels = *ImGui::GetDrawData();
  drawn_areas_ = canvas_->damage(panels, board_->damage(position, shown_marks));
  if (drawn_areas_.empty()) return;
  drawn_ = true;
  ++frames_drawn_;
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  for (const SDL_Rect& area : drawn_areas_) {
    const bool whole = area.w == width && area.h == height;
    SDL_SetRenderDrawColor(renderer_, 250, 246, 238, 255);
    if (whole) {
      SDL_RenderSetClipRect(renderer_, nullptr);
      SDL_RenderClear(renderer_);
    } else {
      SDL_RenderSetClipRect(renderer_, &area);
      SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
      SDL_RenderFillRect(renderer_, &area);
    }
    if (const SDL_Rect board = board_->reach(shown_marks); position && SDL_HasIntersection(&area, &board))
      board_->draw(*position, shown_marks);
    if (whole)
      ImGui_ImplSDLRenderer_RenderDrawData(&panels);
    else
      Canvas::draw_panels(panels, area);
  }
  SDL_RenderSetClipRect(renderer_, nullptr);
}

void Window::present() {
  if (drawn_) canvas_->present(drawn_areas_);
  if (!stats_.first_frame_shown()) {  // where the board is, for scripts that click on it (the end-to-end test)
    const SDL_Rect r = board_->skin().rect();
    app_->log("board " + std::to_string(r.x) + " " + std::to_string(r.y) + " " + std::to_string(r.w) + " " +
              std::to_string(r.h));
  }
  // Then wait out the rest of a 60 Hz frame, for when present does not wait for the display.
  const double work = stats_.frame_shown(app_->thinking(), drawn_);
  if (work < 16.0) SDL_Delay(Uint32(16.0 - work));
  stats_.frame_started();
}

// The Play tab: the players, then the game.
void Window::draw_play_tab() {
  players_panel_.draw(*app_);
  const GamePanel::Asked asked = game_panel_.draw(*app_, notation);
  if (asked.new_game) open_new_game();
  if (asked.rematch) rematch_now();
  if (asked.flip) board_->skin().flipped = !board_->skin().flipped;
  if (asked.play_from_here) ask_branch_ = true, branch_click_ = {};
}

void Window::set_sound(bool on) {
  sounds_.muted = !on;
  settings_.sound = on;
  remember_settings();
}

void Window::remember_settings() {
  if (!options_.remember) return;
  if (const host::Status saved = save_settings(settings_path(), settings_); !saved) app_->show(saved);
}

void Window::open_new_game(std::optional<Settings> choices) {
  new_game_.open(*app_, choices ? std::move(*choices) : settings_of_game(*app_, settings_));
}

// A game set up as the New game dialog says; its skin and the board's side are the window's.
host::Status Window::start_game(const Settings& settings) {
  new_game_.close();
  app_->paused = false;
  if (const host::Status checked = check_settings(settings); !checked) return app_->fail(checked.reason());
  if (settings.game != app_->module().id())
    if (host::Status changed = set_game(host::game_module(settings.game)); !changed) return changed;
  if (const host::Status set_up = set_up_game(*app_, settings); !set_up) return app_->fail(set_up.reason());
  board_->skin().flipped = settings.you == "second" && app_->module().turned_for_second_player();
  settings_ = settings;
  take_preferences(settings);
  remember_settings();
  return {};
}

// What is the window's, not the game's: the board's colours, the language, the sounds, the folder of games.
void Window::take_preferences(const Settings& settings) {
  board_->skin().theme = &board_theme(settings.theme);
  if (const std::optional<Language> chosen = language_named(settings.language); options_.language.empty() && chosen)
    set_language(*chosen);
  sounds_.muted = !settings.sound;
  settings_.theme = settings.theme, settings_.language = settings.language, settings_.sound = settings.sound;
  settings_.pgn_folder = settings.pgn_folder;
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
  // The clocks as the board's sides sit: the top player's above the tabs, the bottom player's at
  // the foot, with the tabs between them.
  const int top = board_->skin().flipped ? 0 : 1;
  draw_clock_face(*app_, top);
  const float foot = px(kClockFaceHeight) + ImGui::GetStyle().ItemSpacing.y;
  ImGui::BeginChild("##tabs", ImVec2(0, std::max(px(kClockFaceHeight), ImGui::GetContentRegionAvail().y - foot)), false,
                    ImGuiWindowFlags_NoBackground);
  // One part at a time, so that each fits at any window size.
  if (ImGui::BeginTabBar("parts")) {
    const std::tuple<Tab, const char*, const char*> tabs[] = {{Tab::PLAY, tr("Play"), "tab-play"},
                                                              {Tab::COMPARE, tr("Compare"), "tab-compare"},
                                                              {Tab::EXPLORE, tr("Explore"), "tab-explore"},
                                                              {Tab::FILES, "FEN/PGN", "tab-files"}};
    for (const auto& [tab, name, place] : tabs) {
      const bool open = ImGui::BeginTabItem(name, nullptr, tab_to_show_ == tab ? ImGuiTabItemFlags_SetSelected : 0);
      note_control(place);
      if (!open) continue;
      if (!tab_to_show_ || tab_to_show_ == tab) tab_ = tab, tab_to_show_.reset();  // asked for: in front a frame later
      if (tab == Tab::PLAY) draw_play_tab();
      if (tab == Tab::COMPARE) compare_panel_.draw(*app_, notation);
      if (tab == Tab::EXPLORE) explorer_->draw(notation);
      if (tab == Tab::FILES) files_panel_.draw(*app_);
      ImGui::EndTabItem();
    }
    // Sound on or off, and the other language, at the right of the tabs: one click from every tab.
    if (ImGui::TabItemButton(sounds_.muted ? tr("Sound: off") : tr("Sound: on"), ImGuiTabItemFlags_Trailing))
      set_sound(sounds_.muted);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Moves, captures, check, the end, low time (M)"));
    const bool chinese = language() == Language::CHINESE;
    if (ImGui::TabItemButton(chinese ? "English" : "中文", ImGuiTabItemFlags_Trailing)) {
      set_language(chinese ? Language::ENGLISH : Language::CHINESE);
      settings_.language = chinese ? "en" : "zh";
      remember_settings();
    }
    ImGui::EndTabBar();
  }
  ImGui::EndChild();
  draw_clock_face(*app_, 1 - top);
  ImGui::End();
}

// The line along the bottom: the last message, red when something was refused or failed.
void Window::draw_status_line() {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  ImGui::SetNextWindowPos(ImVec2(0, float(height - status_height_)));
  ImGui::SetNextWindowSize(ImVec2(float(width), float(status_height_)));
  ImGui::Begin("##status", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoNav |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoSavedSettings);
  status_ = say(app_->message());
  note_text("status", status_);
  if (status_.empty())
    ImGui::TextDisabled("%s", tr("Drag or click to move   Ctrl+Z undo   Ctrl+Y redo   F flip   Space: move now   "
                                 "Left/Right/Home/End: look back   Esc: put down"));
  else if (app_->message_is_error())
    ImGui::TextColored(kErrorText, "%s", status_.c_str());
  else
    ImGui::TextUnformatted(status_.c_str());
  ImGui::End();
}

SDL_Surface* Window::capture(bool board_only) {
  if (!drawn_ && !canvas_->keeps_picture()) render(true);  // what was last shown may be gone from the renderer
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect area = board_only ? board_->skin().rect() : SDL_Rect{0, 0, width, height};
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, area.w, area.h, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_RenderReadPixels(renderer_, &area, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch);
  return s;
}

void Window::print_stats() const {
  stats_.print();
  SDL_RendererInfo renderer{};
  SDL_GetRendererInfo(renderer_, &renderer);
  std::printf(
      "board drawn afresh %d times (%d of them only around what changed) in %d frames; %d frames drawn in part, "
      "%.1f%% of the window each on average (%s renderer, %s video: %s)\n",
      board_->redraws(), board_->partial_redraws(), stats_.frames(), canvas_->partial_frames(),
      100 * canvas_->partial_share(), renderer.name ? renderer.name : "?", SDL_GetCurrentVideoDriver(), canvas_->how());
}

}  // namespace plyground::gui
