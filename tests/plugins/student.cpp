// A student's alpha-beta, as an assignment would have it written against the kit, for the grading
// tests: built correct, and with one mistake each (STUDENT_RIGHT_TO_LEFT searches the moves from the
// last; STUDENT_NO_NEGATE forgets to negate the child's value). tests/CMakeLists.txt builds them.
#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace {

using namespace plyground;

template <GameRecord G>
class Student : public Player<G> {
 public:
  using P = typename G::Position;

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    P pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : 2;
    search.trace().enter_root(depth, -search::kInfinity, search::kInfinity);
    typename P::Move best{};
    const int value = alphabeta(pos, depth, -search::kInfinity, search::kInfinity, 0, search.trace(), &best);
    return {.move = move_text(pos, best), .score = search::to_score(value), .depth = depth};
  }

 private:
  int alphabeta(P& pos, int depth, int alpha, int beta, int ply, const Trace& trace, typename P::Move* best) {
    typename P::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return trace.leave(search::no_moves_score(pos, ply));
    if (depth == 0) return trace.leave(evaluate(pos));
    for (int i = 0; i < moves.size(); ++i) {
#if defined(STUDENT_RIGHT_TO_LEFT)
      const auto m = moves[moves.size() - 1 - i];
#else
      const auto m = moves[i];
#endif
      trace.enter(pos, m, ply + 1, depth - 1, -beta, -alpha);
      typename P::Undo undo;
      pos.do_move(m, undo);
#if defined(STUDENT_NO_NEGATE)
      const int score = alphabeta(pos, depth - 1, -beta, -alpha, ply + 1, trace, nullptr);
#else
      const int score = -alphabeta(pos, depth - 1, -beta, -alpha, ply + 1, trace, nullptr);
#endif
      pos.undo_move(m, undo);
      if (score >= beta) return trace.leave(beta, i + 1, moves.size(), PLY_TRACE_CUTOFF);
      if (score > alpha) {
        alpha = score;
        if (best) *best = m;
      }
    }
    if (best && !*best) *best = moves[0];
    return trace.leave(alpha, moves.size(), moves.size());
  }
};

}  // namespace

PLYGROUND_PLUGIN(Student, STUDENT_NAME, "0", "a student", "An alpha-beta for the grading tests", {})
