// Playing games between two players: every move checked, every game-ending rule applied, the
// record kept as PGN.
#pragma once

#include <string>
#include <vector>

#include "players/engine.hpp"
#include "games/xiangqi/pgn.hpp"

namespace plyground::host {

// Start positions from a file: EPD or FEN lines (the position is what counts; '#' lines and blank
// lines are skipped). Throws std::runtime_error naming the file and line of a bad position.
std::vector<xiangqi::Position> load_openings(const std::string& path);

struct PlayedGame {
  xiangqi::PgnGame record;  // each move with a {score/depth time} comment
  double seconds[2] = {0, 0};  // thinking time of Red and Black
  int moves[2] = {0, 0};       // moves each answered
};

// Plays one game from `start`; Red is `red`. Illegal, unreadable or missing moves and player
// errors lose the game for that player, with the reason in the Termination tag.
PlayedGame play_game(Engine& red, Engine& black, const xiangqi::Position& start, const ply_limits& limits);

// Gives a played game its header: Event, Site, Date and Round first (PGN's roster), White and
// Black as named, then TimeControl and PlyCount.
void label_game(xiangqi::PgnGame& game, const std::string& event, int round, const std::string& white,
                const std::string& black, const ply_limits& limits);

// "+0.25/5", "-M3/7": a score as PGN comments and tables show it.
std::string score_text(const Score& score);

}  // namespace plyground::host
