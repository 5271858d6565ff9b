// The table of levels.
#include "engine/level.h"

#include <algorithm>

namespace reversi {

namespace {

// Ratings: see the ladder in docs/benchmarks.md (level 1 anchored at 1000).
constexpr Level LEVELS[LEVEL_COUNT] = {
    {"Beginner", 1, 4, 1200, 0, 1000},     {"Novice", 1, 6, 700, 0, 1100},
    {"Casual", 2, 8, 450, 0, 1200},        {"Club", 3, 10, 250, 0, 1300},
    {"Intermediate", 4, 10, 120, 0, 1400}, {"Skilled", 6, 12, 40, 0, 1500},
    {"Advanced", 8, 14, 0, 4000000, 1600}, {"Expert", 9, 16, 0, 10000000, 1700},
    {"Master", 10, 18, 0, 30000000, 1800}, {"Perfect", 12, 20, 0, 80000000, 1900},
};

}  // namespace

const Level& level_info(int level) {
    return LEVELS[std::clamp(level, MIN_LEVEL, MAX_LEVEL) - MIN_LEVEL];
}

int level_rating(int level) {
    return level_info(level).rating;
}

SearchLimits level_limits(int level, std::uint64_t seed) {
    const Level& l = level_info(level);
    SearchLimits limits;
    limits.depth = l.depth;
    limits.exact_empties = l.exact_empties;
    limits.noise = l.noise;
    limits.nodes = l.node_budget;
    limits.seed = seed;
    return limits;
}

SearchResult choose_move(Engine& engine, const Board& board, int level, std::uint64_t seed) {
    return engine.search(board, level_limits(level, seed));
}

}  // namespace reversi
