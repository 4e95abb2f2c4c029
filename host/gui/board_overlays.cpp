// What the window draws over the board: the forms of a move to choose from, the question before
// playing on from an earlier position, and the result of a game that ended.
#include <imgui.h>

#include <algorithm>
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
  const std::vector<std::string> choices = app_->choices();
  const bool forced = !app_->module().squares_of(choices.front()).first;  // a pass: no other move
  const SDL_Rect r = board_->skin().rect();
  ImGui::SetNextWindowPos(ImVec2(r.x + r.w / 2.0f, r.y + r.h / 2.0f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin(tr(forced ? "No move" : "Choose the move"), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse);
  if (forced) {  // why, before the only button
    ImGui::SetWindowFontScale(1.3f);
    char why[160];
    std::snprintf(why, sizeof why, tr("%s has no legal move, and passes."),
                  tr(app_->module().sides()[app_->game().side_to_move()]));
    ImGui::TextUnformatted(why);
    note_text("no-move", why);
    ImGui::SetWindowFontScale(1.0f);
  }
  const std::vector<std::string> texts = app_->choice_texts(notation);
  for (size_t i = 0; i < choices.size(); ++i) {
    if (i) ImGui::SameLine();
    // The piece the move leaves on its square (the queen a pawn becomes), as lichess shows it,
    // with the move's text under the pointer; the text alone where the skin has no picture.
    std::unique_ptr<host::GameState> after = app_->game().clone();
    const host::Square square = app_->module().squares_of(choices[i]).second;
    SDL_Texture* picture =
        after->play(choices[i]) ? board_->skin().piece_picture(renderer_, *after, square, int(px(56))) : nullptr;
    ImGui::PushID(int(i));
    const bool chosen = picture ? ImGui::ImageButton(picture, ImVec2(px(56), px(56))) : ImGui::Button(texts[i].c_str());
    ImGui::PopID();
    if (picture && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", texts[i].c_str());
    note_control("choice-" + choices[i]);
    if (chosen) app_->choose(choices[i]);
  }
  if (!forced && ImGui::Button(tr("Cancel"))) app_->choose("");
  ImGui::End();
}

// The result, across the board and hard to miss, with the ways on: a rematch with the sides
// swapped, or a new game. Hidden while earlier positions are looked at, and once closed (Close or
// Escape): the result stays in the Game panel, and the final position in view.
void Window::draw_banner() {
  const GameEnd& end = app_->end();
  banner_ = {};
  if (!end.over()) banner_closed_ = false;  // the next game's result is shown again
  if (!end.over() || app_->review().reviewing() || banner_closed_) return;
  // Over the winner's half, so that the loser's king (a general never leaves its palace) stays in view.
  float height = 0.5f;
  if (end.result != Result::DRAW) {
    const int loser = end.result == Result::FIRST_PLAYER_WINS ? 1 : 0;
    height = (loser == 0) != board_->skin().flipped ? 0.25f : 0.75f;  // the first side plays up the screen
  }
  const SDL_Rect r = board_->skin().rect();
  ImGui::SetNextWindowPos(ImVec2(r.x + r.w / 2.0f, r.y + r.h * height), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(r.w * 0.8f, 0));
  ImGui::SetNextWindowBgAlpha(0.95f);
  const SDL_Color winner = result_colour(*app_, end.result);
  ImGui::PushStyleColor(ImGuiCol_Border, to_imgui(winner));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, px(4));
  ImGui::Begin("##result", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  banner_ = {int(ImGui::GetWindowPos().x), int(ImGui::GetWindowPos().y), int(ImGui::GetWindowSize().x),
             int(ImGui::GetWindowSize().y)};
  const std::string title = result_words(*app_) + "  " + std::string(pgn_result(end.result));
  const std::string reason = say(end.reason);
  auto centred = [&](const std::string& text) {
    ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - ImGui::CalcTextSize(text.c_str()).x) / 2));
    ImGui::TextUnformatted(text.c_str());
  };
  ImGui::SetWindowFontScale(2.2f);
  centred(title);
  ImGui::SetWindowFontScale(1.2f);
  centred(reason);
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Spacing();
  const char* rematch = tr("Rematch, sides swapped");
  const char* again = tr("New game");
  const char* close = tr("Close");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float buttons = ImGui::CalcTextSize(rematch).x + ImGui::CalcTextSize(again).x + ImGui::CalcTextSize(close).x +
                        6 * style.FramePadding.x + 2 * style.ItemSpacing.x;
  ImGui::SetCursorPosX(std::max(0.0f, (ImGui::GetWindowWidth() - buttons) / 2));
  if (ImGui::Button(rematch)) rematch_now();
  ImGui::SameLine();
  if (ImGui::Button(again)) open_new_game();
  ImGui::SameLine();
  if (ImGui::Button(close)) banner_closed_ = true;
  note_control("result-close");
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();
}

void Window::rematch_now() {
  app_->rematch();
  board_->skin().flipped = app_->person_at_the_bottom_is_second();
}

// A person offered the other person a draw: the other answers.
void Window::draw_draw_offer() {
  const int asked = app_->draw_offered_to();
  const char* title = tr("A draw?");
  if (asked >= 0 && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::Text(tr("%s offers a draw. %s, do you accept?"), tr(app_->module().sides()[1 - std::max(asked, 0)]),
              tr(app_->module().sides()[std::max(asked, 0)]));
  if (ImGui::Button(tr("Accept"))) app_->answer_draw(true);
  ImGui::SameLine();
  if (ImGui::Button(tr("Decline"))) app_->answer_draw(false);
  if (app_->draw_offered_to() < 0) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void Window::play_from_here(bool keep_as_variation) {
  app_->branch(keep_as_variation);
  ask_branch_ = false;
  const std::string told = app_->message();                                      // what became of the moves after it
  if (branch_click_ && app_->human_to_move()) (void)app_->click(branch_click_);  // a piece picked up, or a mark put
  if (app_->message().empty()) app_->tell(told);
  branch_click_ = {};
}

// Playing from an earlier position discards the moves after it: asked first.
void Window::draw_branch_question() {
  App& app = *app_;
  if (ask_branch_ && !ImGui::IsPopupOpen(tr("Play from here?"))) ImGui::OpenPopup(tr("Play from here?"));
  if (!ImGui::BeginPopupModal(tr("Play from here?"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const size_t later = app.game().moves().size() - app.review().viewed_ply();
  ImGui::Text(tr("The game goes back to this position. The %zu moves after it:"), later);
  for (const bool keep : {true, false}) {
    if (ImGui::Button(keep ? tr("Keep them as a variation (in the PGN)") : tr("Discard them"))) play_from_here(keep);
    ImGui::SameLine();
  }
  if (ImGui::Button(tr("Cancel")) || !app.review().reviewing()) ask_branch_ = false;
  if (!ask_branch_) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace plyground::gui
