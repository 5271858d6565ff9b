// Ranked play: Elo expectations, K factors, updates after a win, a draw and a loss, and the
// rating's text form.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "engine/level.h"
#include "game/rating.h"

using namespace reversi::game;

TEST(GameRating, ExpectedScore) {
    EXPECT_DOUBLE_EQ(expected_score(1500, 1500), 0.5);
    EXPECT_NEAR(expected_score(1600, 1200), 0.909, 0.001);  // 400 points: 10 to 1
    EXPECT_NEAR(expected_score(1200, 1600), 0.091, 0.001);
    EXPECT_NEAR(expected_score(1300, 1200) + expected_score(1200, 1300), 1.0, 1e-12);
}

TEST(GameRating, LevelTableIsIncreasing) {
    for (int level = MIN_CPU_LEVEL; level < MAX_CPU_LEVEL; ++level) {
        EXPECT_LT(level_rating(level), level_rating(level + 1));
    }
    EXPECT_EQ(level_rating(1), engine_level_ratings()[0]);
    for (int level = MIN_CPU_LEVEL; level <= MAX_CPU_LEVEL; ++level) {
        EXPECT_EQ(level_rating(level), reversi::level_rating(level));  // the engine's ladder
    }
    EXPECT_EQ(level_rating(0), level_rating(1));  // clamped
    EXPECT_EQ(level_rating(99), level_rating(MAX_CPU_LEVEL));
    LevelRatings custom = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    EXPECT_EQ(level_rating(4, custom), 4);
}

TEST(GameRating, KFactorIsLargerForNewPlayers) {
    EXPECT_EQ(k_factor(0), PROVISIONAL_K);
    EXPECT_EQ(k_factor(PROVISIONAL_GAMES - 1), PROVISIONAL_K);
    EXPECT_EQ(k_factor(PROVISIONAL_GAMES), K_FACTOR);
}

TEST(GameRating, WinDrawLossAgainstAnEqualLevel) {
    LevelRatings table = engine_level_ratings();
    table[2] = START_RATING;  // level 3 rated like a new player
    Rating win, draw, loss;
    RatingEntry w = record_ranked_game(win, 3, Outcome::Win, table);
    RatingEntry d = record_ranked_game(draw, 3, Outcome::Draw, table);
    RatingEntry l = record_ranked_game(loss, 3, Outcome::Loss, table);
    EXPECT_EQ(w.before, START_RATING);
    EXPECT_EQ(w.after, START_RATING + PROVISIONAL_K / 2);
    EXPECT_EQ(d.after, START_RATING);
    EXPECT_EQ(l.after, START_RATING - PROVISIONAL_K / 2);
    EXPECT_EQ(win.value, w.after);
    ASSERT_EQ(win.history.size(), 1u);
    EXPECT_EQ(win.history[0], w);
}

TEST(GameRating, DrawAgainstStrongerLevelGains) {
    Rating r;  // a new player against the strongest level
    RatingEntry e = record_ranked_game(r, MAX_CPU_LEVEL, Outcome::Draw);
    double expected = expected_score(START_RATING, level_rating(MAX_CPU_LEVEL));
    EXPECT_EQ(e.after, 1200 + static_cast<int>(std::lround(PROVISIONAL_K * (0.5 - expected))));
    EXPECT_GT(e.after, 1200);
    // A draw sits between a win and a loss.
    Rating w, l;
    EXPECT_GT(record_ranked_game(w, MAX_CPU_LEVEL, Outcome::Win).after, e.after);
    EXPECT_LT(record_ranked_game(l, MAX_CPU_LEVEL, Outcome::Loss).after, e.after);
}

TEST(GameRating, LossAgainstWeakLevelCostsMore) {
    Rating a, b;
    int weak = record_ranked_game(a, 1, Outcome::Loss).after;
    int strong = record_ranked_game(b, MAX_CPU_LEVEL, Outcome::Loss).after;
    EXPECT_LT(weak, strong);
}

TEST(GameRating, KDropsAfterProvisionalGames) {
    LevelRatings table = engine_level_ratings();
    Rating r;
    for (int i = 0; i < PROVISIONAL_GAMES; ++i) {
        table[0] = r.value;  // always an equal opponent: a win gains K/2
        RatingEntry e = record_ranked_game(r, 1, Outcome::Win, table);
        EXPECT_EQ(e.after - e.before, PROVISIONAL_K / 2);
    }
    table[0] = r.value;
    RatingEntry e = record_ranked_game(r, 1, Outcome::Win, table);
    EXPECT_EQ(e.after - e.before, K_FACTOR / 2);
    EXPECT_EQ(r.games(), PROVISIONAL_GAMES + 1);
}

TEST(GameRating, TextRoundTrip) {
    Rating r;
    record_ranked_game(r, 3, Outcome::Win);
    record_ranked_game(r, 5, Outcome::Draw);
    record_ranked_game(r, 8, Outcome::Loss);
    auto back = parse_rating(rating_to_string(r));
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(*back, r);
    auto fresh = parse_rating("1200");
    ASSERT_TRUE(fresh);
    EXPECT_EQ(*fresh, Rating{});
}

TEST(GameRating, RankedGameInProgressIsKeptInTheTextForm) {
    Rating r;
    record_ranked_game(r, 3, Outcome::Win);
    r.pending_level = 5;
    std::string text = rating_to_string(r);
    EXPECT_EQ(text.substr(text.size() - 10), " pending:5") << text;
    auto back = parse_rating(text);
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(*back, r);
    auto first = parse_rating("1200 pending:10");  // the first ranked game, under way
    ASSERT_TRUE(first) << first.error;
    EXPECT_EQ(first->pending_level, 10);
    EXPECT_EQ(first->games(), 0);
    EXPECT_FALSE(parse_rating("1200 pending:11"));  // no level 11
    EXPECT_FALSE(parse_rating("1200 pending:0"));
    EXPECT_FALSE(parse_rating("1200 pending:"));
    EXPECT_FALSE(parse_rating("1200 pending:x"));
    EXPECT_FALSE(parse_rating("1220 pending:3 3:W:1200:1220"));  // only as the last token
    EXPECT_FALSE(parse_rating("1200 pending:3 pending:4"));
}

TEST(GameRating, TextErrors) {
    EXPECT_FALSE(parse_rating(""));
    EXPECT_FALSE(parse_rating("abc"));
    EXPECT_FALSE(parse_rating("1220 3:W:1200"));        // truncated entry
    EXPECT_FALSE(parse_rating("1220 11:W:1200:1220"));  // no level 11
    EXPECT_FALSE(parse_rating("1220 3:X:1200:1220"));   // unknown result
    EXPECT_FALSE(parse_rating("1220 3:W:1100:1220"));   // does not start at 1200
    EXPECT_FALSE(parse_rating("1300 3:W:1200:1220"));   // value disagrees with history
    EXPECT_TRUE(parse_rating("1220 3:W:1200:1220"));
}

TEST(GameRating, DatesAreKeptInTheTextForm) {
    Rating r;
    record_ranked_game(r, 3, Outcome::Win, engine_level_ratings(), 1714729200);
    record_ranked_game(r, 4, Outcome::Loss);  // no date known
    EXPECT_EQ(r.history[0].date, 1714729200);
    EXPECT_EQ(r.history[1].date, 0);
    std::string text = rating_to_string(r);
    EXPECT_NE(text.find(":1714729200 "), std::string::npos) << text;
    auto back = parse_rating(text);
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(*back, r);
    // Older text without dates still reads.
    auto old = parse_rating("1220 3:W:1200:1220");
    ASSERT_TRUE(old);
    EXPECT_EQ(old->history[0].date, 0);
    EXPECT_FALSE(parse_rating("1220 3:W:1200:1220:"));        // empty date
    EXPECT_FALSE(parse_rating("1220 3:W:1200:1220:0"));       // a date of 0 is written as none
    EXPECT_FALSE(parse_rating("1220 3:W:1200:1220:-5"));      // before 1970
    EXPECT_FALSE(parse_rating("1220 3:W:1200:1220:17x"));     // not a number
    EXPECT_FALSE(parse_rating("1220 3:W:1200:1220:1714:9"));  // a sixth field
}

TEST(GameRating, NewerRatingHasMoreGames) {
    Rating fresh, one, two;
    record_ranked_game(one, 3, Outcome::Win);
    two = one;
    record_ranked_game(two, 3, Outcome::Loss);
    EXPECT_TRUE(rating_is_newer(one, fresh));
    EXPECT_TRUE(rating_is_newer(two, one));
    EXPECT_FALSE(rating_is_newer(one, two));
    EXPECT_FALSE(rating_is_newer(one, one));
    EXPECT_FALSE(rating_is_newer(fresh, fresh));
    // A ranked game started since is a later state; its outcome, recorded, later still.
    Rating started = one;
    started.pending_level = 4;
    EXPECT_TRUE(rating_is_newer(started, one));
    EXPECT_FALSE(rating_is_newer(one, started));
    EXPECT_TRUE(rating_is_newer(two, started));
    EXPECT_FALSE(rating_is_newer(started, two));
    Rating first_started;
    first_started.pending_level = 2;
    EXPECT_TRUE(rating_is_newer(first_started, fresh));
}
