// Move values and game reviews (game/analysis.h), checked against independent solves: FFO
// answer annotations, and Engine::solve of every position and move within the solver's reach.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/book.h"
#include "engine/position.h"
#include "engine/search.h"
#include "game/analysis.h"
#include "game/record.h"
#include "game_helpers.h"

namespace reversi::game {
namespace {

// An FFO position and the value of each of its moves, from its annotations ("G8:+18; H1:+12;").
struct Annotated {
    Position position;
    std::vector<MoveScore> values;  // in discs
};

std::vector<Annotated> read_ffo(const std::string& name) {
    std::ifstream in(std::string(REVERSI_SHARED_DATA) + "/ffo/" + name);
    EXPECT_TRUE(in) << name;
    std::vector<Annotated> problems;
    std::string line;
    while (std::getline(in, line)) {
        const auto pos = parse_obf(line.substr(0, 66));
        if (!pos || line.find(';') == std::string::npos) continue;
        Annotated a{*pos, {}};
        std::istringstream rest(line.substr(line.find(';') + 1));
        std::string item;
        while (std::getline(rest, item, ';')) {
            const auto colon = item.find(':');
            if (colon == std::string::npos) continue;
            const int sq = parse_square(item.substr(item.find_first_not_of(' '), 2));
            a.values.push_back(MoveScore{sq, std::stoi(item.substr(colon + 1))});
        }
        problems.push_back(a);
    }
    return problems;
}

// An engine for the independent solves, with small tables: a solve is exact whatever their
// size, and a 16 MiB table cleared for every one of a few hundred solves would take most of the
// tests' time under the sanitizers.
constexpr int SOLVER_TT_BITS = 14;

// The exact value of `move` for the side to move in `board`, from a solve of the position
// after it (negated: the solve is from the opponent's side).
int solved_move_value(Engine& solver, const Board& board, int move) {
    return -solver.solve(board.play(move)).score;
}

// Values sorted best first, every legal move listed once, all exact or none.
void expect_well_formed(const PositionAnalysis& a, const Position& p) {
    ASSERT_FALSE(a.moves.empty());
    std::set<int> seen;
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const MoveValue& m = a.moves[i];
        EXPECT_TRUE(p.board.moves() & (Bitboard{1} << m.move)) << square_name(m.move);
        EXPECT_TRUE(seen.insert(m.move).second) << square_name(m.move) << " twice";
        EXPECT_EQ(m.exact, a.moves.front().exact);
        EXPECT_EQ(m.depth, a.moves.front().depth);
        if (i > 0) {
            EXPECT_GE(a.moves[i - 1].value, m.value);
        }
    }
    EXPECT_EQ(int(seen.size()), popcount(p.board.moves()));
    ASSERT_FALSE(a.best_line.empty());
    EXPECT_EQ(a.best_line.front(), a.moves.front().move);
}

// FFO #1-#7 (14 empties): every annotated move's value, and the best is the solve's score.
TEST(GameAnalysis, ExactValuesMatchFfoAnnotations) {
    const auto problems = read_ffo("fforum-1-19.obf");
    ASSERT_GE(problems.size(), 7u);
    Engine solver(SOLVER_TT_BITS, SOLVER_TT_BITS);
    for (int i = 0; i < 7; ++i) {
        const Annotated& p = problems[i];
        const PositionAnalysis a = analyze_position(p.position);
        SCOPED_TRACE("FFO #" + std::to_string(i + 1));
        expect_well_formed(a, p.position);
        ASSERT_EQ(a.moves.size(), p.values.size());
        for (const MoveValue& m : a.moves) {
            EXPECT_TRUE(m.exact);
            EXPECT_EQ(m.depth, p.position.board.empty_count());
            bool found = false;
            for (const MoveScore& want : p.values) {
                if (want.move != m.move) continue;
                found = true;
                EXPECT_EQ(m.value, want.score * DISC_SCALE) << square_name(m.move);
            }
            EXPECT_TRUE(found) << square_name(m.move) << " is not annotated";
        }
        EXPECT_EQ(a.moves.front().value, solver.solve(p.position.board).score);
    }
}

// Positions of random games at 10 to 14 empties: each value is the solve of the move's child.
TEST(GameAnalysis, ExactValuesMatchTheSolver) {
    Engine engine(SOLVER_TT_BITS, SOLVER_TT_BITS), solver(SOLVER_TT_BITS, SOLVER_TT_BITS);
    int checked = 0;
    for (std::uint32_t seed = 1; checked < 8; ++seed) {
        const auto moves = test::random_game(seed);
        for (int empties = 14; empties >= 10; empties -= 2) {
            const int played = 60 - empties;
            if (int(moves.size()) < played) break;
            const Position p = view_at(moves, played).position;
            if (p.game_over() || p.board.empty_count() != empties) break;
            SCOPED_TRACE("seed " + std::to_string(seed) + ", " + std::to_string(empties));
            const PositionAnalysis a = analyze_position(engine, p);
            if (!p.board.has_move()) {
                ASSERT_EQ(a.moves.size(), 1u);  // a pass: the position after it, negated
                EXPECT_EQ(a.moves[0].move, NO_SQUARE);
                EXPECT_EQ(a.moves[0].value, -solver.solve(p.board.pass()).score);
                continue;
            }
            expect_well_formed(a, p);
            for (const MoveValue& m : a.moves) {
                EXPECT_TRUE(m.exact);
                EXPECT_EQ(m.value, solved_move_value(solver, p.board, m.move))
                    << square_name(m.move);
            }
            EXPECT_EQ(a.moves.front().value, solver.solve(p.board).score);
            ++checked;
        }
    }
}

// Beyond exact_empties: estimates at the given depth, for every move.
TEST(GameAnalysis, MidgameEstimatesAtTheGivenDepth) {
    const Position p = view_at(test::moves_of("f5d6c3d3c4f4"), 6).position;
    AnalysisLimits limits;
    limits.depth = 4;
    const PositionAnalysis a = analyze_position(p, limits);
    expect_well_formed(a, p);
    for (const MoveValue& m : a.moves) {
        EXPECT_FALSE(m.exact);
        EXPECT_EQ(m.depth, 4);
    }
    // The same search, the same values; and the full-width search, at the same depth.
    limits.probcut = false;
    const PositionAnalysis full = analyze_position(p, limits);
    expect_well_formed(full, p);
    EXPECT_EQ(full.moves.front().depth, 4);
    limits.probcut = true;
    const PositionAnalysis again = analyze_position(p, limits);
    ASSERT_EQ(again.moves.size(), a.moves.size());
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        EXPECT_EQ(again.moves[i].move, a.moves[i].move);
        EXPECT_EQ(again.moves[i].value, a.moves[i].value);
    }
}

TEST(GameAnalysis, PassAndGameOver) {
    // Black must pass; White takes c1, flipping b1, and the game ends 61-3: +58 for Black.
    const auto pass = parse_obf("OX-" + std::string(61, 'X') + " X");
    ASSERT_TRUE(pass);
    const PositionAnalysis a = analyze_position(*pass);
    ASSERT_EQ(a.moves.size(), 1u);
    EXPECT_EQ(a.moves[0].move, NO_SQUARE);
    EXPECT_TRUE(a.moves[0].exact);
    EXPECT_EQ(a.moves[0].value, 58 * DISC_SCALE);
    const auto over = parse_obf(std::string(64, 'X') + " O");
    ASSERT_TRUE(over);
    EXPECT_TRUE(analyze_position(*over).moves.empty());
}

// Runs `hints` in slices of `nodes` until done; the revisions it went through, each checked.
std::vector<std::vector<MoveValue>> run_hints(HintSearch& hints, const Position& p,
                                              std::uint64_t nodes) {
    std::vector<std::vector<MoveValue>> seen;
    int revision = hints.revision();
    for (int slices = 0; !hints.step(nodes); ++slices) {
        EXPECT_LT(slices, 100000) << "the hints never finish";
        if (slices >= 100000) break;
        if (hints.revision() != revision) {
            revision = hints.revision();
            seen.push_back(hints.values());
        }
    }
    seen.push_back(hints.values());
    for (const auto& values : seen) {
        PositionAnalysis a;
        a.moves = values;
        if (!values.empty()) a.best_line = {values.front().move};  // hints have no line
        expect_well_formed(a, p);
    }
    return seen;
}

// Hints deepen one depth at a time, each with every move, and end at the midgame limit.
TEST(GameAnalysis, HintsDeepenToTheirLimit) {
    const Position p = view_at(test::moves_of("f5d6c3d3c4f4"), 6).position;
    Engine engine;
    HintSearch hints(engine);
    HintLimits limits;
    limits.max_depth = 6;
    hints.start(p.board, limits);
    EXPECT_FALSE(hints.done());
    EXPECT_TRUE(hints.values().empty());
    const auto seen = run_hints(hints, p, 2000);
    ASSERT_EQ(seen.size(), 6u);
    for (std::size_t i = 0; i < seen.size(); ++i) {
        for (const MoveValue& m : seen[i]) {
            EXPECT_EQ(m.depth, int(i) + 1);
            EXPECT_FALSE(m.exact);
        }
    }
    EXPECT_TRUE(hints.done());
    // The same slices with a fresh engine: the same values.
    Engine fresh;
    HintSearch again(fresh);
    again.start(p.board, limits);
    const auto replay = run_hints(again, p, 2000);
    ASSERT_EQ(replay.size(), seen.size());
    for (std::size_t i = 0; i < seen.back().size(); ++i) {
        EXPECT_EQ(replay.back()[i].move, seen.back()[i].move);
        EXPECT_EQ(replay.back()[i].value, seen.back()[i].value);
    }
}

// From HINT_EXACT_EMPTIES empties, estimates first, then every move solved: the solver's values.
TEST(GameAnalysis, HintsEndExactInTheEndgame) {
    Engine engine(SOLVER_TT_BITS, SOLVER_TT_BITS), solver(SOLVER_TT_BITS, SOLVER_TT_BITS);
    HintSearch hints(engine);
    int checked = 0;
    for (std::uint32_t seed = 1; checked < 4; ++seed) {
        const auto moves = test::random_game(seed);
        const int played = 60 - 14;
        if (int(moves.size()) < played) continue;
        const Position p = view_at(moves, played).position;
        if (!p.board.has_move() || p.board.empty_count() != 14) continue;
        SCOPED_TRACE("seed " + std::to_string(seed));
        hints.start(p.board);
        const auto seen = run_hints(hints, p, 5000);
        ASSERT_GE(seen.size(), 2u);  // estimates, then the exact values
        EXPECT_FALSE(seen.front().front().exact);
        for (const MoveValue& m : hints.values()) {
            EXPECT_TRUE(m.exact);
            EXPECT_EQ(m.depth, 14);
            EXPECT_EQ(m.value, solved_move_value(solver, p.board, m.move)) << square_name(m.move);
        }
        ++checked;
    }
}

// A new position drops the old search; a position without a move has no hints.
TEST(GameAnalysis, HintsRestartAndPasses) {
    Engine engine;
    HintSearch hints(engine);
    const Position p = view_at(test::moves_of("f5d6c3d3c4f4"), 6).position;
    hints.start(p.board);
    hints.step(1000);
    const int before = hints.revision();
    const auto pass = parse_obf("OX-" + std::string(61, 'X') + " X");
    ASSERT_TRUE(pass);
    hints.start(pass->board);
    EXPECT_TRUE(hints.done());
    EXPECT_TRUE(hints.step(1000));
    EXPECT_TRUE(hints.values().empty());
    EXPECT_GT(hints.revision(), before);
    const Position start = Position::start();
    HintLimits shallow;
    shallow.max_depth = 2;
    hints.start(start.board, shallow);
    const auto seen = run_hints(hints, start, 0);
    ASSERT_EQ(hints.values().size(), 4u);
    // The four openings are the same move turned: equal values at every depth.
    for (const MoveValue& m : hints.values()) EXPECT_EQ(m.value, hints.values().front().value);
    EXPECT_EQ(seen.size(), 2u);
}

TEST(GameAnalysis, ValuesInWholeDiscs) {
    EXPECT_EQ(value_in_discs(0), 0);
    EXPECT_EQ(value_in_discs(400), 4);
    EXPECT_EQ(value_in_discs(149), 1);
    EXPECT_EQ(value_in_discs(150), 2);
    EXPECT_EQ(value_in_discs(-149), -1);
    EXPECT_EQ(value_in_discs(-150), -2);
    EXPECT_EQ(value_in_discs(-6400), -64);
}

TEST(GameAnalysis, MoveValuesAsText) {
    const std::vector<MoveValue> values = {{19, 400, false, 8}, {26, -200, true, 14}};
    EXPECT_EQ(move_values_text(values), "19:400:0:8 26:-200:1:14");
    const auto back = parse_move_values(move_values_text(values));
    ASSERT_EQ(back.size(), 2u);
    EXPECT_EQ(back[1].move, 26);
    EXPECT_EQ(back[1].value, -200);
    EXPECT_TRUE(back[1].exact);
    EXPECT_EQ(back[1].depth, 14);
    EXPECT_TRUE(move_values_text({}).empty());
    EXPECT_TRUE(parse_move_values("").empty());
    // Malformed items are skipped, the rest kept.
    const auto some = parse_move_values("64:1:0:1 19:4x:0:1 3:1:3:1 1:2:3 7:-100:0:3");
    ASSERT_EQ(some.size(), 1u);
    EXPECT_EQ(some[0].move, 7);
    // A book value: kind 2.
    MoveValue book{37, 150, false, 0, true};
    EXPECT_EQ(move_values_text({book}), "37:150:2:0");
    const auto from_book = parse_move_values("37:150:2:0");
    ASSERT_EQ(from_book.size(), 1u);
    EXPECT_TRUE(from_book[0].book);
    EXPECT_FALSE(from_book[0].exact);
}

// A small book: f5's position worth +0.5 to White, and two answers (d6, f6) to it.
Book small_book() {
    auto board = [](const char* line) { return play_transcript(line, Position::start())->board; };
    return Book({{board("f5").player, board("f5").opponent, 50},
                 {board("f5d6").player, board("f5d6").opponent, -50},
                 {board("f5f6").player, board("f5f6").opponent, -250}});
}

TEST(GameAnalysis, BookValuesReplaceTheSearchsAndAreMarked) {
    const Book book = small_book();
    const Position f5 = *play_transcript("f5", Position::start());
    AnalysisLimits limits;
    limits.depth = 4;
    const PositionAnalysis plain = analyze_position(f5, limits);
    limits.book = &book;
    const PositionAnalysis a = analyze_position(f5, limits);
    ASSERT_EQ(a.moves.size(), plain.moves.size());
    ASSERT_EQ(a.moves.size(), 3u);  // d6, f4, f6
    EXPECT_EQ(a.moves[0].move, parse_square("f6"));
    EXPECT_EQ(a.moves[0].value, 250);
    EXPECT_TRUE(a.moves[0].book);
    EXPECT_EQ(a.moves[1].move, parse_square("d6"));
    EXPECT_EQ(a.moves[1].value, 50);
    EXPECT_TRUE(a.moves[1].book);
    EXPECT_EQ(a.moves[2].move, parse_square("f4"));
    EXPECT_FALSE(a.moves[2].book);
    EXPECT_EQ(a.moves[2].depth, 4);
    for (const MoveValue& m : plain.moves) EXPECT_FALSE(m.book);
    // Hints: the same marks once the search is done.
    Engine engine(16);
    HintSearch hints(engine);
    HintLimits hint_limits;
    hint_limits.max_depth = 3;
    hint_limits.book = &book;
    hints.start(f5.board, hint_limits);
    while (!hints.step(10000)) {
    }
    ASSERT_EQ(hints.values().size(), 3u);
    EXPECT_TRUE(hints.values()[0].book);
    EXPECT_EQ(hints.values()[0].move, parse_square("f6"));
    for (const MoveValue& m : hints.values()) EXPECT_EQ(m.book, m.move != parse_square("f4"));
    // A review: White's d6 lost 2 discs against the book's f6; the text keeps the kind.
    const std::vector<MoveReview> review =
        review_game({parse_square("f5"), parse_square("d6"), parse_square("c3")}, limits);
    ASSERT_EQ(review.size(), 3u);
    EXPECT_TRUE(review[0].book);  // every first move leads to f5's position
    EXPECT_EQ(review[0].loss, 0);
    EXPECT_TRUE(review[1].book);
    EXPECT_EQ(review[1].best_move, parse_square("f6"));
    EXPECT_EQ(review[1].loss, 200);
    EXPECT_EQ(review[1].mark, MoveMark::Inaccuracy);
    const auto back = parse_review_entries(review_entries_text(review));
    ASSERT_EQ(back.size(), 3u);
    EXPECT_TRUE(back[1].book);
    EXPECT_FALSE(back[1].exact);
    EXPECT_FALSE(back[2].book);
}

TEST(GameAnalysis, MarksByLoss) {
    EXPECT_EQ(mark_of(0), MoveMark::None);
    EXPECT_EQ(mark_of(INACCURACY_LOSS - 1), MoveMark::None);
    EXPECT_EQ(mark_of(INACCURACY_LOSS), MoveMark::Inaccuracy);
    EXPECT_EQ(mark_of(MISTAKE_LOSS), MoveMark::Mistake);
    EXPECT_EQ(mark_of(BLUNDER_LOSS - 1), MoveMark::Mistake);
    EXPECT_EQ(mark_of(BLUNDER_LOSS), MoveMark::Blunder);
    EXPECT_STREQ(mark_name(MoveMark::Blunder), "blunder");
    EXPECT_STREQ(mark_name(MoveMark::None), "");
}

// A whole random game, shallow in the midgame and exact from 12 empties: one entry per move,
// numbered as the move list, losses never negative, and exact losses equal to the difference
// of independent solves.
TEST(GameAnalysis, ReviewLossesMatchTheSolver) {
    const auto moves = test::random_game(3);
    ASSERT_GE(moves.size(), 50u);
    AnalysisLimits limits;
    limits.depth = 2;
    limits.exact_empties = 12;
    int calls = 0;
    const auto review = review_game(moves, limits, [&](const MoveReview& r, int total) {
        EXPECT_EQ(r.index, calls);
        EXPECT_EQ(total, int(moves.size()));
        ++calls;
        return true;
    });
    ASSERT_EQ(review.size(), moves.size());
    EXPECT_EQ(calls, int(moves.size()));
    std::vector<Ply> turns;
    for (const Ply& p : plies(moves))
        if (p.square != NO_SQUARE) turns.push_back(p);
    Engine solver(SOLVER_TT_BITS, SOLVER_TT_BITS);
    int exact = 0;
    for (std::size_t i = 0; i < review.size(); ++i) {
        const MoveReview& r = review[i];
        SCOPED_TRACE("move " + std::to_string(i) + " " + square_name(r.move));
        EXPECT_EQ(r.index, int(i));
        EXPECT_EQ(r.move, moves[i]);
        EXPECT_EQ(r.number, turns[i].number);
        EXPECT_EQ(r.color, turns[i].color);
        EXPECT_GE(r.loss, 0);
        EXPECT_EQ(r.loss, r.best_value - r.value);
        EXPECT_EQ(r.mark, mark_of(r.loss));
        if (r.move == r.best_move) {
            EXPECT_EQ(r.loss, 0);
        }
        ASSERT_FALSE(r.best_line.empty());
        EXPECT_EQ(r.best_line.front(), r.best_move);
        const Board board = view_at(moves, int(i)).position.board;
        EXPECT_EQ(r.exact, board.empty_count() <= limits.exact_empties);
        if (!r.exact) {
            EXPECT_EQ(r.depth, limits.depth);
            continue;
        }
        ++exact;
        const int best = solver.solve(board).score;
        EXPECT_EQ(r.best_value, best);
        EXPECT_EQ(r.value, solved_move_value(solver, board, r.move));
        EXPECT_EQ(r.loss, best - solved_move_value(solver, board, r.move));
    }
    EXPECT_GE(exact, 10);
    const ReviewTotals black = review_totals(review, Color::Black);
    const ReviewTotals white = review_totals(review, Color::White);
    EXPECT_EQ(black.moves + white.moves, int(review.size()));
    EXPECT_GE(black.loss, black.inaccuracies * INACCURACY_LOSS + black.mistakes * MISTAKE_LOSS +
                              black.blunders * BLUNDER_LOSS);
}

// The game of a fixed transcript: the engine's replies are losses of 0, and a known blunder
// (White's e3, which lets Black wipe White out with f4) is one.
TEST(GameAnalysis, ReviewMarksAWipeOut) {
    AnalysisLimits limits;
    limits.depth = 4;
    const auto review = review_game(test::moves_of(test::SHORT_GAME), limits);
    ASSERT_EQ(review.size(), 9u);
    EXPECT_EQ(square_name(review[7].move), "e3");
    EXPECT_EQ(review[7].color, Color::White);
    EXPECT_EQ(review[7].mark, MoveMark::Blunder);
    EXPECT_EQ(square_name(review[8].move), "f4");
    EXPECT_EQ(review[8].best_move, review[8].move);
    EXPECT_EQ(review[8].loss, 0);
    EXPECT_EQ(review[8].value, 64 * DISC_SCALE);  // 13-0 with the empties to Black
}

// A progress callback that returns false stops the review after that move.
// The review a slice at a time: the same entries as review_game(), and as text for the page.
TEST(GameAnalysis, ReviewInSlicesAndAsText) {
    const auto moves = test::random_game(7);
    AnalysisLimits limits;
    limits.depth = 3;
    limits.exact_empties = 10;
    const auto whole = review_game(moves, limits);
    Engine engine;
    GameReview review(engine);
    review.start(moves, limits);
    EXPECT_EQ(review.total(), int(moves.size()));
    EXPECT_TRUE(review.entries().empty());
    std::size_t seen = 0;
    for (int slices = 0; !review.step(3000); ++slices) {
        ASSERT_LT(slices, 100000);
        ASSERT_GE(review.entries().size(), seen);  // grows, one move at a time
        seen = review.entries().size();
    }
    ASSERT_EQ(review.entries().size(), whole.size());
    const auto back = parse_review_entries(review_entries_text(review.entries()));
    ASSERT_EQ(back.size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
        SCOPED_TRACE("move " + std::to_string(i));
        const MoveReview& a = review.entries()[i];
        // The exact entries agree whatever the slices (estimates may differ a little).
        if (a.exact) {
            EXPECT_EQ(a.value, whole[i].value);
            EXPECT_EQ(a.best_value, whole[i].best_value);
        }
        const MoveReview& b = back[i];
        EXPECT_EQ(b.index, a.index);
        EXPECT_EQ(b.number, a.number);
        EXPECT_EQ(b.color, a.color);
        EXPECT_EQ(b.move, a.move);
        EXPECT_EQ(b.value, a.value);
        EXPECT_EQ(b.best_move, a.best_move);
        EXPECT_EQ(b.best_value, a.best_value);
        EXPECT_EQ(b.loss, a.loss);
        EXPECT_EQ(b.exact, a.exact);
        EXPECT_EQ(b.depth, a.depth);
        EXPECT_EQ(b.best_line, a.best_line);
        EXPECT_EQ(b.mark, a.mark);
        // Every move's value comes back, the played one among them.
        ASSERT_EQ(b.values.size(), a.values.size());
        ASSERT_FALSE(a.values.empty());
        for (std::size_t k = 0; k < a.values.size(); ++k) {
            EXPECT_EQ(b.values[k].move, a.values[k].move);
            EXPECT_EQ(b.values[k].value, a.values[k].value);
        }
        EXPECT_EQ(a.values.front().value, a.best_value);
    }
    EXPECT_TRUE(parse_review_entries("").empty());
    EXPECT_TRUE(parse_review_entries("0:1:Z:37:0:37:0:0:1: 0:1:X:37:100:37:0:0:1: "
                                     "0:1:X:37:0:37:0:0:1:37.x")
                    .empty());
    const auto pass = parse_review_entries("3:2:O:20:-200:19:0:1:56:19.-1.44");
    ASSERT_EQ(pass.size(), 1u);
    EXPECT_EQ(pass[0].loss, 200);
    EXPECT_EQ(pass[0].mark, MoveMark::Inaccuracy);
    EXPECT_EQ(pass[0].best_line, (std::vector<int>{19, NO_SQUARE, 44}));
    EXPECT_TRUE(pass[0].values.empty());
    const auto valued = parse_review_entries("3:2:O:20:-200:19:0:1:56:19.-1.44:19=0,20=-200");
    ASSERT_EQ(valued.size(), 1u);
    ASSERT_EQ(valued[0].values.size(), 2u);
    EXPECT_EQ(valued[0].values[1].move, 20);
    EXPECT_EQ(valued[0].values[1].value, -200);
    EXPECT_TRUE(valued[0].values[1].exact);
    EXPECT_TRUE(parse_review_entries("3:2:O:20:-200:19:0:1:56:19:19=0,20").empty());
    EXPECT_TRUE(parse_review_entries("3:2:O:20:-200:19:0:1:56:19:19=0,64=1").empty());
}

TEST(GameAnalysis, CancelledReviewStopsEarly) {
    const auto moves = test::random_game(5);
    AnalysisLimits limits;
    limits.depth = 2;
    int calls = 0;
    const auto review =
        review_game(moves, limits, [&](const MoveReview&, int) { return ++calls < 3; });
    EXPECT_EQ(calls, 3);
    ASSERT_EQ(review.size(), 3u);
    EXPECT_EQ(review.back().index, 2);
}

// No moves, no review.
TEST(GameAnalysis, ReviewOfAnEmptyGame) {
    EXPECT_TRUE(review_game({}).empty());
}

}  // namespace
}  // namespace reversi::game
