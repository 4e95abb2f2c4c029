// Properties checked over many random games: make/unmake, the hash, FEN, the legality filter and
// notation all agree with slower, obvious ways of computing the same thing.
#include <set>

#include "../test_support.hpp"

namespace plyground::xiangqi {
namespace {

// Legal moves the obvious way: every pseudo-legal move, made, and the king checked.
std::vector<std::string> legal_by_making(const Position& pos) {
  MoveList pseudo;
  pos.generate_pseudo_legal(pseudo);
  std::vector<std::string> out;
  for (Move m : pseudo) {
    Position copy = pos;
    Position::Undo undo;
    copy.do_move(m, undo);
    if (!copy.king_attacked(pos.side_to_move())) out.push_back(to_iccs(m));
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(Playout, DoUndoHashFenAndLegalityAgree) {
  std::mt19937 rng(20261122);
  int positions = 0;
  for (int game = 0; game < 400; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 150; ++ply, ++positions) {
      const std::string fen = pos.fen();
      ASSERT_EQ(pos.hash(), pos.compute_hash()) << fen;
      const auto reread = Position::from_fen(fen);
      ASSERT_TRUE(reread) << fen;
      ASSERT_EQ(reread->fen(), fen);
      ASSERT_EQ(reread->hash(), pos.hash()) << fen;
      ASSERT_EQ(test::legal_iccs(pos), legal_by_making(pos)) << fen;

      MoveList moves;
      pos.legal_moves(moves);
      ASSERT_EQ(pos.count_legal_moves(), moves.size());
      MoveList captures;
      pos.legal_captures(captures);
      for (Move m : captures) ASSERT_TRUE(pos.is_capture(m) && moves.contains(m)) << fen;
      for (Move m : moves) {
        ASSERT_TRUE(pos.is_legal(m));
        Position::Undo undo;
        pos.do_move(m, undo);
        ASSERT_EQ(pos.hash(), pos.compute_hash()) << fen << " " << to_iccs(m);
        pos.undo_move(m, undo);
        ASSERT_EQ(pos.fen(), fen) << to_iccs(m);
        ASSERT_EQ(pos.hash(), reread->hash());
      }
      if (moves.empty()) break;
      const Move m = moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)];
      Position::Undo undo;
      pos.do_move(m, undo);
    }
  }
  EXPECT_GT(positions, 20000);
}

TEST(Playout, NotationNamesEachMoveOnce) {
  std::mt19937 rng(7);
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 120; ++ply) {
      MoveList moves;
      pos.legal_moves(moves);
      if (moves.empty()) break;
      std::set<std::string> wxf, chinese;
      for (Move m : moves) {
        const std::string w = to_wxf(pos, m);
        std::string error;
        ASSERT_EQ(parse_wxf(pos, w, &error), m) << pos.fen() << " " << w << ": " << error;
        wxf.insert(w);
        const std::string c = to_chinese(pos, m);
        ASSERT_EQ(parse_chinese(pos, c, &error), m) << pos.fen() << " " << c << ": " << error;
        chinese.insert(c);
      }
      ASSERT_EQ(int(wxf.size()), moves.size()) << pos.fen();
      ASSERT_EQ(int(chinese.size()), moves.size()) << pos.fen();
      test::random_line(pos, 1, rng);
    }
  }
}

TEST(Playout, IllegalMovesAreRefused) {
  // Every 16-bit value that is not a legal move is refused without harm.
  const Position pos = Position::start();
  int legal = 0;
  for (int raw = 0; raw < 65536; ++raw) {
    const Move m(Square(raw & 0xFF), Square(raw >> 8));
    legal += pos.is_legal(m);
  }
  EXPECT_EQ(legal, 44);
}

}  // namespace
}  // namespace plyground::xiangqi
