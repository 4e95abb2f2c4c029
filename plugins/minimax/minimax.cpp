// minimax: looks at every line of play to a fixed depth and backs up the evaluations, each side
// choosing the move best for itself. Written in negamax form: a score is always from the side to
// move's point of view, so one function serves both sides by negating its child's score.
//
// With no pruning it visits the whole tree: 1 + perft(1) + ... + perft(depth) nodes when no game
// ends inside it, which the tests check. Mates score kMate - ply, so a shorter mate is preferred.
#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace {

using namespace plyground;

template <GamePosition P>
class Minimax {
 public:
  using Move = typename P::Move;
  using Line = std::vector<Move>;

  explicit Minimax(Search& search) : search_(search), trace_(search.trace()) {}

  // The value of `pos` searched `depth` plies deep; `line` receives the best line from here. Each
  // way out tells the trace the node's value (and how many of its moves were searched).
  int negamax(P& pos, int depth, int ply, Line& line) {
    ++nodes;
    if (nodes % 1024 == 0 && search_.should_stop(nodes)) return trace_.leave(0, 0, 0, PLY_TRACE_STOPPED);
    line.clear();

    // 1. A position without legal moves ends the game, at any depth.
    typename P::MoveList moves;
    if (depth == 0) {
      if (pos.count_legal_moves() == 0) return trace_.leave(search::no_moves_score(pos, ply));
      return trace_.leave(evaluate(pos));  // 2. At the horizon: the static evaluation.
    }
    pos.legal_moves(moves);
    if (moves.empty()) return trace_.leave(search::no_moves_score(pos, ply));

    // 3. Otherwise: the best of the moves, each scored by the opponent's best reply, negated.
    int best = -search::kInfinity;
    Line child;
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      trace_.enter(pos, m, ply + 1, depth - 1);
      typename P::Undo undo;
      pos.do_move(m, undo);
      const int score = -negamax(pos, depth - 1, ply + 1, child);
      pos.undo_move(m, undo);
      // At the root, `line` keeps the best move so far.
      if (search_.stopped()) return trace_.leave(best, i + 1, moves.size(), PLY_TRACE_STOPPED);
      if (score > best) {
        best = score;
        line.assign(1, m);
        line.insert(line.end(), child.begin(), child.end());
      }
    }
    return trace_.leave(best, moves.size(), moves.size());
  }

  uint64_t nodes = 0;

 private:
  Search& search_;
  const Trace trace_;  // a copy: one pointer test per call
};

template <GameRecord G>
class MinimaxPlayer : public Player<G> {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") depth_ = std::stoi(std::string(value));
  }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    auto pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : depth_;
    using P = typename G::Position;
    Minimax<P> minimax(search);
    std::vector<typename P::Move> line;
    search.trace().enter_root(depth);
    const int score = minimax.negamax(pos, depth, 0, line);
    typename P::MoveList moves;  // in the order searched, for an answer when stopped at once
    pos.legal_moves(moves);
    return search::finish_fixed_depth(pos, line, score, depth, minimax.nodes, search, moves);
  }

 private:
  int depth_ = 3;
};

const ply_option kOptions[] = {spin_option("depth", "3", 1, 8, "Plies searched (the whole tree)")};

}  // namespace

PLYGROUND_PLUGIN(MinimaxPlayer, "minimax", "1.0.0", "Plyground", "Fixed-depth minimax, no pruning", kOptions)
