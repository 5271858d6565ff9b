// The trained pattern evaluation: features, symmetry, the weights file, the built-in weights.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "engine/bitops.h"
#include "engine/pattern_eval.h"
#include "engine/position.h"
#include "engine/search.h"

namespace reversi {
namespace {

// Positions from random games, at every stage.
std::vector<Board> random_positions(int games) {
    std::vector<Board> out;
    std::mt19937_64 rng(7);
    for (int g = 0; g < games; ++g) {
        Board b = Board::start();
        while (!b.game_over()) {
            if (!b.has_move()) {
                b = b.pass();
                continue;
            }
            out.push_back(b);
            Bitboard moves = b.moves();
            for (int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(moves))); k; --k)
                moves &= moves - 1;
            b = b.play(lowest_square(moves));
        }
    }
    return out;
}

std::vector<std::int16_t> random_weights(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::int16_t> w(static_cast<std::size_t>(patterns::PHASES) * patterns::PER_PHASE);
    for (auto& v : w) v = rng() % 3 ? 0 : static_cast<std::int16_t>(rng() % 2001) - 1000;
    return w;
}

TEST(PatternEval, FeaturesStayWithinTheirPattern) {
    for (const Board& b : random_positions(20)) {
        patterns::Features f;
        patterns::extract(b, f);
        for (int k = 0; k < patterns::TYPES * patterns::SYMMETRIES; ++k) {
            const int type = k % patterns::TYPES;
            EXPECT_GE(f.index[k], patterns::LAYOUT.offset[type]);
            EXPECT_LT(f.index[k], patterns::LAYOUT.offset[type + 1]);
        }
        EXPECT_EQ(f.scalar[0], popcount(b.moves()));
        EXPECT_EQ(f.scalar[1], popcount(b.opponent_moves()));
        EXPECT_EQ(f.scalar[4], 1);
        EXPECT_EQ(f.scalar[5], b.empty_count() % 2);
    }
}

// The squares of each pattern type seen from a1, in the order of their base-3 digits.
std::vector<int> pattern_squares(int type) {
    auto square = [](int row, int col) { return row * 8 + col; };
    std::vector<int> sq;
    switch (type) {
        case 0:  // a1-c3
            for (int r = 0; r < 3; ++r)
                for (int c = 0; c < 3; ++c) sq.push_back(square(r, c));
            break;
        case 1:  // the first row and both X-squares
            for (int c = 0; c < 8; ++c) sq.push_back(square(0, c));
            sq.push_back(square(1, 1));
            sq.push_back(square(1, 6));
            break;
        case 2:  // a1-e2
            for (int r = 0; r < 2; ++r)
                for (int c = 0; c < 5; ++c) sq.push_back(square(r, c));
            break;
        case 3:  // rows 2 to 4
        case 4:
        case 5:
            for (int c = 0; c < 8; ++c) sq.push_back(square(type - 2, c));
            break;
        default:  // the diagonals from a1, b1, c1, d1, e1 towards h
            for (int r = 0; r + type - 6 < 8; ++r) sq.push_back(square(r, r + type - 6));
    }
    return sq;
}

// The image of a board under symmetry s, in extract()'s order: mirrors of the columns (odd s),
// of the rows (s = 2, 3, 6, 7), of the transpose (s >= 4).
Bitboard image(Bitboard x, int s) {
    if (s >= 4) x = transpose(x);
    if (s & 1) x = mirror_horizontal(x);
    if (s & 2) x = mirror_vertical(x);
    return x;
}

TEST(PatternEval, FeaturesReadEachPatternOnEverySymmetry) {
    for (int t = 0; t < patterns::TYPES; ++t)
        ASSERT_EQ(static_cast<int>(pattern_squares(t).size()), patterns::SIZES[t]) << t;
    for (const Board& b : random_positions(10)) {
        patterns::Features f;
        patterns::extract(b, f);
        for (int s = 0; s < patterns::SYMMETRIES; ++s) {
            const Bitboard p = image(b.player, s), o = image(b.opponent, s);
            for (int t = 0; t < patterns::TYPES; ++t) {
                int index = 0, digit = 1;
                for (const int sq : pattern_squares(t)) {
                    index += digit * ((p >> sq & 1) ? 1 : (o >> sq & 1) ? 2 : 0);
                    digit *= 3;
                }
                EXPECT_EQ(f.index[s * patterns::TYPES + t], patterns::LAYOUT.offset[t] + index)
                    << "symmetry " << s << ", type " << t;
            }
        }
    }
}

TEST(PatternEval, TheEmptyBoardReadsAsConfigurationZero) {
    patterns::Features f;
    patterns::extract(Board{0, 0}, f);
    for (int k = 0; k < patterns::TYPES * patterns::SYMMETRIES; ++k)
        EXPECT_EQ(f.index[k], patterns::LAYOUT.offset[k % patterns::TYPES]);
}

TEST(PatternEval, SymmetricPositionsScoreAlike) {
    const PatternEvaluator eval(random_weights(1));
    for (const Board& b : random_positions(10))
        for (int s = 1; s < 8; ++s)
            EXPECT_EQ(eval.evaluate(transform(b, s)), eval.evaluate(b)) << s;
}

// The evaluation as the weights define it: every pattern on every image (extract()), each
// with its own weight, plus the whole-board terms.
int reference_evaluation(const std::vector<std::int16_t>& w, const Board& b) {
    patterns::Features f;
    patterns::extract(b, f);
    const std::size_t base =
        static_cast<std::size_t>(patterns::phase_of(b.empty_count())) * patterns::PER_PHASE;
    int score = 0;
    for (const int i : f.index) score += w[base + i];
    for (int i = 0; i < patterns::SCALARS; ++i)
        score += w[base + patterns::SCALAR_OFFSET + i] * f.scalar[i];
    return std::clamp(score, -EVAL_LIMIT + 1, EVAL_LIMIT - 1);
}

// The evaluation reads the squares that several images share once, with folded weights
// (READ_IMAGES): the same score as reading all 88, at every stage of the game.
TEST(PatternEval, FoldedReadingScoresAsEveryPatternRead) {
    for (const std::uint64_t seed : {11, 12, 13}) {
        const std::vector<std::int16_t> w = random_weights(seed);
        const PatternEvaluator eval(w);
        EXPECT_TRUE(eval.folded());
        for (const Board& b : random_positions(10))
            ASSERT_EQ(eval.evaluate(b), reference_evaluation(w, b))
                << to_obf(Position{b, Color::Black});
    }
    EXPECT_TRUE(PatternEvaluator::builtin()->folded());
}

// Weights whose folded sums would not fit in 16 bits are read unfolded, with the same result.
TEST(PatternEval, WeightsTooLargeToFoldAreReadUnfolded) {
    std::vector<std::int16_t> w = random_weights(14);
    for (std::size_t i = 0; i < w.size(); i += 7) w[i] = 30000;
    const PatternEvaluator eval(w);
    EXPECT_FALSE(eval.folded());
    for (const Board& b : random_positions(5))
        ASSERT_EQ(eval.evaluate(b), reference_evaluation(w, b))
            << to_obf(Position{b, Color::Black});
}

// Every child of a position, evaluated from its parent's readings updated by the move (what the
// search does to order moves and at depth 1), scores as evaluated anew; with unfolded weights,
// and with the heuristic evaluation, evaluate_child simply evaluates the child.
void expect_children_score_as_evaluated(const Evaluator& eval, int games) {
    for (const Board& b : random_positions(games)) {
        SiblingState s;
        eval.prepare_children(b, s);
        for (Bitboard moves = b.moves(); moves; moves &= moves - 1) {
            const int sq = lowest_square(moves);
            const Bitboard f = bitops::flips(b.player, b.opponent, sq);
            const Board child = b.play_flips(sq, f);
            ASSERT_EQ(eval.evaluate_child(s, child, sq, f), eval.evaluate(child))
                << to_obf(Position{b, Color::Black}) << " move " << square_name(sq);
        }
    }
}
TEST(PatternEval, ChildrenEvaluatedFromTheirParentScoreAsEvaluatedAnew) {
    for (const std::uint64_t seed : {21, 22}) {
        const PatternEvaluator eval(random_weights(seed));
        EXPECT_TRUE(eval.folded());
        expect_children_score_as_evaluated(eval, 10);
    }
    expect_children_score_as_evaluated(*PatternEvaluator::builtin(), 10);
    std::vector<std::int16_t> w = random_weights(23);
    for (std::size_t i = 0; i < w.size(); i += 7) w[i] = 30000;
    const PatternEvaluator unfolded(w);
    EXPECT_FALSE(unfolded.folded());
    expect_children_score_as_evaluated(unfolded, 3);
    expect_children_score_as_evaluated(HeuristicEvaluator(), 3);
}

TEST(PatternEval, WeightsFileRoundTrips) {
    std::vector<std::int16_t> w = random_weights(2);
    w[5] = -32768;  // the reserved marker value is stored as -32767
    const std::vector<std::uint8_t> bytes = PatternEvaluator::encode(w);
    std::string error;
    const std::vector<std::int16_t> back =
        PatternEvaluator::decode(bytes.data(), bytes.size(), error);
    ASSERT_EQ(back.size(), w.size()) << error;
    w[5] = -32767;
    EXPECT_EQ(back, w);
    EXPECT_LT(bytes.size(), w.size() * 2);  // runs of zeros are packed
}

// A version 1 file (no parity term: one weight fewer per phase, the last) reads with the parity
// weights at 0 and the others in place.
TEST(PatternEval, WeightsFilesWithoutTheParityTermReadWithItAtZero) {
    std::vector<std::int16_t> w = random_weights(4);
    std::vector<std::int16_t> old;
    for (int ph = 0; ph < patterns::PHASES; ++ph) {
        const auto at = w.begin() + static_cast<std::ptrdiff_t>(ph) * patterns::PER_PHASE;
        old.insert(old.end(), at, at + patterns::PER_PHASE - 1);
        *(at + patterns::PER_PHASE - 1) = 0;
    }
    std::vector<std::uint8_t> bytes = PatternEvaluator::encode(old);
    bytes[4] = 1;  // version 1, with its number of weights per phase
    const auto per_phase = static_cast<std::uint32_t>(patterns::PER_PHASE - 1);
    for (int i = 0; i < 4; ++i) bytes[12 + i] = static_cast<std::uint8_t>(per_phase >> (8 * i));
    std::string error;
    EXPECT_EQ(PatternEvaluator::decode(bytes.data(), bytes.size(), error), w) << error;
    bytes[4] = 2;  // the same layout as version 2 is one weight short
    EXPECT_TRUE(PatternEvaluator::decode(bytes.data(), bytes.size(), error).empty());
    EXPECT_NE(error.find("layout"), std::string::npos);
}

TEST(PatternEval, BadWeightsFilesAreRefusedWithAReason) {
    const std::vector<std::uint8_t> good = PatternEvaluator::encode(random_weights(3));
    std::string error;
    std::vector<std::uint8_t> bad = good;
    bad[0] = 'X';
    EXPECT_TRUE(PatternEvaluator::decode(bad.data(), bad.size(), error).empty());
    EXPECT_NE(error.find("header"), std::string::npos);
    bad = good;
    bad[8] ^= 1;  // another number of phases
    EXPECT_TRUE(PatternEvaluator::decode(bad.data(), bad.size(), error).empty());
    EXPECT_NE(error.find("layout"), std::string::npos);
    bad.assign(good.begin(), good.end() - 2);
    EXPECT_TRUE(PatternEvaluator::decode(bad.data(), bad.size(), error).empty());
    EXPECT_NE(error.find("truncated"), std::string::npos);
    bad = good;
    bad.push_back(0);
    bad.push_back(0);
    EXPECT_TRUE(PatternEvaluator::decode(bad.data(), bad.size(), error).empty());
    EXPECT_TRUE(PatternEvaluator::decode(good.data(), 3, error).empty());
}

TEST(PatternEval, BuiltInWeightsAreTheEnginesDefault) {
    const PatternEvaluator* eval = PatternEvaluator::builtin();
    ASSERT_NE(eval, nullptr);
    EXPECT_EQ(Engine::default_evaluator(), eval);
    // The start is about even; a side with every edge square is far ahead.
    EXPECT_LT(std::abs(eval->evaluate(Board::start())), 3 * DISC_SCALE);
    const auto edges =
        parse_obf("XXXXXXXXX-OOOO-XX-O--O-XX--OO--XX--OO--XX-O--O-XX-OOOO-XXXXXXXXX X");
    ASSERT_TRUE(edges) << edges.error;
    EXPECT_GT(eval->evaluate(edges->board), 10 * DISC_SCALE);
}

}  // namespace
}  // namespace reversi
