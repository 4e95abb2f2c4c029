// Grading a student's search (`plyground grade`): a suite of small searches, each compared with the
// textbook player's (plugins/textbook) as a course's autograder would, and, when it differs, the
// classic mistake it makes named when the textbook player making it reproduces the search exactly;
// and games the student's player must win.
#pragma once

#include <chrono>
#include <istream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "match/grade_suite.hpp"
#include "match/mistakes.hpp"
#include "players/engine.hpp"
#include "players/plugin_loader.hpp"
#include "players/search_tree.hpp"

namespace plyground::host {

struct CaseResult {
  // FAIL: a wrong answer; FAULT: the player crashed, threw, hung or did not load; ERROR: the case
  // could not be graded (its reference could not search it).
  enum class Outcome { PASS, FAIL, FAULT, ERROR };
  Outcome outcome = Outcome::PASS;
  std::string summary;             // what failed, or the mistake named
  std::string difference;          // the first difference, with its path and windows
  std::vector<Mistake> diagnoses;  // the mistakes whose search the student's matches
  uint64_t nodes_expected = 0, nodes_found = 0;
  double seconds = 0;                // the student's search, or games
  std::vector<std::string> printed;  // the student's last lines printed during its search
  bool untraced = false;             // it reported no nodes: nothing to compare
};
constexpr int kPrintedLines = 8;  // the most kept for a case
// What a player whose search reports no nodes is told to do.
constexpr const char* kTraceIt =
    "its search is not traced (C++: the kit's search.trace(); Python: search.enter_root, enter and leave), so "
    "grade cannot compare it with the reference";

// One diagnosis for a student across a suite: the mistake named on the most searches answered
// wrong (several when they are named together as often: searches alike on every case), and on how
// many of them.
struct Diagnosis {
  std::vector<Mistake> mistakes;  // none: no case named one
  int named_on = 0, failing = 0;
  int untraced = 0;  // of the failing cases, those whose search reported no nodes
};
Diagnosis diagnose(const std::vector<GradeCase>& cases, const std::vector<CaseResult>& results);

// Grades cases one by one, keeping one textbook player per game for the references.
class Grader {
 public:
  // `student`: the player graded. `timeout`: the most a search may take, the student's (which then fails)
  // or the reference's (the case cannot be graded).
  Grader(PlayerSpec student, const PluginScan& scan, bool isolate, std::chrono::milliseconds timeout);
  ~Grader();
  CaseResult grade(const GradeCase& c);
  // Searches `c` with the textbook player making `mistake` as the student; for checking that a suite
  // catches the classic mistakes.
  CaseResult grade_mistake(const GradeCase& c, const Mistake& mistake);

 private:
  struct Searched;
  Searched search_textbook(const GradeCase& c, const OptionValues& options);
  Searched search_student(const GradeCase& c, const PlayerSpec& student);
  CaseResult judge(const GradeCase& c, const Searched& found);  // the student's search against the references
  CaseResult play_games(const GradeCase& c);                    // a play or evaluation case
  // `expected`: the case's reference, searched already.
  std::vector<Mistake> mistakes_making(const GradeCase& c, const Searched& found, const Searched& expected);
  std::string too_long() const;  // a search past the timeout, said

  PlayerSpec student_;
  const PluginScan& scan_;
  bool isolate_;
  std::chrono::milliseconds timeout_;
  std::map<std::string, std::unique_ptr<Engine>> textbook_;  // by game id
};

}  // namespace plyground::host
