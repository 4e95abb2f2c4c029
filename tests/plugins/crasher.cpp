// A test player that crashes (a null pointer write) when asked for a move.
#include <csignal>

#include "plyground/player.hpp"

namespace {
class Crasher : public plyground::Player {
  plyground::Answer choose_move(const plyground::xiangqi::Game&, const plyground::Limits&,
                                plyground::Search&) override {
    std::raise(SIGSEGV);
    return {};
  }
};
}  // namespace

PLYGROUND_PLUGIN(Crasher, "crasher", "0", "tests", "Crashes on every move", {})
