// Perft: the leaf count of the game tree, the regression test and speed gauge of move
// generation.
//
// Positions are played in batches of SIMD lanes, one position per lane (bitops::flips_of /
// moves_of), at every level: the moves of the nodes k plies above the leaves queue up as
// (player, opponent, move) triples, a full batch of lanes plays them and generates the
// children's moves in the same pass, and the children join the queue one level down. The last
// two plies, almost all the work (a node has about 10 children), only count the moves of each
// grandchild (bulk counting). Queuing across nodes keeps the lanes full whatever the mobility;
// only the root and passes use scalar move generation.
#include <cstring>
#include <memory>
#include <vector>

#if defined(__AVX512F__)
#include <immintrin.h>
#endif

#include "engine/bitops.h"
#include "engine/board.h"

namespace reversi {

namespace {

using bitops::Bitboard;

// The lanes of a batch, the fastest measured per target (scripts/bench-perft.sh): AVX-512 one
// register of 8, AVX2 one of 4, SSE2 two registers of 2 (more independent work per batch),
// wasm simd128 one of 2 (V8 spills with two registers). REVERSI_PERFT_LANES=1 gives scalar
// code; REVERSI_PERFT_NO_REFILL makes an AVX-512 build queue the last plies like the others.
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

#if REVERSI_PERFT_LANES == 8 && defined(__AVX512F__) && !defined(REVERSI_PERFT_NO_REFILL)
#define REVERSI_PERFT_REFILL 1
#endif

#define REVERSI_ALWAYS_INLINE inline __attribute__((always_inline))

REVERSI_ALWAYS_INLINE Lanes load(const Bitboard* src) {
    Lanes v;
    std::memcpy(&v, src, sizeof v);
    return v;
}
REVERSI_ALWAYS_INLINE void store(Bitboard* dst, const Lanes& v) {
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

REVERSI_ALWAYS_INLINE Bitboard lane(const Lanes& v, int j) {
    Bitboard lanes[LANES];
    store(lanes, v);
    return lanes[j];
}

// The children of a batch of lanes: the moves m played, with their own moves.
struct Children {
    Lanes p, o, moves;
};
REVERSI_ALWAYS_INLINE Children play_lanes(const Lanes& p, const Lanes& o, const Lanes& m) {
    const Lanes f = bitops::flips_of(p, o, m);
    Children c;
    c.p = o ^ f;
    c.o = p ^ f ^ m;
    c.moves = bitops::moves_of(c.p, c.o);
    return c;
}

// The sum of the lanes.
std::uint64_t sum_lanes(const Lanes& v) {
    Bitboard lanes[LANES];
    store(lanes, v);
    std::uint64_t total = 0;
    for (const Bitboard n : lanes) total += n;
    return total;
}

// The last two plies below nodes with moves, queued: one (player, opponent, move) entry per
// child, played a full batch of lanes at a time, each child bulk-counted (its moves, or one
// leaf when it must pass or its game is over).
class QueuedLastPlies {
  public:
    REVERSI_ALWAYS_INLINE void add(Bitboard p, Bitboard o, Bitboard moves) {
        queue_.push_moves(p, o, moves);
        if (queue_.size >= FLUSH) flush(false);
    }
    // Adds the first n children of a batch that have moves; returns those without, as bits.
    REVERSI_ALWAYS_INLINE unsigned add_batch(const Children& c, int n) {
        Bitboard cp[LANES], co[LANES], cm[LANES];
        store(cp, c.p);
        store(co, c.o);
        store(cm, c.moves);
        unsigned stuck = 0;
        for (int j = 0; j < n; ++j) {
            if (cm[j]) {
                add(cp[j], co[j], cm[j]);
            } else {
                stuck |= 1u << j;
            }
        }
        return stuck;
    }
    std::uint64_t finish() {
        flush(true);
        return sum_lanes(acc_) - padding_;
    }

  private:
    // Flushing at FLUSH entries leaves room for one more node's moves (at most 60).
    static constexpr int FLUSH = LANES * 32;
    static constexpr int CAPACITY = FLUSH + 64 + LANES;

    void flush(bool all) {
        if (all) padding_ += static_cast<std::uint64_t>(queue_.pad());  // each counts 1 leaf
        Lanes acc = acc_;
        int i = 0;
        for (; queue_.size - i >= LANES; i += LANES) {
            const Children c =
                play_lanes(load(queue_.p + i), load(queue_.o + i), load(queue_.m + i));
            acc += bitops::popcount_lanes(c.moves) + bitops::all_if_nonzero(c.moves) + 1;
        }
        acc_ = acc;
        queue_.drop_front(i);
    }

    Queue<CAPACITY> queue_;
    Lanes acc_ = {};
    std::uint64_t padding_ = 0;
};

#if defined(REVERSI_PERFT_REFILL)
// The same with AVX-512 lane refills: each lane holds a node and plays its moves one per step;
// a lane whose node runs out of moves loads the next node of the stream (vpexpandq), so one
// entry per node is written instead of one per child. 10 more vector instructions a step,
// 40 fewer scalar ones.
class RefilledLastPlies {
  public:
    REVERSI_ALWAYS_INLINE void add(Bitboard p, Bitboard o, Bitboard moves) {
        stream_.p[stream_.size] = p;
        stream_.o[stream_.size] = o;
        stream_.m[stream_.size] = moves;
        if (++stream_.size - read_ >= DRAIN) drain(false);
    }
    // Adds the first n children of a batch that have moves, compressed (vpcompressq) onto the
    // stream; returns those without, as bits.
    REVERSI_ALWAYS_INLINE unsigned add_batch(const Children& c, int n) {
        const __mmask8 valid = static_cast<__mmask8>((1u << n) - 1);
        const __mmask8 has_moves =
            _mm512_mask_test_epi64_mask(valid, (__m512i)c.moves, (__m512i)c.moves);
        const int end = stream_.size;
        _mm512_storeu_si512(stream_.p + end, _mm512_maskz_compress_epi64(has_moves, (__m512i)c.p));
        _mm512_storeu_si512(stream_.o + end, _mm512_maskz_compress_epi64(has_moves, (__m512i)c.o));
        _mm512_storeu_si512(stream_.m + end,
                            _mm512_maskz_compress_epi64(has_moves, (__m512i)c.moves));
        stream_.size = end + __builtin_popcount(has_moves);
        if (stream_.size - read_ >= DRAIN) drain(false);
        return valid & ~static_cast<unsigned>(has_moves);
    }
    std::uint64_t finish() {
        drain(true);
        return sum_lanes(acc_);
    }

  private:
    static constexpr int DRAIN = LANES * 8;
    static constexpr int CAPACITY = DRAIN + LANES;  // refills read LANES entries

    // Plays moves while the stream can refill every lane; `final`: until all is played.
    void drain(bool final) {
        Lanes p = p_, o = o_, moves = moves_, acc = acc_;
        for (;;) {
            const int available = stream_.size - read_;
            __mmask8 empty = _mm512_testn_epi64_mask((__m512i)moves, (__m512i)moves);
            if (available < LANES) {
                if (!final) break;
                if (!available && empty == 0xFF) break;
                while (__builtin_popcount(empty) > available)
                    empty &= static_cast<__mmask8>(~(0x80u >> __builtin_clz(empty << 24)));
            }
            p = (Lanes)_mm512_mask_expand_epi64((__m512i)p, empty,
                                                _mm512_loadu_si512(stream_.p + read_));
            o = (Lanes)_mm512_mask_expand_epi64((__m512i)o, empty,
                                                _mm512_loadu_si512(stream_.o + read_));
            moves = (Lanes)_mm512_mask_expand_epi64((__m512i)moves, empty,
                                                    _mm512_loadu_si512(stream_.m + read_));
            read_ += __builtin_popcount(empty);
            const Lanes m = moves & (0 - moves);
            moves ^= m;
            const Children c = play_lanes(p, o, m);
            // Lanes without a node (only at the very end) count nothing.
            acc += (bitops::popcount_lanes(c.moves) + bitops::all_if_nonzero(c.moves) + 1) &
                   bitops::all_if_nonzero(m);
        }
        p_ = p;
        o_ = o;
        moves_ = moves;
        acc_ = acc;
        const int rest = stream_.size - read_;
        for (int i = 0; i < rest; ++i) {
            stream_.p[i] = stream_.p[read_ + i];
            stream_.o[i] = stream_.o[read_ + i];
            stream_.m[i] = stream_.m[read_ + i];
        }
        stream_.size = rest;
        read_ = 0;
    }

    Lanes p_ = {}, o_ = {}, moves_ = {}, acc_ = {};
    Queue<CAPACITY> stream_;  // nodes with their moves; entries before read_ are taken
    int read_ = 0;
};
using LastPlies = RefilledLastPlies;
#else
using LastPlies = QueuedLastPlies;
#endif

// Perft as batches of lanes at every level: the moves of the nodes `depth` plies above the
// leaves queue up in queues_[depth], and a full batch is played at once; the children, with
// their moves from the same batch, join the queue one level down, and so on to the last two
// plies. Only the root and passes run scalar move generation.
class PerftCounter {
  public:
    explicit PerftCounter(int depth) : queues_(static_cast<std::size_t>(depth) + 1) {}

    // Counts the leaves `depth` >= 1 plies below (p, o); some are counted by finish().
    void node(Bitboard p, Bitboard o, int depth) {
        const Bitboard moves = bitops::moves(p, o);
        if (moves) {
            node_with_moves(p, o, moves, depth);
        } else {
            node_without_moves(p, o, depth);
        }
    }
    // Plays all that is queued, top level first, and returns the leaf count.
    std::uint64_t finish() {
        for (int depth = static_cast<int>(queues_.size()) - 1; depth >= 3; --depth)
            flush(depth, true);
        return leaves_ + last_.finish();
    }

  private:
    // Flushing at FLUSH entries leaves room for one more node's moves (at most 60).
    static constexpr int FLUSH = LANES * 4;
    static constexpr int CAPACITY = FLUSH + 64 + LANES;

    void node_with_moves(Bitboard p, Bitboard o, Bitboard moves, int depth) {
        if (depth == 1) {
            leaves_ += static_cast<std::uint64_t>(popcount(moves));  // bulk count
        } else if (depth == 2) {
            last_.add(p, o, moves);
        } else {
            Queue<CAPACITY>& q = queues_[static_cast<std::size_t>(depth)];
            q.push_moves(p, o, moves);
            if (q.size >= FLUSH) flush(depth, false);
        }
    }
    // A pass is a ply; a finished game is a leaf at any depth.
    void node_without_moves(Bitboard p, Bitboard o, int depth) {
        const Bitboard moves = bitops::moves(o, p);
        if (!moves || depth == 1) {
            ++leaves_;
        } else {
            node_with_moves(o, p, moves, depth - 1);
        }
    }

    // Plays the queued moves of nodes `depth` >= 3 plies above the leaves, a batch of lanes at a
    // time, and passes the children on. With `all`, the last partial batch too.
    void flush(int depth, bool all) {
        Queue<CAPACITY>& q = queues_[static_cast<std::size_t>(depth)];
        const int real = q.size;
        if (all) q.pad();  // padding lanes are played, but their children dropped
        int i = 0;
        for (; q.size - i >= LANES; i += LANES) {
            const Children c = play_lanes(load(q.p + i), load(q.o + i), load(q.m + i));
            const int n = real - i < LANES ? real - i : LANES;
            if (depth == 3) {
                // The children are 2 plies above the leaves: straight to the last plies.
                for (unsigned stuck = last_.add_batch(c, n); stuck; stuck &= stuck - 1) {
                    const int j = __builtin_ctz(stuck);
                    node_without_moves(lane(c.p, j), lane(c.o, j), 2);
                }
                continue;
            }
            Bitboard cp[LANES], co[LANES], cm[LANES];
            store(cp, c.p);
            store(co, c.o);
            store(cm, c.moves);
            for (int j = 0; j < n; ++j) {
                if (cm[j]) {
                    node_with_moves(cp[j], co[j], cm[j], depth - 1);
                } else {
                    node_without_moves(cp[j], co[j], depth - 1);
                }
            }
        }
        q.drop_front(i);
    }

    std::vector<Queue<CAPACITY>> queues_;
    LastPlies last_;
    std::uint64_t leaves_ = 0;
};

}  // namespace

std::uint64_t perft(const Board& b, int depth) {
    if (depth <= 0) return 1;
    auto counter = std::make_unique<PerftCounter>(depth);
    counter->node(b.player, b.opponent, depth);
    return counter->finish();
}

}  // namespace reversi
