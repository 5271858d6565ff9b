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
// move then gets the same search, with a full window, as the best one, so the values compare.
// review_game() analyses each position of a game that way and reads the played move's value
// from the list: a loss is never negative, and it is exact wherever the position was solved.
// (A search for the best move and one of the played move would cost less, one search being 1.5
// to 6 times cheaper than scoring every move, but two searches of different windows and tables
// can disagree, a loss come out negative, and the other moves would have no value to show.)
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/book.h"
#include "engine/position.h"
#include "engine/search.h"
#include "game/record.h"

namespace reversi::game {

// Solving every move takes about a second of CPU natively from 20 empties (0.3 to 2.3 s on FFO
// #26-#34, #40 and two games' positions), 2 to 18 s from 22 and 8 to 36 s from 24. A whole
// game's review at the defaults: 10-11 s of CPU natively. (Not measured as wasm, where the
// midgame search runs 1.2-1.8x slower: docs/benchmarks.md.)
constexpr int DEFAULT_ANALYSIS_EXACT_EMPTIES = 20;
// Depth 10, selective (ProbCut), every move scored: 0.3 s a position of the opening and the
// middle game natively on average, 1 s at worst (40 positions of a game: 12 s of CPU; without
// ProbCut 52 s, and depth 12 with ProbCut 62 s). Its estimates are within a few discs of the
// truth (engine/search.h's probcut_sigma gives the error of shallower searches).
constexpr int DEFAULT_ANALYSIS_DEPTH = 10;

struct AnalysisLimits {
    int depth = DEFAULT_ANALYSIS_DEPTH;                  // midgame depth in plies
    int exact_empties = DEFAULT_ANALYSIS_EXACT_EMPTIES;  // solve every move from this many empties
    bool probcut = true;  // selective midgame search (SearchLimits::probcut): deeper for the time
    // Wall-clock budget for each position, 0 for none. A search cut short keeps the values of
    // its last finished iteration (not exact, shallower): results then vary from run to run.
    double seconds = 0;
    // The opening book whose values replace the search's for the moves it knows (marked book);
    // null: none. The CLI and the page's worker pass Book::builtin().
    const Book* book = nullptr;
};

// A value in 1/DISC_SCALE discs as whole discs, rounded half away from zero (as shown).
inline int value_in_discs(int value) {
    return (value >= 0 ? value + DISC_SCALE / 2 : value - DISC_SCALE / 2) / DISC_SCALE;
}

// One move's value for the side to move.
struct MoveValue {
    int move = NO_SQUARE;  // NO_SQUARE: the side to move must pass (then it is the only entry)
    int value = 0;         // 1/DISC_SCALE discs, for the side to move
    bool exact = false;    // the exact final disc difference (times DISC_SCALE)
    int depth = 0;         // plies searched after this move's parent (the empties when exact)
    bool book = false;     // the opening book's value (engine/book.h), not this search's
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
// The same with `engine`, whose tables carry over from one call to the next: less work, the
// same exact values, and estimates that can differ a little with what the tables hold.
PositionAnalysis analyze_position(Engine& engine, const Position& position,
                                  const AnalysisLimits& limits = {});

// How bad a move was, by the discs it lost against the best move. 2 discs is the smallest loss
// an exact value can show (scores are even); an estimated loss below it is within the search's
// noise, so it is not marked. From 6 discs a loss is beyond the usual error of a midgame
// estimate (3.5 to 5.5 discs between a shallow and a deep search: probcut_sigma), a mistake
// even when estimated; from 12 it typically turns a won position into a lost one.
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
    bool book = false;   // value, best_value and loss are the opening book's
    std::vector<int> best_line;  // the engine's line from the position, best move first
    MoveMark mark = MoveMark::None;
    // Every legal move of the position with its value, best first (the played one among them):
    // what a puzzle made of this move judges answers by (lesson.h's mistake_puzzles()).
    std::vector<MoveValue> values;
};

// Called after each move is reviewed, with that move's review and the number of moves in the
// game; returning false stops the review there.
using ReviewProgress = std::function<bool(const MoveReview& reviewed, int total)>;

// Reviews a game from the standard start (`moves` legal, passes left out, as record.h reads
// them): one entry per move, in order, from analyze_position() on the position before it, with
// one engine for the whole game. Stops early, with the entries made so far, when `progress`
// returns false (it is asked after each move, so a cancel waits for the position being
// analysed: 0.3 s on average at the default limits, 2.3 s at worst as measured) or at an
// illegal move.
std::vector<MoveReview> review_game(const std::vector<int>& moves,
                                    const AnalysisLimits& limits = {},
                                    const ReviewProgress& progress = nullptr);

// Hints: the value of every legal move of a position, refined as the search deepens, a slice
// at a time, so that the page's worker can take a new position between two slices. One search
// per depth, each to its end: the values shown are always those of a finished search (every
// move scored with a full window, as in analyze_position()), never a half-searched iteration.
// Depths 1, 2, ... up to max_depth; from exact_empties empties, a few depths to order the moves,
// then every move solved exactly. Solving every move takes 0.1 to 0.5 s natively at 18 empties
// (wasm: about 1.5x that), "a couple of seconds" at most in the page.
constexpr int HINT_EXACT_EMPTIES = 18;
// Depth 12 with ProbCut: about a second natively in the middle game, the hints' last word there.
constexpr int HINT_MAX_DEPTH = 12;

struct HintLimits {
    int max_depth = HINT_MAX_DEPTH;
    int exact_empties = HINT_EXACT_EMPTIES;
    const Book* book = nullptr;  // as in AnalysisLimits
};

// Gives the moves of `values` (of `board`'s side to move) that `book` knows the book's values,
// marked book, and sorts them again, best first. Nothing without a book.
void apply_book(const Book* book, const Board& board, std::vector<MoveValue>& values);

class HintSearch {
  public:
    // Searches with `engine`, whose tables carry over from one depth (and position) to the next.
    explicit HintSearch(Engine& engine) : engine_(engine) {}
    // Starts on `board` (side to move = board.player). Nothing to search when it must pass or
    // the game is over: done at once, without values.
    void start(const Board& board, const HintLimits& limits = {});
    // Advances the search by about `nodes` nodes; true once the values are final.
    bool step(std::uint64_t nodes);
    bool done() const { return done_; }
    // Every legal move with its value for the side to move (MoveValue), best first, from the
    // last finished depth: empty until the first. revision() grows each time they change.
    const std::vector<MoveValue>& values() const { return values_; }
    int revision() const { return revision_; }

  private:
    void start_depth();

    Engine& engine_;
    Board board_;
    HintLimits limits_;
    int depth_ = 0;       // the midgame depth being searched
    int last_depth_ = 0;  // the last midgame depth before the end (or before solving)
    bool solving_ = false;
    bool done_ = true;
    std::vector<MoveValue> values_;
    int revision_ = 0;
};

// Move values as text, the CPU worker's answer to the page: "square:value:kind:depth ...",
// e.g. "19:400:0:8 26:-200:0:8" (value in 1/DISC_SCALE discs; kind 0 an estimate, 1 exact, 2
// the book's). The parse skips what is malformed.
std::string move_values_text(const std::vector<MoveValue>& values);
std::vector<MoveValue> parse_move_values(std::string_view text);

// review_game() a slice at a time, for the page's worker: start() (which clears the engine's
// tables), then step() until done; entries() grows by one for each move reviewed, in order.
// Exact entries are those of review_game(); estimates can differ a little with the slices.
class GameReview {
  public:
    explicit GameReview(Engine& engine) : engine_(engine) {}
    void start(const std::vector<int>& moves, const AnalysisLimits& limits = {});
    // Advances by about `nodes` nodes (0: to the end of the position under review); true once
    // the whole game is reviewed (or an illegal move was reached).
    bool step(std::uint64_t nodes);
    bool done() const { return done_; }
    const std::vector<MoveReview>& entries() const { return entries_; }
    // The number of moves to review.
    int total() const { return static_cast<int>(std::min(moves_.size(), turns_.size())); }

  private:
    void next();  // starts the search of the next position, or ends the review

    Engine& engine_;
    std::vector<int> moves_;
    AnalysisLimits limits_;
    std::vector<Ply> turns_;
    Position position_ = Position::start();
    std::vector<MoveReview> entries_;
    bool done_ = true;
};

// Review entries as text, the CPU worker's answer to the page, one per move separated by spaces:
// "index:number:color:move:value:best_move:best_value:kind:depth:line:values", color X or O,
// kind as in move_values_text() (the best move's),
// line the best line's squares joined by '.' (NO_SQUARE, a pass, as -1; "" for none), values
// every move's "square=value" joined by ',' (the same kind and depth as the entry), e.g.
// "0:1:X:37:-100:37:-100:0:10:37.43.18:37=-100,19=-300". The parse skips what is malformed and
// derives loss and mark.
std::string review_entries_text(const std::vector<MoveReview>& entries);
std::vector<MoveReview> parse_review_entries(std::string_view text);

// One side's totals in a review.
struct ReviewTotals {
    int moves = 0;
    int loss = 0;  // sum of the losses, 1/DISC_SCALE discs
    int inaccuracies = 0, mistakes = 0, blunders = 0;
};
// The totals of `color`'s moves in `review`.
ReviewTotals review_totals(const std::vector<MoveReview>& review, Color color);

}  // namespace reversi::game
