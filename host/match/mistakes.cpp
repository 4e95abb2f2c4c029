#include "match/mistakes.hpp"

#include <initializer_list>

namespace plyground::host {

namespace {

// The checks a mistake is looked for on, as a mask.
constexpr unsigned on(std::initializer_list<GradeCheck> checks) {
  unsigned mask = 0;
  for (GradeCheck c : checks) mask |= 1u << unsigned(c);
  return mask;
}
using enum GradeCheck;
constexpr unsigned kRussellNorvig = on({ALPHABETA, EXPANDED});
// A minimax case may be searched by an alpha-beta: its mistakes too.
constexpr unsigned kPruning = on({MINIMAX, ALPHABETA, EXPANDED, CS188});
constexpr unsigned kSearches = kPruning | on({EXPECTIMAX});  // not games, which tell no search apart
constexpr const char* kExact =
    "keep a chance node's average as it is (2.1, not 2): use a float or a double, and pass it to leave() as one";

struct Known {
  Mistake mistake;
  unsigned checks;
};

// In the order cases list them. The textbook player makes min-beta-not-lowered (and
// max-alpha-not-raised) by updating the other bound; a student who lowers a copy of beta and passes
// the old one on searches alike. A tie replacing the best move is harmless where ties are true
// values (any move as good passes), not where a move cut off returns a bound equal to the best.
const Known kKnown[] = {
    {{"no-prune-on-equality",
      {{"prune", "above-beta"}},
      "it does not prune on equality",
      "cut off as soon as a value reaches beta (v >= beta): a value equal to beta cannot change the result either"},
     kRussellNorvig},
    {{"prune-on-equality",
      {{"prune", "at-beta"}},
      "it prunes on equality",
      "cut off only when a value passes beta (v > beta), as this case asks: a value equal to beta must not prune"},
     on({CS188})},
    {{"fail-hard",
      {{"bound", "hard"}},
      "it returns beta (or alpha) where CS188 returns v",
      "return v, the best value found, at a cut-off and at the end: a value clamped to beta hides that a move passed "
      "it, and the node above then prunes less"},
     on({CS188})},
    {{"minimax",
      {{"algorithm", "minimax"}},
      "it is minimax: nothing is pruned",
      "keep alpha and beta, pass them to each child, and return as soon as a value reaches beta"},
     kRussellNorvig | on({CS188})},
    {{"no-window",
      {{"mistake", "no-window"}},
      "alpha and beta are not passed to the children (or alpha is never raised: the same search)",
      "search each child with the window (-beta, -alpha), and raise alpha to each move's value as it comes (in MAX/MIN "
      "form: pass alpha and beta on, MAX raising alpha, MIN lowering beta); with (-inf, +inf) below the root nothing "
      "is ever cut off"},
     kPruning},
    {{"swapped-window",
      {{"mistake", "swapped-window"}},
      "the window's ends are swapped",
      "a child's window is (-beta, -alpha), the opponent's view of (alpha, beta); (-alpha, -beta) is empty or upside "
      "down and cuts off in the wrong places"},
     kPruning},
    {{"min-beta-not-lowered",
      {{"mistake", "min-beta-not-lowered"}},
      "the MIN node's next children do not get the lowered beta",
      "in MIN-VALUE lower beta itself with the value (beta = min(beta, v)) and search the next children with it; "
      "alpha is MAX's, and only MAX raises it"},
     kPruning},
    {{"max-alpha-not-raised",
      {{"mistake", "max-alpha-not-raised"}},
      "the MAX node's next children do not get the raised alpha",
      "in MAX-VALUE raise alpha itself with the value (alpha = max(alpha, v)) and search the next children with it; "
      "beta is MIN's, and only MIN lowers it"},
     kPruning},
    {{"late-cutoff",
      {{"mistake", "late-cutoff"}},
      "the cut-off is tested before the bound takes the value",
      "update alpha with the move's value first, then test alpha >= beta (or test v >= beta): tested before, the "
      "cut-off comes one move late"},
     kPruning},
    {{"equality-only",
      {{"mistake", "equality-only"}},
      "it prunes on equality only",
      "a cut-off is due whenever the value reaches beta or passes it (v >= beta), not only when it equals it (v == "
      "beta)"},
     kPruning},
    {{"no-cutoff",
      {{"mistake", "no-cutoff"}},
      "the cut-off is ignored",
      "once a value reaches beta, return at once: the moves left cannot change the result"},
     kPruning},
    {{"ties-replace-best",
      {{"mistake", "ties-replace-best"}},
      "a move that ties the best replaces it",
      "change the best move only when a value is greater (>), not equal (>=): with alpha-beta a move cut off below "
      "returns a bound equal to the best, and may be worse"},
     kRussellNorvig | on({MINIMAX})},
    {{"chance-as-min",
      {{"mistake", "chance-as-min"}},
      "chance is taken for an opponent",
      "a chance node is nobody's choice: its value is the average of its outcomes weighted by their probabilities, "
      "not the outcome worst for you"},
     on({EXPECTIMAX})},
    {{"unweighted",
      {{"mistake", "unweighted"}},
      "the outcomes are averaged without their probabilities",
      "weight each outcome's value by its probability: sum p * value, not the plain mean"},
     on({EXPECTIMAX})},
    {{"truncated-average", {{"mistake", "truncated-average"}}, "the average is cut to a whole number", kExact},
     on({EXPECTIMAX})},
    {{"rounded-average", {{"mistake", "rounded-average"}}, "the average is rounded to a whole number", kExact},
     on({EXPECTIMAX})},
    {{"interior-evaluated",
      {{"mistake", "interior-evaluated"}},
      "interior nodes are evaluated",
      "only a leaf or a node at the depth limit is evaluated; an interior node's value comes from its children alone "
      "(start it at -infinity)"},
     kSearches},
    {{"no-negate",
      {{"mistake", "no-negate"}},
      "the child's value is not negated",
      "in negamax a child's value is from the opponent's side: use -value(child) (with max and min, alternate them "
      "by level)"},
     kSearches},
    {{"leaf-sign",
      {{"mistake", "leaf-sign"}},
      "a leaf's value has the wrong sign where MIN moves",
      "in negamax a leaf's value is from the side to move's point of view (in MAX/MIN form, always from MAX's): "
      "negate it where MIN moves, or not, but the same way at every node"},
     kSearches},
    {{"depth-short",
      {{"mistake", "depth-short"}},
      "the depth is counted wrong: one ply too few",
      "stop at depth 0, not 1: a search to depth d plays d moves down from the root"},
     kSearches},
    {{"depth-long",
      {{"mistake", "depth-long"}},
      "the depth is counted wrong: one ply too many",
      "stop at depth 0 and pass depth - 1 to each child: a search to depth d plays d moves down"},
     kSearches},
    {{"best-move-not-kept",
      {{"mistake", "best-move-not-kept"}},
      "the best move is not kept with the value",
      "keep the move with the value it gave, and change it only when a move raises the value"},
     kSearches},
    {{"reversed-order",
      {{"mistake", "reversed-order"}},
      "the moves are searched in another order",
      "search the moves in the order the game gives them (legal_moves()), from the first: the suite's nodes are "
      "counted in that order"},
     kSearches},
};

}  // namespace

std::vector<Mistake> mistakes_for(GradeCheck check) {
  std::vector<Mistake> out;
  for (const Known& k : kKnown)
    if (k.checks & on({check})) out.push_back(k.mistake);
  return out;
}

OptionValues textbook_base(GradeCheck check) {
  if (check == GradeCheck::MINIMAX) return {{"algorithm", "minimax"}};
  if (check == GradeCheck::EXPECTIMAX) return {{"algorithm", "expectimax"}};
  return {
      {"algorithm", "alphabeta"}, {"prune", check == GradeCheck::CS188 ? "above-beta" : "at-beta"}, {"bound", "soft"}};
}

std::vector<OptionValues> student_styles(GradeCheck check) {
  if (check == GradeCheck::EXPECTIMAX || plays_games(check)) return {textbook_base(check)};
  const GradeCheck pruning = check == GradeCheck::MINIMAX ? GradeCheck::ALPHABETA : check;
  std::vector<OptionValues> styles = {textbook_base(pruning),
                                      overridden_by(textbook_base(pruning), {{"bound", "hard"}})};
  if (check == GradeCheck::MINIMAX) styles.insert(styles.begin(), textbook_base(check));
  return styles;
}

}  // namespace plyground::host
