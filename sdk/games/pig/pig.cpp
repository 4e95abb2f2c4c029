#include <charconv>
#include <sstream>

#include "games/pig/game.hpp"
#include "plyground/zobrist.hpp"

namespace plyground::pig {
namespace {

// A whole number from `low` to `high`, or nothing.
std::optional<int> number(const std::string& word, int low, int high) {
  int value = 0;
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size() || value < low || value > high) return std::nullopt;
  return value;
}

}  // namespace

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error) {
  std::istringstream in{std::string(fen)};
  std::string first, second, total, side, phase, goal, extra;
  if (!(in >> first >> second >> total >> side >> phase >> goal) || (in >> extra))
    return refuse<std::optional<Position>>(
        error,
        "expected six fields: the two scores, the turn total, the side (1 or 2), d or r, the goal (\"0 0 0 1 d 100\")",
        std::nullopt);
  Position pos;
  const auto g = number(goal, 1, kMaxGoal);
  if (!g)
    return refuse<std::optional<Position>>(error, "the goal '" + goal + "' is not a number from 1 to 1000",
                                           std::nullopt);
  pos.goal_ = *g;
  const auto a = number(first, 0, 2 * kMaxGoal), b = number(second, 0, 2 * kMaxGoal);
  if (!a || !b)
    return refuse<std::optional<Position>>(error, "a score ('" + (a ? second : first) + "') is not a number from 0",
                                           std::nullopt);
  pos.score_[0] = *a, pos.score_[1] = *b;
  if (*a >= pos.goal_ && *b >= pos.goal_)
    return refuse<std::optional<Position>>(error, "both players have reached the goal", std::nullopt);
  const auto t = number(total, 0, kMaxGoal);
  if (!t)
    return refuse<std::optional<Position>>(error, "the turn total '" + total + "' is not a number from 0",
                                           std::nullopt);
  pos.turn_total_ = *t;
  if (side != "1" && side != "2")
    return refuse<std::optional<Position>>(error, "the side to move '" + side + "' is not 1 or 2", std::nullopt);
  pos.side_ = side == "1" ? 0 : 1;
  if (phase != "d" && phase != "r")
    return refuse<std::optional<Position>>(error, "'" + phase + "' is not d (to decide) or r (the die rolling)",
                                           std::nullopt);
  pos.rolling_ = phase == "r";
  if (pos.over() && (pos.turn_total_ > 0 || pos.rolling_))
    return refuse<std::optional<Position>>(error, "the game is over: no turn goes on", std::nullopt);
  return pos;
}

std::string Position::fen() const {
  return std::to_string(score_[0]) + " " + std::to_string(score_[1]) + " " + std::to_string(turn_total_) + " " +
         (side_ == 0 ? "1" : "2") + (rolling_ ? " r " : " d ") + std::to_string(goal_);
}

void Position::legal_moves(MoveList& list) const {
  list.clear();
  if (over()) return;
  if (rolling_) {
    for (int f = 1; f <= 6; ++f) list.push(Move::face(f));
    return;
  }
  list.push(Move::roll());
  if (turn_total_ > 0) list.push(Move::hold());  // a turn starts with a roll
}

uint64_t Position::hash() const {
  uint64_t state = 0x706967ULL;
  uint64_t h = zobrist::splitmix64(state);
  for (int v : {score_[0], score_[1], turn_total_, side_, int(rolling_), goal_})
    h = (h ^ uint64_t(v)) * 0x100000001b3ULL;
  return h;
}

void Position::do_move(Move m, Undo& undo) {
  undo = {{score_[0], score_[1]}, turn_total_, side_, rolling_};
  if (m.is_roll()) {
    rolling_ = true;
  } else if (m.is_hold()) {
    score_[side_] += turn_total_;
    turn_total_ = 0;
    side_ = 1 - side_;  // past the goal too: the loser is then to move, without a move
  } else if (m.face() == 1) {
    rolling_ = false;
    turn_total_ = 0;
    side_ = 1 - side_;
  } else {
    rolling_ = false;
    turn_total_ += m.face();
  }
}

void Position::undo_move(Move, const Undo& undo) {
  score_[0] = undo.score[0], score_[1] = undo.score[1];
  turn_total_ = undo.turn_total, side_ = undo.side, rolling_ = undo.rolling;
}

namespace {
constexpr const char* kFaces[] = {"", "one", "two", "three", "four", "five", "six"};
}  // namespace

std::string move_text(const Position&, Move m) {
  return m.is_roll() ? "roll" : m.is_hold() ? "hold" : kFaces[m.face()];
}

Move parse_move(const Position& pos, std::string_view text, std::string* error) {
  MoveList moves;
  pos.legal_moves(moves);
  for (Move m : moves)  // a face may also be its digit
    if (move_text(pos, m) == text || (m.face() && text == std::string(1, char('0' + m.face())))) return m;
  std::string why;
  if (pos.over())
    why = "the game is over";
  else if (pos.is_chance())
    why = "the die is rolling: only its faces, one to six, come next, not '" + std::string(text) + "'";
  else if (text == "hold")
    why = "a turn starts with a roll: there is nothing to hold yet";
  else
    why = "'" + std::string(text) + "' is not roll or hold";
  return refuse<Move>(error, why);
}

int evaluate(const Position& pos) {
  const int us = pos.side_to_move();
  return 100 * (pos.score(us) + pos.turn_total() - pos.score(1 - us));
}

GameEnd judge_position(const Position& now) {
  for (int player : {0, 1})
    if (now.score(player) >= now.goal())
      return {win_for(player), std::string(player == 0 ? "Red" : "Blue") + " reached " + std::to_string(now.goal())};
  return {};
}

}  // namespace plyground::pig
