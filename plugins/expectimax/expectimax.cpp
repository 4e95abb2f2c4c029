// expectimax: minimax for games with chance. Where a player moves, the best of the moves, as in
// minimax; at a chance node (a die to roll), where nobody chooses, the average of the outcomes,
// each weighted by its probability: the value a player can expect, not the worst case.
//
// Written in negamax form: a value is from the point of view of the side to move. In a game with
// dice the turn does not simply alternate (in Pig a roll of 2 to 6 leaves the roller to move, a 1
// passes the turn), so each child's value is negated only when its side to move is the other one.
// Every node, chance or not, counts as one ply of the depth. A chance node's average is kept as
// it is (2.1, not 2), up the tree and in the trace. Without chance it searches exactly as minimax
// does.
#include <cmath>
#include <vector>

#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace {

using namespace plyground;

template <GamePosition P>
class Expectimax {
 public:
  using Move = typename P::Move;
  using Line = std::vector<Move>;

  explicit Expectimax(Search& search) : search_(search), trace_(search.trace()) {}

  // The value of `pos` searched `depth` plies deep; `line` receives the best line from here (at a
  // chance node, the line after the likeliest outcome).
  double expectimax(P& pos, int depth, int ply, Line& line) {
    ++nodes;
    if (nodes % 1024 == 0 && search_.should_stop(nodes)) return trace_.leave(0, 0, 0, PLY_TRACE_STOPPED);
    line.clear();

    // 1. The game is over, or the horizon is reached: as in minimax.
    typename P::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return trace_.leave(search::no_moves_score(pos, ply));
    if (depth == 0) return trace_.leave(evaluate(pos));

    // 2. Each child's value, from this node's side to move.
    const bool chance = is_chance(pos);
    const int side = pos.side_to_move();
    double expected = 0, likeliest = -1;
    double best = -search::kInfinity;
    Line child;
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      const double p = probability(pos, m);
      trace_.enter(pos, m, ply + 1, depth - 1);
      typename P::Undo undo;
      pos.do_move(m, undo);
      const double value = expectimax(pos, depth - 1, ply + 1, child);
      const double score = pos.side_to_move() == side ? value : -value;
      pos.undo_move(m, undo);
      if (search_.stopped()) return trace_.leave(chance ? expected : best, i + 1, moves.size(), PLY_TRACE_STOPPED);
      // 3. A chance node averages its outcomes; a player takes the best move.
      const bool keep = chance ? p > likeliest : score > best;
      if (chance) expected += p * score, likeliest = std::max(likeliest, p);
      best = std::max(best, score);
      if (keep) {
        line.assign(1, m);
        line.insert(line.end(), child.begin(), child.end());
      }
    }
    return trace_.leave(chance ? expected : best, moves.size(), moves.size());
  }

  uint64_t nodes = 0;

 private:
  Search& search_;
  const Trace trace_;  // a copy: one pointer test per call
};

template <GameRecord G>
class ExpectimaxPlayer : public Player<G> {
 public:
  static constexpr bool kPlaysChance = true;

  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") depth_ = std::stoi(std::string(value));
  }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    auto pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : depth_;
    using P = typename G::Position;
    Expectimax<P> expectimax(search);
    std::vector<typename P::Move> line;
    search.trace().enter_root(depth);
    const double score = expectimax.expectimax(pos, depth, 0, line);
    typename P::MoveList moves;
    pos.legal_moves(moves);
    return search::finish_fixed_depth(pos, line, score, depth, expectimax.nodes, search, moves);
  }

 private:
  int depth_ = 4;
};

const ply_option kOptions[] = {spin_option("depth", "4", 1, 12, "Plies searched, chance nodes included")};

}  // namespace

PLYGROUND_PLUGIN(ExpectimaxPlayer, "expectimax", "1.0.0", "Plyground",
                 "Expectimax: the best move where a player chooses, the average where chance does", kOptions)
