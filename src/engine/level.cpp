// The table of levels.
#include "engine/level.h"

#include <algorithm>

#include "engine/book.h"

namespace reversi {

namespace {

// Ratings: the ladder of docs/benchmarks.md (10 to 32 games a pair, with the trained
// evaluation), level 1 anchored at 1000. Level 10 searches selectively (ProbCut): deeper in the
// same nodes. Its name promises no perfection: it plays perfectly only once it solves, from 20
// empties.
constexpr Level LEVELS[LEVEL_COUNT] = {
    {"Beginner", 1, 4, 1200, 0, 0, false, 1000, -1},
    {"Novice", 1, 6, 500, 0, 0, false, 1293, -1},
    {"Casual", 2, 8, 450, 0, 0, false, 1586, -1},
    {"Club", 3, 10, 250, 0, 0, false, 1841, -1},
    {"Intermediate", 4, 10, 120, 0, 0, false, 2311, -1},
    {"Skilled", 6, 12, 40, 0, 0, false, 2908, -1},
    {"Advanced", 8, 14, 0, 1500000, 4000000, false, 3149, -1},
    {"Expert", 9, 16, 0, 3000000, 10000000, false, 3390, 300},
    {"Master", 10, 18, 0, 6000000, 30000000, false, 3581, 200},
    {"Champion", 14, 20, 0, 16000000, 80000000, true, 3888, 100},
};

}  // namespace

const Level& level_info(int level) {
    return LEVELS[std::clamp(level, MIN_LEVEL, MAX_LEVEL) - MIN_LEVEL];
}

int level_rating(int level) {
    return level_info(level).rating;
}

SearchLimits level_limits(int level, std::uint64_t seed, int empties) {
    const Level& l = level_info(level);
    SearchLimits limits;
    limits.depth = l.depth;
    limits.exact_empties = l.exact_empties;
    limits.noise = l.noise;
    limits.probcut = l.probcut;
    limits.nodes = empties <= l.exact_empties ? l.exact_node_budget : l.node_budget;
    limits.seed = seed;
    if (l.book_variety >= 0) {
        limits.book = Book::builtin();
        limits.book_variety = l.book_variety;
    }
    return limits;
}

void start_level_move(Engine& engine, const Board& board, int level, std::uint64_t seed,
                      int budget_scale) {
    SearchLimits limits = level_limits(level, seed, board.empty_count());
    limits.nodes *= static_cast<std::uint64_t>(std::max(budget_scale, 1));
    // (Only where a budget ends the search: the low levels have none, only their depth.)
    if (budget_scale > 1 && limits.nodes > 0) limits.depth = BOARD_SQUARES;
    engine.start(board, limits);
}

bool step_level_move(Engine& engine, int slices) {
    for (int i = 0; i < std::max(slices, 1); ++i)
        if (engine.step(LEVEL_SLICE_NODES)) return true;
    return false;
}

SearchResult choose_move(Engine& engine, const Board& board, int level, std::uint64_t seed) {
    start_level_move(engine, board, level, seed);
    while (!step_level_move(engine, 1 << 20)) {
    }
    return engine.result();
}

double timed_move_seconds(double seconds, int empties) {
    return seconds * (empties > 40 ? 0.55 : empties > 20 ? 1.25 : 1.0);
}

}  // namespace reversi
