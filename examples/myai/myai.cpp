// myai: gives check when it can, else plays the move after which the evaluation is best for it.
// A first player to start from: written against the game interface, it plays every game of the kit.
#include <plyground/player.hpp>

using namespace plyground;

template <GameRecord G>
class MyAI : public Player<G> {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "checks") prefer_checks_ = value == "true";
  }

  Answer choose_move(const G& game, const Limits&, Search& search) override {
    auto pos = game.position();
    typename G::Position::MoveList moves;
    pos.legal_moves(moves);
    auto best = moves[0];
    int best_score = -1000000;
    for (auto m : moves) {
      typename G::Position::Undo undo;
      pos.do_move(m, undo);
      const int score = (prefer_checks_ && pos.in_check() ? 100000 : 0) - evaluate(pos);
      pos.undo_move(m, undo);
      if (score > best_score) best = m, best_score = score;
    }
    const std::string text = move_text(game.position(), best);
    search.report({.depth = 1, .nodes = uint64_t(moves.size()), .pv = {text}});
    return {.move = text, .depth = 1, .nodes = uint64_t(moves.size())};
  }

 private:
  bool prefer_checks_ = true;
};

static const ply_option kOptions[] = {check_option("checks", "true", "Prefer moves that check")};

PLYGROUND_PLUGIN(MyAI, "myai", "0.1.0", "A. Author", "Checks first, then the best-looking move", kOptions)
