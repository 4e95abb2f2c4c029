// Each subcommand of the `plyground` executable registers itself on the application.
#pragma once

#include <CLI/CLI.hpp>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/game_module.hpp"
#include "base/whole_number.hpp"
#include "players/engine.hpp"
#include "players/plugin_loader.hpp"
#include "players/spec.hpp"
#include "protocol/uci.hpp"

namespace CLI {
class App;
}

namespace plyground::cli {

// What every command shares: plugin files named with --plugin, and --in-process (before or after
// the command).
struct Context {
  std::vector<std::string> plugin_files;
  bool in_process = false;  // plugins loaded here rather than each in a sandboxed child
  // The plugin folders, then the --plugin files; one of those refused is said as a warning, unless
  // the command lists what was refused itself (`say_refused` false).
  host::PluginScan scan(bool say_refused = true) const;
};

// `--game ID` on a command: the game it works on (default: the first game registered), checked against the registry.
void add_game_option(CLI::App* command, std::string& game);

// The two players of a command: --first and --second, or each by the name of its side in the game
// chosen (--red, --black, --white, --yellow, --x, --o: every side of every game has its option).
// In a game without a side of that name, --red and --white name the first player and --black the
// second, as they did before games had other sides.
struct SideOptions {
  std::array<std::string, 2> players;          // --first, --second; then as resolved
  std::map<std::string, std::string> by_side;  // "--yellow" -> its player, when given
  bool given() const;                          // whether any of them was given
};
void add_side_options(CLI::App* command, SideOptions& sides, const std::string& what);
// Puts the players named by side into `players` for `game`, and `fallback` where none was given.
// Throws CLI::ValidationError (bad arguments) naming a side the game does not have, a side given
// twice or a player missing.
void resolve_sides(SideOptions& sides, const std::string& game, const std::string& fallback = "");

// `--fen` on a command: a position in the game's FEN, or `start` (`startpos`, as UCI writes it)
// for the game's start, which is also what no --fen means; `fen` is then "". An empty value is
// refused as bad input (a script's unset variable, not a position).
CLI::Option* add_fen_option(CLI::App* command, std::string& fen, const std::string& what);

// "bad FEN: <error>", with the game the FEN is a position of when it is another's ("add --game chess").
std::string bad_fen(const host::GameModule& game, const std::string& fen, const std::string& error);

// The position of `game` a command searches: from `fen` (the start when empty); nullptr, with the
// error printed, when the FEN is bad or the game is already over there.
std::unique_ptr<host::GameState> position_to_search(const std::string& game, const std::string& fen);

// `text` and spaces to `width` columns (at least one space); CJK characters take two columns.
std::string pad(const std::string& text, size_t width);

// Whether a file a command writes after its work (a chart, a report) can be written where `path`
// says, said before the work when not ("cannot write FILE: Permission denied"); true for "".
bool can_write_later(const std::string& path);

// A command's --depth limits every move, a spec's own depth included (as UCI's `go depth` does):
// said once for each spec that sets another ("alphabeta:depth=3 searches to --depth 1 ...").
void warn_of_own_depths(const std::vector<host::PlayerSpec>& players, int depth);

// A file option's value made absolute as it is read, before any plugin could change the working
// directory (under --in-process).
std::string absolute_path(std::string path);

void add_perft_command(CLI::App& app);
void add_bench_command(CLI::App& app, const Context& context);
void add_players_command(CLI::App& app, const Context& context);
// What the host runs as a sandboxed child besides `uci --sandboxed`: `scan-plugin FILE` and
// `probe-sandbox`, not listed in --help.
void add_child_commands(CLI::App& app);
void add_match_command(CLI::App& app, const Context& context);
void add_compare_command(CLI::App& app, const Context& context);
void add_trace_command(CLI::App& app, const Context& context);
void add_grade_command(CLI::App& app, const Context& context);
void add_window_command(CLI::App& app, const Context& context);
// `plyground` with no command: the window, as the last run left it (the first run asks). Its exit status.
int open_window(const Context& context);
void add_play_command(CLI::App& app, const Context& context);
void add_uci_command(CLI::App& app, const Context& context);
void add_tournament_command(CLI::App& app, const Context& context);
void add_levels_command(CLI::App& app, const Context& context);

// The ranges numbers given on the command line must lie in; CLI11 refuses others naming the option
// and the range ("--movetime: Value 0 not in range 1 to 86400000").
inline CLI::Range move_time_range() { return CLI::Range(int64_t{1}, protocol::kLongestMoveMs); }  // a day
inline CLI::Range depth_range() { return CLI::Range(1, 63); }         // below the unbounded depth
inline CLI::Range count_range() { return CLI::Range(1, 1'000'000); }  // games, pairs' games
// A whole number that is never negative (seeds, node counts): CLI11 reads "-1" into an unsigned
// number as its largest value, and a number past the largest as the largest.
inline CLI::Validator unsigned_range(uint64_t min, uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        uint64_t value = 0;
        if (!host::read_whole(text, value) || value < min || value > max)
          return "Value " + text + " not in range " + std::to_string(min) + " to " + std::to_string(max);
        return "";
      },
      "UINT in [" + std::to_string(min) + " - " + std::to_string(max) + "]");
}
// Whole numbers given on the command line read in decimal, as a user writes them: CLI11 alone reads
// "010" as 8 and "0x10" as 16. Applied to every whole-number option of `app` and its commands, once
// all are added.
inline void read_whole_numbers_in_decimal(CLI::App& app) {
  for (CLI::Option* option : app.get_options())
    if (const std::string type = option->get_type_name(); type.starts_with("INT") || type.starts_with("UINT"))
      option->transform(CLI::Validator(
          [](std::string& text) -> std::string {
            const size_t sign = text.starts_with('-') || text.starts_with('+') ? 1 : 0;
            if (text.size() == sign || text.find_first_not_of("0123456789", sign) != std::string::npos)
              return "Value " + text + " is not a whole number in decimal";
            const size_t nonzero = text.find_first_not_of('0', sign);  // leading zeros would read as octal
            text.erase(sign, (nonzero == std::string::npos ? text.size() - 1 : nonzero) - sign);
            return "";
          },
          "", "decimal"));
  for (CLI::App* command : app.get_subcommands({})) read_whole_numbers_in_decimal(*command);
}
// A number with a fraction (times, scales): CLI::Range lets nan through, as no comparison with it holds.
inline CLI::Validator finite_range(double min, double max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        double value = 0;
        if (!CLI::detail::lexical_cast(text, value) || !(value >= min && value <= max))
          return "Value " + text + " not in range " + CLI::detail::to_string(min) + " to " +
                 CLI::detail::to_string(max);
        return "";
      },
      "FLOAT in [" + CLI::detail::to_string(min) + " - " + CLI::detail::to_string(max) + "]");
}

// `--no-affinity`, for the commands that play series of games (players/cores.hpp).
inline void add_affinity_flag(CLI::App* cmd, bool& no_affinity) {
  cmd->add_flag("--no-affinity", no_affinity,
                "Let the system move each game's processes between cores (by default a game of plugins keeps to one)");
}

// `--lanes`, for the same (match/tournament.hpp, kLanes).
inline void add_lanes_option(CLI::App* cmd, int& lanes) {
  cmd->add_option("--lanes", lanes,
                  "With --depth: games each worker plays at once, each player's child asked for all their moves "
                  "together; 1 for plugins that need more than " +
                      std::to_string(host::kLaneMemoryMb) + " MB a game")
      ->check(CLI::Range(1, protocol::kMostLanes))
      ->capture_default_str();
}

// Exit codes shared by the commands.
constexpr int kExitFailed = 1;    // the command ran and found a failure (e.g. a perft mismatch)
constexpr int kExitBadInput = 2;  // unreadable file, malformed FEN, bad arguments

// A program's main: `run`, with what no command caught (memory exhausted) said on stderr and
// ended with kExitFailed, not an abort. plyground and plyground-child both end this way.
int guarded_main(int (*run)(int, char**), int argc, char** argv) noexcept;

}  // namespace plyground::cli
