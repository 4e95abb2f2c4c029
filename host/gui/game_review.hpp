// The game read back while it goes on: a position of it viewed, the lines that branches left,
// the move list as written in a notation, an engine's analysis of the whole game and a hint for
// the position now. It reads the App's game and never changes it: playing from a viewed position
// (a branch) is the App's, which keeps the line here.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "gui/game_analysis.hpp"
#include "gui/move_list_text.hpp"
#include "gui/side_searches.hpp"
#include "match/pgn.hpp"

namespace plyground::gui {

class GameReview {
 public:
  // `game`: the App's, whichever game it holds now.
  explicit GameReview(const std::unique_ptr<host::GameState>& game) : game_(game) {}
  GameReview(const GameReview&) = delete;
  GameReview& operator=(const GameReview&) = delete;

  // The position after `ply` moves is shown (the game's own when `ply` is its length or more).
  void view(size_t ply);
  void view_live() { viewed_.reset(); }
  bool reviewing() const { return viewed_.has_value(); }
  size_t viewed_ply() const { return viewed_ ? *viewed_ : game_->moves().size(); }
  const host::GameState& shown() const { return viewed_ ? *viewed_game_ : *game_; }

  // A line of the game's moves kept: a branch's, or a variation of an opened file.
  void keep_line(std::vector<std::string> line) { lines_.push_back(std::move(line)); }
  // The lines kept where they leave the game's moves (not those the game has since taken back up
  // to, nor those it follows again), each once.
  std::vector<host::PgnVariation> variations() const;

  // The moves so far, each in notation `notation` of the game (see GameModule::notations).
  const std::vector<std::string>& move_list(size_t notation) const { return move_list_.moves(*game_, notation); }
  // For each move of the last move_list(): who made it (-1: chance) and its move number.
  const std::vector<int>& move_movers() const { return move_list_.movers(); }
  const std::vector<int>& move_numbers() const { return move_list_.numbers(); }
  // The variations as the move list shows them.
  const std::vector<VariationText>& variation_list(size_t notation) const {
    return move_list_.variations(*game_, variations(), notation);
  }
  // `moves` (coordinate text) from the position now, each in `notation`, while they are legal.
  std::vector<std::string> line_text(const std::vector<std::string>& moves, size_t notation) const;

  // Analysis of the game (see App::analyse) and a hint for the position now (App::hint).
  GameAnalysis& analysis() { return analysis_; }
  const GameAnalysis& analysis() const { return analysis_; }
  HintSearch& hints() { return hint_; }
  const HintSearch& hints() const { return hint_; }

  // Another game: nothing viewed, no line kept, no analysis or hint of the last.
  void clear();

 private:
  const std::unique_ptr<host::GameState>& game_;
  std::optional<size_t> viewed_;
  std::unique_ptr<host::GameState> viewed_game_;
  std::vector<std::vector<std::string>> lines_;  // kept by keep_line
  mutable MoveListText move_list_;               // as last written (the window asks every frame)
  GameAnalysis analysis_;
  HintSearch hint_;
};

}  // namespace plyground::gui
