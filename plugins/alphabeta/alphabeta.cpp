// alphabeta: minimax with alpha-beta pruning. It returns exactly minimax's value at the same depth
// but skips lines that cannot change it: alpha is the score the side to move is already sure of,
// beta the score the opponent already holds against it; once a move reaches beta, the opponent
// will never allow this position, and the remaining moves need not be searched.
//
// How much is skipped depends on move order: with the best move first, about the square root of
// minimax's tree is left. The `ordering` option shows it: `none` searches moves as generated,
// `captures-first` tries captures first, most valuable victim first, then least valuable attacker
// (MVV-LVA).
#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace {

using namespace plyground;

template <GamePosition P>
class AlphaBeta {
 public:
  using Move = typename P::Move;
  using Line = std::vector<Move>;

  AlphaBeta(Search& search, bool captures_first)
      : search_(search), trace_(search.trace()), captures_first_(captures_first) {}

  // Fail-hard: the result is exact when it lies strictly between alpha and beta; otherwise it is
  // alpha (the true value is at most alpha) or beta (at least beta). `line` gets the best line.
  // Each way out tells the trace the node's value, and at a cut-off how many moves it searched.
  int alphabeta(P& pos, int depth, int alpha, int beta, int ply, Line& line) {
    ++nodes;
    if (nodes % 1024 == 0 && search_.should_stop(nodes)) return trace_.leave(0, 0, 0, PLY_TRACE_STOPPED);
    line.clear();

    // 1. The game is over, or the horizon is reached: as in minimax.
    if (depth == 0) {
      if (pos.count_legal_moves() == 0) return trace_.leave(search::no_moves_score(pos, ply));
      return trace_.leave(evaluate(pos));
    }
    typename P::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return trace_.leave(search::no_moves_score(pos, ply));
    // 2. Order the moves: the sooner a good move comes, the more the others are cut.
    if (captures_first_) search::order_captures_first(pos, moves);

    // 3. Search them with the window (alpha, beta), seen from the opponent as (-beta, -alpha).
    Line child;
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      trace_.enter(pos, m, ply + 1, depth - 1, -beta, -alpha);
      typename P::Undo undo;
      pos.do_move(m, undo);
      const int score = -alphabeta(pos, depth - 1, -beta, -alpha, ply + 1, child);
      pos.undo_move(m, undo);
      // At the root, `line` keeps the best move so far.
      if (search_.stopped()) return trace_.leave(alpha, i + 1, moves.size(), PLY_TRACE_STOPPED);
      // Cut-off: the opponent avoids this position.
      if (score >= beta) return trace_.leave(beta, i + 1, moves.size(), PLY_TRACE_CUTOFF);
      if (score > alpha) {
        alpha = score;
        line.assign(1, m);
        line.insert(line.end(), child.begin(), child.end());
      }
    }
    return trace_.leave(alpha, moves.size(), moves.size());
  }

  uint64_t nodes = 0;

 private:
  Search& search_;
  const Trace trace_;  // a copy: one pointer test per call
  bool captures_first_;
};

template <GameRecord G>
class AlphaBetaPlayer : public Player<G> {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") depth_ = std::stoi(std::string(value));
    if (name == "ordering") captures_first_ = value == "captures-first";
  }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    auto pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : depth_;
    using P = typename G::Position;
    AlphaBeta<P> alphabeta(search, captures_first_);
    std::vector<typename P::Move> line;
    search.trace().enter_root(depth, -search::kInfinity, search::kInfinity);
    const int score = alphabeta.alphabeta(pos, depth, -search::kInfinity, search::kInfinity, 0, line);
    typename P::MoveList moves;  // in the order searched, for an answer when stopped at once
    pos.legal_moves(moves);
    if (captures_first_) search::order_captures_first(pos, moves);
    return search::finish_fixed_depth(pos, line, score, depth, alphabeta.nodes, search, moves);
  }

 private:
  int depth_ = 4;
  bool captures_first_ = true;
};

const char* const kOrderings[] = {"none", "captures-first", nullptr};
const ply_option kOptions[] = {
    spin_option("depth", "4", 1, 10, "Plies searched"),
    combo_option("ordering", "captures-first", kOrderings, "Move order: as generated, or captures first by MVV-LVA")};

}  // namespace

PLYGROUND_PLUGIN(AlphaBetaPlayer, "alphabeta", "1.0.0", "Plyground",
                 "Fixed-depth alpha-beta, optional capture ordering", kOptions)
