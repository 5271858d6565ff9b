// The lesson and the strategy tips (lesson.h, lesson_courses.cpp): every step well formed, every
// wrong move explained, and each step's claim recomputed from the rules.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "game/analysis.h"
#include "game/lesson.h"

using namespace reversi;
using namespace reversi::game;

namespace {

constexpr Bitboard CORNERS = 0x8100000000000081ULL;

const Exercise& step(const Course& course, const std::string& id) {
    for (const Exercise& x : course.steps)
        if (x.id == id) return x;
    ADD_FAILURE() << "no step " << id << " in " << course.id;
    static const Exercise none;
    return none;
}

std::vector<int> squares_of(Bitboard b) {
    std::vector<int> out;
    for (; b; b &= b - 1) out.push_back(lowest_square(b));
    return out;
}

bool on_board(int row, int col) {
    return row >= 0 && row < 8 && col >= 0 && col < 8;
}

// The number of directions in which the side to move flips discs by playing `sq`.
int flip_directions(const Board& b, int sq) {
    int count = 0;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr == 0 && dc == 0) continue;
            int r = sq / 8 + dr, c = sq % 8 + dc, seen = 0;
            while (on_board(r, c) && (b.opponent & square_bit(r * 8 + c))) {
                ++seen;
                r += dr;
                c += dc;
            }
            if (seen > 0 && on_board(r, c) && (b.player & square_bit(r * 8 + c))) ++count;
        }
    }
    return count;
}

// The `o` discs that a disc of `p` on `sq` (occupied or not) closes lines on: what a "chain
// reaction" would flip if a freshly flipped disc trapped lines too.
Bitboard lines_closed_from(Bitboard p, Bitboard o, int sq) {
    Bitboard out = 0;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if (dr == 0 && dc == 0) continue;
            int r = sq / 8 + dr, c = sq % 8 + dc;
            Bitboard line = 0;
            while (on_board(r, c) && (o & square_bit(r * 8 + c))) {
                line |= square_bit(r * 8 + c);
                r += dr;
                c += dc;
            }
            if (line && on_board(r, c) && (p & square_bit(r * 8 + c))) out |= line;
        }
    }
    return out;
}

Bitboard neighbours(int sq) {
    Bitboard out = 0;
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc)
            if ((dr || dc) && on_board(sq / 8 + dr, sq % 8 + dc))
                out |= square_bit((sq / 8 + dr) * 8 + sq % 8 + dc);
    return out;
}

// The flipped discs that touch an empty square after the move (new frontier discs).
int frontier_flips(const Board& b, int sq) {
    const Bitboard flipped = b.flips(sq);
    const Board after = b.play(sq);
    int count = 0;
    for (int f : squares_of(flipped))
        if (neighbours(f) & after.empties()) ++count;
    return count;
}

// Whether some reply of the opponent flips the disc just played on `sq`.
bool can_be_flipped_back(const Board& b, int sq) {
    const Board after = b.play(sq);  // the opponent to move
    for (int reply : squares_of(after.moves()))
        if (after.flips(reply) & square_bit(sq)) return true;
    return false;
}

// The empty corner next to an X-square (b2, g2, b7, g7), or NO_SQUARE.
int x_square_corner(int sq) {
    switch (sq) {
        case 9:
            return 0;
        case 14:
            return 7;
        case 49:
            return 56;
        case 54:
            return 63;
        default:
            return NO_SQUARE;
    }
}
// The corner next to a C-square (b1, a2, g1, h2, a7, b8, h7, g8), or NO_SQUARE.
int c_square_corner(int sq) {
    switch (sq) {
        case 1:
        case 8:
            return 0;
        case 6:
        case 15:
            return 7;
        case 48:
        case 57:
            return 56;
        case 55:
        case 62:
            return 63;
        default:
            return NO_SQUARE;
    }
}

constexpr Bitboard EDGES = 0xFF818181818181FFULL;

// The regions of empty squares (8-neighbour connected).
std::vector<Bitboard> empty_regions(Bitboard empties) {
    std::vector<Bitboard> regions;
    while (empties) {
        Bitboard region = square_bit(lowest_square(empties)), grown = 0;
        while (grown != region) {
            grown = region;
            for (int sq : squares_of(region)) region |= neighbours(sq) & empties;
        }
        regions.push_back(region);
        empties &= ~region;
    }
    return regions;
}

// The note said for `sq`, or nullptr.
const Exercise::Note* note_for(const Exercise& x, int sq) {
    for (const Exercise::Note& n : x.notes)
        if (n.squares & square_bit(sq)) return &n;
    return nullptr;
}

std::vector<const Exercise*> all_steps() {
    std::vector<const Exercise*> out;
    for (const Course* c : {&rules_lesson(), &strategy_tips()})
        for (const Exercise& x : c->steps) out.push_back(&x);
    return out;
}

// Every step where each legal move is right by design: the first move of the lesson, where the
// step only shows what a move is (all four openings are equal).
const std::set<std::string> ALL_MOVES_RIGHT = {"rules-first-move"};

}  // namespace

TEST(LessonCourses, TitlesAndSize) {
    const Course& rules = rules_lesson();
    const Course& tips = strategy_tips();
    EXPECT_EQ(rules.id, "rules");
    EXPECT_EQ(rules.title.en, "The rules in 3 minutes");
    EXPECT_EQ(rules.title.pt, "As regras em 3 minutos");
    EXPECT_EQ(tips.id, "tips");
    EXPECT_EQ(tips.title.en, "Strategy and tips");
    EXPECT_EQ(tips.title.pt, "Estratégia e dicas");
    EXPECT_EQ(rules.steps.size(), 9u);
    EXPECT_EQ(tips.steps.size(), 6u);
    // The same object each time: built once.
    EXPECT_EQ(&rules_lesson(), &rules);
    EXPECT_EQ(&strategy_tips(), &tips);
}

TEST(LessonCourses, RulesFollowThePageOrder) {
    const std::vector<std::string> order = {
        "rules-first-move", "rules-flip-line", "rules-flip-many", "rules-gap",   "rules-no-chain",
        "rules-pass",       "rules-end",       "rules-count",     "rules-corner"};
    std::vector<std::string> ids;
    for (const Exercise& x : rules_lesson().steps) ids.push_back(x.id);
    EXPECT_EQ(ids, order);
}

TEST(LessonCourses, EveryStepIsWellFormed) {
    std::set<std::string> ids;
    for (const Exercise* p : all_steps()) {
        const Exercise& x = *p;
        SCOPED_TRACE(x.id);
        EXPECT_FALSE(x.id.empty());
        EXPECT_TRUE(ids.insert(x.id).second) << "id used twice";
        for (const Words* w : {&x.title, &x.prompt, &x.right}) {
            EXPECT_FALSE(w->en.empty());
            EXPECT_FALSE(w->pt.empty());
        }
        EXPECT_EQ(x.goal, Goal::Squares);
        EXPECT_EQ(x.position.black() & x.position.white(), 0u) << "overlapping discs";
        const Bitboard legal = x.position.board.moves();
        ASSERT_NE(legal, 0u) << "the side to move has no move";
        EXPECT_NE(x.answers, 0u);
        EXPECT_EQ(x.answers & ~legal, 0u) << "an answer is not a legal move";
        EXPECT_EQ(right_squares(x), x.answers);
        // `wrong` is in both languages or in neither.
        EXPECT_EQ(x.wrong.en.empty(), x.wrong.pt.empty());
        for (const Exercise::Note& n : x.notes) {
            EXPECT_NE(n.squares, 0u);
            EXPECT_EQ(n.squares & x.answers, 0u) << "a note on a right square";
            EXPECT_FALSE(n.text.en.empty());
            EXPECT_FALSE(n.text.pt.empty());
        }
        const Bitboard wrong_moves = legal & ~x.answers;
        if (ALL_MOVES_RIGHT.count(x.id)) {
            EXPECT_EQ(wrong_moves, 0u);
        } else {
            EXPECT_NE(wrong_moves, 0u) << "no wrong move to learn from";
        }
        for (int sq : squares_of(wrong_moves))
            EXPECT_TRUE(note_for(x, sq) || !x.wrong.en.empty())
                << square_name(sq) << " is wrong but not explained";
    }
}

TEST(LessonCourses, SentencesAreShortAndPortugueseDiffers) {
    for (const Exercise* p : all_steps()) {
        const Exercise& x = *p;
        SCOPED_TRACE(x.id);
        std::vector<const Words*> words = {&x.title, &x.prompt, &x.right};
        if (!x.wrong.en.empty()) words.push_back(&x.wrong);
        for (const Exercise::Note& n : x.notes) words.push_back(&n.text);
        for (const Words* w : words) {
            EXPECT_NE(w->en, w->pt);
            EXPECT_LE(w->en.size(), 260u) << w->en;
            EXPECT_LE(w->pt.size(), 260u) << w->pt;
        }
    }
}

TEST(LessonCourses, JudgeSaysTheStepsSentences) {
    for (const Exercise* p : all_steps()) {
        const Exercise& x = *p;
        SCOPED_TRACE(x.id);
        for (int sq : squares_of(x.answers)) {
            const Judgement j = judge(x, sq, Language::Portuguese);
            EXPECT_EQ(j.verdict, Verdict::Right) << square_name(sq);
            EXPECT_EQ(j.sentence, x.right.pt);
        }
        for (const Exercise::Note& n : x.notes) {
            for (int sq : squares_of(n.squares)) {
                const Judgement j = judge(x, sq, Language::English);
                EXPECT_NE(j.verdict, Verdict::Right) << square_name(sq);
                EXPECT_EQ(j.sentence, note_for(x, sq)->text.en) << square_name(sq);
            }
        }
    }
}

TEST(LessonRules, FirstMoveFromTheStart) {
    const Exercise& x = step(rules_lesson(), "rules-first-move");
    EXPECT_EQ(x.position, Position::start());
    EXPECT_EQ(popcount(x.answers), 4);
    EXPECT_EQ(x.answers, x.position.board.moves());
    // The noted squares are the diagonal neighbours that trap nothing.
    for (const Exercise::Note& n : x.notes)
        for (int sq : squares_of(n.squares)) EXPECT_FALSE(x.position.board.is_legal(sq));
}

TEST(LessonRules, OneLineFlipsThree) {
    const Exercise& x = step(rules_lesson(), "rules-flip-line");
    const Board& b = x.position.board;
    ASSERT_EQ(popcount(x.answers), 1);
    const int answer = lowest_square(x.answers);
    EXPECT_EQ(square_name(answer), "f4");
    EXPECT_EQ(popcount(b.flips(answer)), 3);
    EXPECT_EQ(flip_directions(b, answer), 1);
    EXPECT_EQ(b.flips(answer), square_bit(parse_square("c4")) | square_bit(parse_square("d4")) |
                                   square_bit(parse_square("e4")));
    for (int sq : squares_of(b.moves() & ~x.answers))
        EXPECT_EQ(popcount(b.flips(sq)), 1) << square_name(sq);
    for (const Exercise::Note& n : x.notes)
        for (int sq : squares_of(n.squares)) EXPECT_FALSE(b.is_legal(sq)) << square_name(sq);
}

TEST(LessonRules, SeveralLinesFlipTogether) {
    const Exercise& x = step(rules_lesson(), "rules-flip-many");
    const Board& b = x.position.board;
    for (int sq : squares_of(x.answers)) EXPECT_GE(flip_directions(b, sq), 2) << square_name(sq);
    EXPECT_EQ(flip_directions(b, parse_square("d5")), 3);
    for (int sq : squares_of(b.moves() & ~x.answers))
        EXPECT_EQ(flip_directions(b, sq), 1) << square_name(sq);
}

TEST(LessonRules, AGapBreaksTheLine) {
    const Exercise& x = step(rules_lesson(), "rules-gap");
    const Board& b = x.position.board;
    const int gap_move = parse_square("f4");
    ASSERT_TRUE(note_for(x, gap_move));
    EXPECT_TRUE(b.empties() & square_bit(gap_move));
    EXPECT_FALSE(b.is_legal(gap_move));
    // It looks like a move: white e4, the empty d4, white c4, black b4 along row 4.
    EXPECT_TRUE(b.opponent & square_bit(parse_square("e4")));
    EXPECT_TRUE(b.empties() & square_bit(parse_square("d4")));
    EXPECT_TRUE(b.opponent & square_bit(parse_square("c4")));
    EXPECT_TRUE(b.player & square_bit(parse_square("b4")));
    // Only the answer flips c4, and the answer is the gap itself.
    const int c4 = parse_square("c4");
    for (int sq : squares_of(b.moves()))
        EXPECT_EQ((b.flips(sq) & square_bit(c4)) != 0, (x.answers & square_bit(sq)) != 0)
            << square_name(sq);
    EXPECT_EQ(x.answers, square_bit(parse_square("d4")));
}

TEST(LessonRules, FlippedDiscsDoNotFlipFurther) {
    const Exercise& x = step(rules_lesson(), "rules-no-chain");
    const Board& b = x.position.board;
    ASSERT_EQ(popcount(x.answers), 1);
    const int answer = lowest_square(x.answers);
    const Bitboard flipped = b.flips(answer);
    Position after = x.position;
    ASSERT_TRUE(after.play(answer));
    // The real move flips exactly its own lines...
    EXPECT_EQ(after.black(), x.position.black() | flipped | square_bit(answer));
    // ...while a chain reaction from the flipped discs would have flipped more (c5).
    Bitboard chain = 0;
    for (int f : squares_of(flipped)) chain |= lines_closed_from(after.black(), after.white(), f);
    EXPECT_EQ(chain, square_bit(parse_square("c5")));
    EXPECT_TRUE(after.white() & chain);
}

TEST(LessonRules, PassLeavesWhiteWithoutAMove) {
    const Exercise& x = step(rules_lesson(), "rules-pass");
    const Board& b = x.position.board;
    for (int sq : squares_of(b.moves())) {
        const Board after = b.play(sq);  // White to move
        const bool white_passes = !after.has_move() && after.opponent_moves() != 0;
        EXPECT_EQ(white_passes, (x.answers & square_bit(sq)) != 0) << square_name(sq);
    }
    Position p = x.position;
    ASSERT_TRUE(p.play(lowest_square(x.answers)));
    EXPECT_EQ(p.to_move, Color::Black) << "the forced pass gives the move back to Black";
    EXPECT_FALSE(p.game_over());
}

TEST(LessonRules, EndBeforeTheBoardIsFull) {
    const Exercise& x = step(rules_lesson(), "rules-end");
    const Board& b = x.position.board;
    for (int sq : squares_of(b.moves())) {
        const Board after = b.play(sq);
        EXPECT_EQ(after.game_over(), (x.answers & square_bit(sq)) != 0) << square_name(sq);
        if (after.game_over()) {
            EXPECT_EQ(after.empty_count(), 51);
            EXPECT_EQ(after.player_count(), 0);     // White
            EXPECT_EQ(after.opponent_count(), 13);  // Black
        }
    }
}

TEST(LessonRules, TheLastMoveDecides) {
    const Exercise& x = step(rules_lesson(), "rules-count");
    const Board& b = x.position.board;
    ASSERT_EQ(b.empty_count(), 2);
    ASSERT_EQ(x.answers, square_bit(parse_square("b7")));
    Position right = x.position;
    ASSERT_TRUE(right.play(parse_square("b7")));
    EXPECT_TRUE(right.game_over());
    EXPECT_EQ(popcount(right.black()), 38);
    EXPECT_EQ(popcount(right.white()), 25);
    // After a1 White has one move, the last square, and wins 34 to 30.
    Position wrong = x.position;
    ASSERT_TRUE(wrong.play(parse_square("a1")));
    ASSERT_EQ(wrong.to_move, Color::White);
    ASSERT_EQ(wrong.board.moves(), square_bit(parse_square("b7")));
    ASSERT_TRUE(wrong.play(parse_square("b7")));
    EXPECT_TRUE(wrong.game_over());
    EXPECT_EQ(popcount(wrong.black()), 30);
    EXPECT_EQ(popcount(wrong.white()), 34);
}

TEST(LessonRules, CornersCannotBeFlippedBack) {
    const Exercise& x = step(rules_lesson(), "rules-corner");
    const Board& b = x.position.board;
    EXPECT_EQ(x.answers & ~CORNERS, 0u);
    for (int sq : squares_of(b.moves()))
        EXPECT_EQ(can_be_flipped_back(b, sq), (x.answers & square_bit(sq)) == 0) << square_name(sq);
}

TEST(LessonTips, MobilityAnswerLeavesFewestReplies) {
    const Exercise& x = step(strategy_tips(), "tips-mobility");
    const Board& b = x.position.board;
    int fewest = 64;
    for (int sq : squares_of(b.moves())) fewest = std::min(fewest, popcount(b.play(sq).moves()));
    for (int sq : squares_of(b.moves())) {
        const int replies = popcount(b.play(sq).moves());
        EXPECT_EQ(replies == fewest, (x.answers & square_bit(sq)) != 0) << square_name(sq);
    }
    EXPECT_EQ(fewest, 7);
    // The notes' counts.
    for (const char* sq : {"f3", "g4", "b7"})
        EXPECT_EQ(popcount(b.play(parse_square(sq)).moves()), 11);
    for (const char* sq : {"g5", "d8", "e8"})
        EXPECT_EQ(popcount(b.play(parse_square(sq)).moves()), 9);
}

TEST(LessonTips, QuietMoveMakesNoNewFrontier) {
    const Exercise& x = step(strategy_tips(), "tips-quiet");
    const Board& b = x.position.board;
    for (int sq : squares_of(b.moves())) {
        const bool quiet = frontier_flips(b, sq) == 0;
        EXPECT_EQ(quiet, (x.answers & square_bit(sq)) != 0) << square_name(sq);
        if (quiet) {
            EXPECT_EQ(popcount(b.flips(sq)), 1);
        }
    }
    const int b7 = parse_square("b7");
    EXPECT_EQ(popcount(b.flips(b7)), 7);
    EXPECT_GE(2 * frontier_flips(b, b7), 7);
    EXPECT_TRUE(b.empties() & square_bit(56));  // a8
}

TEST(LessonTips, TakeTheCorner) {
    const Exercise& x = step(strategy_tips(), "tips-corner");
    const Board& b = x.position.board;
    EXPECT_EQ(x.answers & ~CORNERS, 0u);
    EXPECT_NE(b.moves() & ~CORNERS, 0u);
    // The notes: g2 hands White h1, h7 hands White h8.
    EXPECT_TRUE(b.play(parse_square("g2")).moves() & square_bit(7));
    EXPECT_TRUE(b.play(parse_square("h7")).moves() & square_bit(63));
    // After h8 the bottom edge is all black.
    Position after = x.position;
    ASSERT_TRUE(after.play(parse_square("h8")));
    EXPECT_EQ(after.black() & 0xFF00000000000000ULL, 0xFF00000000000000ULL);
}

TEST(LessonTips, CornerIsBestByExactAnalysis) {
    const Exercise& x = step(strategy_tips(), "tips-corner");
    AnalysisLimits limits;
    limits.exact_empties = 16;
    const PositionAnalysis a = analyze_position(x.position, limits);
    ASSERT_FALSE(a.moves.empty());
    ASSERT_TRUE(a.moves[0].exact);
    EXPECT_EQ(square_name(a.moves[0].move), "h8");
    EXPECT_EQ(value_in_discs(a.moves[0].value), 40);
    ASSERT_GE(a.moves.size(), 2u);
    EXPECT_LE(value_in_discs(a.moves[1].value), 40 - 14);
}

TEST(LessonTips, XSquaresAreAvoidedAndExplained) {
    const Exercise& x = step(strategy_tips(), "tips-x-square");
    const Board& b = x.position.board;
    int risky = 0;
    for (int sq : squares_of(b.moves())) {
        const int xc = x_square_corner(sq), cc = c_square_corner(sq);
        const bool x_near_empty = xc != NO_SQUARE && (b.empties() & square_bit(xc));
        const bool c_near_empty = cc != NO_SQUARE && (b.empties() & square_bit(cc));
        if (!x_near_empty && !c_near_empty) continue;
        ++risky;
        EXPECT_FALSE(x.answers & square_bit(sq)) << square_name(sq);
        EXPECT_TRUE(note_for(x, sq)) << square_name(sq) << " has no note";
    }
    EXPECT_EQ(risky, 3);  // g2, g7 and h2
    EXPECT_EQ(x.answers & CORNERS, 0u);
}

TEST(LessonTips, EdgeAnswerCannotBeFlippedBack) {
    const Exercise& x = step(strategy_tips(), "tips-edge");
    const Board& b = x.position.board;
    EXPECT_EQ(x.answers & ~EDGES, 0u);
    EXPECT_EQ(b.moves() & CORNERS, 0u);
    for (int sq : squares_of(b.moves() & EDGES))
        EXPECT_EQ(can_be_flipped_back(b, sq), (x.answers & square_bit(sq)) == 0) << square_name(sq);
    // The notes' replies.
    EXPECT_TRUE(b.play(parse_square("f1")).flips(parse_square("d1")) &
                square_bit(parse_square("f1")));
    EXPECT_TRUE(b.play(parse_square("a5")).flips(parse_square("a3")) &
                square_bit(parse_square("a5")));
}

TEST(LessonTips, ParityAnswerIsInTheOddRegion) {
    const Exercise& x = step(strategy_tips(), "tips-parity");
    const Board& b = x.position.board;
    const std::vector<Bitboard> regions = empty_regions(b.empties());
    int odd_regions = 0;
    for (Bitboard r : regions) {
        const bool odd = popcount(r) % 2 == 1;
        odd_regions += odd;
        for (int sq : squares_of(b.moves() & r))
            EXPECT_EQ(odd, (x.answers & square_bit(sq)) != 0) << square_name(sq);
        // The wrong sentence speaks of a region of four.
        if (!odd && (b.moves() & r)) {
            EXPECT_EQ(popcount(r), 4);
        }
    }
    EXPECT_EQ(odd_regions, 1);
    EXPECT_NE(b.moves() & ~x.answers, 0u);
}

TEST(LessonTips, ParityAnswerIsBestByExactAnalysis) {
    const Exercise& x = step(strategy_tips(), "tips-parity");
    const PositionAnalysis a = analyze_position(x.position);
    ASSERT_GE(a.moves.size(), 2u);
    ASSERT_TRUE(a.moves[0].exact);
    EXPECT_EQ(square_name(a.moves[0].move), "c1");
    EXPECT_EQ(value_in_discs(a.moves[0].value), 18);
    EXPECT_LT(a.moves[1].value, a.moves[0].value);
}
