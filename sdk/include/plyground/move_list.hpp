// A fixed-capacity list of moves, the list every game's move generation fills: no allocation, and
// iteration, indexing and size as a search wants them.
#pragma once

#include <array>

namespace plyground {

template <class Move, int Capacity>
class MoveList {
 public:
  static constexpr int kCapacity = Capacity;
  void push(Move m) { moves_[size_++] = m; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](int i) const { return moves_[i]; }
  Move& operator[](int i) { return moves_[i]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }
  bool contains(Move m) const {
    for (Move x : *this)
      if (x == m) return true;
    return false;
  }
  void clear() { size_ = 0; }

 private:
  std::array<Move, Capacity> moves_;
  int size_ = 0;
};

}  // namespace plyground
