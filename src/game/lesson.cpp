// Judging an exercise's answer, and puzzles made from a review's mistakes (lesson.h). The
// lesson's and the tips' positions are in lesson_courses.cpp.
#include "game/lesson.h"

#include <algorithm>
#include <cstdlib>

#include "game/record.h"

namespace reversi::game {

namespace {

bool portuguese(Language language) {
    return language == Language::Portuguese;
}

const MoveValue* value_of(const Exercise& exercise, int square) {
    for (const MoveValue& v : exercise.values)
        if (v.move == square) return &v;
    return nullptr;
}

int best_value(const Exercise& exercise) {
    int best = exercise.values.empty() ? 0 : exercise.values.front().value;
    for (const MoveValue& v : exercise.values) best = std::max(best, v.value);
    return best;
}

// "Black wins by 4" / "as pretas ganham por 4", for a final disc difference from `color`'s side.
std::string outcome(Language language, Color color, int discs) {
    const bool pt = portuguese(language);
    std::string who =
        color == Color::Black ? (pt ? "as pretas" : "Black") : (pt ? "as brancas" : "White");
    if (discs == 0) return who + (pt ? " empatam" : " draws");
    const std::string by = std::to_string(std::abs(discs));
    if (discs > 0) return who + (pt ? " ganham por " : " wins by ") + by;
    return who + (pt ? " perdem por " : " loses by ") + by;
}

// The sentence for a wrong move of a Values exercise: its value against the best.
std::string value_sentence(const Exercise& exercise, const MoveValue& v, Language language) {
    const bool pt = portuguese(language);
    const std::string square = square_name(v.move);
    const Color mover = exercise.position.to_move;
    if (v.exact) {
        std::string text = (pt ? "Depois de " : "After ") + square + ", " +
                           outcome(language, mover, value_in_discs(v.value)) +
                           (pt ? " com o melhor jogo de ambos. Tente de novo."
                               : " with best play on both sides. Try again.");
        return text;
    }
    const int below = value_in_discs(best_value(exercise) - v.value);
    const int discs = value_in_discs(v.value);
    const std::string signed_discs = (discs > 0 ? "+" : "") + std::to_string(discs);
    if (pt)
        return square + " vale cerca de " + signed_discs + " pedras, " + std::to_string(below) +
               " abaixo da melhor jogada. Tente de novo.";
    return square + " is worth about " + signed_discs + " discs, " + std::to_string(below) +
           " below the best move. Try again.";
}

}  // namespace

Bitboard right_squares(const Exercise& exercise) {
    const Bitboard legal = exercise.position.board.moves();
    if (exercise.goal == Goal::Squares) return exercise.answers & legal;
    const int best = best_value(exercise);
    Bitboard right = 0;
    for (const MoveValue& v : exercise.values)
        if (v.move >= 0 && v.move < BOARD_SQUARES && v.value >= best - exercise.tolerance)
            right |= square_bit(v.move) & legal;
    return right;
}

int shown_answer(const Exercise& exercise) {
    const Bitboard right = right_squares(exercise);
    if (exercise.goal == Goal::Values) {
        const int best = best_value(exercise);
        for (const MoveValue& v : exercise.values)
            if (v.value == best && (right & square_bit(v.move))) return v.move;
    }
    for (int sq = 0; sq < BOARD_SQUARES; ++sq)
        if (right & square_bit(sq)) return sq;
    return NO_SQUARE;
}

Judgement judge(const Exercise& exercise, int square, Language language) {
    const bool pt = portuguese(language);
    Judgement j;
    if (square < 0 || square >= BOARD_SQUARES) {
        j.sentence = pt ? "Escolha uma casa do tabuleiro." : "Choose a square on the board.";
        return j;
    }
    const Bitboard bit = square_bit(square);
    const bool legal = (exercise.position.board.moves() & bit) != 0;
    if (right_squares(exercise) & bit) {
        j.verdict = Verdict::Right;
        j.sentence = exercise.right.in(language);
        if (j.sentence.empty()) j.sentence = pt ? "Certo!" : "Right!";
        return j;
    }
    j.verdict = legal ? Verdict::Wrong : Verdict::Illegal;
    for (const Exercise::Note& note : exercise.notes) {
        if ((note.squares & bit) && !note.text.in(language).empty()) {
            j.sentence = note.text.in(language);
            return j;
        }
    }
    if (!legal) {
        const Board& b = exercise.position.board;
        if (!(b.empties() & bit))
            j.sentence = pt ? "Essa casa já está ocupada: escolha uma casa vazia."
                            : "That square is taken: choose an empty one.";
        else
            j.sentence = pt ? "Essa casa não cerca nenhuma pedra adversária: não é uma jogada."
                            : "That square traps no opposing disc, so it is not a move.";
        return j;
    }
    if (!exercise.wrong.in(language).empty()) {
        j.sentence = exercise.wrong.in(language);
        return j;
    }
    if (exercise.goal == Goal::Values) {
        if (const MoveValue* v = value_of(exercise, square)) {
            j.sentence = value_sentence(exercise, *v, language);
            return j;
        }
    }
    j.sentence = pt ? "Não é essa. Tente de novo." : "Not that one. Try again.";
    return j;
}

Course mistake_puzzles(const std::vector<int>& moves, const std::vector<MoveReview>& review,
                       std::optional<Color> player, int count) {
    Course course;
    course.id = "mistakes";
    course.title = {"Learn from your mistakes", "Aprender com os erros"};
    std::vector<const MoveReview*> worst;
    for (const MoveReview& e : review)
        if ((!player || e.color == *player) && e.loss >= MISTAKE_LOSS && e.values.size() > 1)
            worst.push_back(&e);
    // The worst first; equal losses in the game's order.
    std::stable_sort(worst.begin(), worst.end(),
                     [](const MoveReview* a, const MoveReview* b) { return a->loss > b->loss; });
    if (static_cast<int>(worst.size()) > count) worst.resize(static_cast<std::size_t>(count));
    for (const MoveReview* e : worst) {
        const ViewPoint before = view_at(moves, e->index);
        if (before.position.to_move != e->color || before.moves_played != e->index) continue;
        Exercise x;
        const std::string played = square_name(e->move);
        const std::string number = std::to_string(e->number);
        x.id = "mistake-" + std::to_string(e->index);
        x.title = {"Move " + number + ": " + played, "Jogada " + number + ": " + played};
        const bool black = e->color == Color::Black;
        x.prompt = {
            "Find a better move than " + played + " for " + (black ? "Black" : "White") + ".",
            "Encontre uma jogada melhor do que " + played + " para as " +
                (black ? "pretas" : "brancas") + "."};
        x.position = before.position;
        x.goal = Goal::Values;
        x.values = e->values;
        // Any move the review would not have marked.
        x.tolerance = INACCURACY_LOSS - 1;
        const std::string best = square_name(e->best_move);
        const std::string lost = std::to_string(value_in_discs(e->loss));
        x.notes.push_back({square_bit(e->move),
                           {played + " is the move played in the game, which lost " + lost +
                                " discs. Find a better one.",
                            played + " é a jogada da partida, que perdeu " + lost +
                                " pedras. Encontre outra melhor."}});
        x.right = {"Right. The engine's best here is " + best + "; " + played + " lost " + lost +
                       " discs against it.",
                   "Certo. A melhor jogada do motor aqui é " + best + "; " + played + " perdeu " +
                       lost + " pedras face a ela."};
        course.steps.push_back(std::move(x));
    }
    return course;
}

}  // namespace reversi::game
