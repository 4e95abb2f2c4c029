// Writing a player: derive from plyground::Player, implement choose_move, and export the class with
// PLYGROUND_PLUGIN. This header is compiled into the plugin; nothing in it crosses the C boundary
// (plugin.h), which the macro's adapter handles: it rebuilds the game from the position the host
// sends, checks option values against the descriptor, catches every exception and turns it into an
// error code with its message.
//
//   class MyPlayer : public plyground::Player {
//     plyground::Answer choose_move(const plyground::xiangqi::Game& game, const plyground::Limits&,
//                                   plyground::Search&) override { ... }
//   };
//   PLYGROUND_PLUGIN(MyPlayer, "myplayer", "1.0", "Me", "What it does", {})
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <exception>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "plyground/plugin.h"
#include "plyground/xiangqi/game.hpp"

namespace plyground {

using Milliseconds = std::chrono::milliseconds;

struct Score {
  enum Kind : int32_t { NONE = PLY_SCORE_NONE, CENTIPAWNS = PLY_SCORE_CP, MATE = PLY_SCORE_MATE };
  Kind kind = NONE;
  int value = 0;  // centipawns, or moves to mate (negative: being mated)
};

struct Limits {
  Milliseconds movetime{0};  // 0: none
  int depth = 0;             // 0: none
  uint64_t nodes = 0;        // 0: none
  Milliseconds time_left[2]{};  // by player (0 first, 1 second); 0: no clock
  Milliseconds increment[2]{};
  int moves_to_go = 0;
  // The time to spend on this move for `player` (0 = no time limit): the move time if given,
  // else a share of the clock.
  Milliseconds budget(int player) const;
};

struct SearchInfo {
  int depth = 0, seldepth = 0;
  Score score;
  uint64_t nodes = 0;
  std::vector<std::string> pv;
};

struct Answer {
  std::string move;  // coordinate notation (ICCS for Xiangqi)
  Score score;
  int depth = 0;
  uint64_t nodes = 0;
};

// The running search as a player sees it: the clock, stop requests, and progress reports.
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

 private:
  const ply_host* host_;
  const std::atomic<bool>& stop_requested_;
  Limits limits_;
  Milliseconds budget_;
  std::chrono::steady_clock::time_point start_;
  bool stopped_ = false;
};

class Player {
 public:
  virtual ~Player() = default;
  // Called with a value already checked against the option's declared type and range.
  virtual void set_option(std::string_view /*name*/, std::string_view /*value*/) {}
  virtual void new_game() {}
  // The game so far (start position and moves, with its rules); the side to move has moves.
  virtual Answer choose_move(const xiangqi::Game& game, const Limits& limits, Search& search) = 0;
};

namespace plugin_detail {

void copy_message(std::string_view message, char* buffer, uint32_t size);
// Checks `value` against the declared option `name`; returns an error message or "".
std::string check_option(std::span<const ply_option> options, const char* name, const char* value);
// Rebuilds the game from what the host sent; throws std::invalid_argument naming the fault.
xiangqi::Game build_game(const ply_position& position);
Limits convert(const ply_limits* limits);
void write_result(const Answer& answer, ply_result* result);

struct Instance {
  std::unique_ptr<Player> player;
  std::atomic<bool> stop{false};
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

template <class P>
struct Adapter {
  static inline std::span<const ply_option> options;

  static void* create(const char* game, char* error, uint32_t error_size) noexcept {
    Instance* created = nullptr;
    guarded("create", error, error_size, [&] {
      if (!game || std::string_view(game) != xiangqi::Position::kGameId)
        throw std::invalid_argument(std::string("this player does not play '") + (game ? game : "") + "'");
      auto instance = std::make_unique<Instance>();
      instance->player = std::make_unique<P>();
      for (const ply_option& option : options) instance->player->set_option(option.name, option.default_value);
      created = instance.release();
      return PLY_OK;
    });
    return created;
  }
  static int32_t set_option(void* self, const char* name, const char* value, char* error,
                            uint32_t error_size) noexcept {
    return guarded("set_option", error, error_size, [&] {
      const std::string why = check_option(options, name, value);
      if (!why.empty()) throw std::invalid_argument(why);
      static_cast<Instance*>(self)->player->set_option(name, value);
      return PLY_OK;
    });
  }
  static int32_t new_game(void* self, char* error, uint32_t error_size) noexcept {
    return guarded("new_game", error, error_size, [&] {
      static_cast<Instance*>(self)->player->new_game();
      return PLY_OK;
    });
  }
  static int32_t choose_move(void* self, const ply_position* position, const ply_limits* limits,
                             const ply_host* host, ply_result* result, char* error, uint32_t error_size) noexcept {
    return guarded("choose_move", error, error_size, [&] {
      if (!position || !result) throw std::invalid_argument("choose_move needs a position and a result");
      auto* instance = static_cast<Instance*>(self);
      instance->stop = false;
      const xiangqi::Game game = build_game(*position);
      const Limits converted = convert(limits);
      Search search(host, instance->stop, converted, game.position().side_to_move() == xiangqi::RED ? 0 : 1);
      write_result(instance->player->choose_move(game, converted, search), result);
      return PLY_OK;
    });
  }
  static void stop(void* self) noexcept { static_cast<Instance*>(self)->stop = true; }
  static void destroy(void* self) noexcept { delete static_cast<Instance*>(self); }
};

inline constexpr const char* kGames[] = {"xiangqi", nullptr};

template <class P>
ply_plugin make_descriptor(const char* name, const char* version, const char* author, const char* description,
                           std::span<const ply_option> options) {
  Adapter<P>::options = options;
  return ply_plugin{PLY_ABI_MAJOR,
                    PLY_ABI_MINOR,
                    sizeof(ply_plugin),
                    name,
                    version,
                    author,
                    description,
                    kGames,
                    options.empty() ? nullptr : options.data(),
                    uint32_t(options.size()),
                    &Adapter<P>::create,
                    &Adapter<P>::set_option,
                    &Adapter<P>::new_game,
                    &Adapter<P>::choose_move,
                    &Adapter<P>::stop,
                    &Adapter<P>::destroy};
}

}  // namespace plugin_detail
}  // namespace plyground

// Exports PlayerClass as a plugin. OPTIONS: a static array of ply_option, or {} for none.
#define PLYGROUND_PLUGIN(PlayerClass, NAME, VERSION, AUTHOR, DESCRIPTION, OPTIONS)                 \
  extern "C" PLY_EXPORT const ply_plugin* plyground_plugin_entry(void) {                          \
    static const ply_plugin descriptor = ::plyground::plugin_detail::make_descriptor<PlayerClass>( \
        NAME, VERSION, AUTHOR, DESCRIPTION, std::span<const ply_option>(OPTIONS));                 \
    return &descriptor;                                                                           \
  }
