// The protocol between a host and the engines it plays, every message with its one writer and its
// one reader: UCI (and UCCI, its Chinese-chess sibling, ElephantEye's), spoken to external engines
// and to Plyground's own sandboxed children, and served by `plyground uci` to other GUIs.
//
// Plyground's extensions, which its children offer (kTraceOption in their `option` lines) and its
// host sends only to an engine that offers them:
// - `lane N` (host to engine): the commands after it are about game N of several the host plays at
//   once (kMostLanes at most), each with an engine of its own; answers come in the order asked.
// - `moves MOVE...` (host to engine): the moves played since the last `position` or `moves`, so
//   that a move late in a long game costs what an early one does.
// - `setoption name PlygroundTrace value true`: the engine then writes each node its searches enter
//   and leave as `trace` lines (TraceEnter, TraceLeave), before their move.
// - `info string error: WHY` (engine to host): why a command was refused, or why the `bestmove`
//   that follows is none.
// - `info ... score cp 2 exact 2.1` (engine to host): the score exactly where it is no whole number
//   (Score::exact; a token other GUIs pass over, as UCI asks of unknown ones).
// Every writer makes one line per message (free text has its line breaks and control characters
// replaced by spaces), so a text, a name or a move from a plugin can never become a second command.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/limits.hpp"
#include "base/status.hpp"
#include "base/whole_number.hpp"
#include "plyground/search_info.hpp"

namespace plyground::protocol {

// The option by which a host asks a Plyground engine for the nodes of its searches.
constexpr const char* kTraceOption = "PlygroundTrace";
// The most lanes one engine serves (`lane 0` to `lane 63`).
constexpr int kMostLanes = 64;
// A depth no search reaches: what `go infinite` asks, a search until told to stop.
constexpr int kUnboundedDepth = 64;
// The longest time a `go` may give a move (a day); longer ones are read as this.
constexpr int64_t kLongestMoveMs = 86'400'000;

// The words of a line in turn, split at spaces and tabs: what a string stream does with `>>`, at a
// fraction of its cost (a command is read for every move).
class WordReader {
 public:
  explicit WordReader(std::string_view line) : rest_(line) {}
  // The next word; false at the end of the line.
  bool next(std::string& word);
  // The next word as a whole number; false at the end of the line or when it is not one (it is
  // then read all the same).
  template <class Integer>
  bool next(Integer& number) {
    return host::read_whole(next_word(), number);
  }
  // The next word, a view into the line ("" at its end).
  std::string_view next_word();
  // What is left of the line, its words one space apart ("" at its end).
  std::string rest();

 private:
  std::string_view rest_;
};

// A move as every message writes it: one word (blanks and control characters as '?') of at most
// 32 bytes.
std::string move_word(std::string_view move);

// ---- The host's commands. Each reader takes the words after the command's own word. ----

// `setoption name N value V` (UCCI: `setoption N V`). Names and values may hold spaces.
struct SetOption {
  std::string name, value;
};
std::string write_setoption(bool ucci, std::string_view name, std::string_view value);
SetOption read_setoption(WordReader& words, bool ucci);

// `position fen FEN [moves M...]` or `position startpos [moves M...]` (an empty `fen`).
struct Position {
  std::string fen;
  std::vector<std::string> moves;
};
std::string write_position(const Position& position);
// Fails for a malformed command.
host::Expected<Position> read_position(WordReader& words);

// `moves M...` (Plyground's).
std::string write_moves(std::span<const std::string> moves);
std::vector<std::string> read_moves(WordReader& words);

// `lane N` (Plyground's); nothing for a word that is no lane (0 to kMostLanes - 1).
std::string write_lane(size_t lane);
std::optional<size_t> read_lane(WordReader& words);

// `go` with the limits of `limits` the engine understands for a move by side `mover`: its
// movetime, depth, clocks (UCI's wtime/btime, UCCI's time/opptime) or nodes, in that order of
// precedence; a second a move when it has none.
std::string write_go(const host::Limits& limits, int mover, bool ucci);
// A `go` read, UCI's words and UCCI's alike. Numbers are kept within what the arithmetic of limits
// can hold: times from 1 ms (a clock at zero or below: a move at once) up to kLongestMoveMs, a
// depth from 1 up to kUnboundedDepth, at least one node; other words are skipped. A number that
// is none (`movetime nan`) is said in `fault` and read as the least. UCCI's clocks are the mover's
// (`mover`; -1 where it is unknown reads them as the first player's).
struct Go {
  host::Limits limits{};
  bool infinite = false;     // `go infinite`: a search until told to stop
  bool ponder = false;       // `go ponder`: the same, then `limits` from a `ponderhit`
  bool searchmoves = false;  // moves to search among, which no player takes
  std::string fault;
};
Go read_go(WordReader& words, int mover);

// ---- The engine's replies. Each reader takes the whole line and answers nothing when the line
// is another message. ----

// `id name NAME` and `id author AUTHOR`, as two lines.
std::string write_id(std::string_view name, std::string_view author);

// `option name N type T default D [min A max B] [var C]...` (UCCI's: `option N type T ...`).
struct Option {
  std::string name, type, default_value;  // type: spin, check, combo, string, button
  int64_t min = 0, max = 0;               // a spin's range
  std::vector<std::string> choices;       // a combo's
};
std::string write_option(bool ucci, const Option& option);
std::optional<Option> read_option(std::string_view line, bool ucci = false);

// `info [depth D [seldepth S]] [score cp V|mate M] nodes N [pv M...]`, and `info string TEXT` after
// it when the report has a text. A depth of 0 is written as none (a search stopped before it
// finished one).
std::string write_info(const SearchInfo& info);
// Into `info` the fields the line has (depth, seldepth, score, nodes, pv as written, string as
// text; others skipped); the rest left as they were. False when the line is not an info line or is
// malformed. `bound`, when given, says whether its score is only a bound (`lowerbound`,
// `upperbound`: an iteration cut short, as Stockfish reports one when stopped).
[[nodiscard]] bool read_info(std::string_view line, SearchInfo& info, bool* bound = nullptr);

// `info string TEXT`.
std::string write_text(std::string_view text);
// `info string error: WHY` (Plyground's).
std::string write_error(std::string_view why);
std::optional<std::string> read_error(std::string_view line);

// `bestmove MOVE`, or none: `bestmove (none)` (UCCI: `nobestmove`).
std::string write_bestmove(bool ucci, std::string_view move);
std::string write_no_move(bool ucci);
// The move; "(none)" for none; nothing for another line.
std::optional<std::string> read_bestmove(std::string_view line);

// `trace > MOVE PLY DEPTH ALPHA BETA KIND` on entering a node ("-" for a root's move) and
// `trace < VALUE SEARCHED TOTAL FLAGS` on leaving it (plugin.h, ply_trace), Plyground's.
struct TraceEnter {
  std::string move;  // "" for a root
  int ply = 0, depth = 0, alpha = 0, beta = 0;
  unsigned kind = 0;
};
struct TraceLeave {
  int value = 0;
  unsigned searched = 0, total = 0, flags = 0;
  std::optional<double> exact;  // the value as the player gave it exactly (written with a '.')
};
std::string write_trace(const TraceEnter& node);
std::string write_trace(const TraceLeave& node);
// One of the two, read from a trace line; false when it is none or is malformed.
[[nodiscard]] bool read_trace(std::string_view line, std::optional<TraceEnter>& enter,
                              std::optional<TraceLeave>& leave);

// Keeps `value` as the option `name`'s, in place of an earlier value (an option set every game is
// kept once): the options a host sends again to a process started since.
void remember_option(std::vector<std::pair<std::string, std::string>>& options, const std::string& name,
                     const std::string& value);

}  // namespace plyground::protocol
