// textbook: minimax, alpha-beta and expectimax as the textbooks write them, moves searched in the
// game's order, and each with one of the mistakes students make, switched on by the `mistake` option.
// `plyground grade` searches with it: as it is, for the answer a student's search must match; with
// each mistake, to name the one a wrong search makes. A teacher shows what a mistake does with
// `plyground trace --game tree --player textbook:mistake=no-window`.
//
// The options:
// - algorithm: minimax (every node to the depth), alphabeta (with cut-offs) or expectimax (minimax
//   that averages the outcomes of chance nodes by their probabilities).
// - prune: at-beta cuts off once a value reaches beta (v >= beta), as Russell and Norvig's
//   pseudocode does; above-beta only once a value passes it (v > beta), as Berkeley's CS188 asks
//   ("do not prune on equality"). A search that follows the other rule than a case expects is
//   graded as the mistake of pruning, or not pruning, on equality.
// - mistake: none, or one of kMistakes below; each changes one line of the search, marked with it.
//
// Negamax form, fail-hard: a value is from the side to move's point of view (a child's is negated
// where the other side moves there), and alpha-beta returns a value within [alpha, beta].
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace {

using namespace plyground;

enum class Mistake {
  NONE,
  NO_WINDOW,           // the children search with (-inf, +inf): alpha and beta are not passed down
  SWAPPED_WINDOW,      // the children search with (-alpha, -beta) instead of (-beta, -alpha)
  INTERIOR_EVALUATED,  // an interior node's value starts from its evaluation instead of -infinity
  NO_NEGATE,           // the child's value is taken as it is: the opponent's value as one's own
  DEPTH_SHORT,         // the horizon comes a ply too soon: depth - 1 plies searched
  DEPTH_LONG,          // the horizon comes a ply too late: depth + 1 plies searched
  NO_CUTOFF,           // a value at beta is noticed, but the other moves are searched anyway
  EQUALITY_ONLY,       // a cut-off only when a value equals beta (== where >= was meant)
  BEST_MOVE_NOT_KEPT,  // the move answered is the last searched, not the one that gave the value
  CHANCE_AS_MIN,       // chance taken for an opponent: the outcome worst for whoever moved into it
  UNWEIGHTED,          // a chance node's outcomes averaged without their probabilities
};

// The option's values, in the order of Mistake.
const char* const kMistakes[] = {
    "none",      "no-window",     "swapped-window",     "interior-evaluated", "no-negate",  "depth-short", "depth-long",
    "no-cutoff", "equality-only", "best-move-not-kept", "chance-as-min",      "unweighted", nullptr};

enum class Algorithm { MINIMAX, ALPHABETA, EXPECTIMAX };

template <GamePosition P>
class Textbook {
 public:
  using Move = typename P::Move;

  Textbook(Search& search, Algorithm algorithm, bool prune_at_beta, Mistake mistake)
      : search_(search),
        trace_(search.trace()),
        alphabeta_(algorithm == Algorithm::ALPHABETA),
        at_beta_(prune_at_beta),
        mistake_(mistake) {}

  // The value of `pos` searched `depth` plies deep within (alpha, beta); at the root, `best` gets
  // the move kept with it. `mover`: the side whose move led here.
  int search(P& pos, int depth, int alpha, int beta, int ply, Move* best, int mover) {
    ++nodes;
    if (nodes % 1024 == 0 && search_.should_stop(nodes)) return trace_.leave(0, 0, 0, PLY_TRACE_STOPPED);
    typename P::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return trace_.leave(search::no_moves_score(pos, ply));  // the game is over
    const int horizon = mistake_ == Mistake::DEPTH_SHORT ? 1 : mistake_ == Mistake::DEPTH_LONG ? -1 : 0;
    if (depth == horizon) return trace_.leave(evaluate(pos));

    int value = -search::kInfinity;
    if (mistake_ == Mistake::INTERIOR_EVALUATED) value = evaluate(pos);  // MISTAKE interior-evaluated
    if (alphabeta_) alpha = std::max(alpha, value);
    const bool chance = is_chance(pos);  // expectimax: the outcomes averaged by their probabilities
    const int side = pos.side_to_move();
    double average = 0;
    int worst = search::kInfinity;
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[i];
      auto [low, high] = std::pair{-beta, -alpha};  // the child's window: ours, seen from the other side
      if (mistake_ == Mistake::NO_WINDOW) low = -search::kInfinity, high = search::kInfinity;  // MISTAKE no-window
      if (mistake_ == Mistake::SWAPPED_WINDOW) low = -alpha, high = -beta;                     // MISTAKE swapped-window
      if (alphabeta_)
        trace_.enter(pos, m, ply + 1, depth - 1, low, high);
      else
        trace_.enter(pos, m, ply + 1, depth - 1);
      typename P::Undo undo;
      pos.do_move(m, undo);
      int score = search(pos, depth - 1, low, high, ply + 1, nullptr, side);
      if (pos.side_to_move() != side && mistake_ != Mistake::NO_NEGATE) score = -score;  // MISTAKE no-negate
      pos.undo_move(m, undo);
      if (search_.stopped()) return trace_.leave(alphabeta_ ? alpha : value, i + 1, moves.size(), PLY_TRACE_STOPPED);
      if (chance) {
        const double p = mistake_ == Mistake::UNWEIGHTED ? 1.0 / moves.size() : probability(pos, m);  // MISTAKE
        average += p * score;
        worst = std::min(worst, mover == side ? score : -score);  // for the side whose move led here
        continue;
      }

      if (mistake_ == Mistake::BEST_MOVE_NOT_KEPT && best) *best = m;  // MISTAKE best-move-not-kept
      if (!alphabeta_) {
        if (score > value) {
          value = score;
          if (best && mistake_ != Mistake::BEST_MOVE_NOT_KEPT) *best = m;
        }
        continue;
      }
      // Alpha-beta: a value at (or above) beta is one the opponent will not allow; stop here.
      bool cut = at_beta_ ? score >= beta : score > beta;
      if (mistake_ == Mistake::EQUALITY_ONLY) cut = score == beta;  // MISTAKE equality-only
      if (cut && mistake_ != Mistake::NO_CUTOFF)                    // MISTAKE no-cutoff: this return left out
        return trace_.leave(beta, i + 1, moves.size(), PLY_TRACE_CUTOFF);
      if (score > alpha) {
        alpha = score;
        if (best && mistake_ != Mistake::BEST_MOVE_NOT_KEPT) *best = m;
      }
    }
    if (chance)
      value = mistake_ == Mistake::CHANCE_AS_MIN ? (mover == side ? worst : -worst)  // MISTAKE
                                                 : int(std::lround(average));
    return trace_.leave(alphabeta_ ? alpha : value, moves.size(), moves.size());
  }

  uint64_t nodes = 0;

 private:
  Search& search_;
  const Trace trace_;
  bool alphabeta_, at_beta_;
  Mistake mistake_;
};

template <GameRecord G>
class TextbookPlayer : public Player<G> {
 public:
  static constexpr bool kPlaysChance = true;  // with algorithm=expectimax
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") depth_ = std::stoi(std::string(value));
    if (name == "algorithm")
      algorithm_ = value == "alphabeta"    ? Algorithm::ALPHABETA
                   : value == "expectimax" ? Algorithm::EXPECTIMAX
                                           : Algorithm::MINIMAX;
    if (name == "prune") at_beta_ = value == "at-beta";
    if (name == "mistake")
      for (int i = 0; kMistakes[i]; ++i)
        if (value == kMistakes[i]) mistake_ = Mistake(i);
  }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    using P = typename G::Position;
    P pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : depth_;
    if (algorithm_ != Algorithm::EXPECTIMAX && chance_ahead(pos))
      throw std::invalid_argument("minimax and alpha-beta do not search chance nodes: algorithm=expectimax does");
    Textbook<P> textbook(search, algorithm_, at_beta_, mistake_);
    if (algorithm_ == Algorithm::ALPHABETA)
      search.trace().enter_root(depth, -search::kInfinity, search::kInfinity);
    else
      search.trace().enter_root(depth);
    typename P::Move best{};
    const int value =
        textbook.search(pos, depth, -search::kInfinity, search::kInfinity, 0, &best, 1 - pos.side_to_move());
    typename P::MoveList moves;
    pos.legal_moves(moves);
    std::vector<typename P::Move> line;
    if (best) line.push_back(best);
    return search::finish_fixed_depth(pos, line, value, depth, textbook.nodes, search, moves);
  }

 private:
  int depth_ = 3;
  Algorithm algorithm_ = Algorithm::ALPHABETA;
  bool at_beta_ = true;
  Mistake mistake_ = Mistake::NONE;
};

const char* const kAlgorithms[] = {"minimax", "alphabeta", "expectimax", nullptr};
const char* const kPruning[] = {"at-beta", "above-beta", nullptr};
const ply_option kOptions[] = {
    spin_option("depth", "3", 1, 10, "Plies searched"),
    combo_option("algorithm", "alphabeta", kAlgorithms, "minimax, alpha-beta, or expectimax"),
    combo_option("prune", "at-beta", kPruning, "Cut off at v >= beta (Russell and Norvig) or only at v > beta (CS188)"),
    combo_option("mistake", "none", kMistakes, "A mistake students make, for grading and teaching"),
};

}  // namespace

PLYGROUND_PLUGIN(TextbookPlayer, "textbook", "1.0.0", "Plyground",
                 "Minimax, alpha-beta and expectimax as textbooks write them, and with the mistakes students make",
                 kOptions)
