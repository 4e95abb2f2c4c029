#include "gui/move_list_text.hpp"

namespace plyground::gui {

// Moves played or taken back since the last frame are written or dropped; the rest stays.
const std::vector<std::string>& MoveListText::moves(const host::GameState& game, size_t notation) {
  if (moves_key_ != key_of(game, notation)) {
    moves_key_ = key_of(game, notation);
    moves_written_.clear(), moves_text_.clear(), movers_.clear(), numbers_.clear();
    after_moves_ = game.at_ply(0);
  }
  const std::vector<std::string>& moves = game.moves();
  size_t same = 0;
  while (same < moves_written_.size() && same < moves.size() && moves_written_[same] == moves[same]) ++same;
  for (; moves_written_.size() > same; moves_written_.pop_back(), moves_text_.pop_back()) {
    after_moves_->undo();
    movers_.pop_back(), numbers_.pop_back();
  }
  for (size_t i = same; i < moves.size(); ++i) {
    const std::optional<size_t> legal = after_moves_->find_legal(moves[i]);
    if (!legal) break;  // cannot be: the game played it from the same start
    moves_text_.push_back(after_moves_->write(moves[i], notation));
    movers_.push_back(after_moves_->is_chance() ? -1 : after_moves_->side_to_move());
    numbers_.push_back(after_moves_->fullmove_number());
    after_moves_->play_legal(*legal);
    moves_written_.push_back(moves[i]);
  }
  return moves_text_;
}

const std::vector<VariationText>& MoveListText::variations(const host::GameState& game,
                                                           const std::vector<host::PgnVariation>& variations,
                                                           size_t notation) {
  if (variations_key_ == key_of(game, notation) && variations_moves_ == game.moves() &&
      variations_written_ == variations)
    return variations_text_;
  variations_key_ = key_of(game, notation);
  variations_moves_ = game.moves();
  variations_written_ = variations;
  variations_text_.clear();
  for (const host::PgnVariation& v : variations) {
    std::unique_ptr<host::GameState> from = game.at_ply(v.ply);
    std::string text;
    for (const std::string& move : v.moves) {
      const std::optional<size_t> legal = from->find_legal(move);
      if (!legal) break;
      const int number = from->fullmove_number();
      if (from->side_to_move() == 0)
        text += std::to_string(number) + ". ";
      else if (text.empty())
        text += std::to_string(number) + "... ";
      text += from->write(move, notation) + " ";
      from->play_legal(*legal);
    }
    if (!text.empty()) text.pop_back();
    variations_text_.push_back({v.ply, std::move(text)});
  }
  return variations_text_;
}

}  // namespace plyground::gui
