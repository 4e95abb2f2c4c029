// ICCS, WXF and Chinese notation, with textbook examples.
#include "../test_support.hpp"

namespace plyground::xiangqi {
namespace {

using test::position;

struct Written {
  std::string wxf, chinese;
};

Written write(const Position& pos, const char* iccs) {
  const Move m = parse_iccs(iccs);
  EXPECT_TRUE(pos.is_legal(m)) << iccs;
  return {to_wxf(pos, m), to_chinese(pos, m)};
}

void expect_written(const char* fen, const char* iccs, const char* wxf, const char* chinese) {
  const Position pos = position(fen);
  const Written w = write(pos, iccs);
  EXPECT_EQ(w.wxf, wxf) << iccs;
  EXPECT_EQ(w.chinese, chinese) << iccs;
  std::string error;
  EXPECT_EQ(to_iccs(parse_wxf(pos, wxf, &error)), iccs) << wxf << ": " << error;
  EXPECT_EQ(to_iccs(parse_chinese(pos, chinese, &error)), iccs) << chinese << ": " << error;
}

TEST(Notation, IccsRoundTrip) {
  EXPECT_EQ(to_iccs(parse_iccs("h2e2")), "h2e2");
  EXPECT_EQ(to_iccs(parse_iccs("H2-E2")), "h2e2");
  EXPECT_FALSE(parse_iccs("h2e"));
  EXPECT_FALSE(parse_iccs("j2e2"));
  EXPECT_FALSE(parse_iccs("h2h2"));
  EXPECT_EQ(to_iccs(Move::none()), "0000");
}

// Chinese as people type it: traditional characters, Black's digits in ASCII, spaces.
TEST(Notation, ChineseIsReadAsPeopleTypeIt) {
  const Position start = Position::start();
  std::string error;
  EXPECT_EQ(to_iccs(parse_chinese(start, "炮二平五", &error)), "h2e2") << error;
  EXPECT_EQ(to_iccs(parse_chinese(start, "傌二進三", &error)), "h0g2") << error;
  EXPECT_EQ(to_iccs(parse_chinese(start, "炮 二 平 五", &error)), "h2e2") << error;
  const Position black = position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
  EXPECT_EQ(to_iccs(parse_chinese(black, "马２进３", &error)), "b9c7") << error;
  EXPECT_EQ(to_iccs(parse_chinese(black, "馬2進3", &error)), "b9c7") << error;
  EXPECT_FALSE(parse_chinese(start, "炮二进九", &error));
  EXPECT_EQ(error, "'炮二进九' names no legal move in this position");
  EXPECT_FALSE(parse_chinese(start, "", &error));
}

TEST(Notation, ParseLegalIccsSaysWhy) {
  std::string error;
  EXPECT_FALSE(parse_legal_iccs(Position::start(), "h2h8", &error));
  EXPECT_NE(error.find("not a legal move"), std::string::npos) << error;
  EXPECT_FALSE(parse_legal_iccs(Position::start(), "zz", &error));
  EXPECT_NE(error.find("not an ICCS move"), std::string::npos) << error;
  EXPECT_EQ(to_iccs(parse_legal_iccs(Position::start(), "h2e2", &error)), "h2e2");
}

TEST(Notation, CentralCannonOpening) { expect_written(Position::kStartFen.data(), "h2e2", "C2.5", "炮二平五"); }

TEST(Notation, BlackHorseAdvances) {
  expect_written("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", "h9g7", "H8+7", "马８进７");
}

TEST(Notation, EveryPieceFromTheStart) {
  const char* start = Position::kStartFen.data();
  expect_written(start, "b0c2", "H8+7", "马八进七");
  expect_written(start, "a0a1", "R9+1", "车九进一");
  expect_written(start, "d0e1", "A6+5", "仕六进五");
  expect_written(start, "c0e2", "E7+5", "相七进五");
  expect_written(start, "e0e1", "K5+1", "帅五进一");
  expect_written(start, "g3g4", "P3+1", "兵三进一");
  expect_written(start, "b2b9", "C8+7", "炮八进七");
}

TEST(Notation, BlackMovesBackward) {
  // Black chariot on a5 retreats to a9: backward for Black is up the ranks.
  expect_written("4k4/9/9/9/r8/9/9/9/9/3K5 b", "a5a9", "R1-4", "车１退４");
}

TEST(Notation, TandemChariots) {
  const char* fen = "4k4/9/9/9/9/1R7/9/9/9/1R1K5 w";  // chariots on b4 (front) and b0 (rear)
  expect_written(fen, "b4e4", "R+.5", "前车平五");
  expect_written(fen, "b0c0", "R-.7", "后车平七");
  expect_written(fen, "b4b7", "R++3", "前车进三");
}

TEST(Notation, TandemFileFormIsAcceptedWhenUnambiguous) {
  const Position pos = position("4k4/9/9/9/9/1R7/9/9/9/1R1K5 w");
  EXPECT_EQ(to_iccs(parse_wxf(pos, "R8.5")), "b4e4");  // only the front chariot can reach e4
  std::string error;
  EXPECT_FALSE(parse_wxf(pos, "R8+1", &error));  // both could
  EXPECT_NE(error.find("ambiguous"), std::string::npos) << error;
}

TEST(Notation, ThreeSoldiersOnAFile) {
  const char* fen = "4k4/2P6/2P6/2P6/9/9/9/9/9/3K5 w";  // red soldiers c6, c7, c8
  expect_written(fen, "c8d8", "P+.6", "前兵平六");
  expect_written(fen, "c7d7", "P7.6", "中兵平六");
  expect_written(fen, "c6d6", "P-.6", "后兵平六");
}

TEST(Notation, FiveSoldiersOnAFile) {
  const char* fen = "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w";  // c5 .. c9
  expect_written(fen, "c9d9", "++.6", "一兵平六");
  expect_written(fen, "c8d8", "P+.6", "二兵平六");
  expect_written(fen, "c7d7", "P7.6", "三兵平六");
  expect_written(fen, "c6d6", "P-.6", "四兵平六");
  expect_written(fen, "c5d5", "--.6", "五兵平六");
}

TEST(Notation, SoldiersOnTwoFiles) {
  const char* fen = "4k4/9/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w";  // c5 c6 c7 and g5 g6
  expect_written(fen, "g6f6", "3+.4", "前三平四");
  expect_written(fen, "g5f5", "3-.4", "后三平四");
  expect_written(fen, "c6d6", "77.6", "中七平六");
}

TEST(Notation, WxfInputVariants) {
  const Position pos = Position::start();
  EXPECT_EQ(to_iccs(parse_wxf(pos, "c2=5")), "h2e2");
  EXPECT_EQ(to_iccs(parse_wxf(pos, "N8+7")), "b0c2");  // N for the horse, as in FEN
  EXPECT_EQ(to_iccs(parse_wxf(pos, "B3+5")), "g0e2");  // B for the elephant
  std::string error;
  EXPECT_FALSE(parse_wxf(pos, "C2.4x", &error));
  EXPECT_NE(error.find("names no legal move"), std::string::npos) << error;
}

}  // namespace
}  // namespace plyground::xiangqi
