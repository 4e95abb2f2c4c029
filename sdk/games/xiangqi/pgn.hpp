// PGN for Xiangqi games: tags, ICCS moves with optional comments, the result.
//
//   [Variant "xiangqi"] [White "..."] (Red) [Black "..."] [Result "1-0"] [Termination "..."]
//   [FEN "..."] [SetUp "1"] when the game does not start from the standard position.
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "plyground/game.hpp"
#include "games/xiangqi/position.hpp"

namespace plyground::xiangqi {

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in order; Result/FEN/SetUp/Variant included
  Position start = Position::start();
  std::vector<Move> moves;
  std::vector<std::string> comments;  // one per move ("" for none)
  Result result = Result::ONGOING;

  std::string tag(const std::string& name) const;  // "" when absent
  void set_tag(const std::string& name, const std::string& value);
};

// One game as PGN text, ending with a blank line. Writes the Variant, Result, FEN and SetUp tags
// itself from the game.
std::string write_pgn(const PgnGame& game);

// Reads every game of a PGN text. Moves are checked for legality as they are read. On the first
// malformed game returns nothing and a message naming the fault and its line.
std::optional<std::vector<PgnGame>> read_pgn(std::istream& in, std::string* error = nullptr);

}  // namespace plyground::xiangqi
