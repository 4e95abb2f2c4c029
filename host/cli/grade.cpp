// `plyground grade`: a student's player on a suite of small searches (match/grading.hpp), a line per
// case as soon as it is graded, a table at the end, and JSON or JUnit XML for a course's tools.
// Exit status: 0 every case passed, 1 some failed, 2 nothing could be graded (the player does not
// load, the suite is malformed, a results file cannot be written).
#include <CLI/CLI.hpp>
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

std::string outcome_word(const host::CaseResult& r) {
  return r.outcome == host::CaseResult::Outcome::PASS   ? "pass"
         : r.outcome == host::CaseResult::Outcome::FAIL ? "FAIL"
                                                        : "ERROR";
}

// "FAIL  textbook  (tree, depth 2, alphabeta): alpha and beta are not passed to the children", then
// for a named mistake what to do and what was seen.
std::string case_text(const Graded& g) {
  const host::CaseResult& r = g.result;
  std::string out = outcome_word(r) + "  " + g.c.name + "  (" + g.c.game + ", depth " + std::to_string(g.c.depth) +
                    ", " + std::string(host::check_name(g.c.check)) + ")";
  if (r.outcome == host::CaseResult::Outcome::PASS) return out + "\n";
  out += ": " + host::printable(r.summary) + "\n";
  for (const host::Mistake& m : r.diagnoses) out += "      fix: " + m.explanation + "\n";
  if (!r.difference.empty()) out += "      seen: " + host::printable(r.difference) + "\n";
  return out;
}

std::string summary_table(const std::vector<Graded>& graded) {
  std::string out = "\n" + pad("case", 20) + pad("check", 11) + pad("nodes", 14) + pad("seconds", 9) + "result\n";
  for (const Graded& g : graded) {
    const host::CaseResult& r = g.result;
    std::string result = outcome_word(r);
    for (const host::Mistake& m : r.diagnoses) result += (result.size() == 4 ? ": " : ", ") + m.id;
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.2f", r.seconds);
    out += pad(g.c.name, 20) + pad(std::string(host::check_name(g.c.check)), 11) +
           pad(std::to_string(r.nodes_found) + "/" + std::to_string(r.nodes_expected), 14) + pad(seconds, 9) + result +
           "\n";
  }
  return out;
}

// Results a course's tools read: made printable first (a player's name, its error), then quoted.
std::string json_string(const std::string& text) { return host::json_string(host::printable(text)); }

std::string results_json(const GradeOptions& o, const std::vector<Graded>& graded, int status) {
  std::ostringstream out;
  int passed = 0;
  out << "{\"player\":" << json_string(o.player) << ",\"suite\":" << json_string(o.suite) << ",\"cases\":[";
  for (size_t i = 0; i < graded.size(); ++i) {
    const Graded& g = graded[i];
    const host::CaseResult& r = g.result;
    passed += r.outcome == host::CaseResult::Outcome::PASS;
    out << (i ? "," : "") << "\n{\"name\":" << json_string(g.c.name) << ",\"line\":" << g.c.line
        << ",\"game\":" << json_string(g.c.game) << ",\"depth\":" << g.c.depth
        << ",\"check\":" << json_string(std::string(host::check_name(g.c.check))) << ",\"outcome\":"
        << json_string(r.outcome == host::CaseResult::Outcome::PASS   ? "pass"
                       : r.outcome == host::CaseResult::Outcome::FAIL ? "fail"
                                                                      : "error")
        << ",\"summary\":" << json_string(r.summary) << ",\"difference\":" << json_string(r.difference)
        << ",\"mistakes\":[";
    for (size_t m = 0; m < r.diagnoses.size(); ++m)
      out << (m ? "," : "") << "{\"id\":" << json_string(r.diagnoses[m].id)
          << ",\"name\":" << json_string(r.diagnoses[m].name)
          << ",\"explanation\":" << json_string(r.diagnoses[m].explanation) << "}";
    out << "],\"nodes\":" << r.nodes_found << ",\"expected_nodes\":" << r.nodes_expected << ",\"seconds\":" << r.seconds
        << "}";
  }
  out << "\n],\"passed\":" << passed << ",\"failed\":" << graded.size() - size_t(passed) << ",\"status\":" << status
      << "}\n";
  return out.str();
}

std::string xml_text(const std::string& text) {
  std::string out;
  for (char c : host::printable(text)) {
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

// JUnit XML as CI servers and course tools read it: a failed case is a <failure>, a case that could
// not be graded an <error>.
std::string results_junit(const GradeOptions& o, const std::vector<Graded>& graded) {
  int failures = 0, errors = 0;
  double seconds = 0;
  for (const Graded& g : graded) {
    failures += g.result.outcome == host::CaseResult::Outcome::FAIL;
    errors += g.result.outcome == host::CaseResult::Outcome::ERROR;
    seconds += g.result.seconds;
  }
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n<testsuite name=\"plyground grade "
      << xml_text(o.player) << "\" tests=\"" << graded.size() << "\" failures=\"" << failures << "\" errors=\""
      << errors << "\" time=\"" << seconds << "\">\n";
  for (const Graded& g : graded) {
    const host::CaseResult& r = g.result;
    out << "  <testcase classname=\"grade." << xml_text(g.c.game) << "\" name=\"" << xml_text(g.c.name) << "\" time=\""
        << r.seconds << "\"";
    if (r.outcome == host::CaseResult::Outcome::PASS) {
      out << "/>\n";
      continue;
    }
    const char* tag = r.outcome == host::CaseResult::Outcome::FAIL ? "failure" : "error";
    std::string body;
    for (const host::Mistake& m : r.diagnoses) body += "fix: " + m.explanation + "\n";
    if (!r.difference.empty()) body += "seen: " + r.difference + "\n";
    out << ">\n    <" << tag << " message=\"" << xml_text(r.summary) << "\">" << xml_text(body) << "</" << tag
        << ">\n  </testcase>\n";
  }
  out << "</testsuite>\n</testsuites>\n";
  return out.str();
}

// A suite named by --suite: a built-in one by its name (unless a file has that name), else a file.
bool builtin(const std::string& suite) { return host::builtin_suite(suite) && !std::filesystem::exists(suite); }

// The cases of the suite given, or of the standard one; nothing with the message printed.
std::optional<std::vector<host::GradeCase>> suite_cases(const GradeOptions& o) {
  std::optional<std::string> text = host::builtin_suite(o.suite);
  if (!builtin(o.suite)) {
    host::Expected<std::string> read = host::read_file(o.suite, host::kLargestTextFile);
    if (!read) {
      host::say_error("cannot read " + read.reason());
      return std::nullopt;
    }
    text = std::move(*read);
  }
  std::istringstream in(*text);
  host::Expected<std::vector<host::GradeCase>> cases = host::read_suite(in);
  if (!cases) {
    host::say_error((builtin(o.suite) ? "the built-in suite " + o.suite : o.suite) + ": " + cases.reason());
    return std::nullopt;
  }
  return std::move(*cases);
}

// Whether the student's player loads and plays the suite's games: "" or why it cannot be graded.
std::string player_fault(const std::string& player, const std::vector<host::GradeCase>& cases,
                         const host::PluginScan& scan) {
  const host::Expected<host::PlayerSpec> spec = host::parse_spec(player);
  if (!spec) return spec.reason();
  try {
    std::set<std::string> checked;  // once per game: checking may start the player
    for (const host::GradeCase& c : cases)
      if (checked.insert(c.game).second) host::check_spec(*spec, scan, host::game_module(c.game));
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

// --check-suite: each classic mistake of the suite's checks searched as the student on every case
// it applies to, to see which cases catch it (fail) and name it.
int check_suite(const std::vector<host::GradeCase>& cases, host::Grader& grader) {
  std::cout << pad("mistake", 22) << "caught by (* where it is named)\n";
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
        if (r.outcome != host::CaseResult::Outcome::FAIL) continue;
        const bool names =
            std::any_of(r.diagnoses.begin(), r.diagnoses.end(), [&](const host::Mistake& d) { return d.id == m.id; });
        named |= names;
        caught += " " + c.name + (names ? "*" : "");
      }
      missed += !named;
      std::cout << pad(m.id, 22) << (caught.empty() ? " none" : caught) << (named ? "" : "   (never named)") << "\n"
                << std::flush;
    }
  std::cout << (missed ? std::to_string(missed) + " mistakes never named\n" : "every mistake is named by some case\n");
  return missed ? kExitFailed : 0;
}

int run_grade(const GradeOptions& o, const Context& context) {
  if (o.print_suite) {
    if (!builtin(o.suite)) {
      host::say_error("no built-in suite '" + std::filesystem::path(o.suite).filename().string() +
                      "' (standard, cs188, expectimax)");
      return kExitBadInput;
    }
    std::cout << *host::builtin_suite(o.suite);
    return 0;
  }
  if (o.player.empty() && !o.check_suite) {
    host::say_error("--player is required");
    return kExitBadInput;
  }
  const auto cases = suite_cases(o);
  if (!cases) return kExitBadInput;
  const host::PluginScan scan = context.scan();
  if (const std::string why = player_fault("textbook", *cases, scan); !why.empty()) {
    host::say_error("cannot grade without the textbook player, which the references search with: " + why);
    return kExitBadInput;
  }
  const auto timeout = std::chrono::milliseconds(int64_t(o.timeout_s * 1000));
  host::Grader grader(o.player, scan, !context.in_process, timeout);
  if (o.check_suite) return check_suite(*cases, grader);
  if (const std::string why = player_fault(o.player, *cases, scan); !why.empty()) {
    host::say_error("cannot grade " + o.player + ": " + why);
    return kExitBadInput;
  }

  std::vector<Graded> graded;
  int failed = 0, errors = 0;
  for (const host::GradeCase& c : *cases) {
    graded.push_back({c, grader.grade(c)});
    failed += graded.back().result.outcome == host::CaseResult::Outcome::FAIL;
    errors += graded.back().result.outcome == host::CaseResult::Outcome::ERROR;
    std::cout << case_text(graded.back()) << std::flush;
  }
  std::cout << summary_table(graded) << graded.size() - size_t(failed + errors) << " passed, " << failed << " failed"
            << (errors ? ", " + std::to_string(errors) + " not graded" : "") << "\n";
  int status = errors ? kExitBadInput : failed ? kExitFailed : 0;
  for (const auto& [path, text] :
       {std::pair{o.json, results_json(o, graded, status)}, std::pair{o.junit, results_junit(o, graded)}}) {
    if (path.empty()) continue;
    if (const host::Status error = host::write_whole_file(path, text); !error) {
      host::say_error(error.reason());
      status = kExitBadInput;
    }
  }
  return status;
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
