// The level player in slices (start_level_move / step_level_move, as the web app's CPU worker
// runs it) plays exactly what choose_move plays: same move, score and node count, whatever the
// number of slices run at a time; and a search dropped half-way leaves the engine ready.
#include <gtest/gtest.h>

#include <vector>

#include "engine/level.h"
#include "engine/position.h"

// This binary's pause point (search.h): it counts the pauses and, like a page drawing frames
// between two of them, runs another engine's search, which must not disturb the paused one.
namespace {
int g_pauses = 0;
bool g_busy_pause = false;
}  // namespace

extern "C" void reversi_engine_pause() {
    ++g_pauses;
    if (!g_busy_pause) return;
    g_busy_pause = false;  // (the other engine does not pause: one level deep)
    reversi::Engine other(12);
    reversi::SearchLimits limits;
    limits.depth = 3;
    other.search(reversi::Board::start(), limits);
    g_busy_pause = true;
}

namespace reversi {
namespace {

// Midgame positions after these openings, and FFO #1 (14 empties: levels 7 and up solve it
// exactly).
std::vector<Board> positions() {
    std::vector<Board> boards;
    for (const char* line :
         {"f5d6c3d3c4f4f6f3e6e7", "f5f6e6f4e3c5c4d3", "c4e3f6e6f5c5f4g6f7d3g5g4"})
        if (const auto p = play_transcript(line, Position::start())) boards.push_back(p->board);
    const auto ffo1 =
        parse_obf("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
    if (ffo1) boards.push_back(ffo1->board);
    EXPECT_EQ(boards.size(), 4u);
    return boards;
}

// Runs the level player in steps of `slices` slices; returns the result and counts the steps.
SearchResult sliced_move(const Board& board, int level, int slices, int& steps) {
    Engine engine(16);
    start_level_move(engine, board, level);
    steps = 1;
    while (!step_level_move(engine, slices)) ++steps;
    return engine.result();
}

TEST(LevelSlices, PlayExactlyWhatChooseMovePlays) {
    int multi_slice_searches = 0;
    for (const Board& board : positions()) {
        for (int level : {1, 4, 6, 7, 8}) {
            Engine blocking(16);
            const SearchResult expected = choose_move(blocking, board, level);
            for (int slices : {1, 3}) {
                int steps = 0;
                const SearchResult r = sliced_move(board, level, slices, steps);
                SCOPED_TRACE(::testing::Message() << "level " << level << ", " << slices
                                                  << " slices a step, " << steps << " steps");
                EXPECT_EQ(r.move, expected.move);
                EXPECT_EQ(r.score, expected.score);
                EXPECT_EQ(r.nodes, expected.nodes);
                EXPECT_EQ(r.finished, expected.finished);
                EXPECT_EQ(r.pv, expected.pv);
                EXPECT_TRUE(board.is_legal(r.move));
                if (slices == 1 && steps > 1) ++multi_slice_searches;
            }
        }
    }
    EXPECT_GE(multi_slice_searches, 4);  // the comparison did cross slice boundaries
}

// The page's thread runs a level's search with pausing on, suspended at its pause points
// between two frames: the same move, score, nodes and line as without pauses.
TEST(LevelSlices, PausesChangeNothing) {
    for (const Board& board : positions()) {
        for (int level : {4, 7}) {  // (full width, below the levels that open from the book)
            Engine plain(16);
            g_pauses = 0;
            const SearchResult expected = choose_move(plain, board, level);
            EXPECT_EQ(g_pauses, 0);  // pausing is off unless asked
            Engine paused(16);
            paused.set_pausing(true);
            g_busy_pause = true;
            const SearchResult r = choose_move(paused, board, level);
            g_busy_pause = false;
            SCOPED_TRACE(::testing::Message()
                         << "level " << level << ", " << g_pauses << " pauses");
            EXPECT_EQ(r.move, expected.move);
            EXPECT_EQ(r.score, expected.score);
            EXPECT_EQ(r.nodes, expected.nodes);
            EXPECT_EQ(r.pv, expected.pv);
            // A pause about every 4096 nodes (at the next node that may pause: a shallow
            // solve or a leaf runs to its end first), and where slices end.
            EXPECT_GE(static_cast<std::uint64_t>(g_pauses), r.nodes / 16384);
            EXPECT_LE(static_cast<std::uint64_t>(g_pauses),
                      r.nodes / 4096 + 2 * (r.nodes / LEVEL_SLICE_NODES + 1));
        }
    }
}

TEST(LevelSlices, ADroppedSearchLeavesTheEngineReady) {
    // The worker drops a search when the game it was for is gone (new game, undo), and starts
    // the next one on the same engine.
    const std::vector<Board> boards = positions();
    Engine engine(16);
    start_level_move(engine, boards[0], 7);  // (the levels above open from the book)
    EXPECT_FALSE(step_level_move(engine));   // still thinking after one slice
    start_level_move(engine, boards[1], 6);
    while (!step_level_move(engine)) {
    }
    EXPECT_TRUE(engine.result().finished);
    EXPECT_TRUE(boards[1].is_legal(engine.result().move));
    Engine fresh(16);
    EXPECT_EQ(engine.result().score, choose_move(fresh, boards[1], 6).score);
}

TEST(LevelSlices, AStepAfterTheEndStaysDone) {
    Engine engine(16);
    const Board board = positions().back();
    start_level_move(engine, board, 1);
    while (!step_level_move(engine)) {
    }
    const int move = engine.result().move;
    EXPECT_TRUE(step_level_move(engine));
    EXPECT_EQ(engine.result().move, move);
}

// The browser tests' budget scale: N times the nodes and, for a level with a budget, no depth
// limit, so that the budget ends the search; a level without a budget keeps its depth.
TEST(LevelSlices, ABudgetScaleLetsTheBudgetEndTheSearch) {
    const Board board = positions().front();
    const auto run = [&board](int level, int scale) {
        Engine engine(16);
        start_level_move(engine, board, level, 0, scale);
        while (!step_level_move(engine, 8)) {
        }
        return engine.result();
    };
    const Level& advanced = level_info(7);
    ASSERT_GT(advanced.node_budget, 0u);
    const SearchResult plain = run(7, 1), scaled = run(7, 2);
    EXPECT_LE(plain.depth, advanced.depth);
    EXPECT_GT(scaled.depth, advanced.depth);
    EXPECT_GT(scaled.nodes, advanced.node_budget);
    EXPECT_LE(scaled.nodes, 2 * advanced.node_budget + LEVEL_SLICE_NODES);
    const Level& skilled = level_info(6);
    ASSERT_EQ(skilled.node_budget, 0u);
    EXPECT_EQ(run(6, 4).depth, skilled.depth);
}

// A timed player's time goes from the early middle game (above 40 empties) to 40-21 empties,
// and stays as given where it solves.
TEST(TimedMove, SecondsShiftFromTheEarlyMiddleGameTo40To21Empties) {
    EXPECT_DOUBLE_EQ(timed_move_seconds(0.2, 60), 0.11);
    EXPECT_DOUBLE_EQ(timed_move_seconds(0.2, 41), 0.11);
    EXPECT_DOUBLE_EQ(timed_move_seconds(0.2, 40), 0.25);
    EXPECT_DOUBLE_EQ(timed_move_seconds(0.2, 21), 0.25);
    EXPECT_DOUBLE_EQ(timed_move_seconds(0.2, 20), 0.2);
    EXPECT_DOUBLE_EQ(timed_move_seconds(0.2, 1), 0.2);
}

}  // namespace
}  // namespace reversi
