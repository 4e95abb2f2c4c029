// The board field of a FEN, as every game writes it: ranks from the top one down, separated by
// '/', runs of empty squares as digits.
#pragma once

#include <string>

namespace plyground {

// `letter(file, rank)` is the letter of what stands on the square (file 0 at the left, rank 0 at
// the bottom), or 0 when it is empty.
template <class Letter>
std::string fen_board(int files, int ranks, Letter letter) {
  std::string out;
  for (int rank = ranks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < files; ++file) {
      const char c = letter(file, rank);
      if (!c) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

// A count in a FEN's fault, "1 rank" or "9 ranks".
inline std::string counted(long n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

}  // namespace plyground
