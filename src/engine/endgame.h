// Helpers of the exact endgame solver (the solver itself is part of Engine, in endgame.cpp).
//
// The solver follows the classic plan of Edax and its successors (ideas only): positions with
// 1 to 4 empties are solved by dedicated code that plays the empties in quadrant-parity order;
// up to SHALLOW_EMPTIES a null-window search without tables, with stability cutoffs; above
// that a null-window search with a transposition table, stability cutoffs and fastest-first
// move ordering (the move that leaves the opponent fewest replies first), from
// DEEP_ORDER_EMPTIES helped by the evaluation and then by shallow midgame searches.
#pragma once

#include "engine/board.h"

namespace reversi {

// At most this many empties: the search without transposition table.
constexpr int SHALLOW_EMPTIES = 7;
// At least this many empties: order moves by the evaluation of each child (12-15 empties) or
// a shallow midgame search from it (1 ply at 16 empties, 2 from 17, 3 from 21, ...), less the
// opponent's mobility after the move times ORDER_MOBILITY_WEIGHT (1/DISC_SCALE discs per
// reply). The search's window ends SORT_ALPHA_DELTA discs below alpha: below that, a bound
// orders the move well enough. Tuned on FFO #20-#49 with the trained evaluation
// (docs/benchmarks.md).
constexpr int DEEP_ORDER_EMPTIES = 12;
constexpr int ORDER_MOBILITY_WEIGHT = 300;
constexpr int SORT_ALPHA_DELTA = 8;
constexpr int order_depth(int empties) {
    return empties < 16 ? 0 : empties < 17 ? 1 : (empties - 9) / 4;
}
// At least this many empties: enhanced transposition cutoff (look the children up first).
constexpr int ETC_EMPTIES = 14;
static_assert(ETC_EMPTIES - 1 > SHALLOW_EMPTIES, "the children looked up are in the table");

// The exact solver's transposition table has at most 2^ENDGAME_TT_BITS entries by default. A
// larger one finds a few more transpositions but costs more than it saves: its probes, scattered
// over more memory pages than the processor's address-translation cache (TLB) holds, each wait
// for a page-table walk. Measured on these machines (docs/benchmarks.md): natively, 2^17 entries
// (2 MB) solve FFO #40-#49 in 38.2 s with 3 % more nodes than 2^20 entries (43.1 s), and 10 %
// faster than 2^16. WebAssembly has no prefetch instruction, so there every probe waits for its
// cache line: 2^16 entries (1 MB, a core's second-level cache on many processors) solve FFO
// #40-#49 11 % faster than 2^17 with 3 % more nodes. `bench` uses the native size on both, so
// that its node count stays the same signature natively and as wasm.
constexpr int NATIVE_ENDGAME_TT_BITS = 17;
#if defined(__wasm__)
constexpr int ENDGAME_TT_BITS = 16;
#else
constexpr int ENDGAME_TT_BITS = NATIVE_ENDGAME_TT_BITS;
#endif

// The selective passes of a solve (Engine::run_exact) from this many empties: ProbCut in the
// null-window solver from END_PROBCUT_EMPTIES empties, with a midgame search of
// endgame_probcut_depth() plies, whose error in predicting the exact score has a standard
// deviation of about endgame_probcut_sigma() (1/DISC_SCALE discs; measured with the trained
// evaluation on self-play positions of 12-18 empties by `reversi-train probcut`: 7.5 discs at
// depth 0, 6.6 at 2, 5.9 at 4, 4.9 at 6, 4.3 at 8). The evaluation alone (depth 0) up to 17
// empties, 1 ply from 18, 2 from 22: a cheaper selective pass whose estimate serves as well
// (deeper searches cost 30 % more nodes on FFO #40-#44). No cut with alpha beyond
// +-END_PROBCUT_SCORE_LIMIT, where the evaluation saturates.
// Two passes: a node is cut when the estimate lies beyond the null window by
// SELECTIVE_PASS_T_PERCENT[pass] / 100 standard deviations, a loose pass and then a safer one
// ordered by the first's table entries, before the exact pass. One pass at 1.5 sigma searched
// 4-8 % more nodes on FFO #20-#49 (docs/benchmarks.md).
constexpr int SELECTIVE_SOLVE_EMPTIES = 18;
constexpr int END_PROBCUT_EMPTIES = 10;
constexpr int SELECTIVE_PASSES = 2;
constexpr int SELECTIVE_PASS_T_PERCENT[SELECTIVE_PASSES] = {100, 200};
constexpr int END_PROBCUT_SCORE_LIMIT = 50;
constexpr int endgame_probcut_depth(int empties) {
    return empties < 18 ? 0 : (empties - 14) / 4;
}
constexpr int endgame_probcut_sigma(int depth) {
    return 750 - 40 * depth;
}

constexpr Bitboard CORNER_SQUARES = 0x8100000000000081ULL;
constexpr Bitboard X_SQUARES = 0x0042000000004200ULL;  // b2, g2, b7, g7

// The four 4x4 quadrants as masks (a1-d4, e1-h4, a5-d8, e5-h8).
constexpr Bitboard QUADRANTS[4] = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                   0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};

// The empties that lie in a quadrant with an odd number of empties: playing there first tends
// to leave the last move of each region to the side to move (the parity heuristic).
inline Bitboard odd_quadrant_empties(Bitboard empties) {
    Bitboard odd = 0;
    for (const Bitboard q : QUADRANTS)
        if (popcount(empties & q) & 1) odd |= q;
    return odd & empties;
}

// Final disc difference for `p` when the game ends with `empties` empty squares, which go to the
// winner.
inline int final_difference(Bitboard p, Bitboard o, int empties) {
    const int d = popcount(p) - popcount(o);
    return d > 0 ? d + empties : d < 0 ? d - empties : 0;
}

// Alpha from which a stability cutoff is worth trying in a null-window search with `empties`
// empties: the opponent's stable discs bound the score from above by 64 - 2 * stable, which can
// only reach low alphas late in the game.
constexpr int stability_threshold(int empties) {
    return empties < 4 ? 99 : 2 * empties + 4;
}

}  // namespace reversi
