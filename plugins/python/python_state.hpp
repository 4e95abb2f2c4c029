// What a player written in Python sees: the game state and the running search, as the embedded
// module `plyground` offers them. The state follows OpenSpiel's Python API (legal_actions,
// apply_action, undo_action, child, clone, is_terminal, returns, current_player, is_chance_node,
// chance_outcomes), over the kit's positions; each game of the kit is a submodule with its own
// `State` and `Action` classes.
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace plyground::python {

namespace py = pybind11;

// Counted for the whole search: every state made or moved from the root counts a node.
struct Counter {
  uint64_t nodes = 1;
};

// The kit's evaluation, found by argument-dependent lookup (State's own evaluate would hide it).
template <GamePosition P>
int evaluation(const P& pos) {
  return evaluate(pos);
}

// A move (or a chance outcome) with its text, which is what a student prints and compares, and the
// hash of the position it was found legal in.
template <GamePosition P>
struct Action {
  typename P::Move move;
  std::string text;
  uint64_t found_in = 0;
};

// The legal move of `pos` that `action` names: an Action of this game or its text ("b2e2"). An
// action played where it was found needs no second look at the legal moves.
template <GamePosition P>
typename P::Move legal_move(const P& pos, const py::object& action) {
  using A = Action<P>;
  if (py::isinstance<py::str>(action)) {
    std::string error;
    const auto m = parse_move(pos, action.cast<std::string>(), &error);
    if (!m) throw py::value_error("illegal action '" + action.cast<std::string>() + "': " + error);
    return m;
  }
  if (!py::isinstance<A>(action))
    throw py::type_error("an action of this state's legal_actions() (or its text), not " +
                         py::repr(action).cast<std::string>());
  const A& a = action.cast<const A&>();
  if (a.found_in == pos.hash()) return a.move;
  typename P::MoveList list;
  pos.legal_moves(list);
  for (const auto legal : list)
    if (legal == a.move) return a.move;
  throw py::value_error("illegal action " + py::repr(action).cast<std::string>() + " in " + pos.fen());
}

// A state: a position, the moves applied to it since the search's root (for undo_action and for
// the distance to an end), and the search's counter.
template <GamePosition P>
class State {
 public:
  using Move = typename P::Move;
  using A = Action<P>;
  State(P pos, std::shared_ptr<Counter> counter) : pos_(std::move(pos)), counter_(std::move(counter)) {}

  std::vector<A> legal_actions() const {
    typename P::MoveList list;
    pos_.legal_moves(list);
    std::vector<A> out;
    out.reserve(size_t(list.size()));
    const uint64_t here = pos_.hash();
    for (const Move m : list) out.push_back({m, move_text(pos_, m), here});
    return out;
  }
  void apply_action(const py::object& action) {
    const Move m = legal(action);
    history_.emplace_back(m, typename P::Undo{});
    pos_.do_move(m, history_.back().second);
    ++counter_->nodes;
  }
  void undo_action() {
    if (history_.size() == ply_at_start_) throw py::value_error("undo_action: no action of this state to take back");
    pos_.undo_move(history_.back().first, history_.back().second);
    history_.pop_back();
  }
  State child(const py::object& action) const {
    State next = clone();
    next.apply_action(action);
    return next;
  }
  // A copy that takes back nothing of its original's actions, but counts plies from the same root.
  State clone() const {
    State copy(pos_, counter_);
    copy.history_ = history_;
    copy.ply_at_start_ = history_.size();
    return copy;
  }

  bool is_terminal() const { return pos_.count_legal_moves() == 0; }
  bool is_chance_node() const { return plyground::is_chance(pos_); }
  // OpenSpiel's convention: -1 at a chance node, -4 once the game is over, else 0 or 1.
  int current_player() const { return is_terminal() ? -4 : is_chance_node() ? -1 : side_to_move(); }
  int side_to_move() const { return pos_.side_to_move(); }
  std::vector<std::pair<A, double>> chance_outcomes() const {
    std::vector<std::pair<A, double>> out;
    if (!is_chance_node()) return out;
    for (A& a : legal_actions()) out.emplace_back(std::move(a), plyground::probability(pos_, a.move));
    return out;
  }
  // Once the game is over: +1 for a win, -1 for a loss, 0 for a draw, by player (a tree's leaf:
  // its value, from the first player's side); before: zeros.
  std::vector<double> returns() const {
    if (!is_terminal()) return {0.0, 0.0};
    const double mover = terminal_value();
    return side_to_move() == 0 ? std::vector{mover, -mover} : std::vector{-mover, mover};
  }
  // The value the shipped players give this state, from the side to move's point of view: at an
  // end, a mate score that prefers the nearer win (a tree leaf's value); elsewhere the kit's
  // evaluation (centipawns).
  int evaluate() const { return is_terminal() ? search::no_moves_score(pos_, int(history_.size())) : evaluation(pos_); }
  std::string action_to_string(const py::object& action) const { return move_text(pos_, legal(action)); }
  std::string fen() const { return pos_.fen(); }
  int ply() const { return int(history_.size()); }
  bool in_check() const { return pos_.in_check(); }

  const P& position() const { return pos_; }
  const Counter& counter() const { return *counter_; }

  Move legal(const py::object& action) const { return legal_move(pos_, action); }

 private:
  double terminal_value() const {
    if constexpr (requires { pos_.leaf_value(); }) {
      return double(pos_.leaf_value());
    } else {
      const Verdict v = pos_.no_moves_verdict();
      return v == Verdict::WIN ? 1.0 : v == Verdict::LOSS ? -1.0 : 0.0;
    }
  }
  P pos_;
  std::vector<std::pair<Move, typename P::Undo>> history_;
  size_t ply_at_start_ = 0;  // undo_action stops here: a clone cannot take back its original's moves
  std::shared_ptr<Counter> counter_;
};

// The running search as Python sees it: the depth to search, the clock, stop requests and the
// trace. The ply of each traced node is counted from the nesting of enter and leave. Python owns
// it, and a script may keep it: once its choose_move returns it is closed, and using it raises.
class PySearch {
 public:
  PySearch(Search& search, int depth, std::shared_ptr<const Counter> counter)
      : search_(&search), depth_(depth), counter_(std::move(counter)) {}

  int depth() const { return depth_; }
  double budget() const { return double(live().budget().count()) / 1000; }
  double elapsed() const { return double(live().elapsed().count()) / 1000; }
  // The nodes counted by the states, or the script's own count when it gives a larger one.
  bool should_stop(uint64_t nodes) { return live().should_stop(std::max(nodes, counter_->nodes)); }
  bool tracing() const { return live().trace().on(); }

  void enter_root(int depth, const py::object& alpha, const py::object& beta, const std::string& view) {
    if (view != "mover" && view != "max")
      throw py::value_error(
          "enter_root's view is 'mover' (negamax: values for the side to move) or 'max' "
          "(values for the root's side throughout: MAX-VALUE and MIN-VALUE), not '" +
          view + "'");
    const Trace& trace = live().trace();
    if (!trace.on()) return;
    if (open_ != 0) throw py::value_error("enter_root with nodes still open: leave each node entered first");
    trace.enter_root(depth, bound(alpha), bound(beta), view == "max" ? Trace::View::max : Trace::View::mover);
    open_ = 1;
  }
  void enter(const py::object& action, int depth, const py::object& alpha, const py::object& beta) {
    const Trace& trace = live().trace();
    if (!trace.on()) return;
    if (open_ == 0) throw py::value_error("enter before enter_root: a traced search starts at its root");
    if (!py::isinstance<py::str>(action) && !py::hasattr(action, "__plyground_action__"))
      throw py::type_error("enter takes an action (or its text), not " + py::repr(action).cast<std::string>());
    trace.enter(py::str(action).cast<std::string>(), open_, depth, bound(alpha), bound(beta));
    ++open_;
  }
  py::object leave(const py::object& value, int searched, int total, bool cutoff) {
    const Trace& trace = live().trace();
    if (!trace.on()) return value;
    if (open_ == 0) throw py::value_error("leave without enter: each traced node is entered once and left once");
    const unsigned flags = cutoff ? PLY_TRACE_CUTOFF : 0;
    const int rounded = whole(value);
    const double exact = value.cast<double>();
    if (std::isfinite(exact) && exact != std::round(exact))  // an average: kept as it is, not rounded
      trace.leave(exact, searched, total, flags);
    else
      trace.leave(rounded, searched, total, flags);
    --open_;
    return value;
  }
  void report(int depth, const py::object& score, const py::list& pv, uint64_t nodes) {
    std::vector<std::string> line;
    for (const py::handle move : pv) line.push_back(py::str(move).cast<std::string>());
    last_reported_ = line.empty() ? "" : line.front();
    live().report({.depth = depth,
                   .seldepth = depth,
                   .score = score_of(score),
                   .nodes = std::max(nodes, counter_->nodes),
                   .pv = line});
  }
  // The move the script's last report led with ("" for none): the answer need not be said again.
  const std::string& last_reported() const { return last_reported_; }
  void close() { search_ = nullptr; }

  // A Python number as the kit's whole units: rounded, infinities as the search's infinity.
  static int whole(const py::object& value) {
    if (!py::isinstance<py::int_>(value) && !py::isinstance<py::float_>(value))
      throw py::type_error("a value is a number, not " + py::repr(value).cast<std::string>());
    const double v = value.cast<double>();
    if (std::isnan(v)) throw py::value_error("a value is NaN");
    if (std::isinf(v)) return v > 0 ? search::kInfinity : -search::kInfinity;
    return int(std::lround(std::clamp(v, -double(search::kInfinity), double(search::kInfinity))));
  }
  // Nodes entered and not yet left: 0 when the trace is whole.
  int open() const { return open_; }

  // A value as the kit's score: an average (2.1) kept exactly beside its whole number.
  static Score score_of(const py::object& value) {
    if (value.is_none()) return Score{};
    Score score = search::to_score(whole(value));
    if (std::isfinite(value.cast<double>())) score.exact = exact_score(score, value.cast<double>());
    return score;
  }

 private:
  static int bound(const py::object& value) { return value.is_none() ? Trace::kNoBound : whole(value); }

  Search& live() const {
    if (!search_) throw py::value_error("this search is over: each call of choose_move is given its own");
    return *search_;
  }

  Search* search_;
  int depth_;
  std::shared_ptr<const Counter> counter_;
  int open_ = 0;
  std::string last_reported_;
};

// Binds the game of `P` as the submodule `plyground.<game id>`.
template <GamePosition P>
void bind_game(py::module_& plyground) {
  using S = State<P>;
  using A = Action<P>;
  const std::string id(P::kGameId);
  py::module_ m = plyground.def_submodule(id.c_str(), ("The game " + id).c_str());
  // Equal to another action of the same move and to the move's text; hashed as its text.
  py::class_<A>(m, "Action", "A move (or a chance outcome) of this game; str() gives its text")
      .def("__eq__", [](const A& a, const A& b) { return a.move == b.move; })
      .def("__eq__", [](const A& a, const std::string& text) { return a.text == text; })
      .def("__eq__", [](const A&, const py::object&) { return false; })  // None, a number: not equal
      .def("__hash__", [](const A& a) { return py::hash(py::str(a.text)); })
      .def("__str__", [](const A& a) { return a.text; })
      .def("__repr__", [](const A& a) { return "Action('" + a.text + "')"; })
      .def_property_readonly_static("__plyground_action__", [](const py::object&) { return true; });
  py::class_<S>(m, "State", "A position of this game, as OpenSpiel's Python API shows one")
      .def("legal_actions", &S::legal_actions, "The legal moves (at a chance node: the outcomes)")
      .def("apply_action", &S::apply_action, py::arg("action"), "Plays an action (or its text) here")
      .def("undo_action", &S::undo_action, "Takes back the last action applied to this state")
      .def("child", &S::child, py::arg("action"), "A new state: this one after the action")
      .def("clone", &S::clone, "A copy")
      .def("is_terminal", &S::is_terminal, "Whether the game is over (no legal move)")
      .def("is_chance_node", &S::is_chance_node, "Whether chance (a die) moves here")
      .def("chance_outcomes", &S::chance_outcomes, "(action, probability) pairs at a chance node")
      .def("current_player", &S::current_player, "0 or 1; -1 at a chance node, -4 at the end")
      .def("side_to_move", &S::side_to_move, "0 or 1, also at a chance node (the player who rolls)")
      .def("returns", &S::returns, "Each player's result at the end: 1, -1 or 0")
      .def("evaluate", &S::evaluate, "The value for the side to move: the kit's evaluation, or the end's")
      .def("action_to_string", &S::action_to_string, py::arg("action"), "The action's text, e.g. 'b2e2'")
      .def("in_check", &S::in_check)
      .def("fen", &S::fen)
      .def_property_readonly("ply", &S::ply, "Plies since the position the player was asked about")
      .def("__str__", &S::fen)
      .def("__repr__", [id](const S& s) { return "<" + id + " state " + s.fen() + ">"; })
      .attr("game") = id;
}

}  // namespace plyground::python
