#include "gui/game_analysis.hpp"

#include <cmath>

namespace plyground::gui {

Score for_first_side(Score score, int side) {
  if (side == 1) score.value = -score.value;
  return score;
}

double first_side_share(const Score& score) {
  if (score.kind == Score::MATE) return score.value > 0 ? 1 : 0;
  return 0.5 + 0.5 * std::tanh(score.value / 350.0);
}

Judgement judge(double share_lost) {
  return share_lost >= 0.15   ? Judgement::BLUNDER
         : share_lost >= 0.10 ? Judgement::MISTAKE
         : share_lost >= 0.05 ? Judgement::INACCURACY
                              : Judgement::NONE;
}

const char* judgement_mark(Judgement judgement) {
  switch (judgement) {
    case Judgement::INACCURACY:
      return "?!";
    case Judgement::MISTAKE:
      return "?";
    case Judgement::BLUNDER:
      return "??";
    case Judgement::NONE:
      break;
  }
  return "";
}

void GameAnalysis::start(std::shared_ptr<host::Engine> engine, std::string player, const host::GameState& game,
                         int movetime_ms) {
  cancel();
  scores_.clear();
  movers_.clear();
  line_ = game.moves();
  start_ = game.start_fen();
  at_ = game.at_ply(0);
  player_ = std::move(player);
  movetime_ms_ = movetime_ms;
  engine_ = std::move(engine);
}

void GameAnalysis::cancel() {
  worker_.cancel();
  engine_.reset();
  at_.reset();
}

void GameAnalysis::clear() {
  cancel();
  scores_.clear();
  movers_.clear();
  line_.clear();
}

// One position at a time: its answer taken, the next one searched. A position where the game has
// ended is scored by its result; one where chance moves, not at all.
host::Status GameAnalysis::update() {
  if (!running() || (worker_.busy() && !worker_.ready())) return {};
  host::Status error;
  if (worker_.ready()) {
    const host::MoveReply reply = worker_.take();
    if (!reply.error.empty()) error = host::failure(player_ + " failed: " + reply.error);
    const bool scored = reply.error.empty() && reply.score.kind != Score::NONE;
    scores_.push_back(scored ? std::optional(for_first_side(reply.score, movers_.back())) : std::nullopt);
  }
  while (at_ && scores_.size() <= line_.size()) {
    if (!scores_.empty()) at_->play_legal(at_->find_legal(line_[scores_.size() - 1]).value());  // the game's own
    const host::GameState& at = *at_;
    movers_.push_back(at.is_chance() ? -1 : at.side_to_move());
    if (at.end().over()) {
      const Result r = at.end().result;
      scores_.push_back(r == Result::DRAW ? Score{Score::CENTIPAWNS, 0}
                                          : Score{Score::MATE, r == Result::FIRST_PLAYER_WINS ? 1 : -1});
    } else if (at.is_chance()) {
      scores_.push_back(std::nullopt);
    } else {
      worker_.start(engine_, at, host::make_limits(movetime_ms_, 0));
      return error;
    }
  }
  engine_.reset();
  at_.reset();
  return error;
}

std::vector<std::optional<Score>> GameAnalysis::scores(const host::GameState& game) const {
  const std::vector<std::string>& moves = game.moves();
  std::vector<std::optional<Score>> out;
  if (start_ != game.start_fen()) return out;
  for (size_t i = 0; i < scores_.size(); ++i) {
    if (i > 0 && (i > moves.size() || line_[i - 1] != moves[i - 1])) break;
    out.push_back(scores_[i]);
  }
  return out;
}

std::vector<Judgement> GameAnalysis::judgements(const host::GameState& game) const {
  const std::vector<std::optional<Score>> scores = this->scores(game);
  std::vector<Judgement> out(game.moves().size(), Judgement::NONE);
  for (size_t move = 0; move + 1 < scores.size(); ++move) {
    if (!scores[move] || !scores[move + 1] || movers_[move] < 0) continue;
    const double lost = first_side_share(*scores[move]) - first_side_share(*scores[move + 1]);
    out[move] = judge(movers_[move] == 0 ? lost : -lost);
  }
  return out;
}

std::array<std::array<int, 4>, 2> GameAnalysis::judgement_counts(const host::GameState& game) const {
  std::array<std::array<int, 4>, 2> count{};
  const std::vector<Judgement> judgements = this->judgements(game);
  for (size_t move = 0; move < judgements.size() && move < movers_.size(); ++move)
    if (movers_[move] >= 0) ++count[size_t(movers_[move])][size_t(judgements[move])];
  return count;
}

}  // namespace plyground::gui
