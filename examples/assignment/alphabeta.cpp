// The assignment: turn this minimax into alpha-beta. It already plays every game of the kit and
// reports each node it searches (the two search.trace() lines), which is what `plyground grade`
// checks: the value, the move and, for alpha-beta, exactly the nodes visited.
//
// As handed out it is a correct minimax: it passes the `minimax` cases of the suite, and every
// `alphabeta` case fails with "alpha and beta are not passed to the children". The TODOs say where
// the work is. Build it and grade it:
//   cmake -S . -B build -DCMAKE_PREFIX_PATH=~/plyground && cmake --build build
//   ~/plyground/bin/plyground grade --player build/alphabeta_student.so
#include <plyground/player.hpp>
#include <plyground/search/search.hpp>

using namespace plyground;

template <GameRecord G>
class Student : public Player<G> {
 public:
  using P = typename G::Position;
  using Move = typename P::Move;

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    P pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : 3;
    const int inf = search::kInfinity;
    search.trace().enter_root(depth, -inf, inf);
    Move best{};
    const int value = alphabeta(pos, depth, -inf, inf, 0, search.trace(), &best);
    return {.move = move_text(pos, best), .score = search::to_score(value), .depth = depth};
  }

 private:
  // The value of `pos` for the side to move (negamax), searched `depth` plies deep, knowing that
  // the side to move is sure of `alpha` and the opponent of `beta`. At the root `best` gets the move.
  int alphabeta(P& pos, int depth, int alpha, int beta, int ply, const Trace& trace, Move* best) {
    typename P::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return trace.leave(search::no_moves_score(pos, ply));  // the game is over
    if (depth == 0) return trace.leave(evaluate(pos));                        // the horizon
    int value = -search::kInfinity;
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      // TODO: the child's window is (-beta, -alpha): the opponent's view of ours.
      const int child_alpha = -search::kInfinity, child_beta = search::kInfinity;
      trace.enter(pos, m, ply + 1, depth - 1, child_alpha, child_beta);
      typename P::Undo undo;
      pos.do_move(m, undo);
      const int score = -alphabeta(pos, depth - 1, child_alpha, child_beta, ply + 1, trace, nullptr);
      pos.undo_move(m, undo);
      if (score > value) {
        value = score;
        if (best) *best = m;
      }
      // TODO: raise alpha with the value; once alpha reaches beta, the opponent will not allow this
      // position: return at once, telling the trace how many moves were searched:
      //   return trace.leave(beta, i + 1, moves.size(), PLY_TRACE_CUTOFF);
    }
    return trace.leave(value, moves.size(), moves.size());
  }
};

PLYGROUND_PLUGIN(Student, "alphabeta_student", "0.1.0", "A student", "Minimax, to be made alpha-beta", {})
