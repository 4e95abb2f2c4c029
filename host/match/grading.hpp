// Grading a student's search (`plyground grade`): a suite of small searches, each compared with the
// textbook player's (plugins/textbook) as a course's autograder would, and, when it differs, the
// classic mistake it makes named by searching the same case with each mistake and matching traces.
#pragma once

#include <chrono>
#include <istream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/status.hpp"
#include "players/engine.hpp"
#include "players/plugin_loader.hpp"
#include "players/search_tree.hpp"

namespace plyground::host {

// How a case checks a search; every check also takes the value and the move of minimax at the
// same depth (any move as good as minimax's).
enum class GradeCheck {
  MINIMAX,     // the value and the move only
  ALPHABETA,   // and every node visited, in order, against alpha-beta cutting off at v >= beta
  EXPANDED,    // and the set of nodes expanded at each depth, as Berkeley's CS188 autograder checks
               // it (any order that prunes the same nodes passes), cutting off at v >= beta
  CS188,       // the same sets, with CS188's rule: a cut-off only at v > beta, never on equality
  EXPECTIMAX,  // the value and the move of expectimax instead of minimax, and every node in order
};
std::string_view check_name(GradeCheck check);

// One line of a suite: NAME GAME DEPTH CHECK POSITION.
struct GradeCase {
  std::string name, game, position;  // position: "" for the game's start
  int depth = 0;
  GradeCheck check = GradeCheck::ALPHABETA;
  int line = 0;  // in the suite's text
};

// Reads a suite; fails with the fault and its line number when a line is malformed.
Expected<std::vector<GradeCase>> read_suite(std::istream& in);
// The suites Plyground ships: "standard" (alpha-beta as Russell and Norvig write it, the default),
// "cs188" (Berkeley's rule: the sets expanded, no pruning on equality) and "expectimax" (chance
// nodes); nothing for another name.
std::optional<std::string> builtin_suite(std::string_view name);

// A classic mistake: the textbook player's option that makes it, what to call it, what to do.
struct Mistake {
  std::string id;           // "no-window", as tables and JSON name it
  std::string option;       // the textbook player's: "mistake=no-window", or the other pruning rule
  std::string name;         // "alpha and beta are not passed to the children"
  std::string explanation;  // one line a student can act on
};
// The mistakes grading looks for on a case with `check`.
std::vector<Mistake> mistakes_for(GradeCheck check);

struct CaseResult {
  enum class Outcome { PASS, FAIL, ERROR };  // ERROR: the case could not be graded
  Outcome outcome = Outcome::PASS;
  std::string summary;             // what failed, or the mistake named
  std::string difference;          // the first difference, with its path and windows
  std::vector<Mistake> diagnoses;  // the mistakes whose search the student's matches
  uint64_t nodes_expected = 0, nodes_found = 0;
  double seconds = 0;  // the student's search
};

// Grades cases one by one, keeping one textbook player per game for the references.
class Grader {
 public:
  // `student`: a player spec. `timeout`: the most a search may take, the student's (which then fails)
  // or the reference's (the case cannot be graded).
  Grader(std::string student, const PluginScan& scan, bool isolate, std::chrono::milliseconds timeout);
  ~Grader();
  CaseResult grade(const GradeCase& c);
  // Searches `c` with the textbook player making `mistake` as the student; for checking that a suite
  // catches the classic mistakes.
  CaseResult grade_mistake(const GradeCase& c, const Mistake& mistake);

 private:
  struct Searched;
  Searched search_textbook(const GradeCase& c, const std::string& options);
  Searched search_student(const GradeCase& c, const std::string& spec);
  CaseResult compare(const GradeCase& c, const Searched& found);
  std::string too_long() const;  // a search past the timeout, said

  std::string student_;
  const PluginScan& scan_;
  bool isolate_;
  std::chrono::milliseconds timeout_;
  std::map<std::string, std::unique_ptr<Engine>> textbook_;  // by game id
};

}  // namespace plyground::host
