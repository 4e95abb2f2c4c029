// An engine's pass over a game, after it or during it, as lichess reviews one: each position of
// the game's moves searched for a time, each move judged by the share of the game it gave away.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "gui/search_worker.hpp"

namespace plyground::gui {

// A score from the first side's point of view (scores are reported for the side that searched).
Score for_first_side(Score score, int side);
// The first side's share of the game a score stands for: 0.5 level, 1 won, 0 lost (a pawn up is
// about 0.64); the scale of the graph, the bar and the judgement of moves.
double first_side_share(const Score& score);

// How much a move gave away, as lichess judges it: by the mover's share of the game lost, in the
// eyes of the engine that analysed the game (at least 0.05, 0.10, 0.15).
enum class Judgement { NONE, INACCURACY, MISTAKE, BLUNDER };
Judgement judge(double share_lost);
const char* judgement_mark(Judgement judgement);  // "?!", "?", "??", ""

class GameAnalysis {
 public:
  // `engine` (the player `player`) searches each position of `game`'s moves for `movetime_ms`.
  void start(std::shared_ptr<host::Engine> engine, std::string player, const host::GameState& game, int movetime_ms);
  void cancel();
  void clear();  // cancelled, and what it found forgotten
  bool running() const { return engine_ != nullptr; }
  // Call every frame while running: takes an answer, starts the next position's search. Fails
  // with why the engine failed on a position (which is then left unscored).
  host::Status update();
  const std::string& player() const { return player_; }
  size_t analysed_positions() const { return scores_.size(); }
  size_t positions_to_analyse() const { return line_.size() + 1; }

  // The analysis of `game` as it is now: the score of each position ([0]: the start) from the first
  // side's view, as far as the analysis got and the game still follows the line analysed.
  std::vector<std::optional<Score>> scores(const host::GameState& game) const;
  // Each move's judgement (NONE until both its positions are scored).
  std::vector<Judgement> judgements(const host::GameState& game) const;
  // [side][judgement]: how many of each side's moves were judged so.
  std::array<std::array<int, 4>, 2> judgement_counts(const host::GameState& game) const;

 private:
  std::vector<std::string> line_;        // the moves analysed
  std::string start_;                    // from this start
  std::unique_ptr<host::GameState> at_;  // the position analysed next
  std::vector<std::optional<Score>> scores_;
  std::vector<int> movers_;  // the side to move in each position analysed; -1: chance
  std::string player_;
  int movetime_ms_ = 300;
  std::shared_ptr<host::Engine> engine_;
  SearchWorker worker_;
};

}  // namespace plyground::gui
