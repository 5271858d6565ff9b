// Move values and game reviews from the engine's root move scores.
#include "game/analysis.h"

#include <algorithm>
#include <cstdio>

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

void HintSearch::start(const Board& board, const HintLimits& limits) {
    board_ = board;
    limits_ = limits;
    values_.clear();
    ++revision_;
    solving_ = false;
    done_ = !board.has_move();
    if (done_) return;
    const int empties = board.empty_count();
    // A midgame search as deep as the empties reaches the end: it is exact already.
    last_depth_ = empties <= limits.exact_empties
                      ? std::clamp(empties / 2 - 4, 1, std::max(1, limits.max_depth))
                      : std::clamp(limits.max_depth, 1, empties);
    depth_ = 1;
    start_depth();
}

void HintSearch::start_depth() {
    SearchLimits search;
    search.score_all_moves = true;
    if (solving_) {
        search.depth = 1;
        search.exact_empties = board_.empty_count();
    } else {
        search.depth = depth_;
        search.probcut = true;
    }
    engine_.start(board_, search);
}

bool HintSearch::step(std::uint64_t nodes) {
    if (done_) return true;
    if (!engine_.step(nodes)) return false;
    const SearchResult& r = engine_.result();
    values_.clear();
    for (const MoveScore& m : r.root_moves) values_.push_back({m.move, m.score, r.exact, r.depth});
    std::stable_sort(values_.begin(), values_.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
    ++revision_;
    if (solving_ || r.exact) {
        done_ = true;
    } else if (depth_ < last_depth_) {
        ++depth_;
        start_depth();
    } else if (board_.empty_count() <= limits_.exact_empties) {
        solving_ = true;
        start_depth();
    } else {
        done_ = true;
    }
    return done_;
}

std::string move_values_text(const std::vector<MoveValue>& values) {
    std::string text;
    for (const MoveValue& m : values) {
        if (!text.empty()) text += ' ';
        text += std::to_string(m.move) + ':' + std::to_string(m.value) + ':' +
                (m.exact ? '1' : '0') + ':' + std::to_string(m.depth);
    }
    return text;
}

std::vector<MoveValue> parse_move_values(std::string_view text) {
    std::vector<MoveValue> values;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find(' ', i);
        if (end == std::string_view::npos) end = text.size();
        const std::string item(text.substr(i, end - i));
        i = end + 1;
        int move = 0, value = 0, exact = 0, depth = 0, used = 0;
        if (std::sscanf(item.c_str(), "%d:%d:%d:%d%n", &move, &value, &exact, &depth, &used) != 4 ||
            used != static_cast<int>(item.size()) || move < 0 || move >= 64 ||
            (exact != 0 && exact != 1))
            continue;
        values.push_back({move, value, exact == 1, depth});
    }
    return values;
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
