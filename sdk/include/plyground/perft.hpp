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

template <GamePosition Position>
uint64_t perft(Position& pos, int depth, LeafCounting counting = LeafCounting::BULK) {
  if (depth <= 0) return 1;
  if (depth == 1 && counting == LeafCounting::BULK) return uint64_t(pos.count_legal_moves());
  typename Position::MoveList moves;
  pos.legal_moves(moves);
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
