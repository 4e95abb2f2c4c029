// The game interface: what every game of the kit provides, and all that code written for any game
// (perft, the five players, the host's game modules) may use of it. A game lives in its own folder,
// sdk/games/<id>/, and provides two types in its namespace:
//
// - a Position that satisfies GamePosition: the board, the side to move and the game's state, with
//   exact legal moves and make/unmake; it knows nothing of the moves that led to it;
// - a Game that satisfies GameRecord: a start position, the moves played, and whether and why the
//   game has ended, under every rule of the game (repetition and move counters included).
//
// Every member below carries its contract; a game that keeps them plays with every player unchanged.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plyground {

// The first player is the one who moves first from the standard start (Red in Xiangqi, White in
// chess, X in tic-tac-toe); results are named by player, not by who is to move.
enum class Result : uint8_t { ONGOING, FIRST_PLAYER_WINS, SECOND_PLAYER_WINS, DRAW };

struct GameEnd {
  Result result = Result::ONGOING;
  std::string reason;  // for people: "checkmate", "perpetual check by Red", "fifty-move rule", ...
  bool over() const { return result != Result::ONGOING; }
};

// The PGN result token: "1-0", "0-1", "1/2-1/2" or "*".
constexpr std::string_view pgn_result(Result r) {
  switch (r) {
    case Result::FIRST_PLAYER_WINS:
      return "1-0";
    case Result::SECOND_PLAYER_WINS:
      return "0-1";
    case Result::DRAW:
      return "1/2-1/2";
    default:
      return "*";
  }
}

// How the kit refuses (a FEN, a move): `*error` is set to the reason when the caller asked for it
// (`error` may be null), and `refused` is returned: `return refuse(error, "...")` for a bool,
// `refuse<Move>(error, "...")` for no move.
template <class T = bool>
T refuse(std::string* error, std::string why, T refused = T{}) {
  if (error) *error = std::move(why);
  return refused;
}

// A win for player 0 (first) or 1 (second).
constexpr Result win_for(int player) { return player == 0 ? Result::FIRST_PLAYER_WINS : Result::SECOND_PLAYER_WINS; }

// What a rule makes of a position for the side to move: a position without a legal move is a
// LOSS or a DRAW; a repetition may be any of the three.
enum class Verdict : uint8_t { LOSS, DRAW, WIN };

template <class P>
concept GamePosition = std::copyable<P> &&
    requires(P pos, const P cpos, typename P::Move move, typename P::MoveList list, typename P::Undo undo,
             std::string_view text, std::string* error, std::span<const typename P::Move> cycle) {
  // The game's id, as the plugin interface, PGN's Variant tag and `--game` write it ("chess").
  { P::kGameId } -> std::convertible_to<std::string_view>;
  // The standard start position, as FEN.
  { P::kStartFen } -> std::convertible_to<std::string_view>;
  // Reads a FEN. On malformed or impossible input returns nothing and, when `error` is not null,
  // stores a message naming the fault ("FEN board has 3 ranks, expected 10").
  { P::from_fen(text, error) } -> std::same_as<std::optional<P>>;
  // Writes the position as FEN; from_fen(fen()) gives an equal position.
  { cpos.fen() } -> std::convertible_to<std::string>;

  // Who is to move: 0 for the first player, 1 for the second.
  { cpos.side_to_move() } -> std::convertible_to<int>;
  // Every legal move of the side to move, into a fixed-capacity list (no allocation). The list is
  // empty exactly when the game ends here for lack of moves (see no_moves_verdict).
  cpos.legal_moves(list);
  // The legal moves a quiescence search plays out at its horizon (captures; a game may add other
  // noisy moves, such as promotions). A subset of legal_moves.
  cpos.legal_captures(list);
  // The number of legal moves, without necessarily making them (perft's bulk count). A game whose
  // published perft tables count an ended game as one leaf (Othello's) also provides
  // `static constexpr bool kPerftCountsEnds = true` (see plyground/perft.hpp).
  { cpos.count_legal_moves() } -> std::convertible_to<int>;
  // Plays a legal move, filling the caller-owned undo record; undo_move(m, undo) with the same
  // record restores the position exactly as it was (hash included).
  pos.do_move(move, undo);
  pos.undo_move(move, undo);
  // Whether the side to move is in check (always false in games without check).
  { cpos.in_check() } -> std::convertible_to<bool>;
  // A Zobrist hash of everything that makes positions equal for repetition (board, side to move,
  // rights); the same in every build, in the host and in every plugin.
  { cpos.hash() } -> std::convertible_to<uint64_t>;

  // Rules a search must know.
  // Plies since the last irreversible move: no position older than this can occur again.
  { cpos.halfmove_clock() } -> std::convertible_to<int>;
  // When legal_moves is empty: whether the side to move has lost (checkmate; stalemate in Xiangqi;
  // a line made by the opponent in tic-tac-toe), won, or the game is drawn (stalemate in chess).
  // A game whose ends carry a value (a textbook tree's leaf) also provides `int leaf_value() const`,
  // that value from the side to move's point of view, which searches score instead of a mate.
  { cpos.no_moves_verdict() } -> std::same_as<Verdict>;
  // Whether a rule of the position alone draws the game now, whatever moves remain (a move
  // counter, material that cannot mate). Repetition is judged on the line, not here.
  { cpos.drawn_by_rule() } -> std::convertible_to<bool>;

  // Moves as text, found by argument-dependent lookup in the game's namespace. move_text writes
  // the coordinate notation that the plugin interface and engines carry ("h2e2", "e7e8q");
  // parse_move reads it back as the legal move it names, or returns Move{} with a reason in
  // `error` (when not null).
  { move_text(cpos, move) } -> std::convertible_to<std::string>;
  { parse_move(cpos, text, error) } -> std::same_as<typename P::Move>;

  // The default evaluation, also by argument-dependent lookup: centipawns from the side to move's
  // point of view, the same for every shipped player so that comparisons measure search alone.
  { evaluate(cpos) } -> std::convertible_to<int>;
  // For ordering captures: the value of the piece a move takes (0 for a quiet move) and of the
  // piece that moves.
  { captured_value(cpos, move) } -> std::convertible_to<int>;
  { moving_value(cpos, move) } -> std::convertible_to<int>;
  // A repetition, by argument-dependent lookup: `cycle` is legal moves played from this position
  // that lead back to it, and the verdict is for the side to move here. Most games draw every
  // repetition; in Xiangqi a side that checked or chased with every move of it loses.
  { cycle_verdict(cpos, cycle) } -> std::same_as<Verdict>;

  // A move is a small value: Move{} is "no move" and false; moves compare with ==; raw() is below
  // 65536, an index for tables of move statistics (history heuristics).
  {bool(move)};
  { move == move } -> std::convertible_to<bool>;  // NOLINT(misc-redundant-expression): a requirement
  { move.raw() } -> std::convertible_to<uint16_t>;
  // The list: iterable, indexable, with size() and empty().
  { list.size() } -> std::convertible_to<int>;
  { list.empty() } -> std::convertible_to<bool>;
  { list[0] } -> std::convertible_to<typename P::Move>;
};

// Chance, in a game with dice (Pig) or a textbook tree with chance nodes: a position may be a
// chance node, where no player chooses: its legal moves are the outcomes (the faces of a die), each
// with a probability, and the host draws one. Such a game's Position provides these two; in every
// other game no position is a chance node. At a chance node side_to_move() is the player whose turn
// the outcome decides (the one who rolled), and values there are from that player's point of view;
// a child whose side to move differs is seen from the other side (in Pig a 1 passes the turn).
// A game where every game meets chance (dice) says so with `static constexpr bool kDice = true`:
// only players that search chance nodes play it. In a game where only some positions lead to
// chance (a tree with chance nodes), a player that does not search them refuses those positions.
template <class P>
concept ChanceGame = GamePosition<P> && requires(const P cpos, typename P::Move move) {
  { cpos.is_chance() } -> std::convertible_to<bool>;
  { cpos.probability(move) } -> std::convertible_to<double>;  // of an outcome, at a chance node
  { cpos.chance_ahead() } -> std::convertible_to<bool>;       // a chance node here or below
};

template <class P>
constexpr bool dice_game() {
  return requires { requires P::kDice; };
}

// Whether `pos` is a chance node: false in every game without chance.
template <GamePosition P>
bool is_chance(const P& pos) {
  if constexpr (ChanceGame<P>) {
    return pos.is_chance();
  } else {
    return false;
  }
}

// Whether a chance node may be met from `pos` on.
template <GamePosition P>
bool chance_ahead(const P& pos) {
  if constexpr (ChanceGame<P>) {
    return pos.chance_ahead();
  } else {
    return false;
  }
}

// The probability of outcome `move` at chance node `pos`; 1 elsewhere.
template <GamePosition P>
double probability(const P& pos, typename P::Move move) {
  if constexpr (ChanceGame<P>) {
    return pos.is_chance() ? double(pos.probability(move)) : 1.0;
  } else {
    return 1.0;
  }
}

template <class G>
concept GameRecord = GamePosition<typename G::Position> &&
    requires(G game, const G cgame, const typename G::Position& start, typename G::Position::Move move,
             std::string* error) {
  // A game from `start` with no move played yet.
  G(start);
  { cgame.start_position() } -> std::same_as<const typename G::Position&>;
  { cgame.position() } -> std::same_as<const typename G::Position&>;  // after the moves
  { cgame.moves() } -> std::same_as<const std::vector<typename G::Position::Move>&>;
  // Ongoing, or the result and its reason under every rule of the game.
  { cgame.end() } -> std::same_as<const GameEnd&>;
  // Plays a move if it is legal and the game is not over; otherwise returns false and says why.
  { game.play(move, error) } -> std::convertible_to<bool>;
  // Plays a move taken from position().legal_moves() of a game not over, without checking it again.
  game.play_legal(move);
  // Takes back the last move (nothing at the start).
  game.undo();
};

}  // namespace plyground
