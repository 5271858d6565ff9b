// The exact endgame solver of Engine: final disc differences (empties to the winner) in discs.
#include <algorithm>
#include <cstdint>

#include "engine/bitops.h"
#include "engine/endgame.h"
#include "engine/eval.h"
#include "engine/search.h"

namespace reversi {

namespace {

constexpr int SOLVE_INF = 127;

// NEIGHBOURS[sq]: the squares around sq. A move there flips nothing unless one of them holds an
// opponent disc, a test much cheaper than the flips themselves.
struct Neighbours {
    Bitboard of[BOARD_SQUARES];
};
constexpr Neighbours make_neighbours() {
    Neighbours n{};
    for (int sq = 0; sq < BOARD_SQUARES; ++sq) n.of[sq] = neighbours(square_bit(sq));
    return n;
}
constexpr Neighbours NEIGHBOURS = make_neighbours();

// The flips of a move of `p` on `sq`, 0 at once when no opponent disc is next to it.
inline Bitboard flips_near(Bitboard p, Bitboard o, int sq) {
    return (NEIGHBOURS.of[sq] & o) ? bitops::flips(p, o, sq) : 0;
}

// The last move of a game fills the only empty square, so the discs it flips follow from the
// mover's discs alone: every other square holds the opponent's. LAST_FLIPS.count[i][line] is the
// number of discs flipped along an 8-square line by a disc on its i-th square, where bit j of
// `line` says whether the j-th square is the mover's (bit i is ignored); a short diagonal reads
// its missing squares as opponent discs beyond its ends, which flip nothing.
struct LastFlips {
    std::uint8_t count[8][256];
    Bitboard diagonal[BOARD_SQUARES];       // the a1-h8 diagonal through each square
    Bitboard anti_diagonal[BOARD_SQUARES];  // the h1-a8 one
};
constexpr LastFlips make_last_flips() {
    LastFlips t{};
    for (int i = 0; i < 8; ++i) {
        for (int line = 0; line < 256; ++line) {
            int n = 0;
            for (const int step : {-1, 1}) {
                int j = i + step, run = 0;
                while (j >= 0 && j < 8 && !((line >> j) & 1)) ++run, j += step;
                if (j >= 0 && j < 8) n += run;
            }
            t.count[i][line] = static_cast<std::uint8_t>(n);
        }
    }
    for (int sq = 0; sq < BOARD_SQUARES; ++sq) {
        for (int other = 0; other < BOARD_SQUARES; ++other) {
            const int dr = other / 8 - sq / 8, dc = other % 8 - sq % 8;
            if (dr == dc) t.diagonal[sq] |= square_bit(other);
            if (dr == -dc) t.anti_diagonal[sq] |= square_bit(other);
        }
    }
    return t;
}
constexpr LastFlips LAST_FLIPS = make_last_flips();

// The number of discs that `x` flips by playing the last empty square `sq`: four table lookups,
// cheaper than the flips themselves. A column is gathered onto one byte (row r -> bit r) by a
// multiplication, as is a diagonal (column c -> bit c): each of its squares lies in a distinct
// row and column, so the partial products never carry.
inline int count_last_flips(Bitboard x, int sq) {
    constexpr Bitboard FILE_A = 0x0101010101010101ULL;
    constexpr Bitboard GATHER_COLUMN = 0x0102040810204080ULL;
    constexpr Bitboard GATHER_DIAGONAL = 0x0101010101010101ULL;
    const int r = sq >> 3, c = sq & 7;
    const unsigned row = static_cast<unsigned>(x >> (8 * r)) & 0xFF;
    const unsigned column = static_cast<unsigned>((((x >> c) & FILE_A) * GATHER_COLUMN) >> 56);
    const unsigned diagonal =
        static_cast<unsigned>(((x & LAST_FLIPS.diagonal[sq]) * GATHER_DIAGONAL) >> 56);
    const unsigned anti =
        static_cast<unsigned>(((x & LAST_FLIPS.anti_diagonal[sq]) * GATHER_DIAGONAL) >> 56);
    return LAST_FLIPS.count[c][row] + LAST_FLIPS.count[r][column] + LAST_FLIPS.count[c][diagonal] +
           LAST_FLIPS.count[c][anti];
}

}  // namespace

// The exact score with one empty square `sq` left and `p` to move (the opponent owns every other
// square): `p` plays it if it can, else the opponent does, else nobody. Fail-soft: when `p`
// cannot play and even the square left empty would not lift the score above alpha (the
// opponent's move can only lower it), that bound is returned without counting the opponent's
// flips.
int Engine::solve_1(Bitboard p, int alpha, int sq) {
    ++nodes_;
    const int pc = popcount(p);
    int f = count_last_flips(p, sq);
    if (f) return 2 * (pc + f + 1) - 64;
    const int unplayed = pc > 31 ? 2 * pc - 62 : 2 * pc - 64;
    if (unplayed <= alpha) return unplayed;
    f = count_last_flips(~(p | square_bit(sq)), sq);
    return f ? 2 * (pc - f) - 64 : unplayed;
}

// Null-window (alpha, alpha + 1) solve with two empties; fail-soft.
int Engine::solve_2(Bitboard p, Bitboard o, int alpha, int sq1, int sq2) {
    ++nodes_;
    int best = -SOLVE_INF;
    Bitboard f = flips_near(p, o, sq1);
    if (f) {
        best = -solve_1(o ^ f, -alpha - 1, sq2);
        if (best > alpha) return best;
    }
    f = flips_near(p, o, sq2);
    if (f) return std::max(best, -solve_1(o ^ f, -alpha - 1, sq1));
    if (best != -SOLVE_INF) return best;
    // Pass: the opponent moves and keeps the lower score.
    int worst = SOLVE_INF;
    f = flips_near(o, p, sq1);
    if (f) {
        worst = solve_1(p ^ f, alpha, sq2);
        if (worst <= alpha) return worst;
    }
    f = flips_near(o, p, sq2);
    if (f) return std::min(worst, solve_1(p ^ f, alpha, sq1));
    if (worst != SOLVE_INF) return worst;
    return final_difference(p, o, 2);
}

// Null-window solve with three empties, in the given (parity) order; fail-soft.
int Engine::solve_3(Bitboard p, Bitboard o, int alpha, int sq1, int sq2, int sq3) {
    ++nodes_;
    int best = -SOLVE_INF;
    const int sq[3] = {sq1, sq2, sq3};
    for (int i = 0; i < 3; ++i) {
        const Bitboard f = flips_near(p, o, sq[i]);
        if (!f) continue;
        const int a = sq[i == 0 ? 1 : 0], b = sq[i == 2 ? 1 : 2];
        const int s = -solve_2(o ^ f, p ^ f ^ square_bit(sq[i]), -alpha - 1, a, b);
        if (s > best) {
            best = s;
            if (s > alpha) return s;
        }
    }
    if (best != -SOLVE_INF) return best;
    int worst = SOLVE_INF;
    for (int i = 0; i < 3; ++i) {
        const Bitboard f = flips_near(o, p, sq[i]);
        if (!f) continue;
        const int a = sq[i == 0 ? 1 : 0], b = sq[i == 2 ? 1 : 2];
        const int s = solve_2(p ^ f, o ^ f ^ square_bit(sq[i]), alpha, a, b);
        if (s < worst) {
            worst = s;
            if (s <= alpha) return s;
        }
    }
    if (worst != SOLVE_INF) return worst;
    return final_difference(p, o, 3);
}

// Null-window solve with four empties, in the given (parity) order; fail-soft.
int Engine::solve_4(Bitboard p, Bitboard o, int alpha, int sq1, int sq2, int sq3, int sq4) {
    ++nodes_;
    int best = -SOLVE_INF;
    const int sq[4] = {sq1, sq2, sq3, sq4};
    // REST[i]: the other three squares, in order.
    constexpr int REST[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
    for (int i = 0; i < 4; ++i) {
        const Bitboard f = flips_near(p, o, sq[i]);
        if (!f) continue;
        const int s = -solve_3(o ^ f, p ^ f ^ square_bit(sq[i]), -alpha - 1, sq[REST[i][0]],
                               sq[REST[i][1]], sq[REST[i][2]]);
        if (s > best) {
            best = s;
            if (s > alpha) return s;
        }
    }
    if (best != -SOLVE_INF) return best;
    int worst = SOLVE_INF;
    for (int i = 0; i < 4; ++i) {
        const Bitboard f = flips_near(o, p, sq[i]);
        if (!f) continue;
        const int s = solve_3(p ^ f, o ^ f ^ square_bit(sq[i]), alpha, sq[REST[i][0]],
                              sq[REST[i][1]], sq[REST[i][2]]);
        if (s < worst) {
            worst = s;
            if (s <= alpha) return s;
        }
    }
    if (worst != SOLVE_INF) return worst;
    return final_difference(p, o, 4);
}

// Null-window solve of the four `empty` squares, those in odd quadrants first.
inline int Engine::solve_4_in_parity_order(Bitboard p, Bitboard o, int alpha, Bitboard empty) {
    int sq[4], n = 0;
    Bitboard odd = odd_quadrant_empties(empty), even = empty & ~odd;
    while (odd) {
        sq[n++] = lowest_square(odd);
        odd &= odd - 1;
    }
    while (even) {
        sq[n++] = lowest_square(even);
        even &= even - 1;
    }
    return solve_4(p, o, alpha, sq[0], sq[1], sq[2], sq[3]);
}

// Null-window solve without tables for 4..SHALLOW_EMPTIES empties: moves in odd quadrants first.
int Engine::solve_nws_shallow(Bitboard p, Bitboard o, int alpha, int empties) {
    const Bitboard empty = ~(p | o);
    if (empties < 4) {
        int sq[3], n = 0;
        for (Bitboard e = empty; e; e &= e - 1) sq[n++] = lowest_square(e);
        if (empties == 3) return solve_3(p, o, alpha, sq[0], sq[1], sq[2]);
        if (empties == 2) return solve_2(p, o, alpha, sq[0], sq[1]);
        if (empties == 1) return solve_1(p, alpha, sq[0]);
        return final_difference(p, o, 0);
    }
    if (empties == 4) return solve_4_in_parity_order(p, o, alpha, empty);
    ++nodes_;
    if (nodes_ >= next_check_ && check_limits()) return alpha;
    if (alpha >= stability_threshold(empties)) {
        const int bound = 64 - 2 * popcount(stable_discs(o, p));
        if (bound <= alpha) return bound;
    }
    const Bitboard moves = bitops::moves(p, o);
    if (!moves) {
        if (!bitops::moves(o, p)) return final_difference(p, o, empties);
        return -solve_nws_shallow(o, p, -alpha - 1, empties);
    }
    // Parity first (moves in odd quadrants), then within each group corners first and
    // X-squares (diagonally next to a corner) last: 10 % fewer nodes on FFO #37 and #38 than
    // parity alone.
    const Bitboard odd = odd_quadrant_empties(empty);
    const Bitboard others = ~CORNER_SQUARES & ~X_SQUARES;
    Bitboard groups[6] = {moves & odd & CORNER_SQUARES, moves & odd & others,
                          moves & odd & X_SQUARES,      moves & ~odd & CORNER_SQUARES,
                          moves & ~odd & others,        moves & ~odd & X_SQUARES};
    int best = -SOLVE_INF;
    for (int g = 0;;) {
        while (g < 6 && !groups[g]) ++g;
        if (g == 6) break;
        const Bitboard m = groups[g] & (0 - groups[g]);
        groups[g] ^= m;
        const int sq = lowest_square(m);
        const Bitboard f = bitops::flips(p, o, sq);
        // (A child of four empties goes straight to its solver.)
        const int s = empties == 5
                          ? -solve_4_in_parity_order(o ^ f, p ^ f ^ m, -alpha - 1, empty ^ m)
                          : -solve_nws_shallow(o ^ f, p ^ f ^ m, -alpha - 1, empties - 1);
        if (aborted_) return alpha;
        if (s > best) {
            best = s;
            if (s > alpha) break;
        }
    }
    return best;
}

// Orders the moves of an endgame node into `squares` / `flips`, best first: the table's move,
// then by a shallow midgame search (`deep`) or fastest-first (fewest opponent replies, corners
// counted twice), with a bonus for odd quadrants. Returns the number of moves.
// With `etc`, first looks each child up in the table (enhanced transposition cutoff): if one
// is known to refute alpha, returns -1 and its score in `etc_score`.
int Engine::endgame_move_order(const Board& b, Bitboard moves, int tt_move, int (&squares)[32],
                               Bitboard (&flips)[32], bool deep, bool etc, int alpha,
                               int& etc_score) {
    // The children first (and their table buckets asked for, so that the memory loads overlap
    // when they probe the table), then their mobility, several at once.
    Bitboard child_p[32], child_o[32];
    const bool prefetch = b.empty_count() - 1 > SHALLOW_EMPTIES;  // always so with `etc`
    const bool deep_search = deep && order_depth(b.empty_count()) > 0;
    int n = 0;
    while (moves) {
        const int sq = lowest_square(moves);
        moves &= moves - 1;
        const Bitboard f = bitops::flips(b.player, b.opponent, sq);
        const Board child = b.play_flips(sq, f);
        if (prefetch) {  // (children of SHALLOW_EMPTIES or fewer never probe)
            const std::uint64_t child_key = tt_key(child);
            endgame_tt_.prefetch(child_key);
            // The ordering searches probe the midgame table first thing.
            if (deep_search) tt_.prefetch(child_key);
            TTHit hit{};
            if (etc && endgame_tt_.probe(child_key, hit) &&
                hit.depth >= solve_draft(b.empty_count() - 1) && -hit.upper > alpha) {
                if (hit.depth < b.empty_count() - 1) ++selective_cuts_;
                etc_score = -hit.upper;
                return -1;
            }
        }
        squares[n] = sq;
        flips[n] = f;
        child_p[n] = child.player;
        child_o[n] = child.opponent;
        ++n;
    }
    int mobility[32];
    bitops::weighted_mobility(child_p, child_o, n, CORNER_SQUARES, mobility);

    int keys[32];
    const Bitboard odd = odd_quadrant_empties(b.empties());
    const int sort_beta = -(alpha - SORT_ALPHA_DELTA) * DISC_SCALE;
    SiblingState siblings;
    if (deep && !deep_search) evaluator_->prepare_children(b, siblings);
    for (int i = 0; i < n; ++i) {
        const int sq = squares[i];
        const Board child{child_p[i], child_o[i]};
        int key;
        if (sq == tt_move) {
            key = 1 << 30;
        } else if (deep) {
            const int score =
                deep_search ? pvs(child, order_depth(b.empty_count()), -32000, sort_beta, false)
                            : leaf(siblings, child, sq, flips[i]);
            key = -score - mobility[i] * ORDER_MOBILITY_WEIGHT;
        } else {
            key = -mobility[i] * 64;
            key -= popcount(neighbours(child.opponent) & child.empties()) * 12;
            if (square_bit(sq) & odd) key += 16;
            if (square_bit(sq) & CORNER_SQUARES) key += 32;
        }
        keys[i] = key;
    }
    // Insertion sort, best first (at most ~20 moves).
    for (int i = 1; i < n; ++i) {
        const int s = squares[i], k = keys[i];
        const Bitboard f = flips[i];
        int j = i;
        for (; j > 0 && keys[j - 1] < k; --j) {
            squares[j] = squares[j - 1];
            flips[j] = flips[j - 1];
            keys[j] = keys[j - 1];
        }
        squares[j] = s;
        flips[j] = f;
        keys[j] = k;
    }
    return n;
}

// Null-window (alpha, alpha + 1) exact solve; fail-soft: a result > alpha is a lower bound, a
// result <= alpha an upper bound.
int Engine::solve_nws(const Board& b, int alpha) {
    const int empties = b.empty_count();
    if (empties <= SHALLOW_EMPTIES) return solve_nws_shallow(b.player, b.opponent, alpha, empties);
    ++nodes_;
    if (nodes_ >= next_check_ && check_limits()) return alpha;
    if (pause_due_) pause();

    if (alpha >= stability_threshold(empties)) {
        const int bound = 64 - 2 * popcount(stable_discs(b.opponent, b.player));
        if (bound <= alpha) return bound;
    }
    const std::uint64_t key = tt_key(b);
    TTHit hit{};
    int tt_move = NO_SQUARE;
    if (endgame_tt_.probe(key, hit)) {
        if (hit.depth >= solve_draft(empties) && (hit.lower > alpha || hit.upper <= alpha)) {
            if (hit.depth < empties) ++selective_cuts_;
            return hit.lower > alpha ? hit.lower : hit.upper;
        }
        tt_move = hit.move;
    }
    const std::uint64_t cuts_before = selective_cuts_;
    const Bitboard moves = b.moves();
    if (!moves) {
        if (!b.opponent_moves()) return b.final_score();
        return -solve_nws(b.pass(), -alpha - 1);
    }
    if (solve_selective_ && empties >= END_PROBCUT_EMPTIES) {
        int cut;
        if (endgame_probcut(b, alpha, cut)) {
            ++selective_cuts_;
            return cut;
        }
        if (aborted_) return alpha;
    }
    int squares[32];
    Bitboard flips[32];
    int etc_score = 0;
    const int n =
        endgame_move_order(b, moves, tt_move, squares, flips, empties >= DEEP_ORDER_EMPTIES,
                           empties >= ETC_EMPTIES, alpha, etc_score);
    if (aborted_) return alpha;
    if (n < 0) return etc_score;  // (endgame_move_order counted a selective entry's cut)
    int best = -SOLVE_INF, best_move = NO_SQUARE;
    for (int i = 0; i < n; ++i) {
        const int s = -solve_nws(b.play_flips(squares[i], flips[i]), -alpha - 1);
        if (aborted_) return alpha;
        if (s > best) {
            best = s;
            best_move = squares[i];
            if (s > alpha) break;
        }
    }
    const int draft = selective_cuts_ == cuts_before ? empties : solve_draft(empties);
    if (best > alpha)
        endgame_tt_.store(key, draft, best, 64, best_move);
    else
        endgame_tt_.store(key, draft, -64, best, best_move);
    return best;
}

// Exact solve within (alpha, beta), principal-variation search; fail-soft.
int Engine::solve_pvs(const Board& b, int alpha, int beta) {
    const int empties = b.empty_count();
    if (beta - alpha <= 1) return solve_nws(b, alpha);
    ++nodes_;
    if (nodes_ >= next_check_ && check_limits()) return alpha;
    if (pause_due_) pause();
    if (empties == 0) return b.final_score();
    const std::uint64_t key = tt_key(b);
    TTHit hit{};
    int tt_move = NO_SQUARE;
    if (endgame_tt_.probe(key, hit)) {
        if (hit.depth >= solve_draft(empties) &&
            (hit.lower >= beta || hit.upper <= alpha || hit.lower == hit.upper)) {
            if (hit.depth < empties) ++selective_cuts_;
            return hit.lower >= beta ? hit.lower : hit.upper;
        }
        tt_move = hit.move;
    }
    const std::uint64_t cuts_before = selective_cuts_;
    const Bitboard moves = b.moves();
    if (!moves) {
        if (!b.opponent_moves()) return b.final_score();
        return -solve_pvs(b.pass(), -beta, -alpha);
    }
    int squares[32];
    Bitboard flips[32];
    int etc_score = 0;
    const int n = endgame_move_order(b, moves, tt_move, squares, flips, empties >= 10, false, alpha,
                                     etc_score);
    if (aborted_) return alpha;
    const int alpha0 = alpha;
    int best = -SOLVE_INF, best_move = NO_SQUARE;
    for (int i = 0; i < n; ++i) {
        const Board child = b.play_flips(squares[i], flips[i]);
        int s;
        if (i == 0) {
            s = -solve_pvs(child, -beta, -alpha);
        } else {
            s = -solve_nws(child, -alpha - 1);
            if (s > alpha && s < beta && !aborted_) s = -solve_pvs(child, -beta, -alpha);
        }
        if (aborted_) return alpha;
        if (s > best) {
            best = s;
            best_move = squares[i];
            if (s > alpha) {
                alpha = s;
                if (s >= beta) break;
            }
        }
    }
    const int lower = best > alpha0 ? best : -64;
    const int upper = best < beta ? best : 64;
    const int draft = selective_cuts_ == cuts_before ? empties : solve_draft(empties);
    endgame_tt_.store(key, draft, lower, upper, best_move);
    return best;
}

// Endgame ProbCut, for the selective pass of an exact solve: a midgame search a few plies deep
// predicts the exact score within a normal error of endgame_probcut_sigma; when it is beyond
// the null window by SELECTIVE_PASS_T_PERCENT / 100 of that (for the running pass), the node is
// cut. Returns true with
// the bound in `cut`.
bool Engine::endgame_probcut(const Board& b, int alpha, int& cut) {
    // The evaluation saturates towards +-64: it does not predict a wipe-out, which the cut
    // would then deny (FFO #39, +64).
    if (alpha >= END_PROBCUT_SCORE_LIMIT || alpha < -END_PROBCUT_SCORE_LIMIT) return false;
    const int empties = b.empty_count();
    const int d = endgame_probcut_depth(empties);
    const int margin = SELECTIVE_PASS_T_PERCENT[selective_pass_] * endgame_probcut_sigma(d) / 100;
    const int beta = (alpha + 1) * DISC_SCALE + margin;
    if (beta < 64 * DISC_SCALE && pvs(b, d, beta - 1, beta, false) >= beta) {
        cut = alpha + 1;
        return true;
    }
    if (aborted_) return false;
    const int low = alpha * DISC_SCALE - margin;
    if (low > -64 * DISC_SCALE && pvs(b, d, low, low + 1, false) <= low) {
        cut = alpha;
        return true;
    }
    return false;
}

}  // namespace reversi
