// Time per turn: the clock, timeouts played by the CPU, the seat handed to the CPU after two
// timeouts in a row, taking the seat back, and pausing.
#include <gtest/gtest.h>

#include "game/match.h"

using namespace reversi;
using namespace reversi::game;

namespace {

Match timed_match(TurnTime t = TurnTime::Seconds30, std::int64_t start = 1000) {
    Settings s;
    s.turn_time = t;
    return Match(s, start);
}

// The first legal move of the side to move.
int first_move(const Match& m) {
    return lowest_square(m.position().board.moves());
}

// Lets the human to move run out of time at `now` and answers the CPU request.
void time_out(Match& m, std::int64_t now) {
    ASSERT_TRUE(m.tick(now));
    auto req = m.cpu_request();
    ASSERT_TRUE(req);
    ASSERT_EQ(req->reason, CpuReason::Timeout);
    ASSERT_TRUE(m.apply_cpu_move(first_move(m), req->turn, now + 5));
}

}  // namespace

TEST(GameClock, NoLimitByDefault) {
    Match m(Settings{}, 0);
    EXPECT_FALSE(m.clock_running());
    EXPECT_FALSE(m.time_left_ms(1000000));
    EXPECT_FALSE(m.tick(1000000000));
    EXPECT_TRUE(m.human_to_move());
}

TEST(GameClock, CountsDownFromTheStartOfTheTurn) {
    Match m = timed_match(TurnTime::Seconds30, 1000);
    EXPECT_TRUE(m.clock_running());
    EXPECT_EQ(m.time_left_ms(1000), 30000);
    EXPECT_EQ(m.time_left_ms(11000), 20000);
    EXPECT_FALSE(m.tick(30999));
    EXPECT_EQ(m.play(parse_square("f5"), 30999), PlayStatus::Ok);
    // White's turn starts with a full 30 s at the time of Black's move.
    EXPECT_EQ(m.time_left_ms(30999), 30000);
    EXPECT_EQ(m.time_left_ms(100000), 0);  // never negative
}

TEST(GameClock, SixtySeconds) {
    Match m = timed_match(TurnTime::Seconds60, 0);
    EXPECT_FALSE(m.tick(59999));
    EXPECT_TRUE(m.tick(60000));
}

TEST(GameClock, OneTimeoutMakesTheCpuPlayWithANotice) {
    Match m = timed_match(TurnTime::Seconds30, 1000);
    EXPECT_TRUE(m.tick(31000));
    EXPECT_FALSE(m.human_to_move());
    EXPECT_FALSE(m.clock_running());
    EXPECT_EQ(m.cpu_turn_reason(), CpuReason::Timeout);
    auto req = m.cpu_request();
    ASSERT_TRUE(req);
    EXPECT_EQ(req->level, Settings{}.cpu_level);
    // The human's late click is refused: the turn belongs to the CPU now.
    EXPECT_EQ(m.play(parse_square("f5"), 31500), PlayStatus::NotYourTurn);
    ASSERT_TRUE(m.apply_cpu_move(parse_square("f5"), req->turn, 32000));
    EXPECT_EQ(m.moves().back(),
              (MoveRecord{parse_square("f5"), Color::Black, MoveSource::Timeout}));
    auto e = m.latest_event();
    ASSERT_TRUE(e);
    EXPECT_EQ(*e, (Event{EventKind::TimeoutMove, Color::Black, parse_square("f5"), 1}));
    EXPECT_EQ(m.seat(Color::Black).timeout_streak, 1);
    EXPECT_FALSE(m.seat_handed(Color::Black));
    // White's turn, with its own fresh clock.
    EXPECT_TRUE(m.human_to_move());
    EXPECT_EQ(m.time_left_ms(32000), 30000);
}

TEST(GameClock, TheStandInPlaysAtTheChosenCpuLevel) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    Settings s = m.settings();
    s.cpu_level = 7;
    m.set_settings(s, 0);
    ASSERT_TRUE(m.tick(30000));
    EXPECT_EQ(m.cpu_request()->level, 7);
}

TEST(GameClock, ALateClickReportsTimeUp) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    EXPECT_EQ(m.play(parse_square("f5"), 30000), PlayStatus::TimeUp);
    EXPECT_TRUE(m.moves().empty());
    EXPECT_EQ(m.cpu_turn_reason(), CpuReason::Timeout);
}

TEST(GameClock, TwoTimeoutsInARowHandTheSeatToTheCpu) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    std::int64_t now = 0;
    time_out(m, now += 30000);                                      // Black times out
    ASSERT_EQ(m.play(first_move(m), now += 1000), PlayStatus::Ok);  // White plays
    time_out(m, now += 30000);                                      // Black again: second in a row
    EXPECT_TRUE(m.seat_handed(Color::Black));
    ASSERT_GE(m.events().size(), 3u);
    const Event& handed = m.events().back();
    EXPECT_EQ(handed.kind, EventKind::SeatHanded);
    EXPECT_EQ(handed.color, Color::Black);
    EXPECT_EQ(m.events()[m.events().size() - 2].kind, EventKind::TimeoutMove);
    // White (human) plays; then the CPU plays Black without any clock.
    ASSERT_EQ(m.play(first_move(m), now += 1000), PlayStatus::Ok);
    EXPECT_EQ(m.cpu_turn_reason(), CpuReason::HandedSeat);
    EXPECT_FALSE(m.clock_running());
    EXPECT_FALSE(m.tick(now + 1000000));
    auto req = m.cpu_request();
    ASSERT_TRUE(req);
    ASSERT_TRUE(m.apply_cpu_move(first_move(m), req->turn, now += 10));
    EXPECT_EQ(m.moves().back().source, MoveSource::StandIn);
    EXPECT_EQ(m.play(first_move(m), now += 10), PlayStatus::Ok);           // White
    EXPECT_EQ(m.play(first_move(m), now += 10), PlayStatus::NotYourTurn);  // Black is the CPU's
}

TEST(GameClock, ReclaimingTheSeatGivesTheTurnBackWithAFreshClock) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    std::int64_t now = 0;
    time_out(m, now += 30000);
    m.play(first_move(m), now += 1000);
    time_out(m, now += 30000);
    m.play(first_move(m), now += 1000);
    ASSERT_EQ(m.cpu_turn_reason(), CpuReason::HandedSeat);
    std::uint64_t stale = m.cpu_request()->turn;
    EXPECT_FALSE(m.reclaim_seat(Color::White, now));  // never handed
    ASSERT_TRUE(m.reclaim_seat(Color::Black, now += 500));
    EXPECT_FALSE(m.seat_handed(Color::Black));
    EXPECT_EQ(m.seat(Color::Black).timeout_streak, 0);
    EXPECT_EQ(m.latest_event()->kind, EventKind::SeatReclaimed);
    EXPECT_TRUE(m.human_to_move());
    EXPECT_EQ(m.time_left_ms(now), 30000);
    // The CPU's answer to the earlier request arrives late and is ignored.
    EXPECT_FALSE(m.apply_cpu_move(first_move(m), stale, now + 10));
    EXPECT_EQ(m.play(first_move(m), now + 20), PlayStatus::Ok);
    EXPECT_FALSE(m.reclaim_seat(Color::Black, now + 30));
}

TEST(GameClock, AnOwnMoveResetsTheStreak) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    std::int64_t now = 0;
    time_out(m, now += 30000);                                      // Black: 1
    m.play(first_move(m), now += 1000);                             // White
    ASSERT_EQ(m.play(first_move(m), now += 1000), PlayStatus::Ok);  // Black moves itself: 0
    EXPECT_EQ(m.seat(Color::Black).timeout_streak, 0);
    m.play(first_move(m), now += 1000);  // White
    time_out(m, now += 30000);           // Black: 1 again
    EXPECT_FALSE(m.seat_handed(Color::Black));
    EXPECT_EQ(m.seat(Color::Black).timeout_streak, 1);
}

TEST(GameClock, TimeoutsAreCountedPerPerson) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    std::int64_t now = 0;
    time_out(m, now += 31000);  // Black
    time_out(m, now += 31000);  // White
    EXPECT_FALSE(m.seat_handed(Color::Black));
    EXPECT_FALSE(m.seat_handed(Color::White));
    time_out(m, now += 31000);  // Black: second in a row for Black
    EXPECT_TRUE(m.seat_handed(Color::Black));
    EXPECT_FALSE(m.seat_handed(Color::White));
}

TEST(GameClock, CpuSeatsHaveNoClock) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    m.set_seat(Color::Black, SeatKind::Cpu, 2, 0);
    EXPECT_FALSE(m.clock_running());
    EXPECT_FALSE(m.tick(1000000));
    EXPECT_EQ(m.cpu_turn_reason(), CpuReason::CpuSeat);
}

TEST(GameClock, PauseKeepsTheTimeLeft) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    m.pause(10000);
    EXPECT_TRUE(m.paused());
    EXPECT_EQ(m.time_left_ms(500000), 20000);
    EXPECT_FALSE(m.tick(500000));
    m.resume(500000);
    EXPECT_EQ(m.time_left_ms(505000), 15000);
    EXPECT_FALSE(m.tick(519999));
    EXPECT_TRUE(m.tick(520000));
}

TEST(GameClock, ChangingTheTurnTimeKeepsTheTimeUsed) {
    Match m = timed_match(TurnTime::Seconds60, 0);
    Settings s = m.settings();
    s.turn_time = TurnTime::Seconds30;
    m.set_settings(s, 40000);  // 40 s used: over the new 30 s limit
    EXPECT_EQ(m.time_left_ms(40000), 0);
    EXPECT_TRUE(m.tick(40000));
    s.turn_time = TurnTime::None;
    Match n = timed_match(TurnTime::Seconds30, 0);
    n.set_settings(s, 1000);
    EXPECT_FALSE(n.clock_running());
    EXPECT_FALSE(n.tick(1000000));
}

TEST(GameClock, UndoRestartsTheClock) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    m.play(parse_square("f5"), 1000);
    ASSERT_TRUE(m.undo(20000));
    EXPECT_EQ(m.time_left_ms(20000), 30000);
}

TEST(GameClock, TimeoutOnTheLastMoveEndsTheGame) {
    Match m = timed_match(TurnTime::Seconds30, 0);
    auto moves = parse_transcript("d3c3b3d2e1d6d7e3f4", Position::start());
    ASSERT_TRUE(moves);
    std::int64_t now = 0;
    for (size_t i = 0; i + 1 < moves->size(); ++i) m.play((*moves)[i], now += 100);
    ASSERT_TRUE(m.tick(now += 30000));
    ASSERT_TRUE(m.apply_cpu_move(moves->back(), m.cpu_request()->turn, now));
    EXPECT_TRUE(m.game_over());
    EXPECT_FALSE(m.needs_cpu_move());
    EXPECT_FALSE(m.clock_running());
    EXPECT_EQ(m.series().wins_a, 1);
}
