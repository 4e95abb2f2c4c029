// What a game opened from a PGN file brings beside its moves: its tags (players, event, date) and
// its comments, kept to be saved with the game again.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "match/pgn.hpp"

namespace plyground::gui {

class OpenedFile {
 public:
  void open(host::PgnGame game) { *this = {}, game_ = std::move(game); }  // the file's game now played
  void clear() { *this = {}; }                                            // a game of no file
  // A side's player as the file names it ("" when none is opened, or unnamed).
  std::string player(int side) const;
  // Adds to `record` (the game as played now) the file's own tags, but for those written from the
  // game as it is, and its comments on the moves still played as it had them.
  void dress(host::PgnGame& record) const;
  // Its players found here that could not play, each after "; " with why ("" when none), as the
  // status line says them when the game is opened.
  void unseated(int side, const std::string& why, std::string_view side_name);
  const std::string& unseated() const { return unseated_; }

 private:
  host::PgnGame game_;  // as the file has it: its tags, and its comments on its moves
  std::string unseated_;
};

}  // namespace plyground::gui
