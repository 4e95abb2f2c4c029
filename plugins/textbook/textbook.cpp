// textbook: minimax, alpha-beta and expectimax as the textbooks write them, moves searched in the
// game's order, and each with one of the mistakes students make, switched on by the `mistake` option.
// `plyground grade` searches with it: as it is, for the answer a student's search must match; with
// each mistake, to name the one a wrong search makes. A teacher shows what a mistake does with
// `plyground trace --game tree --player textbook:mistake=no-window`.
//
// The options:
// - algorithm: minimax (every node to the depth), alphabeta (with cut-offs) or expectimax (minimax
//   that averages the outcomes of chance nodes by their probabilities).
// - prune: at-beta cuts off once a value reaches beta (v >= beta), as Russell and Norvig write it;
//   above-beta only once a value passes it (v > beta), as Berkeley's CS188 asks ("do not prune on
//   equality").
// - bound: soft returns the best value found, v, even outside the window (fail-soft: Russell and
//   Norvig's and CS188's pseudo-code); hard returns alpha, or beta at a cut-off (fail-hard: negamax
//   as the chess programming literature writes it). With v >= beta both visit the same nodes; with
//   v > beta a clamped value hides that a move passed beta, and fail-hard prunes less.
// - mistake: none, or one of kMistakes below; each changes one line of the search, marked with it.
//
// Negamax form: a value is from the side to move's point of view (a child's is negated where the
// other side moves there). A MAX/MIN pair written as the books write it visits the same nodes.
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
  NO_WINDOW,             // the children search with (-inf, +inf): alpha and beta are not passed down
  SWAPPED_WINDOW,        // the children search with (-alpha, -beta) instead of (-beta, -alpha)
  MIN_BETA_NOT_LOWERED,  // a MIN node sets alpha = min(alpha, v) where beta = min(beta, v) was meant
  MAX_ALPHA_NOT_RAISED,  // a MAX node sets beta = max(beta, v) where alpha = max(alpha, v) was meant
  LATE_CUTOFF,           // alpha >= beta tested before alpha takes the move's value: a move too late
  INTERIOR_EVALUATED,    // an interior node's value starts from its evaluation instead of -infinity
  NO_NEGATE,             // the child's value is taken as it is: the opponent's value as one's own
  LEAF_SIGN,             // a leaf's value from MAX's point of view where MIN moves (negamax wants the mover's)
  DEPTH_SHORT,           // the horizon comes a ply too soon: depth - 1 plies searched
  DEPTH_LONG,            // the horizon comes a ply too late: depth + 1 plies searched
  NO_CUTOFF,             // a value at beta is noticed, but the other moves are searched anyway
  EQUALITY_ONLY,         // a cut-off only when a value equals beta (== where >= was meant)
  BEST_MOVE_NOT_KEPT,    // the move answered is the last searched, not the one that gave the value
  TIES_REPLACE_BEST,     // the best move changes on a value equal to the best (>= where > was meant)
  REVERSED_ORDER,        // the moves searched from the last to the first
  CHANCE_AS_MIN,         // chance taken for an opponent: the outcome worst for whoever moved into it
  UNWEIGHTED,            // a chance node's outcomes averaged without their probabilities
  TRUNCATED_AVERAGE,     // a chance node's average cut to a whole number (2.1 becomes 2, -2.5 -2)
  ROUNDED_AVERAGE,       // a chance node's average rounded to a whole number (2.5 becomes 3)
};

// The option's values, in the order of Mistake.
const char* const kMistakes[] = {"none",
                                 "no-window",
                                 "swapped-window",
                                 "min-beta-not-lowered",
                                 "max-alpha-not-raised",
                                 "late-cutoff",
                                 "interior-evaluated",
                                 "no-negate",
                                 "leaf-sign",
                                 "depth-short",
                                 "depth-long",
                                 "no-cutoff",
                                 "equality-only",
                                 "best-move-not-kept",
                                 "ties-replace-best",
                                 "reversed-order",
                                 "chance-as-min",
                                 "unweighted",
                                 "truncated-average",
                                 "rounded-average",
                                 nullptr};

enum class Algorithm { MINIMAX, ALPHABETA, EXPECTIMAX };

struct Style {
  Algorithm algorithm = Algorithm::ALPHABETA;
  bool prune_at_beta = true;  // v >= beta; false: v > beta
  bool fail_soft = true;
  Mistake mistake = Mistake::NONE;
};

template <GamePosition P>
class Textbook {
 public:
  using Move = typename P::Move;

  Textbook(Search& search, const Style& style, int root_side)
      : search_(search),
        trace_(search.trace()),
        alphabeta_(style.algorithm == Algorithm::ALPHABETA),
        style_(style),
        mistake_(style.mistake),
        root_side_(root_side) {}

  // The value of `pos` searched `depth` plies deep within (alpha, beta); at the root, `best` gets
  // the move kept with it. `mover`: the side whose move led here. Values are whole numbers but
  // where chance averages them.
  double search(P& pos, int depth, double alpha, double beta, int ply, Move* best, int mover) {
    ++nodes;
    if (nodes % 1024 == 0 && search_.should_stop(nodes)) return trace_.leave(0, 0, 0, PLY_TRACE_STOPPED);
    typename P::MoveList moves;
    pos.legal_moves(moves);
    const int side = pos.side_to_move();
    // MISTAKE leaf-sign: at MIN's leaves the value as MAX sees it
    const int leaf_sign = mistake_ == Mistake::LEAF_SIGN && side != root_side_ ? -1 : 1;
    if (moves.empty()) return trace_.leave(leaf_sign * search::no_moves_score(pos, ply));  // the game is over
    const int horizon = mistake_ == Mistake::DEPTH_SHORT ? 1 : mistake_ == Mistake::DEPTH_LONG ? -1 : 0;
    if (depth == horizon) return trace_.leave(leaf_sign * evaluate(pos));

    double value = -search::kInfinity;
    if (mistake_ == Mistake::INTERIOR_EVALUATED) value = evaluate(pos);  // MISTAKE interior-evaluated
    if (alphabeta_) alpha = std::max(alpha, value);
    const bool chance = is_chance(pos);  // expectimax: the outcomes averaged by their probabilities
    double average = 0, worst = search::kInfinity;
    for (int i = 0; i < moves.size(); ++i) {
      const Move m = moves[mistake_ == Mistake::REVERSED_ORDER ? moves.size() - 1 - i : i];  // MISTAKE reversed-order
      auto [low, high] = std::pair{-beta, -alpha};  // the child's window: ours, seen from the other side
      if (mistake_ == Mistake::NO_WINDOW) low = -search::kInfinity, high = search::kInfinity;  // MISTAKE no-window
      if (mistake_ == Mistake::SWAPPED_WINDOW) low = -alpha, high = -beta;                     // MISTAKE swapped-window
      if (alphabeta_)
        trace_.enter(pos, m, ply + 1, depth - 1, int(low), int(high));
      else
        trace_.enter(pos, m, ply + 1, depth - 1);
      typename P::Undo undo;
      pos.do_move(m, undo);
      double score = search(pos, depth - 1, low, high, ply + 1, nullptr, side);
      if (pos.side_to_move() != side && mistake_ != Mistake::NO_NEGATE) score = -score;  // MISTAKE no-negate
      pos.undo_move(m, undo);
      if (search_.stopped()) return trace_.leave(alphabeta_ ? alpha : value, i + 1, moves.size(), PLY_TRACE_STOPPED);
      if (chance) {
        const double p = mistake_ == Mistake::UNWEIGHTED ? 1.0 / moves.size() : probability(pos, m);  // MISTAKE
        average += p * score;
        worst = std::min(worst, mover == side ? score : -score);  // for the side whose move led here
        continue;
      }

      if (mistake_ == Mistake::BEST_MOVE_NOT_KEPT && best) *best = m;    // MISTAKE best-move-not-kept
      if (style_.fail_soft || !alphabeta_) keep(score, m, value, best);  // v first, as Russell and Norvig
      if (!alphabeta_) continue;
      // The test made a move late: alpha compared with beta before this move's value raised it.
      if (mistake_ == Mistake::LATE_CUTOFF && alpha >= beta)  // MISTAKE late-cutoff
        return cut_off(value, beta, i + 1, moves.size());
      // A value at (or above) beta is one the opponent will not allow: stop here. Fail-soft tests the
      // best value, v, as Russell and Norvig do; fail-hard the move's, before keeping it, as negamax
      // does (the same, unless a mistake started v elsewhere than at -infinity).
      const double tested = style_.fail_soft ? value : score;
      bool cut = style_.prune_at_beta ? tested >= beta : tested > beta;
      if (mistake_ == Mistake::EQUALITY_ONLY) cut = tested == beta;                         // MISTAKE equality-only
      if (mistake_ == Mistake::LATE_CUTOFF || mistake_ == Mistake::NO_CUTOFF) cut = false;  // MISTAKE no-cutoff
      if (cut) return cut_off(value, beta, i + 1, moves.size());
      if (!style_.fail_soft) keep(score, m, value, best);
      // The bound this side is sure of rises with the value.
      const bool wrong_bound = (mistake_ == Mistake::MIN_BETA_NOT_LOWERED && side != root_side_) ||
                               (mistake_ == Mistake::MAX_ALPHA_NOT_RAISED && side == root_side_);
      if (wrong_bound)
        beta = std::max(beta, value);  // MISTAKE min-beta-not-lowered, max-alpha-not-raised (seen from this side)
      else
        alpha = std::max(alpha, value);
    }
    if (chance) {
      value = mistake_ == Mistake::CHANCE_AS_MIN ? (mover == side ? worst : -worst) : average;  // MISTAKE
      if (mistake_ == Mistake::TRUNCATED_AVERAGE) value = std::trunc(value);                    // MISTAKE
      if (mistake_ == Mistake::ROUNDED_AVERAGE) value = std::round(value);                      // MISTAKE
    }
    return trace_.leave(alphabeta_ && !style_.fail_soft ? alpha : value, moves.size(), moves.size());
  }

  uint64_t nodes = 0;

 private:
  // A move's value kept as the best so far when it is better (and the move with it, at the root).
  void keep(double score, Move m, double& value, Move* best) const {
    const bool tie = mistake_ == Mistake::TIES_REPLACE_BEST && score == value;  // MISTAKE ties-replace-best
    if (score <= value && !tie) return;
    value = score;
    if (best && mistake_ != Mistake::BEST_MOVE_NOT_KEPT) *best = m;
  }

  // Leaves a node cut off after `searched` moves: with its value (fail-soft) or with beta (fail-hard).
  double cut_off(double value, double beta, int searched, int total) {
    return trace_.leave(style_.fail_soft ? value : beta, searched, total, PLY_TRACE_CUTOFF);
  }

  Search& search_;
  const Trace trace_;
  bool alphabeta_;
  Style style_;
  Mistake mistake_;
  int root_side_;
};

template <GameRecord G>
class TextbookPlayer : public Player<G> {
 public:
  static constexpr bool kPlaysChance = true;  // with algorithm=expectimax
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") depth_ = std::stoi(std::string(value));
    if (name == "algorithm")
      style_.algorithm = value == "alphabeta"    ? Algorithm::ALPHABETA
                         : value == "expectimax" ? Algorithm::EXPECTIMAX
                                                 : Algorithm::MINIMAX;
    if (name == "prune") style_.prune_at_beta = value == "at-beta";
    if (name == "bound") style_.fail_soft = value == "soft";
    if (name == "mistake")
      for (int i = 0; kMistakes[i]; ++i)
        if (value == kMistakes[i]) style_.mistake = Mistake(i);
  }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    using P = typename G::Position;
    P pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : depth_;
    if (style_.algorithm != Algorithm::EXPECTIMAX && chance_ahead(pos))
      throw std::invalid_argument("minimax and alpha-beta do not search chance nodes: algorithm=expectimax does");
    Textbook<P> textbook(search, style_, pos.side_to_move());
    if (style_.algorithm == Algorithm::ALPHABETA)
      search.trace().enter_root(depth, -search::kInfinity, search::kInfinity);
    else
      search.trace().enter_root(depth);
    typename P::Move best{};
    const double value =
        textbook.search(pos, depth, -search::kInfinity, search::kInfinity, 0, &best, 1 - pos.side_to_move());
    typename P::MoveList moves;
    pos.legal_moves(moves);
    std::vector<typename P::Move> line;
    if (best) line.push_back(best);
    return search::finish_fixed_depth(pos, line, value, depth, textbook.nodes, search, moves);
  }

 private:
  int depth_ = 3;
  Style style_;
};

const char* const kAlgorithms[] = {"minimax", "alphabeta", "expectimax", nullptr};
const char* const kPruning[] = {"at-beta", "above-beta", nullptr};
const char* const kBounds[] = {"hard", "soft", nullptr};
const ply_option kOptions[] = {
    spin_option("depth", "3", 1, 10, "Plies searched"),
    combo_option("algorithm", "alphabeta", kAlgorithms, "minimax, alpha-beta, or expectimax"),
    combo_option("prune", "at-beta", kPruning, "Cut off at v >= beta (Russell and Norvig) or only at v > beta (CS188)"),
    combo_option("bound", "soft", kBounds, "Return alpha or beta (fail-hard) or the best value found (fail-soft)"),
    combo_option("mistake", "none", kMistakes, "A mistake students make, for grading and teaching"),
};

}  // namespace

PLYGROUND_PLUGIN(TextbookPlayer, "textbook", "1.0.0", "Plyground",
                 "Minimax, alpha-beta and expectimax as textbooks write them, and with the mistakes students make",
                 kOptions)
