// A grading suite (`plyground grade --suite`): cases grouped in questions worth points, as a
// course's autograder marks them. Reading only; match/grading.hpp grades the cases.
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.hpp"

namespace plyground::host {

// How a case checks a player. A search check also takes the value and the move of minimax at the
// same depth (any move as good as minimax's).
enum class GradeCheck {
  MINIMAX,     // the value and the move only
  ALPHABETA,   // and every node visited, in order, against alpha-beta cutting off at v >= beta
  EXPANDED,    // and the set of nodes expanded at each depth, as Berkeley's CS188 autograder checks
               // it (any order that prunes the same nodes passes), cutting off at v >= beta
  CS188,       // the same sets against CS188's alpha-beta: a cut-off only at v > beta, v returned
  EXPECTIMAX,  // the value and the move of expectimax instead of minimax, and every node in order
  PLAY,        // no search compared: games against an opponent, enough of them won
  EVALUATION,  // the same with the student's evaluate(state) in Plyground's alpha-beta (Python)
};
std::string_view check_name(GradeCheck check);
// Whether a case plays games (play, evaluation) rather than compare a search.
inline bool plays_games(GradeCheck check) { return check == GradeCheck::PLAY || check == GradeCheck::EVALUATION; }

// One case: NAME GAME DEPTH CHECK POSITION, or NAME GAME DEPTH play WON/GAMES OPPONENT [POSITION]
// (or evaluation in place of play).
struct GradeCase {
  std::string name, game, position;  // position: "" for the game's start
  int depth = 0;
  GradeCheck check = GradeCheck::ALPHABETA;
  int line = 0;      // in the suite's text
  int question = 0;  // its place in GradeSuite::questions
  // A play case: at least `wins` of `games` won against `opponent` (a player spec), the student
  // searching `depth` plies, first and second in turn.
  int wins = 0, games = 0;
  std::string opponent;
};

// A question: its cases share its points, each passing case its part, or with "all" only when
// every one passes (CS188's PassAllTestsQuestion).
struct GradeQuestion {
  std::string name;
  double points = 1;
  bool all_or_nothing = false;
  int line = 0;
};

struct GradeSuite {
  std::vector<GradeQuestion> questions;  // a case outside any question is a question of 1 point
  std::vector<GradeCase> cases;
};

// Reads a suite; fails with the fault and its line number when a line is malformed. A position
// whose brackets are still open goes on over the next lines.
Expected<GradeSuite> read_suite(std::istream& in);
// The suites Plyground ships: "standard" (alpha-beta as Russell and Norvig write it, the default),
// "cs188" (Berkeley's rule: the sets expanded, no pruning on equality, v returned) and "expectimax"
// (chance nodes); nothing for another name.
std::optional<std::string> builtin_suite(std::string_view name);
std::vector<std::string> builtin_suite_names();

// The points each question earns when its cases passed as `passed` says (one per case, in order).
std::vector<double> question_points(const GradeSuite& suite, const std::vector<bool>& passed);
// "2.5", "4": points as reports show them.
std::string points_text(double points);

}  // namespace plyground::host
