// A test player that crashes (a null pointer write) when asked for a move.
#include <csignal>

#include "plyground/player.hpp"

namespace {
template <plyground::GameRecord G>
class Crasher : public plyground::Player<G> {
  plyground::Answer choose_move(const G&, const plyground::Limits&, plyground::Search&) override {
    std::raise(SIGSEGV);
    return {};
  }
};
}  // namespace

PLYGROUND_PLUGIN(Crasher, "crasher", "0", "tests", "Crashes on every move", {})
