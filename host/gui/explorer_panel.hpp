// The Explore tab: a traced search of the position by one player, or two side by side, walked
// node by node. The board's place shows the whole tree, the current node's position, or the game.
#pragma once

#include <SDL.h>

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "gui/app.hpp"
#include "gui/explorer.hpp"
#include "gui/tree_view.hpp"

namespace plyground::gui {

class ExplorerPanel {
 public:
  enum class View { GAME, NODE_POSITION, WHOLE_TREE };

  explicit ExplorerPanel(App& app) : app_(app) {}
  void update();  // every frame: takes what the searches found

  // `player` searches the game's position to `depth`, traced, and `beside` too unless it is "",
  // or says why it cannot. The whole tree is then what the board's place shows.
  host::Status explore(const std::string& player, int depth, const std::string& beside = "");
  // `--explore P` or `--explore P,Q`; throws std::runtime_error with the reason.
  void open(const std::string& player_list, int depth);

  // The tab's controls and the tree as a list; moves written in `notation`.
  void draw(size_t notation);
  // The whole tree of each search, side by side in `area` (the board's place).
  void draw_trees(SDL_Rect area, size_t notation);

  // What the board's place shows while this tab is in front.
  View view() const;
  void show(View view) { view_ = view; }
  // The node drawn at a pixel of the whole trees: (explorer, node), or (-1, -1).
  std::pair<int, int> node_at(int x, int y) const;
  void go_to(int explorer, int node);

  SearchExplorer& explorer(int i = 0) { return explorers_[size_t(i)]; }
  const SearchExplorer& explored() const { return explorers_[size_t(explored_)]; }

 private:
  void draw_node(SearchExplorer& explorer, int index, const host::GameState& before, size_t notation);
  int trees_shown() const { return explorers_[1].ready() ? 2 : 1; }

  App& app_;
  std::array<SearchExplorer, 2> explorers_;  // the second: a player beside the first, or idle
  std::array<TreeView, 2> tree_views_;
  int explored_ = 0;                          // the explorer the panel steps through
  int player_ = 0, beside_ = -1, depth_ = 2;  // the choices; beside: -1 for none
  View view_ = View::GAME;
};

}  // namespace plyground::gui
