// Helpers shared by the kit's tests.
#pragma once

#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "epd_support.hpp"
#include "games/xiangqi/game.hpp"
#include "games/xiangqi/notation.hpp"

namespace plyground::test {

// A position of any game of the kit from a FEN that must read (a failure, and the start position,
// when it does not).
template <class P>
P read_fen(const std::string& fen) {
  std::string error;
  auto pos = P::from_fen(fen, &error);
  EXPECT_TRUE(pos.has_value()) << fen << ": " << error;
  return pos ? *pos : P::start();
}

// Why a FEN that must not read is refused.
template <class P>
std::string fen_fault(const std::string& fen) {
  std::string error;
  EXPECT_FALSE(P::from_fen(fen, &error).has_value()) << fen;
  return error;
}

inline xiangqi::Position position(const std::string& fen) { return read_fen<xiangqi::Position>(fen); }

// The legal moves of `fen` in ICCS, sorted, for readable comparisons.
inline std::vector<std::string> legal_iccs(const xiangqi::Position& pos) {
  xiangqi::MoveList moves;
  pos.legal_moves(moves);
  std::vector<std::string> out;
  for (auto m : moves) out.push_back(xiangqi::to_iccs(m));
  std::sort(out.begin(), out.end());
  return out;
}

inline bool is_legal(const std::string& fen, const std::string& iccs) {
  return position(fen).is_legal(xiangqi::parse_iccs(iccs));
}

// The colour-mirrored twin: ranks upside down, colours and side to move swapped.
inline std::string mirror_colours(const std::string& fen) {
  std::istringstream in(fen);
  std::string board, side, rest, field;
  in >> board >> side;
  while (in >> field) rest += " " + field;
  std::vector<std::string> ranks;
  std::string rank;
  for (char ch : board + "/") {
    if (ch == '/') {
      ranks.insert(ranks.begin(), rank);
      rank.clear();
    } else {
      rank += std::isupper(static_cast<unsigned char>(ch)) ? char(std::tolower(ch)) : char(std::toupper(ch));
    }
  }
  std::string out;
  for (size_t i = 0; i < ranks.size(); ++i) out += (i ? "/" : "") + ranks[i];
  return out + " " + (side == "w" ? "b" : "w") + rest;
}

// The left-right twin: files a..i reversed.
inline std::string mirror_files(const std::string& fen) {
  std::istringstream in(fen);
  std::string board, rest, field;
  in >> board;
  while (in >> field) rest += " " + field;
  std::string out, rank;
  for (char ch : board + "/") {
    if (ch == '/') {
      out += (out.empty() ? "" : "/") + std::string(rank.rbegin(), rank.rend());
      rank.clear();
    } else {
      rank += ch;
    }
  }
  return out + rest;
}

// Plays `plies` random legal moves from `pos` (stops early at a position without moves).
inline std::vector<xiangqi::Move> random_line(xiangqi::Position& pos, int plies, std::mt19937& rng) {
  std::vector<xiangqi::Move> line;
  for (int i = 0; i < plies; ++i) {
    xiangqi::MoveList moves;
    pos.legal_moves(moves);
    if (moves.empty()) break;
    const auto m = moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)];
    xiangqi::Position::Undo undo;
    pos.do_move(m, undo);
    line.push_back(m);
  }
  return line;
}

}  // namespace plyground::test
