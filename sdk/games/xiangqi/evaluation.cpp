#include "games/xiangqi/evaluation.hpp"

namespace plyground::xiangqi {
namespace {

// Material. The chariot rules the open board; cannon and horse are close, the cannon a little
// ahead while many pieces stand to jump over; advisors and elephants only defend; a soldier is
// worth 100 until it crosses the river, where the soldier table below roughly doubles it.
constexpr std::array<int, PIECE_TYPE_NB> kValue = {0, 200, 200, 400, 900, 450, 100};

// Piece-square tables, from Red's side: row 0 of each table is rank 9 (Black's back rank), the
// last row is rank 0 (Red's back rank), as a FEN is written. Black reads them upside down, so the
// evaluation is colour-symmetric; every row is also symmetric left to right (checked below).
using Table = std::array<std::array<int, FILE_NB>, RANK_NB>;

// King: safest on its back rank's centre; each step up the palace exposes it.
constexpr Table kKing = {{{0, 0, 0, 0, 0, 0, 0, 0, 0},
                          {0, 0, 0, 0, 0, 0, 0, 0, 0},
                          {0, 0, 0, 0, 0, 0, 0, 0, 0},
                          {0, 0, 0, 0, 0, 0, 0, 0, 0},
                          {0, 0, 0, 0, 0, 0, 0, 0, 0},
                          {0, 0, 0, 0, 0, 0, 0, 0, 0},
                          {0, 0, 0, 0, 0, 0, 0, 0, 0},
                          {0, 0, 0, -20, -20, -20, 0, 0, 0},
                          {0, 0, 0, -10, -5, -10, 0, 0, 0},
                          {0, 0, 0, 0, 10, 0, 0, 0, 0}}};
// Advisor: in the palace centre it guards the king from both sides.
constexpr Table kAdvisor = {{{0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 10, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0}}};
// Elephant: the centre point (e2) covers both wings; the edge points are passive.
constexpr Table kElephant = {{{0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {0, 0, -5, 0, 0, 0, -5, 0, 0},
                              {0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {-10, 0, 0, 0, 10, 0, 0, 0, -10},
                              {0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {0, 0, 0, 0, 0, 0, 0, 0, 0}}};
// Horse: strong when advanced and central, near the enemy palace; weak on the edges, and in its
// own palace centre it blocks its king and advisors.
constexpr Table kHorse = {{{0, -5, 10, 5, 0, 5, 10, -5, 0},
                           {0, 20, 30, 40, 10, 40, 30, 20, 0},
                           {10, 30, 40, 50, 50, 50, 40, 30, 10},
                           {10, 40, 40, 50, 50, 50, 40, 40, 10},
                           {10, 30, 40, 40, 40, 40, 40, 30, 10},
                           {5, 20, 30, 30, 30, 30, 30, 20, 5},
                           {0, 10, 20, 20, 20, 20, 20, 10, 0},
                           {0, 5, 20, 10, 20, 10, 20, 5, 0},
                           {-10, 0, 5, 0, -20, 0, 5, 0, -10},
                           {-20, -10, 0, -10, -20, -10, 0, -10, -20}}};
// Chariot: wants open files and the enemy's back ranks; the corners are where it starts idle.
constexpr Table kChariot = {{{20, 30, 20, 30, 40, 30, 20, 30, 20},
                             {20, 30, 30, 40, 50, 40, 30, 30, 20},
                             {10, 20, 20, 30, 30, 30, 20, 20, 10},
                             {10, 20, 20, 30, 30, 30, 20, 20, 10},
                             {10, 20, 20, 20, 20, 20, 20, 20, 10},
                             {10, 20, 20, 20, 20, 20, 20, 20, 10},
                             {0, 10, 10, 10, 10, 10, 10, 10, 0},
                             {0, 10, 0, 10, 0, 10, 0, 10, 0},
                             {0, 10, 0, 10, 0, 10, 0, 10, 0},
                             {-10, 10, 0, 10, 0, 10, 0, 10, -10}}};
// Cannon: the central file aims at the king through the palace (the "central cannon" of the
// opening); on the enemy back rank's corners it pins; deep in the enemy palace it lacks screens.
constexpr Table kCannon = {{{20, 10, 0, -10, -10, -10, 0, 10, 20},
                            {10, 10, 0, -10, -20, -10, 0, 10, 10},
                            {10, 10, 0, 0, 0, 0, 0, 10, 10},
                            {0, 0, 0, 0, 10, 0, 0, 0, 0},
                            {0, 0, 0, 0, 10, 0, 0, 0, 0},
                            {0, 0, 0, 0, 10, 0, 0, 0, 0},
                            {0, 0, 0, 0, 10, 0, 0, 0, 0},
                            {0, 10, 10, 10, 30, 10, 10, 10, 0},
                            {0, 0, 0, 10, 10, 10, 0, 0, 0},
                            {0, 0, 0, 0, 0, 0, 0, 0, 0}}};
// Soldier: worth little at home; across the river it can move sideways and grows stronger the
// closer it gets to the enemy palace; on the last rank it can only shuffle sideways.
constexpr Table kSoldier = {{{0, 0, 0, 20, 40, 20, 0, 0, 0},
                             {40, 60, 90, 120, 140, 120, 90, 60, 40},
                             {40, 60, 90, 110, 120, 110, 90, 60, 40},
                             {30, 50, 70, 80, 90, 80, 70, 50, 30},
                             {20, 30, 50, 60, 60, 60, 50, 30, 20},
                             {0, 0, 10, 0, 20, 0, 10, 0, 0},
                             {0, 0, 0, 0, 5, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0},
                             {0, 0, 0, 0, 0, 0, 0, 0, 0}}};

constexpr std::array<const Table*, PIECE_TYPE_NB> kTables = {&kKing,    &kAdvisor, &kElephant, &kHorse,
                                                             &kChariot, &kCannon,  &kSoldier};

constexpr bool symmetric_left_right() {
  for (const Table* t : kTables)
    for (const auto& row : *t)
      for (int f = 0; f < FILE_NB; ++f)
        if (row[f] != row[FILE_NB - 1 - f]) return false;
  return true;
}
static_assert(symmetric_left_right(), "piece-square tables must mirror left to right");

}  // namespace

int piece_value(PieceType t) { return kValue[t]; }

int evaluate_for_red(const Position& pos) {
  int score = 0;
  for (Color c : {RED, BLACK}) {
    const int sign = c == RED ? 1 : -1;
    for (int slot = 0; slot < SLOT_NB; ++slot) {
      const Square s = pos.square_of(Piece(side_tag(c) + slot));
      if (!s) continue;
      const PieceType t = kSlotType[slot];
      const int own_rank = c == RED ? rank_of(s) : RANK_NB - 1 - rank_of(s);
      score += sign * (kValue[t] + (*kTables[t])[RANK_NB - 1 - own_rank][file_of(s)]);
    }
  }
  return score;
}

}  // namespace plyground::xiangqi
