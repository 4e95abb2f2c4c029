// python: a player written in Python. The student's file defines `choose_move(state)` (or
// `choose_move(state, search)`, or a class `Player` with that method); this plugin runs it in an
// embedded CPython interpreter, in the same sandboxed child as any plugin, and hands it the game
// through the module `plyground` (python_state.hpp: OpenSpiel's state API over the kit).
//
// pybind11 embeds the interpreter: Debian packages it, it supports embedding (nanobind does not),
// and its classes bind the kit's templates directly.
#include <dlfcn.h>

#include <pybind11/embed.h>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <string>

#include "python_state.hpp"
#include "script_options.hpp"

namespace {

using namespace plyground;
using python::PySearch;
namespace py = pybind11;

template <class... G>
void bind_games(py::module_& m, GameList<G...>) {
  (python::bind_game<typename G::Position>(m), ...);
}

}  // namespace

PYBIND11_EMBEDDED_MODULE(plyground, m) {
  m.doc() = "Plyground's game states and search, for players written in Python";
  m.attr("INFINITY") = search::kInfinity;
  py::class_<PySearch>(m, "Search", "The running search: its depth, its clock and the trace")
      .def_property_readonly("depth", &PySearch::depth, "Plies to search")
      .def_property_readonly("budget", &PySearch::budget, "Seconds to think (0: no time limit)")
      .def("elapsed", &PySearch::elapsed, "Seconds since the search began")
      .def("should_stop", &PySearch::should_stop, py::arg("nodes") = 0,
           "Whether to answer now: told to stop, or the time (or nodes) spent")
      .def_property_readonly("tracing", &PySearch::tracing, "Whether the host watches the search node by node")
      .def("enter_root", &PySearch::enter_root, py::arg("depth"), py::arg("alpha") = py::none(),
           py::arg("beta") = py::none(), py::arg("view") = "mover",
           "Enters the root, searched `depth` plies deep with this window; view='max' when values are the "
           "root side's throughout (MAX-VALUE and MIN-VALUE)")
      .def("enter", &PySearch::enter, py::arg("action"), py::arg("depth"), py::arg("alpha") = py::none(),
           py::arg("beta") = py::none(), "Enters the node `action` leads to, `depth` plies from the horizon")
      .def("leave", &PySearch::leave, py::arg("value"), py::arg("searched") = 0, py::arg("total") = 0,
           py::arg("cutoff") = false, "Leaves the node entered last with its value, and returns the value")
      .def("report", &PySearch::report, py::arg("depth"), py::arg("score") = py::none(), py::arg("pv") = py::list(),
           py::arg("nodes") = 0, "Progress, shown by the host: the line as actions or their text");
  bind_games(m, KitGames{});
}

namespace {

// What Python allocates is not the leak checker's to judge: the interpreter is never ended and
// keeps its objects in arenas of its own, where the checker does not look for pointers. Under the
// sanitizers every stretch of Python work is left out of its count.
struct LeakCheckOff {
#if defined(__SANITIZE_ADDRESS__)
  LeakCheckOff() { __lsan_disable(); }
  ~LeakCheckOff() { __lsan_enable(); }
#else
  LeakCheckOff() = default;
#endif
  LeakCheckOff(const LeakCheckOff&) = delete;
  LeakCheckOff& operator=(const LeakCheckOff&) = delete;
};

// Python work on this thread: the GIL held, the leak checker looking away.
struct PythonWork {
  LeakCheckOff off;  // first: in place before the GIL is taken, until after it is given back
  py::gil_scoped_acquire gil;
};

// The interpreter, started once per process and never ended (ending it while a plugin may be
// unloaded and loaded again is not safe). Between calls no thread holds the GIL.
void start_python() {
  static std::once_flag started;
  std::call_once(started, [] {
    [[maybe_unused]] const LeakCheckOff off;
    // Modules of the standard library that are shared objects (lib-dynload) look for the
    // interpreter's symbols globally; the plugin was loaded with its libraries local.
    Dl_info library{};
    if (dladdr(reinterpret_cast<void*>(&Py_InitializeFromConfig), &library) && library.dli_fname)
      dlopen(library.dli_fname, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
    // File names and text in UTF-8 whatever the locale: the sandbox's is C, where a script in a
    // folder named in any other script could not be found.
    PyPreConfig preconfig;
    PyPreConfig_InitIsolatedConfig(&preconfig);
    preconfig.utf8_mode = 1;
    if (PyStatus status = Py_PreInitialize(&preconfig); PyStatus_Exception(status))
      throw std::runtime_error(std::string("Python could not start: ") + (status.err_msg ? status.err_msg : "?"));
    PyConfig config;
    PyConfig_InitIsolatedConfig(&config);  // no environment variables, no user site, no script folder
    config.write_bytecode = 0;             // a player's folder is not its to write
    config.install_signal_handlers = 0;    // the host's signals stay the host's
    py::initialize_interpreter(&config, 0, nullptr, false);
    py::module_::import("plyground");  // its classes are made as it is imported
    // print() goes to the error stream and input() reads nothing: the standard output and input
    // may be the protocol's channel, or a person's terminal.
    py::module_ sys = py::module_::import("sys");
    sys.attr("stdout") = sys.attr("stderr");
    sys.attr("stdin") = py::module_::import("io").attr("StringIO")();
    sys.release();  // no Python object may outlive the GIL held here
    PyEval_SaveThread();
  });
}

// The student's error as one line: where in their file, and what.
std::string describe(const py::error_already_set& e, const std::string& file) {
  std::string where;
  try {
    const py::list frames = py::module_::import("traceback").attr("extract_tb")(e.trace());
    for (const py::handle f : frames)
      if (f.attr("filename").cast<std::string>() == file)
        where = std::filesystem::path(file).filename().string() + " line " +
                std::to_string(f.attr("lineno").cast<int>()) + ", in " + f.attr("name").cast<std::string>() + ": ";
  } catch (const py::error_already_set&) {
  }
  std::string what = py::str(e.type().attr("__name__")).cast<std::string>();
  const std::string message = py::str(e.value()).cast<std::string>();
  if (!message.empty()) what += ": " + message;
  return where + what;
}

// What a student's file defines: its choose_move (a function, or the method of a `Player` made
// with no arguments), and its evaluate(state), either of which may be missing but not both.
struct Script {
  py::object choose, evaluate;
  py::object options;  // its OPTIONS, or None
};

// Loads the student's file as a module and finds what it defines. Throws std::invalid_argument
// naming what is wrong.
Script load_player(const std::string& file) {
  if (!std::filesystem::is_regular_file(file))
    throw std::invalid_argument("no Python player at '" + file + "' (give the path of a .py file)");
  try {
    py::module_ sys = py::module_::import("sys");
    // Its helpers, next to it, after the standard library: a random.py there is not the one
    // `import random` finds. The script itself has a name of its own, one per load.
    const py::str folder(std::filesystem::path(file).parent_path().string());
    if (!sys.attr("path").contains(folder)) sys.attr("path").attr("append")(folder);
    static int loaded = 0;
    const std::string name = "plyground_player_" + std::to_string(++loaded);
    py::module_ util = py::module_::import("importlib.util");
    py::object spec = util.attr("spec_from_file_location")(name, file);
    py::object module = util.attr("module_from_spec")(spec);
    sys.attr("modules")[py::str(name)] = module;
    spec.attr("loader").attr("exec_module")(module);
    Script script;
    if (py::hasattr(module, "Player"))
      script.choose = module.attr("Player")().attr("choose_move");
    else if (py::hasattr(module, "choose_move"))
      script.choose = module.attr("choose_move");
    if (py::hasattr(module, "evaluate")) script.evaluate = module.attr("evaluate");
    script.options = py::hasattr(module, "OPTIONS") ? py::object(module.attr("OPTIONS")) : py::none();
    if (script.choose || script.evaluate) return script;
  } catch (py::error_already_set& e) {
    throw std::invalid_argument(describe(e, file));
  }
  throw std::invalid_argument(std::filesystem::path(file).filename().string() +
                              " defines no choose_move(state), no class Player with one, and no evaluate(state)");
}

// Plyground's alpha-beta (negamax, fail-hard, moves in the game's order) to `depth`, with the
// script's evaluate(state) at the horizon: how an evaluation function is played and graded alone.
template <GamePosition P>
class EvaluationSearch {
 public:
  EvaluationSearch(const py::object& evaluate, const std::string& file, std::shared_ptr<python::Counter> counter)
      : evaluate_(evaluate), file_(file), counter_(std::move(counter)) {}

  int search(P& pos, int depth, int alpha, int beta, int ply, typename P::Move* best) {
    ++counter_->nodes;
    typename P::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) return search::no_moves_score(pos, ply);
    if (is_chance(pos)) throw std::invalid_argument("search=alphabeta does not search chance nodes");
    if (depth == 0) return evaluation(pos);
    for (const auto m : moves) {
      typename P::Undo undo;
      pos.do_move(m, undo);
      const int score = -search(pos, depth - 1, -beta, -alpha, ply + 1, nullptr);
      pos.undo_move(m, undo);
      if (score >= beta) return beta;
      if (score > alpha) {
        alpha = score;
        if (best) *best = m;
      }
    }
    return alpha;
  }

 private:
  // The script's value of `pos`, for its side to move, kept short of a won or lost end's.
  int evaluation(const P& pos) {
    try {
      const int value = PySearch::whole(evaluate_(python::State<P>(pos, counter_)));
      return std::clamp(value, -search::kMate + search::kMaxPly + 1, search::kMate - search::kMaxPly - 1);
    } catch (py::error_already_set& e) {
      throw std::runtime_error("evaluate: " + describe(e, file_));
    }
  }

  const py::object& evaluate_;
  const std::string& file_;
  std::shared_ptr<python::Counter> counter_;
};

// How many arguments a choose_move needs: (state) or (state, search); those with a default are
// the script's own. Throws std::invalid_argument for any other.
int arity(const py::object& function, const std::string& file) {
  int needed = 0;
  try {
    py::module_ inspect = py::module_::import("inspect");
    const py::object parameter = inspect.attr("Parameter");
    const py::dict parameters = inspect.attr("signature")(function).attr("parameters").attr("copy")();
    for (const auto& [name, p] : parameters) {
      (void)name;
      const py::object kind = p.attr("kind");
      if (p.attr("default").is(parameter.attr("empty")) &&
          (kind.equal(parameter.attr("POSITIONAL_ONLY")) || kind.equal(parameter.attr("POSITIONAL_OR_KEYWORD"))))
        ++needed;
    }
  } catch (py::error_already_set& e) {
    throw std::invalid_argument("choose_move: " + describe(e, file));
  }
  if (needed < 1 || needed > 2)
    throw std::invalid_argument("choose_move takes (state) or (state, search), not " + std::to_string(needed) +
                                " arguments");
  return needed;
}

const char* const kSearches[] = {"script", "alphabeta", nullptr};
const ply_option kOptions[] = {
    string_option("script", "", "The player's Python file, which defines choose_move(state) or evaluate(state)"),
    spin_option("depth", "3", 1, 30, "The depth search.depth says when the host sets none"),
    combo_option("search", "script", kSearches,
                 "The script's choose_move, or Plyground's alpha-beta with the script's evaluate(state)")};

template <GameRecord G>
class PythonPlayer : public Player<G> {
 public:
  using P = typename G::Position;
  static constexpr bool kPlaysChance = true;  // whether it searches them is the script's business

  PythonPlayer() { start_python(); }
  ~PythonPlayer() override {
    try {
      const PythonWork python;
      choose_ = evaluate_ = py::object();  // let go with the GIL held
      options_ = python::ScriptOptions();
    } catch (...) {  // no interpreter to give it back to: the process is ending
      choose_.release();
      evaluate_.release();
      options_.release();
    }
  }

  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") depth_ = std::stoi(std::string(value));
    if (name == "search") own_search_ = value == "alphabeta";
    if (options_.has(name)) {
      const PythonWork python;
      options_.set(name, value);
    }
    if (name != "script" || value.empty()) return;
    // Taken whole or not at all: a script that does not load leaves the player as it was.
    const std::string file = std::filesystem::absolute(std::string(value)).lexically_normal().string();
    const PythonWork python;
    Script script = load_player(file);
    const int needed = script.choose ? arity(script.choose, file) : 1;
    python::ScriptOptions options(script.options, kOptions, file);
    file_ = file, choose_ = std::move(script.choose), evaluate_ = std::move(script.evaluate), arity_ = needed;
    options_ = std::move(options);
  }
  std::span<const ply_option> own_options() const override { return options_.declared(); }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    if (file_.empty()) throw std::invalid_argument("no script: name the player's file (script=FILE.py)");
    const PythonWork python;
    auto counter = std::make_shared<python::Counter>();
    if (own_search_ || !choose_) return evaluation_search(game, limits, search, counter);
    python::State<P> state(game.position(), counter);
    const py::object search_object = py::cast(PySearch(search, limits.depth > 0 ? limits.depth : depth_, counter));
    auto& py_search = search_object.cast<PySearch&>();
    py::object answer;
    try {
      answer = arity_ == 1 ? choose_(state) : choose_(state, search_object);
    } catch (py::error_already_set& e) {
      py_search.close();
      throw std::runtime_error(describe(e, file_));
    }
    py_search.close();
    if (search.trace().on() && py_search.open() != 0)
      throw std::runtime_error("the trace is not whole: " + std::to_string(py_search.open()) +
                               " nodes entered were never left");
    try {
      // A player that takes no search object was given no depth: it reports none.
      return answer_of(answer, game.position(), arity_ == 1 ? 0 : py_search.depth(), counter->nodes, search,
                       py_search.last_reported());
    } catch (py::error_already_set& e) {
      throw std::runtime_error("its answer: " + describe(e, file_));
    }
  }

 private:
  // The move returned (an action or its text), with or without its value; reported, unless the
  // script's own last report led with it.
  Answer answer_of(const py::object& answer, const P& pos, int depth, uint64_t nodes, Search& search,
                   const std::string& reported) {
    py::object move = answer, value = py::none();
    if (py::isinstance<py::tuple>(answer) && py::len(answer) == 2) {
      move = answer[py::int_(0)];
      value = answer[py::int_(1)];
    }
    if (move.is_none()) throw std::runtime_error("choose_move returned None: return one of state.legal_actions()");
    if (!py::isinstance<py::str>(move) && !py::isinstance<python::Action<P>>(move))
      throw std::runtime_error("choose_move returned " + py::repr(move).cast<std::string>() +
                               ": return an action of state.legal_actions() (or its text)");
    const std::string text = move_text(pos, python::legal_move(pos, move));
    const Score score = PySearch::score_of(value);
    if (reported != text)
      search.report({.depth = depth, .seldepth = depth, .score = score, .nodes = nodes, .pv = {text}});
    return {.move = text, .score = score, .depth = depth, .nodes = nodes};
  }

  Answer evaluation_search(const G& game, const Limits& limits, Search& search,
                           const std::shared_ptr<python::Counter>& counter) {
    if (!evaluate_)
      throw std::invalid_argument(std::filesystem::path(file_).filename().string() +
                                  " defines no evaluate(state) for search=alphabeta");
    P pos = game.position();
    const int depth = limits.depth > 0 ? limits.depth : depth_;
    typename P::Move best{};
    const int value = EvaluationSearch<P>(evaluate_, file_, counter)
                          .search(pos, depth, -search::kInfinity, search::kInfinity, 0, &best);
    typename P::MoveList moves;
    pos.legal_moves(moves);
    std::vector<typename P::Move> line;
    if (best) line.push_back(best);
    return search::finish_fixed_depth(pos, line, value, depth, counter->nodes, search, moves);
  }

  std::string file_;
  py::object choose_, evaluate_;
  int arity_ = 1;
  int depth_ = 3;
  bool own_search_ = false;  // search=alphabeta: Plyground's search with the script's evaluate
  python::ScriptOptions options_;
};

}  // namespace

PLYGROUND_PLUGIN(PythonPlayer, "python", "1.0.0", "Plyground",
                 "A player written in Python: script=FILE.py defines choose_move(state)", kOptions)
