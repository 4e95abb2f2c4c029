// greedy: looks one ply ahead and plays the move after which the evaluation is best for it. A move
// that leaves the opponent without a legal move wins at once and is always preferred.
#include "plyground/player.hpp"
#include "plyground/search/search.hpp"
#include "plyground/search/seeded_random.hpp"

namespace {

using namespace plyground;

struct Choice {
  int score;
  std::vector<int> best;  // indices of the moves that share the best score, in generation order
  uint64_t nodes;
};

// Scores every legal move by the position it leads to, from the mover's point of view.
template <GamePosition P>
Choice one_ply(P& pos, const typename P::MoveList& moves, const Trace& trace) {
  Choice choice{-search::kInfinity, {}, 1};
  const int mover = pos.side_to_move();
  trace.enter_root(1);
  for (int i = 0; i < moves.size(); ++i) {
    trace.enter(pos, moves[i], 1, 0);
    typename P::Undo undo;
    pos.do_move(moves[i], undo);
    ++choice.nodes;
    // The evaluation after our move is for the side to move there: the opponent's, negated to be
    // ours, or still ours where the turn stays (a die to roll, in Pig). No reply at all means the
    // game is over (a mate in one, or a stalemate that wins) at ply 1.
    const int there = pos.count_legal_moves() == 0 ? search::no_moves_score(pos, 1) : evaluate(pos);
    const int score = pos.side_to_move() == mover ? there : -there;
    trace.leave(there);
    pos.undo_move(moves[i], undo);
    if (score > choice.score) {
      choice.score = score;
      choice.best.clear();
    }
    if (score == choice.score) choice.best.push_back(i);
  }
  trace.leave(choice.score, moves.size(), moves.size());
  return choice;
}

template <GameRecord G>
class GreedyPlayer : public Player<G> {
 public:
  static constexpr bool kPlaysChance = true;  // one ply: the dice after its move are the evaluation's
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "seed") random_.set_seed(value);
  }
  void new_game() override { random_.restart(); }

  Answer choose_move(const G& game, const Limits&, Search& search) override {
    auto pos = game.position();
    typename G::Position::MoveList moves;
    pos.legal_moves(moves);
    const Choice choice = one_ply(pos, moves, search.trace());
    // Ties: the first in generation order, or with a seed, one of them at random.
    const int pick = random_.seed() == 0 ? choice.best.front() : choice.best[random_.below(choice.best.size())];
    const std::string text = move_text(pos, moves[pick]);
    const Score score = search::to_score(choice.score);
    search.report({.depth = 1, .seldepth = 1, .score = score, .nodes = choice.nodes, .pv = {text}});
    return {.move = text, .score = score, .depth = 1, .nodes = choice.nodes};
  }

 private:
  search::SeededRandom random_{0};
};

const ply_option kOptions[] = {spin_option(
    "seed", "0", 0, 2147483647, "0: ties go to the first move generated; otherwise the seed of a random tie-break")};

}  // namespace

PLYGROUND_PLUGIN(GreedyPlayer, "greedy", "1.0.0", "Plyground", "One ply: the move with the best evaluation after it",
                 kOptions)
