// `plyground grade`: a student's player on a suite of small searches (match/grading.hpp): its one
// diagnosis first, then a line per case, a table and the points of each question, and JSON or
// JUnit XML for a course's tools.
// Exit status: 0 every case passed, 1 some failed, 2 nothing could be graded (the player does not
// load, the suite is malformed, a results file cannot be written).
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <boost/algorithm/string/case_conv.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>
#include <sstream>

#include "base/files.hpp"
#include "base/printable.hpp"
#include "cli/commands.hpp"
#include "games/registry.hpp"
#include "match/grading.hpp"
#include "players/make_engine.hpp"

namespace plyground::cli {
namespace {

struct GradeOptions {
  std::string player, suite = "standard", json, junit;
  double timeout_s = 5;
  bool print_suite = false, check_suite = false;
};

struct Graded {
  host::GradeCase c;
  host::CaseResult result;
};

using Outcome = host::CaseResult::Outcome;

// The words reports use: "pass", "FAIL", "FAULT" (the player crashed, hung or did not load),
// "ERROR" (not graded); JSON's are lowercase.
std::string outcome_word(Outcome outcome) {
  return outcome == Outcome::PASS    ? "pass"
         : outcome == Outcome::FAIL  ? "FAIL"
         : outcome == Outcome::FAULT ? "FAULT"
                                     : "ERROR";
}

// "      fix: ..." for each mistake, each fix once (two mistakes may share theirs).
std::string fixes(const std::vector<host::Mistake>& mistakes) {
  std::string out;
  for (const host::Mistake& m : mistakes)
    if (const std::string line = "      fix: " + m.explanation + "\n"; out.find(line) == std::string::npos) out += line;
  return out;
}

std::string case_title(const host::GradeCase& c) {
  return c.name + "  (" + c.game + ", depth " + std::to_string(c.depth) + ", " +
         std::string(host::check_name(c.check)) + ")";
}

// "FAIL  textbook  (tree, depth 2, alphabeta): alpha and beta are not passed to the children", then
// for a named mistake what to do and what was seen.
std::string case_text(const Graded& g) {
  const host::CaseResult& r = g.result;
  std::string out = outcome_word(r.outcome) + "  " + case_title(g.c);
  if (r.outcome == Outcome::PASS) return out + "\n";
  out += ": " + host::printable(r.summary) + "\n";
  out += fixes(r.diagnoses);
  if (!r.difference.empty()) out += "      seen: " + host::printable(r.difference) + "\n";
  for (size_t i = 0; i < r.printed.size(); ++i)
    out += (i ? "               " : "      printed: ") + r.printed[i] + "\n";
  return out;
}

// The one diagnosis across the suite, first in the report.
std::string diagnosis_text(const host::Diagnosis& d) {
  if (d.failing == 0) return "";
  if (d.mistakes.empty() && d.untraced == d.failing) return "Diagnosis: " + std::string(host::kTraceIt) + "\n\n";
  if (d.mistakes.empty())
    return "Diagnosis: no mistake Plyground knows makes these searches (each case below says what differs)\n\n";
  std::string names;
  for (const host::Mistake& m : d.mistakes) names += (names.empty() ? "" : ", or ") + m.name;
  std::string out = "Diagnosis: " + names + " (named on " + std::to_string(d.named_on) + " of the " +
                    std::to_string(d.failing) + " cases answered wrong)\n";
  out += fixes(d.mistakes);
  return out + "\n";
}

std::string summary_table(const std::vector<Graded>& graded) {
  std::string out = "\n" + pad("case", 20) + pad("check", 11) + pad("nodes", 14) + pad("seconds", 9) + "result\n";
  for (const Graded& g : graded) {
    const host::CaseResult& r = g.result;
    std::string result = outcome_word(r.outcome);
    for (size_t m = 0; m < r.diagnoses.size(); ++m) result += (m ? ", " : ": ") + r.diagnoses[m].id;
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.2f", r.seconds);
    const std::string nodes =
        host::plays_games(g.c.check) ? "" : std::to_string(r.nodes_found) + "/" + std::to_string(r.nodes_expected);
    out += pad(g.c.name, 20) + pad(std::string(host::check_name(g.c.check)), 11) + pad(nodes, 14) + pad(seconds, 9) +
           result + "\n";
  }
  return out;
}

// Each question's points, and the total, as a course's autograder prints them.
std::string points_table(const host::GradeSuite& suite, const std::vector<double>& points) {
  std::string out = "\n" + pad("question", 20) + "points\n";
  double total = 0, most = 0;
  for (size_t q = 0; q < suite.questions.size(); ++q) {
    out += pad(suite.questions[q].name, 20) + host::points_text(points[q]) + "/" +
           host::points_text(suite.questions[q].points) + "\n";
    total += points[q];
    most += suite.questions[q].points;
  }
  return out + pad("total", 20) + host::points_text(total) + "/" + host::points_text(most) + "\n";
}

// Results a course's tools read: made printable first (a player's name, its error), then quoted.
std::string json_string(const std::string& text) { return host::json_string(host::printable(text)); }

std::string mistakes_json(const std::vector<host::Mistake>& mistakes) {
  std::string out = "[";
  for (size_t m = 0; m < mistakes.size(); ++m)
    out += (m ? "," : "") + std::string("{\"id\":") + json_string(mistakes[m].id) +
           ",\"name\":" + json_string(mistakes[m].name) + ",\"explanation\":" + json_string(mistakes[m].explanation) +
           "}";
  return out + "]";
}

std::string strings_json(const std::vector<std::string>& texts) {
  std::string out = "[";
  for (size_t i = 0; i < texts.size(); ++i) out += (i ? "," : "") + json_string(texts[i]);
  return out + "]";
}

struct Report {
  const GradeOptions& options;
  const host::GradeSuite& suite;
  const std::vector<Graded>& graded;
  const std::vector<double>& points;
  const host::Diagnosis& diagnosis;
  std::string fault;  // why nothing could be graded: the player does not load
  int status = 0;
};

std::string results_json(const Report& r) {
  std::ostringstream out;
  int passed = 0;
  double total = 0, most = 0;
  out << "{\"player\":" << json_string(r.options.player) << ",\"suite\":" << json_string(r.options.suite)
      << ",\"fault\":" << json_string(r.fault) << ",\"diagnosis\":{\"mistakes\":" << mistakes_json(r.diagnosis.mistakes)
      << ",\"named_on\":" << r.diagnosis.named_on << ",\"wrong\":" << r.diagnosis.failing << "},\"questions\":[";
  for (size_t q = 0; q < r.suite.questions.size(); ++q) {
    out << (q ? "," : "") << "\n{\"name\":" << json_string(r.suite.questions[q].name)
        << ",\"points\":" << host::points_text(r.points[q])
        << ",\"max_points\":" << host::points_text(r.suite.questions[q].points) << "}";
    total += r.points[q];
    most += r.suite.questions[q].points;
  }
  out << "],\"cases\":[";
  for (size_t i = 0; i < r.graded.size(); ++i) {
    const Graded& g = r.graded[i];
    const host::CaseResult& c = g.result;
    passed += c.outcome == Outcome::PASS;
    out << (i ? "," : "") << "\n{\"name\":" << json_string(g.c.name) << ",\"line\":" << g.c.line
        << ",\"question\":" << json_string(r.suite.questions[size_t(g.c.question)].name)
        << ",\"game\":" << json_string(g.c.game) << ",\"depth\":" << g.c.depth
        << ",\"check\":" << json_string(std::string(host::check_name(g.c.check)))
        << ",\"outcome\":" << json_string(boost::algorithm::to_lower_copy(outcome_word(c.outcome)))
        << ",\"summary\":" << json_string(c.summary) << ",\"difference\":" << json_string(c.difference)
        << ",\"mistakes\":" << mistakes_json(c.diagnoses) << ",\"printed\":" << strings_json(c.printed)
        << ",\"nodes\":" << c.nodes_found << ",\"expected_nodes\":" << c.nodes_expected << ",\"seconds\":" << c.seconds
        << "}";
  }
  out << "\n],\"passed\":" << passed << ",\"failed\":" << r.graded.size() - size_t(passed)
      << ",\"points\":" << host::points_text(total) << ",\"max_points\":" << host::points_text(most)
      << ",\"status\":" << r.status << "}\n";
  return out.str();
}

// Text for XML, printable (a player's error), its line breaks kept when `lines`.
std::string xml_text(const std::string& text, bool lines = false) {
  std::string clean;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    clean += (clean.empty() ? "" : lines ? "\n" : " ") + host::printable(line);
  std::string out;
  for (char c : clean) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

// JUnit XML as CI servers and course tools read it: a wrong answer is a <failure>; a crash, a
// timeout, a player that does not load or a case that could not be graded an <error>.
std::string results_junit(const Report& r) {
  int failures = 0, errors = 0;
  double seconds = 0;
  for (const Graded& g : r.graded) {
    failures += g.result.outcome == Outcome::FAIL;
    errors += g.result.outcome == Outcome::FAULT || g.result.outcome == Outcome::ERROR;
    seconds += g.result.seconds;
  }
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"plyground grade "
      << xml_text(r.options.player) << "\" tests=\"" << r.graded.size() << "\" failures=\"" << failures
      << "\" errors=\"" << errors << "\" time=\"" << seconds << "\">\n";
  for (const Graded& g : r.graded) {
    const host::CaseResult& c = g.result;
    out << "  <testcase classname=\"grade." << xml_text(r.suite.questions[size_t(g.c.question)].name) << "\" name=\""
        << xml_text(g.c.name) << "\" time=\"" << c.seconds << "\"";
    if (c.outcome == Outcome::PASS) {
      out << "/>\n";
      continue;
    }
    const char* tag = c.outcome == Outcome::FAIL ? "failure" : "error";
    std::string body = fixes(c.diagnoses);
    if (!c.difference.empty()) body += "seen: " + c.difference + "\n";
    for (const std::string& line : c.printed) body += "printed: " + line + "\n";
    out << ">\n    <" << tag << " message=\"" << xml_text(c.summary) << "\">" << xml_text(body, true) << "</" << tag
        << ">\n  </testcase>\n";
  }
  out << "</testsuite>\n</testsuites>\n";
  return out.str();
}

// Writes the JSON and JUnit files asked for; the status, made 2 when one cannot be written.
int write_results(const Report& report) {
  int status = report.status;
  for (const auto& [path, text] :
       {std::pair{report.options.json, results_json(report)}, std::pair{report.options.junit, results_junit(report)}}) {
    if (path.empty()) continue;
    if (const host::Status error = host::write_whole_file(path, text); !error) {
      host::say_error(error.reason());
      status = kExitBadInput;
    }
  }
  return status;
}

// "standard, cs188, expectimax".
std::string builtin_names() {
  std::string names;
  for (const std::string& name : host::builtin_suite_names()) names += (names.empty() ? "" : ", ") + name;
  return names;
}

// A suite named by --suite: a built-in one by its name (unless a file has that name), else a file.
bool builtin(const std::string& suite) { return host::builtin_suite(suite) && !std::filesystem::exists(suite); }

// The suite given, or the standard one; nothing with the message printed.
std::optional<host::GradeSuite> read_suite(const GradeOptions& o) {
  std::optional<std::string> text = host::builtin_suite(o.suite);
  if (!builtin(o.suite)) {
    host::Expected<std::string> read = host::read_file(o.suite, host::kLargestTextFile);
    if (!read) {
      host::say_error("cannot read " + read.reason() + " (the built-in suites are " + builtin_names() + ")");
      return std::nullopt;
    }
    text = std::move(*read);
  }
  std::istringstream in(*text);
  host::Expected<host::GradeSuite> suite = host::read_suite(in);
  if (!suite) {
    host::say_error((builtin(o.suite) ? "the built-in suite " + o.suite : o.suite) + ": " + suite.reason());
    return std::nullopt;
  }
  return std::move(*suite);
}

// Whether the student's player loads and plays the suite's games: "" or why it cannot be graded.
std::string player_fault(const host::PlayerSpec& player, const std::vector<host::GradeCase>& cases,
                         const host::PluginScan& scan) {
  try {
    std::set<std::string> checked;  // once per game: checking may start the player
    for (const host::GradeCase& c : cases)
      if (checked.insert(c.game).second) host::check_spec(player, scan, host::game_module(c.game));
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}
std::string player_fault(const std::string& player, const std::vector<host::GradeCase>& cases,
                         const host::PluginScan& scan) {
  const host::Expected<host::PlayerSpec> spec = host::parse_spec(player);
  return spec ? player_fault(*spec, cases, scan) : spec.reason();
}

// --check-suite: each classic mistake of the suite's checks searched as the student on every case
// it applies to, to see which cases catch it (fail) and name it.
int check_suite(const std::vector<host::GradeCase>& cases, host::Grader& grader) {
  std::cout << pad("mistake", 22) << "caught by (* where it is named, and no other)\n";
  int missed = 0;
  std::vector<std::string> ids;
  for (const host::GradeCase& of : cases)  // the mistakes of the suite's checks, each once
    for (const host::Mistake& m : host::mistakes_for(of.check)) {
      if (std::find(ids.begin(), ids.end(), m.id) != ids.end()) continue;
      ids.push_back(m.id);
      std::string caught;
      bool named = false;
      for (const host::GradeCase& c : cases) {
        const auto applies = host::mistakes_for(c.check);
        if (std::none_of(applies.begin(), applies.end(), [&](const host::Mistake& a) { return a.id == m.id; }))
          continue;
        const host::CaseResult r = grader.grade_mistake(c, m);
        if (r.outcome != Outcome::FAIL) continue;
        const bool names = r.diagnoses.size() == 1 && r.diagnoses[0].id == m.id;
        named |= names;
        caught += " " + c.name + (names ? "*" : "");
      }
      missed += !named;
      std::cout << pad(m.id, 22) << (caught.empty() ? " none" : caught) << (named ? "" : "   (never named alone)")
                << "\n"
                << std::flush;
    }
  std::cout << (missed ? std::to_string(missed) + " mistakes never named alone\n"
                       : "every mistake is named alone by some case\n");
  return missed ? kExitFailed : 0;
}

// Grades every case, a line for each as it is graded, then the diagnosis, the table and the points.
int grade_all(const GradeOptions& o, const host::GradeSuite& suite, host::Grader& grader) {
  std::vector<Graded> graded;
  std::vector<host::CaseResult> results;
  std::vector<bool> passed;
  int failed = 0, errors = 0;
  const bool watched = isatty(STDERR_FILENO);  // a person waits: say which case is being graded
  for (const host::GradeCase& c : suite.cases) {
    if (watched)
      std::cerr << "\rgrading " << graded.size() + 1 << " of " << suite.cases.size() << ": " << pad(c.name, 24)
                << std::flush;
    graded.push_back({c, grader.grade(c)});
    results.push_back(graded.back().result);
    passed.push_back(results.back().outcome == Outcome::PASS);
    failed += results.back().outcome == Outcome::FAIL || results.back().outcome == Outcome::FAULT;
    errors += results.back().outcome == Outcome::ERROR;
  }
  if (watched) std::cerr << "\r" << std::string(60, ' ') << "\r" << std::flush;
  // The diagnosis first, then each case, then the table and the points.
  const host::Diagnosis diagnosis = host::diagnose(suite.cases, results);
  const std::vector<double> points = host::question_points(suite, passed);
  std::cout << diagnosis_text(diagnosis);
  for (const Graded& g : graded) std::cout << case_text(g);
  std::cout << summary_table(graded) << points_table(suite, points) << graded.size() - size_t(failed + errors)
            << " passed, " << failed << " failed" << (errors ? ", " + std::to_string(errors) + " not graded" : "")
            << "\n";
  return write_results({o, suite, graded, points, diagnosis, "", errors ? kExitBadInput : failed ? kExitFailed : 0});
}

// A player that does not load: said, and every case a fault worth nothing, in the results files too.
int grade_unloadable(const GradeOptions& o, const host::GradeSuite& suite, const std::string& why) {
  host::say_error("cannot grade " + o.player + ": " + why);
  std::vector<Graded> graded;
  for (const host::GradeCase& c : suite.cases)
    graded.push_back({c, {.outcome = Outcome::FAULT, .summary = "the player did not load: " + why}});
  const std::vector<double> points = host::question_points(suite, std::vector<bool>(suite.cases.size(), false));
  std::cout << points_table(suite, points);  // a marks script finds the total as for any student
  const host::Diagnosis none;
  return write_results({o, suite, graded, points, none, why, kExitBadInput});
}

int run_grade(const GradeOptions& o, const Context& context) {
  if (o.print_suite) {
    if (!builtin(o.suite)) {
      host::say_error("no built-in suite '" + std::filesystem::path(o.suite).filename().string() + "' (" +
                      builtin_names() + ")");
      return kExitBadInput;
    }
    std::cout << *host::builtin_suite(o.suite);
    return 0;
  }
  if (o.player.empty() && !o.check_suite) {
    host::say_error("--player is required");
    return kExitBadInput;
  }
  const auto suite = read_suite(o);
  if (!suite) return kExitBadInput;
  if (!can_write_later(o.json) || !can_write_later(o.junit)) return kExitBadInput;
  const host::PluginScan scan = context.scan();
  for (const host::GradeCase& c : suite->cases)  // the teacher's typo is not the student's fault
    if (host::plays_games(c.check))
      if (const std::string why = player_fault(c.opponent, {c}, scan); !why.empty()) {
        host::say_error(o.suite + ": line " + std::to_string(c.line) + ": the opponent " + c.opponent +
                        " cannot play: " + why);
        return kExitBadInput;
      }
  if (const std::string why = player_fault("textbook", suite->cases, scan); !why.empty()) {
    host::say_error("cannot grade without the textbook player, which the references search with: " + why);
    return kExitBadInput;
  }
  const auto timeout = std::chrono::milliseconds(int64_t(o.timeout_s * 1000));
  if (o.check_suite) {  // the textbook player makes each mistake as the student
    host::Grader grader(host::PlayerSpec{}, scan, !context.in_process, timeout);
    return check_suite(suite->cases, grader);
  }
  const host::Expected<host::PlayerSpec> student = host::parse_spec(o.player);
  if (!student) return grade_unloadable(o, *suite, student.reason());
  if (const std::string why = player_fault(*student, suite->cases, scan); !why.empty())
    return grade_unloadable(o, *suite, why);
  host::Grader grader(*student, scan, !context.in_process, timeout);
  return grade_all(o, *suite, grader);
}

}  // namespace

void add_grade_command(CLI::App& app, const Context& context) {
  auto options = std::make_shared<GradeOptions>();
  CLI::App* cmd = app.add_subcommand("grade", "Check a student's player against minimax and alpha-beta on a suite");
  cmd->add_option("--player", options->player, "The student's player: a plugin file, or any player spec");
  cmd->add_option("--suite", options->suite, "A suite file, or a built-in suite: standard, cs188 or expectimax")
      ->transform([](const std::string& suite) { return builtin(suite) ? suite : absolute_path(suite); })
      ->capture_default_str();
  cmd->add_option("--timeout", options->timeout_s,
                  "Seconds a search may take: past it a player fails its case, and the reference leaves it ungraded")
      ->check(finite_range(0.1, 3600.0))
      ->capture_default_str();
  cmd->add_option("--json", options->json, "Also write the results as JSON to this file")->transform(absolute_path);
  cmd->add_option("--junit", options->junit, "Also write the results as JUnit XML to this file")
      ->transform(absolute_path);
  cmd->add_flag("--print-suite", options->print_suite, "Print a built-in suite (--suite), to start one of your own");
  cmd->add_flag("--check-suite", options->check_suite,
                "Search the suite with each classic mistake, to see which cases catch and name it");
  cmd->callback([options, &context] {
    if (const int status = run_grade(*options, context)) throw CLI::RuntimeError(status);
  });
}

}  // namespace plyground::cli
