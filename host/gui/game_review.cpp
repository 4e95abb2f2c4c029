#include "gui/game_review.hpp"

#include <algorithm>
#include <set>

namespace plyground::gui {

void GameReview::view(size_t ply) {
  if (ply >= game_->moves().size()) {
    viewed_.reset();
    return;
  }
  viewed_ = ply;
  viewed_game_ = game_->at_ply(ply);
}

std::vector<host::PgnVariation> GameReview::variations() const {
  const std::vector<std::string>& game = game_->moves();
  std::vector<host::PgnVariation> found;
  std::set<std::pair<size_t, std::vector<std::string>>> seen;
  for (const std::vector<std::string>& line : lines_) {
    const size_t ply = size_t(std::mismatch(line.begin(), line.end(), game.begin(), game.end()).first - line.begin());
    if (ply == line.size() || ply == game.size()) continue;  // no other move there
    host::PgnVariation variation{ply, {line.begin() + long(ply), line.end()}};
    if (seen.emplace(variation.ply, variation.moves).second) found.push_back(std::move(variation));
  }
  return found;
}

std::vector<std::string> GameReview::line_text(const std::vector<std::string>& moves, size_t notation) const {
  return host::write_line(*game_, moves, notation);
}

void GameReview::clear() {
  viewed_.reset();
  lines_.clear();
  hint_.cancel();
  analysis_.clear();  // an analysis is of the game it started on
}

}  // namespace plyground::gui
