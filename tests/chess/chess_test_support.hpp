// Helpers shared by the chess tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "../epd_support.hpp"
#include "games/chess/game.hpp"

namespace plyground::chess::test {

using plyground::test::data_path;
using plyground::test::perft_case_name;
using plyground::test::PerftCase;
using plyground::test::read_epd;

inline Position position(const std::string& fen) {
  std::string error;
  auto pos = Position::from_fen(fen, &error);
  EXPECT_TRUE(pos.has_value()) << fen << ": " << error;
  return pos ? *pos : Position::start();
}

// The legal moves in UCI, sorted, for readable comparisons.
inline std::vector<std::string> legal_uci(const Position& pos) {
  MoveList moves;
  pos.legal_moves(moves);
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(to_uci(m));
  std::sort(out.begin(), out.end());
  return out;
}

inline bool has_move(const std::string& fen, const std::string& uci) {
  const auto moves = legal_uci(position(fen));
  return std::find(moves.begin(), moves.end(), uci) != moves.end();
}

// The move `uci` in `pos` (a test failure when it is not legal).
inline Move move(const Position& pos, const std::string& uci) {
  std::string error;
  const Move m = parse_move(pos, uci, &error);
  EXPECT_TRUE(m) << pos.fen() << " " << uci << ": " << error;
  return m;
}

// Plays UCI moves on `pos`.
inline void play(Position& pos, const std::vector<std::string>& line) {
  for (const std::string& uci : line) {
    Position::Undo undo;
    pos.do_move(move(pos, uci), undo);
  }
}

// The colour-flipped twin: ranks upside down, colours, castling rights and side to move swapped.
inline std::string flip_colours(const std::string& fen) {
  std::istringstream in(fen);
  std::string board, side, castling, ep, rest, field;
  in >> board >> side >> castling >> ep;
  while (in >> field) rest += " " + field;
  auto swap_case = [](char ch) {
    return std::isupper(static_cast<unsigned char>(ch)) ? char(std::tolower(ch)) : char(std::toupper(ch));
  };
  std::vector<std::string> ranks(1);
  for (char ch : board) {
    if (ch == '/')
      ranks.insert(ranks.begin(), "");
    else
      ranks.front() += swap_case(ch);
  }
  std::string out;
  for (size_t i = 0; i < ranks.size(); ++i) out += (i ? "/" : "") + ranks[i];
  std::string rights;
  for (char ch : std::string("KQkq"))
    if (castling.find(swap_case(ch)) != std::string::npos) rights += ch;
  if (ep != "-") ep[1] = char('1' + '8' - ep[1]);
  return out + " " + (side == "w" ? "b" : "w") + " " + (rights.empty() ? "-" : rights) + " " + ep + rest;
}

// Plays `plies` random legal moves from `pos` (stops early at a position without moves).
inline std::vector<Move> random_line(Position& pos, int plies, std::mt19937& rng) {
  std::vector<Move> line;
  for (int i = 0; i < plies; ++i) {
    MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) break;
    const Move m = moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)];
    Position::Undo undo;
    pos.do_move(m, undo);
    line.push_back(m);
  }
  return line;
}

// The perft entries of tests/data/chess-perft.epd with above < nodes <= up_to.
inline std::vector<PerftCase> perft_cases(uint64_t above, uint64_t up_to) {
  return plyground::test::perft_cases("chess-perft.epd", above, up_to);
}

}  // namespace plyground::chess::test
