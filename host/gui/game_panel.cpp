// The Game part of the Play tab: the buttons, the pace of two AIs, the time control; then the
// search, the move list and the score graph (analysis_panel.cpp, move_list_panel.cpp). And the
// clocks, drawn above the tabs.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"

namespace plyground::gui {
namespace {

// The time control.
void draw_time_control(App& app) {
  ImGui::TextUnformatted(tr("Clock"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(px(150));
  const TimeControl& now = app.clock().control();
  if (ImGui::BeginCombo("##time control", time_control_text(now).c_str())) {
    std::vector<TimeControl> offered = common_time_controls();
    if (std::none_of(offered.begin(), offered.end(), [&](const TimeControl& c) { return c.text() == now.text(); }))
      offered.push_back(now);
    for (const TimeControl& c : offered)
      if (ImGui::Selectable(time_control_text(c).c_str(), c.text() == now.text())) app.set_time_control(c);
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("A new time control starts both clocks full"));
}

}  // namespace

void side_name(const App& app, int side, const std::string& place) {
  const float r = ImGui::GetFontSize() * 0.32f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 centre(at.x + r + 1, at.y + ImGui::GetTextLineHeight() / 2);
  const SDL_Color c = app.side_colours[size_t(side)];
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddCircleFilled(centre, r, IM_COL32(c.r, c.g, c.b, 255));
  draw->AddCircle(centre, r, IM_COL32(90, 90, 90, 255));
  ImGui::Dummy(ImVec2(2 * r + 2, ImGui::GetTextLineHeight()));
  note_control(place + std::to_string(side));
  ImGui::SameLine(0, px(4));
  ImGui::TextUnformatted(tr(app.module().sides()[side]));
}

std::string result_words(const App& app) {
  const Result result = app.end().result;
  if (result == Result::DRAW) return tr("Draw");
  char who[128] = "";
  std::snprintf(who, sizeof who, tr("%s wins"), tr(app.module().sides()[result == Result::FIRST_PLAYER_WINS ? 0 : 1]));
  return who;
}

SDL_Color result_colour(const App& app, Result result) {
  return result == Result::DRAW ? SDL_Color{110, 110, 110, 255}
                                : app.side_colours[result == Result::FIRST_PLAYER_WINS ? 0 : 1];
}

// A person's ways to end the game (resigning asked again: a click cannot be taken back), and the
// result once it is over; true when a rematch is asked.
static bool draw_ending(App& app) {
  bool rematch = false;
  if (app.can_resign()) {
    if (ImGui::Button(tr("Resign"))) ImGui::OpenPopup(tr("Resign the game?"));
    note_control("resign");
    if (ImGui::BeginPopupModal(tr("Resign the game?"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
      ImGui::TextUnformatted(tr("The game ends, lost by you."));
      if (ImGui::Button(tr("Resign"))) {
        app.resign();
        ImGui::CloseCurrentPopup();
      }
      note_control("resign-yes");
      ImGui::SameLine();
      if (ImGui::Button(tr("Play on"))) ImGui::CloseCurrentPopup();
      note_control("resign-no");
      ImGui::EndPopup();
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(app.draw_offered_to() >= 0);
    if (ImGui::Button(tr("Offer a draw"))) app.offer_draw();
    note_control("offer-draw");
    ImGui::EndDisabled();
  }

  // The result, here as long as the game is over (the banner over the board may be closed).
  if (const GameEnd& end = app.end(); end.over()) {
    rematch = ImGui::Button(tr("Rematch, sides swapped"));  // where Resign was: the panel keeps its rows
    note_control("panel-rematch");
    ImGui::SameLine();
    ImGui::TextWrapped("%s  %s: %s", result_words(app).c_str(), std::string(pgn_result(end.result)).c_str(),
                       say(end.reason).c_str());
  }

  return rematch;
}

// The game: buttons, clocks, the last search, the move list and the score graph.
GamePanel::Asked GamePanel::draw(App& app, size_t& notation) {
  Asked asked;
  if (!ImGui::CollapsingHeader(tr("Game"), ImGuiTreeNodeFlags_DefaultOpen)) return asked;
  asked.new_game = ImGui::Button(tr("New game"));
  note_control("new-game");
  ImGui::SameLine();
  ImGui::BeginDisabled(!app.can_pause());
  if (ImGui::Button(app.paused ? tr("Resume") : tr("Pause"))) app.paused = !app.paused;
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!app.can_undo());
  if (ImGui::Button(tr("Undo"))) app.undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!app.can_redo());
  if (ImGui::Button(tr("Redo"))) app.redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  asked.flip = ImGui::Button(tr("Flip"));
  note_control("flip");
  ImGui::SameLine();
  ImGui::BeginDisabled(!app.thinking());
  if (ImGui::Button(tr("Move now"))) app.move_now();
  ImGui::EndDisabled();
  asked.rematch = draw_ending(app);

  // Pace: with AIs on both sides, time to watch, and a move at a time.
  if (!app.seats().setup(0).human() && !app.seats().setup(1).human()) {
    ImGui::SetNextItemWidth(px(150));
    ImGui::SliderInt(tr("ms between moves"), &app.pace_ms, 0, 5000, "%d", ImGuiSliderFlags_Logarithmic);
    ImGui::SameLine();
    ImGui::BeginDisabled(!app.can_step());
    if (ImGui::Button(tr("Step"))) app.step();
    ImGui::EndDisabled();
  }
  draw_time_control(app);
  if (!app.seats().setup(0).human() ||
      !app.seats().setup(1).human()) {  // on the clock's line: the panel keeps its height
    ImGui::SameLine();
    bool shown = app.thinking_shown();
    if (ImGui::Checkbox(tr("Show the AI's thinking"), &shown)) app.show_thinking(shown);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", tr("Its expected line, score and the evaluation bar; hidden by default while you "
                                 "play against it, as they show its reply to every move"));
  }
  draw_search_report(app, notation);
  draw_hint(app, notation);
  asked.play_from_here = draw_move_list(app, notation, printed_height(app));
  draw_score_graph(app);
  draw_printed(app);
  return asked;
}

// The box of the printed lines, open: eight lines and its padding.
static float printed_box_height() {
  return 8 * ImGui::GetTextLineHeightWithSpacing() + 2 * ImGui::GetStyle().WindowPadding.y;
}

float GamePanel::printed_height(const App& app) const {
  if (app.printed().empty()) return 0;
  const float header = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.y;
  return header + (printed_open_ ? printed_box_height() : 0);
}

void GamePanel::draw_printed(const App& app) {
  if (app.printed().empty()) return;
  char header[96];
  std::snprintf(header, sizeof header, tr("What the players printed (%zu lines)"), app.printed().size());
  ImGui::SetNextItemOpen(printed_open_);
  printed_open_ = ImGui::CollapsingHeader((std::string(header) + "###printed").c_str());
  note_control("printed");
  if (!printed_open_) return;
  ImGui::BeginChild("printed lines", ImVec2(0, printed_box_height()), true, ImGuiWindowFlags_HorizontalScrollbar);
  const bool at_end = ImGui::GetScrollY() >= ImGui::GetScrollMaxY();
  for (const std::string& line : app.printed()) ImGui::TextUnformatted(line.c_str());
  if (at_end) ImGui::SetScrollHereY(1.0f);  // follows the newest, unless the reader scrolled up
  ImGui::EndChild();
}

// One side's time left in a large box across the panel, as lichess shows its clocks beside the
// board: the running one lit (red once short of time), the other grey; tenths of a second in the
// last ten; along its foot a bar of the time left, which shrinks as the clock runs. Without a clock
// the side to move's box is lit all the same and names its player, so that nothing around it moves
// from one game to the next.
void draw_clock_face(const App& app, int side) {
  const GameClock& clock = app.clock();
  const auto now = std::chrono::steady_clock::now();  // once: the colour, the text and the bar say the same time
  const bool timed = clock.on();
  const bool running =
      timed ? clock.running() == side : !app.end().over() && app.game().side_to_move() == side && !app.paused;
  const ImVec4 fill = !running               ? ImVec4(0.88f, 0.87f, 0.85f, 1)
                      : clock.low(side, now) ? ImVec4(0.85f, 0.25f, 0.2f, 1)
                                             : ImVec4(0.2f, 0.3f, 0.42f, 1);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, fill);
  ImGui::PushStyleColor(ImGuiCol_Text, running ? ImVec4(1, 1, 1, 1) : ImVec4(0.35f, 0.35f, 0.35f, 1));
  ImGui::BeginChild(side ? "##clock 1" : "##clock 0", ImVec2(0, px(kClockFaceHeight)), true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoInputs);
  const std::string player =
      app.seats().setup(side).human() ? std::string(tr("human")) : player_label(app.seats().setup(side).player_spec());
  side_name(app, side, "clock-swatch-");
  ImGui::SameLine();
  ImGui::TextUnformatted(player.c_str());
  if (timed) {
    ImGui::SetWindowFontScale(2.4f);
    const int64_t left = clock.left_ms(side, now);
    const std::string shown = clock_text(left);
    const float right = ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine(std::max(0.0f, right - ImGui::CalcTextSize(shown.c_str()).x));
    ImGui::TextUnformatted(shown.c_str());
    ImGui::SetWindowFontScale(1.0f);
    // The bar: the time left against the game's time (a move's, with a clock per move).
    const int64_t full =
        clock.control().kind == TimeControl::Kind::PER_MOVE ? clock.control().per_move_ms : clock.control().base_ms;
    const float share = full > 0 ? std::clamp(float(left) / float(full), 0.0f, 1.0f) : 0;
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    const float high = px(4);
    const ImU32 colour = running ? IM_COL32(255, 255, 255, 200) : IM_COL32(120, 120, 120, 200);
    // In whole pixels: a frame is drawn again only when the bar has moved by one.
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, at.y + size.y - high),
                                              ImVec2(at.x + std::floor(size.x * share), at.y + size.y), colour);
  }
  ImGui::EndChild();
  note_control("clock-" + std::to_string(side));
  ImGui::PopStyleColor(2);
}

}  // namespace plyground::gui
