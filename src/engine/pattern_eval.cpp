// The trained pattern evaluation (see pattern_eval.h).
#include "engine/pattern_eval.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

#include "engine/bitops.h"

namespace reversi {

namespace patterns {

namespace {

// BASE3[x]: the n-bit number x read as base-3 digits (bit i -> 3^i), for up to 10 bits.
struct Base3 {
    int value[1024];
};
constexpr Base3 make_base3() {
    Base3 t{};
    for (int x = 0; x < 1024; ++x) {
        int v = 0;
        for (int i = 9; i >= 0; --i) v = v * 3 + ((x >> i) & 1);
        t.value[x] = v;
    }
    return t;
}
constexpr Base3 BASE3 = make_base3();

// Diagonal squares (r, r + k) collapsed onto one byte (bit c = column c) by a multiplication:
// each row holds one of them, in a distinct column, so the partial products never carry.
constexpr Bitboard COLLAPSE = 0x0101010101010101ULL;
template <class T>
inline T diagonal(const T& x, Bitboard mask, int shift) {
    return ((x & mask) * COLLAPSE) >> shift;
}

// The squares of each pattern type, as bits gathered from a board seen from a1 (bit i of the
// result is the i-th square of the pattern); per lane for a vector of boards.
template <class T>
inline void gather(const T& x, T (&g)[TYPES]) {
    g[0] = (x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1C0);     // a1-c3
    g[1] = (x & 0xFF) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200);  // 1st+X
    g[2] = (x & 0x1F) | ((x >> 3) & 0x3E0);                       // a1-e2
    g[3] = (x >> 8) & 0xFF;                                       // 2nd row
    g[4] = (x >> 16) & 0xFF;                                      // 3rd row
    g[5] = (x >> 24) & 0xFF;                                      // 4th row
    g[6] = diagonal(x, 0x8040201008040201ULL, 56);                // a1-h8
    g[7] = diagonal(x, 0x0080402010080402ULL, 57);                // b1-h7
    g[8] = diagonal(x, 0x0000804020100804ULL, 58);                // c1-h6
    g[9] = diagonal(x, 0x0000008040201008ULL, 59);                // d1-h5
    g[10] = diagonal(x, 0x0000000080402010ULL, 60);               // e1-h4
}

// The feature index of pattern type t whose squares hold the bits gp (side to move) and go.
inline int feature_index(int t, Bitboard gp, Bitboard go) {
    return LAYOUT.offset[t] + BASE3.value[gp] + 2 * BASE3.value[go];
}

#if defined(__AVX2__)
// The 8 images of a board side by side, one per lane (one AVX-512 register, or two AVX2 ones),
// so that each pattern is read on all of them at once. (Emulated on wasm simd128's 2 lanes, this
// measured 10 % slower than the plain code below, which wasm builds use.)
using Images = bitops::Lanes8;
static_assert(sizeof(Images) / sizeof(Bitboard) == SYMMETRIES, "one lane per symmetry");

// Swaps the bits of `x` selected by `mask` with those `shift` places above them, per lane.
inline Images swap_bits(const Images& x, Bitboard mask, int shift) {
    return ((x >> shift) & mask) | ((x & mask) << shift);
}

// The images of a board under the symmetries of the square, in the order of images() below.
inline Images image_lanes(Bitboard x) {
    const Bitboard t = transpose(x);
    Images v = {x, x, x, x, t, t, t, t};
    const Images odd = {0, ~0ULL, 0, ~0ULL, 0, ~0ULL, 0, ~0ULL};   // lanes 1, 3, 5, 7
    const Images rows = {0, 0, ~0ULL, ~0ULL, 0, 0, ~0ULL, ~0ULL};  // lanes 2, 3, 6, 7
    const Images columns_mirrored =
        swap_bits(swap_bits(swap_bits(v, 0x5555555555555555ULL, 1), 0x3333333333333333ULL, 2),
                  0x0F0F0F0F0F0F0F0FULL, 4);
    v = (columns_mirrored & odd) | (v & ~odd);
    const Images rows_mirrored =
        swap_bits(swap_bits(swap_bits(v, 0x00FF00FF00FF00FFULL, 8), 0x0000FFFF0000FFFFULL, 16),
                  0x00000000FFFFFFFFULL, 32);
    return (rows_mirrored & rows) | (v & ~rows);
}
#endif

// The 8 images of a board under the symmetries of the square: 1 transpose and 6 mirrors.
inline void images(Bitboard x, Bitboard (&out)[SYMMETRIES]) {
    const Bitboard t = transpose(x);
    out[0] = x;
    out[1] = mirror_horizontal(x);
    out[2] = mirror_vertical(x);
    out[3] = mirror_vertical(out[1]);
    out[4] = t;
    out[5] = mirror_horizontal(t);
    out[6] = mirror_vertical(t);
    out[7] = mirror_vertical(out[5]);
}

// The squares of every pattern type on every image, for both sides: bits [t * SYMMETRIES + s]
// are those of type t read on image s.
struct Readings {
    Bitboard player[TYPES * SYMMETRIES];
    Bitboard opponent[TYPES * SYMMETRIES];
};
inline void read_patterns(const Board& b, Readings& r) {
#if defined(__AVX2__)
    Images gp[TYPES], go[TYPES];
    gather(image_lanes(b.player), gp);
    gather(image_lanes(b.opponent), go);
    static_assert(sizeof(gp) == sizeof(r.player), "one lane per reading");
    std::memcpy(r.player, gp, sizeof(gp));
    std::memcpy(r.opponent, go, sizeof(go));
#else
    Bitboard ps[SYMMETRIES], os[SYMMETRIES];
    images(b.player, ps);
    images(b.opponent, os);
    for (int s = 0; s < SYMMETRIES; ++s) {
        Bitboard gp[TYPES], go[TYPES];
        gather(ps[s], gp);
        gather(os[s], go);
        for (int t = 0; t < TYPES; ++t) {
            r.player[t * SYMMETRIES + s] = gp[t];
            r.opponent[t * SYMMETRIES + s] = go[t];
        }
    }
#endif
}

// The readings of READ_IMAGES, in one fixed order: where each is in Readings, and its type.
struct ReadList {
    int count;
    int at[TYPES * SYMMETRIES];  // in Readings
    int type[TYPES * SYMMETRIES];
    int slot[TYPES][SYMMETRIES];  // the place in this order of type t read on image s
};
constexpr ReadList make_read_list() {
    ReadList l{};
    for (int t = 0; t < TYPES; ++t) {
        for (int s = 0; s < SYMMETRIES; ++s) {
            if (!((READ_IMAGES[t] >> s) & 1)) continue;
            l.at[l.count] = t * SYMMETRIES + s;
            l.type[l.count] = t;
            l.slot[t][s] = l.count;
            ++l.count;
        }
    }
    return l;
}
constexpr ReadList FOLDED_READS = make_read_list();
static_assert(FOLDED_READS.count == FOLDED_READINGS, "one index per folded reading");

// The feature indices of the readings of READ_IMAGES, in FOLDED_READS order.
#if defined(__AVX2__)
// All readings come at once in lanes; the list of those to keep is fixed.
inline void folded_indices(const Board& b, int (&index)[FOLDED_READINGS]) {
    Readings r;
    read_patterns(b, r);
    for (int k = 0; k < FOLDED_READINGS; ++k) {
        const int at = FOLDED_READS.at[k];
        index[k] = feature_index(FOLDED_READS.type[k], r.player[at], r.opponent[at]);
    }
}
#else
// Image by image, gathering only the types read on it: half the work of reading them all.
template <int S>
inline void folded_image_indices(const Bitboard (&ps)[SYMMETRIES], const Bitboard (&os)[SYMMETRIES],
                                 int (&index)[FOLDED_READINGS]) {
    Bitboard gp[TYPES], go[TYPES];
    gather(ps[S], gp);
    gather(os[S], go);
    for (int t = 0; t < TYPES; ++t)
        if ((READ_IMAGES[t] >> S) & 1)
            index[FOLDED_READS.slot[t][S]] = feature_index(t, gp[t], go[t]);
}
template <int... S>
inline void folded_images_indices(const Board& b, int (&index)[FOLDED_READINGS],
                                  std::integer_sequence<int, S...>) {
    Bitboard ps[SYMMETRIES], os[SYMMETRIES];
    images(b.player, ps);
    images(b.opponent, os);
    (folded_image_indices<S>(ps, os, index), ...);
}
inline void folded_indices(const Board& b, int (&index)[FOLDED_READINGS]) {
    folded_images_indices(b, index, std::make_integer_sequence<int, SYMMETRIES>{});
}
#endif

// The sum of the weights `w` (folded) of the feature indices `index`.
inline int weights_sum(const std::int16_t* w, const int* index) {
    int score = 0;
    for (int k = 0; k < FOLDED_READINGS; ++k) score += w[index[k]];
    return score;
}

// The whole-board terms.
inline void read_scalars(const Board& b, int (&scalar)[SCALARS]) {
    const Bitboard empty = b.empties();
    // Both sides' moves at once, one side per lane.
    const bitops::Lanes2 moves = bitops::moves_of(bitops::Lanes2{b.player, b.opponent},
                                                  bitops::Lanes2{b.opponent, b.player});
    scalar[0] = popcount(moves[0]);
    scalar[1] = popcount(moves[1]);
    scalar[2] = popcount(neighbours(b.opponent) & empty);
    scalar[3] = popcount(neighbours(b.player) & empty);
    scalar[4] = 1;
    scalar[5] = b.empty_count() & 1;
}

// The score of the whole-board terms, with the phase's weights `w`.
inline int scalars_score(const Board& b, const std::int16_t* w) {
    int scalar[SCALARS];
    read_scalars(b, scalar);
    int score = 0;
    for (int i = 0; i < SCALARS; ++i) score += w[SCALAR_OFFSET + i] * scalar[i];
    return score;
}

}  // namespace

void extract(const Board& b, Features& f) {
    Readings r;
    read_patterns(b, r);
    for (int s = 0; s < SYMMETRIES; ++s) {
        for (int t = 0; t < TYPES; ++t) {
            const int at = t * SYMMETRIES + s;
            f.index[s * TYPES + t] = feature_index(t, r.player[at], r.opponent[at]);
        }
    }
    read_scalars(b, f.scalar);
}

std::vector<std::int16_t> fold(const std::vector<std::int16_t>& weights) {
    std::vector<std::int16_t> folded = weights;
    for (int t = 0; t < TYPES; ++t) {
        // digit[s][q]: the base-3 digit that square q takes in type t read on image s (-1: not
        // read there), found by reading boards of one disc.
        int digit[SYMMETRIES][BOARD_SQUARES];
        for (int q = 0; q < BOARD_SQUARES; ++q) {
            Bitboard im[SYMMETRIES];
            images(square_bit(q), im);
            for (int s = 0; s < SYMMETRIES; ++s) {
                Bitboard g[TYPES];
                gather(im[s], g);
                digit[s][q] = g[t] ? lowest_square(g[t]) : -1;
            }
        }
        const auto same_squares = [&digit](int a, int b) {
            for (int q = 0; q < BOARD_SQUARES; ++q)
                if ((digit[a][q] < 0) != (digit[b][q] < 0)) return false;
            return true;
        };
        // READ_IMAGES must hold the first image of each set of squares...
        unsigned first = 0;
        for (int s = 0; s < SYMMETRIES; ++s) {
            bool seen = false;
            for (int r = 0; r < s; ++r) seen |= same_squares(r, s);
            if (!seen) first |= 1u << s;
        }
        if (first != READ_IMAGES[t]) return {};
        // ...and the images reading image 0's squares give each configuration its partners:
        // read on image s, the square of digit i of image 0 has the place value moved[k][i].
        int moved[SYMMETRIES][10], partners = 0;
        for (int s = 0; s < SYMMETRIES; ++s) {
            if (!same_squares(0, s)) continue;
            for (int q = 0; q < BOARD_SQUARES; ++q)
                if (digit[0][q] >= 0) moved[partners][digit[0][q]] = pow3(digit[s][q]);
            ++partners;
        }
        const int configurations = pow3(SIZES[t]);
        std::vector<int> partner(static_cast<std::size_t>(configurations) * partners, 0);
        for (int index = 0; index < configurations; ++index) {
            int* p = &partner[static_cast<std::size_t>(index) * partners];
            for (int i = 0, x = index; i < SIZES[t]; ++i, x /= 3)
                for (int k = 0; k < partners; ++k) p[k] += (x % 3) * moved[k][i];
        }
        for (int phase = 0; phase < PHASES; ++phase) {
            const std::size_t base = static_cast<std::size_t>(phase) * PER_PHASE + LAYOUT.offset[t];
            for (int index = 0; index < configurations; ++index) {
                const int* p = &partner[static_cast<std::size_t>(index) * partners];
                int sum = 0;
                for (int k = 0; k < partners; ++k) sum += weights[base + p[k]];
                if (sum < INT16_MIN || sum > INT16_MAX) return {};
                folded[base + index] = static_cast<std::int16_t>(sum);
            }
        }
    }
    return folded;
}

}  // namespace patterns

PatternEvaluator::PatternEvaluator(std::vector<std::int16_t> weights)
    : weights_(std::move(weights)) {
    weights_.resize(static_cast<std::size_t>(patterns::PHASES) * patterns::PER_PHASE, 0);
    std::vector<std::int16_t> folded = patterns::fold(weights_);
    if (folded.empty()) return;
    weights_ = std::move(folded);
    folded_ = true;
    // The readings of each square, found by reading boards of one disc.
    using namespace patterns;
    for (int q = 0; q < BOARD_SQUARES; ++q) {
        Readings r;
        read_patterns(Board{square_bit(q), 0}, r);
        SquareReadings& sr = squares_[q];
        for (int j = 0; j < MAX_SQUARE_READINGS; ++j) {
            sr.reading[j] = FOLDED_READINGS;  // the spare index (never read), 0 added
            sr.place[j] = 0;
        }
        for (int k = 0; k < FOLDED_READINGS; ++k) {
            const Bitboard g = r.player[FOLDED_READS.at[k]];
            if (!g) continue;
            if (sr.count == MAX_SQUARE_READINGS) return;  // (evaluate_child then reads anew)
            sr.reading[sr.count] = static_cast<std::uint8_t>(k);
            sr.place[sr.count] = static_cast<std::uint16_t>(BASE3.value[g]);
            ++sr.count;
        }
    }
    by_square_ = true;
}

int PatternEvaluator::evaluate(const Board& b) const {
    using namespace patterns;
    const std::int16_t* w = phase_weights(b);
    int score = 0;
    if (folded_) {
        int index[FOLDED_READINGS];
        folded_indices(b, index);
        score = weights_sum(w, index);
    } else {
        Features f;
        extract(b, f);
        for (const int i : f.index) score += w[i];
    }
    score += scalars_score(b, w);
    return std::clamp(score, -EVAL_LIMIT + 1, EVAL_LIMIT - 1);
}

// The children share the parent's readings: prepare_children stores the folded readings'
// feature indices as the children see them (the parent's opponent to move), and
// evaluate_child adds the move's changes, square by square (squares_[sq]: the readings that
// hold it, and its place value there), instead of reading the child's patterns anew.
void PatternEvaluator::prepare_children(const Board& parent, SiblingState& s) const {
    using namespace patterns;
    if (!by_square_) return;
    int index[FOLDED_READINGS];
    folded_indices(Board{parent.opponent, parent.player}, index);
    std::memcpy(s.value, index, sizeof(index));
    s.value[FOLDED_READINGS] = 0;  // the spare that padded updates add to
}

int PatternEvaluator::evaluate_child(const SiblingState& s, const Board& child, int sq,
                                     Bitboard flips) const {
    using namespace patterns;
    if (!by_square_) return evaluate(child);
    int index[FOLDED_READINGS + 1];
    std::memcpy(index, s.value, sizeof(index));
    // The new disc is the child's opponent's (digit 2), and so are the flipped discs (1 to 2).
    const SquareReadings& placed = squares_[sq];
    for (int j = 0; j < MAX_SQUARE_READINGS; ++j) index[placed.reading[j]] += 2 * placed.place[j];
    for (; flips; flips &= flips - 1) {
        const SquareReadings& flipped = squares_[lowest_square(flips)];
        for (int j = 0; j < MAX_SQUARE_READINGS; ++j) index[flipped.reading[j]] += flipped.place[j];
    }
    const std::int16_t* w = phase_weights(child);
    const int score = weights_sum(w, index) + scalars_score(child, w);
    return std::clamp(score, -EVAL_LIMIT + 1, EVAL_LIMIT - 1);
}

// The weights file: "RVPW", a little-endian u32 version (2), u32 phases, u32 weights per phase,
// then the weights as little-endian i16 in order, where the value -32768 is followed by a u16
// count of zero weights (runs of zeros are common: most configurations never occur). Version 1
// had no parity term (one weight fewer per phase, the last): it reads with that weight at 0.
namespace {
constexpr char MAGIC[4] = {'R', 'V', 'P', 'W'};
constexpr std::uint32_t VERSION = 2;
constexpr std::uint32_t VERSION_WITHOUT_PARITY = 1;
constexpr std::int16_t ZERO_RUN = -32768;

void put16(std::vector<std::uint8_t>& out, unsigned v) {
    out.push_back(static_cast<std::uint8_t>(v & 0xFF));
    out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xFF));
}
void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    put16(out, v & 0xFFFF);
    put16(out, v >> 16);
}
}  // namespace

std::vector<std::uint8_t> PatternEvaluator::encode(const std::vector<std::int16_t>& weights) {
    std::vector<std::uint8_t> out(MAGIC, MAGIC + 4);
    put32(out, VERSION);
    put32(out, patterns::PHASES);
    put32(out, patterns::PER_PHASE);
    for (std::size_t i = 0; i < weights.size();) {
        if (weights[i] != 0) {
            // ZERO_RUN is reserved as the marker: clamp a real weight to the next value.
            put16(out, static_cast<std::uint16_t>(std::max<std::int16_t>(weights[i], -32767)));
            ++i;
            continue;
        }
        std::size_t run = 0;
        while (i < weights.size() && weights[i] == 0 && run < 0xFFFF) ++i, ++run;
        put16(out, static_cast<std::uint16_t>(ZERO_RUN));
        put16(out, static_cast<unsigned>(run));
    }
    return out;
}

std::vector<std::int16_t> PatternEvaluator::decode(const std::uint8_t* data, std::size_t size,
                                                   std::string& error) {
    const auto get16 = [&](std::size_t at) {
        return static_cast<unsigned>(data[at] | (data[at + 1] << 8));
    };
    const auto get32 = [&](std::size_t at) {
        return static_cast<std::uint32_t>(get16(at) | (get16(at + 2) << 16));
    };
    if (size < 16 || std::memcmp(data, MAGIC, 4) != 0) {
        error = "not a pattern weights file (bad header)";
        return {};
    }
    const std::uint32_t version = get32(4);
    const std::uint32_t per_phase =
        version == VERSION_WITHOUT_PARITY ? patterns::PER_PHASE - 1 : patterns::PER_PHASE;
    if ((version != VERSION && version != VERSION_WITHOUT_PARITY) || get32(8) != patterns::PHASES ||
        get32(12) != per_phase) {
        error = "pattern weights file of another version or layout";
        return {};
    }
    const std::size_t total = static_cast<std::size_t>(patterns::PHASES) * per_phase;
    std::vector<std::int16_t> weights;
    weights.reserve(total);
    std::size_t at = 16;
    while (at + 2 <= size && weights.size() < total) {
        const auto v = static_cast<std::int16_t>(get16(at));
        at += 2;
        if (v != ZERO_RUN) {
            weights.push_back(v);
            continue;
        }
        if (at + 2 > size) break;
        const std::size_t run = get16(at);
        at += 2;
        if (weights.size() + run > total) break;
        weights.insert(weights.end(), run, 0);
    }
    if (weights.size() != total || at != size) {
        error = "pattern weights file truncated or too long";
        return {};
    }
    if (per_phase == patterns::PER_PHASE) return weights;
    // Version 1: each phase's weights, then its parity weight (the last) at 0.
    std::vector<std::int16_t> widened;
    widened.reserve(static_cast<std::size_t>(patterns::PHASES) * patterns::PER_PHASE);
    const auto step = static_cast<std::ptrdiff_t>(per_phase);
    for (auto from = weights.begin(); from != weights.end(); from += step) {
        widened.insert(widened.end(), from, from + step);
        widened.push_back(0);
    }
    return widened;
}

}  // namespace reversi

namespace reversi {

// The bytes of data/eval-weights.bin (generated by src/engine/embed_weights.cmake).
extern const unsigned char PATTERN_WEIGHTS_DATA[];
extern const std::size_t PATTERN_WEIGHTS_SIZE;

const PatternEvaluator* PatternEvaluator::builtin() {
    static const std::unique_ptr<PatternEvaluator> instance = []() {
        std::string error;
        std::vector<std::int16_t> w = decode(PATTERN_WEIGHTS_DATA, PATTERN_WEIGHTS_SIZE, error);
        return w.empty() ? nullptr : std::make_unique<PatternEvaluator>(std::move(w));
    }();
    return instance.get();
}

std::string_view PatternEvaluator::builtin_file() {
    return {reinterpret_cast<const char*>(PATTERN_WEIGHTS_DATA), PATTERN_WEIGHTS_SIZE};
}

}  // namespace reversi
