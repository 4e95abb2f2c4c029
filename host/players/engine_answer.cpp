#include "players/engine_answer.hpp"

#include <optional>

#include "base/printable.hpp"
#include "protocol/uci.hpp"

namespace plyground::host {

void EngineAnswer::info(std::string_view line, MoveReply& reply, const InfoCallback& info) {
  SearchInfo said;
  bool bound = false;
  if (!protocol::read_info(line, said, &bound)) return;
  if (said.nodes) reply.nodes = latest_.nodes = said.nodes;
  // A result is a whole iteration's report: a score or a line, not a bound. A progress line
  // (`info depth 17 currmove ...`) or an iteration cut short adds its nodes alone.
  if (!bound && (said.score.kind != Score::NONE || !said.pv.empty())) {
    if (said.depth) latest_.depth = said.depth;
    if (said.seldepth) latest_.seldepth = said.seldepth;
    if (said.score.kind != Score::NONE) latest_.score = said.score;
    if (!said.pv.empty()) latest_.pv = said.pv;
  } else if (said.text.empty()) {
    return;
  }
  if (!said.text.empty()) latest_.text = said.text;
  SearchInfo current = latest_;
  current.text = plugin_text(current.text);
  for (std::string& m : current.pv) m = from_engine_(protocol::move_word(m));
  if (current.depth) reply.depth = current.depth;
  if (current.score.kind != Score::NONE) reply.score = current.score;
  if (!current.pv.empty()) reply.pv = current.pv;
  reply.text = current.text;
  if (info) info(current);
}

void EngineAnswer::trace(std::string_view line, TraceSink& sink) const {
  std::optional<protocol::TraceEnter> enter;
  std::optional<protocol::TraceLeave> leave;
  if (!protocol::read_trace(line, enter, leave)) return;
  if (enter)
    sink.enter(enter->move.empty() ? "" : from_engine_(enter->move), enter->ply, enter->depth, enter->alpha,
               enter->beta, enter->kind);
  if (leave && leave->exact)
    sink.leave_exact(*leave->exact, leave->searched, leave->total, leave->flags);
  else if (leave)
    sink.leave(leave->value, leave->searched, leave->total, leave->flags);
}

void EngineAnswer::move(std::string_view word, MoveReply& reply) const {
  reply.move = from_engine_(protocol::move_word(word));
  if (!reply.move.empty() && !reply.pv.empty() && reply.pv.front() != reply.move) {
    reply.pv = {reply.move};
    reply.score = {};
  }
}

}  // namespace plyground::host
