// Playing games between two players: every move checked, every game-ending rule applied, the
// record kept as PGN.
// Errors: unreadable files and bad positions throw std::runtime_error naming them; whatever a player
// does wrong is the result of its game (with the reason in Termination), never an exception.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "match/pgn.hpp"
#include "players/engine.hpp"
#include "plyground/epd.hpp"

namespace plyground::host {

// Start positions of `game` from a file: EPD or FEN lines (the position is what counts; '#' lines
// and blank lines are skipped), as FENs. Throws std::runtime_error naming the file and line of a
// bad position.
std::vector<std::string> load_openings(const GameModule& game, const std::string& path);
// Every position `plies` moves from the game's start that is not over, once each, in the order of
// the moves that lead there: a game's openings where it has no book (GameModule::opening_plies).
std::vector<std::string> positions_after(const GameModule& game, int plies);

// The start position of an EPD line of `game`: its position as written, else as the EPD standard
// writes it (four fields, then operations), which `epd` then becomes. Fails with the first
// reading's fault when neither reads.
Expected<std::unique_ptr<GameState>> epd_position(const GameModule& game, EpdLine& epd);

struct PlayedGame {
  PgnGame record;              // each move with a {score/depth time} comment
  double seconds[2] = {0, 0};  // thinking time of the first and the second player
  int moves[2] = {0, 0};       // moves each answered
  std::string names[2];        // the players as they call themselves ("myai:depth=2" for a file's spec)
};

// A game being played, a move at a time: `first` moves first (Red, White), from `start_fen` ("" for
// the standard start). Illegal, unreadable or missing moves and player errors lose the game for
// that player, with the reason in the Termination tag. In a game with chance the dice are drawn
// from `dice_seed` and the start: games given the same seed and start see the same outcomes while
// their moves agree (a pair's two games with colours swapped, say). Throws std::invalid_argument
// for a bad start.
class GameInPlay {
 public:
  GameInPlay(Engine& first, Engine& second, const GameModule& game, const std::string& start_fen, const Limits& limits,
             uint64_t dice_seed = 0);
  // The player to move, once any dice are drawn; nullptr once the game is over.
  Engine* mover();
  const GameState& state() const { return *game_; }
  const Limits& limits() const { return limits_; }  // with a clock, each side's time left
  void take(const MoveReply& reply);                // the mover's answer
  PlayedGame& played() { return played_; }          // the record so far; whole once over

 private:
  void forfeit(int loser, const std::string& reason);
  void end();  // over: its players told

  Engine* engines_[2];
  std::unique_ptr<GameState> game_;
  Limits limits_;
  uint64_t dice_;
  PlayedGame played_;
  bool over_ = false;
};

// Plays one game, as GameInPlay, asking each player in turn.
PlayedGame play_game(Engine& first, Engine& second, const GameModule& game, const std::string& start_fen,
                     const Limits& limits, uint64_t dice_seed = 0);

// Plays games side by side in one thread, one in each of `lanes`: every round asks each game's
// mover for its move, then takes the answers, so that engines sharing a child process
// (make_engines) wake once for all their moves. `next` gives a lane its next game (nullptr: none
// left); `done` is given each game as it ends. For games where time decides nothing (a depth or a
// node limit): the moves asked of one process are searched one after another.
void play_in_lanes(int lanes, const std::function<std::unique_ptr<GameInPlay>(int lane)>& next,
                   const std::function<void(int lane, GameInPlay& game)>& done);

// Gives a played game its header: Event, Site, Date and Round first (PGN's roster), White and
// Black as named (the first and the second player, whatever the game calls them), then
// TimeControl, SearchLimit where no clock decides, and PlyCount.
void label_game(PgnGame& game, const std::string& event, int round, const std::string& white, const std::string& black,
                const Limits& limits);
// The TimeControl tag label_game writes for `limits`, as PGN and Cute Chess write it: "60+0.5" (the
// first side's clock and increment, in seconds), "0.1/move" (a fixed move time), or "-" where no
// clock decides.
std::string time_control_tag(const Limits& limits);
// Where no clock decides, what does, in Plyground's own SearchLimit tag: "depth 3", "nodes 5000",
// "each player's own"; "" (no tag) under a clock or a move time.
std::string search_limit_tag(const Limits& limits);
// Whether `game` was played at `limits`, as its tags say (those label_game writes, or TimeControl
// as files written before 2026-11-29 hold it: "depth 3", "movetime 100 ms", "60000+500 ms").
bool played_at(const PgnGame& game, const Limits& limits);
// Limits for people, as given or as a game's tags say them: "depth 3", "time control 60+0.5".
std::string limits_text(const Limits& limits);
std::string limits_text(const PgnGame& game);

// "+0.25/5", "-M3/7": a score as PGN comments and tables show it.
std::string score_text(const Score& score);
// The same in `game`'s units: "3" for a textbook tree's value, as the tree writes it.
std::string score_text(const Score& score, const GameModule& game);

}  // namespace plyground::host
