#include "games/xiangqi/repetition.hpp"

namespace plyground::xiangqi {
namespace {

// A side's threats: for each of its pieces (by slot), the enemy pieces (a mask of slots) it
// threatens to capture in a way that counts as a chase.
using Threats = std::array<uint16_t, SLOT_NB>;

constexpr uint16_t bit(Piece p) { return uint16_t(1u << (p & 15)); }

// Would the side to move, after `capture`, be recaptured on its square?
bool recapturable(Position& pos, Move capture) {
  Position::Undo undo;
  pos.do_move(capture, undo);
  MoveList replies;
  pos.legal_captures(replies);
  bool found = false;
  for (Move r : replies) found |= r.to() == capture.to();
  pos.undo_move(capture, undo);
  return found;
}

// Could the piece attacked by `capture` legally take the attacker first?
bool takes_back(Position& pos, Move capture) {
  Position::Undo pass;
  pos.do_null_move(pass);
  const bool legal = pos.is_legal(Move(capture.to(), capture.from()));
  pos.undo_null_move(pass);
  return legal;
}

// The side to move's threats (see chased_by). A capture that is pseudo-legal but not legal (the
// mover is in check or the attacker pinned) counts when `count_hidden` is set: it is an attack
// already there, that escaping the check or the pin would only reveal.
Threats threats(Position pos, bool count_hidden) {
  Threats threats{};
  MoveList captures;
  pos.generate_pseudo_legal_captures(captures);
  const Color us = pos.side_to_move();
  for (Move m : captures) {
    const Piece attacker = pos.piece_on(m.from()), target = pos.piece_on(m.to());
    const PieceType a = type_of(attacker), t = type_of(target);
    if (a == KING || a == SOLDIER || t == KING) continue;
    if (t == SOLDIER && on_own_half(~us, m.to())) continue;
    bool threat;
    if (!pos.is_legal_pseudo(m))
      threat = count_hidden;
    else if (a == t && takes_back(pos, m))
      threat = false;  // an offer to exchange
    else
      threat = (t == CHARIOT && a != CHARIOT) || !recapturable(pos, m);
    if (threat) threats[attacker & 15] |= bit(target);
  }
  return threats;
}

}  // namespace

uint16_t chased_by(const Position& before, Move move) {
  if (type_of(before.piece_on(move.from())) == KING) return 0;
  const Threats old = threats(before, true);
  Position pos = before;
  Position::Undo undo, pass;
  pos.do_move(move, undo);
  if (pos.in_check()) return 0;
  pos.do_null_move(pass);  // the mover's threats: what it could capture if it moved again
  const Threats now = threats(pos, false);
  uint16_t chased = 0;
  for (int slot = 0; slot < SLOT_NB; ++slot) chased |= now[slot] & ~old[slot];
  return chased;
}

std::array<Offence, COLOR_NB> cycle_offences(const Position& start, std::span<const Move> cycle) {
  bool all_check[COLOR_NB] = {true, true};
  uint16_t always_chased[COLOR_NB] = {0xFFFF, 0xFFFF};
  Position pos = start;
  for (Move m : cycle) {
    const Color mover = pos.side_to_move();
    const uint16_t chased = chased_by(pos, m);
    Position::Undo undo;
    pos.do_move(m, undo);
    const bool check = pos.in_check();
    all_check[mover] &= check;
    always_chased[mover] &= check ? 0 : chased;
  }
  std::array<Offence, COLOR_NB> offences{};
  for (Color c : {RED, BLACK})
    offences[c] = all_check[c] ? Offence::PERPETUAL_CHECK : always_chased[c] ? Offence::PERPETUAL_CHASE : Offence::NONE;
  return offences;
}

std::optional<Color> repetition_loser(const std::array<Offence, COLOR_NB>& offences) {
  for (Offence worst : {Offence::PERPETUAL_CHECK, Offence::PERPETUAL_CHASE}) {
    const bool red = offences[RED] == worst, black = offences[BLACK] == worst;
    if (red != black) return red ? RED : BLACK;
    if (red) return std::nullopt;  // both sides did the same: a draw
  }
  return std::nullopt;
}

Verdict cycle_verdict(const Position& pos, std::span<const Move> cycle) {
  const std::optional<Color> loser = repetition_loser(cycle_offences(pos, cycle));
  if (!loser) return Verdict::DRAW;
  return *loser == pos.side_to_move() ? Verdict::LOSS : Verdict::WIN;
}

}  // namespace plyground::xiangqi
