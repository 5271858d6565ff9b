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
                               const LevelRatings& table) {
    double expected = expected_score(rating.value, level_rating(level, table));
    double delta = k_factor(rating.games()) * (outcome_score(outcome) - expected);
    RatingEntry entry{level, outcome, rating.value,
                      rating.value + static_cast<int>(std::lround(delta))};
    rating.value = entry.after;
    rating.history.push_back(entry);
    return entry;
}

namespace {

char outcome_char(Outcome o) {
    return o == Outcome::Win ? 'W' : o == Outcome::Draw ? 'D' : 'L';
}

// Parses a decimal integer in [lo, hi]; returns false if malformed or out of range.
bool parse_int(std::string_view s, int lo, int hi, int& out) {
    if (s.empty() || s.size() > 9) return false;
    bool negative = s[0] == '-';
    if (negative) s.remove_prefix(1);
    if (s.empty()) return false;
    long v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    if (negative) v = -v;
    if (v < lo || v > hi) return false;
    out = static_cast<int>(v);
    return true;
}

}  // namespace

std::string rating_to_string(const Rating& rating) {
    std::string s = std::to_string(rating.value);
    for (const RatingEntry& e : rating.history) {
        s += ' ';
        s += std::to_string(e.level) + ':' + outcome_char(e.outcome) + ':' +
             std::to_string(e.before) + ':' + std::to_string(e.after);
    }
    return s;
}

Result<Rating> parse_rating(std::string_view text) {
    auto fail = [](const std::string& why) { return Result<Rating>::fail(why); };
    constexpr int LIMIT = 100000;
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
    int previous = START_RATING;
    for (size_t t = 1; t < tokens.size(); ++t) {
        std::string_view tok = tokens[t];
        std::string_view parts[4];
        for (int p = 0; p < 4; ++p) {
            size_t colon = p < 3 ? tok.find(':') : tok.size();
            if (colon == std::string_view::npos) return fail("A rated game entry is malformed.");
            parts[p] = tok.substr(0, colon);
            tok.remove_prefix(std::min(tok.size(), colon + 1));
        }
        RatingEntry e;
        if (!parse_int(parts[0], MIN_CPU_LEVEL, MAX_CPU_LEVEL, e.level) || parts[1].size() != 1 ||
            !parse_int(parts[2], -LIMIT, LIMIT, e.before) ||
            !parse_int(parts[3], -LIMIT, LIMIT, e.after)) {
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
