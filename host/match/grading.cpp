#include "match/grading.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>

#include "base/printable.hpp"
#include "games/registry.hpp"
#include "players/make_engine.hpp"
#include "players/spec.hpp"
#include "plyground/plugin.h"

namespace plyground::host {

// The suite a teacher starts from (`plyground grade --print-suite`): textbook trees, then small
// positions of each game, none with a capture within its depth (so any move order that keeps the
// game's order of quiet moves is "left to right"). Between them they catch every classic mistake.
namespace {

// The suites a teacher starts from (`plyground grade --print-suite [--suite cs188]`): textbook
// trees, then small positions of each game, none with a capture within its depth (so any move
// order that keeps the game's order of quiet moves is "left to right"). Between them each suite
// names every classic mistake of its rule (`plyground grade --check-suite`).
constexpr const char* kHeader = R"(# A grading suite: one case per line, "#" starts a comment.
# NAME  GAME  DEPTH  CHECK  POSITION
# CHECK is what is compared with the textbook search at DEPTH, besides the value and the move of
# minimax (any move as good as its move passes):
#   minimax    nothing more;
#   alphabeta  every node alpha-beta visits, in its order, cutting off once a value reaches beta
#              (v >= beta), as Russell and Norvig write it;
#   expanded   the set of nodes expanded at each depth, as Berkeley's CS188 checks it, so the same
#              pruning in another order passes;
#   cs188      the same sets with CS188's rule: a cut-off only once a value passes beta (v > beta),
#              never on equality;
#   expectimax the value and the move of expectimax instead (chance nodes averaged by their
#              probabilities), and every node in order.
# POSITION is the rest of the line: a FEN or a tree, or "start" for the game's start.
)";

constexpr const char* kStandardSuite = R"(textbook          tree       2  alphabeta  ((3 12 8) (2 4 6) (14 5 2))
three-levels      tree       3  alphabeta  (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
horizon           tree       2  alphabeta  (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
equal-values      tree       2  alphabeta  ((3 5 4) (3 1 7) (2 9 0))
negative-leaves   tree       2  alphabeta  ((-3 5 -8) (6 -2 4) (1 0 -7) (9 -9 2))
random-4-3-seed-1 tree       4  alphabeta  random 4 3 1
random-5-2-seed-7 tree       5  alphabeta  random 5 2 7
expanded-three    tree       3  expanded   (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
minimax-textbook  tree       2  minimax    ((3 12 8) (2 4 6) (14 5 2))
tictactoe-middle  tictactoe  3  alphabeta  X1O/1X1/3 o
tictactoe-start   tictactoe  2  alphabeta  start
chess-start       chess      2  alphabeta  start
xiangqi-soldiers  xiangqi    2  alphabeta  2bakab2/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/2BAKAB2 w - - 0 1
)";

constexpr const char* kCs188Suite =
    R"(# CS188's rule throughout: the set of states expanded, and no pruning on equality.
textbook          tree       2  cs188      ((3 12 8) (2 4 6) (14 5 2))
tied-values       tree       2  cs188      ((3 5 4) (3 1 7) (2 9 0))
three-levels      tree       3  cs188      (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
horizon           tree       2  cs188      (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
negative-leaves   tree       2  cs188      ((-3 5 -8) (6 -2 4) (1 0 -7) (9 -9 2))
random-4-3-seed-1 tree       4  cs188      random 4 3 1
minimax-textbook  tree       2  minimax    ((3 12 8) (2 4 6) (14 5 2))
tictactoe-middle  tictactoe  3  cs188      X1O/1X1/3 o
chess-start       chess      2  cs188      start
)";

constexpr const char* kExpectimaxSuite =
    R"(# Expectimax: the chance nodes of Russell and Norvig's figure 5.12, its order-preserving change
# that changes the best move, a deeper tree, and games without chance (where it is minimax).
chance-figure     tree       3  expectimax figure-5.12a
chance-scaled     tree       3  expectimax figure-5.12b
chance-deeper     tree       3  expectimax ([1/3 ((4 -2) (1 7)) 2/3 ((0 5) (-3 2))] [.5 (6 (2 8)) .5 (-1 3)])
a-die             tree       3  expectimax ([1/6 1 1/6 2 1/6 3 1/6 4 1/6 5 1/6 6] [1/2 (0 7) 1/2 (4 2)])
no-chance         tree       2  expectimax ((3 12 8) (2 4 6) (14 5 2))
tictactoe-middle  tictactoe  3  expectimax X1O/1X1/3 o
)";

}  // namespace

std::optional<std::string> builtin_suite(std::string_view name) {
  if (name == "expectimax") return std::string(kHeader) + kExpectimaxSuite;
  if (name == "standard") return std::string(kHeader) + kStandardSuite;
  if (name == "cs188") return std::string(kHeader) + kCs188Suite;
  return std::nullopt;
}

namespace {

constexpr std::pair<GradeCheck, std::string_view> kChecks[] = {{GradeCheck::MINIMAX, "minimax"},
                                                               {GradeCheck::ALPHABETA, "alphabeta"},
                                                               {GradeCheck::EXPANDED, "expanded"},
                                                               {GradeCheck::CS188, "cs188"},
                                                               {GradeCheck::EXPECTIMAX, "expectimax"}};

}  // namespace

std::string_view check_name(GradeCheck check) {
  for (const auto& [c, name] : kChecks)
    if (c == check) return name;
  return "?";
}

Expected<std::vector<GradeCase>> read_suite(std::istream& in) {
  std::vector<GradeCase> cases;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (const size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream words(line);
    GradeCase c;
    c.line = number;
    std::string depth, check;
    if (!(words >> c.name)) continue;
    c.name = printable(c.name);  // shown in tables and reports
    const auto fault = [&](const std::string& why) { return failure("line " + std::to_string(number) + ": " + why); };
    if (!(words >> c.game >> depth >> check)) return fault("expected NAME GAME DEPTH CHECK POSITION");
    if (!find_game(c.game)) return fault("no game '" + c.game + "'");
    if (depth.find_first_not_of("0123456789") != std::string::npos || depth.size() > 2 || std::stoi(depth) < 1 ||
        std::stoi(depth) > 8)
      return fault("the depth '" + depth + "' is not a number from 1 to 8");
    c.depth = std::stoi(depth);
    const auto known =
        std::find_if(std::begin(kChecks), std::end(kChecks), [&](const auto& k) { return k.second == check; });
    if (known == std::end(kChecks))
      return fault("the check '" + check + "' is not minimax, alphabeta, expanded or cs188");
    c.check = known->first;
    std::getline(words >> std::ws, c.position);
    if (c.position == "start") c.position.clear();
    const Expected<std::unique_ptr<GameState>> start = game_module(c.game).from_fen(c.position);
    if (!start) return fault("bad position: " + start.reason());
    const std::unique_ptr<GameState>& state = *start;
    if (state->end().over()) return fault("the game is over in this position: nothing to search");
    if (state->is_chance()) return fault("chance moves in this position, not a player: nothing to search");
    cases.push_back(c);
  }
  if (cases.empty()) return failure("the suite has no case");
  return cases;
}

std::vector<Mistake> mistakes_for(GradeCheck check) {
  std::vector<Mistake> out;
  if (check == GradeCheck::ALPHABETA || check == GradeCheck::EXPANDED)
    out.push_back({"no-prune-on-equality", "prune=above-beta", "it does not prune on equality",
                   "cut off as soon as a value reaches beta (v >= beta): a value equal to beta cannot change the "
                   "result either"});
  if (check == GradeCheck::CS188)
    out.push_back({"prune-on-equality", "prune=at-beta", "it prunes on equality",
                   "cut off only when a value passes beta (v > beta), as this case asks: a value equal to beta "
                   "must not prune"});
  if (check != GradeCheck::MINIMAX && check != GradeCheck::EXPECTIMAX) {
    out.push_back({"equality-only", "mistake=equality-only", "it prunes on equality only",
                   "a cut-off is due whenever the value reaches beta or passes it (v >= beta), not only when it "
                   "equals it (v == beta)"});
    out.push_back({"no-window", "mistake=no-window", "alpha and beta are not passed to the children",
                   "search each child with the window (-beta, -alpha); with (-inf, +inf) below the root nothing "
                   "is ever cut off"});
    out.push_back({"swapped-window", "mistake=swapped-window", "the window's ends are swapped",
                   "a child's window is (-beta, -alpha), the opponent's view of (alpha, beta); (-alpha, -beta) "
                   "is empty or upside down and cuts off in the wrong places"});
    out.push_back({"no-cutoff", "mistake=no-cutoff", "the cut-off is ignored",
                   "once a value reaches beta, return at once: the moves left cannot change the result"});
  }
  if (check == GradeCheck::EXPECTIMAX) {
    out.push_back({"chance-as-min", "mistake=chance-as-min", "chance is taken for an opponent",
                   "a chance node is nobody's choice: its value is the average of its outcomes weighted by their "
                   "probabilities, not the outcome worst for you"});
    out.push_back({"unweighted", "mistake=unweighted", "the outcomes are averaged without their probabilities",
                   "weight each outcome's value by its probability: sum p * value, not the plain mean"});
  }
  out.push_back({"interior-evaluated", "mistake=interior-evaluated", "interior nodes are evaluated",
                 "only a leaf or a node at the depth limit is evaluated; an interior node's value comes from its "
                 "children alone (start it at -infinity)"});
  out.push_back({"no-negate", "mistake=no-negate", "the child's value is not negated",
                 "in negamax a child's value is from the opponent's side: use -value(child) (with max and min, "
                 "alternate them by level)"});
  out.push_back({"depth-short", "mistake=depth-short", "the depth is counted wrong: one ply too few",
                 "stop at depth 0, not 1: a search to depth d plays d moves down from the root"});
  out.push_back({"depth-long", "mistake=depth-long", "the depth is counted wrong: one ply too many",
                 "stop at depth 0 and pass depth - 1 to each child: a search to depth d plays d moves down"});
  out.push_back({"best-move-not-kept", "mistake=best-move-not-kept", "the best move is not kept with the value",
                 "keep the move with the value it gave, and change it only when a move raises the value"});
  return out;
}

namespace {

using Clock = std::chrono::steady_clock;

std::string textbook_base(GradeCheck check) {
  return check == GradeCheck::MINIMAX      ? "algorithm=minimax"
         : check == GradeCheck::EXPECTIMAX ? "algorithm=expectimax"
         : check == GradeCheck::CS188      ? "algorithm=alphabeta,prune=above-beta"
                                           : "algorithm=alphabeta,prune=at-beta";
}

// Numbers for paths (the moves from the root), shared by the trees compared: two nodes have the
// same number when they have the same path. Numbers, not texts: a search thousands of plies deep
// has paths as long, and a tree holds as many nodes as a search may report.
class PathNumbers {
 public:
  int of(int parent, const std::string& move) {
    return numbers_.try_emplace({parent, move}, int(numbers_.size()) + 1).first->second;
  }

 private:
  std::map<std::pair<int, std::string>, int> numbers_;  // the root's path is 0
};

// The nodes under the last root (one per iteration of a deepening search), in the order entered:
// each node, its path's number, its depth below the root as the tree nests (not as the search
// says), and its parent's place in this order (-1 for the root).
struct Visits {
  std::vector<int> node, path, depth, parent;
  size_t size() const { return node.size(); }
};

Visits visits(const SearchTree& tree, PathNumbers& numbers) {
  Visits v;
  if (tree.roots().empty()) return v;
  std::vector<std::pair<int, int>> stack = {{tree.roots().back(), -1}};  // a node, its parent's place
  while (!stack.empty()) {
    const auto [at, parent] = stack.back();
    stack.pop_back();
    const int place = int(v.size());
    v.node.push_back(at);
    v.parent.push_back(parent);
    v.path.push_back(parent < 0 ? 0 : numbers.of(v.path[size_t(parent)], tree.nodes()[size_t(at)].move));
    v.depth.push_back(parent < 0 ? 0 : v.depth[size_t(parent)] + 1);
    const auto& children = tree.nodes()[size_t(at)].children;
    for (auto child = children.rbegin(); child != children.rend(); ++child) stack.push_back({*child, place});
  }
  return v;
}

// "b a", "the root": a node's path as a message shows it.
std::string path_text(const SearchTree& tree, int index) {
  std::vector<const std::string*> moves;
  for (int at = index; tree.nodes()[size_t(at)].parent >= 0; at = tree.nodes()[size_t(at)].parent)
    moves.push_back(&tree.nodes()[size_t(at)].move);
  std::string path;
  for (auto m = moves.rbegin(); m != moves.rend(); ++m) path += (path.empty() ? "" : " ") + **m;
  return path.empty() ? "the root" : path;
}

// The node at `path` ("b a"; "the root") of the last search, or -1.
int node_at(const SearchTree& tree, const std::string& path) {
  if (tree.roots().empty()) return -1;
  std::vector<std::string> moves;
  if (path != "the root") {
    std::istringstream words(path);
    for (std::string m; words >> m;) moves.push_back(m);
  }
  return tree.follow(tree.roots().back(), moves);
}

std::string parent_path(const std::string& path) {
  const size_t space = path.rfind(' ');
  return path == "the root" || space == std::string::npos ? "the root" : path.substr(0, space);
}

}  // namespace

struct Grader::Searched {
  SearchTree tree;
  MoveReply reply;
  std::string error;
  double seconds = 0;
  int value() const { return tree.roots().empty() ? 0 : tree.nodes()[size_t(tree.roots().back())].value; }
};

namespace {

// "at b the window is [3, +inf]; in yours [-inf, +inf]": where a search decided what to visit next.
std::string windows_at(const std::string& path, const SearchTree& expected, const SearchTree& found) {
  const int e = node_at(expected, path), f = node_at(found, path);
  if (e < 0 || !windowed(expected.nodes()[size_t(e)])) return "";
  const std::string window = shown_window(expected.nodes()[size_t(e)]);
  const std::string yours = f < 0                                ? "not searched"
                            : windowed(found.nodes()[size_t(f)]) ? shown_window(found.nodes()[size_t(f)])
                                                                 : "no window";
  if (yours == window) return " (at " + path + " the window is " + window + " in both)";
  return " (at " + path + " the window is " + window + ", in yours " + yours + ")";
}

// The first few of `count` items, of which `items` are the first.
std::string listed(const std::vector<std::string>& items, size_t count) {
  std::string out;
  for (size_t i = 0; i < items.size() && i < 6; ++i) out += (i ? ", " : "") + items[i];
  return count > 6 ? out + ", ... (" + std::to_string(count) + ")" : out;
}

// Depth by depth, the paths one search expands and the other does not, as CS188's autograder
// compares them (as sets); "" when alike.
std::string expanded_difference(const SearchTree& expected, const Visits& want, const SearchTree& found,
                                const Visits& got) {
  // Each depth's paths, each with a node of its tree that has it (for its text).
  using Expanded = std::map<int, std::map<int, int>>;
  auto by_depth = [](const Visits& v) {
    Expanded out;
    for (size_t i = 0; i < v.size(); ++i) out[v.depth[i]].emplace(v.path[i], v.node[i]);
    return out;
  };
  const Expanded w = by_depth(want), g = by_depth(got);
  std::set<int> depths;
  for (const Expanded* e : {&w, &g})
    for (const auto& [d, paths] : *e) depths.insert(d);
  // The texts of the paths in `a` and not in `b`, in order (a few, and how many there are).
  auto only_in = [](const std::map<int, int>& a, const std::map<int, int>& b, const SearchTree& tree) {
    std::vector<std::string> texts;
    size_t count = 0;
    for (const auto& [path, node] : a)
      if (!b.count(path) && ++count <= 64) texts.push_back(path_text(tree, node));
    std::sort(texts.begin(), texts.end());
    return std::pair{texts, count};
  };
  const std::map<int, int> none;
  for (int d : depths) {
    const auto& wd = w.count(d) ? w.at(d) : none;
    const auto& gd = g.count(d) ? g.at(d) : none;
    const auto [extra, extras] = only_in(gd, wd, found);
    const auto [missing, missings] = only_in(wd, gd, expected);
    if (extra.empty() && missing.empty()) continue;
    std::string out = "depth " + std::to_string(d) + ":";
    if (!extra.empty()) out += " expanded " + listed(extra, extras) + ", which should not be";
    if (!missing.empty()) out += std::string(extra.empty() ? "" : ";") + " did not expand " + listed(missing, missings);
    return out + windows_at(parent_path(extra.empty() ? missing.front() : extra.front()), expected, found);
  }
  return "";
}

// The first place where `found` visits otherwise than `expected`, as `check` compares them; "" for none.
std::string visit_difference(GradeCheck check, const SearchTree& expected, const SearchTree& found) {
  PathNumbers numbers;
  const Visits want = visits(expected, numbers), got = visits(found, numbers);
  if (check == GradeCheck::EXPANDED || check == GradeCheck::CS188)
    return expanded_difference(expected, want, found, got);
  const size_t n = std::min(want.size(), got.size());
  for (size_t i = 0; i < n; ++i)
    if (want.path[i] != got.path[i]) {
      // A node of the same parent that comes later: the moves were taken in another order.
      const bool reordered =
          want.path[size_t(want.parent[i])] == got.path[size_t(got.parent[i])] &&
          std::find(want.path.begin() + ptrdiff_t(i), want.path.end(), got.path[i]) != want.path.end();
      return "node " + std::to_string(i + 1) + ": expected " + path_text(expected, want.node[i]) + ", found " +
             path_text(found, got.node[i]) +
             windows_at(path_text(found, got.node[size_t(got.parent[i])]), expected, found) +
             (reordered ? ": the moves are searched in another order than the game gives them" : "");
    }
  if (want.size() == got.size()) return "";
  const bool fewer = got.size() < want.size();
  const int first = fewer ? want.node[n] : got.node[n];
  const std::string first_text = path_text(fewer ? expected : found, first);
  return "nodes: expected " + std::to_string(want.size()) + ", found " + std::to_string(got.size()) +
         (fewer ? "; the first missing is " : "; the first extra is ") + first_text +
         windows_at(parent_path(first_text), expected, found);
}

// How many nodes, by path, two searches gave the same window: to tell apart mistakes that visit alike.
int windows_alike(const SearchTree& a, const SearchTree& b) {
  PathNumbers numbers;
  const Visits va = visits(a, numbers), vb = visits(b, numbers);
  std::map<int, int> in_b;  // a path's node in b
  for (size_t j = 0; j < vb.size(); ++j) in_b.emplace(vb.path[j], vb.node[j]);
  int alike = 0;
  for (size_t i = 0; i < va.size(); ++i)
    if (const auto j = in_b.find(va.path[i]);
        j != in_b.end() && shown_window(a.nodes()[size_t(va.node[i])]) == shown_window(b.nodes()[size_t(j->second)]))
      ++alike;
  return alike;
}

}  // namespace

Grader::Grader(std::string student, const PluginScan& scan, bool isolate, std::chrono::milliseconds timeout)
    : student_(std::move(student)), scan_(scan), isolate_(isolate), timeout_(timeout) {}

Grader::~Grader() = default;

std::string Grader::too_long() const {
  return "not done within " + std::to_string(timeout_.count() / 1000.0).substr(0, 4) + " s (--timeout)";
}

Grader::Searched Grader::search_textbook(const GradeCase& c, const std::string& options) {
  Searched s;
  try {
    const GameModule& module = game_module(c.game);
    std::unique_ptr<Engine>& engine = textbook_[c.game];
    if (!engine) engine = make_engine("textbook", scan_, module, isolate_);
    // No mistake unless asked: the last search may have set one.
    const Expected<PlayerSpec> spec = parse_spec("textbook:mistake=none," + options);
    if (!spec) {
      s.error = spec.reason();
      return s;
    }
    for (const auto& [name, value] : spec->options)
      if (const Status set = engine->set_option(name, value); !set) throw std::runtime_error(set.reason());
    Expected<std::unique_ptr<GameState>> position = module.from_fen(c.position);
    if (!position) {
      s.error = position.reason();
      return s;
    }
    const std::unique_ptr<GameState> state = std::move(*position);
    engine->trace_into(&s.tree);
    engine->limit_answer_time(timeout_);  // a case too deep is said, not searched for hours
    if (const Status started = engine->new_game(); !started) throw std::runtime_error(started.reason());
    const auto start = Clock::now();
    s.reply = engine->choose_move(*state, make_limits(0, c.depth), nullptr);
    s.error = s.reply.error;
    if (std::chrono::duration<double>(Clock::now() - start) >= timeout_)  // stopped: its answer is not the reference
      s.error = too_long();
    engine->trace_into(nullptr);
    s.tree.orient(*state);
    if (!s.error.empty()) engine.reset();  // started afresh for the next search
  } catch (const std::exception& e) {
    s.error = e.what();
    textbook_.erase(c.game);
  }
  return s;
}

Grader::Searched Grader::search_student(const GradeCase& c, const std::string& spec) {
  Searched s;
  try {
    const GameModule& module = game_module(c.game);
    auto engine = make_engine(spec, scan_, module, isolate_);
    Expected<std::unique_ptr<GameState>> position = module.from_fen(c.position);
    if (!position) {
      s.error = position.reason();
      return s;
    }
    const std::unique_ptr<GameState> state = std::move(*position);
    if (!engine->trace_into(&s.tree)) {
      s.error = engine->name() + " cannot report its search";
      return s;
    }
    engine->limit_answer_time(timeout_);
    if (const Status started = engine->new_game(); !started) s.error = started.reason();
    const auto start = Clock::now();
    s.reply = engine->choose_move(*state, make_limits(0, c.depth), nullptr);
    s.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    s.tree.orient(*state);
    if (s.error.empty()) s.error = s.reply.error;
    if (s.seconds * 1000 >= double(timeout_.count())) s.error = too_long() + " (a search that never ends?)";
  } catch (const std::exception& e) {
    s.error = e.what();
  }
  return s;
}

CaseResult Grader::grade(const GradeCase& c) { return compare(c, search_student(c, student_)); }

CaseResult Grader::grade_mistake(const GradeCase& c, const Mistake& mistake) {
  return compare(c, search_student(c, "textbook:" + textbook_base(c.check) + "," + mistake.option));
}

CaseResult Grader::compare(const GradeCase& c, const Searched& found) {
  CaseResult result;
  result.seconds = found.seconds;
  // The value and the move: minimax's, or with chance, expectimax's.
  const bool chance = c.check == GradeCheck::EXPECTIMAX;
  const Searched minimax = search_textbook(c, chance ? "algorithm=expectimax" : "algorithm=minimax");
  const Searched expected =
      c.check == GradeCheck::MINIMAX || chance ? minimax : search_textbook(c, textbook_base(c.check));
  for (const Searched* r : {&minimax, &expected})
    if (!r->error.empty()) {
      result.outcome = CaseResult::Outcome::ERROR;
      result.summary =
          "the reference could not search: " + r->error +
          (r->error == too_long() ? " (the case is too deep for that: a lower depth, or more --timeout)" : "");
      return result;
    }
  PathNumbers numbers;
  result.nodes_expected = visits(expected.tree, numbers).size();
  result.nodes_found = visits(found.tree, numbers).size();
  result.outcome = CaseResult::Outcome::FAIL;
  if (!found.error.empty()) {
    result.summary = "the player failed: " + found.error;
    return result;
  }
  if (found.tree.roots().empty()) {
    result.summary = "the player reported no nodes (it does not call search.trace())";
    return result;
  }

  // The value and the move: any move as good as minimax's, a root child whose value, negated, is the root's.
  std::string best;
  bool good_move = false;
  const TraceNode& root = minimax.tree.nodes()[size_t(minimax.tree.roots().back())];
  for (int child : root.children) {
    const TraceNode& n = minimax.tree.nodes()[size_t(child)];
    if (n.sign * n.value != root.value) continue;
    best += (best.empty() ? "" : " or ") + n.move;
    good_move |= n.move == found.reply.move;
  }
  if (found.value() != minimax.value())
    result.difference =
        "value: expected " + std::to_string(minimax.value()) + ", found " + std::to_string(found.value());
  else if (!good_move)
    result.difference = "move: expected " + best + ", found " + found.reply.move;
  else if (c.check != GradeCheck::MINIMAX)
    result.difference = visit_difference(c.check, expected.tree, found.tree);
  if (result.difference.empty()) {
    result.outcome = CaseResult::Outcome::PASS;
    return result;
  }

  // Which mistake makes this search: the same value, and the same visits (as the case compares
  // them) or, for a minimax case, the same move; the more alike (move, visits, windows), the better.
  // A minimax case may be searched by a minimax or an alpha-beta: the mistakes of both are tried.
  std::vector<std::string> bases = {textbook_base(c.check)};
  if (c.check == GradeCheck::MINIMAX) bases.push_back(textbook_base(GradeCheck::ALPHABETA));
  const GradeCheck visits_as = c.check == GradeCheck::MINIMAX ? GradeCheck::ALPHABETA : c.check;
  int most_alike = -1;
  for (const Mistake& mistake : mistakes_for(c.check)) {
    int alike = -1;
    for (const std::string& base : bases) {
      const Searched wrong = search_textbook(c, base + "," + mistake.option);
      if (!wrong.error.empty() || wrong.value() != found.value()) continue;
      const bool same_visits = visit_difference(visits_as, wrong.tree, found.tree).empty();
      const bool same_move = wrong.reply.move == found.reply.move;
      if (c.check == GradeCheck::MINIMAX ? !same_move : !same_visits) continue;
      alike = std::max(alike,
                       (same_move ? 1 << 24 : 0) + (same_visits ? 1 << 23 : 0) + windows_alike(wrong.tree, found.tree));
    }
    if (alike < 0 || alike < most_alike) continue;
    if (alike > most_alike) result.diagnoses.clear(), most_alike = alike;
    result.diagnoses.push_back(mistake);
  }
  for (const Mistake& m : result.diagnoses) result.summary += (result.summary.empty() ? "" : ", or ") + m.name;
  if (result.summary.empty()) {
    result.summary = result.difference;
    result.difference.clear();
  }
  return result;
}

}  // namespace plyground::host
