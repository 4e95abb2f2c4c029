#include "players/engine.hpp"

#include <algorithm>
#include <atomic>

#include "protocol/uci.hpp"

namespace plyground::host {

Expected<size_t> checked_move(const GameState& game, const MoveReply& reply) {
  if (const std::optional<size_t> legal = game.find_legal(reply.move); legal && reply.error.empty()) return *legal;
  std::string reason = reply.error;
  if (reason.empty() && reply.move.empty()) reason = "no move given";
  if (reason.empty() && game.end().over()) reason = "the game is over (" + game.end().reason + ")";
  if (reason.empty()) {
    const Expected<std::string> other = game.parse(reply.move);  // a legal move, in another notation?
    reason = other ? "'" + reply.move + "' is not written in " + game.module().notations()[0] : other.reason();
  }
  return failure(std::move(reason));
}

namespace {
std::atomic<bool> player_output{false};
std::atomic<int64_t> most_for_a_move_ms{120'000};
}  // namespace

void set_move_limit(std::chrono::milliseconds most) { most_for_a_move_ms = most.count(); }
std::chrono::milliseconds move_limit() { return std::chrono::milliseconds(most_for_a_move_ms.load()); }

void show_player_output(bool show) { player_output = show; }
bool player_output_shown() { return player_output; }

Limits make_limits(int64_t movetime_ms, int depth, uint64_t nodes) {
  Limits limits{};
  limits.movetime_ms = movetime_ms;
  limits.depth = depth;
  limits.nodes = nodes;
  return limits;
}

std::chrono::milliseconds move_time_grace(int64_t movetime_ms) {
  return std::chrono::milliseconds(std::max<int64_t>(50, movetime_ms / 10));
}

std::chrono::milliseconds answer_time(const Limits& limits, int mover) {
  using std::chrono::milliseconds;
  if (limits.movetime_ms > 0) return milliseconds(limits.movetime_ms) + move_time_grace(limits.movetime_ms);
  const int64_t left =
      mover < 0 ? std::max(limits.time_left_ms[0], limits.time_left_ms[1]) : limits.time_left_ms[mover];
  if (left > 0) return milliseconds(left + 1000);
  if (limits.depth >= protocol::kUnboundedDepth) return std::chrono::hours(24);  // `go infinite`: until told to stop
  if (limits.depth > 0 || limits.nodes > 0) return move_limit();
  return std::chrono::seconds(3);
}

std::vector<OptionInfo> offered_options(const std::vector<protocol::Option>& offered) {
  std::vector<OptionInfo> out;
  for (const protocol::Option& o : offered) {
    if (o.name == "UCI_Variant" || o.name == protocol::kTraceOption || o.type == "button") continue;
    const OptionType type = option_type_of(o.type);
    out.push_back({o.name, type, o.default_value, o.min, o.max, o.choices, ""});
  }
  return out;
}

}  // namespace plyground::host
