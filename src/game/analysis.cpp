// Move values and game reviews from the engine's root move scores.
#include "game/analysis.h"

#include <algorithm>

#include "game/record.h"

namespace reversi::game {

PositionAnalysis analyze_position(const Position& position, const AnalysisLimits& limits) {
    Engine engine;
    return analyze_position(engine, position, limits);
}

PositionAnalysis analyze_position(Engine& engine, const Position& position,
                                  const AnalysisLimits& limits) {
    PositionAnalysis analysis;
    const Board& board = position.board;
    if (board.game_over()) return analysis;
    SearchLimits search;
    search.depth = std::max(1, limits.depth);
    search.exact_empties = limits.exact_empties;
    search.seconds = limits.seconds;
    search.probcut = limits.probcut;
    search.score_all_moves = true;
    const SearchResult r = engine.search(board, search);
    analysis.best_line = r.pv;
    analysis.nodes = r.nodes;
    analysis.seconds = r.seconds;
    if (!board.has_move()) {
        // The side to move passes: its only "move", worth the position after the pass.
        analysis.moves.push_back(MoveValue{NO_SQUARE, r.score, r.exact, r.depth});
        return analysis;
    }
    // root_moves holds every move, sorted, with the scores of the last finished iteration (a
    // search cut before its first iteration has only the evaluation's ordering: depth 0). A
    // midgame search of depth >= empties reached the end, so it is exact too.
    for (const MoveScore& m : r.root_moves)
        analysis.moves.push_back({m.move, m.score, r.exact, r.depth});
    std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
    return analysis;
}

const char* mark_name(MoveMark mark) {
    switch (mark) {
        case MoveMark::Inaccuracy:
            return "inaccuracy";
        case MoveMark::Mistake:
            return "mistake";
        case MoveMark::Blunder:
            return "blunder";
        case MoveMark::None:
            break;
    }
    return "";
}

std::vector<MoveReview> review_game(const std::vector<int>& moves, const AnalysisLimits& limits,
                                    const ReviewProgress& progress) {
    std::vector<MoveReview> review;
    // The turn numbers and colours of the moves, from the numbered move list (passes skipped).
    std::vector<Ply> turns;
    for (const Ply& p : plies(moves))
        if (p.square != NO_SQUARE) turns.push_back(p);
    Engine engine;
    Position position = Position::start();
    const int total = static_cast<int>(moves.size());
    for (int i = 0; i < total && i < static_cast<int>(turns.size()); ++i) {
        const PositionAnalysis analysis = analyze_position(engine, position, limits);
        const auto played = std::find_if(analysis.moves.begin(), analysis.moves.end(),
                                         [&](const MoveValue& m) { return m.move == moves[i]; });
        if (played == analysis.moves.end()) break;  // illegal: plies() stopped there too
        const MoveValue& best = analysis.moves.front();
        MoveReview entry;
        entry.index = i;
        entry.number = turns[i].number;
        entry.color = turns[i].color;
        entry.move = played->move;
        entry.value = played->value;
        entry.best_move = best.move;
        entry.best_value = best.value;
        entry.loss = best.value - played->value;  // >= 0: the list is sorted
        entry.exact = best.exact;
        entry.depth = best.depth;
        entry.best_line = analysis.best_line;
        entry.mark = mark_of(entry.loss);
        review.push_back(std::move(entry));
        position.play(moves[i]);  // applies a forced pass: the next mover is on move
        if (progress && !progress(review.back(), total)) break;
    }
    return review;
}

ReviewTotals review_totals(const std::vector<MoveReview>& review, Color color) {
    ReviewTotals t;
    for (const MoveReview& m : review) {
        if (m.color != color) continue;
        ++t.moves;
        t.loss += m.loss;
        t.inaccuracies += m.mark == MoveMark::Inaccuracy;
        t.mistakes += m.mark == MoveMark::Mistake;
        t.blunders += m.mark == MoveMark::Blunder;
    }
    return t;
}

}  // namespace reversi::game
