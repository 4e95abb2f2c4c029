// The Compare tab: the chosen players on this position, their answers in a table and their moves
// as arrows of their own colours.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"
#include "match/match.hpp"

namespace plyground::gui {

namespace {

// A player that cannot play as it is found: the Python player without a script (a .py file is
// offered in its place).
bool needs_a_script(const host::PluginInfo& plugin) {
  const host::OptionInfo* script = plugin.find_option("script");
  return script != nullptr && script->default_value.empty();
}

// The players that can be compared on this game, in a fixed order: the plugins found, then the
// Python files known to the window.
std::vector<std::string> candidates(const App& app) {
  std::vector<std::string> players;
  for (const host::PluginInfo& p : app.seats().plugins().plugins)
    if (p.plays(app.module().id()) && !needs_a_script(p)) players.push_back(p.name);
  for (const std::string& file : app.seats().python_players()) players.push_back(file);
  return players;
}

}  // namespace

// Compare: the chosen players on this position, their moves as arrows of their own colours.
void ComparePanel::draw(App& app, size_t notation) {
  const std::vector<std::string> players = candidates(app);
  for (size_t i = 0; i < players.size(); ++i) {
    if (i % 3 != 0) ImGui::SameLine();
    bool pick = !left_out_.count(players[i]);
    ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(color(app, players[i])));
    if (ImGui::Checkbox(player_label(players[i]).c_str(), &pick)) {
      if (pick)
        left_out_.erase(players[i]);
      else
        left_out_.insert(players[i]);
    }
    ImGui::PopStyleColor();
    note_control("compare-pick-" + player_label(players[i]));
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
    std::vector<std::string> chosen;
    for (const std::string& p : players)
      if (!left_out_.count(p)) chosen.push_back(p);
    app.start_compare(chosen, {movetime_ms_, by_depth_ ? depth_ : 0});
  }
  note_control("compare-go");
  ImGui::EndDisabled();
  if (app.end().over() && !app.comparison().running()) {
    ImGui::TextDisabled("%s", tr("The game is over: look back at a position (review) and play from there to compare"));
    note_control("compare-why");
  }
  draw_answers(app, notation);
  if (app.comparison().running()) ImGui::TextDisabled("%s", tr("searching..."));
}

// The answers in a table of fixed columns, then each player's whole line, or its error, wrapped,
// in its colour.
void ComparePanel::draw_answers(const App& app, size_t notation) {
  const std::string side = tr(app.module().sides()[app.game().side_to_move()]);
  const std::string score = tr("score") + (" (" + side + ")");
  std::vector<std::pair<const ComparedMove*, std::string>> lines;
  if (ImGui::BeginTable("compare", 5, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    const std::pair<const char*, float> columns[] = {
        {tr("player"), 120}, {tr("move"), 80}, {score.c_str(), 80}, {tr("depth"), 42}, {tr("nodes"), 90}};
    for (const auto& [name, width] : columns)
      ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthFixed, px(width));
    ImGui::TableHeadersRow();
    for (const ComparedMove& c : app.comparison().compared()) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(to_imgui(color(app, c.player)), "%s", player_label(c.spec).c_str());
      ImGui::TableNextColumn();
      if (c.fen != app.game().fen()) {  // searched before the position changed
        ImGui::TextDisabled("%s", tr("(an earlier position)"));
        continue;
      }
      std::vector<std::string> line =
          app.review().line_text(c.reply.pv.empty() ? std::vector{c.reply.move} : c.reply.pv, notation);
      if (line.empty() || !c.reply.error.empty()) {  // the reason below the table: the columns keep their widths
        ImGui::TextColored(kErrorText, "%s", tr("failed"));
        lines.emplace_back(&c, c.reply.error.empty() ? tr("illegal") : c.reply.error);
        continue;
      }
      ImGui::TextUnformatted(line.front().c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(host::score_text(c.reply.score, app.module()).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", c.reply.depth);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(number_text(c.reply.nodes).c_str());
      std::string text;
      for (const std::string& m : line) text += " " + m;
      lines.emplace_back(&c, text);
    }
    ImGui::EndTable();
  }
  for (const auto& [c, text] : lines) {
    ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(color(app, c->player)));
    ImGui::TextWrapped("%s:%s%s", player_label(c->spec).c_str(), text.starts_with(" ") ? "" : " ", text.c_str());
    ImGui::PopStyleColor();
  }
}

// Evenly spaced hues, one a candidate, alternately deeper and lighter: no two players alike.
SDL_Color ComparePanel::color(const App& app, const std::string& player) {
  const std::vector<std::string> players = candidates(app);
  const size_t index = size_t(std::find(players.begin(), players.end(), player) - players.begin());
  const size_t count = std::max<size_t>(players.size(), 1);
  const float hue = 360.0f * float(index % count) / float(count), value = index % 2 ? 0.62f : 0.88f;
  const float c = value * 0.8f, x = c * (1 - std::fabs(std::fmod(hue / 60.0f, 2.0f) - 1)), m = value - c;
  const int sector = int(hue / 60.0f) % 6;
  const float rgb[6][3] = {{c, x, 0}, {x, c, 0}, {0, c, x}, {0, x, c}, {x, 0, c}, {c, 0, x}};
  const auto channel = [&](int i) { return Uint8(std::lround(255 * (rgb[sector][i] + m))); };
  return {channel(0), channel(1), channel(2), 190};
}

}  // namespace plyground::gui
