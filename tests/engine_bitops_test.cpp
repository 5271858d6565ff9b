// Every compiled path of bitops.h against a plain square-by-square reference, on random
// positions: the scalar and the lane templates at every width (2, 4, 8 lanes build in any
// target; the compiler splits or joins registers), including the target-specific popcount of
// the build (AVX-512 VPOPCNTDQ under -march=native here).
// Then the batched perft against a plain recursive one, where queues, padding and passes meet.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

#include "engine/bitops.h"
#include "engine/board.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wpsabi"  // lane vectors passed between test helpers
#endif

namespace reversi {
namespace {

using bitops::Bitboard;

constexpr int DR[8] = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr int DC[8] = {1, 0, 1, -1, -1, 0, -1, 1};

bool has(Bitboard b, int r, int c) {
    return (b >> (r * 8 + c)) & 1;
}
bool on_board(int r, int c) {
    return r >= 0 && r < 8 && c >= 0 && c < 8;
}

// The discs that `p` flips by playing the empty square `sq`, walking each line.
Bitboard reference_flips(Bitboard p, Bitboard o, int sq) {
    Bitboard all = 0;
    for (int d = 0; d < 8; ++d) {
        Bitboard line = 0;
        int r = sq / 8 + DR[d], c = sq % 8 + DC[d];
        while (on_board(r, c) && has(o, r, c)) {
            line |= Bitboard{1} << (r * 8 + c);
            r += DR[d];
            c += DC[d];
        }
        if (line && on_board(r, c) && has(p, r, c)) all |= line;
    }
    return all;
}

Bitboard reference_moves(Bitboard p, Bitboard o) {
    Bitboard moves = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (((p | o) >> sq) & 1) continue;
        if (reference_flips(p, o, sq)) moves |= Bitboard{1} << sq;
    }
    return moves;
}

std::uint64_t reference_perft(Bitboard p, Bitboard o, int depth) {
    if (depth == 0) return 1;
    const Bitboard moves = reference_moves(p, o);
    if (!moves) {
        if (!reference_moves(o, p)) return 1;
        return reference_perft(o, p, depth - 1);
    }
    std::uint64_t n = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (!((moves >> sq) & 1)) continue;
        const Bitboard f = reference_flips(p, o, sq);
        n += reference_perft(o ^ f, p ^ f ^ (Bitboard{1} << sq), depth - 1);
    }
    return n;
}

struct Sample {
    Bitboard p, o;
    int sq;  // an empty square, legal or not
};

// Positions from random games (with every ply, passes and ends included) and random disjoint
// masks of every density, each with a random empty square.
std::vector<Sample> samples() {
    std::mt19937_64 rng(20261202);
    std::vector<Sample> out;
    auto add = [&](Bitboard p, Bitboard o) {
        const Bitboard empty = ~(p | o);
        if (!empty) return;
        int sq;
        do sq = static_cast<int>(rng() % 64);
        while (!((empty >> sq) & 1));
        out.push_back({p, o, sq});
    };
    for (int game = 0; game < 200; ++game) {
        Board b = Board::start();
        for (int ply = 0; ply < 70; ++ply) {
            add(b.player, b.opponent);
            Bitboard moves = reference_moves(b.player, b.opponent);
            if (!moves) {
                if (!reference_moves(b.opponent, b.player)) break;
                b = b.pass();
                continue;
            }
            for (int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(moves))); k > 0;
                 --k)
                moves &= moves - 1;
            const int sq = lowest_square(moves);
            const Bitboard f = reference_flips(b.player, b.opponent, sq);
            b = b.play_flips(sq, f);
        }
    }
    for (int i = 0; i < 20000; ++i) {
        const Bitboard a = rng(), c = rng(), d = rng();
        const Bitboard occupied = (i % 4 == 0) ? a | c : (i % 4 == 1) ? a : a & c;
        add(occupied & d, occupied & ~d);
    }
    return out;
}

const std::vector<Sample>& sample_set() {
    static const std::vector<Sample> set = samples();
    return set;
}

TEST(Bitops, ScalarMovesAndFlipsMatchTheReference) {
    for (const Sample& s : sample_set()) {
        ASSERT_EQ(bitops::moves(s.p, s.o), reference_moves(s.p, s.o));
        const Bitboard f = reference_flips(s.p, s.o, s.sq);
        ASSERT_EQ(bitops::flips(s.p, s.o, s.sq), f) << s.p << " " << s.o << " " << s.sq;
        ASSERT_EQ(bitops::flips_by_rays(s.p, s.o, s.sq), f);
        ASSERT_EQ(bitops::flips_of(s.p, s.o, Bitboard{1} << s.sq), f);
        ASSERT_EQ(bitops::popcount_lanes(s.p), static_cast<Bitboard>(popcount(s.p)));
    }
}

TEST(Bitops, FlipsOfEverySquareMatchTheReference) {
    // flips() jumps to each square's own code: every square, on crowded and sparse boards.
    std::mt19937_64 rng(20261203);
    for (int sq = 0; sq < 64; ++sq) {
        const Bitboard bit = Bitboard{1} << sq;
        int flipping = 0;
        for (int i = 0; i < 2000; ++i) {
            const Bitboard a = rng(), c = rng(), d = rng();
            const Bitboard occupied = ((i % 2) ? a | c : a) & ~bit;
            const Bitboard p = occupied & d, o = occupied & ~d;
            const Bitboard f = reference_flips(p, o, sq);
            ASSERT_EQ(bitops::flips(p, o, sq), f) << "square " << sq << ": " << p << " " << o;
            flipping += f != 0;
        }
        EXPECT_GT(flipping, 100) << "square " << sq;
    }
    EXPECT_EQ(bitops::flips(0x0000000810000000ULL, 0x0000001008000000ULL, 64), 0u);
    EXPECT_EQ(bitops::flips(0x0000000810000000ULL, 0x0000001008000000ULL, -1), 0u);
}

// Runs the lane templates on consecutive samples, one per lane, against the reference.
template <class V>
void check_lanes() {
    constexpr int N = sizeof(V) / sizeof(Bitboard);
    const auto& set = sample_set();
    for (std::size_t i = 0; i + N <= set.size(); i += N) {
        Bitboard p[N], o[N], m[N];
        for (int j = 0; j < N; ++j) {
            p[j] = set[i + j].p;
            o[j] = set[i + j].o;
            m[j] = Bitboard{1} << set[i + j].sq;
        }
        V vp, vo, vm;
        std::memcpy(&vp, p, sizeof vp);
        std::memcpy(&vo, o, sizeof vo);
        std::memcpy(&vm, m, sizeof vm);
        Bitboard moves[N], flips[N], pop[N], swar[N], nonzero[N];
        const V vmoves = bitops::moves_of(vp, vo);
        const V vflips = bitops::flips_of(vp, vo, vm);
        const V vpop = bitops::popcount_lanes(vflips | vmoves);
        const V vswar = bitops::popcount_lanes_swar(vflips | vmoves);
        const V vnonzero = bitops::all_if_nonzero(vflips);
        std::memcpy(moves, &vmoves, sizeof moves);
        std::memcpy(flips, &vflips, sizeof flips);
        std::memcpy(pop, &vpop, sizeof pop);
        std::memcpy(swar, &vswar, sizeof swar);
        std::memcpy(nonzero, &vnonzero, sizeof nonzero);
        for (int j = 0; j < N; ++j) {
            const Sample& s = set[i + j];
            const Bitboard rm = reference_moves(s.p, s.o), rf = reference_flips(s.p, s.o, s.sq);
            ASSERT_EQ(moves[j], rm) << "lane " << j << " of " << N;
            ASSERT_EQ(flips[j], rf) << "lane " << j << " of " << N;
            ASSERT_EQ(pop[j], static_cast<Bitboard>(popcount(rm | rf)));
            ASSERT_EQ(swar[j], static_cast<Bitboard>(popcount(rm | rf)));
            ASSERT_EQ(nonzero[j], rf ? ~Bitboard{0} : 0);
        }
    }
}

// The move ordering's mobility: every count of positions (a partial last group of lanes
// included), corners counted twice.
TEST(Bitops, WeightedMobilityCountsEachPositionsMoves) {
    constexpr Bitboard CORNERS = 0x8100000000000081ULL;
    const auto& set = sample_set();
    for (int n = 0; n <= 20; ++n) {
        Bitboard p[32], o[32];
        int out[32];
        for (int i = 0; i < n; ++i) {
            p[i] = set[static_cast<std::size_t>(n * 7 + i)].p;
            o[i] = set[static_cast<std::size_t>(n * 7 + i)].o;
        }
        bitops::weighted_mobility(p, o, n, CORNERS, out);
        for (int i = 0; i < n; ++i) {
            const Bitboard m = reference_moves(p[i], o[i]);
            ASSERT_EQ(out[i], popcount(m) + popcount(m & CORNERS)) << n << " " << i;
        }
    }
}

TEST(Bitops, TwoLanesMatchTheReference) {
    check_lanes<bitops::Lanes2>();
}
TEST(Bitops, FourLanesMatchTheReference) {
    check_lanes<bitops::Lanes4>();
}
TEST(Bitops, EightLanesMatchTheReference) {
    check_lanes<bitops::Lanes8>();
}

// The batched perft queues nodes across the tree; positions late in random games have passes,
// finished games and few moves, so queues end in partial batches.
TEST(Bitops, BatchedPerftMatchesAPlainRecursion) {
    std::mt19937_64 rng(7);
    int checked = 0;
    for (int game = 0; game < 12; ++game) {
        Board b = Board::start();
        for (int ply = 0; ply < 64; ++ply) {
            if (ply % 6 == game % 6 || b.empty_count() < 8) {
                const int depth = b.empty_count() < 12 ? 6 : 4;
                for (int d = 1; d <= depth; ++d) {
                    ASSERT_EQ(perft(b, d), reference_perft(b.player, b.opponent, d))
                        << "game " << game << " ply " << ply << " depth " << d;
                }
                ++checked;
            }
            Bitboard moves = reference_moves(b.player, b.opponent);
            if (!moves) {
                if (!reference_moves(b.opponent, b.player)) break;
                b = b.pass();
                continue;
            }
            for (int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(moves))); k > 0;
                 --k)
                moves &= moves - 1;
            const int sq = lowest_square(moves);
            b = b.play_flips(sq, reference_flips(b.player, b.opponent, sq));
        }
    }
    EXPECT_GT(checked, 100);
}

TEST(Bitops, PerftFromTheStart) {
    const std::uint64_t expected[] = {1,    4,     12,     56,      244,      1396,
                                      8200, 55092, 390216, 3005288, 24571284, 212258800};
#if defined(NDEBUG)
    const int deepest = 11;  // release builds: about a second, natively or under node
#else
    const int deepest = 9;  // sanitizer builds
#endif
    for (int d = 0; d <= deepest; ++d) EXPECT_EQ(perft(Board::start(), d), expected[d]) << d;
}

}  // namespace
}  // namespace reversi
