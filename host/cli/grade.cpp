// `plyground grade`: a student's player on a suite of small searches, against the shipped minimax
// (the move and the value at the same depth) and, for an alpha-beta assignment, the shipped
// alpha-beta searching left to right (every node it visits, in its order), read from the traces.
#include <CLI/CLI.hpp>
#include <iostream>
#include <sstream>

#include "base/files.hpp"
#include "cli/commands.hpp"
#include "players/make_engine.hpp"

namespace plyground::cli {
namespace {

// The suite a teacher starts from (`plyground grade --print-suite`): textbook trees, then small
// positions of each game, none with a capture within its depth (so any move order that keeps the
// game's order of quiet moves is "left to right").
constexpr const char* kDefaultSuite = R"(# A grading suite: one case per line, "#" starts a comment.
# NAME  GAME  DEPTH  CHECK  POSITION
# CHECK is minimax (the move and the value of minimax at DEPTH) or alphabeta (also every node
# alpha-beta visits, left to right, in its order). POSITION is the rest of the line (FEN, or the
# tree); "start" for the game's start.
textbook          tree       2  alphabeta  ((3 12 8) (2 4 6) (14 5 2))
three-levels      tree       3  alphabeta  (((3 17) (2 12)) ((15 25) (2 5)) ((3 2) (14 6)))
negative-leaves   tree       2  alphabeta  ((-3 5 -8) (6 -2 4) (1 0 -7) (9 -9 2))
random-4-3-seed-1 tree       4  alphabeta  random 4 3 1
random-5-2-seed-7 tree       5  alphabeta  random 5 2 7
tictactoe-middle  tictactoe  3  alphabeta  X1O/1X1/3 o
tictactoe-start   tictactoe  2  alphabeta  start
chess-start       chess      2  alphabeta  start
xiangqi-soldiers  xiangqi    2  alphabeta  2bakab2/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/2BAKAB2 w - - 0 1
)";

struct Case {
  std::string name, game, check, position;
  int depth = 0;
  int line = 0;
};

// Reads a suite; a malformed line is named with its number.
std::vector<Case> read_suite(std::istream& in, std::string& error) {
  std::vector<Case> cases;
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (const size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream words(line);
    Case c;
    c.line = number;
    if (!(words >> c.name)) continue;
    if (!(words >> c.game >> c.depth >> c.check) || c.depth < 1 || c.depth > 8 ||
        (c.check != "minimax" && c.check != "alphabeta")) {
      error = "line " + std::to_string(number) + ": expected NAME GAME DEPTH(1-8) minimax|alphabeta POSITION";
      return {};
    }
    if (!host::find_game(c.game)) {
      error = "line " + std::to_string(number) + ": no game '" + c.game + "'";
      return {};
    }
    std::getline(words >> std::ws, c.position);
    if (c.position == "start") c.position.clear();
    cases.push_back(c);
  }
  if (cases.empty() && error.empty()) error = "the suite has no case";
  return cases;
}

std::string path_text(const host::SearchTree& tree, int index) {
  std::string path;
  for (int at = index; tree.nodes()[size_t(at)].parent >= 0; at = tree.nodes()[size_t(at)].parent)
    path = tree.nodes()[size_t(at)].move + (path.empty() ? "" : " " + path);
  return path.empty() ? "the root" : path;
}

struct Searched {
  host::SearchTree tree;
  host::MoveReply reply;
  std::string error;
};

// One search of `position` at `depth`, traced.
Searched search(const std::string& spec, const Case& c, const host::PluginScan& scan, bool isolate) {
  Searched s;
  try {
    const host::GameModule& module = host::game_module(c.game);
    auto engine = host::make_engine(spec, scan, module, isolate);
    const auto state = module.new_game(c.position, &s.error);
    if (!state) return s;
    if (!engine->trace_into(&s.tree)) {
      s.error = engine->name() + " cannot report its search";
      return s;
    }
    if (const std::string e = engine->new_game(); !e.empty()) s.error = e;
    s.reply = engine->choose_move(*state, host::make_limits(0, c.depth), nullptr);
    if (s.error.empty()) s.error = s.reply.error;
  } catch (const std::exception& e) {
    s.error = e.what();
  }
  return s;
}

// "" when the student's search agrees with the references, else the first difference.
std::string grade_case(const Case& c, const std::string& student, const host::PluginScan& scan, bool isolate) {
  const Searched reference = search("minimax", c, scan, isolate);
  if (!reference.error.empty()) return "the reference could not search: " + reference.error;
  const Searched found = search(student, c, scan, isolate);
  if (!found.error.empty()) return "the player failed: " + found.error;
  if (found.tree.roots().empty()) return "the player reported no nodes (it does not call search.trace())";
  const host::TraceNode& expected_root = reference.tree.nodes()[size_t(reference.tree.roots().back())];
  const host::TraceNode& found_root = found.tree.nodes()[size_t(found.tree.roots().back())];
  if (found_root.value != expected_root.value)
    return "value: expected " + std::to_string(expected_root.value) + ", found " + std::to_string(found_root.value);
  // Any move as good as minimax's: a root child whose value, negated, is the root's.
  std::string best;
  bool good = false;
  for (int child : expected_root.children) {
    const host::TraceNode& n = reference.tree.nodes()[size_t(child)];
    if (-n.value != expected_root.value) continue;
    best += (best.empty() ? "" : " or ") + n.move;
    good |= n.move == found.reply.move;
  }
  if (!good) return "move: expected " + best + ", found " + found.reply.move;
  if (c.check == "minimax") return "";
  const Searched alphabeta = search("alphabeta:ordering=none", c, scan, isolate);
  if (!alphabeta.error.empty()) return "the reference could not search: " + alphabeta.error;
  const auto& want = alphabeta.tree;
  const auto& got = found.tree;
  const size_t n = std::min(want.nodes().size(), got.nodes().size());
  for (size_t i = 0; i < n; ++i)
    if (path_text(want, int(i)) != path_text(got, int(i)))
      return "node " + std::to_string(i + 1) + ": expected " + path_text(want, int(i)) + ", found " +
             path_text(got, int(i));
  if (want.nodes().size() != got.nodes().size())
    return "nodes: expected " + std::to_string(want.nodes().size()) + ", found " + std::to_string(got.nodes().size()) +
           (got.nodes().size() < want.nodes().size() ? "; the first missing is " + path_text(want, int(n))
                                                     : "; the first extra is " + path_text(got, int(n)));
  return "";
}

struct GradeOptions {
  std::string player, suite;
  bool print_suite = false;
};

int run_grade(const GradeOptions& o, const Context& context) {
  if (o.print_suite) {
    std::cout << kDefaultSuite;
    return 0;
  }
  if (o.player.empty()) {
    std::cerr << "error: --player is required\n";
    return kExitBadInput;
  }
  std::string error;
  std::vector<Case> cases;
  if (o.suite.empty()) {
    std::istringstream in(kDefaultSuite);
    cases = read_suite(in, error);
  } else {
    std::string why;
    if (const std::optional<std::string> text = host::read_file(o.suite, host::kLargestTextFile, &why); !text) {
      std::cerr << "error: cannot read " << why << "\n";
      return kExitBadInput;
    } else {
      std::istringstream in(*text);
      cases = read_suite(in, error);
    }
  }
  if (!error.empty()) {
    std::cerr << "error: " << (o.suite.empty() ? "the default suite" : o.suite) << ": " << error << "\n";
    return kExitBadInput;
  }
  const host::PluginScan scan = context.scan();
  int passed = 0;
  for (const Case& c : cases) {
    const std::string why = grade_case(c, o.player, scan, !context.in_process);
    passed += why.empty();
    std::cout << (why.empty() ? "pass  " : "FAIL  ") << c.name << "  (" << c.game << ", depth " << c.depth << ", "
              << c.check << ")" << (why.empty() ? "" : ": " + why) << "\n";
  }
  const int failed = int(cases.size()) - passed;
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed ? 1 : 0;
}

}  // namespace

void add_grade_command(CLI::App& app, const Context& context) {
  auto options = std::make_shared<GradeOptions>();
  CLI::App* cmd = app.add_subcommand("grade", "Check a student's player against minimax and alpha-beta on a suite");
  cmd->add_option("--player", options->player, "The student's player: a plugin file, or any player spec");
  cmd->add_option("--suite", options->suite, "A suite file (default: the built-in suite)")->transform(absolute_path);
  cmd->add_flag("--print-suite", options->print_suite, "Print the built-in suite, to start one of your own");
  cmd->callback([options, &context] {
    if (const int status = run_grade(*options, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
