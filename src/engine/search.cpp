// The Engine: search control (start / step / limits), iterative deepening and the midgame PVS.
// The exact endgame solver is in endgame.cpp.
#include "engine/search.h"

#include <algorithm>
#include <limits>

#include "engine/bitops.h"
#include "engine/book.h"
#include "engine/endgame.h"
#include "engine/pattern_eval.h"

// Weak: a program's own definition replaces it (search.h).
extern "C" __attribute__((weak)) void reversi_engine_pause() {}

namespace reversi {

namespace {

// Bounds beyond any score, that still fit the table's 16-bit fields.
constexpr int MID_INF = 32000;
// Nodes between two looks at the clock and the stop flag.
constexpr std::uint64_t CHECK_INTERVAL = 4096;
constexpr std::uint64_t NO_LIMIT = std::numeric_limits<std::uint64_t>::max();

// Floor and ceiling of a / DISC_SCALE (C++ division truncates towards zero).
int floor_discs(int a) {
    return a >= 0 ? a / DISC_SCALE : -((-a + DISC_SCALE - 1) / DISC_SCALE);
}
int ceil_discs(int a) {
    return -floor_discs(-a);
}

// A reproducible pseudo-random 64-bit value (splitmix64 finaliser).
std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

}  // namespace

Engine::Engine(int tt_bits, int endgame_tt_bits)
    : evaluator_(default_evaluator()),
      tt_(tt_bits),
      endgame_tt_(std::min(tt_bits, endgame_tt_bits)) {}

const Evaluator* Engine::default_evaluator() {
    static const HeuristicEvaluator heuristic;
    const Evaluator* trained = PatternEvaluator::builtin();
    return trained ? trained : &heuristic;
}

Engine::~Engine() = default;

void Engine::set_evaluator(const Evaluator* evaluator) {
    evaluator_ = evaluator ? evaluator : default_evaluator();
    tt_.clear();
}

void Engine::clear() {
    tt_.clear();
    endgame_tt_.clear();
}

SearchResult Engine::search(const Board& board, const SearchLimits& limits) {
    start(board, limits);
    while (!step(0)) {
    }
    return result_;
}

SearchResult Engine::solve(const Board& board) {
    SearchLimits limits;
    limits.exact_empties = 64;
    return search(board, limits);
}

void Engine::start(const Board& board, const SearchLimits& limits) {
    root_ = board;
    limits_ = limits;
    result_ = SearchResult{};
    root_moves_.clear();
    nodes_ = 0;
    elapsed_before_ = 0;
    hard_stop_ = false;
    aborted_ = false;
    root_passed_ = false;
    stop_requested_.store(false, std::memory_order_relaxed);
    tt_.new_search();
    endgame_tt_.new_search();
    done_ = false;
    next_depth_ = 1;
    selective_done_ = false;
    selective_pass_ = 0;

    if (!root_.has_move()) {
        if (root_.game_over()) {
            result_.score = root_.final_score() * DISC_SCALE;
            result_.exact = true;
            result_.finished = true;
            phase_ = Phase::Done;
            done_ = true;
            return;
        }
        // The side to move must pass: search the position after the pass, and report its
        // score negated, so that it stays from the point of view of the side that passes.
        root_passed_ = true;
        root_ = root_.pass();
    }
    if (!root_passed_ && play_from_book()) return;
    Bitboard moves = root_.moves();
    while (moves) {
        const int sq = lowest_square(moves);
        moves &= moves - 1;
        const Bitboard f = root_.flips(sq);
        root_moves_.push_back(RootMove{sq, f, -evaluator_->evaluate(root_.play_flips(sq, f))});
    }
    std::stable_sort(root_moves_.begin(), root_moves_.end(),
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
    result_.move = root_moves_.front().move;
    result_.best_move = result_.move;
    result_.score = root_moves_.front().score;
    phase_ = Phase::Midgame;
}

bool Engine::play_from_book() {
    if (!limits_.book) return false;
    const std::vector<BookMove> moves = limits_.book->moves(root_);
    if (moves.empty()) return false;
    const int move = book_choice(moves, limits_.book_variety, root_.hash() ^ mix(limits_.seed));
    for (const BookMove& m : moves) {
        result_.root_moves.push_back(MoveScore{m.move, m.value});
        if (m.move == move) result_.score = m.value;
    }
    result_.move = move;
    result_.best_move = moves.front().move;
    result_.pv = {move};
    result_.book = true;
    result_.finished = true;
    phase_ = Phase::Done;
    done_ = true;
    return true;
}

int Engine::midgame_target_depth() const {
    const int empties = root_.empty_count();
    if (empties <= limits_.exact_empties) {
        // A short midgame search first, to order the moves of the exact solve.
        return std::clamp(empties / 2 - 4, 0, limits_.depth);
    }
    return std::clamp(limits_.depth, 1, empties);
}

bool Engine::step(std::uint64_t node_budget) {
    if (done_) return true;
    slice_start_ = std::chrono::steady_clock::now();
    node_stop_ = node_budget ? nodes_ + node_budget : NO_LIMIT;
    if (limits_.nodes) node_stop_ = std::min(node_stop_, limits_.nodes);
    next_check_ = std::min(node_stop_, nodes_ + CHECK_INTERVAL);
    aborted_ = false;
    if (node_stop_ <= nodes_) {
        aborted_ = true;
        hard_stop_ = true;
    }
    while (!aborted_ && phase_ != Phase::Done) {
        if (phase_ == Phase::Midgame) {
            if (next_depth_ > midgame_target_depth() || result_.exact || past_half_time()) {
                phase_ = root_.empty_count() <= limits_.exact_empties && !result_.exact
                             ? Phase::Exact
                             : Phase::Done;
                continue;
            }
            run_midgame_iteration(next_depth_);
            if (!aborted_) ++next_depth_;
        } else {
            run_exact();
            if (!aborted_) phase_ = Phase::Done;
        }
    }
    elapsed_before_ +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - slice_start_).count();
    if (aborted_ && !hard_stop_) {
        result_.nodes = nodes_;
        result_.seconds = elapsed_before_;
        return false;  // the slice is spent; the next step resumes the interrupted iteration
    }
    result_.finished = !aborted_;
    finish();
    return true;
}

bool Engine::past_half_time() const {
    if (limits_.seconds <= 0 || next_depth_ <= 1) return false;
    const double t =
        elapsed_before_ +
        std::chrono::duration<double>(std::chrono::steady_clock::now() - slice_start_).count();
    return t >= limits_.seconds / 2;
}

bool Engine::check_limits() {
    pause_due_ = pausing_;
    if (nodes_ >= node_stop_) {
        aborted_ = true;
        if (limits_.nodes && nodes_ >= limits_.nodes) hard_stop_ = true;
        return true;
    }
    next_check_ = std::min(node_stop_, nodes_ + CHECK_INTERVAL);
    if (stop_requested_.load(std::memory_order_relaxed)) {
        aborted_ = hard_stop_ = true;
        return true;
    }
    if (limits_.seconds > 0) {
        const double t =
            elapsed_before_ +
            std::chrono::duration<double>(std::chrono::steady_clock::now() - slice_start_).count();
        if (t >= limits_.seconds) {
            aborted_ = hard_stop_ = true;
            return true;
        }
    }
    return false;
}

void Engine::pause() {
    pause_due_ = false;
    reversi_engine_pause();
}

void Engine::finish() {
    phase_ = Phase::Done;
    done_ = true;
    result_.nodes = nodes_;
    result_.seconds = elapsed_before_;
    result_.root_moves.clear();
    for (const RootMove& m : root_moves_) result_.root_moves.push_back(MoveScore{m.move, m.score});
    result_.best_move = result_.move;
    apply_noise();
    if (root_passed_) {
        result_.score = -result_.score;
        result_.pv.insert(result_.pv.begin(), NO_SQUARE);
        for (MoveScore& m : result_.root_moves) m.score = -m.score;
        result_.move = result_.best_move = NO_SQUARE;
    }
}

void Engine::apply_noise() {
    if (limits_.noise <= 0 || root_moves_.size() < 2) return;
    // Each move's score plus a triangular noise in [-noise, +noise], drawn from the position and
    // the seed: good moves stay likely, blunders become possible, and replays are identical.
    const std::uint64_t base = mix(tt_key(root_) ^ mix(limits_.seed));
    int best = std::numeric_limits<int>::min();
    for (const RootMove& m : root_moves_) {
        const std::uint64_t r = mix(base + static_cast<std::uint64_t>(m.move));
        const int range = 2 * limits_.noise + 1;
        const int a = static_cast<int>((r & 0xFFFFFFFF) % static_cast<std::uint64_t>(range));
        const int b = static_cast<int>((r >> 32) % static_cast<std::uint64_t>(range));
        const int noisy = m.score + (a + b) / 2 - limits_.noise;
        if (noisy > best) {
            best = noisy;
            result_.move = m.move;
        }
    }
}

void Engine::run_midgame_iteration(int depth) {
    const bool all = limits_.score_all_moves || limits_.noise > 0;
    const int score = root_search(depth, -MID_INF, MID_INF, all, false);
    if (aborted_) return;
    result_.move = result_.best_move = root_moves_.front().move;
    result_.score = score;
    result_.depth = depth;
    result_.exact = depth >= root_.empty_count();
    result_.pv = principal_variation(result_.exact);
}

void Engine::run_exact() {
    const bool all = limits_.score_all_moves || limits_.noise > 0;
    const int empties = root_.empty_count();
    int score;
    if (all) {
        score = root_search(empties, -64, 64, true, true);
    } else {
        // Selective solves first (endgame ProbCut): much cheaper, they leave the best moves of
        // the tree in the table and a close estimate of the score for the exact solve. (After
        // a slice ends, the search resumes at the pass it was in.)
        while (empties >= SELECTIVE_SOLVE_EMPTIES && selective_pass_ < SELECTIVE_PASSES) {
            solve_selective_ = true;
            const int s = aspiration_solve(empties);
            solve_selective_ = false;
            if (aborted_) return;
            result_.score = s * DISC_SCALE;
            result_.move = result_.best_move = root_moves_.front().move;
            selective_done_ = true;
            ++selective_pass_;
        }
        score = aspiration_solve(empties);
    }
    if (aborted_) return;
    result_.move = result_.best_move = root_moves_.front().move;
    result_.score = score * DISC_SCALE;
    result_.depth = root_.empty_count();
    result_.exact = true;
    result_.pv = principal_variation(true);
    for (RootMove& m : root_moves_) m.score *= DISC_SCALE;
}

// The exact (or, in the selective pass, selective) root solve with an aspiration window around
// result_.score.
int Engine::aspiration_solve(int empties) {
    // Aspiration: a window of +-2 discs around the estimate (scores are even), then a
    // re-search on the side it failed. About 5% fewer nodes than a full window. A midgame
    // estimate saturates near +-64, where it cannot tell a wipe-out from a big win, and a
    // window at the wipe-out is costly to prove directly: FFO #39 (+64) took 97 M nodes with
    // (62, 64), 11 M with (56, 60) and then (63, 64). So a midgame estimate is kept within
    // +-58; the selective solve's is not (on #39 it has found the wipe-out, and the exact
    // pass confirms it with (62, 64) in 12 000 nodes).
    int guess = result_.score / DISC_SCALE;
    guess += guess & 1;
    if (!selective_done_) guess = std::clamp(guess, -58, 58);
    const int lo = std::max(-64, guess - 2), hi = std::min(64, guess + 2);
    int score = root_search(empties, lo, hi, false, true);
    if (!aborted_ && score <= lo && selective_done_ && !solve_selective_) {
        // The exact pass failed low: the selective estimate was too high, most often by one
        // step. A null-window test that the score reaches the bound costs less than a
        // re-search with a wide window (FFO #37: 17.4 M nodes instead of 18.4 M).
        const int bound = score;
        score = root_search(empties, bound - 1, bound, false, true);
        if (!aborted_ && score >= bound) return bound;
    }
    if (!aborted_ && score <= lo) score = root_search(empties, -64, score + 1, false, true);
    if (!aborted_ && score >= hi) score = root_search(empties, score - 1, 64, false, true);
    return score;
}

// The root of one iteration: PVS over the root moves in the order of the previous iteration
// (or, with `all_exact`, a full window for every move). Re-sorts the root moves by score and
// returns the best score. `exact` runs the endgame solver (scores in discs).
int Engine::root_search(int depth, int alpha, int beta, bool all_exact, bool exact) {
    ++nodes_;
    int best = -MID_INF;
    const int lo = alpha;
    std::vector<int> scores(root_moves_.size());
    for (std::size_t i = 0; i < root_moves_.size(); ++i) {
        RootMove& m = root_moves_[i];
        const std::uint64_t nodes_before = nodes_;
        const Board child = root_.play_flips(m.move, m.flips);
        // The first move (or every move, with all_exact) gets a full window, the others a null
        // window and a re-search if they turn out better.
        const bool full = i == 0 || all_exact;
        const int a = all_exact ? lo : alpha;
        int s;
        if (exact) {
            if (full) {
                s = -solve_pvs(child, -beta, -a);
            } else {
                s = -solve_nws(child, -alpha - 1);
                if (s > alpha && s < beta && !aborted_) s = -solve_pvs(child, -beta, -alpha);
            }
        } else {
            if (full) {
                s = -pvs(child, depth - 1, -beta, -a, true);
            } else {
                s = -pvs(child, depth - 1, -alpha - 1, -alpha, false);
                if (s > alpha && s < beta && !aborted_)
                    s = -pvs(child, depth - 1, -beta, -alpha, true);
            }
        }
        if (aborted_) return 0;
        m.nodes = nodes_ - nodes_before;
        scores[i] = s;
        if (s > best) {
            best = s;
            if (s > alpha) alpha = s;
        }
    }
    for (std::size_t i = 0; i < root_moves_.size(); ++i) root_moves_[i].score = scores[i];
    // When a solve fails low, every score is an upper bound (most of them alpha itself): the
    // moves are then sorted by the size of their trees, the largest first, as a move whose
    // bound was hard to prove is closest to it. (FFO #43: the re-search proved its first
    // move's lower bound in 78 M nodes when that move was the selective pass's favourite, in
    // 8 M for the move with the largest tree.) Otherwise the order is stable: a move that
    // raised alpha stays before later moves whose upper bound equals it.
    const bool by_size = exact && best <= lo;
    std::stable_sort(root_moves_.begin(), root_moves_.end(),
                     [by_size](const RootMove& a, const RootMove& b) {
                         if (a.score != b.score) return a.score > b.score;
                         return by_size && a.nodes > b.nodes;
                     });
    // Bounds as for any node: a result outside the window is only a bound.
    const std::uint64_t key = tt_key(root_);
    const int inf = exact ? 64 : MID_INF;
    const int lower = best > lo ? best : -inf, upper = best < beta ? best : inf;
    if (exact)
        endgame_tt_.store(key, solve_draft(depth), lower, upper, root_moves_.front().move);
    else
        tt_.store(key, depth, lower, upper, root_moves_.front().move);
    return best;
}

// A key to sort the moves of an interior node: the child's evaluation, from a shallow search
// when the remaining depth makes it worth it. Higher is better for the side that moved. The
// shallow search's window is the node's, widened by ORDER_WINDOW: a move far outside it needs
// only a bound to sort (12 % fewer nodes to level 10's depth than a full window).
int Engine::order_score(const SiblingState& siblings, const Board& child, int sq, Bitboard flips,
                        int depth, int alpha, int beta) {
    if (depth >= 6) {
        const int lo = std::max(alpha - ORDER_WINDOW, -MID_INF);
        const int hi = std::min(beta + ORDER_WINDOW, MID_INF);
        return -pvs(child, depth / 4, -hi, -lo, false);
    }
    const Bitboard mob = child.moves();
    return -evaluator_->evaluate_child(siblings, child, sq, flips) - 20 * popcount(mob);
}

int Engine::leaf(const SiblingState& siblings, const Board& child, int sq, Bitboard flips) {
    ++nodes_;
    if (nodes_ >= next_check_ && check_limits()) return 0;
    return evaluator_->evaluate_child(siblings, child, sq, flips);
}

// ProbCut (Buro): a shallow search of probcut_shallow_depth(depth) plies predicts the deep one
// within a normal error of probcut_sigma(); when the shallow score is beyond beta (or below
// alpha) by PROBCUT_T_PERCENT / 100 sigma, the deep search would most likely fail the same
// way, and the node is cut without it. Returns true with the bound in `cut`.
bool Engine::probcut(const Board& b, int depth, int alpha, int beta, int& cut) {
    const int d = probcut_shallow_depth(depth);
    const int margin = PROBCUT_T_PERCENT * probcut_sigma(b.empty_count(), depth) / 100;
    if (beta + margin < MID_INF) {
        const int bound = beta + margin;
        if (pvs(b, d, bound - 1, bound, false) >= bound) {
            cut = beta;
            return true;
        }
        if (aborted_) return false;
    }
    if (alpha - margin > -MID_INF) {
        const int bound = alpha - margin;
        if (pvs(b, d, bound, bound + 1, false) <= bound) {
            cut = alpha;
            return true;
        }
    }
    return false;
}

// Fail-soft PVS: the score of `b` at `depth` if within (alpha, beta), otherwise a bound on the
// side it failed. Switches to the exact solver when the depth reaches the end of the game.
int Engine::pvs(const Board& b, int depth, int alpha, int beta, bool pv_node) {
    ++nodes_;
    if (nodes_ >= next_check_ && check_limits()) return 0;
    if (pause_due_) pause();
    const int empties = b.empty_count();
    if (depth >= empties) {
        const int a = floor_discs(alpha), c = ceil_discs(beta);
        const int s = (c - a == 1) ? solve_nws(b, a) : solve_pvs(b, a, c);
        return s * DISC_SCALE;
    }
    if (depth <= 0) return evaluator_->evaluate(b);

    Bitboard moves = b.moves();
    if (!moves) {
        if (!b.opponent_moves()) return b.final_score() * DISC_SCALE;
        return -pvs(b.pass(), depth, -beta, -alpha, pv_node);
    }

    const std::uint64_t key = tt_key(b);
    TTHit hit{};
    int tt_move = NO_SQUARE;
    if (tt_.probe(key, hit)) {
        if (hit.depth >= depth) {
            if (hit.lower >= beta) return hit.lower;
            if (hit.upper <= alpha) return hit.upper;
            if (hit.lower == hit.upper) return hit.lower;
        }
        tt_move = hit.move;
    }
    if (limits_.probcut && !pv_node && depth >= PROBCUT_MIN_DEPTH && depth < empties - 1) {
        int cut;
        if (probcut(b, depth, alpha, beta, cut)) return cut;
        if (aborted_) return 0;
    }

    int squares[32];
    Bitboard flips[32];
    int keys[32];
    int count = 0;
    // The children's evaluations (at depth 1, or to order the moves up to depth 5) share work.
    SiblingState siblings;
    if (depth < 6) evaluator_->prepare_children(b, siblings);
    while (moves) {
        const int sq = lowest_square(moves);
        moves &= moves - 1;
        const Bitboard f = bitops::flips(b.player, b.opponent, sq);
        squares[count] = sq;
        flips[count] = f;
        const Board child = b.play_flips(sq, f);
        if (depth >= 2) tt_.prefetch(tt_key(child));  // its search will probe the table
        if (sq == tt_move)
            keys[count] = MID_INF;
        else if (depth >= 2)
            keys[count] = order_score(siblings, child, sq, f, depth, alpha, beta);
        else
            keys[count] = 0;
        ++count;
    }
    if (aborted_) return 0;

    const int alpha0 = alpha;
    int best = -MID_INF, best_move = NO_SQUARE;
    for (int i = 0; i < count; ++i) {
        // Selection sort on the fly: most nodes cut off after one or two moves.
        int k = i;
        for (int j = i + 1; j < count; ++j)
            if (keys[j] > keys[k]) k = j;
        std::swap(squares[i], squares[k]);
        std::swap(flips[i], flips[k]);
        std::swap(keys[i], keys[k]);
        const Board child = b.play_flips(squares[i], flips[i]);
        const bool is_leaf = depth == 1 && child.empty_count() > 0;
        const auto search = [&](int a, int c, bool pv) {
            return is_leaf ? leaf(siblings, child, squares[i], flips[i])
                           : pvs(child, depth - 1, a, c, pv);
        };
        int s;
        if (i == 0) {
            s = -search(-beta, -alpha, pv_node);
        } else {
            s = -search(-alpha - 1, -alpha, false);
            if (pv_node && s > alpha && s < beta && !aborted_) s = -search(-beta, -alpha, true);
        }
        if (aborted_) return 0;
        if (s > best) {
            best = s;
            best_move = squares[i];
            if (s > alpha) {
                alpha = s;
                if (s >= beta) break;
            }
        }
    }
    const int lower = best > alpha0 ? best : -MID_INF;
    const int upper = best < beta ? best : MID_INF;
    tt_.store(key, depth, lower, upper, best_move);
    return best;
}

std::vector<int> Engine::principal_variation(bool exact) const {
    // The root move comes from the root's own ordering, not from a table: a midgame iteration
    // that reaches the end of the game stores the root in the midgame table but every node
    // below it in the exact one.
    std::vector<int> pv{root_moves_.front().move};
    Board b = root_.play(pv.front());
    for (int ply = 1; ply < 60; ++ply) {
        if (!b.has_move()) {
            if (b.game_over()) break;
            pv.push_back(NO_SQUARE);
            b = b.pass();
            continue;
        }
        TTHit hit{};
        const TranspositionTable& table = exact ? endgame_tt_ : tt_;
        if (!table.probe(tt_key(b), hit) || hit.move == NO_SQUARE || !b.is_legal(hit.move)) break;
        pv.push_back(hit.move);
        b = b.play(hit.move);
    }
    while (!pv.empty() && pv.back() == NO_SQUARE) pv.pop_back();
    return pv;
}

}  // namespace reversi
