// python: a player written in Python. The student's file defines `choose_move(state)` (or
// `choose_move(state, search)`, or a class `Player` with that method); this plugin runs it in an
// embedded CPython interpreter, in the same sandboxed child as any plugin, and hands it the game
// through the module `plyground` (python_state.hpp: OpenSpiel's state API over the kit).
//
// pybind11 embeds the interpreter: Debian packages it, it supports embedding (nanobind does not),
// and its classes bind the kit's templates directly.
#include <dlfcn.h>

#include <pybind11/embed.h>

#include <filesystem>
#include <mutex>

#include "python_state.hpp"

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
           py::arg("beta") = py::none(), "Enters the root, searched `depth` plies deep with this window")
      .def("enter", &PySearch::enter, py::arg("action"), py::arg("depth"), py::arg("alpha") = py::none(),
           py::arg("beta") = py::none(), "Enters the node `action` leads to, `depth` plies from the horizon")
      .def("leave", &PySearch::leave, py::arg("value"), py::arg("searched") = 0, py::arg("total") = 0,
           py::arg("cutoff") = false, "Leaves the node entered last with its value, and returns the value")
      .def("report", &PySearch::report, py::arg("depth"), py::arg("score") = py::none(),
           py::arg("pv") = std::vector<std::string>{}, py::arg("nodes") = 0, "Progress, shown by the host");
  bind_games(m, KitGames{});
}

namespace {

// The interpreter, started once per process and never ended (ending it while a plugin may be
// unloaded and loaded again is not safe). Between calls no thread holds the GIL.
void start_python() {
  static std::once_flag started;
  std::call_once(started, [] {
    // Modules of the standard library that are shared objects (lib-dynload) look for the
    // interpreter's symbols globally; the plugin was loaded with its libraries local.
    Dl_info library{};
    if (dladdr(reinterpret_cast<void*>(&Py_InitializeFromConfig), &library) && library.dli_fname)
      dlopen(library.dli_fname, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
    PyConfig config;
    PyConfig_InitIsolatedConfig(&config);  // no environment variables, no user site, no script folder
    config.write_bytecode = 0;             // a player's folder is not its to write
    config.install_signal_handlers = 0;    // the host's signals stay the host's
    py::initialize_interpreter(&config, 0, nullptr, false);
    py::module_::import("plyground");  // its classes are made as it is imported
    // print() goes to the error stream: the standard output may be the protocol's channel.
    py::module_::import("sys").attr("stdout") = py::module_::import("sys").attr("stderr");
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

// Loads the student's file as a module and finds its choose_move: a function, or the method of a
// `Player` made with no arguments. Throws std::invalid_argument naming what is wrong.
py::object load_player(const std::string& file) {
  if (!std::filesystem::is_regular_file(file))
    throw std::invalid_argument("no Python player at '" + file + "' (give the path of a .py file)");
  try {
    py::module_ sys = py::module_::import("sys");
    const std::string folder = std::filesystem::path(file).parent_path().string();
    sys.attr("path").attr("insert")(0, folder);  // its helpers, next to it
    py::module_ util = py::module_::import("importlib.util");
    // A name of its own: a file called random.py must not stand in for the standard library's.
    const char* name = "plyground_player";
    py::object spec = util.attr("spec_from_file_location")(name, file);
    py::object module = util.attr("module_from_spec")(spec);
    sys.attr("modules")[name] = module;
    spec.attr("loader").attr("exec_module")(module);
    if (py::hasattr(module, "Player")) return module.attr("Player")().attr("choose_move");
    if (py::hasattr(module, "choose_move")) return module.attr("choose_move");
  } catch (py::error_already_set& e) {
    throw std::invalid_argument(describe(e, file));
  }
  throw std::invalid_argument(std::filesystem::path(file).filename().string() +
                              " defines no choose_move(state) and no class Player with one");
}

// How many arguments a choose_move takes: (state) or (state, search).
int arity(const py::object& function) {
  const py::object parameters = py::module_::import("inspect").attr("signature")(function).attr("parameters");
  return int(py::len(parameters));
}

template <GameRecord G>
class PythonPlayer : public Player<G> {
 public:
  using P = typename G::Position;
  static constexpr bool kPlaysChance = true;  // whether it searches them is the script's business

  PythonPlayer() { start_python(); }
  ~PythonPlayer() override {
    py::gil_scoped_acquire gil;
    choose_ = py::object();
  }

  void set_option(std::string_view name, std::string_view value) override {
    if (name == "depth") depth_ = std::stoi(std::string(value));
    if (name != "script" || value.empty()) return;
    file_ = std::filesystem::absolute(std::string(value)).lexically_normal().string();
    py::gil_scoped_acquire gil;
    choose_ = load_player(file_);
    arity_ = arity(choose_);
    if (arity_ < 1 || arity_ > 2)
      throw std::invalid_argument("choose_move takes (state) or (state, search), not " + std::to_string(arity_) +
                                  " arguments");
  }

  Answer choose_move(const G& game, const Limits& limits, Search& search) override {
    if (file_.empty()) throw std::invalid_argument("no script: name the player's file (script=FILE.py)");
    py::gil_scoped_acquire gil;
    auto counter = std::make_shared<python::Counter>();
    python::State<P> state(game.position(), counter);
    const py::object search_object = py::cast(PySearch(search, limits.depth > 0 ? limits.depth : depth_));
    auto& py_search = search_object.cast<PySearch&>();
    py::object answer;
    try {
      answer = arity_ == 1 ? choose_(state) : choose_(state, search_object);
    } catch (py::error_already_set& e) {
      py_search.close();
      throw std::runtime_error(describe(e, file_));
    }
    py_search.close();
    if (py_search.open() != 0)
      throw std::runtime_error("the trace is not whole: " + std::to_string(py_search.open()) +
                               " nodes entered were never left");
    return answer_of(answer, game.position(), py_search.depth(), counter->nodes, search);
  }

 private:
  // The move returned (an action or its text), with or without its value.
  Answer answer_of(const py::object& answer, const P& pos, int depth, uint64_t nodes, Search& search) {
    py::object move = answer, value = py::none();
    if (py::isinstance<py::tuple>(answer) && py::len(answer) == 2) {
      move = answer[py::int_(0)];
      value = answer[py::int_(1)];
    }
    if (move.is_none()) throw std::runtime_error("choose_move returned None: return one of state.legal_actions()");
    if (!py::isinstance<py::str>(move) && !py::isinstance<python::Action<P>>(move))
      throw std::runtime_error("choose_move returned " + py::repr(move).cast<std::string>() +
                               ": return an action of state.legal_actions() (or its text)");
    const python::State<P> here(pos, std::make_shared<python::Counter>());
    const std::string text = move_text(pos, here.legal(move));
    const Score score = PySearch::score_of(value);
    search.report({.depth = depth, .seldepth = depth, .score = score, .nodes = nodes, .pv = {text}});
    return {.move = text, .score = score, .depth = depth, .nodes = nodes};
  }

  std::string file_;
  py::object choose_;
  int arity_ = 1;
  int depth_ = 3;
};

const ply_option kOptions[] = {
    string_option("script", "", "The player's Python file, which defines choose_move(state)"),
    spin_option("depth", "3", 1, 30, "The depth search.depth says when the host sets none")};

}  // namespace

PLYGROUND_PLUGIN(PythonPlayer, "python", "1.0.0", "Plyground",
                 "A player written in Python: script=FILE.py defines choose_move(state)", kOptions)
