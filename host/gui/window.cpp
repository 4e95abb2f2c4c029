#include "gui/window.hpp"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <filesystem>
#include <stdexcept>

#include "match/match.hpp"
#include "games/xiangqi/notation.hpp"

namespace plyground::gui {
namespace {

using namespace xiangqi;
using Clock = std::chrono::steady_clock;

// Taken when the program is loaded: "time to the first board" counts from here.
const Clock::time_point kLoaded = Clock::now();

constexpr int kPanelWidth = 430;
constexpr const char* kCjkFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// Arrow colours for the principal variation and for each compared player.
constexpr SDL_Color kPvColor{30, 110, 220, 170};
constexpr SDL_Color kCompareColors[] = {{220, 60, 40, 190},  {40, 150, 60, 190},  {30, 110, 220, 190},
                                        {200, 140, 20, 190}, {150, 60, 190, 190}, {20, 160, 170, 190}};

ImVec4 to_imgui(SDL_Color c) { return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, 1); }

// The font for panels: the CJK font with just the characters Chinese notation uses.
void load_fonts() {
  ImGuiIO& io = ImGui::GetIO();
  if (!std::filesystem::exists(kCjkFont)) return;  // the default font (no Chinese) remains
  ImFontGlyphRangesBuilder builder;
  builder.AddRanges(io.Fonts->GetGlyphRangesDefault());
  builder.AddText("帅仕相马车炮兵将士象卒进退平前中后一二三四五六七八九１２３４５６７８９楚河漢界红黑");
  static ImVector<ImWchar> ranges;  // must outlive the atlas build
  builder.BuildRanges(&ranges);
  io.Fonts->AddFontFromFileTTF(kCjkFont, 17.0f, nullptr, ranges.Data);
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
  window_ = SDL_CreateWindow("Plyground", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width, options.height,
                             SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!window_) throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
  mark("window");
  // With --stats, no wait for the display in present, so a frame's time is its own work.
  renderer_ = SDL_CreateRenderer(window_, -1, options.stats ? 0 : SDL_RENDERER_PRESENTVSYNC);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) throw std::runtime_error(std::string("cannot draw in the window: ") + SDL_GetError());
  mark("renderer");
  if (const std::string error = textures_.open(asset_dir()); !error.empty()) throw std::runtime_error(error);
  mark("images");

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // nothing written to the working directory
  ImGui::StyleColorsLight();
  load_fonts();
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  mark("panels");

  std::vector<std::filesystem::path> files(options.plugin_files.begin(), options.plugin_files.end());
  app_ = std::make_unique<App>(host::scan_plugins(host::plugin_folders(), files), options.log_moves, options.isolate);
  folder_signature_ = plugin_folder_signature();
  mark("plugins");
  last_folder_check_ = Clock::now();
  for (Color side : {RED, BLACK})
    if (const std::string error = app_->set_player(side, side == RED ? options.red : options.black); !error.empty())
      throw std::runtime_error(error);
  if (!options.fen.empty())
    if (const std::string error = app_->load_fen(options.fen); !error.empty()) throw std::runtime_error(error);
  app_->new_game(app_->game().start_position());
  // The human sits at the bottom: flipped when the human plays Black alone.
  board_.flipped = !app_->setup(BLACK).human() ? false : !app_->setup(RED).human();
  compare_pick_.assign(app_->plugins().plugins.size(), 1);
}

Window::~Window() {
  app_.reset();  // stops searches before the libraries go
  ImGui_ImplSDLRenderer_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
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
  const bool panels_want_mouse = ImGui::GetIO().WantCaptureMouse;
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
    case SDL_MOUSEBUTTONDOWN: {
      if (panels_want_mouse || event.button.button != SDL_BUTTON_LEFT) break;
      const Square s = board_.square_at(event.button.x, event.button.y);
      const Piece p = s ? app_->game().position().piece_on(s) : NO_PIECE;
      if (p != NO_PIECE && color_of(p) == app_->game().position().side_to_move() && app_->human_to_move()) {
        was_selected_ = app_->selected() == s;
        if (!was_selected_) app_->click(s);
        drag_from_ = s;
        mouse_x_ = event.button.x, mouse_y_ = event.button.y;
      } else if (s) {
        app_->click(s);
      }
      break;
    }
    case SDL_MOUSEMOTION:
      mouse_x_ = event.motion.x, mouse_y_ = event.motion.y;
      break;
    case SDL_MOUSEBUTTONUP: {
      if (event.button.button != SDL_BUTTON_LEFT || !drag_from_) break;
      const Square s = board_.square_at(event.button.x, event.button.y);
      if (s && s != drag_from_)
        app_->try_move(Move(drag_from_, s));
      else if (s == drag_from_ && was_selected_)
        app_->click(s);  // a second click on the picked-up piece puts it down
      drag_from_ = NO_SQUARE;
      break;
    }
    case SDL_KEYDOWN: {
      if (ImGui::GetIO().WantCaptureKeyboard) break;
      const bool ctrl = event.key.keysym.mod & KMOD_CTRL;
      if (ctrl && event.key.keysym.sym == SDLK_z) app_->undo();
      if (ctrl && event.key.keysym.sym == SDLK_y) app_->redo();
      if (event.key.keysym.sym == SDLK_f) board_.flipped = !board_.flipped;
      if (event.key.keysym.sym == SDLK_SPACE) app_->move_now();
      break;
    }
    default:
      break;
  }
}

bool Window::frame() {
  frame_started_ = Clock::now();
  for (SDL_Event event; SDL_PollEvent(&event);) handle(event);
  watch_plugin_folders();
  app_->update();

  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  board_.layout({8, 8, std::max(1, width - kPanelWidth - 16), std::max(1, height - 16)});

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  draw_panels();
  draw_banner();
  ImGui::Render();

  // The board and its marks.
  const Position& pos = app_->game().position();
  Marks marks;
  marks.selected = app_->selected();
  marks.targets = app_->targets();
  if (!app_->game().moves().empty()) marks.last_move = app_->game().moves().back();
  if (pos.in_check()) marks.in_check = pos.king_square(pos.side_to_move());
  if (drag_from_ && (mouse_x_ || mouse_y_)) {
    marks.dragged = drag_from_;
    marks.drag_x = mouse_x_, marks.drag_y = mouse_y_;
  }
  if (app_->thinking()) {  // the principal variation so far: its first moves, fading
    const SearchInfo info = app_->live_info();
    Position line = pos;
    for (size_t i = 0; i < info.pv.size() && i < 3; ++i) {
      const Move m = parse_legal_iccs(line, info.pv[i]);
      if (!m) break;
      SDL_Color c = kPvColor;
      c.a = Uint8(c.a * (1.0 - 0.3 * double(i)));
      marks.arrows.push_back({m, c});
      Position::Undo undo;
      line.do_move(m, undo);
    }
  }
  for (size_t i = 0; i < app_->compared().size(); ++i) {
    const Move m = parse_legal_iccs(pos, app_->compared()[i].reply.move);
    if (m) marks.arrows.push_back({m, kCompareColors[i % std::size(kCompareColors)]});
  }

  SDL_SetRenderDrawColor(renderer_, 250, 246, 238, 255);
  SDL_RenderClear(renderer_);
  board_.draw(renderer_, textures_, pos, marks);
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());

  if (const std::string title = app_->title(); title != title_) {
    title_ = title;
    SDL_SetWindowTitle(window_, title.c_str());
  }
  if (options_.exit_after > 0 && ms_between(launched_, Clock::now()) > options_.exit_after * 1000) quit_ = true;
  return !quit_;
}

void Window::mark(const char* phase) { phases_.emplace_back(phase, ms_between(launched_, Clock::now())); }

void Window::present() {
  SDL_RenderPresent(renderer_);
  const auto now = Clock::now();
  const bool first = first_board_ms_ < 0;  // the start-up frame counts as "time to the first board"
  if (first) {
    first_board_ms_ = ms_between(launched_, now);
    // Where the board is, for scripts that click on it (the end-to-end test).
    const SDL_Rect& r = board_.rect();
    app_->log("board " + std::to_string(r.x) + " " + std::to_string(r.y) + " " + std::to_string(r.w) + " " +
              std::to_string(r.h));
  }
  // Frame time: the work of one frame, from its events to the end of present. Then wait out the
  // rest of a 60 Hz frame, for when present does not wait for the display.
  const double work = ms_between(frame_started_, now);
  if (app_->thinking() && !first) search_frame_ms_.push_back(work);
  if (work < 16.0) SDL_Delay(Uint32(16.0 - work));
  frame_started_ = Clock::now();
}

void Window::draw_panels() {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  ImGui::SetNextWindowPos(ImVec2(float(width - kPanelWidth), 0));
  ImGui::SetNextWindowSize(ImVec2(float(kPanelWidth), float(height)));
  ImGui::Begin("Plyground", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse);
  App& app = *app_;
  const Position& pos = app.game().position();
  option_controls_.clear();

  if (!app.message().empty()) ImGui::TextColored(ImVec4(0.75f, 0.1f, 0.1f, 1), "%s", app.message().c_str());

  // Who plays: Human or a player found, with that player's options from its descriptor.
  if (ImGui::CollapsingHeader("Players", ImGuiTreeNodeFlags_DefaultOpen)) {
    for (Color side : {RED, BLACK}) {
      ImGui::PushID(side);
      SideSetup& setup = app.setup(side);
      bool changed = false;
      ImGui::TextColored(side == RED ? ImVec4(0.75f, 0.1f, 0.1f, 1) : ImVec4(0.1f, 0.1f, 0.1f, 1), "%s",
                         side == RED ? "Red" : "Black");
      ImGui::SameLine(70);
      ImGui::SetNextItemWidth(200);
      if (ImGui::BeginCombo("##player", setup.player.c_str())) {
        if (ImGui::Selectable("human", setup.human())) setup = SideSetup{}, changed = true;
        for (const host::Plugin& p : app.plugins().plugins)
          if (ImGui::Selectable(p.descriptor->name, setup.player == p.descriptor->name)) {
            setup.player = p.descriptor->name;
            setup.options.clear();
            changed = true;
          }
        ImGui::EndCombo();
      }
      if (const host::Plugin* plugin = setup.human() ? nullptr : app.plugins().find(setup.player)) {
        for (const ply_option* option : plugin->options) {
          const ply_option& o = *option;
          const std::string current = setup.options.count(o.name) ? setup.options[o.name] : o.default_value;
          std::string control = std::string(side == RED ? "Red " : "Black ") + o.name + ": ";
          if (o.type == PLY_OPTION_SPIN) control += "spin " + std::to_string(o.min) + ".." + std::to_string(o.max);
          if (o.type == PLY_OPTION_CHECK) control += "check";
          if (o.type == PLY_OPTION_COMBO) {
            control += "combo";
            for (const char* const* c = o.choices; c && *c; ++c) control += std::string(" ") + *c;
          }
          if (o.type == PLY_OPTION_STRING) control += "text";
          option_controls_.push_back(control + " = " + current);
          ImGui::SetNextItemWidth(160);
          if (o.type == PLY_OPTION_SPIN) {
            int v = std::atoi(current.c_str());
            if (ImGui::InputInt(o.name, &v)) {
              setup.options[o.name] = std::to_string(std::clamp<int64_t>(v, o.min, o.max));
              changed = true;
            }
          } else if (o.type == PLY_OPTION_CHECK) {
            bool v = current == "true";
            if (ImGui::Checkbox(o.name, &v)) setup.options[o.name] = v ? "true" : "false", changed = true;
          } else if (o.type == PLY_OPTION_COMBO) {
            if (ImGui::BeginCombo(o.name, current.c_str())) {
              for (const char* const* c = o.choices; c && *c; ++c)
                if (ImGui::Selectable(*c, current == *c)) setup.options[o.name] = *c, changed = true;
              ImGui::EndCombo();
            }
          } else {
            char buffer[256];
            std::snprintf(buffer, sizeof buffer, "%s", current.c_str());
            if (ImGui::InputText(o.name, buffer, sizeof buffer)) setup.options[o.name] = buffer, changed = true;
          }
          if (o.description && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", o.description);
        }
        ImGui::SetNextItemWidth(160);
        ImGui::SliderInt("move time ms", &setup.movetime_ms, 0, 10000, "%d", ImGuiSliderFlags_Logarithmic);
        ImGui::SetNextItemWidth(160);
        ImGui::SliderInt("depth limit", &setup.depth, 0, 20, setup.depth ? "%d" : "none");
      }
      if (changed) app.apply_setup(side);
      ImGui::PopID();
    }
    if (!app.plugins().failures.empty() && ImGui::TreeNode("Files that failed to load")) {
      for (const host::LoadFailure& f : app.plugins().failures)
        ImGui::TextWrapped("%s: %s", f.file.filename().c_str(), f.reason.c_str());
      ImGui::TreePop();
    }
    if (ImGui::Button("Rescan plugins")) {
      app.rescan();
      compare_pick_.assign(app.plugins().plugins.size(), 1);
    }
    ImGui::SameLine();
    ImGui::TextDisabled("(or drop a .so on the window)");
  }

  if (ImGui::CollapsingHeader("Game", ImGuiTreeNodeFlags_DefaultOpen)) {
    if (ImGui::Button("New game")) app.new_game();
    ImGui::SameLine();
    if (ImGui::Button(app.paused ? "Resume" : "Pause")) app.paused = !app.paused;
    ImGui::SameLine();
    ImGui::BeginDisabled(!app.can_undo());
    if (ImGui::Button("Undo")) app.undo();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!app.can_redo());
    if (ImGui::Button("Redo")) app.redo();
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button("Flip")) board_.flipped = !board_.flipped;
    ImGui::SameLine();
    ImGui::BeginDisabled(!app.thinking());
    if (ImGui::Button("Move now")) app.move_now();
    ImGui::EndDisabled();

    // The search as it runs.
    if (app.thinking()) {
      const SearchInfo info = app.live_info();
      const double seconds = app.thinking_seconds();
      ImGui::Text("%s thinks: depth %d/%d  score %s", app.setup(pos.side_to_move()).player.c_str(), info.depth,
                  info.seldepth, host::score_text(info.score).c_str());
      ImGui::Text("nodes %llu  time %.1f s  %.0f nodes/s", static_cast<unsigned long long>(info.nodes), seconds,
                  seconds > 0 ? double(info.nodes) / seconds : 0.0);
      std::string pv;
      Position line = pos;
      for (const std::string& m : info.pv) {
        const Move move = parse_legal_iccs(line, m);
        if (!move) break;
        pv += write_move(notation, line, move) + " ";
        Position::Undo undo;
        line.do_move(move, undo);
      }
      ImGui::TextWrapped("pv: %s", pv.c_str());
    } else if (app.end().over()) {
      ImGui::TextWrapped("Game over: %s %s", std::string(pgn_result(app.end().result)).c_str(),
                         app.end().reason.c_str());
    } else {
      ImGui::Text("%s to move%s", pos.side_to_move() == RED ? "Red" : "Black", app.paused ? " (paused)" : "");
    }

    int n = int(notation);
    ImGui::RadioButton("Chinese", &n, int(Notation::CHINESE));
    ImGui::SameLine();
    ImGui::RadioButton("WXF", &n, int(Notation::WXF));
    ImGui::SameLine();
    ImGui::RadioButton("ICCS", &n, int(Notation::ICCS));
    notation = Notation(n);
    const std::vector<std::string> moves = app.move_list(notation);
    ImGui::BeginChild("moves", ImVec2(0, 150), true);
    const int first_number = app.game().start_position().fullmove_number();
    const bool black_first = app.game().start_position().side_to_move() == BLACK;
    for (size_t i = 0; i < moves.size(); ++i) {
      const size_t ply = i + (black_first ? 1 : 0);
      if (ply % 2 == 0) ImGui::Text("%3d.", first_number + int(ply / 2));
      else if (i == 0) ImGui::Text("%3d. ...", first_number);
      ImGui::SameLine(ply % 2 == 0 ? 50.f : 170.f);
      ImGui::TextUnformatted(moves[i].c_str());
    }
    if (app.thinking() || ImGui::GetScrollY() >= ImGui::GetScrollMaxY()) ImGui::SetScrollHereY(1.0f);
    ImGui::EndChild();
  }

  if (ImGui::CollapsingHeader("Position and files")) {
    if (ImGui::Button("Copy FEN")) SDL_SetClipboardText(pos.fen().c_str());
    ImGui::SameLine();
    if (ImGui::Button("Paste FEN")) {
      char* text = SDL_GetClipboardText();
      app.load_fen(text ? text : "");
      SDL_free(text);
    }
    char path[512];
    std::snprintf(path, sizeof path, "%s", pgn_path_.c_str());
    ImGui::SetNextItemWidth(220);
    if (ImGui::InputText("##pgn", path, sizeof path)) pgn_path_ = path;
    ImGui::SameLine();
    if (ImGui::Button("Save PGN")) {
      const std::string error = app.save_pgn(pgn_path_);
      fen_text_ = error.empty() ? "saved " + pgn_path_ : error;
    }
    ImGui::SameLine();
    if (ImGui::Button("Open PGN")) fen_text_ = app.load_pgn(pgn_path_);
    if (!fen_text_.empty()) ImGui::TextWrapped("%s", fen_text_.c_str());
  }

  // Compare: the chosen players on this position, their moves as arrows of their own colours.
  if (ImGui::CollapsingHeader("Compare on this position", ImGuiTreeNodeFlags_DefaultOpen)) {
    const auto& plugins = app.plugins().plugins;
    compare_pick_.resize(plugins.size(), 1);
    for (size_t i = 0; i < plugins.size(); ++i) {
      bool pick = compare_pick_[i];
      if (ImGui::Checkbox(plugins[i].descriptor->name, &pick)) compare_pick_[i] = pick;
      if (i % 3 != 2 && i + 1 < plugins.size()) ImGui::SameLine();
    }
    ImGui::SetNextItemWidth(160);
    ImGui::SliderInt("ms each", &compare_movetime_, 50, 10000, "%d", ImGuiSliderFlags_Logarithmic);
    ImGui::SameLine();
    ImGui::BeginDisabled(app.comparing() || app.end().over());
    if (ImGui::Button("Compare")) {
      std::vector<std::string> specs;
      for (size_t i = 0; i < plugins.size(); ++i)
        if (compare_pick_[i]) specs.push_back(plugins[i].descriptor->name);
      app.start_compare(specs, compare_movetime_);
    }
    ImGui::EndDisabled();
    if (ImGui::BeginTable("compare", 6, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
      for (const char* h : {"player", "move", "score", "depth", "nodes", "time"}) ImGui::TableSetupColumn(h);
      ImGui::TableHeadersRow();
      for (size_t i = 0; i < app.compared().size(); ++i) {
        const ComparedMove& c = app.compared()[i];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(to_imgui(kCompareColors[i % std::size(kCompareColors)]), "%s", c.player.c_str());
        ImGui::TableNextColumn();
        const Move m = parse_legal_iccs(pos, c.reply.move);
        if (!m) {
          ImGui::TextUnformatted(c.reply.error.empty() ? "illegal" : c.reply.error.c_str());
          continue;
        }
        ImGui::TextUnformatted(write_move(notation, pos, m).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(host::score_text(c.reply.score).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d", c.reply.depth);
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(c.reply.nodes));
        ImGui::TableNextColumn();
        ImGui::Text("%.2f s", c.reply.seconds);
      }
      ImGui::EndTable();
    }
    if (app.comparing()) ImGui::TextDisabled("searching...");
  }
  ImGui::End();
}

void Window::draw_banner() {
  const GameEnd& end = app_->end();
  if (!end.over()) return;
  const SDL_Rect& r = board_.rect();
  ImGui::SetNextWindowPos(ImVec2(r.x + r.w / 2.0f, r.y + r.h / 2.0f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("##result", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::SetWindowFontScale(1.6f);
  const char* who = end.result == Result::DRAW ? "Draw" : end.result == Result::FIRST_PLAYER_WINS ? "Red wins" : "Black wins";
  ImGui::Text("%s  %s", who, std::string(pgn_result(end.result)).c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextUnformatted(end.reason.c_str());
  ImGui::End();
}

SDL_Surface* Window::capture(bool board_only) {
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  const SDL_Rect area = board_only ? board_.rect() : SDL_Rect{0, 0, width, height};
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
}

int run_window(const WindowOptions& options) {
  // Without a display SDL falls back to drawing off screen, which nobody would see: say so,
  // unless that driver was asked for (SDL_VIDEODRIVER, as the tests do).
  const bool chosen = std::getenv("SDL_VIDEODRIVER") != nullptr;
  if (SDL_Init(SDL_INIT_VIDEO) != 0 ||
      (!chosen && (std::string_view(SDL_GetCurrentVideoDriver()) == "offscreen" ||
                   std::string_view(SDL_GetCurrentVideoDriver()) == "dummy"))) {
    std::fprintf(stderr, "error: cannot open a window: %s\n",
                 SDL_WasInit(SDL_INIT_VIDEO) ? "no display found" : SDL_GetError());
    std::fprintf(stderr, "run it on a desktop or under xvfb-run; `plyground --help` lists the commands\n");
    SDL_Quit();
    return 2;
  }
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
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
