// Exercises (game/lesson.h): judging a square by answers or by values, "show me", and puzzles
// made from a review's mistakes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/position.h"
#include "game/lesson.h"
#include "game/record.h"
#include "game_helpers.h"

namespace reversi::game {
namespace {

int sq(const char* name) {
    return parse_square(name);
}

Exercise start_exercise() {
    Exercise x;
    x.id = "test";
    x.position = Position::start();
    x.answers = square_bit(sq("d3"));
    x.notes.push_back({square_bit(sq("c4")), {"Not c4.", "c4 não."}});
    x.notes.push_back({square_bit(sq("a1")), {"Far away.", "Longe."}});
    x.wrong = {"Another square.", "Outra casa."};
    x.right = {"Yes.", "Sim."};
    return x;
}

TEST(Exercise, JudgesBySquares) {
    const Exercise x = start_exercise();
    Judgement j = judge(x, sq("d3"), Language::English);
    EXPECT_EQ(j.verdict, Verdict::Right);
    EXPECT_EQ(j.sentence, "Yes.");
    EXPECT_EQ(judge(x, sq("d3"), Language::Portuguese).sentence, "Sim.");
    // A note, then the exercise's own sentence for the other wrong moves.
    j = judge(x, sq("c4"), Language::Portuguese);
    EXPECT_EQ(j.verdict, Verdict::Wrong);
    EXPECT_EQ(j.sentence, "c4 não.");
    j = judge(x, sq("f5"), Language::English);
    EXPECT_EQ(j.verdict, Verdict::Wrong);
    EXPECT_EQ(j.sentence, "Another square.");
    // Illegal squares: a note when there is one, else why it is no move.
    j = judge(x, sq("a1"), Language::English);
    EXPECT_EQ(j.verdict, Verdict::Illegal);
    EXPECT_EQ(j.sentence, "Far away.");
    j = judge(x, sq("d4"), Language::English);
    EXPECT_EQ(j.verdict, Verdict::Illegal);
    EXPECT_NE(j.sentence.find("taken"), std::string::npos);
    j = judge(x, sq("h8"), Language::English);
    EXPECT_EQ(j.verdict, Verdict::Illegal);
    EXPECT_NE(j.sentence.find("traps no"), std::string::npos);
    EXPECT_EQ(judge(x, NO_SQUARE, Language::English).verdict, Verdict::Illegal);
    EXPECT_EQ(judge(x, 64, Language::English).verdict, Verdict::Illegal);
    EXPECT_EQ(right_squares(x), square_bit(sq("d3")));
    EXPECT_EQ(shown_answer(x), sq("d3"));
}

TEST(Exercise, AnAnswerMustBeLegal) {
    Exercise x = start_exercise();
    x.answers = square_bit(sq("d3")) | square_bit(sq("a1"));  // a1 is no move
    EXPECT_EQ(right_squares(x), square_bit(sq("d3")));
    EXPECT_EQ(judge(x, sq("a1"), Language::English).verdict, Verdict::Illegal);
}

TEST(Exercise, JudgesByValues) {
    Exercise x;
    x.position = Position::start();
    x.goal = Goal::Values;
    x.values = {{sq("e6"), 400, true, 60},
                {sq("c4"), 300, true, 60},
                {sq("d3"), 200, true, 60},
                {sq("f5"), -600, true, 60}};
    // Only the best.
    EXPECT_EQ(right_squares(x), square_bit(sq("e6")));
    EXPECT_EQ(judge(x, sq("e6"), Language::English).verdict, Verdict::Right);
    EXPECT_EQ(judge(x, sq("e6"), Language::English).sentence, "Right!");
    Judgement j = judge(x, sq("f5"), Language::English);
    EXPECT_EQ(j.verdict, Verdict::Wrong);
    EXPECT_EQ(j.sentence, "After f5, Black loses by 6 with best play on both sides. Try again.");
    j = judge(x, sq("d3"), Language::Portuguese);
    EXPECT_EQ(j.sentence,
              "Depois de d3, as pretas ganham por 2 com o melhor jogo de ambos. Tente de novo.");
    // Within a tolerance: one disc below the best is still right, two are not.
    x.tolerance = 199;
    EXPECT_EQ(right_squares(x), square_bit(sq("e6")) | square_bit(sq("c4")));
    EXPECT_EQ(shown_answer(x), sq("e6"));
    // Estimates are said as such.
    x.values[2].exact = false;
    j = judge(x, sq("d3"), Language::English);
    EXPECT_EQ(j.sentence, "d3 is worth about +2 discs, 2 below the best move. Try again.");
}

// A review of the game below, made by hand: every move's values for the position before it.
std::vector<MoveReview> hand_review(const std::vector<int>& moves) {
    std::vector<MoveReview> review;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const ViewPoint before = view_at(moves, static_cast<int>(i));
        MoveReview e;
        e.index = static_cast<int>(i);
        e.number = static_cast<int>(i) / 2 + 1;
        e.color = before.position.to_move;
        e.move = moves[i];
        e.exact = true;
        // The played move loses 2 discs a move more than the last (0, 2, 4, ... discs): the
        // best is another legal move worth 100 discs.
        const int loss = static_cast<int>(i) * 2 * DISC_SCALE;
        Bitboard legal = before.position.board.moves() & ~square_bit(moves[i]);
        e.best_move = legal ? lowest_square(legal) : moves[i];
        e.best_value = 100 * DISC_SCALE;
        e.value = e.best_move == moves[i] ? e.best_value : e.best_value - loss;
        e.loss = e.best_value - e.value;
        e.mark = mark_of(e.loss);
        e.values.push_back({e.best_move, e.best_value, true, 60});
        for (; legal; legal &= legal - 1) {
            const int s = lowest_square(legal);
            if (s != e.best_move) e.values.push_back({s, e.best_value - 100, true, 60});
        }
        if (e.best_move != e.move) e.values.push_back({e.move, e.value, true, 60});
        review.push_back(e);
    }
    return review;
}

TEST(Exercise, MistakePuzzles) {
    const std::vector<int> moves = test::moves_of("f5d6c3d3c4f4f6");
    const std::vector<MoveReview> review = hand_review(moves);
    // Losses 0, 2, 4, 6, 8, 10, 12: mistakes from the fourth move (6 discs).
    Course both = mistake_puzzles(moves, review, std::nullopt);
    EXPECT_EQ(both.id, "mistakes");
    ASSERT_EQ(both.steps.size(), 4u);
    EXPECT_EQ(both.steps[0].id, "mistake-6");  // the worst first
    EXPECT_EQ(both.steps[3].id, "mistake-3");
    const Course black = mistake_puzzles(moves, review, Color::Black, 5);
    ASSERT_EQ(black.steps.size(), 2u);  // moves 5 and 7 (indexes 4 and 6)
    EXPECT_EQ(black.steps[0].id, "mistake-6");
    EXPECT_EQ(black.steps[1].id, "mistake-4");
    EXPECT_EQ(mistake_puzzles(moves, review, Color::White, 1).steps.size(), 1u);
    EXPECT_TRUE(mistake_puzzles(moves, review, Color::Black, 0).steps.empty());

    // The puzzle of the 7th move (f6, Black's 4th): the position before it.
    const Exercise& x = black.steps[0];
    EXPECT_EQ(x.position, view_at(moves, 6).position);
    EXPECT_EQ(x.prompt.en, "Find a better move than f6 for Black.");
    EXPECT_EQ(x.prompt.pt, "Encontre uma jogada melhor do que f6 para as pretas.");
    EXPECT_EQ(x.title.en, "Move 4: f6");
    // The played move is wrong, and said to be the game's; the best is right, and so is any
    // move less than an inaccuracy below it; show me gives the best.
    const Judgement played = judge(x, sq("f6"), Language::English);
    EXPECT_EQ(played.verdict, Verdict::Wrong);
    EXPECT_NE(played.sentence.find("played in the game, which lost 12 discs"), std::string::npos);
    const int best = review[6].best_move;
    EXPECT_EQ(judge(x, best, Language::English).verdict, Verdict::Right);
    EXPECT_EQ(shown_answer(x), best);
    EXPECT_EQ(popcount(right_squares(x)), popcount(x.position.board.moves()) - 1);
    EXPECT_NE(judge(x, best, Language::Portuguese).sentence.find("perdeu 12 pedras"),
              std::string::npos);

    // Reviews without every move's values make no puzzle.
    std::vector<MoveReview> bare = review;
    for (MoveReview& e : bare) e.values.clear();
    EXPECT_TRUE(mistake_puzzles(moves, bare, std::nullopt).steps.empty());
}

}  // namespace
}  // namespace reversi::game
