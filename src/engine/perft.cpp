// Perft: the leaf count of the game tree, the regression test and speed gauge of move
// generation.
//
// The last two plies carry almost all the work (a node has about 10 children), so they run
// in SIMD lanes, one position per lane (bitops::flips_of / moves_of): the children of the
// nodes 3 plies above the leaves queue up as (player, opponent, move) triples, a full batch
// of lanes plays them and generates their moves at once, and their own children queue up the
// same way for the last batch, which only counts the moves of each grandchild (bulk counting).
// Queuing across nodes keeps the lanes full whatever the mobility. Above that, a plain
// depth-first recursion.
#include <cstring>
#include <memory>

#include "engine/bitops.h"
#include "engine/board.h"

// Lane vectors wider than the target's registers are passed in memory between non-inlined
// internal functions; GCC's note that this differs from a wider build's ABI does not apply.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace reversi {

namespace {

using bitops::Bitboard;

// The lanes of a batch, the fastest measured per target (scripts/bench-perft.sh): AVX-512 one
// register of 8, AVX2 one of 4, SSE2 two registers of 2 (more independent work per batch),
// wasm simd128 one of 2 (V8 spills with two). REVERSI_PERFT_LANES=1 gives plain scalar code.
#if !defined(REVERSI_PERFT_LANES)
#if defined(__AVX512F__)
#define REVERSI_PERFT_LANES 8
#elif defined(__wasm__)
#define REVERSI_PERFT_LANES 2
#else
#define REVERSI_PERFT_LANES 4
#endif
#endif
#if REVERSI_PERFT_LANES == 8
using Lanes = bitops::Lanes8;
#elif REVERSI_PERFT_LANES == 4
using Lanes = bitops::Lanes4;
#elif REVERSI_PERFT_LANES == 2
using Lanes = bitops::Lanes2;
#else
using Lanes = bitops::Bitboard;
#endif
constexpr int LANES = sizeof(Lanes) / sizeof(Bitboard);

#define REVERSI_ALWAYS_INLINE inline __attribute__((always_inline))

REVERSI_ALWAYS_INLINE Lanes load(const Bitboard* src) {
    Lanes v;
    std::memcpy(&v, src, sizeof v);
    return v;
}
REVERSI_ALWAYS_INLINE void store(Bitboard* dst, Lanes v) {
    std::memcpy(dst, &v, sizeof v);
}

// (player, opponent, move bit) triples waiting for a batch of lanes. CAPACITY includes a
// slack of LANES entries for the whole blocks that push_moves writes.
template <int CAPACITY>
struct Queue {
    alignas(64) Bitboard p[CAPACITY];
    alignas(64) Bitboard o[CAPACITY];
    alignas(64) Bitboard m[CAPACITY];
    int size = 0;

    // Queues one entry per move of (pp, oo). Writes whole blocks of LANES entries (the tail of
    // the last one is overwritten by the next push): one branch per LANES moves, not per move,
    // which saves most mispredictions of the loop exit.
    REVERSI_ALWAYS_INLINE void push_moves(Bitboard pp, Bitboard oo, Bitboard moves) {
        const Lanes pv = Lanes{} + pp, ov = Lanes{} + oo;
        int n = size;
        size += popcount(moves);
        do {
            store(p + n, pv);
            store(o + n, ov);
            for (int k = 0; k < LANES; ++k) {
                m[n + k] = moves & (0 - moves);
                moves &= moves - 1;
            }
            n += LANES;
        } while (moves);
    }
    // Fills the last batch with empty boards, each of which has no move.
    int pad() {
        const int padding = (LANES - size % LANES) % LANES;
        for (int i = 0; i < padding; ++i, ++size) p[size] = o[size] = m[size] = 0;
        return padding;
    }
    // Moves the entries from `first` on to the front.
    void drop_front(int first) {
        const int rest = size - first;
        for (int i = 0; i < rest; ++i) {
            p[i] = p[first + i];
            o[i] = o[first + i];
            m[i] = m[first + i];
        }
        size = rest;
    }
};

// The children of a batch of lanes: the moves m played, with their own moves.
struct Children {
    Lanes p, o, moves;
};
REVERSI_ALWAYS_INLINE Children play_lanes(Lanes p, Lanes o, Lanes m) {
    const Lanes f = bitops::flips_of(p, o, m);
    Children c;
    c.p = o ^ f;
    c.o = p ^ f ^ m;
    c.moves = bitops::moves_of(c.p, c.o);
    return c;
}

// Bulk count below depth 1: the moves, or one leaf for a pass or a finished game.
std::uint64_t perft1(Bitboard p, Bitboard o) {
    const int n = popcount(bitops::moves(p, o));
    return n ? static_cast<std::uint64_t>(n) : 1;
}

class PerftCounter {
  public:
    // Counts the leaves `depth` >= 2 plies below (p, o); some stay queued until finish().
    void node(Bitboard p, Bitboard o, int depth) {
        Bitboard moves = bitops::moves(p, o);
        if (!moves) {
            if (!bitops::moves(o, p)) {
                ++leaves_;  // game over: a leaf at any depth
            } else if (depth == 2) {
                leaves_ += perft1(o, p);  // pass, then bulk count
            } else {
                node(o, p, depth - 1);  // pass
            }
            return;
        }
        if (depth == 2) {
            queue1_.push_moves(p, o, moves);
            if (queue1_.size >= FLUSH1) flush1(false);
        } else if (depth == 3) {
            queue2_.push_moves(p, o, moves);
            if (queue2_.size >= FLUSH2) flush2(false);
        } else {
            do {
                const int sq = lowest_square(moves);
                moves &= moves - 1;
                const Bitboard f = bitops::flips(p, o, sq);
                node(o ^ f, p ^ f ^ square_bit(sq), depth - 1);
            } while (moves);
        }
    }
    // Empties the queues and returns the leaf count.
    std::uint64_t finish() {
        flush2(true);
        flush1(true);
        std::uint64_t total = leaves_;
        Bitboard lanes[LANES];
        store(lanes, lane_leaves_);
        for (const Bitboard n : lanes) total += n;
        return total;
    }

  private:
    // Queue 2 holds moves 2 plies above the leaves, queue 1 those 1 ply above. Flushing at
    // FLUSH entries leaves room for one more node's moves (at most 60) or, for queue 1, the
    // grandchildren of one batch of queue 2.
    static constexpr int FLUSH2 = LANES * 4;
    static constexpr int QUEUE2 = FLUSH2 + 64 + LANES;
    static constexpr int FLUSH1 = LANES * 32;
    static constexpr int QUEUE1 = FLUSH1 + LANES * (64 + LANES);

    // Plays the queued moves 2 plies above the leaves, a batch of lanes at a time, and queues
    // their children for flush1. With `all`, the last partial batch too.
    void flush2(bool all) {
        const int real = queue2_.size;
        if (all) queue2_.pad();  // padding lanes are played, but their children not queued
        int i = 0;
        for (; queue2_.size - i >= LANES; i += LANES) {
            const Children c =
                play_lanes(load(queue2_.p + i), load(queue2_.o + i), load(queue2_.m + i));
            Bitboard cp[LANES], co[LANES], cm[LANES];
            store(cp, c.p);
            store(co, c.o);
            store(cm, c.moves);
            const int n = real - i < LANES ? real - i : LANES;
            for (int j = 0; j < n; ++j) {
                if (cm[j]) {
                    queue1_.push_moves(cp[j], co[j], cm[j]);
                } else {
                    leaves_ += perft1(co[j], cp[j]);  // pass (or game over) at depth 2
                }
            }
            if (queue1_.size >= FLUSH1) flush1(false);
        }
        queue2_.drop_front(i);
    }

    // Plays the queued moves 1 ply above the leaves and bulk-counts the moves of each child
    // (a child that must pass, or whose game is over, is one leaf).
    void flush1(bool all) {
        int padding = 0;
        if (all) padding = queue1_.pad();
        Lanes acc = lane_leaves_;
        int i = 0;
        for (; queue1_.size - i >= LANES; i += LANES) {
            const Children c =
                play_lanes(load(queue1_.p + i), load(queue1_.o + i), load(queue1_.m + i));
            acc += bitops::popcount_lanes(c.moves) + bitops::all_if_nonzero(c.moves) + 1;
        }
        lane_leaves_ = acc;
        leaves_ -= static_cast<std::uint64_t>(padding);  // each padding lane counted one leaf
        queue1_.drop_front(i);
    }

    Queue<QUEUE2> queue2_;
    Queue<QUEUE1> queue1_;
    Lanes lane_leaves_ = {};
    std::uint64_t leaves_ = 0;
};

}  // namespace

std::uint64_t perft(const Board& b, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return perft1(b.player, b.opponent);
    auto counter = std::make_unique<PerftCounter>();
    counter->node(b.player, b.opponent, depth);
    return counter->finish();
}

}  // namespace reversi
