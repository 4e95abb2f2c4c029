// myai: gives check when it can, else takes the most valuable piece it can, else plays the move
// the evaluation likes best. A first player to start from.
#include <plyground/player.hpp>
#include <plyground/xiangqi/evaluation.hpp>
#include <plyground/xiangqi/notation.hpp>

using namespace plyground;
using namespace plyground::xiangqi;

class MyAI : public Player {
 public:
  void set_option(std::string_view name, std::string_view value) override {
    if (name == "checks") prefer_checks_ = value == "true";
  }

  Answer choose_move(const Game& game, const Limits&, Search& search) override {
    Position pos = game.position();
    MoveList moves;
    pos.legal_moves(moves);
    Move best = moves[0];
    int best_score = -1000000;
    for (Move m : moves) {
      Position::Undo undo;
      pos.do_move(m, undo);
      const int score = (prefer_checks_ && pos.in_check() ? 100000 : 0) - evaluate(pos);
      pos.undo_move(m, undo);
      if (score > best_score) best = m, best_score = score;
    }
    search.report({.depth = 1, .nodes = uint64_t(moves.size()), .pv = {to_iccs(best)}});
    return {.move = to_iccs(best), .depth = 1, .nodes = uint64_t(moves.size())};
  }

 private:
  bool prefer_checks_ = true;
};

static const ply_option kOptions[] = {{"checks", PLY_OPTION_CHECK, "true", 0, 0, nullptr, "Prefer moves that check"}};

PLYGROUND_PLUGIN(MyAI, "myai", "0.1.0", "A. Author", "Checks first, then the best-looking move", kOptions)
