#include "games/xiangqi/game.hpp"

#include <optional>
#include <span>

#include "games/xiangqi/notation.hpp"

namespace plyground::xiangqi {
namespace {

constexpr const char* kColorName[] = {"Red", "Black"};

}  // namespace

GameEnd Game::judge() const {
  const Position& now = position();
  const Color us = now.side_to_move();
  if (now.count_legal_moves() == 0) {
    const bool check = now.in_check();
    return {win_for(~us),
            std::string(check ? "checkmate" : "stalemate") + ": " + kColorName[us] + " has no legal move"};
  }
  GameEnd repetition = judge_repetition();
  if (repetition.over()) return repetition;
  if (now.drawn_by_rule()) return {Result::DRAW, "60-move rule: 60 moves by each side without a capture"};
  return {};
}

GameEnd Game::judge_repetition() const {
  const int first = first_of_occurrences(3);
  if (first < 0) return {};
  const auto cycle = std::span(moves()).subspan(size_t(first));
  const auto offences = cycle_offences(position(), cycle);
  const std::optional<Color> loser = repetition_loser(offences);
  const auto name = [](Offence o) { return o == Offence::PERPETUAL_CHECK ? "check" : "chase"; };
  if (loser)
    return {win_for(~*loser), std::string("perpetual ") + name(offences[*loser]) + " by " + kColorName[*loser]};
  if (offences[RED] != Offence::NONE && offences[BLACK] != Offence::NONE)
    return {Result::DRAW, std::string("repetition: both sides ") + name(offences[RED]) + " perpetually"};
  return {Result::DRAW, "repetition"};
}

}  // namespace plyground::xiangqi
