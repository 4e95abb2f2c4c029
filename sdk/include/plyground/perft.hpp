// Perft: the number of leaf positions of the legal move tree to a given depth. It checks a move
// generator against published counts, and measures its speed. Works for any game of the kit.
#pragma once

#include <cstdint>

#include "plyground/game.hpp"

namespace plyground {

enum class LeafCounting {
  BULK,  // at depth 1, count the legal moves without making them (as Fairy-Stockfish does)
  MAKE,  // make and unmake every move, leaves included
};

// Where a game ends above the depth, the published tables of most games (chess, Xiangqi, Connect
// Four) count nothing below it; Othello's count the ended game as one leaf. A game whose tables do
// that says so in its position type: `static constexpr bool kPerftCountsEnds = true;`.
template <class Position>
constexpr bool perft_counts_ends = requires {
  requires Position::kPerftCountsEnds;
};

template <GamePosition Position>
uint64_t perft(Position& pos, int depth, LeafCounting counting = LeafCounting::BULK) {
  constexpr uint64_t kEnded = perft_counts_ends<Position> ? 1 : 0;  // what an ended game counts
  if (depth <= 0) return 1;
  if (depth == 1 && counting == LeafCounting::BULK) {
    const auto n = uint64_t(pos.count_legal_moves());
    return n ? n : kEnded;
  }
  typename Position::MoveList moves;
  pos.legal_moves(moves);
  if (moves.empty()) return kEnded;
  uint64_t nodes = 0;
  for (auto m : moves) {
    typename Position::Undo undo;
    pos.do_move(m, undo);
    nodes += perft(pos, depth - 1, counting);
    pos.undo_move(m, undo);
  }
  return nodes;
}

}  // namespace plyground
