// The attack tables against slow, obvious ray scans.
#include "chess_test_support.hpp"

namespace plyground::chess {
namespace {

TEST(Bitboards, SliderAttacksMatchRayScans) {
  init_bitboards();
  std::mt19937_64 rng(42);
  for (Square s = 0; s < SQUARE_NB; ++s)
    for (int n = 0; n < 2000; ++n) {
      const Bitboard occupied = rng() & rng();  // about a quarter of the squares
      ASSERT_EQ(rook_attacks(s, occupied), detail::slide(s, occupied, false)) << int(s) << " " << occupied;
      ASSERT_EQ(bishop_attacks(s, occupied), detail::slide(s, occupied, true)) << int(s) << " " << occupied;
    }
}

TEST(Bitboards, LeapersAndLines) {
  EXPECT_EQ(popcount(knight_attacks(make_square(0, 0))), 2);
  EXPECT_EQ(popcount(knight_attacks(make_square(3, 3))), 8);
  EXPECT_EQ(popcount(king_attacks(make_square(7, 7))), 3);
  EXPECT_EQ(pawn_attacks(WHITE, make_square(0, 1)), square_bb(make_square(1, 2)));
  EXPECT_EQ(pawn_attacks(BLACK, make_square(4, 6)), square_bb(make_square(3, 5)) | square_bb(make_square(5, 5)));
  EXPECT_EQ(between_bb(make_square(0, 0), make_square(3, 3)),
            square_bb(make_square(1, 1)) | square_bb(make_square(2, 2)));
  EXPECT_EQ(between_bb(make_square(0, 0), make_square(1, 2)), 0u);  // not on a line
  EXPECT_EQ(line_bb(make_square(2, 0), make_square(2, 5)), file_bb(2));
  EXPECT_EQ(line_bb(make_square(0, 0), make_square(2, 1)), 0u);
}

// Every pair of squares against the ray scans: between is what both rays stopped by the other
// share; the line is both unstopped rays, with the two squares.
TEST(Bitboards, BetweenAndLineMatchRayScans) {
  for (Square a = 0; a < SQUARE_NB; ++a)
    for (Square b = 0; b < SQUARE_NB; ++b) {
      Bitboard between = 0, line = 0;
      for (bool diagonal : {false, true})
        if (a != b && (detail::slide(a, 0, diagonal) & square_bb(b))) {
          between = detail::slide(a, square_bb(b), diagonal) & detail::slide(b, square_bb(a), diagonal);
          line = (detail::slide(a, 0, diagonal) & detail::slide(b, 0, diagonal)) | square_bb(a) | square_bb(b);
        }
      ASSERT_EQ(between_bb(a, b), between) << int(a) << " " << int(b);
      ASSERT_EQ(line_bb(a, b), line) << int(a) << " " << int(b);
    }
}

TEST(Bitboards, MoveLayoutIsStockfishs) {
  const Move m(make_square(4, 1), make_square(4, 3));  // e2e4: from 12, to 28
  EXPECT_EQ(m.raw(), 28 | (12 << 6));
  const Move promotion(make_square(4, 6), make_square(4, 7), Move::PROMOTION, QUEEN);
  EXPECT_EQ(promotion.raw(), 60 | (52 << 6) | (3 << 12) | (1 << 14));
  EXPECT_EQ(promotion.promotion(), QUEEN);
  EXPECT_EQ(Move(make_square(4, 4), make_square(3, 5), Move::EN_PASSANT).flag(), Move::EN_PASSANT);
  EXPECT_EQ(Move(make_square(4, 0), make_square(6, 0), Move::CASTLING).raw() >> 14, 3);
  EXPECT_FALSE(Move{});
  EXPECT_EQ(Move::none(), Move{});
  EXPECT_TRUE(m);
}

}  // namespace
}  // namespace plyground::chess
