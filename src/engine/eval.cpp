// The hand-written heuristic evaluation and the stability helpers.
#include "engine/eval.h"

#include <algorithm>

namespace reversi {

namespace {

constexpr Bitboard FILE_A = 0x0101010101010101ULL;
constexpr Bitboard FILE_H = 0x8080808080808080ULL;
constexpr Bitboard RANK_1 = 0x00000000000000FFULL;
constexpr Bitboard RANK_8 = 0xFF00000000000000ULL;
constexpr Bitboard EDGES = FILE_A | FILE_H | RANK_1 | RANK_8;
constexpr Bitboard CORNERS = 0x8100000000000081ULL;

// The 15 diagonals (a1-h8 direction) and 15 anti-diagonals (h1-a8 direction) as masks.
struct Diagonals {
    Bitboard diag[15];
    Bitboard anti[15];
};
constexpr Diagonals make_diagonals() {
    Diagonals d{};
    for (int sq = 0; sq < 64; ++sq) {
        const int r = sq / 8, c = sq % 8;
        d.diag[r - c + 7] |= Bitboard{1} << sq;
        d.anti[r + c] |= Bitboard{1} << sq;
    }
    return d;
}
constexpr Diagonals DIAGONALS = make_diagonals();

// Squares whose row, column, diagonal and anti-diagonal are completely filled, one mask each.
struct FullLines {
    Bitboard row, column, diag, anti;
};
FullLines full_lines(Bitboard filled) {
    FullLines f{};
    for (int r = 0; r < 8; ++r)
        if (((filled >> (8 * r)) & 0xFF) == 0xFF) f.row |= RANK_1 << (8 * r);
    // A column is full when all 8 rotations by a row agree: 3 rotate-and-ands.
    Bitboard v = filled;
    v &= (v >> 8) | (v << 56);
    v &= (v >> 16) | (v << 48);
    v &= (v >> 32) | (v << 32);
    f.column = v;
    for (int i = 0; i < 15; ++i) {
        if ((filled & DIAGONALS.diag[i]) == DIAGONALS.diag[i]) f.diag |= DIAGONALS.diag[i];
        if ((filled & DIAGONALS.anti[i]) == DIAGONALS.anti[i]) f.anti |= DIAGONALS.anti[i];
    }
    return f;
}

// a1, h1, a8, h8 with their X squares (b2 ...) and C squares (b1, a2 ...).
struct CornerZone {
    Bitboard corner, x, c;
};
constexpr CornerZone CORNER_ZONES[4] = {
    {0x0000000000000001ULL, 0x0000000000000200ULL, 0x0000000000000102ULL},
    {0x0000000000000080ULL, 0x0000000000004000ULL, 0x0000000000008040ULL},
    {0x0100000000000000ULL, 0x0002000000000000ULL, 0x0201000000000000ULL},
    {0x8000000000000000ULL, 0x0040000000000000ULL, 0x4080000000000000ULL},
};

}  // namespace

Bitboard stable_discs(Bitboard p, Bitboard o) {
    const FullLines full = full_lines(p | o);
    Bitboard stable = 0;
    for (;;) {
        // For each line, the discs that cannot be flipped along it.
        const Bitboard h = full.row | FILE_A | FILE_H | (stable << 1) | (stable >> 1);
        const Bitboard v = full.column | RANK_1 | RANK_8 | (stable << 8) | (stable >> 8);
        const Bitboard d = full.diag | EDGES | (stable << 9) | (stable >> 9);
        const Bitboard a = full.anti | EDGES | (stable << 7) | (stable >> 7);
        // Shifts may wrap across the board edge, but only onto edge squares, which are already
        // covered by the EDGES / FILE terms, so no mask is needed.
        const Bitboard next = stable | (p & h & v & d & a);
        if (next == stable) return stable;
        stable = next;
    }
}

int HeuristicEvaluator::evaluate(const Board& b) const {
    const Bitboard p = b.player, o = b.opponent, empty = b.empties();
    const int n = popcount(empty);
    const auto w = [n](const int(&pair)[2]) { return (pair[0] * n + pair[1] * (60 - n)) / 60; };

    const Bitboard pm = legal_moves(p, o), om = legal_moves(o, p);
    const int mobility = popcount(pm) - popcount(om);
    const int corner_mobility = popcount(pm & CORNERS) - popcount(om & CORNERS);

    const int potential = popcount(neighbours(o) & empty) - popcount(neighbours(p) & empty);
    int corners = 0, x = 0, c = 0;
    for (const CornerZone& z : CORNER_ZONES) {
        corners += popcount(p & z.corner) - popcount(o & z.corner);
        if (empty & z.corner) {
            x += popcount(p & z.x) - popcount(o & z.x);
            c += popcount(p & z.c) - popcount(o & z.c);
        }
    }
    const int edges = popcount(p & EDGES & ~CORNERS) - popcount(o & EDGES & ~CORNERS);
    const int stable = popcount(stable_discs(p, o)) - popcount(stable_discs(o, p));
    const int parity = (n & 1) ? 1 : -1;
    const HeuristicWeights& wt = weights_;
    const int score = w(wt.mobility) * mobility + w(wt.corner_mobility) * corner_mobility +
                      w(wt.potential_mobility) * potential + w(wt.corners) * corners +
                      w(wt.x_squares) * x + w(wt.c_squares) * c + w(wt.edges) * edges +
                      w(wt.stable) * stable + w(wt.parity) * parity +
                      w(wt.discs) * b.disc_difference();
    return std::clamp(score, -EVAL_LIMIT + 1, EVAL_LIMIT - 1);
}

}  // namespace reversi
