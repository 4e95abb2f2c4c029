// The move list, in a notation chosen above it; a click on a move reviews the position after it.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "gui/language.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"

namespace plyground::gui {
namespace {

// Whether the list (the current child window) keeps its end in view as moves come: until the reader
// scrolls up, again once they scroll back down to the end or leave reviewing.
bool follows_the_end(bool reviewing) {
  ImGuiStorage& kept = *ImGui::GetStateStorage();
  const ImGuiID following = ImGui::GetID("following"), last_y = ImGui::GetID("last y"), was = ImGui::GetID("was");
  const float y = ImGui::GetScrollY();
  const bool scrolled_up = y < kept.GetFloat(last_y, y);
  const bool left_review = kept.GetBool(was, false) && !reviewing;
  const bool follow =
      !reviewing && !scrolled_up && (left_review || kept.GetBool(following, true) || y >= ImGui::GetScrollMaxY() - 1);
  kept.SetBool(following, follow), kept.SetFloat(last_y, y), kept.SetBool(was, reviewing);
  return follow;
}

}  // namespace

// The rows of the move list, in its child window; returns them in words (for note_text).
static std::string draw_move_rows(App& app, size_t notation, const std::vector<std::string>& moves) {
  // Each player's moves in its column, a row a move number; a die's outcome beside the roll it ends
  // (in a game of dice a player may move many times in a row: a row each, numbered in turn).
  const std::vector<int>& movers = app.review().move_movers();
  const std::vector<int>& numbers = app.review().move_numbers();
  const bool dice = app.module().dice();
  const size_t viewed = app.review().viewed_ply();
  const std::vector<VariationText>& variations = app.review().variation_list(notation);
  const std::vector<Judgement> judgements = app.review().analysis().judgements(app.game());
  bool row_open = false;  // the last row has its first column filled and room for the second
  int rows = 0;
  std::string shown;  // the list in words, for note_text
  for (size_t i = 0; i < moves.size(); ++i) {
    if (movers[i] < 0 && i > 0) continue;  // shown with the move before it
    size_t last = i;                       // the last move this cell shows (a roll, and its outcome)
    std::string label = moves[i];
    while (last + 1 < moves.size() && movers[last + 1] < 0) label += " " + moves[++last];
    const int column = std::max(movers[i], 0);
    if (column == 0 || !row_open) {
      ++rows;
      ImGui::Text(column == 0 ? "%3d." : "%3d. ...", dice ? rows : numbers[i]);
      shown += std::to_string(dice ? rows : numbers[i]) + (column == 0 ? ". " : ". ... ");
    }
    shown += label;
    row_open = column == 0;
    ImGui::SameLine(column == 0 ? px(50) : px(170));
    ImGui::PushID(int(i));
    const bool here = app.review().reviewing() && viewed >= i + 1 && viewed <= last + 1;
    if (ImGui::Selectable(label.c_str(), here, 0, ImVec2(px(115), 0))) app.review().view(last + 1);
    if (here) ImGui::SetScrollHereY(0.5f);
    note_control("move-" + std::to_string(i));
    if (i < judgements.size() &&
        judgements[i] != Judgement::NONE) {  // on the move's text, as lichess marks it: "Qh5?!"
      ImGui::SameLine(ImGui::GetItemRectMin().x - ImGui::GetWindowPos().x + ImGui::CalcTextSize(moves[i].c_str()).x, 0);
      ImGui::TextColored(judgement_color(judgements[i]), "%s", judgement_mark(judgements[i]));
      note_control("mark-" + std::to_string(i));
      shown += judgement_mark(judgements[i]);
    }
    shown += " ";
    ImGui::PopID();
    // Lines kept from branches (or read from a PGN file), under the move they replace.
    for (const VariationText& v : variations) {
      if (v.ply < i || v.ply > last) continue;
      ImGui::Indent(px(30));
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("(%s)", v.text.c_str());
      ImGui::PopStyleColor();
      ImGui::Unindent(px(30));
      row_open = false;  // the moves after it start a row of their own
    }
  }
  return shown;
}

// The moves so far; a click on one shows the position after it (review). While reviewing, a line
// says where, with the way back and the way to play from there.
bool draw_move_list(App& app, size_t& notation, float room_below) {
  bool play_from_here = false;
  const std::vector<std::string>& names = app.module().notations();
  for (size_t n = 0; n < names.size(); ++n) {
    if (n) ImGui::SameLine();
    if (ImGui::RadioButton(tr(names[n]), notation == n)) notation = n;
  }
  ImGui::SameLine(0, px(16));
  draw_analysis_button(app);
  const std::vector<std::string>& moves = app.review().move_list(notation);
  if (app.review().reviewing()) {
    ImGui::Text(tr("Move %zu of %zu"), app.review().viewed_ply(), moves.size());
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Back to the game"))) app.review().view_live();
    ImGui::SameLine();
    play_from_here = ImGui::SmallButton(tr("Play from here"));
  } else if (!draw_analysis_summary(app)) {
    ImGui::TextDisabled("%s", tr("click a move, or Left/Right/Home/End, to look back"));
  }
  // The list takes the room left above the score graph, at least three lines, so that the Play tab
  // fills the panel without scrolling; in whole lines, none cut in half once it scrolls to its end.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float below = px(60) + style.ItemSpacing.y + style.WindowPadding.y + room_below;
  const float line = ImGui::GetTextLineHeightWithSpacing(), frame = 2 * style.WindowPadding.y - style.ItemSpacing.y;
  const float lines = std::max(3.0f, std::floor((ImGui::GetContentRegionAvail().y - below - frame) / line));
  ImGui::BeginChild("moves", ImVec2(0, lines * line + frame), true);
  const std::string shown = draw_move_rows(app, notation, moves);
  if (follows_the_end(app.review().reviewing())) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  note_control("move-list");
  note_text("moves", shown);
  return play_from_here;
}

}  // namespace plyground::gui
