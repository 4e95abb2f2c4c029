// New game in one step: the game, the person's side, an opponent by level (or any player), the clock.
#include <imgui.h>

#include <algorithm>
#include <utility>

#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/widgets.hpp"
#include "gui/window.hpp"

namespace plyground::gui {
namespace {

// The sides the person can take, as the settings file names them.
constexpr const char* kYou[] = {"first", "second", "both", "none"};

}  // namespace

std::string Window::start_game(const Settings& settings) {
  new_game_open_ = false;
  app_->paused = false;
  const host::GameModule* game = host::find_game(settings.game);
  if (!game) return app_->fail("no game '" + settings.game + "'");
  const auto you = std::find(std::begin(kYou), std::end(kYou), settings.you);
  if (you == std::end(kYou)) return app_->fail("no side '" + settings.you + "' (first, second, both or none)");
  TimeControl clock;
  try {
    clock = host::parse_time_control(settings.clock);
  } catch (const std::invalid_argument& e) {
    return app_->fail(e.what());
  }
  if (game != &app_->module()) set_game(*game);
  std::string spec = settings.opponent;
  int movetime_ms = 1000;
  for (const Level& level : levels_for(*game, app_->plugins()))
    if (level.name == settings.opponent) spec = level.spec, movetime_ms = level.movetime_ms;
  const bool human[2] = {settings.you == "first" || settings.you == "both",
                         settings.you == "second" || settings.you == "both"};
  for (int side : {0, 1}) {
    if (std::string error = app_->set_player(side, human[side] ? "human" : spec); !error.empty())
      return app_->fail(error);
    if (!human[side]) app_->setup(side).movetime_ms = movetime_ms;
  }
  app_->set_time_control(clock);
  app_->pace_ms = settings.pace_ms;
  app_->new_game();
  board_->skin().flipped = settings.you == "second";
  if (Language chosen; options_.language.empty() && parse_language(settings.language, chosen)) set_language(chosen);
  settings_ = settings;
  if (options_.remember) return save_settings(settings_path(), settings_);
  return "";
}

// The game in the window as the dialog would choose it (started from the dialog, the command line
// or the panels): the last choices where they still hold.
Settings Window::settings_of_game() const {
  const App& app = *app_;
  Settings now = settings_;
  now.game = std::string(app.module().id());
  const bool human[2] = {app.setup(0).human(), app.setup(1).human()};
  now.you = human[0] && human[1] ? "both" : human[0] ? "first" : human[1] ? "second" : "none";
  if (now.you != "both") {
    const std::string spec = app.setup(human[0] ? 1 : 0).spec();
    const std::vector<Level> levels = levels_for(app.module(), app.plugins());
    const auto level =
        std::find_if(levels.begin(), levels.end(), [&](const Level& l) { return l.name == now.opponent; });
    if (level == levels.end() || level->spec != spec) now.opponent = spec;
  }
  now.clock = app.time_control().spec();
  now.pace_ms = app.pace_ms;
  return now;
}

void Window::open_new_game(std::optional<Settings> choices) {
  if (!new_game_open_) paused_before_dialog_ = app_->paused;
  choice_ = choices ? std::move(*choices) : settings_of_game();
  new_game_open_ = true;
  app_->paused = true;
}

void Window::close_new_game() {
  if (new_game_open_) app_->paused = paused_before_dialog_;
  new_game_open_ = false;
}

// The dialog: everything a game needs on one page, the last choices already made.
void Window::draw_new_game_dialog() {
  if (new_game_open_ && !ImGui::IsPopupOpen(tr("New game"))) ImGui::OpenPopup(tr("New game"));
  if (!ImGui::BeginPopupModal(tr("New game"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const auto& games = host::game_modules();
  ImGui::TextUnformatted(tr("Game"));
  for (const host::GameModule* g : games) {
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(g->name()), choice_.game == g->id())) choice_.game = std::string(g->id());
  }
  const host::GameModule* chosen = host::find_game(choice_.game);
  const host::GameModule& game = chosen ? *chosen : app_->module();

  ImGui::TextUnformatted(tr("You play"));
  const char* sides[] = {tr(game.sides()[0]), tr(game.sides()[1]), tr("both sides (two people)"),
                         tr("neither (watch)")};
  for (size_t i = 0; i < std::size(kYou); ++i) {
    ImGui::SameLine();
    if (ImGui::RadioButton(sides[i], choice_.you == kYou[i])) choice_.you = kYou[i];
  }

  // Opponents: the levels, then every player of the game (its options are in the Players panel).
  const std::vector<Level> levels = levels_for(game, app_->plugins());
  if (choice_.you != "both") {
    ImGui::TextUnformatted(choice_.you == "none" ? tr("Both sides") : tr("Opponent"));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(px(360));
    std::string shown = choice_.opponent;
    for (const Level& level : levels)
      if (level.name == choice_.opponent) shown = tr(level.name) + (": " + say(level.description));
    if (ImGui::BeginCombo("##opponent", shown.c_str())) {
      for (const Level& level : levels)
        if (ImGui::Selectable((tr(level.name) + (": " + say(level.description))).c_str(),
                              level.name == choice_.opponent))
          choice_.opponent = level.name;
      ImGui::Separator();
      ImGui::TextDisabled("%s", tr("or a player, its options in the Players panel:"));
      for (const host::PluginInfo& p : app_->plugins().plugins)
        if (p.plays(game.id()) && ImGui::Selectable(p.name.c_str(), p.name == choice_.opponent))
          choice_.opponent = p.name;
      ImGui::EndCombo();
    }
  }

  ImGui::TextUnformatted(tr("Clock"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(px(200));
  std::string clock_text;
  try {
    clock_text = time_control_text(host::parse_time_control(choice_.clock));
  } catch (const std::invalid_argument&) {
    clock_text = choice_.clock;
  }
  if (ImGui::BeginCombo("##clock", clock_text.c_str())) {
    for (const TimeControl& c : common_time_controls())
      if (ImGui::Selectable(time_control_text(c).c_str(), c.spec() == choice_.clock)) choice_.clock = c.spec();
    ImGui::EndCombo();
  }

  if (ImGui::Button(tr("Start"), ImVec2(px(120), 0))) start_game(choice_);  // closes the dialog; tells why not
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel"))) close_new_game();
  if (!new_game_open_) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace plyground::gui
