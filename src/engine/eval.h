// The midgame evaluation: how good a position is for the side to move, without searching.
//
// The search sees only the small `Evaluator` interface, so trained pattern weights can replace
// the hand-written heuristic below without touching the search. Scores are in 1/DISC_SCALE of a
// disc of final disc difference, so an exact endgame result of d discs is d * DISC_SCALE.
#pragma once

#include "engine/board.h"

namespace reversi {

constexpr int DISC_SCALE = 100;
// Evaluations stay strictly inside (-EVAL_LIMIT, EVAL_LIMIT); exact scores reach +-64 discs.
constexpr int EVAL_LIMIT = 64 * DISC_SCALE;

// Squares next to the discs of `b` in any of the 8 directions (not `b` itself, maybe occupied).
constexpr Bitboard neighbours(Bitboard b) {
    const Bitboard w = (b >> 1) & ~0x8080808080808080ULL;  // not wrapped onto file h
    const Bitboard e = (b << 1) & ~0x0101010101010101ULL;  // not wrapped onto file a
    const Bitboard row = b | w | e;
    return (row | (row << 8) | (row >> 8)) & ~b;
}
// Discs of `p` that can never be flipped: each of their 4 lines is full, or touches the edge or a
// stable disc of `p` on one side. A subset of the truly stable discs, found by a fixed point.
Bitboard stable_discs(Bitboard p, Bitboard o);

// What the children of one position share, prepared by Evaluator::prepare_children for
// Evaluator::evaluate_child; its contents are the evaluator's own.
struct SiblingState {
    int value[64];
};

class Evaluator {
  public:
    virtual ~Evaluator() = default;
    // The score of `b` for the side to move, in 1/DISC_SCALE discs, within (-EVAL_LIMIT,
    // EVAL_LIMIT). Must be deterministic and cheap: it is called at every leaf.
    virtual int evaluate(const Board& b) const = 0;

    // The children of one position, evaluated one by one: after prepare_children(parent, s),
    // evaluate_child(s, child, sq, flips) returns evaluate(child) for the child that playing
    // `sq` (flipping `flips`) makes. An evaluator may share work between siblings there.
    virtual void prepare_children(const Board& parent, SiblingState& s) const {
        static_cast<void>(parent);
        static_cast<void>(s);
    }
    virtual int evaluate_child(const SiblingState& s, const Board& child, int sq,
                               Bitboard flips) const {
        static_cast<void>(s);
        static_cast<void>(sq);
        static_cast<void>(flips);
        return evaluate(child);
    }
};

// Feature weights at the start (60 empties) and the end (0 empties) of the game; the evaluation
// interpolates linearly in the number of empties. All in 1/DISC_SCALE discs per unit.
struct HeuristicWeights {
    // Fitted by least squares to exact scores of positions with 14 and 18 empties from noisy
    // self-play (a few thousand positions), then extrapolated; mobility dominates.
    int mobility[2] = {400, 200};             // per move of difference
    int corner_mobility[2] = {700, 300};      // per corner move of difference (on top)
    int potential_mobility[2] = {-100, -60};  // per empty square next to the other side's discs
    int corners[2] = {500, 250};              // per corner
    int x_squares[2] = {-500, -100};          // per b2-like disc next to an empty corner
    int c_squares[2] = {-450, -100};          // per a2-like disc next to an empty corner
    int edges[2] = {-40, -40};                // per edge disc (not corner)
    int stable[2] = {170, 150};               // per stable disc
    int parity[2] = {20, 0};                  // when the side to move can expect the last move
    int discs[2] = {-40, -30};                // per disc of difference
};

// Mobility, potential mobility, corners, X and C squares, edges, stable discs and parity.
class HeuristicEvaluator : public Evaluator {
  public:
    HeuristicEvaluator() = default;
    explicit HeuristicEvaluator(const HeuristicWeights& w) : weights_(w) {}
    int evaluate(const Board& b) const override;

  private:
    HeuristicWeights weights_;
};

}  // namespace reversi
