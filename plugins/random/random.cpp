// random: plays a legal move chosen uniformly at random. The baseline every other player should beat.
#include "plyground/player.hpp"
#include "plyground/search/search.hpp"
#include "plyground/search/seeded_random.hpp"

namespace {

using namespace plyground;

// Any legal move, each with the same chance.
template <GamePosition P>
typename P::Move random_move(const P& pos, search::SeededRandom& random) {
  typename P::MoveList moves;
  pos.legal_moves(moves);
  return moves[int(random.below(size_t(moves.size())))];
}

template <GameRecord G>
class RandomPlayer : public Player<G> {
 public:
  static constexpr bool kPlaysChance = true;  // it searches nothing
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "seed") random_.set_seed(value);
  }
  void new_game() override { random_.restart(); }

  Answer choose_move(const G& game, const Limits&, Search& search) override {
    const auto& pos = game.position();
    const auto move = random_move(pos, random_);
    const std::string text = move_text(pos, move);
    search.report({.depth = 1, .nodes = 1, .pv = {text}});
    return {.move = text, .depth = 1, .nodes = 1};
  }

 private:
  search::SeededRandom random_{1};
};

const ply_option kOptions[] = {
    spin_option("seed", "1", 0, 2147483647, "Seed of the random choice (same seed, same games)")};

}  // namespace

PLYGROUND_PLUGIN(RandomPlayer, "random", "1.0.0", "Plyground", "Uniformly random legal moves", kOptions)
