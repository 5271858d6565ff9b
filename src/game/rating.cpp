// Elo arithmetic and the rating's text form.
#include "rating.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/level.h"

namespace reversi::game {

static_assert(MAX_CPU_LEVEL == LEVEL_COUNT && MIN_CPU_LEVEL == MIN_LEVEL,
              "the match's CPU levels are the engine's");

const LevelRatings& engine_level_ratings() {
    static const LevelRatings TABLE = [] {
        LevelRatings t{};
        for (int level = MIN_CPU_LEVEL; level <= MAX_CPU_LEVEL; ++level) {
            t[static_cast<size_t>(level - MIN_CPU_LEVEL)] = reversi::level_rating(level);
        }
        return t;
    }();
    return TABLE;
}

double outcome_score(Outcome outcome) {
    switch (outcome) {
        case Outcome::Win:
            return 1.0;
        case Outcome::Draw:
            return 0.5;
        case Outcome::Loss:
            break;
    }
    return 0.0;
}

double expected_score(double rating, double opponent) {
    return 1.0 / (1.0 + std::pow(10.0, (opponent - rating) / 400.0));
}

int k_factor(int games_played) {
    return games_played < PROVISIONAL_GAMES ? PROVISIONAL_K : K_FACTOR;
}

int level_rating(int level, const LevelRatings& table) {
    if (level < MIN_CPU_LEVEL) level = MIN_CPU_LEVEL;
    if (level > MAX_CPU_LEVEL) level = MAX_CPU_LEVEL;
    return table[static_cast<size_t>(level - MIN_CPU_LEVEL)];
}

RatingEntry record_ranked_game(Rating& rating, int level, Outcome outcome,
                               const LevelRatings& table, std::int64_t date) {
    double expected = expected_score(rating.value, level_rating(level, table));
    double delta = k_factor(rating.games()) * (outcome_score(outcome) - expected);
    RatingEntry entry{level, outcome, rating.value,
                      rating.value + static_cast<int>(std::lround(delta)),
                      std::max<std::int64_t>(0, date)};
    rating.value = entry.after;
    rating.history.push_back(entry);
    return entry;
}

bool rating_is_newer(const Rating& candidate, const Rating& current) {
    // Each game moves the rating on twice: started (pending), then recorded.
    const auto progress = [](const Rating& r) { return 2 * r.games() + (r.pending_level ? 1 : 0); };
    return progress(candidate) > progress(current);
}

namespace {

constexpr std::string_view PENDING = "pending:";

char outcome_char(Outcome o) {
    return o == Outcome::Win ? 'W' : o == Outcome::Draw ? 'D' : 'L';
}

// Parses a decimal integer in [lo, hi]; returns false if malformed or out of range.
template <typename Int>
bool parse_int(std::string_view s, Int lo, Int hi, Int& out) {
    if (s.empty() || s.size() > 15) return false;
    bool negative = s[0] == '-';
    if (negative) s.remove_prefix(1);
    if (s.empty()) return false;
    std::int64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    if (negative) v = -v;
    if (v < lo || v > hi) return false;
    out = static_cast<Int>(v);
    return true;
}

}  // namespace

std::string rating_to_string(const Rating& rating) {
    std::string s = std::to_string(rating.value);
    for (const RatingEntry& e : rating.history) {
        s += ' ';
        s += std::to_string(e.level) + ':' + outcome_char(e.outcome) + ':' +
             std::to_string(e.before) + ':' + std::to_string(e.after);
        if (e.date > 0) s += ':' + std::to_string(e.date);
    }
    if (rating.pending_level) {
        s += ' ';
        s += PENDING;
        s += std::to_string(rating.pending_level);
    }
    return s;
}

Result<Rating> parse_rating(std::string_view text) {
    auto fail = [](const std::string& why) { return Result<Rating>::fail(why); };
    constexpr int LIMIT = 100000;
    constexpr std::int64_t DATE_LIMIT = std::int64_t{1} << 40;  // seconds: far past year 30000
    Rating rating;
    std::vector<std::string_view> tokens;
    size_t i = 0;
    while (i < text.size()) {
        size_t j = text.find(' ', i);
        if (j == std::string_view::npos) j = text.size();
        if (j > i) tokens.push_back(text.substr(i, j - i));
        i = j + 1;
    }
    if (tokens.empty() || !parse_int(tokens[0], -LIMIT, LIMIT, rating.value)) {
        return fail("The rating is missing or not a number.");
    }
    // The last token may mark a ranked game in progress.
    if (tokens.size() > 1 && tokens.back().substr(0, PENDING.size()) == PENDING) {
        if (!parse_int(tokens.back().substr(PENDING.size()), MIN_CPU_LEVEL, MAX_CPU_LEVEL,
                       rating.pending_level)) {
            return fail("The ranked game in progress names no level.");
        }
        tokens.pop_back();
    }
    int previous = START_RATING;
    for (size_t t = 1; t < tokens.size(); ++t) {
        std::string_view tok = tokens[t];
        // Four fields, or five with the date; a sixth makes `count` too large.
        std::string_view parts[5];
        size_t count = 0;
        for (size_t start = 0; start <= tok.size() && count <= 5;) {
            size_t colon = std::min(tok.find(':', start), tok.size());
            if (count < 5) parts[count] = tok.substr(start, colon - start);
            ++count;
            start = colon + 1;
        }
        RatingEntry e;
        if ((count != 4 && count != 5) ||
            !parse_int(parts[0], MIN_CPU_LEVEL, MAX_CPU_LEVEL, e.level) || parts[1].size() != 1 ||
            !parse_int(parts[2], -LIMIT, LIMIT, e.before) ||
            !parse_int(parts[3], -LIMIT, LIMIT, e.after) ||
            (count == 5 && !parse_int<std::int64_t>(parts[4], 1, DATE_LIMIT, e.date))) {
            return fail("A rated game entry is malformed.");
        }
        switch (parts[1][0]) {
            case 'W':
                e.outcome = Outcome::Win;
                break;
            case 'D':
                e.outcome = Outcome::Draw;
                break;
            case 'L':
                e.outcome = Outcome::Loss;
                break;
            default:
                return fail("A rated game entry has an unknown result.");
        }
        if (e.before != previous) return fail("The rating history does not add up.");
        previous = e.after;
        rating.history.push_back(e);
    }
    if (rating.value != previous) return fail("The rating does not match its history.");
    return Result<Rating>::ok(std::move(rating));
}

}  // namespace reversi::game
