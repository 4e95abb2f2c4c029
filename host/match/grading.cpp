#include "match/grading.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "base/printable.hpp"
#include "games/registry.hpp"
#include "match/match.hpp"
#include "players/make_engine.hpp"
#include "players/spec.hpp"

namespace plyground::host {

Diagnosis diagnose(const std::vector<GradeCase>& cases, const std::vector<CaseResult>& results) {
  Diagnosis d;
  std::map<std::string, int> named_on;  // by mistake id
  std::map<std::string, Mistake> by_id;
  for (size_t i = 0; i < cases.size() && i < results.size(); ++i) {
    const CaseResult& r = results[i];
    if (r.outcome != CaseResult::Outcome::FAIL || plays_games(cases[i].check)) continue;
    ++d.failing;
    d.untraced += r.untraced;
    for (const Mistake& m : r.diagnoses) ++named_on[m.id], by_id.emplace(m.id, m);
  }
  for (const auto& [id, count] : named_on) d.named_on = std::max(d.named_on, count);
  for (const Mistake& m : mistakes_for(GradeCheck::ALPHABETA))  // in the usual order, then the others
    if (named_on.count(m.id) && named_on[m.id] == d.named_on) d.mistakes.push_back(m), by_id.erase(m.id);
  for (const auto& [id, m] : by_id)
    if (named_on[id] == d.named_on) d.mistakes.push_back(m);
  return d;
}

namespace {

using Clock = std::chrono::steady_clock;

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

namespace {

// Values compared exactly, but for the last bits of a sum of products (an average of chance
// outcomes computed in another order).
constexpr double kInfinity = std::numeric_limits<double>::infinity();
bool alike(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a)); }

// "3", "2.1", "40.9": a value as the tree writes it; the search's infinity as "+inf".
std::string value_text(double value) {
  if (std::abs(value) >= 32000) return value > 0 ? "+inf" : "-inf";
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", value == 0 ? 0.0 : value);  // 0, not -0
  return text;
}

}  // namespace

struct Grader::Searched {
  SearchTree tree;
  MoveReply reply;
  std::string error;
  double seconds = 0;
  bool legal = true;  // the move answered is one of the position's
  std::vector<std::string> printed;
  double value() const { return tree.roots().empty() ? 0 : reported_value(tree.nodes()[size_t(tree.roots().back())]); }
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

// What a node's value is known to be, from the root side: exactly `low` (= high), at most `high`
// (a value at or below its window's low end: fail-low), or at least `low` (at or above the high
// end: fail-high). Nothing when it was not left, stopped or answered by a table.
struct Known {
  double low = -kInfinity, high = kInfinity;
  std::string text() const {
    if (low == high) return value_text(low);
    return low == -kInfinity ? "<= " + value_text(high) : ">= " + value_text(low);
  }
};
std::optional<Known> known_value(const TraceNode& n) {
  if (!n.left || n.stopped() || n.hash_cutoff()) return std::nullopt;
  const double v = values_sign(n) * reported_value(n);
  if (!windowed(n)) return Known{v, v};
  const auto [low, high] = root_side_window(n);
  if (v <= low) return Known{-kInfinity, v};
  if (v >= high) return Known{v, kInfinity};
  return Known{v, v};
}

// "; first at b a: expected 2, found 5": the deepest node where what the two searches say of its
// value cannot both hold (two values, or a value and a bound, or two bounds, that differ: "expected
// <= 2, found >= +inf"), the first such in the student's order; "" when there is none.
std::string first_value_difference(const SearchTree& expected, const SearchTree& found) {
  PathNumbers numbers;
  const Visits want = visits(expected, numbers), got = visits(found, numbers);
  std::map<int, int> in_expected;  // a path's node there
  for (size_t i = 0; i < want.size(); ++i) in_expected.emplace(want.path[i], want.node[i]);
  int deepest = -1;
  std::string out;
  for (size_t i = 0; i < got.size(); ++i) {
    const auto e = in_expected.find(got.path[i]);
    if (e == in_expected.end() || got.depth[i] <= deepest) continue;
    const auto want_value = known_value(expected.nodes()[size_t(e->second)]);
    const auto found_value = known_value(found.nodes()[size_t(got.node[i])]);
    if (!want_value || !found_value) continue;
    const double low = std::max(want_value->low, found_value->low);
    const double high = std::min(want_value->high, found_value->high);
    if (low <= high || alike(low, high)) continue;  // both may hold
    deepest = got.depth[i];
    out = "; first at " + path_text(found, got.node[i]) + ": expected " + want_value->text() + ", found " +
          found_value->text();
  }
  return out;
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

Grader::Grader(PlayerSpec student, const PluginScan& scan, bool isolate, std::chrono::milliseconds timeout)
    : student_(std::move(student)), scan_(scan), isolate_(isolate), timeout_(timeout) {}

Grader::~Grader() = default;

std::string Grader::too_long() const {
  return "not done within " + std::to_string(timeout_.count() / 1000.0).substr(0, 4) + " s (--timeout)";
}

Grader::Searched Grader::search_textbook(const GradeCase& c, const OptionValues& options) {
  Searched s;
  try {
    const GameModule& module = game_module(c.game);
    std::unique_ptr<Engine>& engine = textbook_[c.game];
    if (!engine) engine = make_engine("textbook", scan_, module, isolate_);
    // No mistake unless asked: the last search may have set one.
    for (const auto& [name, value] : overridden_by({{"mistake", "none"}}, options))
      if (const Status set = engine->set_option(name, value); !set) throw std::runtime_error(set.reason());
    Expected<std::unique_ptr<GameState>> position = module.from_fen(c.position);
    if (!position) {
      s.error = position.reason();
      return s;
    }
    const std::unique_ptr<GameState> state = std::move(*position);
    if (!engine->trace_into(&s.tree)) throw std::runtime_error(engine->name() + " cannot report its search");
    engine->limit_answer_time(timeout_);  // a case too deep is said, not searched for hours
    if (const Status started = engine->new_game(); !started) throw std::runtime_error(started.reason());
    const auto start = Clock::now();
    s.reply = engine->choose_move(*state, make_limits(0, c.depth), nullptr);
    s.error = s.reply.error;
    if (std::chrono::duration<double>(Clock::now() - start) >= timeout_)  // stopped: its answer is not the reference
      s.error = too_long();
    (void)engine->trace_into(nullptr);  // no more nodes: nothing to fail
    s.tree.orient(*state);
    if (!s.error.empty()) engine.reset();  // started afresh for the next search
  } catch (const std::exception& e) {
    s.error = e.what();
    textbook_.erase(c.game);
  }
  return s;
}

Grader::Searched Grader::search_student(const GradeCase& c, const PlayerSpec& student) {
  Searched s;
  try {
    const GameModule& module = game_module(c.game);
    auto engine = make_engine(student, scan_, module, isolate_);
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
    if (s.seconds * 1000 >= double(timeout_.count())) {  // its time is the timeout; the rest, the host's wait
      s.error = too_long() + " (a search that never ends?)";
      s.seconds = double(timeout_.count()) / 1000;
    }
    s.legal = state->find_legal(s.reply.move).has_value();
    s.printed = engine->printed(kPrintedLines);
  } catch (const std::exception& e) {
    s.error = e.what();
  }
  return s;
}

CaseResult Grader::grade(const GradeCase& c) {
  return plays_games(c.check) ? play_games(c) : judge(c, search_student(c, student_));
}

CaseResult Grader::play_games(const GradeCase& c) {
  CaseResult result;
  const GameModule& module = game_module(c.game);
  const auto start = Clock::now();
  int won = 0;
  std::string lost;  // how the first game the student lost by a fault of its own ended (its name in the reason)
  try {
    PlayerSpec spec = student_;
    if (c.check == GradeCheck::EVALUATION) {  // its evaluate(state), in Plyground's alpha-beta
      if (spec.kind != PlayerSpec::Kind::PYTHON_FILE)
        throw std::invalid_argument("an evaluation case grades a Python player's evaluate(state)");
      spec.options.emplace_back("search", "alphabeta");
    }
    const std::unique_ptr<Engine> student = make_engine(spec, scan_, module, isolate_);
    const std::unique_ptr<Engine> opponent = make_engine(c.opponent, scan_, module, isolate_);
    student->limit_answer_time(timeout_);
    const Limits limits = make_limits(0, c.depth);
    for (int g = 0; g < c.games; ++g) {
      const bool first = g % 2 == 0;  // first and second in turn
      const PlayedGame game = first ? play_game(*student, *opponent, module, c.position, limits, uint64_t(g))
                                    : play_game(*opponent, *student, module, c.position, limits, uint64_t(g));
      const Result win = first ? Result::FIRST_PLAYER_WINS : Result::SECOND_PLAYER_WINS;
      won += game.record.result == win;
      const std::string how = game.record.tag("Termination");
      if (lost.empty() && game.record.result != win && game.record.result != Result::DRAW && !how.empty() &&
          how.find(student->name()) != std::string::npos)
        lost = how;
    }
  } catch (const std::exception& e) {
    result.outcome = CaseResult::Outcome::FAULT;
    result.summary = "the player failed: " + std::string(e.what());
    return result;
  }
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  const std::string record = "won " + std::to_string(won) + " of " + std::to_string(c.games) + " games against " +
                             c.opponent + " (" + std::to_string(c.wins) + " needed)";
  result.summary = record;
  if (won >= c.wins) return result;
  // Too few won, and some lost by a crash, a hang or a wrong answer: a fault, not weak play.
  result.outcome = lost.empty() ? CaseResult::Outcome::FAIL : CaseResult::Outcome::FAULT;
  if (!lost.empty()) result.difference = "a game lost: " + lost;
  return result;
}

CaseResult Grader::grade_mistake(const GradeCase& c, const Mistake& mistake) {
  // As students writing each style would make it: where it is named alone, or else named at all.
  std::optional<CaseResult> named, first;
  for (const OptionValues& style : student_styles(c.check)) {
    CaseResult r = judge(c, search_student(c, spec_of("textbook", overridden_by(style, mistake.options))));
    const bool names =
        std::any_of(r.diagnoses.begin(), r.diagnoses.end(), [&](const Mistake& d) { return d.id == mistake.id; });
    if (names && r.diagnoses.size() == 1) return r;
    if (names && !named) named = r;
    if (!first) first = std::move(r);
  }
  return named ? *named : *first;
}

// Which mistake makes this search: the textbook player with it, written in one of the styles a
// student may have used, reproduces the student's search exactly (value, move and visits, as a case
// with visits compares them), where the mistake changes that style's search at all. Among several,
// those that also gave the same windows.
std::vector<Mistake> Grader::mistakes_making(const GradeCase& c, const Searched& found, const Searched& expected) {
  const GradeCheck visits_as = c.check == GradeCheck::MINIMAX ? GradeCheck::ALPHABETA : c.check;
  const auto same = [&](const Searched& a, const Searched& b) {
    return a.error.empty() && b.error.empty() && alike(a.value(), b.value()) &&
           (!b.legal || a.reply.move == b.reply.move) && visit_difference(visits_as, a.tree, b.tree).empty();
  };
  std::vector<std::pair<OptionValues, Searched>> styles;
  for (const OptionValues& style : student_styles(c.check))  // the reference's style is searched already
    styles.emplace_back(style, style == textbook_base(c.check) ? expected : search_textbook(c, style));
  std::vector<Mistake> named;
  int most_alike = -1;
  for (const Mistake& mistake : mistakes_for(c.check)) {
    int alike = -1;
    for (const auto& [style, plain] : styles) {
      const Searched wrong = search_textbook(c, overridden_by(style, mistake.options));
      if (same(wrong, found) && !same(wrong, plain)) alike = std::max(alike, windows_alike(wrong.tree, found.tree));
    }
    if (alike < 0 || alike < most_alike) continue;
    if (alike > most_alike) named.clear(), most_alike = alike;
    named.push_back(mistake);
  }
  return named;
}

CaseResult Grader::judge(const GradeCase& c, const Searched& found) {
  CaseResult result;
  result.seconds = found.seconds;
  result.printed = found.printed;
  // The value and the move: minimax's, or with chance, expectimax's.
  const bool chance = c.check == GradeCheck::EXPECTIMAX;
  const Searched minimax = search_textbook(c, textbook_base(chance ? GradeCheck::EXPECTIMAX : GradeCheck::MINIMAX));
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
    result.outcome = CaseResult::Outcome::FAULT;
    result.summary = "the player failed: " + found.error;
    return result;
  }
  if (found.tree.roots().empty()) {
    result.summary = "the player reported no nodes: " + std::string(kTraceIt);
    result.untraced = true;
    return result;
  }

  // The value and the move: any move as good as minimax's, a root child whose value, negated, is the root's.
  std::string best;
  bool good_move = false;
  const TraceNode& root = minimax.tree.nodes()[size_t(minimax.tree.roots().back())];
  for (int child : root.children) {
    const TraceNode& n = minimax.tree.nodes()[size_t(child)];
    if (!alike(values_sign(n) * reported_value(n), reported_value(root))) continue;
    best += (best.empty() ? "" : " or ") + n.move;
    good_move |= n.move == found.reply.move;
  }
  if (!found.legal)
    result.difference = "its answer, '" + found.reply.move + "', is no legal move";
  else if (!alike(found.value(), minimax.value()))
    result.difference = "value: expected " + value_text(minimax.value()) + ", found " + value_text(found.value()) +
                        first_value_difference(expected.tree, found.tree);
  else if (!good_move)
    result.difference = "move: expected " + best + ", found " + found.reply.move;
  else if (c.check != GradeCheck::MINIMAX)
    result.difference = visit_difference(c.check, expected.tree, found.tree);
  if (result.difference.empty()) {
    result.outcome = CaseResult::Outcome::PASS;
    return result;
  }

  result.diagnoses = mistakes_making(c, found, expected);
  for (const Mistake& m : result.diagnoses) result.summary += (result.summary.empty() ? "" : ", or ") + m.name;
  if (result.summary.empty()) {
    result.summary = result.difference;
    result.difference.clear();
  }
  return result;
}

}  // namespace plyground::host
