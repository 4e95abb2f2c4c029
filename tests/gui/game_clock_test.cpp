// Time controls as written on the command line, and the window's two clocks.
#include <gtest/gtest.h>

#include <array>
#include <stdexcept>

#include "gui/game_clock.hpp"

namespace plyground::gui {
namespace {

using std::chrono::milliseconds;
using Kind = host::TimeControl::Kind;

TEST(TimeControl, ReadsTheThreeForms) {
  host::TimeControl c = host::parse_time_control("60+0.5").value();
  EXPECT_EQ(c.kind, Kind::INCREMENT);
  EXPECT_EQ(c.base_ms, 60000);
  EXPECT_EQ(c.increment_ms, 500);
  EXPECT_EQ(c.text(), "1 min + 0.5 s");
  c = host::parse_time_control("300").value();
  EXPECT_EQ(c.kind, Kind::INCREMENT);
  EXPECT_EQ(c.increment_ms, 0);
  EXPECT_EQ(c.text(), "5 min + 0 s");
  c = host::parse_time_control("10/move").value();
  EXPECT_EQ(c.kind, Kind::PER_MOVE);
  EXPECT_EQ(c.per_move_ms, 10000);
  EXPECT_EQ(c.text(), "10 s per move");
  EXPECT_EQ(host::parse_time_control("none").value().kind, Kind::NONE);
  EXPECT_EQ(host::parse_time_control("none").value().text(), "no clock");
}

TEST(TimeControl, RefusesWhatIsNotOne) {
  for (const char* bad : {"", "fast", "0+1", "-5", "60+", "60+x", "10/moves", "0/move", "1e9", "60 +1", "nan"}) {
    const host::Expected<host::TimeControl> read = host::parse_time_control(bad);
    EXPECT_FALSE(read) << "accepted '" << bad << "'";
    EXPECT_NE(read.reason().find("not '" + std::string(bad) + "'"), std::string::npos) << read.reason();
  }
}

TEST(GameClock, MinutesPlusIncrement) {
  GameClock clock;
  clock.reset(host::parse_time_control("60+1").value());
  const auto t = GameClock::Time{} + std::chrono::hours(1);
  EXPECT_EQ(clock.running(), -1);
  clock.start(0, t);
  EXPECT_EQ(clock.left_ms(0, t + milliseconds(2500)), 57500);
  EXPECT_EQ(clock.left_ms(1, t + milliseconds(2500)), 60000);
  clock.moved(t + milliseconds(2500));  // charged, then the increment
  EXPECT_EQ(clock.left_ms(0, t + milliseconds(9000)), 58500);
  EXPECT_EQ(clock.running(), -1);
  clock.start(1, t + milliseconds(3000));
  clock.stop(t + milliseconds(4000));  // a pause: charged, no increment
  EXPECT_EQ(clock.left_ms(1, t + milliseconds(9000)), 59000);
  clock.start(1, t + milliseconds(10000));
  const host::Limits limits = clock.limits(1, t + milliseconds(11000));
  EXPECT_EQ(limits.time_left_ms[0], 58500);
  EXPECT_EQ(limits.time_left_ms[1], 58000);
  EXPECT_EQ(limits.increment_ms[1], 1000);
  EXPECT_EQ(limits.movetime_ms, 0);
  EXPECT_EQ(clock.flagged(t + milliseconds(10000 + 59000)), -1);  // exactly none left
  EXPECT_EQ(clock.flagged(t + milliseconds(10000 + 59001)), 1);
}

TEST(GameClock, PerMoveIsFullAgainEachMove) {
  GameClock clock;
  clock.reset(host::parse_time_control("2/move").value());
  const auto t = GameClock::Time{} + std::chrono::hours(1);
  clock.start(0, t);
  EXPECT_EQ(clock.left_ms(0, t + milliseconds(1500)), 500);
  // The player is told its move's time, less a margin for the answer to come back.
  EXPECT_EQ(clock.limits(0, t).movetime_ms, 1800);
  EXPECT_EQ(clock.limits(0, t).time_left_ms[0], 0);
  clock.moved(t + milliseconds(1500));
  EXPECT_EQ(clock.left_ms(0, t + milliseconds(1500)), 2000);
  clock.start(1, t + milliseconds(1500));
  EXPECT_EQ(clock.flagged(t + milliseconds(3501)), 1);
}

// Taking moves back puts both clocks back as they were when each position was reached.
TEST(GameClock, MovesTakenBackPutTheClocksBack) {
  GameClock clock;
  clock.reset(host::parse_time_control("60+1").value(), 2);  // two moves already played, unclocked
  const auto t = GameClock::Time{} + std::chrono::hours(1);
  clock.start(0, t);
  clock.move_made(0, t + milliseconds(5000));  // charged 5 s, given 1
  clock.start(1, t + milliseconds(5000));
  clock.move_made(1, t + milliseconds(8000));
  EXPECT_EQ(clock.left(t + milliseconds(9000)), (std::array<int64_t, 2>{56000, 58000}));
  clock.start(0, t + milliseconds(8000));  // runs out, then the loss is taken back
  clock.back_to_last_move();
  EXPECT_EQ(clock.running(), -1);
  EXPECT_EQ(clock.left(t + milliseconds(99000)), (std::array<int64_t, 2>{56000, 58000}));
  clock.move_taken_back();
  EXPECT_EQ(clock.left(t), (std::array<int64_t, 2>{56000, 60000}));
  clock.move_taken_back();
  EXPECT_EQ(clock.left(t), (std::array<int64_t, 2>{60000, 60000}));
  clock.move_taken_back();  // the moves played before the clock: full, as it was set
  clock.move_taken_back();
  clock.move_taken_back();  // past the start: stays there
  EXPECT_EQ(clock.left(t), (std::array<int64_t, 2>{60000, 60000}));
}

// A side is told it is short of time once each time it falls short.
TEST(GameClock, FallingShortIsSaidOnceEachTime) {
  GameClock clock;
  clock.reset(host::parse_time_control("60+30").value());  // short under 10 s
  const auto t = GameClock::Time{} + std::chrono::hours(1);
  clock.start(0, t);
  EXPECT_FALSE(clock.fell_short(0, t + milliseconds(49000)));
  EXPECT_TRUE(clock.fell_short(0, t + milliseconds(51000)));
  EXPECT_FALSE(clock.fell_short(0, t + milliseconds(52000)));
  EXPECT_FALSE(clock.fell_short(1, t + milliseconds(52000)));
  clock.moved(t + milliseconds(52000));  // 8 s and 30 more: no longer short
  EXPECT_FALSE(clock.fell_short(0, t + milliseconds(52000)));
  clock.start(0, t + milliseconds(52000));
  EXPECT_TRUE(clock.fell_short(0, t + milliseconds(81000)));
  clock.set_left({5000, 60000});  // times put back (a loss on time taken back): told again
  EXPECT_TRUE(clock.fell_short(0, t + milliseconds(81000)));
}

TEST(GameClock, NoClockNeverRunsOut) {
  GameClock clock;
  clock.reset({});
  const auto t = GameClock::Time{};
  clock.start(0, t);
  EXPECT_EQ(clock.running(), -1);
  EXPECT_EQ(clock.flagged(t + std::chrono::hours(100)), -1);
  EXPECT_EQ(clock.limits(0, t).movetime_ms, 0);
  EXPECT_EQ(clock.limits(0, t, 700).movetime_ms, 700);  // a move time alone stands as it is
}

// A move time chosen with a clock is kept, but never more than the clock can spare.
TEST(GameClock, AMoveTimeWithinAClock) {
  GameClock clock;
  clock.reset(host::parse_time_control("60+1").value());
  const auto t = GameClock::Time{} + std::chrono::hours(1);
  EXPECT_EQ(clock.limits(0, t, 2000).movetime_ms, 2000);
  EXPECT_EQ(clock.limits(0, t, 2000).time_left_ms[0], 60000);
  clock.set_left({9000, 60000});
  EXPECT_EQ(clock.limits(0, t, 2000).movetime_ms, 1900);  // a tenth of 9 s, and the increment
  clock.reset(host::parse_time_control("2/move").value());
  EXPECT_EQ(clock.limits(1, t, 5000).movetime_ms, 1800);
  EXPECT_EQ(clock.limits(1, t, 1000).movetime_ms, 1000);
}

// Short of time: an eighth of the game's time, at least 10 s and at most a minute.
TEST(GameClock, LowTime) {
  GameClock clock;
  const auto t = GameClock::Time{} + std::chrono::hours(1);
  clock.reset(host::parse_time_control("300+3").value());
  clock.set_left({37000, 38000});
  EXPECT_TRUE(clock.low(0, t));
  EXPECT_FALSE(clock.low(1, t));
  clock.reset(host::parse_time_control("60").value());
  clock.set_left({10500, 9900});
  EXPECT_FALSE(clock.low(0, t));
  EXPECT_TRUE(clock.low(1, t));
  clock.reset({});
  EXPECT_FALSE(clock.low(0, t));
}

// Taking a move back puts both clocks back as they were.
TEST(GameClock, SetLeftStopsTheClock) {
  GameClock clock;
  const auto t = GameClock::Time{} + std::chrono::hours(1);
  clock.reset(host::parse_time_control("60").value());
  clock.start(0, t);
  const std::array<int64_t, 2> before = clock.left(t + milliseconds(500));
  EXPECT_EQ(before[0], 59500);
  clock.set_left({30000, 40000});
  EXPECT_EQ(clock.running(), -1);
  EXPECT_EQ(clock.left_ms(0, t + milliseconds(9000)), 30000);
  EXPECT_EQ(clock.left_ms(1, t), 40000);
}

TEST(GameClock, TextAsPeopleReadIt) {
  EXPECT_EQ(clock_text(300000), "5:00");
  EXPECT_EQ(clock_text(61999), "1:01");
  EXPECT_EQ(clock_text(10000), "0:10");
  EXPECT_EQ(clock_text(7390), "0:07.3");
  EXPECT_EQ(clock_text(-20), "0:00.0");
}

}  // namespace
}  // namespace plyground::gui
