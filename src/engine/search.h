// The CPU player's search: iterative-deepening PVS (negascout) alpha-beta with a transposition
// table, and an exact endgame solver (endgame.cpp), behind one Engine object.
//
// An Engine owns its tables; there are no globals, so several engines can coexist. A search is
// started with start() and advanced with step(node_budget), which returns when the search is
// finished or the slice of nodes is spent: a browser can run it in a Web Worker or in slices of
// the main loop. search() runs one to the end. With depth and node limits (no time limit) the
// result, including the node count, is deterministic for a given slicing; a slice that ends
// inside an iteration makes the next one restart it, so other slicings can count other nodes
// (the level player always slices alike: engine/level.h).
//
// Scores are in 1/DISC_SCALE discs for the side to move (eval.h); exact scores are multiples of
// DISC_SCALE. Moves are squares 0..63, NO_SQUARE for a pass.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/board.h"
#include "engine/endgame.h"
#include "engine/eval.h"
#include "engine/tt.h"

namespace reversi {

class Book;

// How far beyond a node's window the shallow searches that order its moves look (4 discs).
constexpr int ORDER_WINDOW = 4 * DISC_SCALE;

// ProbCut (SearchLimits::probcut) from this remaining depth, with a margin of
// PROBCUT_T_PERCENT / 100 standard deviations of the shallow search's error.
constexpr int PROBCUT_MIN_DEPTH = 3;
constexpr int PROBCUT_T_PERCENT = 150;
// The shallow search that predicts one of `depth` plies, of the same parity: 3->1, 4->2, 8->4,
// 9->5, 10->4, 12->6.
constexpr int probcut_shallow_depth(int depth) {
    return 2 * (depth / 4) + (depth & 1);
}
// Its error, one standard deviation in 1/DISC_SCALE discs, as measured with the trained
// evaluation (`reversi-train probcut`, docs/benchmarks.md): about 2 to 3 discs in the opening,
// 3.5 to 5.5 in the middle game, 5 to 7 from 30 empties, growing with the gap between the
// two depths.
constexpr int probcut_sigma(int empties, int depth) {
    const int base = empties >= 45 ? 200 : empties >= 30 ? 400 : 520;
    return base + 15 * (depth - probcut_shallow_depth(depth));
}

struct SearchLimits {
    int depth = 60;           // midgame depth in plies (passes are free)
    int exact_empties = 0;    // solve exactly once the empties are at most this
    std::uint64_t nodes = 0;  // total node budget, 0 for none
    double seconds = 0;       // wall-clock budget, 0 for none (makes results nondeterministic);
                              // no midgame iteration starts past half of it, since one costs
                              // more than all before it and would be cut short
    int noise = 0;            // level noise amplitude in 1/DISC_SCALE discs (0: best move)
    std::uint64_t seed = 0;   // mixed with the position hash to draw the noise
    bool score_all_moves = false;  // score every root move exactly (needed by noise)
    bool probcut = false;  // selective midgame search (ProbCut): deeper for the same nodes, at
                           // the risk of a cut the full search would not make
    // An opening book (book.h) to play from: when it has moves in the position, the search
    // plays one of them at once (book_choice() with book_variety and the seed) and reports the
    // book's values, without searching. Null: no book.
    const Book* book = nullptr;
    int book_variety = 0;  // 1/DISC_SCALE discs
};

struct MoveScore {
    int move = NO_SQUARE;
    int score = 0;
};

struct SearchResult {
    int move =
        NO_SQUARE;       // the move to play; NO_SQUARE when the side to move must pass / game over
    int score = 0;       // for the side to move, 1/DISC_SCALE discs
    bool exact = false;  // score is the exact final disc difference (times DISC_SCALE)
    int depth = 0;       // depth of the last completed iteration (empties when exact)
    bool finished = false;  // the search ran to its depth / solve target (not cut by a limit)
    std::uint64_t nodes = 0;
    double seconds = 0;
    std::vector<int> pv;                // principal variation (NO_SQUARE for passes)
    std::vector<MoveScore> root_moves;  // root moves, best first, with their last scores
    int best_move = NO_SQUARE;          // the search's best move (before any level noise)
    bool book = false;  // the move and the values come from the book (SearchLimits::book)
};

// The midgame table's size of an Engine made without arguments: 2^20 entries (16 MiB).
constexpr int DEFAULT_TT_BITS = 20;

class Engine {
  public:
    // An engine with a midgame transposition table of 2^tt_bits entries (16 bytes an entry) and
    // an exact endgame table of as many, at most 2^endgame_tt_bits (ENDGAME_TT_BITS, endgame.h).
    explicit Engine(int tt_bits = DEFAULT_TT_BITS, int endgame_tt_bits = ENDGAME_TT_BITS);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // The evaluation engines use unless told otherwise: the trained patterns when built in.
    static const Evaluator* default_evaluator();
    // Replaces the evaluation (the engine does not own it; nullptr restores the default).
    void set_evaluator(const Evaluator* evaluator);
    // Forgets everything learned (transposition tables); a new game should call it.
    void clear();

    // Starts a search of `board` (side to move = board.player).
    void start(const Board& board, const SearchLimits& limits);
    // Advances the current search by at most about `node_budget` nodes (0: no slice limit).
    // Returns true when the search is finished and result() is final.
    bool step(std::uint64_t node_budget = 0);
    bool done() const { return done_; }
    // The best result so far (final once done()).
    const SearchResult& result() const { return result_; }
    // start() then step() to the end.
    SearchResult search(const Board& board, const SearchLimits& limits);

    // Exact final disc difference of `board` for the side to move, with empties to the winner,
    // and the best move; runs to the end (no limits). A convenience over search().
    SearchResult solve(const Board& board);

    // Asks the running search to stop as soon as possible; safe from another thread. The next
    // step() returns true with the best result so far.
    void request_stop() { stop_requested_.store(true, std::memory_order_relaxed); }
    // With pausing on, a running search calls reversi_engine_pause() (below) at its first
    // midgame or deep endgame node after each look at its limits (every 4096 nodes), never in
    // the shallow solver or at a leaf. The call changes nothing in the search.
    void set_pausing(bool on) {
        pausing_ = on;
        pause_due_ = false;
    }

  private:
    // One root move and what the last iteration learned about it.
    struct RootMove {
        int move;
        Bitboard flips;
        int score;
        std::uint64_t nodes = 0;  // the size of its tree in the last iteration
    };
    enum class Phase { Midgame, Exact, Done };

    // Search control.
    bool check_limits();
    bool past_half_time() const;  // a time limit is set and half of it is spent
    void pause();                 // calls reversi_engine_pause()
    void finish();
    void run_midgame_iteration(int depth);
    void run_exact();
    int aspiration_solve(int empties);
    bool play_from_book();
    void apply_noise();
    // The best root move, then the line that the table (the exact one with `exact`) holds.
    std::vector<int> principal_variation(bool exact) const;
    int midgame_target_depth() const;

    // Midgame (search.cpp): PVS with fail-soft bounds, scores in 1/DISC_SCALE discs.
    int pvs(const Board& b, int depth, int alpha, int beta, bool pv_node);
    int root_search(int depth, int alpha, int beta, bool all_exact, bool exact);
    int order_score(const SiblingState& siblings, const Board& child, int sq, Bitboard flips,
                    int depth, int alpha, int beta);
    // A leaf: pvs(child, 0, ...) for a child with empties left, the evaluation shared with its
    // siblings (prepared by evaluator_->prepare_children for its parent).
    int leaf(const SiblingState& siblings, const Board& child, int sq, Bitboard flips);
    bool probcut(const Board& b, int depth, int alpha, int beta, int& cut);

    // Endgame (endgame.cpp): exact scores in discs.
    int solve_pvs(const Board& b, int alpha, int beta);
    int solve_nws(const Board& b, int alpha);
    int solve_nws_shallow(Bitboard p, Bitboard o, int alpha, int empties);
    int solve_4_in_parity_order(Bitboard p, Bitboard o, int alpha, Bitboard empty);
    int solve_4(Bitboard p, Bitboard o, int alpha, int sq1, int sq2, int sq3, int sq4);
    int solve_3(Bitboard p, Bitboard o, int alpha, int sq1, int sq2, int sq3);
    int solve_2(Bitboard p, Bitboard o, int alpha, int sq1, int sq2);
    int solve_1(Bitboard p, int alpha, int sq);
    bool endgame_probcut(const Board& b, int alpha, int& cut);
    // The draft that endgame table entries carry: the empties for an exact result, less for a
    // selective pass (the later, the closer), whose entries later passes use only to order moves.
    int solve_draft(int empties) const {
        return solve_selective_ ? empties - (SELECTIVE_PASSES - selective_pass_) : empties;
    }
    int endgame_move_order(const Board& b, Bitboard moves, int tt_move, int (&squares)[32],
                           Bitboard (&flips)[32], bool deep, bool etc, int alpha, int& etc_score);

    const Evaluator* evaluator_;
    TranspositionTable tt_;          // midgame bounds (1/DISC_SCALE discs)
    TranspositionTable endgame_tt_;  // exact bounds (discs)

    // The current search.
    bool solve_selective_ = false;  // one of run_exact's selective passes is running
    int selective_pass_ = 0;        // ... this one (an index of SELECTIVE_PASS_T_PERCENT)
    bool selective_done_ = false;   // a selective pass has finished for this search
    // Cuts that a selective pass made (ProbCut, or a selective table entry's bound): a node
    // whose subtree made none has an exact result, stored with its full draft.
    std::uint64_t selective_cuts_ = 0;
    Board root_;
    SearchLimits limits_;
    SearchResult result_;
    std::vector<RootMove> root_moves_;
    Phase phase_ = Phase::Done;
    bool done_ = true;
    int next_depth_ = 1;
    std::uint64_t nodes_ = 0;       // nodes of this search so far
    std::uint64_t node_stop_ = 0;   // abort when nodes_ reaches this (slice or budget)
    std::uint64_t next_check_ = 0;  // next node count at which to look at the clock and flag
    bool aborted_ = false;          // the running iteration was cut short
    bool root_passed_ = false;      // the side to move passes; root_ is after the pass
    bool hard_stop_ = false;        // the whole search must end (budget, time or stop)
    double elapsed_before_ = 0;     // seconds spent in earlier slices
    std::chrono::steady_clock::time_point slice_start_;
    std::atomic<bool> stop_requested_{false};
    bool pausing_ = false;    // pause after each look at the limits
    bool pause_due_ = false;  // ... at the next node that may pause
};

}  // namespace reversi

// The pause point of an engine with pausing on (Engine::set_pausing). The engine's own definition
// does nothing; a program may define its own. The web page's CPU module does: there it suspends
// the search until the next frame (src/app/worker_main.cpp), so that a search on the page's thread
// runs a few milliseconds a frame and still finds the move it finds in one go.
extern "C" void reversi_engine_pause();
