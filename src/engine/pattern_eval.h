// The trained evaluation: weights for the contents of patterns of squares (edges, corners,
// lines, diagonals), fitted to exact endgame scores (src/train), in the manner of Logistello and
// Edax (ideas only; our own patterns, data and weights).
//
// Every pattern is defined once, seen from the a1 corner, and read on all 8 symmetries of the
// board, so a pattern's weights serve every corner and edge alike. A pattern of n squares has
// 3^n configurations (empty / side to move / opponent per square). The weights depend on the
// game phase (the number of empties), plus a few whole-board terms (mobility, potential
// mobility, a constant, the parity of the empties). Scores are in 1/DISC_SCALE discs, as every
// Evaluator's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/eval.h"

namespace reversi {

namespace patterns {

constexpr int TYPES = 11;      // corner 3x3, edge + 2 X, corner 2x5, 3 lines, 5 diagonals
constexpr int SYMMETRIES = 8;  // each type is read on every symmetry of the board
// Whole-board terms: mobility (both sides), potential mobility (both), a constant, and 1 when
// the empties are odd (a phase spans 5 empties, and the side to move at odd empties is the one
// that would play last: without this term the constant averages both, and searches that end at
// odd and at even depths disagree by several discs).
constexpr int SCALARS = 6;
constexpr int PHASES = 13;                                         // empties 0-4, 5-9, ..., 60
constexpr int SIZES[TYPES] = {9, 10, 10, 8, 8, 8, 8, 7, 6, 5, 4};  // squares per type

constexpr int pow3(int n) {
    return n == 0 ? 1 : 3 * pow3(n - 1);
}
// Where each type's weights start within a phase, and the weights of one phase in all.
struct Layout {
    int offset[TYPES + 1];
};
constexpr Layout make_layout() {
    Layout l{};
    for (int t = 0; t < TYPES; ++t) l.offset[t + 1] = l.offset[t] + pow3(SIZES[t]);
    return l;
}
constexpr Layout LAYOUT = make_layout();
constexpr int SCALAR_OFFSET = LAYOUT.offset[TYPES];
constexpr int PER_PHASE = SCALAR_OFFSET + SCALARS;

constexpr int phase_of(int empties) {
    return empties / 5;
}

// The feature indices of `b` within one phase's weights: TYPES * SYMMETRIES pattern indices.
// `scalars` receives the whole-board terms' values.
struct Features {
    int index[TYPES * SYMMETRIES];
    int scalar[SCALARS];
};
void extract(const Board& b, Features& f);

// The images on which the evaluation reads each type (bit s: image s), one per set of squares.
// Some types read the same squares on several images, in another order: a line and its mirror
// along itself (2 images), the long diagonal (4). Those images share the weights, so the
// evaluation reads the squares once, with weights folded for it: 46 readings instead of 88.
constexpr unsigned READ_IMAGES[TYPES] = {0x0F, 0x55, 0xFF, 0x55, 0x55, 0x55,
                                         0x03, 0x0F, 0x0F, 0x0F, 0x0F};
constexpr int count_readings() {
    int n = 0;
    for (const unsigned images : READ_IMAGES)
        for (unsigned m = images; m; m &= m - 1) ++n;
    return n;
}
constexpr int FOLDED_READINGS = count_readings();  // 46
static_assert(FOLDED_READINGS < static_cast<int>(sizeof(SiblingState) / sizeof(int)),
              "a SiblingState holds the readings' indices and a spare");
// The weights (all phases) folded for READ_IMAGES: each configuration's weight becomes the sum
// of the weights of the configurations that the images sharing its squares read. Empty when a
// sum does not fit in 16 bits (or READ_IMAGES does not match the patterns' squares).
std::vector<std::int16_t> fold(const std::vector<std::int16_t>& weights);

}  // namespace patterns

class PatternEvaluator : public Evaluator {
  public:
    // Weights for all phases, PHASES * PER_PHASE values in 1/DISC_SCALE discs.
    explicit PatternEvaluator(std::vector<std::int16_t> weights);
    int evaluate(const Board& b) const override;
    void prepare_children(const Board& parent, SiblingState& s) const override;
    int evaluate_child(const SiblingState& s, const Board& child, int sq,
                       Bitboard flips) const override;

    // Reads the weights file format (see pattern_eval.cpp); empty result and `error` set when the
    // data is not a valid weights file.
    static std::vector<std::int16_t> decode(const std::uint8_t* data, std::size_t size,
                                            std::string& error);
    static std::vector<std::uint8_t> encode(const std::vector<std::int16_t>& weights);

    // The weights built into the engine (data/eval-weights.bin), or null when there are none.
    static const PatternEvaluator* builtin();
    // That file's bytes, as built in (what the evaluation is made of, to fingerprint it).
    static std::string_view builtin_file();
    // True when the weights are folded for READ_IMAGES (false only when a folded weight would not
    // fit in 16 bits: the evaluation then reads all 88 patterns, with the same result).
    bool folded() const { return folded_; }

  private:
    const std::int16_t* phase_weights(const Board& b) const {
        return weights_.data() +
               static_cast<std::size_t>(patterns::phase_of(b.empty_count())) * patterns::PER_PHASE;
    }

    std::vector<std::int16_t> weights_;  // folded for READ_IMAGES when folded_
    bool folded_ = false;
    bool by_square_ = false;  // squares_ is filled (folded_ too): evaluate_child updates
    // The folded readings that hold a square (4 to 8), and its place value (a power of 3) in
    // each; padded to 8 with a spare reading (index FOLDED_READINGS) and 0, so that an update
    // runs without branches (about 12 % faster as wasm than a loop to the count).
    static constexpr int MAX_SQUARE_READINGS = 8;
    struct SquareReadings {
        int count = 0;
        std::uint8_t reading[MAX_SQUARE_READINGS];
        std::uint16_t place[MAX_SQUARE_READINGS];
    };
    SquareReadings squares_[BOARD_SQUARES];
};

}  // namespace reversi
