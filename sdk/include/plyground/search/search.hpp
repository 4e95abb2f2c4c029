// What the search players share: score conventions, move ordering by captures (MVV-LVA) and the
// report of a finished search. Written against the game interface (plyground/game.hpp): nothing
// here knows which game it searches.
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdlib>
#include <string>
#include <vector>

#include "plyground/game.hpp"
#include "plyground/player.hpp"

namespace plyground::search {

// Scores are from the side to move's point of view. A mate found `ply` plies from the root scores
// kMate - ply, so a shorter mate scores higher and a longer defence is preferred when mated.
constexpr int kMate = 30000;
constexpr int kInfinity = 32000;
constexpr int kMaxPly = 128;

constexpr bool is_mate(int score) { return std::abs(score) >= kMate - kMaxPly; }

// The score of a position where the side to move has no legal move: a mate score, or 0 for a draw;
// in a game whose ends carry a value of their own (the textbook tree's leaves), that value.
template <GamePosition P>
int no_moves_score(const P& pos, int ply) {
  if constexpr (requires {
                  { pos.leaf_value() } -> std::convertible_to<int>;
                }) {
    return pos.leaf_value();
  } else {
    const Verdict verdict = pos.no_moves_verdict();
    return verdict == Verdict::LOSS ? -(kMate - ply) : verdict == Verdict::WIN ? kMate - ply : 0;
  }
}

// As the plugin interface reports it: centipawns, or mate in full moves (negative: being mated).
inline Score to_score(int score) {
  if (!is_mate(score)) return {Score::CENTIPAWNS, score};
  const int moves = (kMate - std::abs(score) + 1) / 2;
  return {Score::MATE, score > 0 ? moves : -moves};
}

// The same of a value that need not be whole (an expectimax's average), kept exactly where it is not.
inline Score to_score(double score) {
  Score out = to_score(int(std::lround(score)));
  if (out.kind == Score::CENTIPAWNS && score != std::round(score)) out.exact = score;
  return out;
}

// MVV-LVA: most valuable victim first, then least valuable attacker; 0 for a quiet move.
template <GamePosition P>
int capture_order(const P& pos, typename P::Move m) {
  const int victim = captured_value(pos, m);
  return victim ? victim * 1024 - moving_value(pos, m) : 0;
}

// Captures first, best MVV-LVA first; quiet moves keep their order after them.
template <GamePosition P>
void order_captures_first(const P& pos, typename P::MoveList& moves) {
  std::stable_sort(moves.begin(), moves.end(),
                   [&](auto a, auto b) { return capture_order(pos, a) > capture_order(pos, b); });
}

template <GamePosition P>
std::vector<std::string> line_text(const P& pos, const std::vector<typename P::Move>& line) {
  std::vector<std::string> out;
  P copy = pos;
  std::vector<typename P::Undo> undo(line.size());
  for (size_t i = 0; i < line.size(); ++i) {
    out.push_back(move_text(copy, line[i]));
    copy.do_move(line[i], undo[i]);
  }
  return out;
}

}  // namespace plyground::search

namespace plyground::search {

// Reports a finished search and builds the answer: `line` is the principal variation (its first
// move is the one played), `score` its value at `depth` (an average kept exactly), `text` anything
// else for people.
template <GamePosition P>
Answer finish(const P& pos, const std::vector<typename P::Move>& line, double score, int depth, uint64_t nodes,
              Search& search, const std::string& text = "") {
  SearchInfo info{.depth = depth,
                  .seldepth = depth,
                  .score = to_score(score),
                  .nodes = nodes,
                  .pv = line_text(pos, line),
                  .text = text};
  search.report(info);
  return {.move = info.pv.front(), .score = info.score, .depth = depth, .nodes = nodes};
}

// The answer of a fixed-depth search (minimax, alpha-beta) from what it found: its line, or, when
// it was stopped before any move was searched through, the first of `moves` (in the order the
// search tried them) with the static evaluation for a score.
template <GamePosition P>
Answer finish_fixed_depth(const P& pos, std::vector<typename P::Move> line, double score, int depth, uint64_t nodes,
                          Search& search, const typename P::MoveList& moves) {
  if (line.empty()) {
    line.assign(1, moves[0]);
    score = evaluate(pos);
  }
  return finish(pos, line, score, search.stopped() ? 0 : depth, nodes, search);
}

}  // namespace plyground::search
