// Searches beside the game's own, on the position now: a hint for the person to move, and several
// players compared on one position, one after another. The App starts them and runs them every frame.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "gui/search_worker.hpp"
#include "players/spec.hpp"

namespace plyground::gui {

struct ComparedMove {
  std::string player;     // the plugin's name
  host::PlayerSpec spec;  // what searched: the player with the options of the Players panel, if any
  std::string fen;        // the position it searched: a row of another position is stale
  host::MoveReply reply;
};

// A player's move for the position now (about a second's search), shown while the position stays.
class HintSearch {
 public:
  void start(std::shared_ptr<host::Engine> engine, const std::string& player, const host::GameState& game);
  void cancel() { worker_.cancel(), hint_ = {}; }  // stopped, and its answer forgotten
  bool busy() const { return worker_.busy(); }
  // Takes the answer once it came, or says why the player failed.
  host::Status update();
  const ComparedMove* answer(const host::GameState& game) const;  // null when there is none for this position

 private:
  SearchWorker worker_;
  ComparedMove hint_;
};

// Several players search one position, one after another, each as it is set up (see App::start_compare).
class Comparison {
 public:
  struct Entry {
    std::string player;
    host::PlayerSpec spec;
    host::Limits limits;
  };
  using MakeEngine = std::function<std::unique_ptr<host::Engine>(const host::PlayerSpec& spec)>;
  void start(std::vector<Entry> players);  // the last comparison forgotten
  void cancel();                           // stopped and forgotten
  bool running() const { return !queue_.empty() || worker_.busy(); }
  // Takes an answer; starts the next player on `game` when `may_start` (the game's own search waits).
  void update(const host::GameState& game, bool may_start, const MakeEngine& make);
  const std::vector<ComparedMove>& compared() const { return compared_; }

 private:
  std::vector<Entry> queue_;
  SearchWorker worker_;
  ComparedMove current_;
  std::vector<ComparedMove> compared_;
};

}  // namespace plyground::gui
