// The midgame search and the levels: legality, determinism, limits, stop and slices.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "engine/level.h"
#include "engine/position.h"
#include "engine/search.h"

namespace reversi {
namespace {

Board after(const char* transcript) {
    const auto p = play_transcript(transcript, Position::start());
    EXPECT_TRUE(p) << p.error;
    return p->board;
}

// FFO #1: 14 empties, black to move, g8 +18.
Board ffo1() {
    const auto p = parse_obf("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
    EXPECT_TRUE(p) << p.error;
    return p->board;
}

TEST(Search, ReturnsALegalMoveAtEveryDepth) {
    const Board b = after("f5d6c3d3c4f4f6f3e6e7");
    Engine engine(16);
    for (int depth = 1; depth <= 6; ++depth) {
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = engine.search(b, limits);
        EXPECT_TRUE(b.is_legal(r.move)) << depth;
        EXPECT_EQ(r.depth, depth);
        EXPECT_TRUE(r.finished);
        ASSERT_FALSE(r.pv.empty());
        EXPECT_EQ(r.pv.front(), r.move);
    }
}

// A depth that reaches the end of the game (FFO #1, 14 empties) solves it within the midgame
// search; the principal variation must still start with the move and be a legal line that
// ends the game with the score found.
TEST(Search, DepthToTheEndGivesThePrincipalVariationOfTheSolve) {
    const Board start = ffo1();
    Engine engine(16);
    SearchLimits limits;
    limits.depth = 20;
    const SearchResult r = engine.search(start, limits);
    EXPECT_TRUE(r.exact);
    EXPECT_EQ(r.score, 18 * DISC_SCALE);
    ASSERT_FALSE(r.pv.empty());
    EXPECT_EQ(r.pv.front(), r.move);
    Board b = start;
    bool black_to_move = true;  // the score is black's (the side to move at the start)
    for (const int m : r.pv) {
        if (m == NO_SQUARE) {
            ASSERT_FALSE(b.has_move());
            b = b.pass();
        } else {
            ASSERT_TRUE(b.is_legal(m));
            b = b.play(m);
        }
        black_to_move = !black_to_move;
    }
    EXPECT_TRUE(b.game_over());
    EXPECT_EQ(black_to_move ? b.final_score() : -b.final_score(), 18);
}

TEST(Search, IsDeterministic) {
    const Board b = after("f5f6e6f4e3c5c4e7");
    SearchLimits limits;
    limits.depth = 7;
    Engine a(16), c(16);
    const SearchResult first = a.search(b, limits);
    const SearchResult second = c.search(b, limits);
    EXPECT_EQ(first.move, second.move);
    EXPECT_EQ(first.score, second.score);
    EXPECT_EQ(first.nodes, second.nodes);
    // A node limit is deterministic too.
    limits.depth = 60;
    limits.nodes = 50000;
    a.clear();
    c.clear();
    const SearchResult x = a.search(b, limits), y = c.search(b, limits);
    EXPECT_EQ(x.move, y.move);
    EXPECT_EQ(x.nodes, y.nodes);
    EXPECT_FALSE(x.finished);
    EXPECT_LE(x.nodes, 50000u);
}

TEST(Search, SlicesReachTheSameMoveAsOneRun) {
    const Board b = after("c4e3f6e6f5c5f4g6f7d3g5g4");
    SearchLimits limits;
    limits.depth = 6;
    Engine whole(16), sliced(16);
    const SearchResult once = whole.search(b, limits);
    sliced.start(b, limits);
    int slices = 1;
    while (!sliced.step(2000)) ++slices;
    EXPECT_GT(slices, 1);
    EXPECT_EQ(sliced.result().move, once.move);
    EXPECT_EQ(sliced.result().score, once.score);
    EXPECT_TRUE(sliced.result().finished);
}

TEST(Search, SlicedSolveIsExact) {
    // FFO #1 in slices of 5000 nodes.
    Engine engine(18);
    SearchLimits limits;
    limits.exact_empties = 64;
    engine.start(ffo1(), limits);
    while (!engine.step(5000)) {
    }
    EXPECT_EQ(engine.result().score, 18 * DISC_SCALE);
    EXPECT_EQ(engine.result().move, parse_square("g8"));
}

TEST(Search, StopRequestEndsTheSearchWithALegalMove) {
    const Board b = after("f5d6c3d3c4f4f6f3e6e7");
    Engine engine(16);
    SearchLimits limits;
    limits.depth = 30;
    engine.start(b, limits);
    EXPECT_FALSE(engine.step(20000));  // not done after one small slice
    engine.request_stop();
    EXPECT_TRUE(engine.step(0));
    EXPECT_FALSE(engine.result().finished);
    EXPECT_TRUE(b.is_legal(engine.result().move));
}

TEST(Search, ScoresAllRootMovesWhenAsked) {
    const Board b = after("f5d6c3d3c4f4");
    SearchLimits limits;
    limits.depth = 3;
    limits.score_all_moves = true;
    Engine engine(16);
    const SearchResult r = engine.search(b, limits);
    EXPECT_EQ(static_cast<int>(r.root_moves.size()), popcount(b.moves()));
    EXPECT_EQ(r.root_moves.front().move, r.move);
    EXPECT_EQ(r.root_moves.front().score, r.score);
    for (std::size_t i = 1; i < r.root_moves.size(); ++i)
        EXPECT_LE(r.root_moves[i].score, r.root_moves[i - 1].score);
}

TEST(Search, ProbCutSearchesFewerNodesForTheSameDepth) {
    // The selective search reaches the same depth with a fraction of the nodes, plays a legal
    // move, stays within a few discs of the full search here, and is as deterministic.
    const Board b = after("f5d6c3d3c4f4f6f3e6e7");
    SearchLimits limits;
    limits.depth = 9;
    Engine full_engine(18);
    const SearchResult full = full_engine.search(b, limits);
    limits.probcut = true;
    Engine engine(18);
    const SearchResult cut = engine.search(b, limits);
    EXPECT_EQ(cut.depth, 9);
    EXPECT_TRUE(b.is_legal(cut.move));
    EXPECT_LT(cut.nodes * 2, full.nodes);
    EXPECT_NEAR(cut.score, full.score, 4 * DISC_SCALE);
    Engine again(18);
    const SearchResult replay = again.search(b, limits);
    EXPECT_EQ(replay.move, cut.move);
    EXPECT_EQ(replay.nodes, cut.nodes);
    EXPECT_EQ(replay.score, cut.score);
}

TEST(Search, ProbCutDoesNotChangeExactSolves) {
    // ProbCut only cuts midgame nodes: with the exact solver in reach the score stays exact.
    const Board b = after("f5d6c3d3c4f4f6f3e6e7");
    SearchLimits limits;
    limits.depth = 4;
    limits.exact_empties = 60;
    limits.probcut = true;
    Board end = b;
    // Play the line of a shallow search until 14 empties remain, then solve with and without.
    Engine e(18);
    while (end.empty_count() > 14 && !end.game_over()) {
        SearchLimits quick;
        quick.depth = 2;
        const SearchResult r = e.search(end, quick);
        end = r.move == NO_SQUARE ? end.pass() : end.play(r.move);
    }
    const SearchResult exact = Engine(18).solve(end);
    Engine pc(18);
    const SearchResult r = pc.search(end, limits);
    EXPECT_TRUE(r.exact);
    EXPECT_EQ(r.score, exact.score);
}

TEST(Levels, HaveNamesAndIncreasingStrength) {
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level) {
        const Level& l = level_info(level);
        EXPECT_NE(std::string(l.name), "");
        if (level > MIN_LEVEL) {
            const Level& prev = level_info(level - 1);
            EXPECT_GE(l.depth, prev.depth);
            EXPECT_GE(l.exact_empties, prev.exact_empties);
            EXPECT_LE(l.noise, prev.noise);
            EXPECT_GT(level_rating(level), level_rating(level - 1));
        }
    }
    EXPECT_GE(level_info(MAX_LEVEL).exact_empties, 20);
    EXPECT_TRUE(level_info(MAX_LEVEL).probcut);
    EXPECT_TRUE(level_limits(MAX_LEVEL).probcut);
    EXPECT_FALSE(level_limits(MAX_LEVEL - 1).probcut);
    EXPECT_EQ(level_info(0).name, level_info(MIN_LEVEL).name);  // clamped
}

TEST(Levels, PlayLegalMovesThroughAWholeGame) {
    // The weaker levels play a whole game against each other; every move must be legal and a
    // replay must be identical (noise is seeded by the position).
    for (int round = 0; round < 2; ++round) {
        static std::vector<int> first_game;
        std::vector<int> game;
        Engine black(16), white(16);
        Position p = Position::start();
        int level = 1;
        while (!p.game_over()) {
            Engine& e = p.to_move == Color::Black ? black : white;
            const SearchResult r = choose_move(e, p.board, level);
            ASSERT_TRUE(p.board.is_legal(r.move));
            game.push_back(r.move);
            p.play(r.move);
            level = level % 5 + 1;
        }
        if (round == 0)
            first_game = game;
        else
            EXPECT_EQ(game, first_game);
    }
}

TEST(Levels, EveryLevelMovesInAMiddleGamePosition) {
    const Board b = after("f5d6c3d3c4f4f6f3e6e7");
    Engine engine(18);
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level) {
        SearchLimits limits = level_limits(level);
        // Keep the strongest levels quick here (a test, not a game).
        if (limits.nodes == 0 || limits.nodes > 200000) limits.nodes = 200000;
        const SearchResult r = engine.search(b, limits);
        EXPECT_TRUE(b.is_legal(r.move)) << level;
    }
}

TEST(Levels, BeginnerPrefersPlausibleMoves) {
    // Over many positions, the beginner's move is often (not always) the best one.
    Engine engine(16);
    int best = 0, total = 0;
    Position p = Position::start();
    for (int i = 0; i < 40 && !p.game_over(); ++i) {
        SearchLimits limits = level_limits(1);
        const SearchResult r = engine.search(p.board, limits);
        total += 1;
        best += r.move == r.best_move;
        p.play(r.move);
    }
    EXPECT_GT(best, total / 5);
    EXPECT_LT(best, total);
}

}  // namespace
}  // namespace reversi
