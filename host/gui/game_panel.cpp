// The Game panel and what belongs with it: the buttons, the clocks, the search kept in view, the
// move list and score graph for review, the evaluation bar beside the board, the status line.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gui/language.hpp"
#include "gui/widgets.hpp"
#include "gui/window.hpp"
#include "match/match.hpp"

namespace plyground::gui {
namespace {

// A score as a share of the bar for the first side: even at 0, 0.9 at about +5 pawns, all at a mate.
double first_side_share(const Score& score) {
  if (score.kind == Score::MATE) return score.value > 0 ? 1 : 0;
  return 0.5 + 0.5 * std::tanh(score.value / 350.0);
}

// "+0.35 for Red", in the interface's language; "" when there is no score.
std::string score_for(const Score& score, std::string_view side) {
  const std::string text = host::score_text(score);
  if (text.empty()) return "";
  char out[128];
  std::snprintf(out, sizeof out, tr("%s for %s"), text.c_str(), tr(side));
  return out;
}

}  // namespace

// The game: buttons, clocks, the last search, the move list and the score graph.
void Window::draw_game_panel() {
  App& app = *app_;
  if (!ImGui::CollapsingHeader(tr("Game"), ImGuiTreeNodeFlags_DefaultOpen)) return;
  if (ImGui::Button(tr("New game"))) open_new_game();
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
  if (ImGui::Button(tr("Flip"))) board_->skin().flipped = !board_->skin().flipped;
  ImGui::SameLine();
  ImGui::BeginDisabled(!app.thinking());
  if (ImGui::Button(tr("Move now"))) app.move_now();
  ImGui::EndDisabled();

  // Pace: with AIs on both sides, time to watch, and a move at a time.
  if (!app.setup(0).human() && !app.setup(1).human()) {
    ImGui::SetNextItemWidth(px(150));
    ImGui::SliderInt(tr("ms between moves"), &app.pace_ms, 0, 5000, "%d", ImGuiSliderFlags_Logarithmic);
    ImGui::SameLine();
    ImGui::BeginDisabled(!app.can_step());
    if (ImGui::Button(tr("Step"))) app.step();
    ImGui::EndDisabled();
  }
  draw_time_control();
  draw_search_report();
  draw_move_list();
  draw_score_graph();
}

// The time control.
void Window::draw_time_control() {
  App& app = *app_;
  ImGui::TextUnformatted(tr("Clock"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(px(150));
  const TimeControl& now = app.time_control();
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

// Each side's time left, above the tabs so that it shows on every one; the running one marked.
void Window::draw_clock_faces() {
  App& app = *app_;
  if (app.time_control().kind == TimeControl::Kind::NONE) return;
  for (int side : {0, 1}) {
    if (side) ImGui::SameLine(px(110));
    const int64_t left = app.time_left_ms(side);
    const bool running = app.clock_running() == side;
    const std::string text = tr(app.module().sides()[side]) + (" " + clock_text(left));
    if (running)
      ImGui::PushStyleColor(ImGuiCol_Text, left < 10000 ? kErrorText : to_imgui(kSideColors[side]));
    else
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopStyleColor();
  }
}

// The running search, else the last one, until the next starts: who searched, how deep, the score
// (always for the first side), the nodes and the line. Then the hint.
void Window::draw_search_report() {
  App& app = *app_;
  const std::string_view first = app.module().sides()[0];
  const SearchReport report = app.search_report();
  if (report.side >= 0) {
    const std::string side = tr(app.module().sides()[report.side]);
    ImGui::TextColored(to_imgui(kSideColors[report.side]), "%s (%s) %s", side.c_str(), report.player.c_str(),
                       tr(report.running ? "thinks" : "searched"));
    const SearchInfo& info = report.info;
    const std::string score = score_for(for_first_side(info.score, report.side), first);
    ImGui::Text(tr("depth %d, selective %d   score %s"), info.depth, info.seldepth,
                score.empty() ? tr("none") : score.c_str());
    ImGui::Text(tr("nodes %s   %.1f s   %s nodes/s"), number_text(info.nodes).c_str(), report.seconds,
                number_text(uint64_t(report.seconds > 0 ? double(info.nodes) / report.seconds : 0)).c_str());
    std::string pv;  // from the position searched, which may be behind the game now
    for (const std::string& m : host::write_line(*app.module().new_game(report.fen), info.pv, notation)) pv += m + " ";
    ImGui::TextWrapped(tr("line: %s"), pv.c_str());
    if (!info.text.empty()) ImGui::TextWrapped("%s", info.text.c_str());
  } else if (app.end().over()) {
    ImGui::TextWrapped(tr("Game over: %s %s"), std::string(pgn_result(app.end().result)).c_str(),
                       say(app.end().reason).c_str());
  } else {
    ImGui::Text(tr("%s to move%s"), tr(app.module().sides()[app.game().side_to_move()]),
                app.paused ? tr(" (paused)") : "");
  }

  // A hint for the human to move: a chosen player's move, as a green arrow.
  const std::vector<std::string> players = app.playing_plugins();
  if (players.empty()) return;
  if (hint_player_ < 0 || hint_player_ >= int(players.size())) {  // the strongest shipped by default
    hint_player_ = 0;
    for (const char* strong : {"alphabeta", "deepening"})
      for (size_t i = 0; i < players.size(); ++i)
        if (players[i] == strong) hint_player_ = int(i);
  }
  ImGui::BeginDisabled(!app.human_to_move() || app.hinting());
  if (ImGui::Button(tr("Hint"))) app.hint(players[size_t(hint_player_)]);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::SetNextItemWidth(px(120));
  if (ImGui::BeginCombo("##hint player", players[size_t(hint_player_)].c_str())) {
    for (size_t i = 0; i < players.size(); ++i)
      if (ImGui::Selectable(players[i].c_str(), int(i) == hint_player_)) hint_player_ = int(i);
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  if (app.hinting()) {
    ImGui::TextDisabled("%s", tr("thinking..."));
  } else if (const ComparedMove* hint = app.hint_answer()) {
    const std::vector<std::string> move = app.line_text({hint->reply.move}, notation);
    const std::string score = score_for(for_first_side(hint->reply.score, app.game().side_to_move()), first);
    ImGui::TextColored(to_imgui(kHintColor), "%s  %s", move.empty() ? tr("illegal") : move[0].c_str(), score.c_str());
  } else {
    ImGui::TextDisabled("%s", app.human_to_move() ? tr("asks this player for your move") : "");
  }
}

// The moves so far; a click on one shows the position after it (review). While reviewing, a line
// says where, with the way back and the way to play from there.
void Window::draw_move_list() {
  App& app = *app_;
  const std::vector<std::string>& names = app.module().notations();
  for (size_t n = 0; n < names.size(); ++n) {
    if (n) ImGui::SameLine();
    if (ImGui::RadioButton(tr(names[n]), notation == n)) notation = n;
  }
  const std::vector<std::string> moves = app.move_list(notation);
  if (app.reviewing()) {
    ImGui::Text(tr("Move %zu of %zu"), app.viewed_ply(), moves.size());
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Back to the game"))) app.view_live();
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Play from here"))) ask_branch_ = true, branch_click_.clear();
  } else {
    ImGui::TextDisabled("%s", tr("click a move, or Left/Right/Home/End, to look back"));
  }
  // The list takes the room left above the score graph, at least five lines, so that the Play tab
  // fills the panel without scrolling; in whole lines, none cut in half once it scrolls to its end.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float below = px(60) + style.ItemSpacing.y + style.WindowPadding.y;
  const float line = ImGui::GetTextLineHeightWithSpacing(), frame = 2 * style.WindowPadding.y - style.ItemSpacing.y;
  const float lines = std::max(5.0f, std::floor((ImGui::GetContentRegionAvail().y - below - frame) / line));
  ImGui::BeginChild("moves", ImVec2(0, lines * line + frame), true);
  const host::GameState& game = app.game();
  std::unique_ptr<host::GameState> start = app.module().new_game(game.start_fen());
  const int first_number = start->fullmove_number();
  const bool second_first = start->side_to_move() == 1;
  const size_t viewed = app.viewed_ply();
  for (size_t i = 0; i < moves.size(); ++i) {
    const size_t ply = i + (second_first ? 1 : 0);
    if (ply % 2 == 0)
      ImGui::Text("%3d.", first_number + int(ply / 2));
    else if (i == 0)
      ImGui::Text("%3d. ...", first_number);
    ImGui::SameLine(ply % 2 == 0 ? px(50) : px(170));
    ImGui::PushID(int(i));
    const bool here = app.reviewing() && viewed == i + 1;
    if (ImGui::Selectable(moves[i].c_str(), here, 0, ImVec2(px(115), 0))) app.view(i + 1);
    if (here) ImGui::SetScrollHereY(0.5f);
    ImGui::PopID();
  }
  if (!app.reviewing() && (app.thinking() || ImGui::GetScrollY() >= ImGui::GetScrollMaxY()))
    ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
}

// The score after each move, for the first side, as the AIs reported it: a line over the game,
// the position shown marked; a click there shows that position.
void Window::draw_score_graph() {
  App& app = *app_;
  const auto& scores = app.move_scores();
  if (std::none_of(scores.begin(), scores.end(), [](const auto& s) { return s.has_value(); })) return;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 size(ImGui::GetContentRegionAvail().x, px(60));
  ImGui::InvisibleButton("score graph", size);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), IM_COL32(245, 242, 235, 255));
  draw->AddLine(ImVec2(at.x, at.y + size.y / 2), ImVec2(at.x + size.x, at.y + size.y / 2),
                IM_COL32(180, 170, 160, 255));
  const float step = size.x / float(std::max<size_t>(scores.size(), 1));
  auto y_of = [&](const Score& s) { return at.y + size.y * float(1 - first_side_share(s)); };
  std::optional<ImVec2> last;
  for (size_t i = 0; i < scores.size(); ++i) {
    if (!scores[i]) continue;
    const ImVec2 p(at.x + step * float(i + 1), y_of(*scores[i]));
    if (last) draw->AddLine(*last, p, IM_COL32(60, 60, 60, 255), px(1.5f));
    draw->AddCircleFilled(p, px(2), IM_COL32(60, 60, 60, 255));
    last = p;
  }
  const float viewed_x = at.x + step * float(app.viewed_ply());
  draw->AddLine(ImVec2(viewed_x, at.y), ImVec2(viewed_x, at.y + size.y), IM_COL32(30, 100, 220, 200), px(2));
  if (ImGui::IsItemHovered()) {
    const size_t ply = size_t(std::clamp((ImGui::GetIO().MousePos.x - at.x) / step + 0.5f, 0.0f, float(scores.size())));
    const std::string score =
        ply > 0 && scores[ply - 1] ? score_for(*scores[ply - 1], app.module().sides()[0]) : tr("no score");
    ImGui::SetTooltip(tr("after move %zu: %s"), ply, score.c_str());
    if (ImGui::IsItemClicked()) app.view(ply);
  }
}

// Beside the board: the score of the position shown, for the side at the bottom growing upwards.
void Window::draw_eval_bar() {
  App& app = *app_;
  std::optional<Score> score;
  const SearchReport report = app.search_report();
  if (!app.reviewing() && report.running && report.info.score.kind != Score::NONE)
    score = for_first_side(report.info.score, report.side);
  for (size_t ply = app.viewed_ply(); !score && ply > 0; --ply) score = app.move_scores()[ply - 1];
  const SDL_Rect board = board_->skin().rect();
  const float width = px(16), x = float(board.x) - width - px(8);  // beside the board, however wide the window
  const ImVec2 top(x, float(board.y)), bottom(x + width, float(board.y + board.h));
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const ImU32 light = IM_COL32(248, 246, 240, 255), dark = IM_COL32(45, 45, 45, 255);
  const double first = score ? first_side_share(*score) : 0.5;
  const bool first_at_bottom = !board_->skin().flipped;
  const float split = top.y + float(board.h) * float(first_at_bottom ? 1 - first : first);
  draw->AddRectFilled(top, ImVec2(bottom.x, split), first_at_bottom ? dark : light);
  draw->AddRectFilled(ImVec2(top.x, split), bottom, first_at_bottom ? light : dark);
  draw->AddRect(top, bottom, IM_COL32(120, 110, 100, 255));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (score && mouse.x >= top.x && mouse.x < bottom.x && mouse.y >= top.y && mouse.y < bottom.y)
    ImGui::SetTooltip("%s", score_for(*score, app.module().sides()[0]).c_str());
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
  if (status_.empty())
    ImGui::TextDisabled("%s", tr("Drag or click to move   Ctrl+Z undo   Ctrl+Y redo   F flip   Space: move now   "
                                 "Left/Right/Home/End: look back   Esc: put down"));
  else if (app_->message_is_error())
    ImGui::TextColored(kErrorText, "%s", status_.c_str());
  else
    ImGui::TextUnformatted(status_.c_str());
  ImGui::End();
}

void Window::play_from_here(bool keep_as_variation) {
  app_->branch(keep_as_variation);
  ask_branch_ = false;
  const std::string told = app_->message();                                         // what became of the moves after it
  if (!branch_click_.empty() && app_->human_to_move()) app_->click(branch_click_);  // a piece picked up, or a mark put
  if (app_->message().empty()) app_->tell(told);
  branch_click_.clear();
}

// Playing from an earlier position discards the moves after it: asked first.
void Window::draw_branch_question() {
  App& app = *app_;
  if (ask_branch_ && !ImGui::IsPopupOpen(tr("Play from here?"))) ImGui::OpenPopup(tr("Play from here?"));
  if (!ImGui::BeginPopupModal(tr("Play from here?"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const size_t later = app.game().moves().size() - app.viewed_ply();
  ImGui::Text(tr("The game goes back to this position. The %zu moves after it:"), later);
  for (const bool keep : {true, false}) {
    if (ImGui::Button(keep ? tr("Keep them as a variation (in the PGN)") : tr("Discard them"))) play_from_here(keep);
    ImGui::SameLine();
  }
  if (ImGui::Button(tr("Cancel")) || !app.reviewing()) ask_branch_ = false;
  if (!ask_branch_) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace plyground::gui
