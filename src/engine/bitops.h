// The two hot paths of every Othello program, inline: legal-move generation and flips.
//
// Both work on the masks of the side to move `p` and of its opponent `o`. They are written in
// plain C++ so that the native build and the wasm build run the same source; compilers turn
// them into straight-line code with no branches and no memory access besides one table row.
#pragma once

#include <array>
#include <cstdint>

namespace reversi::bitops {

using Bitboard = std::uint64_t;

// Columns b..g: discs that can be crossed by a horizontal or diagonal line without wrapping.
constexpr Bitboard INNER_COLUMNS = 0x7E7E7E7E7E7E7E7EULL;

// Squares of `p` moved one step in direction `shift` (positive: towards h8) and the next
// doubling steps, restricted to `mask`. Kogge-Stone style fill with 3 doublings:
// cost per direction: 8 shifts, 7 ands, 5 ors.
inline Bitboard moves_in_direction(Bitboard p, Bitboard mask, int shift) {
    Bitboard fl = mask & (p << shift);
    Bitboard fr = mask & (p >> shift);
    fl |= mask & (fl << shift);
    fr |= mask & (fr >> shift);
    const Bitboard ml = mask & (mask << shift);
    const Bitboard mr = ml >> shift;
    const int shift2 = shift + shift;
    fl |= ml & (fl << shift2);
    fr |= mr & (fr >> shift2);
    fl |= ml & (fl << shift2);
    fr |= mr & (fr >> shift2);
    return (fl << shift) | (fr >> shift);
}

// The legal moves of `p` against `o`.
inline Bitboard moves(Bitboard p, Bitboard o) {
    const Bitboard inner = o & INNER_COLUMNS;
    const Bitboard m = moves_in_direction(p, inner, 1) | moves_in_direction(p, o, 8) |
                       moves_in_direction(p, inner, 7) | moves_in_direction(p, inner, 9);
    return m & ~(p | o);
}

// Direction steps: E, S, SE, SW go to higher bits; W, N, NW, NE to lower bits.
constexpr std::array<int, 8> DIRECTION_ROW = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr std::array<int, 8> DIRECTION_COL = {1, 0, 1, -1, -1, 0, -1, 1};

// RAYS[sq][d]: the squares from `sq` (excluded) to the edge in direction d.
constexpr std::array<std::array<Bitboard, 8>, 64> make_rays() {
    std::array<std::array<Bitboard, 8>, 64> rays{};
    for (int sq = 0; sq < 64; ++sq) {
        for (int d = 0; d < 8; ++d) {
            Bitboard ray = 0;
            int r = sq / 8 + DIRECTION_ROW[d], c = sq % 8 + DIRECTION_COL[d];
            while (r >= 0 && r < 8 && c >= 0 && c < 8) {
                ray |= Bitboard{1} << (r * 8 + c);
                r += DIRECTION_ROW[d];
                c += DIRECTION_COL[d];
            }
            rays[sq][d] = ray;
        }
    }
    return rays;
}
inline constexpr auto RAYS = make_rays();

// The discs flipped along a ray towards higher bits: those below the first square of the ray
// that is not an opponent disc, provided that square is ours. 1 neg + 1 sub + 4 and + 1 cmp.
inline Bitboard flips_up(Bitboard p, Bitboard o, Bitboard ray) {
    Bitboard outflank = ~o & ray;
    outflank &= 0 - outflank;
    const Bitboard f = (outflank - 1) & ray;
    return (outflank & p) ? f : 0;
}

// The same towards lower bits: the first non-opponent square is the highest one, found with
// a leading-zero count (`| 1` keeps clz defined; the `& x` drops the bogus bit it may add).
inline Bitboard flips_down(Bitboard p, Bitboard o, Bitboard ray) {
    const Bitboard x = ~o & ray;
    const Bitboard outflank = (0x8000000000000000ULL >> __builtin_clzll(x | 1)) & x;
    const Bitboard f = (0 - (outflank << 1)) & ray;
    return (outflank & p) ? f : 0;
}

// The opponent discs flipped by a disc of `p` on the empty square `sq`.
inline Bitboard flips(Bitboard p, Bitboard o, int sq) {
    const auto& r = RAYS[sq];
    return flips_up(p, o, r[0]) | flips_up(p, o, r[1]) | flips_up(p, o, r[2]) |
           flips_up(p, o, r[3]) | flips_down(p, o, r[4]) | flips_down(p, o, r[5]) |
           flips_down(p, o, r[6]) | flips_down(p, o, r[7]);
}

}  // namespace reversi::bitops
