// One test per rule of movement, each with a twin position where the rule does not bite, so a
// generator that ignored the rule would fail.
#include "chess_test_support.hpp"

namespace plyground::chess {
namespace {

using test::has_move;
using test::legal_uci;
using test::position;

TEST(Rules, EnPassantHorizontalPin) {
  // Taking d3 would clear the fourth rank between the black king on a4 and the queen on h4.
  const Position pinned = position("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
  EXPECT_FALSE(has_move(pinned.fen(), "e4d3"));
  EXPECT_EQ(pinned.en_passant_square(), NO_SQUARE);
  EXPECT_TRUE(has_move("8/8/8/8/k2Pp3/8/8/3K4 b - d3 0 1", "e4d3"));  // no queen, no pin
}

TEST(Rules, EnPassantDiagonalPin) {
  // The e5 pawn is pinned to c3 by the bishop on g7: it may take along the pin (f6), not aside.
  Position pos = position("4k3/3p2b1/8/4P3/8/2K5/8/8 b - - 0 1");
  test::play(pos, {"d7d5"});
  EXPECT_EQ(pos.en_passant_square(), NO_SQUARE);
  EXPECT_FALSE(has_move(pos.fen(), "e5d6"));
  Position free = position("4k3/3p4/8/4P3/8/2K5/8/8 b - - 0 1");
  test::play(free, {"d7d5"});
  EXPECT_EQ(free.en_passant_square(), make_square(3, 5));
  EXPECT_TRUE(has_move(free.fen(), "e5d6"));
}

TEST(Rules, EnPassantOnlyWhenLegal) {
  // After 1. e4 no black pawn can take on e3: the position is the same as one without the square.
  Position pos = Position::start();
  test::play(pos, {"e2e4"});
  EXPECT_EQ(pos.en_passant_square(), NO_SQUARE);
  EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_EQ(pos.hash(), position(pos.fen()).hash());
  // After 1. e4 a6 2. e5 d5 the e5 pawn can take on d6, for this ply only.
  test::play(pos, {"a7a6", "e4e5", "d7d5"});
  EXPECT_EQ(pos.fen(), "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
  EXPECT_TRUE(has_move(pos.fen(), "e5d6"));
  test::play(pos, {"h2h3", "h7h6"});
  EXPECT_FALSE(has_move(pos.fen(), "e5d6"));
}

TEST(Rules, EnPassantCapturesTheCheckingPawn) {
  Position pos = position("4k3/3p4/8/4P3/4K3/8/8/8 b - - 0 1");
  test::play(pos, {"d7d5"});  // check from the pawn on d5
  ASSERT_TRUE(pos.in_check());
  EXPECT_TRUE(has_move(pos.fen(), "e5d6"));
  Position::Undo undo;
  pos.do_move(test::move(pos, "e5d6"), undo);
  EXPECT_EQ(pos.piece_on(make_square(3, 4)), NO_PIECE);  // the d5 pawn is gone
  EXPECT_EQ(pos.hash(), pos.compute_hash());
}

TEST(Rules, CastlingBothWaysWhenFree) {
  const auto moves = legal_uci(position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
  EXPECT_TRUE(std::count(moves.begin(), moves.end(), "e1g1") && std::count(moves.begin(), moves.end(), "e1c1"));
  Position pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  test::play(pos, {"e1g1", "e8c8"});
  EXPECT_EQ(pos.fen(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
}

TEST(Rules, CastlingThroughCheckIllegal) {
  const std::string fen = "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1";  // the rook on f2 covers f1
  EXPECT_FALSE(has_move(fen, "e1g1"));
  EXPECT_TRUE(has_move(fen, "e1c1"));
  EXPECT_TRUE(has_move("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1"));
  // Long castling passes d1 and c1 only: an attack on b1 does not stop it.
  EXPECT_TRUE(has_move("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", "e1c1"));
  EXPECT_FALSE(has_move("4k3/8/8/8/8/8/3r4/R3K2R w KQ - 0 1", "e1c1"));
}

TEST(Rules, CastlingOutOfCheckIllegal) {
  const std::string fen = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1";
  EXPECT_FALSE(has_move(fen, "e1g1"));
  EXPECT_FALSE(has_move(fen, "e1c1"));
  EXPECT_TRUE(has_move(fen, "e1e2"));
}

TEST(Rules, CastlingIntoCheckIllegal) {
  const std::string fen = "4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1";  // the rook on g2 covers g1
  EXPECT_FALSE(has_move(fen, "e1g1"));
  EXPECT_TRUE(has_move(fen, "e1c1"));
}

TEST(Rules, CastlingNeedsEmptySquares) {
  const std::string fen = "4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1";
  EXPECT_FALSE(has_move(fen, "e1g1"));
  EXPECT_FALSE(has_move(fen, "e1c1"));
}

TEST(Rules, CastlingRightsLostByRookCapture) {
  Position pos = position("r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1");
  test::play(pos, {"g2a8"});  // takes the rook on its corner
  EXPECT_EQ(pos.castling_rights(), WHITE_OO | WHITE_OOO | BLACK_OO);
  EXPECT_FALSE(has_move(pos.fen(), "e8c8"));
  EXPECT_TRUE(has_move(pos.fen(), "e8g8"));
  EXPECT_EQ(pos.hash(), pos.compute_hash());
}

TEST(Rules, CastlingRightsLostByKingAndRookMoves) {
  Position pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  test::play(pos, {"a1a2", "e8f8", "a2a1", "f8e8"});
  EXPECT_EQ(pos.castling_rights(), WHITE_OO);  // back home, but the rights do not return
  EXPECT_FALSE(has_move(pos.fen(), "e1c1"));
  EXPECT_TRUE(has_move(pos.fen(), "e1g1"));
  EXPECT_EQ(pos.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w K - 4 3");
}

TEST(Rules, PromotionToKnight) {
  Position pos = position("8/4P3/8/8/8/k7/8/K7 w - - 0 1");
  for (const char* uci : {"e7e8q", "e7e8r", "e7e8b", "e7e8n"}) EXPECT_TRUE(has_move(pos.fen(), uci)) << uci;
  EXPECT_FALSE(has_move(pos.fen(), "e7e8"));
  test::play(pos, {"e7e8n"});
  EXPECT_EQ(pos.piece_on(make_square(4, 7)), make_piece(WHITE, KNIGHT));
  EXPECT_EQ(pos.pieces(PAWN), 0u);
  EXPECT_EQ(pos.hash(), pos.compute_hash());
}

TEST(Rules, UnderpromotionGivesCheck) {
  Position knight = position("8/3P1k2/8/8/8/8/8/K7 w - - 0 1");
  Position queen = knight;
  test::play(knight, {"d7d8n"});
  test::play(queen, {"d7d8q"});
  EXPECT_TRUE(knight.in_check());
  EXPECT_FALSE(queen.in_check());
}

TEST(Rules, PinnedPieceMovesOnlyAlongThePin) {
  EXPECT_EQ(legal_uci(position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1")),
            (std::vector<std::string>{"e1d1", "e1d2", "e1f1", "e1f2", "e2e3", "e2e4", "e2e5", "e2e6", "e2e7"}));
  // Pinned on a diagonal, the bishop may only take its pinner.
  EXPECT_EQ(legal_uci(position("4k3/8/8/8/8/2b5/3B4/4K3 w - - 0 1")),
            (std::vector<std::string>{"d2c3", "e1d1", "e1e2", "e1f1", "e1f2"}));
  const auto knight = legal_uci(position("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"));
  EXPECT_EQ(
      std::count_if(knight.begin(), knight.end(), [](const std::string& m) { return m[0] == 'e' && m[1] == '2'; }), 0);
  // Unpinned, the knight has its six moves (and the king f1, f2: the rook covers the d-file).
  EXPECT_EQ(legal_uci(position("4k3/3r4/8/8/8/8/4N3/4K3 w - - 0 1")).size(), 6u + 2u);
}

TEST(Rules, DoubleCheckOnlyKingMoves) {
  // Rook a1 and knight f3 both check; the bishop could take the knight, but that is not enough.
  const auto moves = legal_uci(position("4k3/8/8/8/8/5n2/6B1/r3K3 w - - 0 1"));
  ASSERT_FALSE(moves.empty());
  for (const std::string& m : moves) EXPECT_EQ(m.substr(0, 2), "e1") << m;
  EXPECT_TRUE(has_move("4k3/8/8/8/8/5n2/6B1/4K3 w - - 0 1", "g2f3"));  // single check: it may
}

TEST(Rules, KingCannotRetreatAlongTheCheckingRay) {
  EXPECT_EQ(legal_uci(position("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")), (std::vector<std::string>{"e1d2", "e1e2", "e1f2"}));
}

TEST(Rules, CheckIsAnsweredByCaptureBlockOrKingMove) {
  // The rook on e8 checks: the bishop takes it or blocks on e2, the knight blocks on e2 or e4,
  // or the king steps off the file; nothing else.
  const auto moves = legal_uci(position("4r1k1/8/8/1B6/8/2N5/8/4K3 w - - 0 1"));
  EXPECT_EQ(moves, (std::vector<std::string>{"b5e2", "b5e8", "c3e2", "c3e4", "e1d1", "e1d2", "e1f1", "e1f2"}));
}

TEST(Rules, NoMovesVerdict) {
  const Position mate = position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
  EXPECT_EQ(mate.count_legal_moves(), 0);
  EXPECT_EQ(mate.no_moves_verdict(), Verdict::LOSS);
  const Position stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(stalemate.count_legal_moves(), 0);
  EXPECT_FALSE(stalemate.in_check());
  EXPECT_EQ(stalemate.no_moves_verdict(), Verdict::DRAW);
}

TEST(Rules, DrawnByRule) {
  EXPECT_FALSE(position("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").drawn_by_rule());
  EXPECT_TRUE(position("4k3/8/8/8/8/8/8/R3K3 w - - 100 80").drawn_by_rule());
  EXPECT_FALSE(position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 80").drawn_by_rule());  // mate stands
  EXPECT_TRUE(position("4k3/8/8/8/8/8/8/4K3 w - - 0 1").drawn_by_rule());
}

TEST(Rules, InsufficientMaterial) {
  // Bare kings; one minor piece; bishops all on squares of one colour.
  EXPECT_TRUE(position("4k3/8/8/8/8/8/8/4K3 w - - 0 1").insufficient_material());
  EXPECT_TRUE(position("4k3/8/8/8/8/8/8/4KB2 w - - 0 1").insufficient_material());
  EXPECT_TRUE(position("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").insufficient_material());
  EXPECT_TRUE(position("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").insufficient_material());  // c1, f8: dark
  EXPECT_TRUE(position("4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1").insufficient_material());  // a1, c1: dark
  EXPECT_FALSE(position("4kb2/8/8/8/8/8/8/3BK3 w - - 0 1").insufficient_material());  // d1 light, f8 dark
  EXPECT_FALSE(position("4kn2/8/8/8/8/8/8/4KN2 w - - 0 1").insufficient_material());  // mates exist
  EXPECT_FALSE(position("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1").insufficient_material());
  EXPECT_FALSE(position("4k3/8/8/8/8/8/8/3BKN2 w - - 0 1").insufficient_material());
  EXPECT_FALSE(position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").insufficient_material());
  EXPECT_FALSE(position("4k3/8/8/8/8/8/8/4K2R w - - 0 1").insufficient_material());
}

TEST(Rules, LegalCapturesAreCapturesAndQueenPromotions) {
  // b7 may promote quietly on b8 or take on a8/c8; e4xd5 and the rook's Rxh7 are captures.
  const Position pos = position("n1n4k/1P5p/8/3p4/4P3/8/8/K6R w - - 0 1");
  MoveList captures;
  pos.legal_captures(captures);
  std::vector<std::string> got;
  for (Move m : captures) got.push_back(to_uci(m));
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, (std::vector<std::string>{"b7a8b", "b7a8n", "b7a8q", "b7a8r", "b7b8q", "b7c8b", "b7c8n", "b7c8q",
                                           "b7c8r", "e4d5", "h1h7"}));
}

TEST(Rules, IsLegalIsSafeForEveryValue) {
  // Kiwipete has 48 legal moves; of all 65536 move values exactly those are legal.
  const Position pos = position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  MoveList moves;
  pos.legal_moves(moves);
  int legal = 0;
  for (int raw = 0; raw < 65536; ++raw) {
    const Move m = Move::from_raw(uint16_t(raw));
    const bool is = pos.is_legal(m);
    legal += is;
    ASSERT_EQ(is, moves.contains(m)) << raw;
  }
  EXPECT_EQ(legal, 48);
}

}  // namespace
}  // namespace plyground::chess
