// Ranked play: the player's Elo rating against the CPU levels, and its history.
//
// Each CPU level has a fixed rating (an anchor); the player's rating moves after every ranked
// game by the standard Elo rule, new = old + K * (score - expected), with a win scoring 1, a
// draw 0.5 and a loss 0. K is larger for the first games so that a new player's rating settles
// quickly, as in FIDE's rules for new players.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.h"
#include "settings.h"

namespace reversi::game {

// The rating of each CPU level, index 0 for level 1.
using LevelRatings = std::array<int, MAX_CPU_LEVEL>;
// The CPU player's own ladder (engine/level.h): the default table of every Match.
const LevelRatings& engine_level_ratings();

constexpr int START_RATING = 1200;
constexpr int PROVISIONAL_GAMES = 10;  // games played with the larger K
constexpr int PROVISIONAL_K = 40;
constexpr int K_FACTOR = 32;

enum class Outcome { Loss, Draw, Win };

// 0, 0.5 or 1: the Elo score of an outcome.
double outcome_score(Outcome outcome);
// The expected score (0..1) of a player rated `rating` against one rated `opponent`.
double expected_score(double rating, double opponent);
// The K factor for the next game after `games_played` ranked games.
int k_factor(int games_played);
// The rating of CPU `level` (1..MAX_CPU_LEVEL) in `table`.
int level_rating(int level, const LevelRatings& table = engine_level_ratings());

struct RatingEntry {
    int level = MIN_CPU_LEVEL;  // the CPU level played
    Outcome outcome = Outcome::Draw;
    int before = START_RATING;
    int after = START_RATING;
    std::int64_t date = 0;  // when it was played, in seconds since 1970 (UTC); 0 when unknown

    bool operator==(const RatingEntry& e) const {
        return level == e.level && outcome == e.outcome && before == e.before && after == e.after &&
               date == e.date;
    }
};

struct Rating {
    int value = START_RATING;
    std::vector<RatingEntry> history;  // oldest first
    // The CPU level of a ranked game started (a move made) but not yet recorded, 0 for none.
    // Kept with the rating so that a ranked game whose save is lost still counts (as a loss).
    int pending_level = 0;

    int games() const { return static_cast<int>(history.size()); }
    bool operator==(const Rating& r) const {
        return value == r.value && history == r.history && pending_level == r.pending_level;
    }
};

// Records one ranked game against `level`, played at `date` (seconds since 1970, 0 unknown), and
// returns its history entry.
RatingEntry record_ranked_game(Rating& rating, int level, Outcome outcome,
                               const LevelRatings& table = engine_level_ratings(),
                               std::int64_t date = 0);

// True when `candidate` is a later state of the rating than `current`: it has recorded more
// games (a history only ever grows), or as many with a ranked game started since. Used to
// choose between two stored copies.
bool rating_is_newer(const Rating& candidate, const Rating& current);

// The rating as text: the value, then one "level:W|D|L:before:after[:date]" token per game, the
// date in seconds since 1970 and left out when unknown, then "pending:level" when a ranked game
// is in progress, e.g. "1216 3:W:1200:1220:1714729200 4:L:1220:1216 pending:5".
std::string rating_to_string(const Rating& rating);
// Parses the text form; every token is checked (levels in range, ratings chained).
Result<Rating> parse_rating(std::string_view text);

}  // namespace reversi::game
