#include "games/xiangqi/game.hpp"

#include <algorithm>

#include "games/xiangqi/notation.hpp"

namespace plyground::xiangqi {
namespace {

constexpr const char* kColorName[] = {"Red", "Black"};

// Would the side to move, after capturing on `square`, be recaptured there?
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

}  // namespace

Game::Game(const Position& start) : start_(start), position_(start), hashes_{start.hash()} { end_ = judge(); }

uint16_t Game::chased_pieces(const Position& position) {
  Position pos = position;
  MoveList captures;
  pos.legal_captures(captures);
  const Color us = pos.side_to_move();
  uint16_t chased = 0;
  for (Move m : captures) {
    const Piece attacker = pos.piece_on(m.from()), target = pos.piece_on(m.to());
    const PieceType a = type_of(attacker), t = type_of(target);
    if (a == KING || a == SOLDIER || t == KING) continue;
    if (t == SOLDIER && on_own_half(~us, m.to())) continue;
    if (a == t && pos.attacks(m.to(), m.from())) continue;  // an offer to exchange, not a chase
    const bool lesser_on_chariot = t == CHARIOT && a != CHARIOT;
    if (lesser_on_chariot || !recapturable(pos, m)) chased |= uint16_t(1u << (target & 15));
  }
  return chased;
}

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
  const uint16_t chased_before = chased_pieces(position_);
  Ply ply{m, {}, false, 0};
  position_.do_move(m, ply.undo);
  ply.gave_check = position_.in_check();
  if (!ply.gave_check) {
    Position::Undo pass;
    position_.do_null_move(pass);
    ply.chased = chased_pieces(position_) & ~chased_before;
    position_.undo_null_move(pass);
  }
  moves_.push_back(m);
  plies_.push_back(ply);
  hashes_.push_back(position_.hash());
  end_ = judge();
  return true;
}

void Game::undo() {
  if (plies_.empty()) return;
  position_.undo_move(plies_.back().move, plies_.back().undo);
  plies_.pop_back();
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
  const int now = int(plies_.size());
  const int horizon = std::max(0, now - position_.halfmove_clock());
  std::vector<int> seen;
  for (int i = now - 4; i >= horizon; i -= 2)
    if (hashes_[i] == hashes_[now]) seen.push_back(i);
  if (seen.size() < 2) return {};
  const int first = seen[1];  // the first of the three occurrences

  // Judge each side's moves in the span (first, now].
  struct Verdict {
    bool all_check = true, check_or_chase = true;
    uint16_t chased = 0xFFFF;
  };
  Verdict verdict[COLOR_NB];
  for (int i = first; i < now; ++i) {
    const Color mover = (i - first) % 2 == 0 ? position_.side_to_move() : ~position_.side_to_move();
    const Ply& p = plies_[i];
    Verdict& v = verdict[mover];
    v.all_check &= p.gave_check;
    if (!p.gave_check) {
      v.chased &= p.chased;
      v.check_or_chase &= p.chased != 0;
    }
  }
  for (Verdict& v : verdict)
    if (v.all_check) v.check_or_chase = false;
  const bool check[] = {verdict[RED].all_check, verdict[BLACK].all_check};
  const bool chase[] = {verdict[RED].check_or_chase && verdict[RED].chased,
                        verdict[BLACK].check_or_chase && verdict[BLACK].chased};
  if (check[RED] != check[BLACK]) {
    const Color checker = check[RED] ? RED : BLACK;
    return {win_for(~checker), std::string("perpetual check by ") + kColorName[checker]};
  }
  if (check[RED]) return {Result::DRAW, "repetition: both sides check perpetually"};
  if (chase[RED] != chase[BLACK]) {
    const Color chaser = chase[RED] ? RED : BLACK;
    return {win_for(~chaser), std::string("perpetual chase by ") + kColorName[chaser]};
  }
  if (chase[RED]) return {Result::DRAW, "repetition: both sides chase perpetually"};
  return {Result::DRAW, "repetition"};
}

}  // namespace plyground::xiangqi
