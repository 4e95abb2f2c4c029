#include "games/xiangqi/game.hpp"

#include <algorithm>
#include <optional>
#include <span>

#include "games/xiangqi/notation.hpp"

namespace plyground::xiangqi {
namespace {

constexpr const char* kColorName[] = {"Red", "Black"};

}  // namespace

Game::Game(const Position& start) : start_(start), position_(start), hashes_{start.hash()} { end_ = judge(); }

bool Game::play(Move m, std::string* error) {
  std::string why;
  if (end_.over())
    why = "the game is over (" + end_.reason + ")";
  else if (!position_.is_legal(m))
    why = "'" + to_iccs(m) + "' is not a legal move in this position";
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
  undos_.pop_back();
  moves_.pop_back();
  hashes_.pop_back();
  end_ = judge();
}

GameEnd Game::judge() const {
  const Color us = position_.side_to_move();
  if (position_.count_legal_moves() == 0) {
    const bool check = position_.in_check();
    return {win_for(~us), std::string(check ? "checkmate" : "stalemate") + ": " + kColorName[us] +
                              " has no legal move"};
  }
  GameEnd repetition = judge_repetition();
  if (repetition.over()) return repetition;
  if (position_.drawn_by_rule())
    return {Result::DRAW, "60-move rule: 60 moves by each side without a capture"};
  return {};
}

GameEnd Game::judge_repetition() const {
  // Earlier occurrences of this position: same side to move, no capture in between.
  const int now = int(moves_.size());
  const int horizon = std::max(0, now - position_.halfmove_clock());
  int occurrences = 1, first = now;
  for (int i = now - 4; i >= horizon && occurrences < 3; i -= 2)
    if (hashes_[i] == hashes_[now]) ++occurrences, first = i;
  if (occurrences < 3) return {};

  const auto cycle = std::span(moves_).subspan(first, now - first);
  const auto offences = cycle_offences(position_, cycle);
  const std::optional<Color> loser = repetition_loser(offences);
  const auto name = [](Offence o) { return o == Offence::PERPETUAL_CHECK ? "check" : "chase"; };
  if (loser)
    return {win_for(~*loser), std::string("perpetual ") + name(offences[*loser]) + " by " + kColorName[*loser]};
  if (offences[RED] != Offence::NONE && offences[BLACK] != Offence::NONE)
    return {Result::DRAW, std::string("repetition: both sides ") + name(offences[RED]) + " perpetually"};
  return {Result::DRAW, "repetition"};
}

}  // namespace plyground::xiangqi
