// Tracing through the plugin boundary: the nodes each shipped player reports, in process and from
// an isolated child, against trees worked by hand and against the players' own node counts.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <climits>

#include "games/registry.hpp"
#include "host_support.hpp"
#include "players/make_engine.hpp"
#include "plyground/plugin.h"

namespace plyground::host {
namespace {

// A player's trace of one search of `fen` (the game's start when empty).
struct Traced {
  SearchTree tree;
  MoveReply reply;
};
Traced trace(const std::string& spec, const std::string& game, const std::string& fen, const Limits& limits,
             bool isolate, size_t budget = 200000) {
  Traced t{SearchTree(budget), {}};
  const GameModule& module = game_module(game);
  auto engine = make_engine(spec, shipped(), module, isolate);
  EXPECT_TRUE(engine->trace_into(&t.tree)) << spec;
  const auto state = game_at(module, fen);
  t.reply = engine->choose_move(*state, limits, nullptr);
  EXPECT_EQ(t.reply.error, "") << spec;
  EXPECT_EQ(t.tree.faults(), 0u) << spec;
  return t;
}

// Each stored node as its path from the root ("" for the root, "b" then "ba").
std::vector<std::string> paths(const SearchTree& tree) {
  std::vector<std::string> out;
  for (const TraceNode& n : tree.nodes()) {
    std::string path;
    for (const TraceNode* at = &n; at->parent >= 0; at = &tree.nodes()[size_t(at->parent)]) path = at->move + path;
    out.push_back(path);
  }
  return out;
}

class TraceBothWays : public ::testing::TestWithParam<bool> {};  // isolated, in process
INSTANTIATE_TEST_SUITE_P(Trace, TraceBothWays, ::testing::Values(true, false));

// The textbook figure: alpha-beta visits root, a (3 12 8), b and its 2 (4 and 6 pruned), c (14 5 2).
TEST_P(TraceBothWays, AlphaBetaOnTheTextbookFigure) {
  const Traced t = trace("alphabeta:ordering=none", "tree", "", make_limits(0, 2), GetParam());
  EXPECT_EQ(paths(t.tree), (std::vector<std::string>{"", "a", "aa", "ab", "ac", "b", "ba", "c", "ca", "cb", "cc"}));
  ASSERT_EQ(t.tree.roots().size(), 1u);
  const auto& n = t.tree.nodes();
  EXPECT_EQ(n[0].value, 3);
  EXPECT_EQ(n[0].alpha, -32000);
  const TraceNode& b = n[5];  // MIN at b, window (-inf, -3) from its side: the 2 reaches beta
  EXPECT_EQ(b.flags, PLY_TRACE_CUTOFF);
  EXPECT_EQ(b.searched, 1u);
  EXPECT_EQ(b.total, 3u);
  EXPECT_EQ(b.beta, -3);
  EXPECT_EQ(b.value, -3);    // fail-hard: beta
  EXPECT_EQ(n[6].value, 2);  // the leaf 2, MAX to move there
  EXPECT_EQ(t.tree.entered(), t.reply.nodes);
  ASSERT_EQ(t.tree.per_ply().size(), 3u);
  EXPECT_EQ(t.tree.per_ply()[1].nodes, 3u);
  EXPECT_EQ(t.tree.per_ply()[1].cutoffs, 2u);  // b after its first move, c after its last
  EXPECT_EQ(t.tree.per_ply()[1].first_move_cutoffs, 1u);
  EXPECT_EQ(t.tree.per_ply()[2].nodes, 7u);
}

TEST_P(TraceBothWays, MinimaxHasNoWindowAndVisitsAll) {
  const Traced t = trace("minimax", "tree", "", make_limits(0, 2), GetParam());
  EXPECT_EQ(t.tree.nodes().size(), 13u);
  for (const TraceNode& n : t.tree.nodes()) {
    EXPECT_EQ(n.alpha, PLY_TRACE_NO_BOUND);
    EXPECT_EQ(n.flags, 0u);
    EXPECT_TRUE(n.left);
  }
  EXPECT_EQ(t.tree.nodes()[0].value, 3);
  EXPECT_EQ(t.tree.nodes()[5].value, -2);  // MIN's value at b, from MIN's side
}

// On real games the trace holds every node the player counted.
TEST(Trace, NodesAgreeWithThePlayersCountsOnEveryGame) {
  const std::vector<std::pair<std::string, std::string>> games = {
      {"xiangqi", ""},
      {"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"},
      {"tictactoe", ""}};
  for (const auto& [game, fen] : games)
    for (const char* spec : {"minimax:depth=2", "alphabeta:depth=3", "greedy"}) {
      const Traced t = trace(spec, game, fen, make_limits(0, 0), true);
      EXPECT_EQ(t.tree.entered(), t.reply.nodes) << spec << " " << game;
      EXPECT_FALSE(t.tree.truncated());
      for (const TraceNode& n : t.tree.nodes()) EXPECT_TRUE(n.left) << spec << " " << game;
    }
}

TEST(Trace, DeepeningReportsIterationsQuiescenceAndTableCutoffs) {
  // A middlegame with captures about: quiescence has work, and iterations meet their own positions.
  const std::string fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
  const Traced t = trace("deepening", "chess", fen, make_limits(0, 4), true, 2000000);
  ASSERT_EQ(t.tree.roots().size(), 4u);  // depths 1, 2, 3, 4
  for (size_t i = 0; i < 4; ++i) EXPECT_EQ(t.tree.nodes()[size_t(t.tree.roots()[i])].depth, int(i) + 1);
  int quiescence = 0, table = 0;
  for (const TraceNode& n : t.tree.nodes()) {
    quiescence += (n.kind & PLY_TRACE_QUIESCENCE) != 0;
    table += (n.flags & PLY_TRACE_HASH_CUTOFF) != 0;
    EXPECT_TRUE(n.left);
  }
  EXPECT_GT(quiescence, 0);
  EXPECT_GT(table, 0);
}

TEST(Trace, PastTheBudgetNodesAreCountedNotKept) {
  const Traced t = trace("alphabeta:depth=3", "xiangqi", "", make_limits(0, 0), true, 500);
  EXPECT_EQ(t.tree.nodes().size(), 500u);
  EXPECT_TRUE(t.tree.truncated());
  EXPECT_EQ(t.tree.entered(), t.reply.nodes);
  uint64_t counted = 0;
  for (const auto& ply : t.tree.per_ply()) counted += ply.nodes;
  EXPECT_EQ(counted, t.reply.nodes);
}

TEST(Trace, CallsThatDoNotNestAreFaultsNotCrashes) {
  SearchTree tree;
  tree.leave(1, 0, 0, 0);  // nothing entered
  tree.enter("", 0, 1, 0, 0, 0);
  tree.enter("a", 1, 0, 0, 0, 0);  // never left
  EXPECT_EQ(tree.faults(), 1u);
  EXPECT_EQ(tree.nodes().size(), 2u);
  EXPECT_FALSE(tree.nodes()[1].left);
}

TEST(Trace, WhatAPlayerReportsIsHeldToWhatCanBe) {
  SearchTree tree;
  tree.enter("", 0, 2, PLY_TRACE_NO_BOUND, PLY_TRACE_NO_BOUND, 0);
  tree.enter("a", 1000, 1, 0, PLY_TRACE_NO_BOUND, 0);  // deeper than it nests; half a window
  tree.leave(INT_MIN, 0, 0, 0);                        // a value that cannot be negated
  tree.enter("b", 1, 1, INT_MIN + 1, INT_MAX, 0);
  tree.leave(INT_MAX, 0, 0, 0);
  tree.leave(0, 2, 2, 0);
  const TraceNode& a = tree.nodes()[1];
  EXPECT_EQ(a.ply, 1);
  EXPECT_FALSE(windowed(a));
  EXPECT_EQ(a.value, -SearchTree::kMostValue);
  EXPECT_EQ(shown_value(a), "+inf");  // shown from the root's side, negated at an odd ply
  const TraceNode& b = tree.nodes()[2];
  EXPECT_EQ(root_side_window(b), std::pair(-SearchTree::kMostValue, SearchTree::kMostValue));
}

TEST(Trace, AnExternalEngineCannotBeTraced) {
  auto engine =
      make_engine(std::string("uci:") + PLYGROUND_SCRIPTED_ENGINE + " h2e2", shipped(), game_module("xiangqi"));
  SearchTree tree;
  EXPECT_FALSE(engine->trace_into(&tree));
}

}  // namespace
}  // namespace plyground::host
