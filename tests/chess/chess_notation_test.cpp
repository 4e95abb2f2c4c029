// UCI for programs and SAN for people: writing, reading, and the reasons for refusing.
#include "chess_test_support.hpp"

namespace plyground::chess {
namespace {

using test::position;

std::string san(const std::string& fen, const std::string& uci) {
  const Position pos = position(fen);
  return to_san(pos, test::move(pos, uci));
}

std::string uci_of_san(const std::string& fen, const std::string& text) {
  std::string error;
  const Move m = parse_san(position(fen), text, &error);
  return m ? to_uci(m) : "refused: " + error;
}

TEST(Notation, UciText) {
  const Position start = Position::start();
  EXPECT_EQ(move_text(start, Move(make_square(4, 1), make_square(4, 3))), "e2e4");
  EXPECT_EQ(to_uci(Move(make_square(4, 6), make_square(4, 7), Move::PROMOTION, QUEEN)), "e7e8q");
  EXPECT_EQ(to_uci(Move(make_square(1, 1), make_square(0, 0), Move::PROMOTION, KNIGHT)), "b2a1n");
  EXPECT_EQ(to_uci(Move(make_square(4, 0), make_square(6, 0), Move::CASTLING)), "e1g1");
  EXPECT_EQ(to_uci(Move::none()), "0000");
}

TEST(Notation, ParseMoveReadsLegalUci) {
  const Position pos = position("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  std::string error;
  EXPECT_EQ(parse_move(pos, "e1g1", &error), Move(make_square(4, 0), make_square(6, 0), Move::CASTLING));
  EXPECT_EQ(parse_move(pos, "e5d6", &error), Move(make_square(4, 4), make_square(3, 5), Move::EN_PASSANT));
  EXPECT_EQ(parse_move(pos, "b7a8r", &error), Move(make_square(1, 6), make_square(0, 7), Move::PROMOTION, ROOK));
  EXPECT_EQ(parse_move(pos, "a1a7", &error), Move(make_square(0, 0), make_square(0, 6)));
}

TEST(Notation, ParseMoveRefusesWithAReason) {
  const Position pos = position("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  const std::pair<const char*, const char*> cases[] = {
      {"e1", "is not a UCI move"},
      {"e1g1qq", "is not a UCI move"},
      {"i1g1", "does not name two squares"},
      {"b7b8x", "promotion letter must be one of n, b, r, q"},
      {"b7b8", "needs a promotion letter"},
      {"a1a2q", "that move is not a promotion"},
      {"e1e3", "is not a legal move in this position"},
      {"d5d4", "is not a legal move in this position"},  // Black's pawn, White to move
  };
  for (const auto& [text, reason] : cases) {
    std::string error;
    EXPECT_FALSE(parse_move(pos, text, &error)) << text;
    EXPECT_NE(error.find(reason), std::string::npos) << text << ": " << error;
  }
}

TEST(Notation, SanOfOrdinaryMoves) {
  const std::string start(Position::kStartFen);
  EXPECT_EQ(san(start, "g1f3"), "Nf3");
  EXPECT_EQ(san(start, "e2e4"), "e4");
  EXPECT_EQ(san("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5"), "exd5");
  EXPECT_EQ(san("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "e5d6"), "exd6");
  EXPECT_EQ(san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"), "O-O");
  EXPECT_EQ(san("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"), "O-O-O");
  EXPECT_EQ(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O+");
}

TEST(Notation, SanOfPromotionsChecksAndMates) {
  EXPECT_EQ(san("8/4P3/8/8/8/k7/8/K7 w - - 0 1", "e7e8q"), "e8=Q");
  EXPECT_EQ(san("3r4/4P1k1/8/8/8/8/8/K7 w - - 0 1", "e7d8n"), "exd8=N");
  EXPECT_EQ(san("8/3P1k2/8/8/8/8/8/K7 w - - 0 1", "d7d8n"), "d8=N+");
  EXPECT_EQ(san("k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8"), "Rh8#");
  EXPECT_EQ(san("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4"), "Qh4#");
}

TEST(Notation, SanDisambiguatesOnlyWhenNeeded) {
  // Knights on b1 and f3 both reach d2: the file tells them apart.
  EXPECT_EQ(san("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2"), "Nbd2");
  EXPECT_EQ(san("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1c3"), "Nc3");
  // Rooks on a1 and a5 both reach a3: the rank does.
  EXPECT_EQ(san("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"), "R1a3");
  EXPECT_EQ(san("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a5a3"), "R5a3");
  // Queens on a1, c1 and a3 all reach b2: a1 needs both, c1 its file, a3 its rank.
  const std::string queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
  EXPECT_EQ(san(queens, "a1b2"), "Qa1b2");
  EXPECT_EQ(san(queens, "c1b2"), "Qcb2");
  EXPECT_EQ(san(queens, "a3b2"), "Q3b2");
  // A pinned knight is no rival: plain Nd2.
  EXPECT_EQ(san("4k3/8/8/8/8/5N2/8/rN2K3 w - - 0 1", "f3d2"), "Nd2");
}

TEST(Notation, ParseSanAcceptsCommonVariants) {
  const std::string start(Position::kStartFen);
  EXPECT_EQ(uci_of_san(start, "Nf3"), "g1f3");
  EXPECT_EQ(uci_of_san(start, "Nf3!?"), "g1f3");
  EXPECT_EQ(uci_of_san(start, "Ngf3"), "g1f3");    // superfluous file
  EXPECT_EQ(uci_of_san(start, "Ng1f3"), "g1f3");   // superfluous square
  EXPECT_EQ(uci_of_san(start, "Ng1-f3"), "g1f3");  // long algebraic
  EXPECT_EQ(uci_of_san(start, "e2-e4"), "e2e4");
  EXPECT_EQ(uci_of_san(start, "e4"), "e2e4");
  const std::string castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  EXPECT_EQ(uci_of_san(castle, "O-O"), "e1g1");
  EXPECT_EQ(uci_of_san(castle, "0-0-0"), "e1c1");
  EXPECT_EQ(uci_of_san(castle, "O-O-O+"), "e1c1");
  const std::string promote = "3r4/4P1k1/8/8/8/8/8/K7 w - - 0 1";
  EXPECT_EQ(uci_of_san(promote, "e8=Q"), "e7e8q");
  EXPECT_EQ(uci_of_san(promote, "e8Q"), "e7e8q");
  EXPECT_EQ(uci_of_san(promote, "exd8=N"), "e7d8n");
  EXPECT_EQ(uci_of_san(promote, "exd8N+"), "e7d8n");
  EXPECT_EQ(uci_of_san("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nc3"), "b1c3");
  EXPECT_EQ(uci_of_san("4k3/8/8/8/8/5N2/8/rN2K3 w - - 0 1", "Nd2"), "f3d2");  // the other is pinned
  EXPECT_EQ(uci_of_san("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5"), "e4d5");
  EXPECT_EQ(uci_of_san("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "exd6"), "e5d6");
  EXPECT_EQ(uci_of_san("4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1", "Nd6+"), "e4d6");  // missing x
}

TEST(Notation, ParseSanRefusesWithAReason) {
  const std::pair<const char*, const char*> cases[] = {
      {"Nd2", "is ambiguous: it could be Nbd2, Nfd2"},
      {"Nd3", "is not a legal move in this position"},
      {"Nxd3", "is not a legal move"},
      {"Nxd4", "captures nothing"},
      {"Nxa3", "captures nothing"},
      {"O-O", "castling kingside is not legal here"},
      {"hello", "is not SAN"},
      {"", "is not SAN"},
      {"Kz9", "is not SAN"},
  };
  for (const auto& [text, reason] : cases) {
    std::string error;
    EXPECT_FALSE(parse_san(position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"), text, &error)) << text;
    EXPECT_NE(error.find(reason), std::string::npos) << text << ": " << error;
  }
  std::string error;
  EXPECT_FALSE(parse_san(position("3r4/4P1k1/8/8/8/8/8/K7 w - - 0 1"), "e8", &error));
  EXPECT_NE(error.find("needs a promotion piece"), std::string::npos) << error;
  EXPECT_FALSE(parse_san(position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"), "d5", &error));
}

}  // namespace
}  // namespace plyground::chess
