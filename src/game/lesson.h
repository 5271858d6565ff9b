// Exercises on the board (issue 24): the lesson for a first-time player, the strategy tips,
// puzzles made from a review's mistakes and the daily endgame puzzle. Each exercise is a
// position and a move to find: judge() says whether a square is right and, when it is not, why,
// in one sentence of the player's language. A course is a list of exercises taken in order.
//
// The lesson and the tips are data (their positions and both languages' sentences together,
// lesson_courses.cpp); the puzzles are built from the engine's values (a review's, puzzles.h's).
// Nothing here draws: the app shows the position, takes the click and prints the sentence.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/position.h"
#include "game/analysis.h"
#include "game/settings.h"

namespace reversi::game {

// A sentence in both languages.
struct Words {
    std::string en;
    std::string pt;
    const std::string& in(Language language) const {
        return language == Language::Portuguese ? pt : en;
    }
};

// How an exercise's answer is judged.
enum class Goal {
    Squares,  // one of `answers`
    Values,   // a legal move whose value in `values` is at least the best's minus `tolerance`
};

struct Exercise {
    std::string id;     // unique within its course: "rules-flip-many", "daily-20428"...
    Words title;        // a few words: "Flipping several lines"
    Words prompt;       // what to do: "Find the move that flips discs in three directions."
    Position position;  // the board; position.to_move plays
    Goal goal = Goal::Squares;
    Bitboard answers = 0;  // Goal::Squares: the right moves (legal moves of `position`)
    // Why a wrong square is wrong, for particular squares (legal or not); the first note whose
    // squares hold the one played is said.
    struct Note {
        Bitboard squares = 0;
        Words text;
    };
    std::vector<Note> notes;
    Words wrong;  // a wrong legal move that no note covers ("" for the generic sentence)
    Words right;  // said after a right move: what it did, why it matters
    // Goal::Values: every legal move's value for the side to move (analysis.h's units), and how
    // far below the best a right move may be (0: only a best move).
    std::vector<MoveValue> values;
    int tolerance = 0;
};

enum class Verdict { Right, Wrong, Illegal };
struct Judgement {
    Verdict verdict = Verdict::Illegal;
    std::string sentence;  // one sentence in the player's language
};

// Judges `square` played in `exercise` (NO_SQUARE or out of range: Illegal).
Judgement judge(const Exercise& exercise, int square, Language language);
// The squares judge() calls right: `answers`, or the legal moves within the tolerance.
Bitboard right_squares(const Exercise& exercise);
// A right square to show ("show me"): the best by value, or the first of `answers`.
int shown_answer(const Exercise& exercise);

struct Course {
    std::string id;  // "rules", "tips", "mistakes", "daily"
    Words title;
    std::vector<Exercise> steps;
};

// The lesson: the rules in about three minutes, for someone who has never played.
const Course& rules_lesson();
// Strategy and tips: mobility, frontier and quiet moves, corners and the X- and C-squares,
// edges, parity at the end.
const Course& strategy_tips();

// Puzzles from a review: each of `player`'s moves (either side's: nullopt) that lost at least
// MISTAKE_LOSS (the worst first, at most `count`), as "find a better move than c6" on the position
// before it. A right answer is a move the review would not have marked (within INACCURACY_LOSS of
// the best); the values are the review's own. Needs reviews made with every move's value
// (MoveReview::values); `moves` is the game reviewed.
Course mistake_puzzles(const std::vector<int>& moves, const std::vector<MoveReview>& review,
                       std::optional<Color> player, int count = 5);

}  // namespace reversi::game
