// The engine's knowledge as numbers: the value of every move of a position, and a review of a
// game that says, move by move, how much each one lost against the best.
//
// Values are in 1/DISC_SCALE discs (engine/eval.h) of final disc difference, from the side of
// the player to move, as the engine keeps them: integers, so that sorting and losses are exact.
// An exact value is the final disc difference with best play on both sides, empties to the
// winner, times DISC_SCALE (always an even number of discs); an estimate is a midgame search's
// evaluation at `depth` plies. value / double(DISC_SCALE) gives discs.
//
// Nothing here searches by itself: analyze_position() asks the Engine to score every root move
// (SearchLimits::score_all_moves), exactly once the empties are within exact_empties; every
// move then gets the same search as the best one, so the values compare. review_game() analyses
// each position of a game that way and reads the played move's value from the list; a loss is
// therefore never negative, and it is exact wherever the position was solved. It costs a full
// window for every root move rather than one search, about twice the time (docs/analysis.md
// has the measurements), for values that the review shows whatever move was played.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "engine/position.h"
#include "engine/search.h"

namespace reversi::game {

// 20 empties: a solve of every move takes about a second natively (from 0.1 to 2 s; 22 empties
// take 4 s on average and up to 10, 24 empties half a minute), as wasm two to three times that.
constexpr int DEFAULT_ANALYSIS_EXACT_EMPTIES = 20;
// Depth 12 with every move scored: about 0.1-0.5 s a position natively, and within a few discs
// of the truth (the evaluation's error shrinks with depth: engine/search.h's probcut_sigma).
constexpr int DEFAULT_ANALYSIS_DEPTH = 12;

struct AnalysisLimits {
    int depth = DEFAULT_ANALYSIS_DEPTH;                  // midgame depth in plies
    int exact_empties = DEFAULT_ANALYSIS_EXACT_EMPTIES;  // solve every move from this many empties
    // Wall-clock budget for each position, 0 for none. A search cut short keeps the values of
    // its last finished iteration (not exact, shallower): results then vary from run to run.
    double seconds = 0;
};

// One move's value for the side to move.
struct MoveValue {
    int move = NO_SQUARE;  // NO_SQUARE: the side to move must pass (then it is the only entry)
    int value = 0;         // 1/DISC_SCALE discs, for the side to move
    bool exact = false;    // the exact final disc difference (times DISC_SCALE)
    int depth = 0;         // plies searched after this move's parent (the empties when exact)
};

struct PositionAnalysis {
    std::vector<MoveValue> moves;  // every legal move, best first; empty when the game is over
    std::vector<int> best_line;    // the engine's principal variation (NO_SQUARE for passes)
    std::uint64_t nodes = 0;
    double seconds = 0;
};

// The value of every legal move of `position` for its side to move, best first (ties in the
// engine's order). Solves them exactly when the empties are at most limits.exact_empties, else
// searches them to limits.depth. A fresh engine (16 MiB of tables): analyses of many positions
// should share one through the overload below.
PositionAnalysis analyze_position(const Position& position, const AnalysisLimits& limits = {});
// The same with `engine`, whose tables carry over from one call to the next (the values stay
// the same, exact or at the same depth, but the work and a cut-short search's values change).
PositionAnalysis analyze_position(Engine& engine, const Position& position,
                                  const AnalysisLimits& limits = {});

// How bad a move was, by the discs it lost against the best move. 2 discs is the smallest loss
// an exact value can show (scores are even), and about the error of a depth-12 estimate, so a
// smaller loss is not marked. From 6 discs a loss is beyond a midgame search's usual error (3.5
// to 5.5 discs: probcut_sigma) and a mistake for certain; from 12 it typically turns a won
// position into a lost one, or a close game into a rout.
enum class MoveMark { None, Inaccuracy, Mistake, Blunder };
constexpr int INACCURACY_LOSS = 2 * DISC_SCALE;
constexpr int MISTAKE_LOSS = 6 * DISC_SCALE;
constexpr int BLUNDER_LOSS = 12 * DISC_SCALE;
// The mark of a loss in 1/DISC_SCALE discs.
constexpr MoveMark mark_of(int loss) {
    return loss >= BLUNDER_LOSS      ? MoveMark::Blunder
           : loss >= MISTAKE_LOSS    ? MoveMark::Mistake
           : loss >= INACCURACY_LOSS ? MoveMark::Inaccuracy
                                     : MoveMark::None;
}
// "inaccuracy", "mistake", "blunder", or "" for None.
const char* mark_name(MoveMark mark);

// One move of a reviewed game.
struct MoveReview {
    int index = 0;               // the move's index in the game's moves (passes not counted)
    int number = 1;              // its turn number, as in plies(): Black's and White's n-th are n
    Color color = Color::Black;  // who played it
    int move = NO_SQUARE;
    int value = 0;  // the played move's value for its player (1/DISC_SCALE discs)
    int best_move = NO_SQUARE;
    int best_value = 0;  // the best move's value, the position's value
    int loss = 0;        // best_value - value: 0 when the move was (one of) the best, never below
    bool exact = false;  // value, best_value and loss are exact
    int depth = 0;       // as in MoveValue
    std::vector<int> best_line;  // the engine's line from the position, best move first
    MoveMark mark = MoveMark::None;
};

// Called after each move is reviewed, with that move's review and the number of moves in the
// game; returning false stops the review there.
using ReviewProgress = std::function<bool(const MoveReview& reviewed, int total)>;

// Reviews a game from the standard start (`moves` legal, passes left out, as record.h reads
// them): one entry per move, in order, from analyze_position() on the position before it, with
// one engine for the whole game. Stops early, with the entries made so far, when `progress`
// returns false (it is asked after each move: at most one position's analysis goes on after a
// cancel, about a second at the default limits) or at an illegal move.
std::vector<MoveReview> review_game(const std::vector<int>& moves,
                                    const AnalysisLimits& limits = {},
                                    const ReviewProgress& progress = nullptr);

// One side's totals in a review.
struct ReviewTotals {
    int moves = 0;
    int loss = 0;  // sum of the losses, 1/DISC_SCALE discs
    int inaccuracies = 0, mistakes = 0, blunders = 0;
};
// The totals of `color`'s moves in `review`.
ReviewTotals review_totals(const std::vector<MoveReview>& review, Color color);

}  // namespace reversi::game
