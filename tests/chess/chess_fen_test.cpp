// FEN reading and writing: round trips, defaults, the en passant square, and every fault named.
#include "chess_test_support.hpp"

namespace plyground::chess {
namespace {

TEST(Fen, StartPositionRoundTrip) {
  const Position pos = Position::start();
  EXPECT_EQ(pos.fen(), Position::kStartFen);
  EXPECT_EQ(pos.side_to_move(), WHITE);
  EXPECT_EQ(pos.castling_rights(), ALL_CASTLING);
  EXPECT_EQ(pos.piece_on(make_square(4, 0)), make_piece(WHITE, KING));
  EXPECT_EQ(pos.piece_on(make_square(3, 7)), make_piece(BLACK, QUEEN));
  EXPECT_EQ(pos.piece_on(make_square(4, 4)), NO_PIECE);
  EXPECT_EQ(pos.count_legal_moves(), 20);
}

TEST(Fen, EveryReferencePositionRoundTrips) {
  int checked = 0;
  for (const EpdLine& line : test::read_epd("chess-perft.epd")) {
    std::string error;
    const auto pos = Position::from_fen(line.fen, &error);
    ASSERT_TRUE(pos) << line.fen << ": " << error;
    // The file names an en passant square wherever a pawn attacks it; ours only when legal.
    const auto reread = Position::from_fen(pos->fen());
    ASSERT_TRUE(reread) << pos->fen();
    EXPECT_EQ(*reread, *pos);
    std::istringstream fields(line.fen);
    std::string board, side, castling, en_passant;
    fields >> board >> side >> castling >> en_passant;
    if (en_passant == "-") {
      EXPECT_EQ(pos->fen(), line.fen);
    }
    ++checked;
  }
  EXPECT_EQ(checked, 24);
}

TEST(Fen, FourFieldsTakeDefaultCounters) {
  const auto pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");
  ASSERT_TRUE(pos);
  EXPECT_EQ(pos->side_to_move(), BLACK);
  EXPECT_EQ(pos->halfmove_clock(), 0);
  EXPECT_EQ(pos->fullmove_number(), 1);
  EXPECT_EQ(pos->fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(Fen, CountersAreRead) {
  const auto pos = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 37 81");
  ASSERT_TRUE(pos);
  EXPECT_EQ(pos->halfmove_clock(), 37);
  EXPECT_EQ(pos->fullmove_number(), 81);
  EXPECT_EQ(pos->castling_rights(), WHITE_OO);
}

TEST(Fen, EnPassantSquareKeptOnlyWhenACaptureIsLegal) {
  // After 1. e4 no black pawn can take on e3: the square is dropped (as other programs' FENs
  // name it after every double push), and the position equals the one written with '-'.
  const auto named = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  const auto plain = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  ASSERT_TRUE(named && plain);
  EXPECT_EQ(named->en_passant_square(), NO_SQUARE);
  EXPECT_EQ(named->hash(), plain->hash());
  // A black pawn on d4 can take: the square stays, and changes the hash.
  const auto capturable = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  const auto without = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
  ASSERT_TRUE(capturable && without);
  EXPECT_EQ(capturable->en_passant_square(), make_square(4, 2));
  EXPECT_EQ(capturable->fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  EXPECT_NE(capturable->hash(), without->hash());
}

struct Malformed {
  const char* fen;
  const char* message;  // a part of the expected error
  friend void PrintTo(const Malformed& m, std::ostream* os) { *os << '"' << m.fen << '"'; }
};

class MalformedFen : public ::testing::TestWithParam<Malformed> {};

TEST_P(MalformedFen, IsRefusedWithItsFault) {
  std::string error;
  EXPECT_FALSE(Position::from_fen(GetParam().fen, &error)) << GetParam().fen;
  EXPECT_NE(error.find(GetParam().message), std::string::npos) << "error was: " << error;
}

INSTANTIATE_TEST_SUITE_P(
    EveryKind, MalformedFen,
    ::testing::Values(
        Malformed{"", "FEN is empty"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "has 1 field, expected 6"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "5 fields, expected 6"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7 ranks, expected 8"},
        Malformed{"8 w - - 0 1", "has 1 rank, expected 8"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "9 ranks, expected 8"},
        Malformed{"rnbqkbnr/pppppppp/8/8/4P4/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
                  "rank 4 has 9 squares, expected 8 (too long)"},
        Malformed{"rnbqkbnr/pppppppp/8/8/44/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN rank 4 has two digits in a row"},
        Malformed{"rnbqkbnr/pppppppp/8/8/9/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad digit '9' in FEN rank 4"},
        Malformed{"rnbqkbnr/pppppppp/8/8/08/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad digit '0' in FEN rank 4"},
        Malformed{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                  "rank 7 has 7 squares, expected 8 (too short)"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "rank 1 has 7 squares"},
        Malformed{"rnbqkbnr/pppppppp/8/8/3X4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                  "unknown piece letter 'X' in FEN rank 4"},
        Malformed{"rnbqkbnr/pppppppp/8/8/3.4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "unknown piece letter '.'"},
        Malformed{"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "Black has no king"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "White has no king"},
        Malformed{"rnbqkbnr/pppppppp/8/8/3K4/8/PPPPPPPP/RNBQKBNR w kq - 0 1", "White has 2 kings, expected one"},
        Malformed{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "White has 9 pawns, at most 8"},
        Malformed{"rnbqkbnr/pppppppp/8/8/3N4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "White has 17 pieces, at most 16"},
        Malformed{"rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
                  "White has more promoted pieces (1) than missing pawns (0)"},
        Malformed{"r1bqkbnr/pppppppp/8/8/8/8/r7/4K3 w - - 0 1",
                  "Black has more promoted pieces (1) than missing pawns (0)"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNP w Qkq - 0 1",
                  "pawn on h1: pawns cannot stand on the first or last rank"},
        Malformed{"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", "pawn on h8"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                  "bad side to move 'x': expected 'w' or 'b'"},
        Malformed{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", "bad side to move 'W'"},
        Malformed{"4k3/8/8/8/8/8/8/4K2R w KX - 0 1", "bad castling field 'KX'"},
        Malformed{"4k3/8/8/8/8/8/8/4K2R w KK - 0 1", "bad castling field 'KK'"},
        Malformed{"4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", "castling right 'K' needs the white king on e1 and a rook on h1"},
        Malformed{"4k3/8/8/8/8/8/8/3K3R w K - 0 1", "castling right 'K' needs the white king on e1"},
        Malformed{"r3k3/8/8/8/8/8/8/4K3 w k - 0 1", "castling right 'k' needs the black king on e8 and a rook on h8"},
        Malformed{"4k3/8/8/8/8/8/8/R3K3 w Qq - 0 1", "castling right 'q' needs the black king on e8 and a rook on a8"},
        Malformed{"4k3/8/8/8/3pP3/8/8/4K3 b - e4 0 1",
                  "bad en passant square 'e4': with Black to move it must be on rank 3"},
        Malformed{"4k3/8/8/3Pp3/8/8/8/4K3 w - e3 0 1", "with White to move it must be on rank 6"},
        Malformed{"4k3/8/8/8/3pP3/8/8/4K3 b - e9 0 1", "bad en passant square 'e9': expected a square"},
        Malformed{"4k3/8/8/8/3p4/8/8/4K3 b - e3 0 1", "no white pawn could have just moved two squares past it"},
        Malformed{"4k3/8/8/8/3pP3/8/4P3/4K3 b - e3 0 1", "no white pawn could have just moved"},
        Malformed{"4k3/8/8/3Pp3/8/8/8/4K3 w - d6 0 1", "no black pawn could have just moved"},
        Malformed{"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", "castling right 'K' needs the white king on e1 and a rook on h1"},
        Malformed{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "Black is in check but it is White to move"},
        Malformed{"4k3/8/8/8/8/8/3q4/4K3 b - - 0 1", "White is in check but it is Black to move"},
        Malformed{"4k3/8/8/8/4r3/8/8/2r1K2r w - - 0 1", "3 pieces give check: no move leaves more than two"},
        Malformed{"4k3/8/8/8/8/8/8/4K3 w - - x 1", "bad halfmove clock 'x'"},
        Malformed{"4k3/8/8/8/8/8/8/4K3 w - - -1 1", "bad halfmove clock '-1'"},
        Malformed{"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "bad fullmove number '0'"},
        Malformed{"4k3/8/8/8/8/8/8/4K3 w - - 0 one", "bad fullmove number 'one'"}));

}  // namespace
}  // namespace plyground::chess
