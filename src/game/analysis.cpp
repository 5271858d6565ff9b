// Move values and game reviews from the engine's root move scores.
#include "game/analysis.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "game/record.h"

namespace reversi::game {

PositionAnalysis analyze_position(const Position& position, const AnalysisLimits& limits) {
    Engine engine;
    return analyze_position(engine, position, limits);
}

namespace {

SearchLimits analysis_search(const AnalysisLimits& limits) {
    SearchLimits search;
    search.depth = std::max(1, limits.depth);
    search.exact_empties = limits.exact_empties;
    search.seconds = limits.seconds;
    search.probcut = limits.probcut;
    search.score_all_moves = true;
    return search;
}

bool by_value(const MoveValue& a, const MoveValue& b) {
    return a.value > b.value;
}

// The analysis of `board` from a finished search of it with analysis_search().
PositionAnalysis analysis_of(const Board& board, const SearchResult& r, const Book* book) {
    PositionAnalysis analysis;
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
    std::stable_sort(analysis.moves.begin(), analysis.moves.end(), by_value);
    apply_book(book, board, analysis.moves);
    return analysis;
}

}  // namespace

void apply_book(const Book* book, const Board& board, std::vector<MoveValue>& values) {
    if (!book) return;
    const std::vector<BookMove> known = book->moves(board);
    if (known.empty()) return;
    for (MoveValue& v : values)
        for (const BookMove& k : known)
            if (k.move == v.move) {
                v.value = k.value;
                v.book = true;
                v.exact = false;
            }
    std::stable_sort(values.begin(), values.end(), by_value);
}

PositionAnalysis analyze_position(Engine& engine, const Position& position,
                                  const AnalysisLimits& limits) {
    const Board& board = position.board;
    if (board.game_over()) return PositionAnalysis{};
    return analysis_of(board, engine.search(board, analysis_search(limits)), limits.book);
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
    std::stable_sort(values_.begin(), values_.end(), by_value);
    apply_book(limits_.book, board_, values_);
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

namespace {

// The pieces of `text` between `separator`s (empty pieces included, none for "").
std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> pieces;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find(separator, i);
        if (end == std::string_view::npos) end = text.size();
        pieces.emplace_back(text.substr(i, end - i));
        i = end + 1;
    }
    return pieces;
}

}  // namespace

namespace {

// A value's kind in the texts: '0' an estimate, '1' exact, '2' the book's.
char kind_of(bool exact, bool book) {
    return book ? '2' : exact ? '1' : '0';
}

}  // namespace

std::string move_values_text(const std::vector<MoveValue>& values) {
    std::string text;
    for (const MoveValue& m : values) {
        if (!text.empty()) text += ' ';
        text += std::to_string(m.move) + ':' + std::to_string(m.value) + ':' +
                kind_of(m.exact, m.book) + ':' + std::to_string(m.depth);
    }
    return text;
}

std::vector<MoveValue> parse_move_values(std::string_view text) {
    std::vector<MoveValue> values;
    for (const std::string& item : split(text, ' ')) {
        int move = 0, value = 0, exact = 0, depth = 0, used = 0;
        if (std::sscanf(item.c_str(), "%d:%d:%d:%d%n", &move, &value, &exact, &depth, &used) != 4 ||
            used != static_cast<int>(item.size()) || move < 0 || move >= 64 || exact < 0 ||
            exact > 2)
            continue;
        values.push_back({move, value, exact == 1, depth, exact == 2});
    }
    return values;
}

std::string review_entries_text(const std::vector<MoveReview>& entries) {
    std::string text;
    for (const MoveReview& e : entries) {
        if (!text.empty()) text += ' ';
        text += std::to_string(e.index) + ':' + std::to_string(e.number) + ':' +
                (e.color == Color::Black ? 'X' : 'O') + ':' + std::to_string(e.move) + ':' +
                std::to_string(e.value) + ':' + std::to_string(e.best_move) + ':' +
                std::to_string(e.best_value) + ':' + kind_of(e.exact, e.book) + ':' +
                std::to_string(e.depth) + ':';
        for (std::size_t i = 0; i < e.best_line.size(); ++i)
            text += (i ? "." : "") + std::to_string(e.best_line[i]);
        text += ':';
        for (std::size_t i = 0; i < e.values.size(); ++i)
            text += (i ? "," : "") + std::to_string(e.values[i].move) + '=' +
                    std::to_string(e.values[i].value);
    }
    return text;
}

std::vector<MoveReview> parse_review_entries(std::string_view text) {
    std::vector<MoveReview> entries;
    for (const std::string& item : split(text, ' ')) {
        MoveReview e;
        char color = 0;
        int exact = 0, used = 0;
        if (std::sscanf(item.c_str(), "%d:%d:%c:%d:%d:%d:%d:%d:%d:%n", &e.index, &e.number, &color,
                        &e.move, &e.value, &e.best_move, &e.best_value, &exact, &e.depth,
                        &used) != 9 ||
            used == 0 || (color != 'X' && color != 'O') || e.move < 0 || e.move >= 64 ||
            e.best_move < 0 || e.best_move >= 64 || exact < 0 || exact > 2 ||
            e.best_value < e.value)
            continue;
        e.color = color == 'X' ? Color::Black : Color::White;
        e.exact = exact == 1;
        e.book = exact == 2;
        e.loss = e.best_value - e.value;
        e.mark = mark_of(e.loss);
        // The line, then the values after a ':'.
        const std::string_view rest = std::string_view(item).substr(static_cast<std::size_t>(used));
        const std::size_t colon = rest.find(':');
        bool ok = true;
        for (const std::string& square : split(rest.substr(0, colon), '.')) {
            char* stop = nullptr;
            const long sq = std::strtol(square.c_str(), &stop, 10);
            ok = ok && !square.empty() && *stop == 0 && sq >= -1 && sq < 64;
            if (ok) e.best_line.push_back(sq < 0 ? NO_SQUARE : static_cast<int>(sq));
        }
        if (colon != std::string_view::npos) {
            for (const std::string& pair : split(rest.substr(colon + 1), ',')) {
                MoveValue v;
                int pair_used = 0;
                ok = ok &&
                     std::sscanf(pair.c_str(), "%d=%d%n", &v.move, &v.value, &pair_used) == 2 &&
                     pair_used == static_cast<int>(pair.size()) && v.move >= 0 && v.move < 64;
                v.exact = e.exact;
                v.depth = e.depth;
                v.book = e.book;
                if (ok) e.values.push_back(v);
            }
        }
        if (ok) entries.push_back(std::move(e));
    }
    return entries;
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

void GameReview::start(const std::vector<int>& moves, const AnalysisLimits& limits) {
    // Empty tables, as review_game()'s fresh engine: the same estimates for the same game,
    // whatever was reviewed (or cancelled) before.
    engine_.clear();
    moves_ = moves;
    limits_ = limits;
    entries_.clear();
    // The turn numbers and colours of the moves, from the numbered move list (passes skipped).
    turns_.clear();
    for (const Ply& p : plies(moves))
        if (p.square != NO_SQUARE) turns_.push_back(p);
    position_ = Position::start();
    done_ = false;
    next();
}

void GameReview::next() {
    const std::size_t i = entries_.size();
    if (i >= moves_.size() || i >= turns_.size()) {
        done_ = true;
        return;
    }
    engine_.start(position_.board, analysis_search(limits_));
}

bool GameReview::step(std::uint64_t nodes) {
    if (done_) return true;
    if (!engine_.step(nodes)) return false;
    const PositionAnalysis analysis = analysis_of(position_.board, engine_.result(), limits_.book);
    const std::size_t i = entries_.size();
    const auto played = std::find_if(analysis.moves.begin(), analysis.moves.end(),
                                     [&](const MoveValue& m) { return m.move == moves_[i]; });
    if (played == analysis.moves.end()) {  // illegal: plies() stopped there too
        done_ = true;
        return true;
    }
    const MoveValue& best = analysis.moves.front();
    MoveReview entry;
    entry.index = static_cast<int>(i);
    entry.number = turns_[i].number;
    entry.color = turns_[i].color;
    entry.move = played->move;
    entry.value = played->value;
    entry.best_move = best.move;
    entry.best_value = best.value;
    entry.loss = best.value - played->value;  // >= 0: the list is sorted
    entry.exact = best.exact;
    entry.depth = best.depth;
    entry.book = best.book;
    entry.best_line = analysis.best_line;
    entry.mark = mark_of(entry.loss);
    entry.values = analysis.moves;
    entries_.push_back(std::move(entry));
    position_.play(moves_[i]);  // applies a forced pass: the next mover is on move
    next();
    return done_;
}

std::vector<MoveReview> review_game(const std::vector<int>& moves, const AnalysisLimits& limits,
                                    const ReviewProgress& progress) {
    Engine engine;
    GameReview review(engine);
    review.start(moves, limits);
    const int total = review.total();
    while (!review.done()) {
        const std::size_t before = review.entries().size();
        review.step(0);
        if (review.entries().size() > before && progress &&
            !progress(review.entries().back(), total))
            break;
    }
    return review.entries();
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
