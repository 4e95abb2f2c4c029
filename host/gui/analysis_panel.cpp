// What the searches say: the last search of a side, the hint, the score graph over the game and the
// evaluation bar beside the board. Scores are always shown for a named side.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gui/language.hpp"
#include "gui/levels.hpp"
#include "gui/panels.hpp"
#include "gui/widgets.hpp"
#include "match/match.hpp"

namespace plyground::gui {
namespace {

// A score as a share of the bar for the first side: even at 0, 0.9 at about +5 pawns, all at a mate.
// "+0.35 for Red", in the interface's language; "" when there is no score.
std::string score_for(const Score& score, std::string_view side) {
  const std::string text = host::score_text(score);
  if (text.empty()) return "";
  char out[128];
  std::snprintf(out, sizeof out, tr("%s for %s"), text.c_str(), tr(side));
  return out;
}

}  // namespace

const std::string& WrittenLine::text(const host::GameModule& game, const std::string& fen,
                                     const std::vector<std::string>& moves, size_t notation) {
  if (&game == game_ && fen == fen_ && moves == moves_ && notation == notation_) return text_;
  game_ = &game, fen_ = fen, moves_ = moves, notation_ = notation;
  text_.clear();
  if (const host::Expected<std::unique_ptr<host::GameState>> from = game.from_fen(fen))
    for (const std::string& m : host::write_line(**from, moves, notation)) text_ += (text_.empty() ? "" : " ") + m;
  return text_;
}

// The running search, else the last one, until the next starts: who searched, how deep, the score
// (always for the first side), the nodes and the line.
void GamePanel::draw_search_report(const App& app, size_t notation) {
  const std::string_view first = app.module().sides()[0];
  const SearchReport report = app.search_report();
  if (report.side >= 0) {
    side_name(app, report.side);
    ImGui::SameLine();
    ImGui::Text("(%s) %s", player_label(report.player).c_str(), tr(report.running ? "thinks" : "searched"));
    const SearchInfo& info = report.info;
    if (!app.thinking_shown() || (info.depth == 0 && info.nodes == 0))
      return note_text("thinking", "");  // nothing said yet
    const std::string score = score_for(for_first_side(info.score, report.side), first);
    char figures[128];
    std::snprintf(figures, sizeof figures, tr("depth %d, selective %d   score %s"), info.depth, info.seldepth,
                  score.empty() ? tr("none") : score.c_str());
    ImGui::TextUnformatted(figures);
    note_text("thinking", figures);
    ImGui::Text(tr("nodes %s   %.1f s   %s nodes/s"), number_text(info.nodes).c_str(), report.seconds,
                number_text(uint64_t(report.seconds > 0 ? double(info.nodes) / report.seconds : 0)).c_str());
    // From the position searched, which may be behind the game now.
    ImGui::TextWrapped(tr("line: %s"), search_line_.text(app.module(), report.fen, info.pv, notation).c_str());
    if (!info.text.empty()) ImGui::TextWrapped("%s", info.text.c_str());
  } else if (app.end().over()) {
    ImGui::TextWrapped(tr("Game over: %s %s"), std::string(pgn_result(app.end().result)).c_str(),
                       say(app.end().reason).c_str());
  } else {
    ImGui::Text(tr("%s to move%s"), tr(app.module().sides()[app.game().side_to_move()]),
                app.paused ? tr(" (paused)") : "");
  }
}

// A hint for the human to move: a chosen player's move, shown as a green arrow.
void GamePanel::draw_hint(App& app, size_t notation) {
  const std::string_view first = app.module().sides()[0];
  const std::vector<std::string> players = app.seats().playing_plugins(app.module());
  if (players.empty()) return;
  if (hint_player_ < 0 || hint_player_ >= int(players.size())) {  // the strongest shipped by default
    hint_player_ = 0;
    for (const char* strong : {"alphabeta", "deepening"})
      for (size_t i = 0; i < players.size(); ++i)
        if (players[i] == strong) hint_player_ = int(i);
  }
  ImGui::BeginDisabled(!app.human_to_move() || app.review().hints().busy());
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
  if (app.review().hints().busy()) {
    ImGui::TextDisabled("%s", tr("thinking..."));
  } else if (const ComparedMove* hint = app.review().hints().answer(app.game())) {
    const std::vector<std::string> move = app.review().line_text({hint->reply.move}, notation);
    const std::string score = score_for(for_first_side(hint->reply.score, app.game().side_to_move()), first);
    ImGui::TextColored(to_imgui(kHintColor), "%s  %s", move.empty() ? tr("illegal") : move[0].c_str(), score.c_str());
  } else {
    ImGui::TextDisabled("%s", app.human_to_move() ? tr("asks this player for your move") : "");
  }
}

// The score after each move, for the first side, as the AIs reported it: a line over the game,
// the position shown marked; a click there shows that position.
void draw_score_graph(App& app) {
  // Each position's score by its number of moves: the analysis, else what the AIs reported.
  const std::vector<std::optional<Score>> analysed = app.review().analysis().scores(app.game());
  const bool analysis = analysed.size() > 1;
  if (!app.thinking_shown() && !analysis) return;
  std::vector<std::optional<Score>> scores = analysed;
  if (!analysis) {
    scores.assign(1, std::nullopt);
    scores.insert(scores.end(), app.move_scores().begin(), app.move_scores().end());
  }
  if (std::none_of(scores.begin(), scores.end(), [](const auto& s) { return s.has_value(); })) return;
  const std::vector<Judgement> judgements = app.review().analysis().judgements(app.game());
  const size_t plies = app.game().moves().size();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 size(ImGui::GetContentRegionAvail().x, px(60));
  ImGui::InvisibleButton("score graph", size);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), IM_COL32(245, 242, 235, 255));
  draw->AddLine(ImVec2(at.x, at.y + size.y / 2), ImVec2(at.x + size.x, at.y + size.y / 2),
                IM_COL32(180, 170, 160, 255));
  const float step = size.x / float(std::max<size_t>(plies, 1));
  auto y_of = [&](const Score& s) { return at.y + size.y * float(1 - first_side_share(s)); };
  std::optional<ImVec2> last;
  for (size_t ply = 0; ply < scores.size(); ++ply) {
    if (!scores[ply]) continue;
    const ImVec2 p(at.x + step * float(ply), y_of(*scores[ply]));
    if (last) draw->AddLine(*last, p, IM_COL32(60, 60, 60, 255), px(1.5f));
    const Judgement j = ply > 0 && ply - 1 < judgements.size() ? judgements[ply - 1] : Judgement::NONE;
    if (j == Judgement::NONE)
      draw->AddCircleFilled(p, px(2), IM_COL32(60, 60, 60, 255));
    else
      draw->AddCircleFilled(p, px(4), ImGui::GetColorU32(judgement_color(j)));
    last = p;
  }
  const float viewed_x = at.x + step * float(app.review().viewed_ply());
  draw->AddLine(ImVec2(viewed_x, at.y), ImVec2(viewed_x, at.y + size.y), IM_COL32(30, 100, 220, 200), px(2));
  if (ImGui::IsItemHovered()) {
    const size_t ply = size_t(std::clamp((ImGui::GetIO().MousePos.x - at.x) / step + 0.5f, 0.0f, float(plies)));
    const std::string score =
        ply < scores.size() && scores[ply] ? score_for(*scores[ply], app.module().sides()[0]) : tr("no score");
    ImGui::SetTooltip(tr("after move %zu: %s"), ply, score.c_str());
    if (ImGui::IsItemClicked()) app.review().view(ply);
  }
}

ImVec4 judgement_color(Judgement judgement) {
  switch (judgement) {
    case Judgement::INACCURACY:
      return ImVec4(0.78f, 0.62f, 0.02f, 1);
    case Judgement::MISTAKE:
      return ImVec4(0.90f, 0.45f, 0.05f, 1);
    case Judgement::BLUNDER:
      return ImVec4(0.85f, 0.10f, 0.10f, 1);
    case Judgement::NONE:
      break;
  }
  return ImGui::GetStyleColorVec4(ImGuiCol_Text);
}

// Analysis by the strongest shipped player (else the first that plays the game), a third of a
// second a position.
void draw_analysis_button(App& app) {
  const std::vector<std::string> players = app.seats().playing_plugins(app.module());
  if (players.empty()) return;
  const std::string player =
      std::find(players.begin(), players.end(), "deepening") != players.end() ? "deepening" : players.front();
  ImGui::BeginDisabled(app.review().analysis().running() || app.game().moves().empty());
  if (ImGui::SmallButton(tr("Analyse the game"))) app.analyse(player, 300);
  note_control("analyse");
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip(tr("%s searches each position for 0.3 s; the moves that gave most away are marked"),
                      player.c_str());
}

bool draw_analysis_summary(const App& app) {
  if (app.review().analysis().running()) {
    ImGui::Text(tr("analysing: %zu of %zu positions"), app.review().analysis().analysed_positions(),
                app.review().analysis().positions_to_analyse());
    return true;
  }
  if (app.review().analysis().scores(app.game()).size() < 2) return false;
  const auto count = app.review().analysis().judgement_counts(app.game());
  for (int side : {0, 1}) {
    if (side) ImGui::SameLine(0, px(16));
    ImGui::TextUnformatted(tr(app.module().sides()[side]));
    for (const Judgement j : {Judgement::INACCURACY, Judgement::MISTAKE, Judgement::BLUNDER}) {
      ImGui::SameLine(0, px(6));
      ImGui::TextColored(judgement_color(j), "%d%s", count[side][int(j)], judgement_mark(j));
    }
  }
  return true;
}

// The score of the position shown, for the side at the bottom growing upwards.
void draw_eval_bar(const App& app, const SDL_Rect& board, bool flipped) {
  std::optional<Score> score;
  const SearchReport report = app.search_report();
  if (!app.review().reviewing() && report.running && report.info.score.kind != Score::NONE)
    score = for_first_side(report.info.score, report.side);
  if (const auto analysed = app.review().analysis().scores(app.game());
      !score && app.review().viewed_ply() < analysed.size())
    score = analysed[app.review().viewed_ply()];
  for (size_t ply = app.review().viewed_ply(); !score && ply > 0; --ply) score = app.move_scores()[ply - 1];
  if (!score && app.seats().setup(0).human() && app.seats().setup(1).human())
    return;                                                        // no AI, no analysis: nothing to show
  const float width = px(16), x = float(board.x) - width - px(8);  // beside the board, however wide the window
  const ImVec2 top(x, float(board.y)), bottom(x + width, float(board.y + board.h));
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const ImU32 light = IM_COL32(248, 246, 240, 255), dark = IM_COL32(45, 45, 45, 255);
  const double first = score ? first_side_share(*score) : 0.5;
  const bool first_at_bottom = !flipped;
  const float split = top.y + float(board.h) * float(first_at_bottom ? 1 - first : first);
  draw->AddRectFilled(top, ImVec2(bottom.x, split), first_at_bottom ? dark : light);
  draw->AddRectFilled(ImVec2(top.x, split), bottom, first_at_bottom ? light : dark);
  draw->AddRect(top, bottom, IM_COL32(120, 110, 100, 255));
  note_place("eval-bar", top, bottom);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (score && mouse.x >= top.x && mouse.x < bottom.x && mouse.y >= top.y && mouse.y < bottom.y)
    ImGui::SetTooltip("%s", score_for(*score, app.module().sides()[0]).c_str());
}

}  // namespace plyground::gui
