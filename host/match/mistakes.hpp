// The classic mistakes of a search, as the textbook player (plugins/textbook) makes them on
// request: what grading tries to reproduce a student's search with, to name its mistake.
#pragma once

#include <string>
#include <vector>

#include "match/grade_suite.hpp"
#include "players/spec.hpp"

namespace plyground::host {

// A classic mistake: the textbook player's options that make it, what to call it, what to do.
struct Mistake {
  std::string id;           // "no-window", as tables and JSON name it
  OptionValues options;     // the textbook player's that make it: {{"mistake", "no-window"}}, or another style
  std::string name;         // "alpha and beta are not passed to the children"
  std::string explanation;  // one line a student can act on
};
// The mistakes grading looks for on a case with `check`.
std::vector<Mistake> mistakes_for(GradeCheck check);

// The textbook player's options for the reference of `check`: Russell and Norvig's alpha-beta,
// CS188's, minimax or expectimax.
OptionValues textbook_base(GradeCheck check);
// The ways of writing a correct search of `check` a student may have made a mistake in, as the
// textbook player's options: fail-soft and fail-hard alpha-beta (which differ once a mistake is
// in), and for a minimax case minimax too.
std::vector<OptionValues> student_styles(GradeCheck check);

}  // namespace plyground::host
