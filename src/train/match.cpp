// A head-to-head match between the trained and the hand-written evaluation at the same fixed
// depth: each named opening played twice, colours swapped. The check that new weights play
// better before they replace old ones.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "engine/pattern_eval.h"
#include "engine/position.h"
#include "engine/search.h"
#include "train/train.h"

namespace reversi::train {

namespace {

// The final disc difference for the trained side.
int play(const Position& start, bool trained_is_black, int depth, int exact) {
    static const HeuristicEvaluator heuristic;
    Engine trained(18), hand(18);
    hand.set_evaluator(&heuristic);
    SearchLimits limits;
    limits.depth = depth;
    limits.exact_empties = exact;
    Position p = start;
    p.pass_if_forced();
    while (!p.game_over()) {
        const bool black = p.to_move == Color::Black;
        Engine& engine = black == trained_is_black ? trained : hand;
        if (!p.play(engine.search(p.board, limits).move)) return 0;
    }
    const int diff = popcount(p.black()) - popcount(p.white());
    return trained_is_black ? diff : -diff;
}

}  // namespace

int match(const MatchOptions& opt) {
    if (!PatternEvaluator::builtin()) {
        std::fprintf(stderr, "match: no trained weights are built in\n");
        return 1;
    }
    std::ifstream in(opt.openings);
    if (!in) {
        std::fprintf(stderr, "match: cannot read %s\n", opt.openings.c_str());
        return 1;
    }
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') lines.push_back(line.substr(0, line.find('\t')));
    double points = 0;
    int games = 0, discs = 0;
    for (int i = 0; i < opt.openings_count && !lines.empty(); ++i) {
        const std::string& moves = lines[(static_cast<std::size_t>(i) * lines.size()) /
                                         static_cast<std::size_t>(opt.openings_count)];
        const auto start = play_transcript(moves, Position::start());
        if (!start) {
            std::fprintf(stderr, "match: bad opening %s: %s\n", moves.c_str(), start.error.c_str());
            return 1;
        }
        for (const bool black : {true, false}) {
            const int d = play(*start, black, opt.depth, opt.exact_empties);
            points += d > 0 ? 1 : d == 0 ? 0.5 : 0;
            discs += d;
            ++games;
        }
    }
    std::printf(
        "trained vs heuristic, depth %d, exact from %d empties: %.1f / %d (%.0f%%), "
        "mean disc difference %+.1f\n",
        opt.depth, opt.exact_empties, points, games, 100 * points / games,
        static_cast<double>(discs) / games);
    return 0;
}

}  // namespace reversi::train
