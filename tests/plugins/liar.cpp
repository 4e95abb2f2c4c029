// A test player that answers with a move that is never legal from the start position's replies.
#include "plyground/player.hpp"

namespace {
template <plyground::GameRecord G>
class Liar : public plyground::Player<G> {
  plyground::Answer choose_move(const G&, const plyground::Limits&, plyground::Search&) override {
    return {.move = "a9a0"};  // a chariot jumping over the whole board
  }
};
}  // namespace

PLYGROUND_PLUGIN(Liar, "liar", "0", "tests", "Always answers a9a0", {})
