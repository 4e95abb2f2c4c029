// The Players part of the Play tab: who plays each side, with its options.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"
#include "players/spec.hpp"

namespace plyground::gui {

// Who plays: for each side Human or a player that plays the game; its settings (options, limits)
// folded under an arrow beside it, so that the move list below keeps its room.
void PlayersPanel::draw(App& app) {
  option_controls_.clear();
  if (!ImGui::CollapsingHeader(tr("Players"), ImGuiTreeNodeFlags_DefaultOpen)) return;
  for (int side : {0, 1}) {
    ImGui::PushID(side);
    SideSetup& setup = app.seats().setup(side);
    side_name(app, side);
    ImGui::SameLine(px(70));
    bool changed = draw_player_choice(app, setup);
    // A Python player is its file, run by the python plugin.
    const bool python = host::is_python_player(setup.player);
    const host::PluginInfo* plugin =
        setup.human() ? nullptr : app.seats().plugins().find(python ? "python" : setup.player);
    if (plugin) {
      ImGui::SameLine();
      if (ImGui::ArrowButton("##settings", settings_open_[side] ? ImGuiDir_Down : ImGuiDir_Right))
        settings_open_[side] = !settings_open_[side];
      note_control("settings-" + std::to_string(side));
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Its options and limits"));
    }
    // The game opened from a file: its player as the file names it, beside who plays on.
    if (const std::string named = app.file().player(side); !named.empty() && named != setup.player) {
      ImGui::SameLine();
      ImGui::Text(tr("in the file: %s"), named.c_str());
      note_control("file-player-" + std::to_string(side));
      note_text("file-player-" + std::to_string(side), named);
    }
    const std::vector<host::OptionInfo> options = app.seats().player_options(side);
    describe_options(app, side, options);
    if (plugin && settings_open_[side]) changed |= draw_settings(app, side, *plugin, options, python);
    if (changed) (void)app.apply_setup(side);  // a player that cannot start: the App says why
    ImGui::PopID();
  }
  if (!app.seats().plugins().failures.empty() && ImGui::TreeNode(tr("Files that failed to load"))) {
    for (const host::LoadFailure& f : app.seats().plugins().failures)
      ImGui::TextWrapped("%s: %s", f.file.filename().c_str(), f.reason.c_str());
    ImGui::TreePop();
  }
  if (ImGui::Button(tr("Rescan plugins"))) app.seats().rescan();
  ImGui::SameLine();
  ImGui::TextDisabled("%s", tr("(or drop a .so or .py on the window)"));
}

// Human, or a player that plays the game (a Python player shown by its file's name); true when changed.
bool PlayersPanel::draw_player_choice(App& app, SideSetup& setup) {
  ImGui::SetNextItemWidth(px(200));
  const bool python = host::is_python_player(setup.player);
  const std::string shown = python ? player_label(setup.player) : tr(setup.player);
  if (!ImGui::BeginCombo("##player", shown.c_str())) return false;
  bool changed = false;
  if (ImGui::Selectable(tr("human"), setup.human())) setup = SideSetup{}, changed = true;
  std::vector<std::pair<std::string, std::string>> choices;  // (shown, player)
  for (const host::PluginInfo& p : app.seats().plugins().plugins)
    if (p.plays(app.module().id())) choices.emplace_back(p.name, p.name);
  for (const std::string& file : app.seats().python_players()) choices.emplace_back(player_label(file), file);
  for (const auto& [label, player] : choices)
    if (ImGui::Selectable(label.c_str(), setup.player == player)) {
      setup.player = player;
      setup.options.clear();
      changed = true;
    }
  ImGui::EndCombo();
  return changed;
}

// A player's options, then its limits; true when one changed.
bool PlayersPanel::draw_settings(App& app, int side, const host::PluginInfo& plugin,
                                 const std::vector<host::OptionInfo>& options, bool python) {
  SideSetup& setup = app.seats().setup(side);
  ImGui::Indent(px(20));
  const bool changed = draw_option_controls(app, side, options);
  ImGui::SetNextItemWidth(px(160));
  ImGui::SliderInt(tr("time limit ms"), &setup.movetime_ms, 0, 10000, setup.movetime_ms ? "%d" : tr("its own"),
                   ImGuiSliderFlags_Logarithmic);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(
        "%s", tr("The most time a move may take (without a clock); a player that searches to a set depth may answer "
                 "sooner"));
  if (python || !plugin.find_option("depth")) {  // a player with its own depth option is limited by that
    ImGui::SetNextItemWidth(px(160));
    ImGui::SliderInt(tr("depth limit"), &setup.depth, 0, 20, setup.depth ? "%d" : tr("none"));
  }
  ImGui::Unindent(px(20));
  return changed;
}

// The controls a player's options have ("Red depth: spin 1..10 = 5"), shown or folded.
void PlayersPanel::describe_options(const App& app, int side, const std::vector<host::OptionInfo>& options) {
  const SideSetup& setup = app.seats().setup(side);
  for (const host::OptionInfo& o : options) {
    const auto set = setup.options.find(o.name);
    std::string control = std::string(app.module().sides()[side]) + " " + o.name + ": ";
    if (o.type == host::OptionType::SPIN) control += "spin " + std::to_string(o.min) + ".." + std::to_string(o.max);
    if (o.type == host::OptionType::CHECK) control += "check";
    if (o.type == host::OptionType::COMBO) {
      control += "combo";
      for (const std::string& c : o.choices) control += " " + c;
    }
    if (o.type == host::OptionType::TEXT) control += "text";
    option_controls_.push_back(control + " = " + (set != setup.options.end() ? set->second : o.default_value));
  }
}

// One control per option the player takes; true when one was changed.
bool PlayersPanel::draw_option_controls(App& app, int side, const std::vector<host::OptionInfo>& options) {
  SideSetup& setup = app.seats().setup(side);
  bool changed = false;
  for (const host::OptionInfo& o : options) {
    const std::string current = setup.options.count(o.name) ? setup.options[o.name] : o.default_value;
    ImGui::SetNextItemWidth(px(160));
    std::string value = current;
    if (o.type == host::OptionType::SPIN) {
      int v = std::atoi(current.c_str());
      if (ImGui::InputInt(o.name.c_str(), &v)) value = std::to_string(std::clamp<int64_t>(v, o.min, o.max));
    } else if (o.type == host::OptionType::CHECK) {
      bool v = current == "true";
      if (ImGui::Checkbox(o.name.c_str(), &v)) value = v ? "true" : "false";
    } else if (o.type == host::OptionType::COMBO) {
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

}  // namespace plyground::gui
