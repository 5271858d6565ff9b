// The exact endgame solver: FFO problems, a brute-force cross-check, passes.
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/eval.h"
#include "engine/position.h"
#include "engine/search.h"

namespace reversi {
namespace {

struct Problem {
    Position position;
    int best_score;
    std::vector<int> best_moves;  // every move reaching best_score
};

// Reads an FFO .obf file: board, side, then "A2:+38;" annotations, best first.
std::vector<Problem> read_ffo(const std::string& name) {
    std::ifstream in(std::string(REVERSI_SHARED_DATA) + "/ffo/" + name);
    std::vector<Problem> problems;
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() < 66) continue;
        const auto pos = parse_obf(line);
        if (!pos) continue;
        Problem p{*pos, 0, {}};
        std::istringstream rest(line.substr(line.find(';') + 1));
        std::string item;
        bool first = true;
        while (std::getline(rest, item, ';')) {
            const auto colon = item.find(':');
            if (colon == std::string::npos) continue;
            const int sq = parse_square(item.substr(item.find_first_not_of(' '), 2));
            const int score = std::stoi(item.substr(colon + 1));
            if (first) p.best_score = score;
            if (score == p.best_score) p.best_moves.push_back(sq);
            first = false;
        }
        problems.push_back(p);
    }
    return problems;
}

void expect_solved(Engine& engine, const Problem& p, int number) {
    const SearchResult r = engine.solve(p.position.board);
    EXPECT_TRUE(r.exact) << "FFO #" << number;
    EXPECT_EQ(r.score, p.best_score * DISC_SCALE) << "FFO #" << number;
    bool move_ok = false;
    for (const int m : p.best_moves) move_ok |= m == r.move;
    EXPECT_TRUE(move_ok) << "FFO #" << number << " played " << square_name(r.move);
}

TEST(Endgame, SolvesFfo1To19) {
    const auto problems = read_ffo("fforum-1-19.obf");
    ASSERT_EQ(problems.size(), 19u);
    Engine engine(18);
    for (std::size_t i = 0; i < problems.size(); ++i)
        expect_solved(engine, problems[i], int(i) + 1);
}

TEST(Endgame, SolvesQuickFfo20To39) {
    // The ones that take a fraction of a second natively (a few under ASan).
    const auto problems = read_ffo("fforum-20-39.obf");
    ASSERT_EQ(problems.size(), 20u);
    Engine engine(18);
    for (const int number : {20, 21, 22, 23, 39})
        expect_solved(engine, problems[number - 20], number);
}

TEST(Endgame, SlicedSolveResumesEachPass) {
    // FFO #23 (18 empties: both selective passes, then the exact one) in slices of 20 000
    // nodes, each of which ends a pass part-way: every pass must resume where it stopped.
    const auto problems = read_ffo("fforum-20-39.obf");
    ASSERT_EQ(problems.size(), 20u);
    const Problem& p = problems[23 - 20];
    ASSERT_GE(p.position.board.empty_count(), SELECTIVE_SOLVE_EMPTIES);
    Engine engine(18);
    SearchLimits limits;
    limits.exact_empties = 64;
    engine.start(p.position.board, limits);
    int slices = 1;
    while (!engine.step(20000)) ++slices;
    EXPECT_GT(slices, 10);
    const SearchResult& r = engine.result();
    EXPECT_TRUE(r.finished);
    EXPECT_TRUE(r.exact);
    EXPECT_EQ(r.score, p.best_score * DISC_SCALE);
    EXPECT_EQ(r.move, p.best_moves.front());
}

// Plain minimax to the end of the game.
int brute_force(const Board& b) {
    Bitboard moves = b.moves();
    if (!moves) return b.opponent_moves() ? -brute_force(b.pass()) : b.final_score();
    int best = -65;
    for (; moves; moves &= moves - 1)
        best = std::max(best, -brute_force(b.play(lowest_square(moves))));
    return best;
}

// Plays `games` random games and calls visit(board, game) after every move.
template <class Visit>
void play_random_games(std::uint64_t seed, int games, Visit&& visit) {
    std::mt19937_64 rng(seed);
    for (int game = 0; game < games; ++game) {
        Board b = Board::start();
        while (!b.game_over()) {
            if (!b.has_move()) b = b.pass();
            Bitboard m = b.moves();
            for (int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(m))); k > 0; --k)
                m &= m - 1;
            b = b.play(lowest_square(m));
            visit(b, game);
        }
    }
}

TEST(Endgame, MatchesBruteForceOnRandomEndings) {
    Engine engine(14);
    int checked = 0;
    play_random_games(42, 60, [&](const Board& b, int game) {
        const int empties = b.empty_count();
        if (empties < 1 || empties > 9 || (empties + game) % 3 != 0) return;
        const SearchResult r = engine.solve(b);
        ASSERT_EQ(r.score, brute_force(b) * DISC_SCALE) << to_obf(Position{b, Color::Black});
        if (r.move != NO_SQUARE) {
            ASSERT_TRUE(b.is_legal(r.move));
            EXPECT_EQ(-brute_force(b.play(r.move)) * DISC_SCALE, r.score);
        }
        ++checked;
    });
    EXPECT_GT(checked, 100);
}

// The last four empties have their own code (the last move counts its flips line by line, and
// skips the opponent's reply when it cannot matter): every position of 1 to 4 empties met in
// random games, those where the side to move must pass included, against plain minimax.
TEST(Endgame, MatchesBruteForceOnTheLastFourEmpties) {
    Engine engine(12);
    int checked = 0, passes = 0;
    play_random_games(7, 300, [&](const Board& b, int) {
        const int empties = b.empty_count();
        if (empties < 1 || empties > 4 || b.game_over()) return;
        const SearchResult r = engine.solve(b);
        ASSERT_EQ(r.score, brute_force(b) * DISC_SCALE) << to_obf(Position{b, Color::Black});
        passes += !b.has_move();
        ++checked;
    });
    EXPECT_GT(checked, 1000);
    EXPECT_GT(passes, 10);
}

// Positions of 18 to 20 empties go through the selective pass and the exact pass's aspiration
// window, which often fails on one side and re-sorts the root's moves: whatever the path, the
// move returned must reach the score returned (checked by solving the position after it).
TEST(Endgame, BestMoveReachesTheScoreAfterAspirationFailures) {
    std::mt19937_64 rng(7);
    Engine engine(18), check(18);
    int checked = 0;
    for (int game = 0; checked < 6; ++game) {
        Board b = Board::start();
        const int stop = 18 + game % 2;
        while (!b.game_over() && b.empty_count() > stop) {
            if (!b.has_move()) {
                b = b.pass();
                continue;
            }
            Bitboard m = b.moves();
            for (int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(m))); k > 0; --k)
                m &= m - 1;
            b = b.play(lowest_square(m));
        }
        if (b.game_over() || !b.has_move() || b.empty_count() != stop) continue;
        engine.clear();
        const SearchResult r = engine.solve(b);
        ASSERT_TRUE(b.is_legal(r.move)) << to_obf(Position{b, Color::Black});
        check.clear();
        const SearchResult after = check.solve(b.play(r.move));
        EXPECT_EQ(-after.score, r.score)
            << to_obf(Position{b, Color::Black}) << " " << square_name(r.move);
        ++checked;
    }
}

TEST(Endgame, SideThatMustPassGetsItsOwnScore) {
    // Black to move has no move; White has. The score stays from Black's point of view.
    const auto pos =
        parse_obf("OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXXXX-O- X");
    ASSERT_TRUE(pos);
    ASSERT_FALSE(pos->board.has_move());
    ASSERT_TRUE(pos->board.opponent_moves());
    Engine engine(12);
    const SearchResult r = engine.solve(pos->board);
    EXPECT_EQ(r.move, NO_SQUARE);
    EXPECT_EQ(r.score, brute_force(pos->board) * DISC_SCALE);
    EXPECT_LT(r.score, 0);
    ASSERT_FALSE(r.pv.empty());
    EXPECT_EQ(r.pv.front(), NO_SQUARE);
}

TEST(Endgame, FinishedGameIsScoredWithoutAMove) {
    const auto pos =
        parse_obf("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-------------------------------- O");
    ASSERT_TRUE(pos);
    ASSERT_TRUE(pos->board.game_over());
    Engine engine(12);
    const SearchResult r = engine.solve(pos->board);
    EXPECT_EQ(r.move, NO_SQUARE);
    EXPECT_EQ(r.score, -64 * DISC_SCALE);  // White has no disc: Black gets the empties
    EXPECT_TRUE(r.exact);
}

TEST(Endgame, StableDiscsNeverFlip) {
    std::mt19937_64 rng(7);
    for (int game = 0; game < 200; ++game) {
        std::vector<Position> history{Position::start()};
        Position p = Position::start();
        while (!p.game_over()) {
            Bitboard m = p.board.moves();
            for (int k = static_cast<int>(rng() % static_cast<unsigned>(popcount(m))); k > 0; --k)
                m &= m - 1;
            p.play(lowest_square(m));
            history.push_back(p);
        }
        for (const Position& h : history) {
            const Bitboard stable_black = stable_discs(h.black(), h.white());
            const Bitboard stable_white = stable_discs(h.white(), h.black());
            ASSERT_EQ(stable_black & p.black(), stable_black) << to_obf(h);
            ASSERT_EQ(stable_white & p.white(), stable_white) << to_obf(h);
        }
    }
}

}  // namespace
}  // namespace reversi
