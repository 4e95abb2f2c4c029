// Properties checked over many seeded random games: make/unmake, the hash, FEN, the legality
// test, the move counter and both notations agree with slower, obvious ways of computing them.
#include <set>

#include "chess_test_support.hpp"

namespace plyground::chess {
namespace {

// Every legal move of `pos`, checked one by one against its own record.
void check_moves(Position& pos, const MoveList& moves, const Position& reread) {
  const std::string fen = pos.fen();
  std::set<std::string> sans;
  for (Move m : moves) {
    ASSERT_TRUE(pos.is_legal(m)) << fen << " " << to_uci(m);
    std::string error;
    ASSERT_EQ(parse_move(pos, move_text(pos, m), &error), m) << fen << " " << to_uci(m) << ": " << error;
    const std::string san = to_san(pos, m);
    ASSERT_EQ(parse_san(pos, san, &error), m) << fen << " " << san << ": " << error;
    sans.insert(san);
    Position::Undo undo;
    pos.do_move(m, undo);
    ASSERT_EQ(pos.hash(), pos.compute_hash()) << fen << " " << to_uci(m);
    ASSERT_FALSE(pos.attackers_to(pos.king_square(~pos.side_to_move()), pos.pieces()) & pos.pieces(pos.side_to_move()))
        << fen << " " << to_uci(m) << " leaves the king attacked";
    pos.undo_move(m, undo);
    ASSERT_EQ(pos.fen(), fen) << to_uci(m);
    ASSERT_EQ(pos, reread) << to_uci(m);
  }
  ASSERT_EQ(int(sans.size()), moves.size()) << fen;  // no two moves share a SAN
}

TEST(Playout, DoUndoHashFenNotationAndLegalityAgree) {
  std::mt19937 rng(20261123);
  int positions = 0, en_passant = 0, castling = 0, promotions = 0;
  for (int game = 0; game < 300; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 200; ++ply, ++positions) {
      const std::string fen = pos.fen();
      ASSERT_EQ(pos.hash(), pos.compute_hash()) << fen;
      const auto reread = Position::from_fen(fen);
      ASSERT_TRUE(reread) << fen;
      ASSERT_EQ(reread->fen(), fen);
      ASSERT_EQ(*reread, pos) << fen;

      MoveList moves;
      pos.legal_moves(moves);
      ASSERT_EQ(pos.count_legal_moves(), moves.size()) << fen;
      MoveList captures;
      pos.legal_captures(captures);
      for (Move m : captures)
        ASSERT_TRUE(moves.contains(m) && (pos.is_capture(m) || m.promotion() == QUEEN)) << fen << " " << to_uci(m);
      for (Move m : moves) {
        if (pos.is_capture(m)) {
          ASSERT_TRUE(captures.contains(m)) << fen << " " << to_uci(m);
        }
      }
      check_moves(pos, moves, *reread);
      for (int n = 0; n < 16; ++n) {  // any other 16-bit value: is_legal agrees with the list
        const Move m = Move::from_raw(uint16_t(rng()));
        ASSERT_EQ(pos.is_legal(m), moves.contains(m)) << fen << " " << m.raw();
      }
      if (moves.empty() || pos.drawn_by_rule()) break;
      const Move m = moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)];
      en_passant += m.flag() == Move::EN_PASSANT;
      castling += m.flag() == Move::CASTLING;
      promotions += m.flag() == Move::PROMOTION;
      Position::Undo undo;
      pos.do_move(m, undo);
    }
  }
  EXPECT_GT(positions, 20000);
  // The random games reached the special moves too.
  EXPECT_GT(en_passant, 0);
  EXPECT_GT(castling, 10);
  EXPECT_GT(promotions, 50);
}

TEST(Playout, GameRecordAgreesWithThePositionRules) {
  std::mt19937 rng(99);
  for (int n = 0; n < 100; ++n) {
    Game game;
    while (!game.end().over() && game.moves().size() < 400) {
      MoveList moves;
      game.position().legal_moves(moves);
      ASSERT_FALSE(moves.empty());
      ASSERT_TRUE(game.play(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)]));
    }
    const Position& pos = game.position();
    const std::string& reason = game.end().reason;
    if (reason == "checkmate" || reason == "stalemate") {
      EXPECT_EQ(pos.count_legal_moves(), 0);
      EXPECT_EQ(pos.no_moves_verdict(), reason == "checkmate" ? Verdict::LOSS : Verdict::DRAW);
    }
    if (reason == "fifty-move rule" || reason == "insufficient material") {
      EXPECT_TRUE(pos.drawn_by_rule());
    }
    // Unwinding the record returns to the start exactly.
    while (!game.moves().empty()) game.undo();
    EXPECT_EQ(game.position(), Position::start());
  }
}

TEST(Playout, MutatedFensAreRefusedOrSound) {
  // Random one-character edits of reference FENs: each is refused with a reason, or read into a
  // position whose moves make, unmake and count consistently.
  const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqa36e0";
  std::mt19937 rng(5);
  int accepted = 0, refused = 0;
  for (const EpdLine& line : test::read_epd("chess-perft.epd"))
    for (int n = 0; n < 300; ++n) {
      std::string fen = line.fen;
      fen[std::uniform_int_distribution<size_t>(0, fen.size() - 1)(rng)] =
          alphabet[std::uniform_int_distribution<size_t>(0, alphabet.size() - 1)(rng)];
      std::string error;
      auto pos = Position::from_fen(fen, &error);
      if (!pos) {
        ASSERT_FALSE(error.empty()) << fen;
        ++refused;
        continue;
      }
      ++accepted;
      MoveList moves;
      pos->legal_moves(moves);
      ASSERT_EQ(pos->count_legal_moves(), moves.size()) << fen;
      check_moves(*pos, moves, *pos);
    }
  EXPECT_GT(accepted, 500);
  EXPECT_GT(refused, 500);
}

}  // namespace
}  // namespace plyground::chess
