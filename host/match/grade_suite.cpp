#include "match/grade_suite.hpp"

#include <algorithm>
#include <iterator>
#include <memory>
#include <sstream>

#include "base/printable.hpp"
#include "base/whole_number.hpp"
#include "games/registry.hpp"

namespace plyground::host {
namespace {

// The suites a teacher starts from (`plyground grade --print-suite [--suite cs188]`): textbook
// trees, then small positions of each game, none with a capture within its depth (so any move
// order that keeps the game's order of quiet moves is "left to right"), then games to win. Between
// them each suite names every classic mistake of its rule alone on some case (`--check-suite`).
constexpr const char* kHeader = R"(# A grading suite: one case per line, "#" starts a comment.
# NAME  GAME  DEPTH  CHECK  POSITION
# CHECK is what is compared with the textbook search at DEPTH, besides the value and the move of
# minimax (any move as good as its move passes):
#   minimax    nothing more;
#   alphabeta  every node alpha-beta visits, in its order, cutting off once a value reaches beta
#              (v >= beta), as Russell and Norvig write it;
#   expanded   the set of nodes expanded at each depth, as Berkeley's CS188 checks it, so the same
#              pruning in another order passes;
#   cs188      the same sets against CS188's alpha-beta: a cut-off only once a value passes beta
#              (v > beta), never on equality, and v returned (fail-soft);
#   expectimax the value and the move of expectimax instead (chance nodes averaged by their
#              probabilities), and every node in order.
# POSITION is the rest of the line (and the next lines while a bracket is open): a FEN or a tree,
# or "start" for the game's start.
#
# NAME  GAME  DEPTH  play  WON/GAMES  OPPONENT  [POSITION]
# plays GAMES games against OPPONENT (any player spec), first and second in turn, searching DEPTH
# plies, and passes when it wins at least WON of them. With "evaluation" in place of "play", a
# Python player's evaluate(state) plays in Plyground's alpha-beta to DEPTH (search=alphabeta).
#
# question NAME POINTS [all]
# the cases after it, up to the next question, share POINTS: each passing case earns its part, or
# with "all" only every case passing earns them. A case before any question is worth 1 point.
)";

constexpr const char* kStandardSuite = R"(question trees 5
textbook          tree       2  alphabeta  ((3 12 8) (2 4 6) (14 5 2))
three-levels      tree       3  alphabeta  (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
horizon           tree       2  alphabeta  (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
equal-values      tree       2  alphabeta  ((3 5 4) (3 1 7) (2 9 0))
negative-leaves   tree       2  alphabeta  ((-3 5 -8) (6 -2 4) (1 0 -7) (9 -9 2))
leaves-at-root    tree       2  alphabeta  (3 (2 4) 1)
random-4-3-seed-1 tree       4  alphabeta  random 4 3 1
random-5-2-seed-7 tree       5  alphabeta  random 5 2 7
expanded-three    tree       3  expanded   (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
minimax-textbook  tree       2  minimax    ((3 12 8) (2 4 6) (14 5 2))
question games 4
tictactoe-middle  tictactoe  3  alphabeta  X1O/1X1/3 o
tictactoe-start   tictactoe  2  alphabeta  start
chess-start       chess      2  alphabeta  start
xiangqi-soldiers  xiangqi    2  alphabeta  2bakab2/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/2BAKAB2 w - - 0 1
question playing 1
beats-random      connect4   3  play       3/4 random
)";

constexpr const char* kCs188Suite =
    R"(# CS188's alpha-beta throughout: the set of states expanded, no pruning on equality, v returned.
question trees 5
textbook          tree       2  cs188      ((3 12 8) (2 4 6) (14 5 2))
tied-values       tree       2  cs188      ((3 5 4) (3 1 7) (2 9 0))
three-levels      tree       3  cs188      (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
horizon           tree       2  cs188      (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
negative-leaves   tree       2  cs188      ((-3 5 -8) (6 -2 4) (1 0 -7) (9 -9 2))
random-4-3-seed-1 tree       4  cs188      random 4 3 1
minimax-textbook  tree       2  minimax    ((3 12 8) (2 4 6) (14 5 2))
leaves-at-root    tree       2  minimax    (3 (2 4) 1)
question games 3
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

constexpr std::pair<std::string_view, const char*> kSuites[] = {
    {"standard", kStandardSuite}, {"cs188", kCs188Suite}, {"expectimax", kExpectimaxSuite}};

constexpr std::pair<GradeCheck, std::string_view> kChecks[] = {
    {GradeCheck::MINIMAX, "minimax"},      {GradeCheck::ALPHABETA, "alphabeta"},   {GradeCheck::EXPANDED, "expanded"},
    {GradeCheck::CS188, "cs188"},          {GradeCheck::EXPECTIMAX, "expectimax"}, {GradeCheck::PLAY, "play"},
    {GradeCheck::EVALUATION, "evaluation"}};

// How many brackets `text` leaves open: a tree written over several lines goes on.
int open_brackets(std::string_view text) {
  int open = 0;
  for (char c : text) open += (c == '(' || c == '[') - (c == ')' || c == ']');
  return open;
}

// A whole number from `lo` to `hi` written in `text`, or nothing.
std::optional<int> whole_number(std::string_view text, int lo, int hi) {
  int n = 0;
  return read_whole(text, n) && n >= lo && n <= hi ? std::optional(n) : std::nullopt;
}

// A play case's "WON/GAMES OPPONENT [POSITION]", read into `c`: "" or the fault.
std::string read_play(std::istringstream& words, GradeCase& c) {
  std::string count;
  if (!(words >> count >> c.opponent)) return "expected WON/GAMES OPPONENT after play";
  const size_t slash = count.find('/');
  const auto games = whole_number(count.substr(slash == std::string::npos ? 0 : slash + 1), 1, 1000);
  const auto won = slash == std::string::npos ? std::nullopt : whole_number(count.substr(0, slash), 1, 1000);
  if (!won || !games || *won > *games) return "'" + count + "' is not WON/GAMES, such as 3/4, with 1 <= WON <= GAMES";
  c.wins = *won;
  c.games = *games;
  return "";
}

}  // namespace

std::string_view check_name(GradeCheck check) {
  for (const auto& [c, name] : kChecks)
    if (c == check) return name;
  return "?";
}

std::optional<std::string> builtin_suite(std::string_view name) {
  for (const auto& [id, text] : kSuites)
    if (id == name) return std::string(kHeader) + text;
  return std::nullopt;
}

std::vector<std::string> builtin_suite_names() {
  std::vector<std::string> names;
  for (const auto& [id, text] : kSuites) names.emplace_back(id);
  return names;
}

Expected<GradeSuite> read_suite(std::istream& in) {
  GradeSuite suite;
  int number = 0;
  const auto next_line = [&](std::string& line) {
    if (!std::getline(in, line)) return false;
    ++number;
    if (const size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    return true;
  };
  bool in_question = false;
  for (std::string line; next_line(line);) {
    const int first = number;
    const auto fault = [&](const std::string& why) { return failure("line " + std::to_string(first) + ": " + why); };
    std::istringstream words(line);
    GradeCase c;
    c.line = number;
    if (!(words >> c.name)) continue;
    c.name = printable(c.name);  // shown in tables and reports
    if (c.name == "question") {
      GradeQuestion q{.line = number};
      std::string points, all, extra;
      if (!(words >> q.name >> points)) return fault("expected question NAME POINTS [all]");
      q.name = printable(q.name);
      try {
        size_t used = 0;
        q.points = std::stod(points, &used);
        if (used != points.size() || !(q.points >= 0 && q.points <= 1e6)) throw std::invalid_argument(points);
      } catch (const std::exception&) {
        return fault("the points '" + points + "' are not a number from 0 to 1000000");
      }
      if (words >> all && all != "all") return fault("expected question NAME POINTS [all], found '" + all + "'");
      if (words >> extra) return fault("expected question NAME POINTS [all], found '" + extra + "'");
      q.all_or_nothing = all == "all";
      suite.questions.push_back(q);
      in_question = true;
      continue;
    }
    std::string depth, check;
    if (!(words >> c.game >> depth >> check)) return fault("expected NAME GAME DEPTH CHECK POSITION");
    for (const GradeCase& before : suite.cases)
      if (before.name == c.name)
        return fault("the case name '" + c.name + "' is taken (line " + std::to_string(before.line) + ")");
    if (!find_game(c.game)) return fault("no game '" + c.game + "'");
    const auto plies = whole_number(depth, 1, 8);
    if (!plies) return fault("the depth '" + depth + "' is not a number from 1 to 8");
    c.depth = *plies;
    const auto known =
        std::find_if(std::begin(kChecks), std::end(kChecks), [&](const auto& k) { return k.second == check; });
    if (known == std::end(kChecks))
      return fault("the check '" + check +
                   "' is not minimax, alphabeta, expanded, cs188, expectimax, play or evaluation");
    c.check = known->first;
    if (plays_games(c.check))
      if (const std::string why = read_play(words, c); !why.empty()) return fault(why);
    std::getline(words >> std::ws, c.position);
    for (std::string more; open_brackets(c.position) > 0 && next_line(more);) c.position += " " + more;
    if (c.position == "start") c.position.clear();
    const Expected<std::unique_ptr<GameState>> start = game_module(c.game).from_fen(c.position);
    if (!start) return fault("bad position: " + start.reason());
    const std::unique_ptr<GameState>& state = *start;
    if (state->end().over()) return fault("the game is over in this position: nothing to search");
    if (state->is_chance()) return fault("chance moves in this position, not a player: nothing to search");
    if (!in_question) suite.questions.push_back({.name = c.name, .points = 1, .line = c.line});
    c.question = int(suite.questions.size()) - 1;
    suite.cases.push_back(c);
  }
  if (suite.cases.empty()) return failure("the suite has no case");
  for (size_t q = 0; q < suite.questions.size(); ++q)
    if (std::none_of(suite.cases.begin(), suite.cases.end(), [&](const GradeCase& c) { return c.question == int(q); }))
      return failure("line " + std::to_string(suite.questions[q].line) + ": the question " + suite.questions[q].name +
                     " has no case");
  return suite;
}

std::vector<double> question_points(const GradeSuite& suite, const std::vector<bool>& passed) {
  std::vector<double> points(suite.questions.size(), 0);
  for (size_t q = 0; q < suite.questions.size(); ++q) {
    int cases = 0, passes = 0;
    for (size_t i = 0; i < suite.cases.size() && i < passed.size(); ++i)
      if (suite.cases[i].question == int(q)) ++cases, passes += passed[i];
    const GradeQuestion& question = suite.questions[q];
    points[q] = question.all_or_nothing ? (passes == cases ? question.points : 0) : question.points * passes / cases;
  }
  return points;
}

std::string points_text(double points) { return decimal_text(points, 2); }

}  // namespace plyground::host
