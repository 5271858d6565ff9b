// The CPU player's levels, from a beginner who blunders like a person to a perfect endgame.
//
// A level is a depth, an exact-endgame horizon, a noise amplitude and a node budget (its think
// time, counted in nodes so that it is the same on every machine and reproducible). The noise
// is added to the exact score of every root move and drawn from the position hash, so a level
// plays the same move in the same position: its mistakes are plausible (small losses are
// likelier than big ones) and replayable.
//
// The web app runs a level in slices from a Web Worker:
//     Engine engine;                       // keep it for the whole game (tables persist)
//     engine.start(board, level_limits(level));
//     while (!engine.step(100000)) { /* report progress, check for cancel */ }
//     int move = engine.result().move;     // NO_SQUARE: pass
#pragma once

#include <cstdint>

#include "engine/search.h"

namespace reversi {

struct Level {
    const char* name;           // player-facing name
    int depth;                  // midgame search depth (plies)
    int exact_empties;          // solves exactly from this many empties
    int noise;                  // noise amplitude in 1/DISC_SCALE discs (0: always the best move)
    std::uint64_t node_budget;  // think time in nodes (0: unlimited)
    int rating;                 // Elo from the level ladder (docs/benchmarks.md)
};

constexpr int LEVEL_COUNT = 10;
constexpr int MIN_LEVEL = 1;
constexpr int MAX_LEVEL = LEVEL_COUNT;

// The description of `level` (clamped to MIN_LEVEL..MAX_LEVEL).
const Level& level_info(int level);
// The Elo rating of `level` on the ladder's scale.
int level_rating(int level);
// The search limits that make the engine play at `level`; `seed` varies the noise between
// games (0 for the default, reproducible play).
SearchLimits level_limits(int level, std::uint64_t seed = 0);
// Chooses a move at `level`, running the search to its end. `engine` may be reused.
SearchResult choose_move(Engine& engine, const Board& board, int level, std::uint64_t seed = 0);

}  // namespace reversi
