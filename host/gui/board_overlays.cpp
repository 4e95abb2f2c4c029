// What the window draws over the board: the forms of a move to choose from, the question before
// playing on from an earlier position, and the result of a game that ended.
#include <imgui.h>

#include <cstdio>

#include "gui/language.hpp"
#include "gui/widgets.hpp"
#include "gui/window.hpp"
#include "match/match.hpp"

namespace plyground::gui {

// A move by hand with several forms (a pawn reaching the last rank), or a human's only moves when
// they are made on no square (a pass): a choice over the board.
void Window::draw_choices() {
  if (app_->choices().empty()) return;
  const SDL_Rect r = board_->skin().rect();
  ImGui::SetNextWindowPos(ImVec2(r.x + r.w / 2.0f, r.y + r.h / 2.0f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin(tr("Choose the move"), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse);
  const std::vector<std::string> choices = app_->choices();
  const std::vector<std::string> texts = app_->choice_texts(notation);
  for (size_t i = 0; i < choices.size(); ++i) {
    if (i) ImGui::SameLine();
    if (ImGui::Button(texts[i].c_str())) app_->choose(choices[i]);
  }
  const bool forced = app_->module().squares_of(choices.front()).first.empty();  // a pass: no other move
  if (!forced && ImGui::Button(tr("Cancel"))) app_->choose("");
  ImGui::End();
}

void Window::draw_banner() {
  const GameEnd& end = app_->end();
  if (!end.over()) return;
  // Over the winner's half, so that the loser's king (a general never leaves its palace) stays in view.
  float height = 0.5f;
  if (end.result != Result::DRAW) {
    const int loser = end.result == Result::FIRST_PLAYER_WINS ? 1 : 0;
    height = (loser == 0) != board_->skin().flipped ? 0.25f : 0.75f;  // the first side plays up the screen
  }
  const SDL_Rect r = board_->skin().rect();
  ImGui::SetNextWindowPos(ImVec2(r.x + r.w / 2.0f, r.y + r.h * height), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("##result", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::SetWindowFontScale(1.6f);
  char who[128] = "";
  if (end.result == Result::DRAW)
    std::snprintf(who, sizeof who, "%s", tr("Draw"));
  else
    std::snprintf(who, sizeof who, tr("%s wins"),
                  tr(app_->module().sides()[end.result == Result::FIRST_PLAYER_WINS ? 0 : 1]));
  ImGui::Text("%s  %s", who, std::string(pgn_result(end.result)).c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::TextUnformatted(say(end.reason).c_str());
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
