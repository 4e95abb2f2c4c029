// What an engine says while it answers a move, kept as the host shows it: its search reports
// (`info` lines), the nodes of a traced search (`trace` lines), and its move. Moves come in the
// engine's notation and are kept in the game's (`from_engine`).
#pragma once

#include <functional>
#include <string>

#include "players/engine.hpp"
#include "players/search_tree.hpp"

namespace plyground::host {

class EngineAnswer {
 public:
  using Translate = std::function<std::string(const std::string&)>;
  explicit EngineAnswer(Translate from_engine) : from_engine_(std::move(from_engine)) {}

  // An info line adds to what the search said so far, as a GUI shows it (a text arrives alone),
  // into `reply` and to `info` (if any). Only a whole iteration's report is a result: a progress
  // line (`info depth 17 currmove ...`) or an iteration cut short (its score only a bound, its line
  // often one move, as Stockfish reports when stopped) adds its nodes alone.
  void info(std::string_view line, MoveReply& reply, const InfoCallback& info);
  // A node of a traced search into `sink`; a malformed line is dropped.
  void trace(std::string_view line, TraceSink& sink) const;
  // The move the engine answered, into `reply`. A line that does not start with it (an engine held
  // to an Elo plays another) says nothing of it: the move alone is its line, its score not known.
  void move(std::string_view word, MoveReply& reply) const;

 private:
  Translate from_engine_;
  SearchInfo latest_;  // the reports so far, merged, their moves as the engine wrote them
};

}  // namespace plyground::host
