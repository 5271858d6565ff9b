// Search labels for training positions: the game score that generate writes for a middle-game
// position is the value of one game played on from it by a shallow search, a noisy label. A
// search of the position itself has less noise (and the evaluation's own bias), so `label`
// blends the two: each position with more than `above` empties takes
//   (mix * search + (100 - mix) * game score) / 100, rounded to a whole disc,
// where `search` is the mean of the searches to depth - 1 and depth (an odd and an even depth:
// the side that moves last in the search is favoured, so the two lean opposite ways). Positions
// at `above` empties or fewer (exact or nearly so) keep their scores. The output has
// generate's format, so fit reads it.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "engine/search.h"
#include "train/train.h"

namespace reversi::train {

int label(const LabelOptions& opt, std::FILE* out) {
    Engine engine(20);
    std::unique_ptr<PatternEvaluator> weights;
    if (!use_weights(engine, opt.weights, "label", weights)) return 1;
    long long relabelled = 0, kept = 0;
    double moved = 0;  // sum of |new - old| over the relabelled positions
    const bool ok = read_positions(opt.input, "label", [&](const Board& b, int score) {
        int labelled = score;
        if (b.empty_count() > opt.above && b.has_move()) {
            double search = 0;
            for (const int depth : {opt.depth - 1, opt.depth}) {
                SearchLimits limits;
                limits.depth = depth;
                search += engine.search(b, limits).score / static_cast<double>(DISC_SCALE) / 2;
            }
            const double blend = (opt.mix * search + (100 - opt.mix) * score) / 100.0;
            labelled = std::clamp(static_cast<int>(std::lround(blend)), -64, 64);
            moved += std::abs(labelled - score);
            ++relabelled;
        } else {
            ++kept;
        }
        write_position(out, b, labelled);
    });
    if (!ok) return 1;
    std::fflush(out);
    std::fprintf(stderr, "label: %lld positions relabelled (mean change %.2f discs), %lld kept\n",
                 relabelled, relabelled ? moved / static_cast<double>(relabelled) : 0.0, kept);
    return 0;
}

}  // namespace reversi::train
