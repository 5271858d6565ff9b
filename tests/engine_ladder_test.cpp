// The level ladder: self-play matches between adjacent levels, from named openings with
// colours swapped, and the Elo ratings they imply. Long, so disabled by default; run it with
//   engine_tests --gtest_also_run_disabled_tests --gtest_filter='*Ladder*'
// (scripts/bench.sh does). LADDER_OPENINGS sets the openings per pair (default 8, each played
// twice), LADDER_TOP_OPENINGS those of the pairs above level 6 (default 3); LADDER_FIRST and
// LADDER_LAST pick a range of pairs.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "engine/level.h"
#include "engine/position.h"

namespace reversi {
namespace {

std::vector<Position> read_openings(std::size_t count) {
    std::ifstream in(std::string(REVERSI_SHARED_DATA) + "/openings.tsv");
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') lines.push_back(line.substr(0, line.find('\t')));
    std::vector<Position> openings;
    // Spread the choice over the catalogue.
    for (std::size_t i = 0; i < count && !lines.empty(); ++i) {
        const auto p = play_transcript(lines[(i * lines.size()) / count], Position::start());
        if (p) openings.push_back(*p);
    }
    return openings;
}

// Plays a game from `start`; returns the final disc difference for Black.
int play_game(const Position& start, int black_level, int white_level) {
    Engine black(LEVEL_TT_BITS, LEVEL_ENDGAME_TT_BITS), white(LEVEL_TT_BITS, LEVEL_ENDGAME_TT_BITS);
    Position p = start;
    p.pass_if_forced();
    while (!p.game_over()) {
        const bool is_black = p.to_move == Color::Black;
        const SearchResult r =
            choose_move(is_black ? black : white, p.board, is_black ? black_level : white_level);
        EXPECT_TRUE(p.board.is_legal(r.move));
        if (!p.play(r.move)) break;
    }
    const int diff = popcount(p.black()) - popcount(p.white());
    const int empties = p.board.empty_count();
    return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

int env_int(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v ? std::atoi(v) : fallback;
}

TEST(Ladder, DISABLED_AdjacentLevels) {
    const int openings_low = env_int("LADDER_OPENINGS", 8);
    const int openings_top = env_int("LADDER_TOP_OPENINGS", 3);
    double rating = 1000;
    std::printf("| Match | Games | Upper level's score | Elo gap | Rating of upper level |\n");
    std::printf("|---|---|---|---|---|\n");
    std::printf("| (anchor) | | | | L1 %s: 1000 |\n", level_info(1).name);
    // LADDER_FIRST / LADDER_LAST: a range of pairs (by the lower level), to run parts in
    // parallel; the rating column then starts from 1000 at LADDER_FIRST.
    const int first = std::max(MIN_LEVEL, env_int("LADDER_FIRST", MIN_LEVEL));
    const int last = std::min(MAX_LEVEL - 1, env_int("LADDER_LAST", MAX_LEVEL - 1));
    for (int low = first; low <= last; ++low) {
        const int high = low + 1;
        const auto openings =
            read_openings(static_cast<std::size_t>(high > 6 ? openings_top : openings_low));
        double score = 0;
        int games = 0;
        for (const Position& o : openings) {
            const int a = play_game(o, high, low);  // upper level as Black
            const int b = play_game(o, low, high);  // and as White
            score += (a > 0 ? 1.0 : a == 0 ? 0.5 : 0.0) + (b < 0 ? 1.0 : b == 0 ? 0.5 : 0.0);
            games += 2;
        }
        // Elo gap from the score rate, clamped so that a clean sweep counts as half a loss.
        double rate = score / games;
        rate = std::min(std::max(rate, 0.5 / games), 1.0 - 0.5 / games);
        const double gap = 400.0 * std::log10(rate / (1.0 - rate));
        rating += gap;
        std::printf("| L%d %s vs L%d %s | %d | %.1f (%.0f%%) | %+.0f | %.0f |\n", high,
                    level_info(high).name, low, level_info(low).name, games, score,
                    100.0 * score / games, gap, rating);
        std::fflush(stdout);
    }
}

}  // namespace
}  // namespace reversi
