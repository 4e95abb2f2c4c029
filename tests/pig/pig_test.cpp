// Pig's rules: rolls, holds, a 1 that passes the turn, the goal; FEN; and optimal play solved by
// value iteration over the kit's own moves, against the published value (Neller and Presser 2004:
// the first player wins 53.06% of games between optimal players).
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "../test_support.hpp"
#include "games/pig/game.hpp"

namespace plyground::pig {
namespace {

constexpr auto position = &test::read_fen<Position>;
constexpr auto fault = &test::fen_fault<Position>;

std::vector<std::string> moves(const Position& pos) {
  MoveList list;
  pos.legal_moves(list);
  std::vector<std::string> out;
  for (Move m : list) out.push_back(move_text(pos, m));
  return out;
}

Position after(Position pos, const std::string& text) {
  std::string error;
  const Move m = parse_move(pos, text, &error);
  EXPECT_TRUE(m) << error;
  Position::Undo undo;
  pos.do_move(m, undo);
  return pos;
}

TEST(Pig, ATurnRollsUntilAOneOrAHold) {
  const Position start = Position::start();
  EXPECT_EQ(start.fen(), "0 0 0 1 d 100");
  EXPECT_EQ(moves(start), (std::vector<std::string>{"roll"}));  // a turn starts with a roll
  const Position rolling = after(start, "roll");
  EXPECT_TRUE(rolling.is_chance());
  EXPECT_EQ(rolling.side_to_move(), 0);
  EXPECT_EQ(moves(rolling), (std::vector<std::string>{"one", "two", "three", "four", "five", "six"}));
  EXPECT_DOUBLE_EQ(rolling.probability(Move::face(3)), 1.0 / 6);
  const Position four = after(rolling, "4");
  EXPECT_EQ(four.fen(), "0 0 4 1 d 100");
  EXPECT_EQ(moves(four), (std::vector<std::string>{"roll", "hold"}));
  EXPECT_EQ(after(four, "hold").fen(), "4 0 0 2 d 100");              // banked; Blue to move
  EXPECT_EQ(after(after(four, "roll"), "1").fen(), "0 0 0 2 d 100");  // a 1 loses the turn total
  // Undo restores everything.
  Position pos = four;
  Position::Undo undo;
  pos.do_move(Move::hold(), undo);
  pos.undo_move(Move::hold(), undo);
  EXPECT_EQ(pos, four);
}

TEST(Pig, TheGoalEndsTheGame) {
  Game game(position("95 60 7 1 d 100"));
  std::string error;
  ASSERT_TRUE(game.play(Move::hold(), &error)) << error;
  EXPECT_EQ(game.end().result, Result::FIRST_PLAYER_WINS);
  EXPECT_EQ(game.end().reason, "Red reached 100");
  EXPECT_EQ(game.position().count_legal_moves(), 0);
  EXPECT_EQ(game.position().no_moves_verdict(), Verdict::LOSS);  // Blue, to move, has lost
  EXPECT_FALSE(game.position().chance_ahead());
  EXPECT_FALSE(game.play(Move::roll(), &error));
}

TEST(Pig, MovesAreReadWithTheirFaults) {
  std::string error;
  EXPECT_FALSE(parse_move(Position::start(), "hold", &error));
  EXPECT_EQ(error, "a turn starts with a roll: there is nothing to hold yet");
  EXPECT_FALSE(parse_move(after(Position::start(), "roll"), "roll", &error));
  EXPECT_EQ(error, "the die is rolling: only its faces, one to six, come next, not 'roll'");
  EXPECT_FALSE(parse_move(Position::start(), "7", &error));
  EXPECT_EQ(error, "'7' is not roll or hold");
}

TEST(Pig, BadFensAreRefusedWithTheFault) {
  EXPECT_EQ(
      fault("0 0 0 1 d"),
      "expected six fields: the two scores, the turn total, the side (1 or 2), d or r, the goal (\"0 0 0 1 d 100\")");
  EXPECT_EQ(fault("0 0 0 3 d 100"), "the side to move '3' is not 1 or 2");
  EXPECT_EQ(fault("0 0 0 1 x 100"), "'x' is not d (to decide) or r (the die rolling)");
  EXPECT_EQ(fault("0 0 0 1 d 0"), "the goal '0' is not a number from 1 to 1000");
  EXPECT_EQ(fault("-1 0 0 1 d 100"), "a score ('-1') is not a number from 0");
  EXPECT_EQ(fault("100 100 0 1 d 100"), "both players have reached the goal");
  EXPECT_EQ(fault("100 0 5 2 d 100"), "the game is over: no turn goes on");
  EXPECT_EQ(position("12 30 5 2 r 50").fen(), "12 30 5 2 r 50");
}

// Optimal play by value iteration: the probability that the player to decide wins, for each score,
// opponent's score and turn total, with every transition taken from the kit's own Position.
TEST(Pig, OptimalPlayIsSolvedToThePublishedValue) {
  constexpr int kGoal = 100;
  auto index = [](int mine, int theirs, int total) { return (mine * kGoal + theirs) * kGoal + total; };
  struct Next {
    double probability;
    int state;  // -1: the mover has won; -2: the mover has lost
    bool same_side;
  };
  std::vector<std::vector<Next>> roll(size_t(kGoal * kGoal * kGoal)), hold(size_t(kGoal * kGoal * kGoal));
  auto target = [&](const Position& from, const Position& to) {
    if (to.over()) return Next{1, to.score(from.side_to_move()) >= kGoal ? -1 : -2, true};
    const int us = to.side_to_move();
    return Next{1, index(to.score(us), to.score(1 - us), to.turn_total()), us == from.side_to_move()};
  };
  for (int mine = 0; mine < kGoal; ++mine)
    for (int theirs = 0; theirs < kGoal; ++theirs)
      for (int total = 0; mine + total < kGoal; ++total) {
        const Position pos =
            position(std::to_string(mine) + " " + std::to_string(theirs) + " " + std::to_string(total) + " 1 d 100");
        const int s = index(mine, theirs, total);
        const Position rolling = after(pos, "roll");
        for (int f = 1; f <= 6; ++f) {
          Next next = target(pos, after(rolling, std::to_string(f)));
          next.probability = rolling.probability(Move::face(f));
          if (mine + total + (f == 1 ? 0 : f) >= kGoal && f != 1) next = {next.probability, -1, true};  // hold wins
          roll[size_t(s)].push_back(next);
        }
        if (total > 0) hold[size_t(s)].push_back(target(pos, after(pos, "hold")));
      }
  std::vector<double> win(size_t(kGoal * kGoal * kGoal), 0.5);
  auto value = [&](const std::vector<Next>& outcomes) {
    double v = 0;
    for (const Next& n : outcomes) {
      const double w = n.state == -1 ? 1 : n.state == -2 ? 0 : win[size_t(n.state)];
      v += n.probability * (n.same_side ? w : 1 - w);
    }
    return v;
  };
  for (double change = 1; change > 1e-9;) {
    change = 0;
    for (int mine = 0; mine < kGoal; ++mine)
      for (int theirs = 0; theirs < kGoal; ++theirs)
        for (int total = 0; mine + total < kGoal; ++total) {
          const int s = index(mine, theirs, total);
          const double best = std::max(value(roll[size_t(s)]), hold[size_t(s)].empty() ? 0.0 : value(hold[size_t(s)]));
          change = std::max(change, std::abs(best - win[size_t(s)]));
          win[size_t(s)] = best;
        }
  }
  EXPECT_NEAR(win[size_t(index(0, 0, 0))], 0.5306, 0.0001);
}

}  // namespace
}  // namespace plyground::pig
