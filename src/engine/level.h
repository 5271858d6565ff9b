// The CPU player's levels, from a beginner who blunders like a person to a perfect endgame.
//
// A level is a depth, an exact-endgame horizon, a noise amplitude, a node budget (its think
// time, counted in nodes so that it is the same on every machine and reproducible) and whether
// the midgame search is selective (ProbCut). The noise is added to the exact score of every
// root move and drawn from the position hash, so a level plays the same move in the same
// position: its mistakes are plausible (small losses are likelier than big ones) and
// replayable. The three strongest levels open from the opening book (engine/book.h) while it
// knows the position, choosing among its moves within a few discs of the best by the position
// and the game's seed, so that their games differ from one game to the next.
//
// The level player always runs in slices of LEVEL_SLICE_NODES nodes, on every platform. The
// engine restarts the iteration a slice interrupts (its tables keep the work), so the node
// count, and the move when a node budget cuts the search, depend on where the slices fall;
// fixing the slice and the tables' sizes (LEVEL_TT_BITS) makes a level play the same move
// natively, in a Web Worker or anywhere else.
// The web app's worker runs it a slice at a time, between which it can take a cancel:
//     Engine engine(LEVEL_TT_BITS, LEVEL_ENDGAME_TT_BITS);  // keep it: the tables persist
//     start_level_move(engine, board, level);
//     while (!step_level_move(engine)) { /* yield, check for cancel */ }
//     int move = engine.result().move;     // NO_SQUARE: pass
// choose_move() is the same loop without the pauses.
#pragma once

#include <cstdint>

#include "engine/search.h"

namespace reversi {

struct Level {
    const char* name;           // player-facing name
    int depth;                  // midgame search depth (plies)
    int exact_empties;          // solves exactly from this many empties
    int noise;                  // noise amplitude in 1/DISC_SCALE discs (0: always the best move)
    std::uint64_t node_budget;  // think time in nodes before the exact endgame (0: unlimited)
    std::uint64_t exact_node_budget;  // the same once it solves exactly (endgame nodes are
                                      // several times cheaper than evaluated ones)
    bool probcut;                     // selective midgame search (SearchLimits::probcut)
    int rating;                       // Elo from the level ladder (docs/benchmarks.md)
    // Plays from the opening book (engine/book.h) while it has moves, one within this of the
    // best (1/DISC_SCALE discs, drawn by the position and the game's seed); -1: no book.
    int book_variety;
};

constexpr int LEVEL_COUNT = 10;
constexpr int MIN_LEVEL = 1;
constexpr int MAX_LEVEL = LEVEL_COUNT;

// The description of `level` (clamped to MIN_LEVEL..MAX_LEVEL).
const Level& level_info(int level);
// The Elo rating of `level` on the ladder's scale.
int level_rating(int level);
// The search limits that make the engine play at `level` in a position with `empties` empty
// squares; `seed` varies the noise and the book's choices between games (0 for the default,
// reproducible play).
SearchLimits level_limits(int level, std::uint64_t seed = 0, int empties = 60);
// The level player's slice: about 30 ms of midgame search in wasm, 5 ms of endgame.
constexpr std::uint64_t LEVEL_SLICE_NODES = 100000;
// The level player's tables (Engine's arguments): the same sizes on every platform, since the
// tables' sizes change the node counts, and with them the move where a node budget ends the
// search. 2^18 midgame entries (4 MiB) and 2^16 exact ones (1 MiB), natively, as wasm under
// node and in the page's CPU worker: as wasm, which cannot prefetch, a 16 MiB midgame table
// made level 10's long midgame searches up to 11 % slower per node, and light tables suit phones.
constexpr int LEVEL_TT_BITS = 18;
constexpr int LEVEL_ENDGAME_TT_BITS = 16;
// Starts choosing a move at `level`; step_level_move() advances it. `engine` may be reused.
// `budget_scale` multiplies the level's node budget and, above 1, lifts the depth limit of a
// level that has a budget, so that the budget alone ends its search (1 in play; browser tests
// raise it to keep the strongest level thinking for a while however fast the machine: its depth
// limit alone ends some searches in 20-30 M nodes). Levels without a budget keep their depth.
void start_level_move(Engine& engine, const Board& board, int level, std::uint64_t seed = 0,
                      int budget_scale = 1);
// Runs up to `slices` slices of LEVEL_SLICE_NODES of the search start_level_move() began;
// true when it is finished and engine.result() holds the move (the same whatever `slices`).
bool step_level_move(Engine& engine, int slices = 1);
// Chooses a move at `level`, running the search to its end (start_level_move() then
// step_level_move() until done). `engine` may be reused.
SearchResult choose_move(Engine& engine, const Board& board, int level, std::uint64_t seed = 0);

// A timed player's seconds for a move in a position of `empties` empty squares, given `seconds`
// a move (reversi-cli nboard --time): 0.55x above 40 empties, 1.25x from 40 to 21, 1x from 20
// (where it solves, mostly in far less). Spread evenly, 2x as much time as Egaroucid's level 13
// went to the first moves after the opening, where a deeper search changes the estimate least,
// and less to 40-21 empties (docs/benchmarks.md, "Against other engines").
double timed_move_seconds(double seconds, int empties);

}  // namespace reversi
