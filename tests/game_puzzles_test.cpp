// The daily endgame puzzle: the compiled-in pool (checked against the solver), the local date,
// the day's choice and its tier, the exercise, and the streak with its text form.
#include <gtest/gtest.h>

#include <limits>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/search.h"
#include "game/puzzles.h"

using namespace reversi;
using namespace reversi::game;

namespace {

constexpr double DAY_MS = 86400000.0;
// 2024-01-01, a Monday.
constexpr int MONDAY = 19723;

// A puzzle as a line of data/puzzles.txt.
std::string line_of(const EndgamePuzzle& p) {
    std::string line = to_obf(p.position);
    for (const MoveValue& v : p.values) {
        const int discs = value_in_discs(v.value);
        line += " " + square_name(v.move) + "=" + (discs > 0 ? "+" : "") + std::to_string(discs);
    }
    return line;
}

// A puzzle of `empties` empties with made-up values (for the choice and the sentences).
EndgamePuzzle fake(int empties, std::vector<int> discs = {4, 0, -2}, Color side = Color::Black) {
    EndgamePuzzle p;
    p.position = Position::start();
    p.position.to_move = side;
    p.empties = empties;
    const int squares[] = {19, 26, 37, 44};
    for (std::size_t i = 0; i < discs.size(); ++i)
        p.values.push_back({squares[i % 4], discs[i] * DISC_SCALE, true, empties});
    return p;
}

}  // namespace

TEST(GamePuzzles, ThePoolIsCompiledInWithEveryTier) {
    const std::vector<EndgamePuzzle>& pool = endgame_puzzles();
    ASSERT_GE(pool.size(), 150u);
    int tiers[PUZZLE_TIER_COUNT] = {};
    std::set<std::string> boards;
    for (const EndgamePuzzle& p : pool) {
        ++tiers[static_cast<int>(p.tier())];
        const int e = p.empties;
        EXPECT_TRUE((e >= 6 && e <= 8) || (e >= 10 && e <= 12) || (e >= 14 && e <= 16)) << e;
        EXPECT_EQ(e, p.position.board.empty_count());
        EXPECT_TRUE(boards.insert(to_obf(p.position)).second) << "twice: " << to_obf(p.position);
    }
    for (int t = 0; t < PUZZLE_TIER_COUNT; ++t) EXPECT_GE(tiers[t], 50) << tier_name(PuzzleTier(t));
    // The compiled-in text parses (endgame_puzzles() would be empty otherwise) and both Black
    // and White get to move.
    std::set<Color> sides;
    for (const EndgamePuzzle& p : pool) sides.insert(p.position.to_move);
    EXPECT_EQ(sides.size(), 2u);
}

TEST(GamePuzzles, EveryPuzzleHasOneBestMove) {
    for (const EndgamePuzzle& p : endgame_puzzles()) {
        const std::string obf = to_obf(p.position);
        ASSERT_GE(p.values.size(), 3u) << obf;
        EXPECT_EQ(popcount(p.position.board.moves()), static_cast<int>(p.values.size())) << obf;
        EXPECT_GE(p.values[0].value - p.values[1].value, 2 * DISC_SCALE) << obf;
        for (std::size_t i = 1; i < p.values.size(); ++i)
            EXPECT_LE(p.values[i].value, p.values[i - 1].value) << obf;
        for (const MoveValue& v : p.values) {
            EXPECT_TRUE(v.exact);
            EXPECT_EQ(v.depth, p.empties);
        }
    }
}

// The data is right: the stored value of every move is the solver's, on every tenth puzzle and
// every easy one.
TEST(GamePuzzles, StoredValuesAreTheSolversOnASample) {
    const std::vector<EndgamePuzzle>& pool = endgame_puzzles();
    Engine engine(16);
    int checked = 0;
    for (std::size_t i = 0; i < pool.size(); ++i) {
        const EndgamePuzzle& p = pool[i];
        if (i % 10 != 0 && p.tier() != PuzzleTier::Easy) continue;
        ++checked;
        Bitboard listed = 0;
        for (const MoveValue& v : p.values) {
            listed |= square_bit(v.move);
            const Board child = p.position.board.play(v.move);
            const SearchResult r = engine.solve(child);
            ASSERT_TRUE(r.exact);
            EXPECT_EQ(-r.score, v.value) << to_obf(p.position) << " " << square_name(v.move);
        }
        EXPECT_EQ(listed, p.position.board.moves()) << to_obf(p.position);
    }
    EXPECT_GE(checked, 60);
}

TEST(GamePuzzles, ParseReadsTheFormatAndNamesTheBadLine) {
    const EndgamePuzzle& first = endgame_puzzles().front();
    const std::string good = line_of(first);
    auto ok = parse_puzzles("# comment\n\n" + good + "\r\n# another\n" + good);
    ASSERT_TRUE(ok) << ok.error;
    ASSERT_EQ(ok->size(), 2u);
    EXPECT_EQ((*ok)[0].position, first.position);
    EXPECT_EQ((*ok)[0].empties, first.empties);
    ASSERT_EQ((*ok)[1].values.size(), first.values.size());
    for (std::size_t i = 0; i < first.values.size(); ++i) {
        EXPECT_EQ((*ok)[1].values[i].move, first.values[i].move);
        EXPECT_EQ((*ok)[1].values[i].value, first.values[i].value);
    }
    EXPECT_TRUE(parse_puzzles(""));
    EXPECT_TRUE(parse_puzzles("# only comments\n"));

    const std::string board = good.substr(0, 64);
    const std::string moves = good.substr(67);
    const std::string best = square_name(first.values[0].move);
    const std::string second = square_name(first.values[1].move);
    const struct {
        std::string line;
        const char* says;
    } bad[] = {
        {board.substr(1) + " X " + moves, "64 characters"},
        {board.substr(0, 63) + "x " + good.substr(65), "64 characters"},
        {board + " B " + moves, "side to move"},
        {board + " " + good.substr(65, 1), "expected a board"},
        {good + " " + best + "=+2", "listed twice"},
        {good + " a1", "SQUARE=VALUE"},
        {good.substr(0, 67) + second + "=+2 " + best + "=+60", "best first"},
        {good.substr(0, 67) + best + "=+3", "even number"},
        {good.substr(0, 67) + best + "=+66", "even number"},
        {good.substr(0, 67) + best + "=x", "SQUARE=VALUE"},
        {good.substr(0, 67) + best + "=+64", "missing"},
    };
    for (const auto& b : bad) {
        auto r = parse_puzzles("# made by a test\n\n" + good + "\n" + b.line + "\n" + good);
        ASSERT_FALSE(r) << b.line;
        EXPECT_EQ(r.error.rfind("line 4: ", 0), 0u) << r.error;
        EXPECT_NE(r.error.find(b.says), std::string::npos) << r.error;
    }
    // A square that is not a legal move.
    Bitboard illegal = first.position.board.empties() & ~first.position.board.moves();
    if (illegal) {
        const std::string sq = square_name(lowest_square(illegal));
        auto r = parse_puzzles(good + " " + sq + "=-64");
        ASSERT_FALSE(r);
        EXPECT_EQ(r.error, "line 1: " + sq + " is not a legal move");
    }
}

TEST(GamePuzzles, DayNumberFollowsTheLocalDate) {
    const double monday = MONDAY * DAY_MS;  // 2024-01-01T00:00Z
    EXPECT_EQ(day_number(0, 0), 0);
    EXPECT_EQ(day_number(-1, 0), -1);
    EXPECT_EQ(day_number(monday, 0), MONDAY);
    EXPECT_EQ(day_number(monday - 1, 0), MONDAY - 1);  // a millisecond before midnight
    EXPECT_EQ(day_number(monday + DAY_MS - 1, 0), MONDAY);
    // 23:30 UTC on Sunday is already Monday in Lisbon's summer time (+60), still Sunday at UTC.
    const double half_past_eleven = monday - 30 * 60000.0;
    EXPECT_EQ(day_number(half_past_eleven, 60), MONDAY);
    EXPECT_EQ(day_number(half_past_eleven, 0), MONDAY - 1);
    // 02:00 UTC on Monday is still Sunday evening in Sao Paulo (-180), Monday in Tokyo (+540).
    const double two_am = monday + 2 * 3600000.0;
    EXPECT_EQ(day_number(two_am, -180), MONDAY - 1);
    EXPECT_EQ(day_number(two_am, 540), MONDAY);
    EXPECT_EQ(day_number(monday + 15 * 3600000.0, 540), MONDAY + 1);  // 00:00 in Tokyo
    EXPECT_EQ(day_number(monday + 15 * 3600000.0 - 1, 540), MONDAY);
    // Not a date.
    EXPECT_EQ(day_number(std::numeric_limits<double>::quiet_NaN(), 0), 0);
}

TEST(GamePuzzles, TiersFollowTheWeek) {
    EXPECT_EQ(weekday(0), 3);  // 1970-01-01 was a Thursday
    EXPECT_EQ(weekday(MONDAY), 0);
    EXPECT_EQ(weekday(-1), 2);
    const PuzzleTier week[7] = {PuzzleTier::Easy,   PuzzleTier::Easy,   PuzzleTier::Medium,
                                PuzzleTier::Medium, PuzzleTier::Medium, PuzzleTier::Hard,
                                PuzzleTier::Hard};
    for (int d = 0; d < 28; ++d) {
        EXPECT_EQ(weekday(MONDAY + d), d % 7);
        EXPECT_EQ(daily_tier(MONDAY + d), week[d % 7]) << d;
        const EndgamePuzzle& p = endgame_puzzles()[static_cast<std::size_t>(
            daily_puzzle_index(endgame_puzzles(), MONDAY + d))];
        EXPECT_EQ(p.tier(), week[d % 7]) << d;
    }
    EXPECT_EQ(tier_of_empties(6), PuzzleTier::Easy);
    EXPECT_EQ(tier_of_empties(8), PuzzleTier::Easy);
    EXPECT_EQ(tier_of_empties(10), PuzzleTier::Medium);
    EXPECT_EQ(tier_of_empties(12), PuzzleTier::Medium);
    EXPECT_EQ(tier_of_empties(14), PuzzleTier::Hard);
    EXPECT_EQ(tier_of_empties(16), PuzzleTier::Hard);
}

TEST(GamePuzzles, TheSameDayGivesTheSamePuzzleAndTheNextDayAnother) {
    const std::vector<EndgamePuzzle>& pool = endgame_puzzles();
    std::set<int> seen;
    for (int day = MONDAY - 400; day < MONDAY + 1200; ++day) {
        const int today = daily_puzzle_index(pool, day);
        ASSERT_GE(today, 0);
        EXPECT_EQ(daily_puzzle_index(pool, day), today);
        EXPECT_NE(daily_puzzle_index(pool, day + 1), today) << day;
        EXPECT_EQ(daily_puzzle(day).position, pool[static_cast<std::size_t>(today)].position);
        seen.insert(today);
    }
    // Over four years and more, every puzzle comes up.
    EXPECT_EQ(seen.size(), pool.size());
    // Each tier's puzzles are dealt out in rounds, each puzzle once a round: over 300 weeks (600
    // easy days) each easy puzzle comes up 600 / n times, give or take one where the window
    // cuts a round.
    std::map<int, int> shown;
    int easy_days = 0, easy_count = 0;
    for (const EndgamePuzzle& p : pool) easy_count += p.tier() == PuzzleTier::Easy;
    for (int day = MONDAY; day < MONDAY + 7 * 300; ++day)
        if (daily_tier(day) == PuzzleTier::Easy) {
            ++shown[daily_puzzle_index(pool, day)];
            ++easy_days;
        }
    ASSERT_EQ(easy_days, 600);
    EXPECT_EQ(static_cast<int>(shown.size()), easy_count);
    for (const auto& [index, times] : shown) {
        EXPECT_GE(times, 600 / easy_count - 1) << index;
        EXPECT_LE(times, (600 + easy_count - 1) / easy_count + 1) << index;
    }
}

// The choice is a fixed function of the date and the pool, the same on every platform.
TEST(GamePuzzles, TheChoiceIsPinned) {
    std::vector<EndgamePuzzle> pool;
    for (int i = 0; i < 10; ++i) pool.push_back(fake(7));
    for (int i = 0; i < 7; ++i) pool.push_back(fake(11));
    for (int i = 0; i < 5; ++i) pool.push_back(fake(15));
    std::vector<int> week;
    for (int day = MONDAY; day < MONDAY + 14; ++day) week.push_back(daily_puzzle_index(pool, day));
    const std::vector<int> pinned = {4, 8, 13, 12, 10, 21, 20, 5, 1, 14, 15, 12, 19, 17};
    EXPECT_EQ(week, pinned);
    EXPECT_EQ(daily_puzzle_index({}, MONDAY), -1);
    // A pool without every tier is dealt out whole, whatever the weekday.
    pool.resize(12);
    for (int day = MONDAY; day < MONDAY + 60; ++day) {
        const int i = daily_puzzle_index(pool, day);
        EXPECT_TRUE(i >= 0 && i < 12) << i;
        EXPECT_NE(daily_puzzle_index(pool, day + 1), i);
    }
}

TEST(GamePuzzles, TheDayAsAnExercise) {
    const int day = MONDAY + 5;  // a Saturday: hard
    const Exercise x = daily_puzzle(day);
    const EndgamePuzzle& p =
        endgame_puzzles()[static_cast<std::size_t>(daily_puzzle_index(endgame_puzzles(), day))];
    EXPECT_EQ(x.id, "daily-" + std::to_string(day));
    EXPECT_EQ(x.goal, Goal::Values);
    EXPECT_EQ(x.tolerance, 0);
    EXPECT_EQ(x.position, p.position);
    ASSERT_EQ(x.values.size(), p.values.size());
    EXPECT_EQ(x.title.en, "Daily puzzle · " + std::to_string(p.empties) + " empties · hard");
    EXPECT_EQ(x.title.pt,
              "Problema do dia · " + std::to_string(p.empties) + " casas vazias · difícil");
    EXPECT_TRUE(x.wrong.en.empty() && x.wrong.pt.empty());
    // Only the best move is right.
    EXPECT_EQ(right_squares(x), square_bit(p.values.front().move));
    EXPECT_EQ(shown_answer(x), p.values.front().move);
    EXPECT_EQ(judge(x, p.values.front().move, Language::English).verdict, Verdict::Right);
    EXPECT_EQ(judge(x, p.values[1].move, Language::English).verdict, Verdict::Wrong);

    const Course course = daily_course(day);
    EXPECT_EQ(course.id, "daily");
    ASSERT_EQ(course.steps.size(), 1u);
    EXPECT_EQ(course.steps[0].id, x.id);
}

TEST(GamePuzzles, PromptsSayWhoPlaysAndTheResult) {
    Exercise x = puzzle_exercise(fake(8, {6, -2, -4}), 3);
    EXPECT_EQ(x.title.en, "Daily puzzle · 8 empties · easy");
    EXPECT_EQ(x.title.pt, "Problema do dia · 8 casas vazias · fácil");
    EXPECT_EQ(x.prompt.en, "Black to play and win.");
    EXPECT_EQ(x.prompt.pt, "As pretas jogam e ganham.");
    EXPECT_EQ(x.right.en, "Right: Black wins by 6 with best play.");
    EXPECT_EQ(x.right.pt, "Certo: as pretas ganham por 6 com o melhor jogo.");

    x = puzzle_exercise(fake(12, {10, 4, -2}, Color::White), 3);
    EXPECT_EQ(x.title.en, "Daily puzzle · 12 empties · medium");
    EXPECT_EQ(x.title.pt, "Problema do dia · 12 casas vazias · médio");
    EXPECT_EQ(x.prompt.en, "White to play and win by the most discs.");
    EXPECT_EQ(x.prompt.pt, "As brancas jogam e ganham pela maior diferença.");
    EXPECT_EQ(x.right.en, "Right: White wins by 10 with best play.");

    x = puzzle_exercise(fake(14, {0, -2, -8}, Color::White), 3);
    EXPECT_EQ(x.prompt.en, "White to play and draw.");
    EXPECT_EQ(x.prompt.pt, "As brancas jogam e empatam.");
    EXPECT_EQ(x.right.en, "Right: it is a draw with best play.");
    EXPECT_EQ(x.right.pt, "Certo: com o melhor jogo, é empate.");

    x = puzzle_exercise(fake(16, {-2, -6, -8}), 3);
    EXPECT_EQ(x.title.en, "Daily puzzle · 16 empties · hard");
    EXPECT_EQ(x.prompt.en, "Black to play and lose by the least.");
    EXPECT_EQ(x.prompt.pt, "As pretas jogam e perdem pela menor diferença.");
    EXPECT_EQ(x.right.en, "Right: Black loses by only 2 with best play.");
    EXPECT_EQ(x.right.pt, "Certo: as pretas perdem só por 2 com o melhor jogo.");
}

TEST(GamePuzzles, StreakContinuesRestartsAndKeepsTheBest) {
    Streak s;
    EXPECT_EQ(streak_today(s, MONDAY), 0);
    EXPECT_TRUE(record_solve(s, MONDAY));
    EXPECT_EQ(s, (Streak{MONDAY, 1, 1, 1}));
    EXPECT_FALSE(record_solve(s, MONDAY));  // the same day counts once
    EXPECT_EQ(s, (Streak{MONDAY, 1, 1, 1}));
    EXPECT_TRUE(record_solve(s, MONDAY + 1));
    EXPECT_TRUE(record_solve(s, MONDAY + 2));
    EXPECT_EQ(s, (Streak{MONDAY + 2, 3, 3, 3}));
    EXPECT_EQ(streak_today(s, MONDAY + 2), 3);  // solved today
    EXPECT_EQ(streak_today(s, MONDAY + 3), 3);  // not yet today: still alive
    EXPECT_EQ(streak_today(s, MONDAY + 4), 0);  // a day missed
    EXPECT_FALSE(record_solve(s, MONDAY + 1));  // a clock put back
    EXPECT_EQ(s, (Streak{MONDAY + 2, 3, 3, 3}));
    EXPECT_TRUE(record_solve(s, MONDAY + 4));  // a gap: a new run
    EXPECT_EQ(s, (Streak{MONDAY + 4, 1, 3, 4}));
    EXPECT_TRUE(record_solve(s, MONDAY + 5));
    EXPECT_EQ(s, (Streak{MONDAY + 5, 2, 3, 5}));
    for (int d = 6; d < 9; ++d) EXPECT_TRUE(record_solve(s, MONDAY + d));
    EXPECT_EQ(s, (Streak{MONDAY + 8, 5, 5, 8}));
    EXPECT_FALSE(record_solve(s, -3));
    // Day 0 is a day like any other.
    Streak first;
    EXPECT_TRUE(record_solve(first, 0));
    EXPECT_TRUE(record_solve(first, 1));
    EXPECT_EQ(first, (Streak{1, 2, 2, 2}));
}

TEST(GamePuzzles, StreakTextRoundTripsAndRefusesMalformedText) {
    EXPECT_EQ(streak_to_string(Streak{}), "last_day=-1 current=0 best=0 solved=0");
    EXPECT_EQ(streak_to_string(Streak{20428, 3, 7, 12}),
              "last_day=20428 current=3 best=7 solved=12");
    for (const Streak& s : {Streak{}, Streak{20428, 3, 7, 12}, Streak{0, 1, 1, 1}}) {
        auto back = parse_streak(streak_to_string(s));
        ASSERT_TRUE(back) << streak_to_string(s);
        EXPECT_EQ(*back, s);
    }
    EXPECT_TRUE(parse_streak("  last_day=5 current=1 best=1 solved=1\n"));
    for (const char* bad : {
             "",
             "last_day=5 current=1 best=1",
             "last_day=5 current=1 best=1 solved=1 extra=2",
             "current=1 last_day=5 best=1 solved=1",
             "last_day=5 current=1 best=1 solved=",
             "last_day=5 current=one best=1 solved=1",
             "last_day=5 current=1 best=1 solved=1x",
             "last_day=5 current=+1 best=1 solved=1",
             "last_day=5 current=- best=1 solved=1",
             "last_day=5 current=2 best=1 solved=2",   // current above best
             "last_day=5 current=1 best=3 solved=2",   // best above solved
             "last_day=5 current=0 best=1 solved=1",   // a last day without a run
             "last_day=-1 current=1 best=1 solved=1",  // a run without a last day
             "last_day=-2 current=0 best=0 solved=0",
             "last_day=5 current=1 best=1 solved=9999999999",
             "last_day:5 current=1 best=1 solved=1",
         })
        EXPECT_FALSE(parse_streak(bad)) << bad;
}
