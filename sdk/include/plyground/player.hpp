// Writing a player: a class template over the game, derived from plyground::Player<G>, that
// implements choose_move against the game interface (plyground/game.hpp) and names no game; export
// it with PLYGROUND_PLUGIN, which makes one player for every game of the kit:
//
//   template <plyground::GameRecord G>
//   class MyPlayer : public plyground::Player<G> {
//     plyground::Answer choose_move(const G& game, const plyground::Limits&, plyground::Search&) override;
//   };
//   PLYGROUND_PLUGIN(MyPlayer, "myplayer", "1.0", "Me", "What it does", {})
//
// A player for one game only derives from Player<ThatGame> and is exported with
// PLYGROUND_GAME_PLUGIN(MyXiangqiPlayer, ...).
//
// This header is compiled into the plugin; nothing in it crosses the C boundary (plugin.h), which
// the macros' adapter handles: it creates the player for the game the host asks for, rebuilds the
// game from the position the host sends, checks option values against the descriptor, catches every
// exception and turns it into an error code with its message.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "plyground/game.hpp"
#include "plyground/games.hpp"
#include "plyground/plugin.h"
#include "plyground/search_info.hpp"

namespace plyground {

using Milliseconds = std::chrono::milliseconds;

struct Limits {
  Milliseconds movetime{0};     // 0: none
  int depth = 0;                // 0: none
  uint64_t nodes = 0;           // 0: none
  Milliseconds time_left[2]{};  // by player (0 first, 1 second); 0: no clock
  Milliseconds increment[2]{};
  int moves_to_go = 0;
  // The time to spend on this move for `player` (0 = no time limit): the move time if given,
  // else a share of the clock.
  Milliseconds budget(int player) const;
};

struct Answer {
  std::string move;  // the game's coordinate notation (move_text)
  Score score;
  int depth = 0;
  uint64_t nodes = 0;
};

// The search tree as the host asks to see it (plugin.h, "plyground.trace.1"): a player calls enter
// before it searches a node (enter_root for the root) and leave, with the node's value, when it is
// done with it. When the host does not trace, each call is one test of a null pointer.
class Trace {
 public:
  static constexpr int kNoBound = PLY_TRACE_NO_BOUND;  // the window of a search without one
  // How a search's values read: the side to move's at each node (negamax), or MAX's, the root
  // side's, throughout (a pair of MAX-VALUE and MIN-VALUE functions, as Russell and Norvig write it).
  enum class View : unsigned { mover = 0, max = PLY_TRACE_MAX_VIEW };
  explicit Trace(const ply_host* host);

  bool on() const { return trace_ != nullptr; }
  void enter_root(int depth, int alpha = kNoBound, int beta = kNoBound, View view = View::mover) const {
    if (trace_) trace_->enter(context_, nullptr, 0, depth, alpha, beta, unsigned(view));
  }
  // Entering the node that `move`, played from `before`, leads to.
  template <GamePosition P>
  void enter(const P& before, typename P::Move move, int ply, int depth, int alpha = kNoBound, int beta = kNoBound,
             unsigned kind = 0) const {
    if (trace_) trace_->enter(context_, move_text(before, move).c_str(), ply, depth, alpha, beta, kind);
  }
  // The same with the move's text already written (when the position before it is gone).
  void enter(const std::string& move, int ply, int depth, int alpha = kNoBound, int beta = kNoBound,
             unsigned kind = 0) const {
    if (trace_) trace_->enter(context_, move.c_str(), ply, depth, alpha, beta, kind);
  }
  // Returns `value`, so that a node ends with `return trace.leave(value, ...)`.
  int leave(int value, int searched = 0, int total = 0, unsigned flags = 0) const {
    if (trace_) trace_->leave(context_, value, uint32_t(searched), uint32_t(total), flags);
    return value;
  }
  // The same with a value that need not be whole (an average over chance outcomes), kept exact
  // where it is not whole (and the host takes it).
  double leave(double value, int searched = 0, int total = 0, unsigned flags = 0) const {
    if (trace_ && exact_ && value != std::round(value))
      trace_->leave_exact(context_, value, uint32_t(searched), uint32_t(total), flags);
    else if (trace_)
      trace_->leave(context_, int32_t(std::lround(value)), uint32_t(searched), uint32_t(total), flags);
    return value;
  }

 private:
  const ply_trace* trace_ = nullptr;
  void* context_ = nullptr;
  bool exact_ = false;  // the host takes leave_exact (2.3)
};

// The running search as a player sees it: the clock, stop requests, progress reports and the trace.
class Search {
 public:
  Search(const ply_host* host, const std::atomic<bool>& stop_requested, const Limits& limits, int player);

  // True when the search must end now: stop() was called, the host asks, or the time or node
  // budget is spent. Cheap enough to call every few thousand nodes.
  bool should_stop(uint64_t nodes_so_far);
  bool stopped() const { return stopped_; }
  Milliseconds elapsed() const;
  Milliseconds budget() const { return budget_; }  // 0: no time limit
  // The player's own budget for when the limits set none (no move time, clock, depth or nodes).
  void use_default_budget(Milliseconds budget) {
    if (budget_.count() == 0 && limits_.depth == 0 && limits_.nodes == 0) budget_ = budget;
  }
  void report(const SearchInfo& info);
  const Trace& trace() const { return trace_; }

 private:
  const ply_host* host_;
  Trace trace_;
  const std::atomic<bool>& stop_requested_;
  Limits limits_;
  Milliseconds budget_;
  std::chrono::steady_clock::time_point start_;
  bool stopped_ = false;
};

template <GameRecord G>
class Player {
 public:
  using Game = G;
  virtual ~Player() = default;
  // Called with a value already checked against the option's declared type and range.
  virtual void set_option(std::string_view /*name*/, std::string_view /*value*/) {}
  // Options beyond those the plugin declares, which one of them made (a script's own): checked as
  // those are, and listed to the host (plyground.options.1). Valid until the next set_option.
  virtual std::span<const ply_option> own_options() const { return {}; }
  virtual void new_game() {}
  // The game so far (start position and moves, under its rules); it is not over.
  virtual Answer choose_move(const G& game, const Limits& limits, Search& search) = 0;
};

// Options as a player declares them, with the struct's size filled in.
constexpr ply_option spin_option(const char* name, const char* default_value, int64_t min, int64_t max,
                                 const char* description) {
  return {sizeof(ply_option), name, PLY_OPTION_SPIN, default_value, min, max, nullptr, description};
}
constexpr ply_option check_option(const char* name, const char* default_value, const char* description) {
  return {sizeof(ply_option), name, PLY_OPTION_CHECK, default_value, 0, 0, nullptr, description};
}
constexpr ply_option combo_option(const char* name, const char* default_value, const char* const* choices,
                                  const char* description) {
  return {sizeof(ply_option), name, PLY_OPTION_COMBO, default_value, 0, 0, choices, description};
}
constexpr ply_option string_option(const char* name, const char* default_value, const char* description) {
  return {sizeof(ply_option), name, PLY_OPTION_STRING, default_value, 0, 0, nullptr, description};
}

// The player's own files. Its shared library, wherever it was put (found from its own code, as
// CLAP hands a plugin its path), and a path an option names made whole: as it is when absolute,
// else from the folder of the player's own name beside its library (its data: myai/ beside
// myai.so), which the sandbox lets it read (docs/security.md), in a game as under --in-process.
// (A relative path given in a spec is made whole by the host, and that file is let too.)
std::filesystem::path own_file();
std::filesystem::path own_path(std::string_view name);
// The whole text of the file own_path(name), or std::runtime_error naming it and why not: thrown
// from set_option, the option fails at once, in words ("cannot read book.txt (/x/myai/book.txt):
// No such file or directory"), rather than the player playing on without its data.
std::string read_own_file(std::string_view name);

namespace plugin_detail {

void copy_message(std::string_view message, char* buffer, uint32_t size);
// Checks `value` against the declared option `name`; returns an error message or "".
// Why `value` is no value of the option `name` among the declared `options` and an instance's
// `own` (a script's), or why there is no such option (naming those there are); "" when it is one.
std::string option_fault(std::span<const ply_option> options, std::span<const ply_option> own, const char* name,
                         const char* value);
Limits convert(const ply_limits* limits);
void write_result(const Answer& answer, ply_result* result);

// The game the host sent, kept between moves: a position that extends the last one (the same start,
// its moves and more, as a game in progress sends) only plays the new moves, so that a move late in
// a long game costs what an early one does; any other is built from its start.
template <GameRecord G>
class FollowedGame {
 public:
  // The game `position` describes; throws std::invalid_argument naming the fault.
  const G& follow(const ply_position& position) {
    const std::string_view start = position.start_fen ? position.start_fen : "";
    const auto text = [&](uint32_t i) { return position.moves && position.moves[i] ? position.moves[i] : ""; };
    bool extends = game_ && start == start_fen_ && position.move_count >= moves_.size();
    for (size_t i = 0; extends && i < moves_.size(); ++i) extends = moves_[i] == text(uint32_t(i));
    if (!extends) {
      forget();
      std::string error;
      const auto first = G::Position::from_fen(std::string(start), &error);
      if (!first) throw std::invalid_argument("bad start FEN: " + error);
      start_fen_ = start;  // first: a game kept is always the one its start names
      game_.emplace(*first);
    }
    try {
      for (size_t i = moves_.size(); i < position.move_count; ++i) {
        std::string error;
        const auto m = parse_move(game_->position(), text(uint32_t(i)), &error);
        if (!m || !game_->play(m, &error)) throw std::invalid_argument("move " + std::to_string(i + 1) + ": " + error);
        moves_.emplace_back(text(uint32_t(i)));
      }
    } catch (...) {
      forget();  // half played: built again next time
      throw;
    }
    return *game_;
  }
  void forget() {
    game_.reset();
    moves_.clear();
  }

 private:
  std::optional<G> game_;
  std::string start_fen_;           // as the host sent it
  std::vector<std::string> moves_;  // as the host sent them, all played in game_
};

// One player instance behind the C boundary, whatever game it plays.
class Instance {
 public:
  virtual ~Instance() = default;
  virtual void set_option(std::string_view name, std::string_view value) = 0;
  virtual std::span<const ply_option> own_options() const = 0;
  virtual void new_game() = 0;
  virtual Answer choose_move(const ply_position& position, const Limits& limits, const ply_host* host) = 0;
  std::atomic<bool> stop{false};
};

// Whether a player searches chance nodes (it says so: `static constexpr bool kPlaysChance = true`).
// One that does not would take the dice for a player: it does not play a dice game, and refuses a
// position from which chance can be met (a tree with chance nodes).
template <class Player>
constexpr bool plays_chance() {
  return requires { requires Player::kPlaysChance; };
}

template <GameRecord G, class P>
class GameInstance : public Instance {
 public:
  void set_option(std::string_view name, std::string_view value) override { player().set_option(name, value); }
  std::span<const ply_option> own_options() const override { return player_.own_options(); }
  void new_game() override {
    game_.forget();
    player().new_game();
  }
  Answer choose_move(const ply_position& position, const Limits& limits, const ply_host* host) override {
    if (!position.game || std::string_view(position.game) != G::Position::kGameId)
      throw std::invalid_argument(std::string("this instance plays ") + std::string(G::Position::kGameId) + ", not '" +
                                  (position.game ? position.game : "") + "'");
    const G& game = game_.follow(position);
    if (game.end().over()) throw std::invalid_argument("the game is over (" + game.end().reason + ")");
    if (is_chance(game.position())) throw std::invalid_argument("chance is to move here, not a player");
    if constexpr (!plays_chance<P>())
      if (chance_ahead(game.position()))
        throw std::invalid_argument("this player does not search chance nodes, which lie ahead (expectimax does)");
    Search search(host, stop, limits, int(game.position().side_to_move()));
    return player().choose_move(game, limits, search);
  }

 private:
  Player<G>& player() { return player_; }  // the interface, whatever the class makes public
  P player_;
  FollowedGame<G> game_;
};

// Runs `body` (which returns a PLY_* code) so that no exception leaves it: std::invalid_argument
// becomes PLY_BAD_ARGUMENT, any other exception PLY_ERROR, each with its message in `error`.
template <class Body>
int32_t guarded(const char* function, char* error, uint32_t error_size, Body body) noexcept {
  try {
    return body();
  } catch (const std::invalid_argument& e) {
    copy_message(e.what(), error, error_size);
    return PLY_BAD_ARGUMENT;
  } catch (const std::exception& e) {
    copy_message(e.what(), error, error_size);
  } catch (...) {
    copy_message(std::string("unknown exception in ") + function, error, error_size);
  }
  return PLY_ERROR;
}

template <template <class> class PlayerFor, class G>
constexpr bool offers() {
  return !dice_game<typename G::Position>() || plays_chance<PlayerFor<G>>();
}

// The C functions of a player that plays the games of `Games` (a GameList), PlayerFor<G> for each.
template <class Games, template <class> class PlayerFor>
struct Adapter;

template <template <class> class PlayerFor, class... G>
struct Adapter<GameList<G...>, PlayerFor> {
  static inline std::span<const ply_option> options;
  // The ids of the games it plays, then nullptr.
  static constexpr std::array<const char*, sizeof...(G) + 1> games = [] {
    std::array<const char*, sizeof...(G) + 1> ids{};
    size_t n = 0;
    ((offers<PlayerFor, G>() ? void(ids[n++] = G::Position::kGameId.data()) : void()), ...);
    return ids;
  }();

  static std::unique_ptr<Instance> make(std::string_view game) {
    std::unique_ptr<Instance> made;
    auto make_for = [&]<class One>() {
      if constexpr (offers<PlayerFor, One>())
        if (One::Position::kGameId == game) made = std::make_unique<GameInstance<One, PlayerFor<One>>>();
    };
    (make_for.template operator()<G>(), ...);
    return made;
  }

  static void* create(const char* game, char* error, uint32_t error_size) noexcept {
    Instance* created = nullptr;
    guarded("create", error, error_size, [&] {
      std::unique_ptr<Instance> instance = make(game ? game : "");
      if (!instance) {
        std::string known;
        for (const char* const* g = games.data(); *g; ++g) known += (known.empty() ? "" : ", ") + std::string(*g);
        throw std::invalid_argument(std::string("this player does not play '") + (game ? game : "") + "' (it plays " +
                                    known + ")");
      }
      for (const ply_option& option : options) instance->set_option(option.name, option.default_value);
      created = instance.release();
      return PLY_OK;
    });
    return created;
  }
  static int32_t set_option(void* self, const char* name, const char* value, char* error,
                            uint32_t error_size) noexcept {
    return guarded("set_option", error, error_size, [&] {
      auto* instance = static_cast<Instance*>(self);
      const std::string why = option_fault(options, instance->own_options(), name, value);
      if (!why.empty()) throw std::invalid_argument(why);
      instance->set_option(name, value);
      return PLY_OK;
    });
  }
  static const ply_option* own_options(void* self, uint32_t* count) noexcept {
    const std::span<const ply_option> own = static_cast<Instance*>(self)->own_options();
    if (count) *count = uint32_t(own.size());
    return own.empty() ? nullptr : own.data();
  }
  static const void* get_extension(const char* id) noexcept {
    static const ply_instance_options extension{sizeof(ply_instance_options), &own_options};
    return id && std::string_view(id) == PLY_EXTENSION_OPTIONS ? &extension : nullptr;
  }
  static int32_t new_game(void* self, char* error, uint32_t error_size) noexcept {
    return guarded("new_game", error, error_size, [&] {
      static_cast<Instance*>(self)->new_game();
      return PLY_OK;
    });
  }
  static int32_t choose_move(void* self, const ply_position* position, const ply_limits* limits, const ply_host* host,
                             ply_result* result, char* error, uint32_t error_size) noexcept {
    return guarded("choose_move", error, error_size, [&] {
      if (!position || !result) throw std::invalid_argument("choose_move needs a position and a result");
      auto* instance = static_cast<Instance*>(self);
      instance->stop = false;
      write_result(instance->choose_move(*position, convert(limits), host), result);
      return PLY_OK;
    });
  }
  static void stop(void* self) noexcept { static_cast<Instance*>(self)->stop = true; }
  static void destroy(void* self) noexcept { delete static_cast<Instance*>(self); }
};

// A fixed player class as a template over the one game it plays.
template <class P>
struct OneGame {
  template <class>
  using For = P;
};

template <class Games, template <class> class PlayerFor>
ply_plugin make_descriptor(const char* name, const char* version, const char* author, const char* description,
                           std::span<const ply_option> options) {
  using A = Adapter<Games, PlayerFor>;
  A::options = options;
  return ply_plugin{PLY_ABI_MAJOR,
                    PLY_ABI_MINOR,
                    sizeof(ply_plugin),
                    name,
                    version,
                    author,
                    description,
                    A::games.data(),
                    options.empty() ? nullptr : options.data(),
                    uint32_t(options.size()),
                    &A::create,
                    &A::set_option,
                    &A::new_game,
                    &A::choose_move,
                    &A::stop,
                    &A::destroy,
                    &A::get_extension};
}

}  // namespace plugin_detail
}  // namespace plyground

// Exports PLAYER_TEMPLATE (a class template over the game) as a plugin that plays every game of the
// kit. OPTIONS: a static array of ply_option (see spin_option and its kin), or {} for none.
#define PLYGROUND_PLUGIN(PLAYER_TEMPLATE, NAME, VERSION, AUTHOR, DESCRIPTION, OPTIONS)       \
  extern "C" PLY_EXPORT const ply_plugin* plyground_plugin_entry(void) {                     \
    static const ply_plugin descriptor =                                                     \
        ::plyground::plugin_detail::make_descriptor<::plyground::KitGames, PLAYER_TEMPLATE>( \
            NAME, VERSION, AUTHOR, DESCRIPTION, std::span<const ply_option>(OPTIONS));       \
    return &descriptor;                                                                      \
  }

// Exports PLAYER_CLASS, derived from Player<SomeGame>, as a plugin that plays that one game.
#define PLYGROUND_GAME_PLUGIN(PLAYER_CLASS, NAME, VERSION, AUTHOR, DESCRIPTION, OPTIONS)                              \
  extern "C" PLY_EXPORT const ply_plugin* plyground_plugin_entry(void) {                                              \
    static const ply_plugin descriptor =                                                                              \
        ::plyground::plugin_detail::make_descriptor<::plyground::GameList<typename PLAYER_CLASS::Game>,               \
                                                    ::plyground::plugin_detail::OneGame<PLAYER_CLASS>::template For>( \
            NAME, VERSION, AUTHOR, DESCRIPTION, std::span<const ply_option>(OPTIONS));                                \
    return &descriptor;                                                                                               \
  }
