// Playing games between two players: every move checked, every game-ending rule applied, the
// record kept as PGN.
// Errors: unreadable files and bad positions throw std::runtime_error naming them; whatever a player
// does wrong is the result of its game (with the reason in Termination), never an exception.
#pragma once

#include <string>
#include <vector>

#include "match/pgn.hpp"
#include "players/engine.hpp"

namespace plyground::host {

// Start positions of `game` from a file: EPD or FEN lines (the position is what counts; '#' lines
// and blank lines are skipped), as FENs. Throws std::runtime_error naming the file and line of a
// bad position.
std::vector<std::string> load_openings(const GameModule& game, const std::string& path);

struct PlayedGame {
  PgnGame record;              // each move with a {score/depth time} comment
  double seconds[2] = {0, 0};  // thinking time of the first and the second player
  int moves[2] = {0, 0};       // moves each answered
  std::string names[2];        // the players as they call themselves ("myai:depth=2" for a file's spec)
};

// Plays one game of `game` from `start_fen` ("" for the standard start); `first` moves first
// (Red, White). Illegal, unreadable or missing moves and player errors lose the game for that
// player, with the reason in the Termination tag. In a game with chance the dice are drawn from
// `dice_seed` and the start: games given the same seed and start see the same outcomes while their
// moves agree (a pair's two games with colours swapped, say).
PlayedGame play_game(Engine& first, Engine& second, const GameModule& game, const std::string& start_fen,
                     const ply_limits& limits, uint64_t dice_seed = 0);

// Gives a played game its header: Event, Site, Date and Round first (PGN's roster), White and
// Black as named (the first and the second player, whatever the game calls them), then
// TimeControl and PlyCount.
void label_game(PgnGame& game, const std::string& event, int round, const std::string& white, const std::string& black,
                const ply_limits& limits);
// The TimeControl tag label_game writes for `limits`: "movetime 100 ms", "depth 3", "60000+500 ms".
std::string time_control_tag(const ply_limits& limits);

// "+0.25/5", "-M3/7": a score as PGN comments and tables show it.
std::string score_text(const Score& score);

}  // namespace plyground::host
