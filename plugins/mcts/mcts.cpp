// mcts: Monte Carlo tree search with UCT. Where alpha-beta looks at every move to a fixed depth,
// MCTS grows a tree one node per iteration, towards the moves that have done well so far, and
// learns how good a position is by playing it out at random. Each iteration has four steps:
// 1. Selection: from the root, go down to the child with the best UCT value,
//      wins / visits + c * sqrt(ln(parent visits) / visits),
//    the win rate so far plus a bonus for children visited rarely (c: `exploration`);
// 2. Expansion: at a node not yet expanded, add its children, and go into the first unvisited one;
// 3. Playout: play random moves from there to the end of the game (or `playout` plies, then judge
//    by the evaluation), giving 1 for a win, 0 for a loss, 1/2 for a draw; in a game whose ends carry
//    values of their own (a textbook tree's leaves), the value reached, and UCT then takes the
//    average value instead of the win rate, scaled to 0..1 by the values seen so far;
// 4. Backpropagation: add the result to every node on the way, each from the side that moved into it.
// At a chance node (a die to roll) nobody chooses: selection and playouts draw an outcome by its
// probability instead, and the turn need not pass (in Pig a roll of 2 to 6 keeps it), so every
// result is kept for the first player and read for whichever side moved.
// The move played is the root's most visited child. It reports the win rate of that move as its
// score (50% is 0.00, 75% about +1.91), or its average value where the game's ends carry values,
// the most visited line as its principal variation, and the visit counts and win rates (or average
// values) of the root's most visited moves as text.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace {

using namespace plyground;

// A playout "to the end" stops here (a game may have no rule that ends it) and is judged as below.
constexpr int kLongestPlayout = 400;

template <GamePosition P>
class Mcts {
 public:
  using Move = typename P::Move;
  // Whether the game's ends carry values of their own (the textbook tree): results are those values.
  static constexpr bool kValued = requires(const P& p) { p.leaf_value(); };

  struct Node {
    Move move;  // the move that led here (none at the root)
    int parent = -1;
    int first_child = -1;  // children are consecutive; -1: not expanded
    int children = 0;
    int visits = 0;
    double wins = 0;  // the results summed for the side that played `move` (wins, or values)
    int side = 0;     // to move here
  };

  Mcts(const P& root, double exploration, int playout, uint64_t seed)
      : root_(root), exploration_(exploration), playout_(playout), rng_(seed) {
    nodes_.push_back({});
    nodes_[0].side = root.side_to_move();
  }

  void iterate() {
    P pos = root_;
    typename P::Undo undo;
    int node = 0;
    // 1. Selection: down the tree while every child has been visited.
    while (nodes_[node].first_child >= 0 && nodes_[node].children > 0) {
      const int next = is_chance(pos) ? outcome(node, pos) : best_child(node);
      if (next < 0) break;
      node = next;
      pos.do_move(nodes_[node].move, undo);
      if (nodes_[next].visits == 0) break;
    }
    // 2. Expansion: a node visited before gets its children; we go into the first (at a chance
    // node, into an outcome drawn).
    if (nodes_[node].first_child < 0 && (node == 0 || nodes_[node].visits > 0)) {
      expand(node, pos);
      if (nodes_[node].children > 0) {
        node = is_chance(pos) ? outcome(node, pos) : nodes_[node].first_child;
        pos.do_move(nodes_[node].move, undo);
      }
    }
    // 3. Playout; 4. backpropagation, each node's wins for the side that moved into it.
    const double first_result = playout(pos);  // for the first player
    for (int n = node; n >= 0; n = nodes_[n].parent) {
      nodes_[n].visits += 1;
      if (const int parent = nodes_[n].parent; parent >= 0)
        nodes_[n].wins += for_side(first_result, nodes_[parent].side);
    }
    if (kValued) lowest_ = std::min(lowest_, -std::abs(first_result)), highest_ = -lowest_;
  }

  // A child's average result for the side that moved into it: its win rate, or its average value.
  static double average(const Node& n) { return n.visits ? n.wins / n.visits : kValued ? 0 : 0.5; }

  const std::vector<Node>& nodes() const { return nodes_; }

  // The root's most visited child, then the same below it.
  std::vector<Move> principal_variation() const {
    std::vector<Move> line;
    for (int n = 0; nodes_[n].first_child >= 0 && nodes_[n].children > 0;) {
      int best = nodes_[n].first_child;
      for (int c = best; c < nodes_[n].first_child + nodes_[n].children; ++c)
        if (nodes_[c].visits > nodes_[best].visits) best = c;
      if (nodes_[best].visits == 0) break;
      line.push_back(nodes_[best].move);
      n = best;
    }
    return line;
  }

  // The root's children most visited first, `shown` of them: "h2e2 5120 visits (scored 56%), ..."
  // (the side to move's score, a draw half a win), or "a 4385 visits (average 2.10)" where the
  // game's ends carry values.
  std::string visits(size_t shown) const {
    std::vector<int> children;
    for (int c = nodes_[0].first_child; c >= 0 && c < nodes_[0].first_child + nodes_[0].children; ++c)
      children.push_back(c);
    std::stable_sort(children.begin(), children.end(),
                     [&](int a, int b) { return nodes_[a].visits > nodes_[b].visits; });
    std::string text;
    for (size_t i = 0; i < std::min(shown, children.size()); ++i) {
      const Node& n = nodes_[children[i]];
      text += (i ? ", " : "") + move_text(root_, n.move) + " " + std::to_string(n.visits) + " visits";
      if (n.visits == 0) continue;
      text += " (";
      if (kValued) {
        char mean[32];
        std::snprintf(mean, sizeof mean, "average %.2f)", average(n));
        text += mean;
      } else {
        text += "scored " + std::to_string(std::lround(100 * average(n))) + "%)";  // a draw half a win
      }
    }
    return text;
  }

 private:
  // The child with the best UCT value (an unvisited one first).
  int best_child(int node) const {
    const Node& parent = nodes_[node];
    int best = -1;
    double best_value = -1;
    for (int c = parent.first_child; c < parent.first_child + parent.children; ++c) {
      const Node& child = nodes_[c];
      if (child.visits == 0) return c;
      const double value =
          scaled(average(child)) + exploration_ * std::sqrt(std::log(double(parent.visits)) / child.visits);
      if (value > best_value) best_value = value, best = c;
    }
    return best;
  }

  // A child of chance node `node` drawn by the outcomes' probabilities.
  int outcome(int node, const P& pos) {
    const int first = nodes_[node].first_child;
    return first + draw(nodes_[node].children, [&](int i) { return probability(pos, nodes_[first + i].move); });
  }

  // An index from 0 to n - 1, drawn by the probabilities p(i).
  template <class Probability>
  int draw(int n, Probability p) {
    double at = std::uniform_real_distribution<double>(0, 1)(rng_);
    int i = 0;
    while (i + 1 < n && (at -= p(i)) >= 0) ++i;
    return i;
  }

  void expand(int node, const P& pos) {
    typename P::MoveList moves;
    pos.legal_moves(moves);
    nodes_[node].first_child = int(nodes_.size());
    nodes_[node].children = moves.size();
    P after = pos;
    typename P::Undo undo;
    for (Move m : moves) {
      after.do_move(m, undo);
      nodes_.push_back({m, node});
      nodes_.back().side = after.side_to_move();
      after.undo_move(m, undo);
    }
  }

  // A result for the first player as the side `side` has it: a win rate's complement, a value negated.
  static double for_side(double first_result, int side) {
    return side == 0 ? first_result : kValued ? -first_result : 1 - first_result;
  }
  // An average result on UCT's scale, 0 to 1: a win rate as it is, a value by the values seen so far.
  double scaled(double result) const {
    if (!kValued) return result;
    return highest_ > lowest_ ? (result - lowest_) / (highest_ - lowest_) : 0.5;
  }

  // Random moves (chance's by their probabilities) to the end, or to the playout limit, then the
  // evaluation made a probability: the first player's result, 1 for a win, 0 a loss, 1/2 a draw;
  // where the game's ends carry values, the value reached, for the first player.
  double playout(P pos) {
    typename P::Undo undo;
    for (int ply = 0;; ++ply) {
      typename P::MoveList moves;
      pos.legal_moves(moves);
      const int first = pos.side_to_move() == 0 ? 1 : -1;  // +1 when the side to move is the first player
      if (moves.empty()) {
        const int score = search::no_moves_score(pos, 0);
        if (kValued) return first * score;
        return score == 0 ? 0.5 : (score * first > 0 ? 1.0 : 0.0);
      }
      if (pos.drawn_by_rule()) return kValued ? 0 : 0.5;
      if (ply >= (playout_ > 0 ? playout_ : kLongestPlayout))
        return kValued ? first * evaluate(pos) : 1 / (1 + std::pow(10.0, -first * evaluate(pos) / 400.0));
      const int i = is_chance(pos) ? draw(moves.size(), [&](int k) { return probability(pos, moves[k]); })
                                   : std::uniform_int_distribution<int>(0, moves.size() - 1)(rng_);
      pos.do_move(moves[i], undo);
    }
  }

  P root_;
  double exploration_;
  int playout_;
  std::mt19937_64 rng_;
  std::vector<Node> nodes_;
  double lowest_ = 0, highest_ = 0;  // where results are values: the range seen, either side's
};

template <GameRecord G>
class MctsPlayer : public Player<G> {
 public:
  static constexpr bool kPlaysChance = true;
  void set_option(std::string_view name, std::string_view value) override {
    const int v = std::stoi(std::string(value));
    if (name == "iterations") iterations_ = v;
    if (name == "exploration") exploration_ = v / 100.0;
    if (name == "playout") playout_ = v;
    if (name == "seed") seed_ = uint64_t(v);
  }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    using P = typename G::Position;
    const P& pos = game.position();
    if (iterations_ == 0) search.use_default_budget(Milliseconds(1000));
    Mcts<P> mcts(pos, exploration_, playout_, seed_);
    // Iterations: a node limit, else the option, else as the time allows (10,000 when there is
    // no time either, as under a depth limit, which means nothing here).
    const uint64_t most = limits.nodes > 0              ? limits.nodes
                          : iterations_ > 0             ? uint64_t(iterations_)
                          : search.budget().count() > 0 ? UINT64_MAX
                                                        : 10000;
    uint64_t done = 0;
    while (done < most && !(done % 64 == 0 && done > 0 && search.should_stop(done))) {
      mcts.iterate();
      ++done;
    }
    std::vector<typename P::Move> line = mcts.principal_variation();
    if (line.empty()) {  // no iteration finished: the first move
      typename P::MoveList moves;
      pos.legal_moves(moves);
      line.push_back(moves[0]);
    }
    // The chosen move's average value, where the game's ends carry values; else its win rate, shown
    // as a score: 400 * log10(w / (1 - w)) centipawns.
    const auto& nodes = mcts.nodes();
    int best = nodes[0].first_child;
    for (int c = best; c < nodes[0].first_child + nodes[0].children; ++c)
      if (nodes[c].visits > nodes[best].visits) best = c;
    if constexpr (Mcts<P>::kValued)
      return search::finish(pos, line, Mcts<P>::average(nodes[best]), int(line.size()), done, search, mcts.visits(5));
    const double rate = std::clamp(Mcts<P>::average(nodes[best]), 0.001, 0.999);
    const int score = int(std::lround(400 * std::log10(rate / (1 - rate))));
    return search::finish(pos, line, score, int(line.size()), done, search, mcts.visits(5));
  }

 private:
  int iterations_ = 0;  // 0: as many as the time allows
  double exploration_ = 1.41;
  int playout_ = 0;
  uint64_t seed_ = 1;
};

const ply_option kOptions[] = {
    spin_option("iterations", "0", 0, 100000000, "Iterations per move (0: as many as the move time allows)"),
    spin_option("exploration", "141", 0, 1000, "UCT exploration constant c, in hundredths (141: c = 1.41)"),
    spin_option("playout", "0", 0, 1000, "Plies of random play before judging by the evaluation (0: to the end)"),
    spin_option("seed", "1", 0, 2147483647, "Seed of the random playouts")};

}  // namespace

PLYGROUND_PLUGIN(MctsPlayer, "mcts", "1.0.0", "Plyground", "Monte Carlo tree search (UCT) with random playouts",
                 kOptions)
