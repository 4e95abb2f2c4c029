// The New game dialog, and a game set up as it says.
#include "gui/new_game.hpp"

#include <imgui.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include "games/registry.hpp"
#include "gui/drawing.hpp"
#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/widgets.hpp"

namespace plyground::gui {

host::Status check_settings(const Settings& settings) {
  if (!host::find_game(settings.game)) return host::failure("no game '" + settings.game + "'");
  if (std::find(std::begin(kYouPlay), std::end(kYouPlay), settings.you) == std::end(kYouPlay))
    return host::failure("no side '" + settings.you + "' (first, second, both or none)");
  return host::parse_time_control(settings.clock).status();
}

host::Status set_up_game(App& app, const Settings& settings) {
  const bool human[2] = {settings.you == "first" || settings.you == "both",
                         settings.you == "second" || settings.you == "both"};
  // A level by its name, else a player spec as the settings keep it; read only when an AI plays.
  host::Expected<host::PlayerSpec> spec = host::PlayerSpec{};
  int movetime_ms = 1000;
  if (!human[0] || !human[1]) spec = host::parse_spec(settings.opponent);
  for (const Level& level : levels_for(app.module(), app.seats().plugins()))
    if (level.name == settings.opponent) spec = level.spec, movetime_ms = level.movetime_ms;
  if (!spec) return spec.status();
  for (int side : {0, 1}) {
    if (host::Status seated = human[side] ? app.set_player(side, "human") : app.set_player(side, *spec); !seated)
      return seated;
    if (!human[side]) app.seats().setup(side).movetime_ms = movetime_ms;
  }
  const host::Expected<TimeControl> clock = host::parse_time_control(settings.clock);  // checked by check_settings
  app.set_time_control(clock ? *clock : TimeControl{});
  app.pace_ms = settings.pace_ms;
  app.new_game();
  return {};
}

// The game in the window as the dialog would choose it (started from the dialog, the command line
// or the panels): the last choices where they still hold.
Settings settings_of_game(const App& app, const Settings& last) {
  Settings now = last;
  now.game = std::string(app.module().id());
  const bool human[2] = {app.seats().setup(0).human(), app.seats().setup(1).human()};
  now.you = human[0] && human[1] ? "both" : human[0] ? "first" : human[1] ? "second" : "none";
  if (now.you != "both") {
    const host::PlayerSpec spec = app.seats().setup(human[0] ? 1 : 0).player_spec();
    const std::vector<Level> levels = levels_for(app.module(), app.seats().plugins());
    const auto level =
        std::find_if(levels.begin(), levels.end(), [&](const Level& l) { return l.name == now.opponent; });
    if (level == levels.end() || level->spec.text != spec.text) now.opponent = spec.text;
  }
  now.clock = app.clock().control().spec();
  now.pace_ms = app.pace_ms;
  return now;
}

void NewGameDialog::open(App& app, Settings choices) {
  if (!open_) paused_before_ = app.paused;
  choices_ = std::move(choices);
  open_ = true;
  app.paused = true;
}

void NewGameDialog::cancel(App& app) {
  if (open_) app.paused = paused_before_;
  open_ = false;
}

// The dialog: everything a game needs on one page, the last choices already made.
std::optional<Settings> NewGameDialog::draw(App& app) {
  if (open_ && !ImGui::IsPopupOpen(tr("New game"))) ImGui::OpenPopup(tr("New game"));
  if (!ImGui::BeginPopupModal(tr("New game"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return std::nullopt;
  const auto& games = host::game_modules();
  ImGui::TextUnformatted(tr("Game"));
  for (const host::GameModule* g : games) {
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(g->name()), choices_.game == g->id())) choices_.game = std::string(g->id());
  }
  const host::GameModule* chosen = host::find_game(choices_.game);
  const host::GameModule& game = chosen ? *chosen : app.module();

  ImGui::TextUnformatted(tr("You play"));
  const char* sides[] = {tr(game.sides()[0]), tr(game.sides()[1]), tr("both sides (two people)"),
                         tr("neither (watch)")};
  for (size_t i = 0; i < std::size(kYouPlay); ++i) {
    ImGui::SameLine();
    if (ImGui::RadioButton(sides[i], choices_.you == kYouPlay[i])) choices_.you = kYouPlay[i];
  }

  if (choices_.you != "both") draw_opponent(app, game);
  draw_clock();

  ImGui::TextUnformatted(tr("Board"));
  for (const BoardTheme& theme : kBoardThemes) {
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(theme.name), choices_.theme == theme.name)) choices_.theme = theme.name;
  }

  // What starting puts aside, said before the button that does it (Cancel keeps the game).
  if (const size_t played = app.game().moves().size(); played > 0 && !app.end().over()) {
    ImGui::TextColored(kErrorText, tr("The game in play (%zu moves) is not finished: a new one puts it aside."),
                       played);
    note_control("unfinished-warning");
  }
  std::optional<Settings> start;
  if (ImGui::Button(tr("Start"), ImVec2(px(120), 0))) start = choices_;  // the window starts it, and closes this
  note_control("start");
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel"))) cancel(app);
  if (!open_ || start) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return start;
}

// Opponents: the levels, then every player of the game (its options are in the Players panel), and
// the installed engine at a chosen strength.
void NewGameDialog::draw_opponent(const App& app, const host::GameModule& game) {
  const std::vector<Level> levels = levels_for(game, app.seats().plugins());
  ImGui::TextUnformatted(choices_.you == "none" ? tr("Both sides") : tr("Opponent"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(px(360));
  // The choice as the settings keep it: a level's name, else a player spec.
  const host::Expected<host::PlayerSpec> chosen = host::parse_spec(choices_.opponent);
  std::string shown = chosen ? player_label(*chosen) : choices_.opponent;
  for (const Level& level : levels)
    if (level.name == choices_.opponent) shown = level_label(level);
  if (ImGui::BeginCombo("##opponent", shown.c_str())) {
    for (const Level& level : levels)
      if (ImGui::Selectable(level_label(level).c_str(), level.name == choices_.opponent))
        choices_.opponent = level.name;
    ImGui::Separator();
    ImGui::TextDisabled("%s", tr("or a player, its options in the Players panel:"));
    for (const host::PluginInfo& p : app.seats().plugins().plugins)
      if (p.plays(game.id()) && ImGui::Selectable(p.name.c_str(), p.name == choices_.opponent))
        choices_.opponent = p.name;
    ImGui::EndCombo();
  }
  if (const std::string engine = installed_engine(game); !engine.empty()) {
    int elo = chosen ? elo_of(*chosen) : 0;
    if (ImGui::RadioButton((engine + " " + tr("at Elo")).c_str(), elo > 0) && elo == 0)
      choices_.opponent = engine_at_elo(engine, elo = 1500).text;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(px(200));
    // Not chosen yet: faded at 1500, where the radio button would put it; a drag chooses it.
    int at = elo > 0 ? elo : 1500;
    if (elo == 0) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.5f);
    if (ImGui::SliderInt("##elo", &at, kLowestElo, kHighestElo, "%d"))
      choices_.opponent = engine_at_elo(engine, std::clamp(at, kLowestElo, kHighestElo)).text;
    if (elo == 0) ImGui::PopStyleVar();
    note_control("elo-slider");
    note_text("elo-slider", std::to_string(at));
  }
}

void NewGameDialog::draw_clock() {
  ImGui::TextUnformatted(tr("Clock"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(px(200));
  const host::Expected<TimeControl> clock = host::parse_time_control(choices_.clock);
  const std::string clock_text = clock ? time_control_text(*clock) : choices_.clock;
  if (ImGui::BeginCombo("##clock", clock_text.c_str())) {
    for (const TimeControl& c : common_time_controls())
      if (ImGui::Selectable(time_control_text(c).c_str(), c.spec() == choices_.clock)) choices_.clock = c.spec();
    ImGui::EndCombo();
  }
}

}  // namespace plyground::gui
