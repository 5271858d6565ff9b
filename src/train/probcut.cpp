// Measures what ProbCut's margins rest on: how well a shallow search predicts a deeper one
// (midgame) or the exact score (endgame), with the engine's own search and evaluation.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "engine/endgame.h"
#include "engine/search.h"
#include "train/train.h"

namespace reversi::train {

namespace {

// Running mean and standard deviation of the prediction errors of one bucket.
struct Error {
    double sum = 0, squares = 0;
    int count = 0;
    void add(double e) {
        sum += e;
        squares += e * e;
        ++count;
    }
    double mean() const { return count ? sum / count : 0; }
    double sd() const {
        return count ? std::sqrt(std::max(0.0, squares / count - mean() * mean())) : 0;
    }
};

// The midgame buckets of empties, and the endgame ones (exact labels: at most 18 empties).
constexpr int MID_BUCKETS = 3;
const char* const MID_NAMES[MID_BUCKETS] = {"< 30", "30-44", ">= 45"};
int mid_bucket(int empties) {
    return empties < 30 ? 0 : empties < 45 ? 1 : 2;
}
constexpr int END_MIN = 12, END_MAX = 18, END_DEPTH = 8;

int search_score(Engine& engine, const Board& b, int depth) {
    if (depth == 0) return Engine::default_evaluator()->evaluate(b);
    engine.clear();
    SearchLimits limits;
    limits.depth = depth;
    return engine.search(b, limits).score;
}

}  // namespace

int probcut_stats(const ProbcutOptions& opt) {
    if (opt.every < 1 || opt.max_depth < PROBCUT_MIN_DEPTH || opt.max_depth > 16) {
        std::fprintf(stderr, "probcut: --every must be at least 1 and --max-depth %d to 16\n",
                     PROBCUT_MIN_DEPTH);
        return 2;
    }
    Engine engine(20);
    // mid[depth][bucket]: deep score minus the shallow one; end[depth]: exact minus depth's.
    std::vector<std::vector<Error>> mid(static_cast<std::size_t>(opt.max_depth) + 1,
                                        std::vector<Error>(MID_BUCKETS));
    std::vector<Error> end(END_DEPTH + 1);
    long long line = 0;
    int mid_positions = 0, end_positions = 0;
    const bool ok = read_positions(opt.input, "probcut", [&](const Board& b, int score) {
        if (line++ % opt.every != 0 || !b.has_move()) return;
        const int empties = b.empty_count();
        if (empties >= opt.max_depth + 6) {
            std::vector<int> v(static_cast<std::size_t>(opt.max_depth) + 1);
            for (int d = 0; d <= opt.max_depth; ++d)
                v[static_cast<std::size_t>(d)] = search_score(engine, b, d);
            for (int d = PROBCUT_MIN_DEPTH; d <= opt.max_depth; ++d)
                mid[static_cast<std::size_t>(d)][static_cast<std::size_t>(mid_bucket(empties))].add(
                    v[static_cast<std::size_t>(d)] -
                    v[static_cast<std::size_t>(probcut_shallow_depth(d))]);
            ++mid_positions;
        }
        if (empties >= END_MIN && empties <= END_MAX) {
            for (int d = 0; d <= END_DEPTH; ++d)
                end[static_cast<std::size_t>(d)].add(score * DISC_SCALE -
                                                     search_score(engine, b, d));
            ++end_positions;
        }
    });
    if (!ok) return 1;
    std::printf(
        "midgame: %d positions; deep minus shallow score, discs (mean / sd), and the "
        "engine's sigma\n",
        mid_positions);
    std::printf("depth shallow");
    for (const char* name : MID_NAMES) std::printf(" | %s empties", name);
    std::printf(" | sigma (< 30 / 30-44 / >= 45)\n");
    for (int d = PROBCUT_MIN_DEPTH; d <= opt.max_depth; ++d) {
        std::printf("%5d %7d", d, probcut_shallow_depth(d));
        for (const Error& e : mid[static_cast<std::size_t>(d)])
            std::printf(" | %5.2f / %4.2f (%d)", e.mean() / DISC_SCALE, e.sd() / DISC_SCALE,
                        e.count);
        std::printf(" | %.2f / %.2f / %.2f\n", probcut_sigma(20, d) / double(DISC_SCALE),
                    probcut_sigma(30, d) / double(DISC_SCALE),
                    probcut_sigma(50, d) / double(DISC_SCALE));
    }
    std::printf("endgame: %d positions of %d-%d empties; exact minus the depth's score, discs\n",
                end_positions, END_MIN, END_MAX);
    for (int d = 0; d <= END_DEPTH; ++d) {
        const Error& e = end[static_cast<std::size_t>(d)];
        std::printf("depth %d: %5.2f / %4.2f | sigma %.2f\n", d, e.mean() / DISC_SCALE,
                    e.sd() / DISC_SCALE, endgame_probcut_sigma(d) / double(DISC_SCALE));
    }
    return 0;
}

}  // namespace reversi::train
