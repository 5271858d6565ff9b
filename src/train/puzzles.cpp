// The daily endgame puzzles (data/puzzles.txt, read by src/game/puzzles.h): positions from the
// engine's own games, every legal move solved exactly.
//
// Game n is played as generate.cpp plays its games (a few random moves to open, a shallow
// search with an occasional random move, no random moves and a deeper search close to the end),
// each from its own seed and with cleared tables, so that it always plays the same way. It stops
// at a number of empties taken from the tiers in turn (game n: tier n % 3, the tier's n / 3 % 3
// -th count), and every legal move of that position is solved exactly. The position is kept
// when it makes a good puzzle: at least MIN_MOVES legal moves, one best move, ahead of the
// second by at least `min_margin` discs. Each tier takes its first `per_tier` puzzles; the
// games stop once every tier is full or `games` games have been played.
//
// Output, tier by tier (easy, medium, hard), one puzzle a line after '#' comment lines:
//   BOARD SIDE MOVE=VALUE...
// BOARD is 64 characters a1..h8 ('X' black, 'O' white, '-' empty), SIDE the side to move (X or
// O), then every legal move with its exact final disc difference for the side to move (empties
// to the winner), best first; equal values in the order of the squares.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/position.h"
#include "engine/search.h"
#include "train/train.h"

namespace reversi::train {

namespace {

constexpr int MIN_MOVES = 3;
constexpr int TIER_COUNT = 3;
constexpr const char* TIER_NAMES[TIER_COUNT] = {"easy", "medium", "hard"};
constexpr int TIER_FIRST_EMPTIES[TIER_COUNT] = {6, 10, 14};  // each tier: 3 counts from this

int random_move(const Board& b, std::mt19937_64& rng) {
    Bitboard moves = b.moves();
    int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(moves)));
    while (k--) moves &= moves - 1;
    return lowest_square(moves);
}

struct Puzzle {
    Position position;
    std::vector<MoveScore> moves;  // exact, in discs, best first
};

// Plays game `game` up to `empties` empties; false if it ends before.
bool play_to(Engine& engine, const PuzzleOptions& opt, std::uint64_t game, int empties,
             Position& out) {
    std::mt19937_64 rng(0x9A2218E0000ULL + game);
    const int random_opening = 2 + static_cast<int>(rng() % 14);
    SearchLimits play;
    play.depth = opt.play_depth;
    SearchLimits near_play;
    near_play.depth = opt.near_depth;
    Position p = Position::start();
    int ply = 0;
    while (p.board.empty_count() > empties && !p.game_over()) {
        const Board& b = p.board;
        const bool near = b.empty_count() <= empties + opt.near_empties;
        int move;
        if (ply < random_opening ||
            (!near && rng() % 100 < static_cast<unsigned>(opt.random_percent)))
            move = random_move(b, rng);
        else
            move = engine.search(b, near ? near_play : play).move;
        p.play(move);  // (applies a forced pass)
        ++ply;
    }
    if (p.game_over() || p.board.empty_count() != empties) return false;
    out = p;
    return true;
}

// Every legal move of `p` solved exactly, best first (equal values by square).
std::vector<MoveScore> solve_all(Engine& engine, const Position& p) {
    SearchLimits limits;
    limits.depth = 1;
    limits.exact_empties = 64;
    limits.score_all_moves = true;
    const SearchResult r = engine.search(p.board, limits);
    std::vector<MoveScore> moves;
    if (!r.exact) return moves;
    for (const MoveScore& m : r.root_moves) moves.push_back({m.move, m.score / DISC_SCALE});
    std::sort(moves.begin(), moves.end(), [](const MoveScore& a, const MoveScore& b) {
        return a.score != b.score ? a.score > b.score : a.move < b.move;
    });
    return moves;
}

bool good_puzzle(const std::vector<MoveScore>& moves, const PuzzleOptions& opt) {
    return static_cast<int>(moves.size()) >= MIN_MOVES &&
           moves[0].score - moves[1].score >= std::max(1, opt.min_margin);
}

std::string puzzle_line(const Puzzle& puzzle) {
    std::string line = to_obf(puzzle.position);
    for (const MoveScore& m : puzzle.moves) {
        line += ' ' + square_name(m.move) + '=';
        if (m.score > 0) line += '+';
        line += std::to_string(m.score);
    }
    return line;
}

}  // namespace

void puzzles(const PuzzleOptions& opt, const std::string& command, std::FILE* out) {
    const auto started = std::chrono::steady_clock::now();
    Engine engine(18);
    std::vector<Puzzle> tiers[TIER_COUNT];
    std::set<std::string> seen;  // positions taken (OBF)
    const auto full = [&] {
        for (const auto& tier : tiers)
            if (static_cast<int>(tier.size()) < opt.per_tier) return false;
        return true;
    };
    std::uint64_t played = 0;
    for (std::uint64_t game = opt.first_game; game < opt.first_game + opt.games && !full();
         ++game) {
        ++played;
        const auto tier = static_cast<int>(game % TIER_COUNT);
        if (static_cast<int>(tiers[tier].size()) >= opt.per_tier) continue;
        const int empties = TIER_FIRST_EMPTIES[tier] + static_cast<int>(game / TIER_COUNT % 3);
        // A fresh engine for each game: its moves do not depend on the games before it.
        engine.clear();
        Position p;
        if (!play_to(engine, opt, game, empties, p)) continue;
        if (!seen.insert(to_obf(p)).second) continue;
        Puzzle puzzle{p, solve_all(engine, p)};
        if (good_puzzle(puzzle.moves, opt)) tiers[tier].push_back(std::move(puzzle));
    }

    std::fprintf(out,
                 "# Daily endgame puzzles (src/game/puzzles.h), made by\n"
                 "#   %s\n"
                 "# from games %llu to %llu of the engine against itself. Each line: the board "
                 "a1..h8\n"
                 "# (X black, O white, - empty), the side to move (X or O), then every legal "
                 "move with\n"
                 "# its exact final disc difference for the side to move (empties to the "
                 "winner), best\n"
                 "# first. Only one best move, at least %d discs ahead of the second; at least "
                 "%d moves.\n",
                 command.c_str(), static_cast<unsigned long long>(opt.first_game),
                 static_cast<unsigned long long>(opt.first_game + played - 1),
                 std::max(1, opt.min_margin), MIN_MOVES);
    for (int t = 0; t < TIER_COUNT; ++t) {
        std::fprintf(out, "# %s: %d to %d empties, %zu puzzles\n", TIER_NAMES[t],
                     TIER_FIRST_EMPTIES[t], TIER_FIRST_EMPTIES[t] + 2, tiers[t].size());
        for (const Puzzle& puzzle : tiers[t])
            std::fprintf(out, "%s\n", puzzle_line(puzzle).c_str());
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::fprintf(stderr, "puzzles: %llu games, %zu easy, %zu medium, %zu hard, %.1f s\n",
                 static_cast<unsigned long long>(played), tiers[0].size(), tiers[1].size(),
                 tiers[2].size(), seconds);
    if (!full())
        std::fprintf(stderr, "puzzles: a tier has fewer than %d puzzles: play more games\n",
                     opt.per_tier);
}

}  // namespace reversi::train
