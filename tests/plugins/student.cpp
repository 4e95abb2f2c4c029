// A student's alpha-beta, as an assignment would have it written against the kit, for the grading
// tests: built correct, and with one mistake each, written as students write them (not as the
// textbook player makes them), so that grading is seen to name the mistake of a search it did not
// make itself. tests/CMakeLists.txt builds one plugin per mistake:
// - STUDENT_RIGHT_TO_LEFT searches the moves from the last;
// - STUDENT_NO_NEGATE forgets to negate the child's value;
// - STUDENT_FULL_WINDOW gives each child (-inf, +inf);
// - STUDENT_SWAPPED gives each child (-alpha, -beta);
// - STUDENT_EQUALS cuts off only when a value equals beta;
// - STUDENT_STRICT cuts off only when a value passes beta (CS188's rule);
// - STUDENT_NO_BREAK notices alpha >= beta but goes on;
// - STUDENT_STAND_PAT starts every interior node from its evaluation;
// - STUDENT_DEPTH_ONE stops at depth 1 instead of 0;
// - STUDENT_LAST_MOVE keeps the last move searched at the root.
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
#if defined(STUDENT_DEPTH_ONE)
    if (depth <= 1) return trace.leave(evaluate(pos));
#else
    if (depth == 0) return trace.leave(evaluate(pos));
#endif
#if defined(STUDENT_STAND_PAT)
    if (evaluate(pos) > alpha) alpha = evaluate(pos);
#endif
    for (int i = 0; i < moves.size(); ++i) {
#if defined(STUDENT_RIGHT_TO_LEFT)
      const auto m = moves[moves.size() - 1 - i];
#else
      const auto m = moves[i];
#endif
#if defined(STUDENT_FULL_WINDOW)
      const int child_alpha = -search::kInfinity, child_beta = search::kInfinity;
#elif defined(STUDENT_SWAPPED)
      const int child_alpha = -alpha, child_beta = -beta;
#else
      const int child_alpha = -beta, child_beta = -alpha;
#endif
      trace.enter(pos, m, ply + 1, depth - 1, child_alpha, child_beta);
      typename P::Undo undo;
      pos.do_move(m, undo);
#if defined(STUDENT_NO_NEGATE)
      const int score = alphabeta(pos, depth - 1, child_alpha, child_beta, ply + 1, trace, nullptr);
#else
      const int score = -alphabeta(pos, depth - 1, child_alpha, child_beta, ply + 1, trace, nullptr);
#endif
      pos.undo_move(m, undo);
#if defined(STUDENT_NO_BREAK)
      if (score > alpha) {
        alpha = score;
        if (best) *best = m;
      }
      if (alpha >= beta) {
        // a cut-off: but the loop goes on
      }
      continue;
#endif
#if defined(STUDENT_EQUALS)
      if (score == beta) return trace.leave(beta, i + 1, moves.size(), PLY_TRACE_CUTOFF);
#elif defined(STUDENT_STRICT)
      if (score > beta) return trace.leave(beta, i + 1, moves.size(), PLY_TRACE_CUTOFF);
#else
      if (score >= beta) return trace.leave(beta, i + 1, moves.size(), PLY_TRACE_CUTOFF);
#endif
#if defined(STUDENT_LAST_MOVE)
      if (best) *best = m;
      if (score > alpha) alpha = score;
#else
      if (score > alpha) {
        alpha = score;
        if (best) *best = m;
      }
#endif
    }
    if (best && !*best) *best = moves[0];
    return trace.leave(alpha, moves.size(), moves.size());
  }
};

}  // namespace

PLYGROUND_PLUGIN(Student, STUDENT_NAME, "0", "a student", "An alpha-beta for the grading tests", {})
