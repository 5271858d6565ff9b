// Training positions for the pattern evaluation: self-play games with exact endgame scores.
//
// Each game opens with a few random moves, goes on with a shallow search that sometimes plays a
// random move (varied, roughly sensible positions), and is solved exactly once `solve_at`
// empties remain. The positions before the solve take its exact score (the value of the game as
// played, a noisy label); the positions along the perfect line after it, and a few side
// branches solved on their own, take exact scores. One line per position:
//   PLAYER OPPONENT SCORE    (masks in hex, score in discs for the side to move)
#include <cstdio>
#include <memory>
#include <random>
#include <vector>

#include "engine/pattern_eval.h"
#include "engine/search.h"
#include "train/train.h"

namespace reversi::train {

namespace {

struct Sample {
    Board board;
    int sign;  // +1 when the side to move is the side to move at the solve, -1 otherwise
};

int random_move(const Board& b, std::mt19937_64& rng) {
    Bitboard moves = b.moves();
    int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(moves)));
    while (k--) moves &= moves - 1;
    return lowest_square(moves);
}

// Writes `b` (of exact score `score` for its side to move) and the positions of its perfect
// line `pv` (a pass is NO_SQUARE) before each of its moves: they all have the same value.
// Returns the positions written.
std::vector<Board> emit_line(std::FILE* out, const Board& b, int score,
                             const std::vector<int>& pv) {
    std::vector<Board> written;
    Board at = b;
    int sign = 1;
    for (const int move : pv) {
        if (!at.game_over()) {
            write_position(out, at, sign * score);
            written.push_back(at);
        }
        at = move == NO_SQUARE ? at.pass() : at.play(move);
        sign = -sign;
    }
    return written;
}

// Solves `b` exactly; returns its score in discs and the perfect line in `pv`.
int solve(Engine& engine, const Board& b, std::vector<int>& pv) {
    const SearchResult r = engine.solve(b);
    pv = r.pv;
    return r.score / DISC_SCALE;
}

}  // namespace

int generate(const GenerateOptions& opt, std::FILE* out) {
    Engine engine(20);
    const HeuristicEvaluator heuristic;
    if (opt.heuristic) engine.set_evaluator(&heuristic);
    std::unique_ptr<PatternEvaluator> weights;
    if (!use_weights(engine, opt.weights, "generate", weights)) return 1;
    SearchLimits play;
    play.depth = opt.play_depth;
    SearchLimits near_play;
    near_play.depth = opt.near_depth;
    for (std::uint64_t game = opt.first_game; game < opt.first_game + opt.games; ++game) {
        std::mt19937_64 rng(0x5EED0000ULL + game);
        const int random_opening = 2 + static_cast<int>(rng() % 14);
        std::vector<Sample> samples;
        Board b = Board::start();
        int sign = 1, ply = 0;
        while (b.empty_count() > opt.solve_at && !b.game_over()) {
            if (!b.has_move()) {
                b = b.pass();
                sign = -sign;
                continue;
            }
            samples.push_back({b, sign});
            int move;
            // Close to the solve, no random moves and a deeper search: the labels of these
            // positions are then nearly their exact values.
            const bool near = b.empty_count() <= opt.solve_at + opt.near_empties;
            if (ply < random_opening ||
                (!near && rng() % 100 < static_cast<unsigned>(opt.random_percent)))
                move = random_move(b, rng);
            else
                move = engine.search(b, near ? near_play : play).move;
            b = b.play(move);
            sign = -sign;
            ++ply;
        }
        std::vector<int> pv;
        const int score = solve(engine, b, pv);
        for (const Sample& s : samples) write_position(out, s.board, s.sign * score);
        std::vector<Board> branch_points;
        for (const Board& on_line : emit_line(out, b, score, pv))
            if (popcount(on_line.moves()) > 1 && on_line.empty_count() >= 6)
                branch_points.push_back(on_line);
        // Side branches: a random move off the perfect line, solved on its own.
        for (int i = 0; i < opt.branches && !branch_points.empty(); ++i) {
            const Board& from = branch_points[rng() % branch_points.size()];
            Board child = from.play(random_move(from, rng));
            if (child.game_over()) continue;
            if (!child.has_move()) child = child.pass();
            std::vector<int> branch_pv;
            const int branch_score = solve(engine, child, branch_pv);
            if (opt.branch_lines)
                emit_line(out, child, branch_score, branch_pv);
            else
                write_position(out, child, branch_score);
        }
        std::fflush(out);
    }
    return 0;
}

}  // namespace reversi::train
