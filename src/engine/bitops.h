// The two hot paths of every Othello program, inline: legal-move generation and flips.
//
// Both work on the masks of the side to move `p` and of its opponent `o`. The line fills are
// templates over the mask type, so one source serves
//   - one position in a Bitboard (moves(), and the perft and search code that call it), and
//   - N independent positions side by side in a SIMD register (GCC/Clang vector extensions:
//     Lanes8 = one AVX-512 register, Lanes4 = AVX2, Lanes2 = SSE2 or wasm simd128), where
//     every lane shifts by the same amount, so each operation is one vector instruction.
// The native and the wasm build run the same code; AVX-512 adds two 8-lane fast paths (flips_of
// with mask registers, popcount_lanes with VPOPCNTDQ), checked against the plain code by
// engine_bitops_test in the builds that compile them.
#pragma once

#include <array>
#include <cstdint>

#if defined(__AVX512F__)
#include <immintrin.h>
#endif
#if defined(__AVX512VPOPCNTDQ__) && defined(__AVX512VL__)
#define REVERSI_POPCOUNT_AVX512 1
#endif

namespace reversi::bitops {

using Bitboard = std::uint64_t;
using Lanes2 = Bitboard __attribute__((vector_size(16)));
using Lanes4 = Bitboard __attribute__((vector_size(32)));
using Lanes8 = Bitboard __attribute__((vector_size(64)));

// Columns b..g: discs that can be crossed by a horizontal or diagonal line without wrapping.
constexpr Bitboard INNER_COLUMNS = 0x7E7E7E7E7E7E7E7EULL;

// All ones where x is not 0, else 0 (per lane).
inline Bitboard all_if_nonzero(Bitboard x) {
    return 0 - static_cast<Bitboard>(x != 0);
}
template <class V>
inline V all_if_nonzero(const V& x) {
    return (V)(x != 0);
}

// Squares of `p` moved one step in direction `shift` (and -shift) across runs of `mask`:
// the line-ends of both directions. Kogge-Stone style fill with 2 doublings (runs up to 6):
// cost per direction pair: 11 shifts, 10 ands/ors (7 with AVX-512 ternary logic).
template <class V>
inline V moves_in_direction(const V& p, const V& mask, int shift) {
    V fl = mask & (p << shift);
    V fr = mask & (p >> shift);
    fl |= mask & (fl << shift);
    fr |= mask & (fr >> shift);
    const V ml = mask & (mask << shift);
    const V mr = ml >> shift;
    const int shift2 = shift + shift;
    fl |= ml & (fl << shift2);
    fr |= mr & (fr >> shift2);
    fl |= ml & (fl << shift2);
    fr |= mr & (fr >> shift2);
    return (fl << shift) | (fr >> shift);
}

// The legal moves of `p` against `o` (per lane).
template <class V>
[[gnu::always_inline]] inline V moves_of(const V& p, const V& o) {
    const V inner = o & INNER_COLUMNS;
    const V m = moves_in_direction(p, inner, 1) | moves_in_direction(p, o, 8) |
                moves_in_direction(p, inner, 7) | moves_in_direction(p, inner, 9);
    return m & ~(p | o);
}

// The legal moves of `p` against `o`. (Forced inline, as moves_of: clang's wasm build called
// both out of line, 6-8 % of a solve's time.)
[[gnu::always_inline]] inline Bitboard moves(Bitboard p, Bitboard o) {
    return moves_of(p, o);
}

// Flips of a disc `m` (one bit per lane) along the direction pair +-shift: the opponent run
// from m, Kogge-Stone filled over `pro` in 3 doublings, kept when a disc of p closes it.
// The result may contain m itself. Cost: 12 shifts, 10 ands/ors, 2 tests, 2 selects.
template <class V>
inline V flips_in_direction(const V& p, const V& pro, const V& m, int shift) {
    const V pro1 = pro & (pro << shift);
    const V pro2 = pro1 & (pro1 << (2 * shift));
    V gl = m | (pro & (m << shift));
    gl |= pro1 & (gl << (2 * shift));
    gl |= pro2 & (gl << (4 * shift));
    const V pro1r = pro1 >> shift, pro2r = pro2 >> (3 * shift);
    V gr = m | (pro & (m >> shift));
    gr |= pro1r & (gr >> (2 * shift));
    gr |= pro2r & (gr >> (4 * shift));
    return (gl & all_if_nonzero((gl << shift) & p)) | (gr & all_if_nonzero((gr >> shift) & p));
}

// The opponent discs flipped by a disc of `p` on the empty square `m` (a single bit per lane).
// Branch-free and table-free, so it runs on lanes with different squares at once.
template <class V>
inline V flips_of(const V& p, const V& o, const V& m) {
    const V inner = o & INNER_COLUMNS;
    const V f = flips_in_direction(p, inner, m, 1) | flips_in_direction(p, o, m, 8) |
                flips_in_direction(p, inner, m, 7) | flips_in_direction(p, inner, m, 9);
    return f & ~m;
}

#if defined(__AVX512F__)
// flips_of on 8 lanes with AVX-512 masks: the closing test and the merge of a direction are one
// vptestmq and one masked vporq, instead of a compare, a blend and an and.
inline Lanes8 flips_of(const Lanes8& p, const Lanes8& o, const Lanes8& m) {
    __m512i f = _mm512_setzero_si512();
    const auto pair = [&](Lanes8 pro, int shift) {
        const Lanes8 pro1 = pro & (pro << shift);
        const Lanes8 pro2 = pro1 & (pro1 << (2 * shift));
        Lanes8 gl = m | (pro & (m << shift));
        gl |= pro1 & (gl << (2 * shift));
        gl |= pro2 & (gl << (4 * shift));
        const Lanes8 pro1r = pro1 >> shift, pro2r = pro2 >> (3 * shift);
        Lanes8 gr = m | (pro & (m >> shift));
        gr |= pro1r & (gr >> (2 * shift));
        gr |= pro2r & (gr >> (4 * shift));
        f = _mm512_mask_or_epi64(f, _mm512_test_epi64_mask((__m512i)(gl << shift), (__m512i)p), f,
                                 (__m512i)gl);
        f = _mm512_mask_or_epi64(f, _mm512_test_epi64_mask((__m512i)(gr >> shift), (__m512i)p), f,
                                 (__m512i)gr);
    };
    const Lanes8 inner = o & INNER_COLUMNS;
    pair(inner, 1);
    pair(o, 8);
    pair(inner, 7);
    pair(inner, 9);
    return (Lanes8)f & ~m;
}
#endif

// Number of set bits per lane. SWAR: 10 shifts/ands/adds + 6 for the byte sums, or one
// instruction with AVX-512 VPOPCNTDQ, or, as wasm, the 64-bit popcount lane by lane.
inline Bitboard popcount_lanes(Bitboard x) {
    return static_cast<Bitboard>(__builtin_popcountll(x));
}
template <class V>
inline V popcount_lanes_swar(const V& v) {
    V x = v - ((v >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    x += x >> 8;
    x += x >> 16;
    x += x >> 32;
    return x & 0x7F;
}
template <class V>
inline V popcount_lanes(const V& x) {
    return popcount_lanes_swar(x);
}
#if defined(__wasm_simd128__)
// WebAssembly has a 64-bit popcount but none per SIMD lane: two of them beat the SWAR sequence.
inline Lanes2 popcount_lanes(const Lanes2& x) {
    return Lanes2{popcount_lanes(x[0]), popcount_lanes(x[1])};
}
#endif
#if defined(REVERSI_POPCOUNT_AVX512)
inline Lanes8 popcount_lanes(const Lanes8& x) {
    return (Lanes8)_mm512_popcnt_epi64((__m512i)x);
}
inline Lanes4 popcount_lanes(const Lanes4& x) {
    return (Lanes4)_mm256_popcnt_epi64((__m256i)x);
}
inline Lanes2 popcount_lanes(const Lanes2& x) {
    return (Lanes2)_mm_popcnt_epi64((__m128i)x);
}
#endif

// The widest lane vector of the target: that many positions side by side in one register.
#if defined(__AVX512F__)
using WideLanes = Lanes8;
#elif defined(__AVX2__)
using WideLanes = Lanes4;
#else
using WideLanes = Lanes2;  // SSE2, wasm simd128, or the compiler's emulation
#endif
constexpr int WIDE_LANES = static_cast<int>(sizeof(WideLanes) / sizeof(Bitboard));

// For each of n positions (p[i] to move against o[i]): the number of its legal moves, those in
// `twice` counted twice, in out[i]. WIDE_LANES positions at a time (the last group's spare lanes
// hold empty boards).
inline void weighted_mobility(const Bitboard* p, const Bitboard* o, int n, Bitboard twice,
                              int* out) {
#if defined(__wasm__)
    // As wasm, one position at a time: simd128's 2 lanes measured 4 % slower on whole solves
    // (FFO #37-#38) than the plain code.
    for (int i = 0; i < n; ++i) {
        const Bitboard m = moves(p[i], o[i]);
        out[i] = static_cast<int>(popcount_lanes(m) + popcount_lanes(m & twice));
    }
#else
    for (int i = 0; i < n; i += WIDE_LANES) {
        WideLanes vp, vo;
        for (int k = 0; k < WIDE_LANES; ++k) {
            vp[k] = i + k < n ? p[i + k] : 0;
            vo[k] = i + k < n ? o[i + k] : 0;
        }
        const WideLanes m = moves_of(vp, vo);
        const WideLanes c = popcount_lanes(m) + popcount_lanes(m & twice);
        for (int k = 0; k < WIDE_LANES && i + k < n; ++k) out[i + k] = static_cast<int>(c[k]);
    }
#endif
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
alignas(64) inline constexpr auto RAYS = make_rays();

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

// The opponent discs flipped by a disc of `p` on the empty square `sq`, one ray at a time.
// (The 8 rays in one AVX-512 register, vplzcntq for the downward ones, measured 2x slower.)
inline Bitboard flips_by_rays(Bitboard p, Bitboard o, int sq) {
    const auto& r = RAYS[sq];
    return flips_up(p, o, r[0]) | flips_up(p, o, r[1]) | flips_up(p, o, r[2]) |
           flips_up(p, o, r[3]) | flips_down(p, o, r[4]) | flips_down(p, o, r[5]) |
           flips_down(p, o, r[6]) | flips_down(p, o, r[7]);
}

// flips_by_rays for a square known at compile time: its rays are constants, and those that
// leave the board at once (5 of a corner's 8, 3 of an edge square's) are not computed at all.
template <int SQ>
inline Bitboard flips_at(Bitboard p, Bitboard o) {
    constexpr const std::array<Bitboard, 8>& r = RAYS[SQ];
    Bitboard f = 0;
    if constexpr (r[0] != 0) f |= flips_up(p, o, r[0]);
    if constexpr (r[1] != 0) f |= flips_up(p, o, r[1]);
    if constexpr (r[2] != 0) f |= flips_up(p, o, r[2]);
    if constexpr (r[3] != 0) f |= flips_up(p, o, r[3]);
    if constexpr (r[4] != 0) f |= flips_down(p, o, r[4]);
    if constexpr (r[5] != 0) f |= flips_down(p, o, r[5]);
    if constexpr (r[6] != 0) f |= flips_down(p, o, r[6]);
    if constexpr (r[7] != 0) f |= flips_down(p, o, r[7]);
    return f;
}

// The opponent discs flipped by a disc of `p` on the empty square `sq` (0-63; none for any other
// value): a jump to that square's own code. 10 % less time than flips_by_rays on FFO #37-#38
// natively, the same as wasm (where a table of 64 function pointers was 5 % slower: an indirect
// call there checks the callee's signature).
inline Bitboard flips(Bitboard p, Bitboard o, int sq) {
    // clang-format off
#define REVERSI_FLIPS_CASE(n) case n: return flips_at<n>(p, o);
#define REVERSI_FLIPS_CASES_8(n)                                                   \
    REVERSI_FLIPS_CASE(n) REVERSI_FLIPS_CASE(n + 1) REVERSI_FLIPS_CASE(n + 2)      \
    REVERSI_FLIPS_CASE(n + 3) REVERSI_FLIPS_CASE(n + 4) REVERSI_FLIPS_CASE(n + 5)  \
    REVERSI_FLIPS_CASE(n + 6) REVERSI_FLIPS_CASE(n + 7)
    // clang-format on
    switch (sq) {
        REVERSI_FLIPS_CASES_8(0)
        REVERSI_FLIPS_CASES_8(8)
        REVERSI_FLIPS_CASES_8(16)
        REVERSI_FLIPS_CASES_8(24)
        REVERSI_FLIPS_CASES_8(32)
        REVERSI_FLIPS_CASES_8(40)
        REVERSI_FLIPS_CASES_8(48)
        REVERSI_FLIPS_CASES_8(56)
        default:
            return 0;  // not a square
    }
#undef REVERSI_FLIPS_CASES_8
#undef REVERSI_FLIPS_CASE
}

}  // namespace reversi::bitops
