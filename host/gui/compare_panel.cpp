// The Compare tab: the chosen players on this position, their answers in a table and their moves
// as arrows of their own colours.
#include <imgui.h>

#include "gui/language.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"
#include "match/match.hpp"

namespace plyground::gui {

// Compare: the chosen players on this position, their moves as arrows of their own colours.
void ComparePanel::draw(App& app, size_t notation) {
  const auto& plugins = app.plugins().plugins;
  int shown = 0;
  for (size_t i = 0; i < plugins.size(); ++i) {
    if (!plugins[i].plays(app.module().id())) continue;
    if (shown++ % 3 != 0) ImGui::SameLine();
    bool pick = !left_out_.count(plugins[i].name);
    ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(color(app, plugins[i].name)));
    if (ImGui::Checkbox(plugins[i].name.c_str(), &pick)) {
      if (pick)
        left_out_.erase(plugins[i].name);
      else
        left_out_.insert(plugins[i].name);
    }
    ImGui::PopStyleColor();
  }
  // Each player as the Players panel sets it up (else this time), or all to one depth.
  ImGui::RadioButton(tr("own settings"), &by_depth_, 0);
  ImGui::SameLine();
  ImGui::RadioButton(tr("equal depth"), &by_depth_, 1);
  ImGui::SetNextItemWidth(px(160));
  if (by_depth_)
    ImGui::SliderInt(tr("depth"), &depth_, 1, 8);
  else
    ImGui::SliderInt(tr("ms each"), &movetime_ms_, 50, 10000, "%d", ImGuiSliderFlags_Logarithmic);
  ImGui::SameLine();
  ImGui::BeginDisabled(app.comparison().running() || app.end().over());
  if (ImGui::Button(tr("Compare"))) {
    std::vector<std::string> players;
    for (size_t i = 0; i < plugins.size(); ++i)
      if (!left_out_.count(plugins[i].name) && plugins[i].plays(app.module().id())) players.push_back(plugins[i].name);
    app.start_compare(players, {movetime_ms_, by_depth_ ? depth_ : 0});
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
    for (const ComparedMove& c : app.comparison().compared()) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(to_imgui(color(app, c.player)), "%s", c.spec.c_str());
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
      ImGui::TextUnformatted(host::score_text(c.reply.score, app.module()).c_str());
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
    ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(color(app, c->player)));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
  }
  if (app.comparison().running()) ImGui::TextDisabled("%s", tr("searching..."));
}

SDL_Color ComparePanel::color(const App& app, const std::string& player) {
  const auto& plugins = app.plugins().plugins;
  size_t index = 0;
  while (index < plugins.size() && plugins[index].name != player) ++index;
  return kCompareColors[index % std::size(kCompareColors)];
}

}  // namespace plyground::gui
