// A game as the host knows it: a module per game id, looked up in the registry (games/registry.hpp). Everything outside
// host/games/<id>/ (commands, matches, engines, the window) works through this interface and names
// no game. Moves cross it as the game's coordinate text, as they cross the plugin boundary
// ("h2e2" in Xiangqi, "e7e8q" in chess, "b2" in tic-tac-toe). Errors: functions that can refuse
// return a Status or an Expected (base/status.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/status.hpp"
#include "plyground/game.hpp"

namespace plyground::host {

class GameModule;

// A square of a board as a value: its file (a = 0) and rank (the coordinate notation's first rank
// = 0). A place a move is made on that is no square (a Connect Four column, a tree's child, Pig's
// Roll and Hold) has a file of its own and rank 0. Named in text only for people
// (GameModule::square_name) and read from it only where text comes in (GameModule::square_named).
struct Square {
  int file = -1, rank = 0;
  explicit operator bool() const { return file >= 0; }  // Square{}: none (a pass is made on none)
  bool operator==(const Square&) const = default;
};

// One game being played: its start, the moves so far, and the end under the game's rules.
class GameState {
 public:
  virtual ~GameState() = default;
  virtual std::unique_ptr<GameState> clone() const = 0;
  virtual const GameModule& module() const = 0;

  virtual std::string start_fen() const = 0;
  virtual std::string fen() const = 0;                        // of the position now
  virtual int side_to_move() const = 0;                       // 0: the first player
  virtual int fullmove_number() const = 0;                    // of the position now, as move lists number it
  virtual const std::vector<std::string>& moves() const = 0;  // played so far
  // The legal moves, written once for each position when first asked for (a reference valid until
  // the next play or undo).
  virtual const std::vector<std::string>& legal_moves() const = 0;
  // legal_moves()[index], written alone where the others are not needed (a move played, a choice).
  virtual std::string legal_move(size_t index) const = 0;
  // The place in legal_moves() of the move written `coordinate` (as legal_moves() writes it), or
  // nothing; nothing once the game is over, where no move is played (a search plays on past the
  // rules' end). The one place a move's text is judged legal: read once, it travels as its place
  // and is played by it (play_legal).
  virtual std::optional<size_t> find_legal(std::string_view coordinate) const = 0;
  // Plays legal_moves()[index] of a game not over: nothing is read or checked again.
  virtual void play_legal(size_t index) = 0;
  // A legal move as a board shows it: the squares it is made on (a pass on none), read from the
  // move itself, and its place in legal_moves().
  struct BoardMove {
    Square from, to;
    size_t index = 0;
  };
  // The legal moves with their squares, found once for each position, with no text written.
  virtual const std::vector<BoardMove>& board_moves() const = 0;
  // Those made from `square`: a piece moved from it, or a mark put on it (from and to the same).
  std::vector<BoardMove> moves_from(Square square) const {
    std::vector<BoardMove> out;
    for (const BoardMove& m : board_moves())
      if (m.from == square) out.push_back(m);
    return out;
  }
  virtual bool in_check() const = 0;
  // A chance node (a die to roll, see plyground/game.hpp): no player moves here; legal_moves() are
  // the outcomes, each with its probability(), and whoever runs the game draws one (draw_outcome).
  virtual bool is_chance() const = 0;
  virtual double probability(const std::string& outcome) const = 0;  // 1 at other positions
  virtual const GameEnd& end() const = 0;
  // In a game whose ends carry a value (the textbook tree), that value at an end, from the first
  // player's point of view; nothing elsewhere and in other games.
  virtual std::optional<int> end_value() const { return std::nullopt; }

  // The legal move that `text` names, in the coordinate notation or any notation of the game for
  // people (SAN, WXF, ...), as coordinate text; fails when it names none.
  virtual Expected<std::string> parse(std::string_view text) const = 0;
  // Plays a move given in any notation of the game; fails with why it was refused.
  virtual Status play(std::string_view text) = 0;
  virtual void undo() = 0;  // takes back the last move (nothing at the start)
  // The game as it stood after its first `ply` moves, replayed from its start.
  std::unique_ptr<GameState> at_ply(size_t ply) const;
  // A legal move of the position now, written in notation `notation` (see GameModule::notations).
  virtual std::string write(const std::string& move, size_t notation) const = 0;
  // Why a piece on `from` may not go to `to`, in words for a person moving by hand.
  virtual std::string why_illegal(Square from, Square to) const = 0;
};

// A perft position of the benchmark, with its known count.
struct BenchCase {
  std::string name, fen;
  int depth;
  uint64_t expected;
};

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual std::string_view id() const = 0;                    // "chess": --game, the plugin ABI, PGN's Variant
  virtual std::string_view name() const = 0;                  // "Chess", for people
  virtual std::array<std::string_view, 2> sides() const = 0;  // {"White", "Black"}
  virtual std::string_view start_fen() const = 0;
  // Whether chance is part of every game (dice, as in Pig): only players that search chance play it.
  virtual bool dice() const = 0;
  // Whether a score is a value of the game's own (a textbook tree's leaves: "3"), not centipawns.
  virtual bool own_values() const = 0;
  // The notations moves are written in: [0] is the coordinate notation; people_notation() the one
  // move lists show by default; pgn_notation() the one PGN files hold.
  virtual const std::vector<std::string>& notations() const = 0;
  virtual size_t people_notation() const = 0;
  virtual size_t pgn_notation() const = 0;

  // A game from `fen` (the standard start when empty); fails with the FEN's fault.
  virtual Expected<std::unique_ptr<GameState>> from_fen(std::string_view fen) const = 0;
  // A game from the standard start.
  std::unique_ptr<GameState> new_game() const { return std::move(from_fen({}).value()); }
  // The board of `game` as text for a terminal, the first player at the bottom unless `flipped`,
  // in Unicode and ANSI colour when `colour`, else in plain ASCII (FEN letters); ends with '\n'.
  virtual std::string board_text(const GameState& game, bool flipped, bool colour) const = 0;
  // Whether a person who plays the second side alone sees the board turned round, from their side
  // (chess, Xiangqi); not where both players see it alike (Connect Four, Othello, tic-tac-toe).
  virtual bool turned_for_second_player() const = 0;
  // How many plies from the start a match between players that repeat themselves (a fixed depth)
  // starts its games when no openings are given: every position that far (Connect Four, Othello);
  // 0 for a game that needs none or whose openings are a book's, not a count's.
  virtual int opening_plies() const = 0;
  // The squares a move's coordinate text is made on, that a board shows: from and to ("e7e8q": e7,
  // e8; a tic-tac-toe mark: the same square twice; a pass: none). For moves that come as text (an
  // engine's line, the record's last move); a position's own moves have theirs (board_moves).
  virtual std::pair<Square, Square> squares_of(const std::string& move) const = 0;
  // A square as the coordinate notation names it ("e2"), for people; and the square a name names,
  // or none, where a person or a file gives one.
  virtual std::string square_name(Square square) const = 0;
  virtual Square square_named(std::string_view name) const = 0;

  // Perft of `fen`: leaves at `depth`, bulk-counted or with every leaf made; with `divide`, the
  // count under each root move as well. Fails for a bad FEN.
  struct Perft {
    uint64_t nodes = 0;
    std::vector<std::pair<std::string, uint64_t>> divide;
  };
  virtual Expected<Perft> perft(std::string_view fen, int depth, bool bulk, bool divide) const = 0;
  virtual std::vector<BenchCase> bench_cases() const = 0;

  // PGN's Variant tag for this game; "" when its PGN has none (standard chess).
  virtual std::string_view pgn_variant() const = 0;
  // PGN as the game's own programs write it, where that is not chess's way: a Game tag written
  // first ("Chinese Chess", the convention of Xiangqi programs), the players' tags named by side
  // (Red, Black), the moves' notation in a Format tag, and no Variant tag. "" for chess's way.
  virtual std::string_view pgn_game() const = 0;
  // A move as the game's PGN files write it, from its text in the PGN notation ("h2e2" -> "H2-E2").
  virtual std::string pgn_move(const std::string& text) const = 0;

  // Engines know the game by its id (UCI_Variant in Fairy-Stockfish and in `plyground uci`). The
  // move text of engines that write ranks from 1 where the coordinate notation starts at 0
  // (Xiangqi in Fairy-Stockfish's UCI mode):
  virtual std::string to_engine_move(const std::string& move, bool ranks_from_one) const = 0;
  // "" when `text` is not a move in that convention at all.
  virtual std::string from_engine_move(const std::string& text, bool ranks_from_one) const = 0;
  // External programs that play the game over UCI, strongest first ("stockfish"): offered as
  // opponents, and as the yardstick of levels, when one is installed. Empty when none is known.
  virtual const std::vector<std::string>& engines() const = 0;
  // The Elo of a level of the window ("Club") in this game, as `plyground levels --rate` measured
  // it; 0 when it was not measured.
  virtual int level_elo(std::string_view level) const = 0;
};

// `moves` (coordinate text) played on from `from`, each written in `notation`, as far as they are
// legal and the game goes on: a principal variation or a move list for people.
inline std::vector<std::string> write_line(const GameState& from, const std::vector<std::string>& moves,
                                           size_t notation) {
  std::vector<std::string> out;
  std::unique_ptr<GameState> line = from.clone();
  for (const std::string& m : moves) {
    const std::optional<size_t> legal = line->find_legal(m);
    if (!legal) break;  // not legal, or past the end
    out.push_back(line->write(m, notation));
    line->play_legal(*legal);
  }
  return out;
}

inline std::unique_ptr<GameState> GameState::at_ply(size_t ply) const {
  std::unique_ptr<GameState> game = std::move(module().from_fen(start_fen()).value());  // its own start reads
  for (size_t i = 0; i < ply && i < moves().size(); ++i) game->play_legal(game->find_legal(moves()[i]).value());
  return game;
}

// An outcome's probability as people read it: "0.9", "0.166667".
std::string probability_text(double probability);

// One of the outcomes of chance node `game` (its place in legal_moves(); std::logic_error elsewhere), drawn by their
// probabilities with `seed`, which it advances: the same seed draws the same outcomes on every machine.
size_t draw_outcome(const GameState& game, uint64_t& seed);

}  // namespace plyground::host
