#include "games/chess/game.hpp"

#include <algorithm>

namespace plyground::chess {

Game::Game(const Position& start) : start_(start), position_(start), hashes_{start.hash()} { end_ = judge(); }

bool Game::play(Move m, std::string* error) {
  std::string why;
  if (end_.over())
    why = "the game is over (" + end_.reason + ")";
  else if (!position_.is_legal(m))
    why = "'" + to_uci(m) + "' is not a legal move in this position";
  if (!why.empty()) {
    if (error) *error = why;
    return false;
  }
  undos_.emplace_back();
  position_.do_move(m, undos_.back());
  moves_.push_back(m);
  hashes_.push_back(position_.hash());
  end_ = judge();
  return true;
}

void Game::undo() {
  if (moves_.empty()) return;
  position_.undo_move(moves_.back(), undos_.back());
  moves_.pop_back();
  undos_.pop_back();
  hashes_.pop_back();
  end_ = judge();
}

GameEnd Game::judge() const {
  // Checkmate first: a mate on the hundredth ply, or by the move that repeats, still wins.
  if (position_.count_legal_moves() == 0) {
    if (position_.in_check()) return {win_for(1 - position_.side_to_move()), "checkmate"};
    return {Result::DRAW, "stalemate"};
  }
  if (position_.insufficient_material()) return {Result::DRAW, "insufficient material"};
  if (threefold_repetition()) return {Result::DRAW, "threefold repetition"};
  if (position_.halfmove_clock() >= Position::kFiftyMovePlies) return {Result::DRAW, "fifty-move rule"};
  return {};
}

bool Game::threefold_repetition() const {
  // Only positions since the last capture or pawn move can recur; the side to move must match.
  const int now = int(moves_.size());
  const int horizon = std::max(0, now - position_.halfmove_clock());
  int seen = 1;
  for (int i = now - 4; i >= horizon; i -= 2)
    if (hashes_[i] == hashes_[now] && ++seen == 3) return true;
  return false;
}

}  // namespace plyground::chess
