// What every game of the kit shares: how a game ends, said the same way for every game.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace plyground {

// The first player is the one who moves first from the standard start (Red in Xiangqi, White in
// chess); results are named by player, not by who is to move.
enum class Result : uint8_t { ONGOING, FIRST_PLAYER_WINS, SECOND_PLAYER_WINS, DRAW };

struct GameEnd {
  Result result = Result::ONGOING;
  std::string reason;  // for people: "checkmate", "perpetual check by Red", "60-move rule", ...
  bool over() const { return result != Result::ONGOING; }
};

// The PGN result token: "1-0", "0-1", "1/2-1/2" or "*".
constexpr std::string_view pgn_result(Result r) {
  switch (r) {
    case Result::FIRST_PLAYER_WINS: return "1-0";
    case Result::SECOND_PLAYER_WINS: return "0-1";
    case Result::DRAW: return "1/2-1/2";
    default: return "*";
  }
}

}  // namespace plyground

#include <concepts>

namespace plyground {

// What a game's position offers to code written for any game (perft, the search players):
// legal moves, make/unmake with a caller-owned undo record, check, a hash and a FEN.
template <class P>
concept GamePosition = requires(P pos, const P cpos, typename P::Move move, typename P::MoveList list,
                                typename P::Undo undo) {
  cpos.legal_moves(list);
  { cpos.count_legal_moves() } -> std::convertible_to<int>;
  pos.do_move(move, undo);
  pos.undo_move(move, undo);
  { cpos.in_check() } -> std::convertible_to<bool>;
  { cpos.hash() } -> std::convertible_to<uint64_t>;
  { cpos.fen() } -> std::convertible_to<std::string>;
};

}  // namespace plyground
