// random: plays a legal move chosen uniformly at random. The baseline every other player should beat.
#include <random>

#include "plyground/player.hpp"
#include "plyground/search/search.hpp"

namespace {

using namespace plyground;

// Any legal move, each with the same chance.
template <GamePosition P, class Rng>
typename P::Move random_move(const P& pos, Rng& rng) {
  typename P::MoveList moves;
  pos.legal_moves(moves);
  return moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)];
}

template <GameRecord G>
class RandomPlayer : public Player<G> {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "seed") seed_ = std::stoull(std::string(value));
    rng_.seed(seed_);
  }
  void new_game() override { rng_.seed(seed_); }

  Answer choose_move(const G& game, const Limits&, Search& search) override {
    const auto& pos = game.position();
    const auto move = random_move(pos, rng_);
    const std::string text = move_text(pos, move);
    search.report({.depth = 1, .nodes = 1, .pv = {text}});
    return {.move = text, .depth = 1, .nodes = 1};
  }

 private:
  uint64_t seed_ = 1;
  std::mt19937_64 rng_{1};
};

const ply_option kOptions[] = {
    spin_option("seed", "1", 0, 2147483647, "Seed of the random choice (same seed, same games)")};

}  // namespace

PLYGROUND_PLUGIN(RandomPlayer, "random", "1.0.0", "Plyground", "Uniformly random legal moves", kOptions)
