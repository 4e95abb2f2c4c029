#include "games/chess/evaluation.hpp"

#include <algorithm>

namespace plyground::chess {
namespace {

// PeSTO's material values, middlegame and endgame: minor pieces lose weight as the board empties
// while rooks and pawns gain it.
constexpr std::array<int, PIECE_TYPE_NB> kMaterialMg = {82, 337, 365, 477, 1025, 0};
constexpr std::array<int, PIECE_TYPE_NB> kMaterialEg = {94, 281, 297, 512, 936, 0};
// PeSTO's phase weights: the start position's pieces sum to 24 (full middlegame); bare kings and
// pawns are phase 0 (pure endgame).
constexpr std::array<int, PIECE_TYPE_NB> kPhaseWeight = {0, 1, 1, 2, 4, 0};
constexpr int kFullPhase = 24;

using Table = std::array<int, SQUARE_NB>;  // by square from White's side (a1 = 0)

// How central a square is: 0 on the edge ring up to 6 on d4, e4, d5, e5.
constexpr int centrality(Square s) {
  return std::min(file_of(s), 7 - file_of(s)) + std::min(rank_of(s), 7 - rank_of(s));
}

template <class F>
constexpr Table make_table(F value) {
  Table t{};
  for (Square s = 0; s < SQUARE_NB; ++s) t[s] = value(s);
  return t;
}

// Pawns: worth more as they advance (more so in the endgame, where they queen); in the
// middlegame the centre pawns on d4/e4 and d5/e5 hold the centre.
constexpr int kPawnAdvanceMg[RANK_NB] = {0, 0, 5, 10, 20, 35, 60, 0};
constexpr int kPawnAdvanceEg[RANK_NB] = {0, 0, 10, 20, 35, 60, 100, 0};
constexpr Table kPawnMg = make_table([](Square s) {
  const bool centre = (file_of(s) == 3 || file_of(s) == 4) && (rank_of(s) == 3 || rank_of(s) == 4);
  return kPawnAdvanceMg[rank_of(s)] + (centre ? 15 : 0);
});
constexpr Table kPawnEg = make_table([](Square s) { return kPawnAdvanceEg[rank_of(s)]; });
// Knights: short-legged, so a knight on the rim reaches little and one in the centre much.
constexpr Table kKnightMg = make_table([](Square s) { return 8 * centrality(s) - 20; });
constexpr Table kKnightEg = make_table([](Square s) { return 5 * centrality(s) - 15; });
// Bishops: long range makes the square matter less, but central diagonals are still longer.
constexpr Table kBishopMg = make_table([](Square s) { return 4 * centrality(s) - 10; });
constexpr Table kBishopEg = make_table([](Square s) { return 3 * centrality(s) - 8; });
// Rooks: the seventh rank attacks pawns and confines the king; central files open first.
constexpr Table kRookMg =
    make_table([](Square s) { return (rank_of(s) == 6 ? 20 : 0) + (file_of(s) == 3 || file_of(s) == 4 ? 5 : 0); });
constexpr Table kRookEg = make_table([](Square s) { return rank_of(s) == 6 ? 15 : 0; });
// Queens: a little centralisation; an early queen sortie is not rewarded.
constexpr Table kQueenMg = make_table([](Square s) { return 2 * centrality(s) - 5; });
constexpr Table kQueenEg = make_table([](Square s) { return 4 * centrality(s) - 10; });
// King: in the middlegame it hides on its back rank, best on a castled wing; each step forward
// costs. In the endgame it is a fighting piece and belongs in the centre.
constexpr int kKingHomeMg[FILE_NB] = {10, 20, 15, 0, 0, 5, 20, 10};
constexpr Table kKingMg =
    make_table([](Square s) { return rank_of(s) == 0 ? kKingHomeMg[file_of(s)] : -15 * std::min(rank_of(s), 4); });
constexpr Table kKingEg = make_table([](Square s) { return 8 * centrality(s) - 25; });

constexpr std::array<const Table*, PIECE_TYPE_NB> kTablesMg = {&kPawnMg, &kKnightMg, &kBishopMg,
                                                               &kRookMg, &kQueenMg,  &kKingMg};
constexpr std::array<const Table*, PIECE_TYPE_NB> kTablesEg = {&kPawnEg, &kKnightEg, &kBishopEg,
                                                               &kRookEg, &kQueenEg,  &kKingEg};

}  // namespace

int piece_value(PieceType t) { return kMaterialMg[t]; }

int evaluate_for_white(const Position& pos) {
  int mg = 0, eg = 0, phase = 0;
  for (Color c : {WHITE, BLACK}) {
    const int sign = c == WHITE ? 1 : -1;
    for (int t = PAWN; t < PIECE_TYPE_NB; ++t)
      for (Bitboard b = pos.pieces(c, PieceType(t)); b;) {
        const Square s = pop_lsb(b);
        const Square own = c == WHITE ? s : flip_rank(s);  // Black reads the tables upside down
        mg += sign * (kMaterialMg[t] + (*kTablesMg[t])[own]);
        eg += sign * (kMaterialEg[t] + (*kTablesEg[t])[own]);
        phase += kPhaseWeight[t];
      }
  }
  phase = std::min(phase, kFullPhase);  // promotions can push it past the start's
  return (mg * phase + eg * (kFullPhase - phase)) / kFullPhase;
}

}  // namespace plyground::chess
