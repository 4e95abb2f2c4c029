// The Players, Compare and FEN/PGN tabs: who plays each side with its options, several players'
// answers to the position side by side, and files.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "gui/language.hpp"
#include "gui/widgets.hpp"
#include "gui/window.hpp"
#include "match/match.hpp"

namespace plyground::gui {

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

// A player's colour in the compare panel and on the board: by its place among the plugins found,
// so that it keeps it whatever else is compared.
SDL_Color Window::compare_color(const std::string& player) const {
  const auto& plugins = app_->plugins().plugins;
  size_t index = 0;
  while (index < plugins.size() && plugins[index].name != player) ++index;
  return kCompareColors[index % std::size(kCompareColors)];
}

}  // namespace plyground::gui
