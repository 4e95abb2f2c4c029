// PGN for every game: the seven-tag roster, the game's moves in its PGN notation (SAN for chess,
// ICCS for Xiangqi) with comments and variations, the result. Reads what other programs write:
// NAGs and annotation marks are skipped, and variations inside variations; a bad move is refused
// with its line and ply; a move may be in any notation of the game.
//
//   [Event ...] [Site ...] [Date ...] [Round ...] [White ...] [Black ...] [Result ...]
//   [Variant "othello"] (games other than chess) [SetUp "1"] [FEN ...] (not the standard start)
//
// Xiangqi is written as Xiangqi programs (ElephantEye, XQStudio) write it, after xqbase.com:
//   [Game "Chinese Chess"] ... [Red ...] [Black ...] [Result ...] [Format "ICCS"]  1. H2-E2 H9-G7
// and read that way (ICCS, WXF or Chinese moves) or as Fairy-Stockfish-based sites write it:
//   [Variant "xiangqi"] [White ...] [Black ...]  1. Che3 Nhg8 (algebraic, ranks 1 to 10)
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/game_module.hpp"
#include "base/status.hpp"

namespace plyground::host {

// Other moves in place of the game's from one ply on: written as a variation, "( ... )", after
// the move it replaces, and read back so.
struct PgnVariation {
  size_t ply = 0;                  // index in the game's moves of the first move it replaces
  std::vector<std::string> moves;  // in the game's coordinate notation
  bool operator==(const PgnVariation&) const = default;
};

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in order; Result/FEN/SetUp/Variant included
  std::string start_fen;                                  // "" for the game's standard start
  std::vector<std::string> moves;                         // in the game's coordinate notation
  std::vector<std::string> comments;                      // one per move ("" for none)
  std::vector<PgnVariation> variations;
  Result result = Result::ONGOING;
  GameEnd end;  // read_pgn: how the rules end its last position (not over: it stopped otherwise)

  std::string tag(const std::string& name) const;  // "" when absent
  void set_tag(const std::string& name, const std::string& value);
};

// Today in the Date tag's form, "2026.11.24" (local time).
std::string pgn_date_today();

// One game as PGN text, ending with a blank line. Writes the Variant, Result, FEN and SetUp tags
// itself from the game. The moves, and those of its variations, must be legal.
std::string write_pgn(const GameModule& game, const PgnGame& record);

// `game` as a record (ended as `end` says, which may be a forfeit), dated today, with `white` and
// `black` as its players and the variations given.
PgnGame record_of(const GameState& game, const GameEnd& end, const std::string& white, const std::string& black,
                  std::vector<PgnVariation> variations = {});
// Writes `record` to the PGN file `path`, replacing it; or, with `add`, after the games it holds
// (which must read as games of `game`), in one whole write. Fails with why nothing was written.
Status save_game(const std::string& path, const GameModule& game, const PgnGame& record, bool add = false);

// Reads every game of a PGN text, each move checked for legality. Fails at the first malformed
// game with a message naming the fault and its line.
Expected<std::vector<PgnGame>> read_pgn(const GameModule& game, std::istream& in);

// Whether the PGN text of a game ends it: a result token (1-0, 0-1, 1/2-1/2, *) in its moves,
// outside comments and variations. A game written whole has one; one cut off while written may not.
bool pgn_has_result(std::string_view text);

// The most variations kept of one game; more are skipped, as variations inside variations are.
constexpr size_t kMostVariations = 1000;

// The largest PGN file read whole (a long tournament's).
constexpr size_t kLargestPgn = size_t(1) << 30;
// The text of a PGN file: a regular file of at most kLargestPgn bytes; else why not.
Expected<std::string> read_pgn_text(const std::string& path);
// The game whose games the PGN text `in` holds, by its first game's Game or Variant tag (none:
// chess, as the PGN standard has it); nothing when the tag names no game of the kit. `tagged`:
// whether there was such a tag.
const GameModule* pgn_game_module(std::istream& in, bool* tagged = nullptr);

// Every game of the PGN file `path`, as read_pgn reads them; a failure names the file.
Expected<std::vector<PgnGame>> read_pgn_file(const GameModule& game, const std::string& path);

}  // namespace plyground::host
