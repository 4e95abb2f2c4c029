#include "gui/explorer_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <stdexcept>

#include "gui/language.hpp"
#include "gui/widgets.hpp"
#include "players/spec.hpp"

namespace plyground::gui {

void ExplorerPanel::update() {
  for (SearchExplorer& e : explorers_) e.update();
}

// `--explore`: one player's search or two, with the panel's choices showing them.
void ExplorerPanel::open(const std::string& player_list, int depth) {
  const std::vector<std::string> players = host::split_player_list(player_list);
  if (players.empty()) throw std::runtime_error("--explore takes a player, or two: P or P,Q");
  if (players.size() > 2)
    throw std::runtime_error("--explore takes one player or two, not " + std::to_string(players.size()));
  depth_ = depth;
  const std::vector<std::string> choices = app_.seats().playing_plugins(app_.module());
  auto choice_of = [&](const std::string& spec) {
    const auto at = std::find(choices.begin(), choices.end(), spec.substr(0, spec.find(':')));
    return at == choices.end() ? -1 : int(at - choices.begin());
  };
  player_ = std::max(0, choice_of(players[0]));
  if (players.size() > 1) beside_ = choice_of(players[1]);
  if (const host::Status explored = explore(players[0], depth, players.size() > 1 ? players[1] : ""); !explored)
    throw std::runtime_error(explored.reason());
}

// The explorer: a traced search of this position by one player, or two side by side, walked node
// by node; the board's place shows the whole tree, the current node's position, or the game.
void ExplorerPanel::draw(size_t notation) {
  App& app = app_;
  const std::vector<std::string> players = app_.seats().playing_plugins(app_.module());
  if (players.empty()) return;
  player_ = std::min(player_, int(players.size()) - 1);
  beside_ = std::min(beside_, int(players.size()) - 1);
  auto pick = [&](const char* id, int& choice, bool may_be_none) {
    ImGui::SetNextItemWidth(px(120));
    if (ImGui::BeginCombo(id, choice < 0 ? tr("nobody") : players[size_t(choice)].c_str())) {
      if (may_be_none && ImGui::Selectable(tr("nobody"), choice < 0)) choice = -1;
      for (size_t i = 0; i < players.size(); ++i)
        if (ImGui::Selectable(players[i].c_str(), int(i) == choice)) choice = int(i);
      ImGui::EndCombo();
    }
  };
  pick("##explore player", player_, false);
  ImGui::SameLine();
  ImGui::TextUnformatted(tr("beside it"));
  ImGui::SameLine();
  pick("##explore beside", beside_, true);
  ImGui::SetNextItemWidth(px(100));
  ImGui::SliderInt(tr("depth##explore"), &depth_, 1, 6);
  ImGui::SameLine();
  const bool busy = explorers_[0].busy() || explorers_[1].busy();
  ImGui::BeginDisabled(busy || app.end().over());
  if (ImGui::Button(tr("Search##explore")))
    app.show(explore(players[size_t(player_)], depth_, beside_ < 0 ? "" : players[size_t(beside_)]));
  ImGui::EndDisabled();
  if (busy) ImGui::TextDisabled("%s", tr("searching..."));
  for (const SearchExplorer& e : explorers_)
    if (!e.failure().empty()) ImGui::TextColored(kErrorText, "%s", e.failure().c_str());
  SearchExplorer& explorer = explorers_[size_t(explored_)];
  if (busy || !explorer.ready()) return;
  const host::SearchTree& tree = explorer.tree();
  if (ImGui::Button(tr("Into"))) explorer.into();
  ImGui::SameLine();
  if (ImGui::Button(tr("Over"))) explorer.over();
  ImGui::SameLine();
  if (ImGui::Button(tr("Back"))) explorer.back();
  ImGui::SameLine();
  ImGui::BeginDisabled(explorer.next_cutoff_node() < 0);
  if (ImGui::Button(tr("Next cut-off"))) explorer.next_cutoff();
  ImGui::EndDisabled();
  if (explorer.next_cutoff_node() < 0 && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", tr("No cut-off after this node (minimax never cuts off)"));
  ImGui::SameLine();
  if (ImGui::Button(tr("PV"))) explorer.principal_variation();
  ImGui::TextUnformatted(tr("Show:"));
  for (auto [shown, name] : {std::pair{View::WHOLE_TREE, "the whole tree"}, std::pair{View::NODE_POSITION, "the node"},
                             std::pair{View::GAME, "the game"}}) {
    ImGui::SameLine();
    ImGui::BeginDisabled(shown == View::WHOLE_TREE && explorer.drawing().nodes.empty());
    if (ImGui::RadioButton(tr(name), view() == shown)) view_ = shown;
    ImGui::EndDisabled();
  }
  const host::TraceNode& n = tree.nodes()[size_t(explorer.node())];
  const auto position = explorer.position();
  std::string path;
  for (const std::string& m : host::write_line(explorer.root(), explorer.path(), notation)) path += m + " ";
  ImGui::TextWrapped(tr("%s, %zu nodes%s. Node %d: %s"), explorer.player().c_str(), size_t(tree.entered()),
                     tree.truncated() ? tr(" (the first kept)") : "", explorer.node() + 1,
                     path.empty() ? tr("the root") : path.c_str());
  std::vector<std::string> skipped;  // each a move of this position, in the notation chosen
  for (const std::string& m : host::skipped_moves(tree, n, *position)) skipped.push_back(position->write(m, notation));
  ImGui::TextWrapped(tr("depth %d  %s  value %s%s"), n.depth, host::shown_window(n).c_str(),
                     host::shown_value(n).c_str(), host::shown_notes(n, skipped).c_str());
  ImGui::TextDisabled(tr("values for %s"), tr(app.module().sides()[app.game().side_to_move()]));
  // The whole tree as a list, opened along the way to the current node.
  ImGui::BeginChild("explore tree", ImVec2(0, px(220)), true);
  for (int root : tree.roots()) draw_node(explorer, root, explorer.root(), notation);
  ImGui::EndChild();
}

// A node of the list and, when open, its children; `before` is the position its move is played in.
void ExplorerPanel::draw_node(SearchExplorer& explorer, int index, const host::GameState& before, size_t notation) {
  const host::SearchTree& tree = explorer.tree();
  const host::TraceNode& n = tree.nodes()[size_t(index)];
  bool on_path = false;  // an ancestor of the current node: open it
  for (int at = explorer.node(); at >= 0; at = tree.nodes()[size_t(at)].parent) on_path |= at == index;
  ImGui::PushID(index);
  std::string move = tr("root");
  if (!n.move.empty()) {  // in the notation chosen, as far as the traced move is legal
    const std::vector<std::string> written = host::write_line(before, {n.move}, notation);
    move = written.empty() ? n.move : written[0];
  }
  const std::string label =
      move + "  " + host::shown_value(n) + (n.cutoff() ? "  cut" : "") + (n.quiescence() ? "  q" : "");
  ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_OpenOnArrow | ImGuiTreeNodeFlags_SpanAvailWidth;
  if (n.children.empty()) flags |= ImGuiTreeNodeFlags_Leaf;
  if (index == explorer.node()) flags |= ImGuiTreeNodeFlags_Selected;
  if (on_path && index != explorer.node()) ImGui::SetNextItemOpen(true);
  const bool open = ImGui::TreeNodeEx(label.c_str(), flags);
  if (ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen()) explorer.go_to(index);
  if (open) {
    // A traced move that does not play here leaves its children written from where it stands.
    std::unique_ptr<host::GameState> here = before.clone();
    const bool played = n.move.empty() || here->play(n.move).ok();
    for (int c : n.children) draw_node(explorer, c, played ? *here : before, notation);
    ImGui::TreePop();
  }
  ImGui::PopID();
}

// The whole tree of each explored search, side by side in the board's place.
void ExplorerPanel::draw_trees(SDL_Rect area, size_t notation) {
  const int shown = trees_shown();
  for (int i = 0; i < shown; ++i) {
    const SDL_Rect column{area.x + i * area.w / shown, area.y, area.w / shown - (shown > 1 ? 4 : 0), area.h};
    tree_views_[size_t(i)].draw(ImGui::GetBackgroundDrawList(), explorers_[size_t(i)], column,
                                shown > 1 && i == explored_, notation);
  }
}

std::pair<int, int> ExplorerPanel::node_at(int x, int y) const {
  for (int i = 0; i < trees_shown(); ++i)
    if (const int node = tree_views_[size_t(i)].node_at(x, y); node >= 0) return {i, node};
  return {-1, -1};
}

ExplorerPanel::View ExplorerPanel::view() const {
  const SearchExplorer& explorer = explored();
  if (!explorer.ready()) return View::GAME;
  if (view_ == View::WHOLE_TREE && explorer.drawing().nodes.empty()) return View::NODE_POSITION;
  return view_;
}

void ExplorerPanel::go_to(int explorer, int node) {
  explored_ = explorer;
  explorers_[size_t(explorer)].go_to(node);
}

host::Status ExplorerPanel::explore(const std::string& player, int depth, const std::string& beside) {
  explored_ = 0;
  explorers_[1].clear();
  // The players as given (a name, or a spec on the command line), read once.
  const host::Expected<host::PlayerSpec> first = host::parse_spec(player);
  if (!first) return first.status();
  const host::Expected<host::PlayerSpec> second = beside.empty() ? host::PlayerSpec{} : host::parse_spec(beside);
  if (!second) return second.status();
  auto start = [&](SearchExplorer& explorer, const host::PlayerSpec& spec) {
    return explorer.start(std::shared_ptr<host::Engine>(app_.seats().make_engine(spec, app_.module())), app_.game(),
                          depth);
  };
  try {
    if (host::Status started = start(explorers_[0], *first); !started) return started;
    if (!beside.empty())
      if (host::Status started = start(explorers_[1], *second); !started) return started;
  } catch (const std::exception& e) {
    return host::failure(e.what());
  }
  view_ = View::WHOLE_TREE;
  return {};
}

}  // namespace plyground::gui
