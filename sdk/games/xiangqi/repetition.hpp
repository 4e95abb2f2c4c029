// Repetition under the Asian (AXF) rules: which moves of a repeated cycle check or chase, and which
// side, if any, the cycle makes lose. The game judges a threefold repetition with these functions
// and the players' searches judge the repetitions they foresee with the same ones, so both always
// agree. The README's table lists the rules' cases with Plyground's verdict on each.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "games/xiangqi/position.hpp"
#include "plyground/game.hpp"

namespace plyground::xiangqi {

// The enemy pieces that `move`, played from `before`, newly chases: bit i stands for the enemy
// piece in slot i (see types.hpp), which names one piece for the whole game. A chase is a threat
// the move creates to capture next with an advisor, elephant, horse, chariot or cannon:
// - a capture the mover could legally make if it moved again;
// - of a piece that is not the king and not a soldier still on its own half;
// - that is unprotected (no legal recapture on its square; a protector that is pinned does not
//   protect), or is a chariot attacked by a lesser piece (protected or not);
// - that is not an offer to exchange: a like piece that could legally take the attacker back;
// - that is new: the same attacker did not threaten the same piece before the move. A capture the
//   mover could not legally make before only because it was in check or pinned counts as a threat
//   it already had, so escaping a check or a pin chases nothing.
// A move that gives check, or a king's move, chases nothing; kings and soldiers never chase.
uint16_t chased_by(const Position& before, Move move);

// What a side did with every one of its moves in a cycle.
enum class Offence : uint8_t {
  NONE,             // at least one move was neither a check nor a chase of the common piece
  PERPETUAL_CHECK,  // every move gave check
  PERPETUAL_CHASE,  // every move chased one and the same enemy piece (no move gave check)
};

// Each side's offence (indexed by Color) in `cycle`: legal moves played from `pos` that lead back
// to `pos`.
std::array<Offence, COLOR_NB> cycle_offences(const Position& pos, std::span<const Move> cycle);

// The side that loses by these offences, if any: a perpetual check loses, unless both sides
// checked perpetually; failing that, a perpetual chase loses, unless both sides chased
// perpetually. Otherwise the repetition draws.
std::optional<Color> repetition_loser(const std::array<Offence, COLOR_NB>& offences);

// The game interface's verdict on a repetition (see GamePosition), for the side to move in `pos`.
Verdict cycle_verdict(const Position& pos, std::span<const Move> cycle);

}  // namespace plyground::xiangqi
