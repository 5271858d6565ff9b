// The record of a game: the numbered move list with its passes, the transcript reader (cases,
// spaces, move numbers, commas, pass tokens) and its faults, the view of any point, GGF records,
// and the match's record: undo and redo, viewing the past and playing on from it.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "game/ggf.h"
#include "game/match.h"
#include "game/record.h"
#include "game_helpers.h"

using namespace reversi;
using namespace reversi::game;
using namespace reversi::test;

namespace {

RecordError error_of(const char* text) {
    auto r = read_transcript(text);
    EXPECT_FALSE(r) << text;
    return r.error;
}

}  // namespace

TEST(GameRecord, PliesAreNumberedInPairs) {
    auto p = plies(moves_of("f5d6c3d3c4"));
    ASSERT_EQ(p.size(), 5u);
    EXPECT_EQ(p[0], (Ply{1, Color::Black, parse_square("f5"), 1}));
    EXPECT_EQ(p[1], (Ply{1, Color::White, parse_square("d6"), 2}));
    EXPECT_EQ(p[2], (Ply{2, Color::Black, parse_square("c3"), 3}));
    EXPECT_EQ(p[4], (Ply{3, Color::Black, parse_square("c4"), 5}));
    EXPECT_EQ(move_list_string(p), "1. f5 d6  2. c3 d3  3. c4");
    EXPECT_EQ(move_list_string(plies({})), "");
}

TEST(GameRecord, PassesArePlies) {
    std::vector<int> moves = moves_of(BLACK_PASSES);
    auto p = plies(moves);
    ASSERT_EQ(p.size(), 11u);
    EXPECT_EQ(p[10], (Ply{6, Color::Black, NO_SQUARE, 10}));
    EXPECT_EQ(move_list_string(p), "1. c4 c3  2. e6 d6  3. c6 b4  4. a4 a5  5. c2 a3  6. pass");
    // White moves again after the pass, in the same numbered turn.
    Position pos = *play_transcript(BLACK_PASSES, Position::start());
    ASSERT_EQ(pos.to_move, Color::White);
    moves.push_back(lowest_square(pos.board.moves()));
    p = plies(moves);
    ASSERT_EQ(p.size(), 12u);
    EXPECT_EQ(p[11], (Ply{6, Color::White, moves.back(), 11}));
    EXPECT_EQ(move_list_string(p), "1. c4 c3  2. e6 d6  3. c6 b4  4. a4 a5  5. c2 a3  6. pass " +
                                       square_name(moves.back()));
}

TEST(GameRecord, PliesOfAFinishedGameEndWithoutAPass) {
    auto p = plies(moves_of(SHORT_GAME));
    ASSERT_EQ(p.size(), 9u);
    EXPECT_NE(p.back().square, NO_SQUARE);
}

TEST(GameRecord, PliesStopAtAnIllegalMove) {
    auto p = plies({parse_square("f5"), parse_square("a1"), parse_square("d6")});
    EXPECT_EQ(p.size(), 1u);
}

TEST(GameRecord, ReadsWhatPeopleWrite) {
    const std::vector<int> tiger = moves_of("f5d6c3d3c4");
    for (const char* text : {"f5d6c3d3c4", "F5D6C3D3C4", "f5 d6 c3 d3 c4", "  f5,d6, c3 ,d3,c4  ",
                             "1. f5 d6 2. c3 d3 3. c4", "1.f5 d6  2.c3 d3  3.c4",
                             "1. F5 D6\n2. c3 d3\r\n12. C4", "1... f5 d6 2. c3\td3 3. c4"}) {
        auto r = read_transcript(text);
        ASSERT_TRUE(r) << text << ": " << describe(r.error);
        EXPECT_EQ(*r, tiger) << text;
    }
    auto empty = read_transcript(" \n");
    ASSERT_TRUE(empty);
    EXPECT_TRUE(empty->empty());
}

TEST(GameRecord, AForcedPassMayBeWrittenOrLeftOut) {
    std::vector<int> moves = moves_of(BLACK_PASSES);
    Position pos = *play_transcript(BLACK_PASSES, Position::start());
    const std::string reply = square_name(lowest_square(pos.board.moves()));
    moves.push_back(parse_square(reply));
    for (const std::string& text :
         {std::string(BLACK_PASSES) + reply, std::string(BLACK_PASSES) + " pass " + reply,
          std::string(BLACK_PASSES) + "PA" + reply, std::string(BLACK_PASSES) + " -- " + reply,
          std::string(BLACK_PASSES) + ", Pass, " + reply, move_list_string(plies(moves))}) {
        auto r = read_transcript(text);
        ASSERT_TRUE(r) << text << ": " << describe(r.error);
        EXPECT_EQ(*r, moves) << text;
    }
    // A forced pass written twice: the second one is a pass by White, who can move.
    RecordError e = error_of((std::string(BLACK_PASSES) + " pass pass").c_str());
    EXPECT_EQ(e, (RecordError{RecordFault::PassNotForced, 12, "pass", Color::White}));
    EXPECT_EQ(describe(e), "move 12, pass: White has a legal move");
}

TEST(GameRecord, BadMovesAreNamed) {
    struct Case {
        const char* text;
        RecordError error;
        const char* sentence;
    };
    const Case cases[] = {
        {"f5d6c3d3a1",
         {RecordFault::NoFlip, 5, "a1", Color::Black},
         "move 5, a1: no disc would be flipped there"},
        {"f5 d6 z9",
         {RecordFault::NotASquare, 3, "z9", Color::Black},
         "move 3, \"z9\": not a square"},
        {"f5d6z9c3",
         {RecordFault::NotASquare, 3, "z9", Color::Black},
         "move 3, \"z9\": not a square"},
        {"f5 i1", {RecordFault::NotASquare, 2, "i1", Color::Black}, "move 2, \"i1\": not a square"},
        {"f5 hello",
         {RecordFault::NotASquare, 2, "hello", Color::Black},
         "move 2, \"hello\": not a square"},
        {"1 f5", {RecordFault::NotASquare, 1, "1", Color::Black}, "move 1, \"1\": not a square"},
        {"f5 - d6", {RecordFault::NotASquare, 2, "-", Color::Black}, "move 2, \"-\": not a square"},
        {"f5 d4",
         {RecordFault::Occupied, 2, "d4", Color::Black},
         "move 2, d4: the square is already taken"},
        {"pass",
         {RecordFault::PassNotForced, 1, "pass", Color::Black},
         "move 1, pass: Black has a legal move"},
        {"1. f5 d6 2. PA",
         {RecordFault::PassNotForced, 3, "pass", Color::Black},
         "move 3, pass: Black has a legal move"},
        {"d3c3b3d2e1d6d7e3f4 a1",
         {RecordFault::GameOver, 10, "a1", Color::Black},
         "move 10, a1: the game is already over"},
        {"d3c3b3d2e1d6d7e3f4 pass",
         {RecordFault::GameOver, 10, "pass", Color::Black},
         "move 10, pass: the game is already over"},
    };
    for (const Case& c : cases) {
        RecordError e = error_of(c.text);
        EXPECT_EQ(e, c.error) << c.text << ": " << describe(e);
        EXPECT_EQ(describe(e), c.sentence) << c.text;
    }
}

TEST(GameRecord, ALongBadTokenIsCutOnACharacter) {
    RecordError e =
        error_of("f5 \xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9 d6");
    EXPECT_EQ(e.token, "\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9");
    e = error_of("f5 xxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    EXPECT_EQ(e.token.size(), 16u);
    e = error_of("f5 x\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9");
    EXPECT_EQ(e.token.size(), 15u);
}

TEST(GameRecord, EveryFaultHasASentence) {
    for (int f = 0; f <= int(RecordFault::Unfinished); ++f) {
        RecordError e{RecordFault(f), 4, "e3", Color::White};
        std::string s = describe(e);
        EXPECT_FALSE(s.empty());
        EXPECT_NE(s.back(), '.') << s;
        EXPECT_EQ(s.find('\n'), std::string::npos) << s;
    }
}

TEST(GameRecord, TranscriptsAndMoveListsReadBack) {
    for (std::uint32_t seed = 1; seed <= 200; ++seed) {
        std::vector<int> moves = random_game(seed);
        for (const std::string& text : {transcript_string(moves), move_list_string(plies(moves))}) {
            auto r = read_transcript(text);
            ASSERT_TRUE(r) << text << ": " << describe(r.error);
            ASSERT_EQ(*r, moves) << text;
        }
    }
}

TEST(GameRecord, ViewOfAnyPoint) {
    const std::vector<int> moves = moves_of(BLACK_PASSES);
    ViewPoint start = view_at(moves, 0);
    EXPECT_EQ(start.position, Position::start());
    EXPECT_EQ(start.black_discs, 2);
    EXPECT_EQ(start.white_discs, 2);
    EXPECT_EQ(start.last_move, NO_SQUARE);
    EXPECT_FALSE(start.passed);
    EXPECT_EQ(view_at(moves, -5).moves_played, 0);

    for (int n = 1; n <= int(moves.size()); ++n) {
        ViewPoint v = view_at(moves, n);
        EXPECT_EQ(v.moves_played, n);
        EXPECT_EQ(v.last_move, moves[size_t(n - 1)]);
        EXPECT_EQ(v.black_discs + v.white_discs, n + 4);
        std::vector<int> head(moves.begin(), moves.begin() + n);
        EXPECT_EQ(v.position, *play_transcript(transcript_string(head), Position::start()));
        EXPECT_EQ(v.passed, n == 10) << n;
    }
    ViewPoint last = view_at(moves, 99);
    EXPECT_EQ(last.moves_played, 10);
    EXPECT_EQ(last.position.to_move, Color::White);

    ViewPoint end = view_at(moves_of(SHORT_GAME), 9);
    EXPECT_TRUE(end.game_over);
    EXPECT_FALSE(end.passed);
    EXPECT_EQ(end.black_discs, 13);
    EXPECT_EQ(end.white_discs, 0);
}

TEST(GameRecord, ReplayChecksTheWrittenColour) {
    Replay r;
    EXPECT_TRUE(r.play(parse_square("f5"), Color::Black));
    EXPECT_FALSE(r.play(parse_square("f4"), Color::Black));
    EXPECT_EQ(r.error(), (RecordError{RecordFault::WrongTurn, 2, "f4", Color::White}));
    EXPECT_EQ(describe(r.error()), "move 2, f4: it is White's turn");
    Replay p;
    EXPECT_FALSE(p.pass(Color::White));
    EXPECT_EQ(describe(p.error()), "move 1, pass: it is Black's turn");
}

// --- GGF ---------------------------------------------------------------------------------

namespace {

constexpr const char* START_BO =
    "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]";

RecordError ggf_error(const std::string& text) {
    auto r = read_ggf(text);
    EXPECT_FALSE(r) << text;
    return r.error;
}

}  // namespace

TEST(GameGgf, ReadsARecord) {
    auto g = read_ggf(std::string("(;GM[Othello]PC[GGS/os]DT[2003.07.11_12:12:12.CET]PB[alice]"
                                  "PW[bob]RB[1800.00]RW[1700.00]TI[05:00//02:00]TY[8]RE[+12.000]") +
                      START_BO + "B[F5//1.23]W[D6]B[c3/0.50/2.1]W[d3]B[C4];)");
    ASSERT_TRUE(g) << describe(g.error);
    EXPECT_EQ(g->moves, moves_of("f5d6c3d3c4"));
    EXPECT_EQ(g->place, "GGS/os");
    EXPECT_EQ(g->black, "alice");
    EXPECT_EQ(g->white, "bob");
    EXPECT_EQ(g->date_ms, 1057925532000);
    EXPECT_EQ(g->result, 12);
    EXPECT_EQ(g->start, Position::start());
}

TEST(GameGgf, PropertiesInAnyOrderAndCase) {
    // Moves before the board, names last, lower-case squares and tags, the board in one word,
    // spaces and line ends between properties, a result with a flag.
    auto g = read_ggf(
        "  (;\n b[f5] w[d6] B[c3]\nBO[8 "
        "---------------------------O*------*O--------------------------- *] "
        "RE[-3.5:r] PW[b]PB[a] GM[othello] ;)");
    ASSERT_TRUE(g) << describe(g.error);
    EXPECT_EQ(g->moves, moves_of("f5d6c3"));
    EXPECT_EQ(g->black, "a");
    EXPECT_EQ(g->result, -4);
    EXPECT_EQ(g->date_ms, 0);
    // No board at all: the standard start.
    auto bare = read_ggf("(;B[F5]W[F6];)");
    ASSERT_TRUE(bare);
    EXPECT_EQ(bare->moves, moves_of("f5f6"));
    EXPECT_FALSE(bare->result);
}

TEST(GameGgf, PassesWrittenOrNot) {
    std::vector<int> moves = moves_of(BLACK_PASSES);
    Position pos = *play_transcript(BLACK_PASSES, Position::start());
    moves.push_back(lowest_square(pos.board.moves()));
    GgfGame g;
    g.moves = moves;
    std::string text = write_ggf(g);
    ASSERT_NE(text.find("W[A3]B[PA]W["), std::string::npos) << text;
    auto back = read_ggf(text);
    ASSERT_TRUE(back) << describe(back.error);
    EXPECT_EQ(back->moves, moves);
    std::string without = text;
    without.erase(without.find("B[PA]"), 5);
    back = read_ggf(without);
    ASSERT_TRUE(back) << describe(back.error);
    EXPECT_EQ(back->moves, moves);
    std::string twice = text;
    twice.insert(twice.find("B[PA]"), "B[pa]");
    EXPECT_EQ(describe(ggf_error(twice)), "move 12, pass: it is White's turn");
}

TEST(GameGgf, WritesOneLineThatReadsBack) {
    for (std::uint32_t seed = 1; seed <= 100; ++seed) {
        GgfGame g;
        g.moves = random_game(seed, int(seed % 61));
        g.place = "Reversi";
        g.black = seed % 2 ? "You" : "Level 5";
        g.white = "Name with ] and \\ inside";
        g.date_ms = std::int64_t(seed) * 86400000 * 97;
        if (seed % 3) g.result = int(seed % 65) - 32;
        std::string text = write_ggf(g);
        EXPECT_EQ(text.find('\n'), std::string::npos);
        EXPECT_EQ(text.rfind("(;GM[Othello]PC[Reversi]", 0), 0u) << text;
        EXPECT_EQ(text.substr(text.size() - 2), ";)");
        auto back = read_ggf(text);
        ASSERT_TRUE(back) << text << ": " << describe(back.error);
        EXPECT_EQ(*back, g) << text;
    }
    GgfGame plain;
    plain.white = "two\nlines";
    EXPECT_EQ(write_ggf(plain),
              std::string("(;GM[Othello]PC[]PB[]PW[two lines]TY[8]RE[?]") + START_BO + ";)");
}

TEST(GameGgf, BadRecordsAreNamed) {
    struct Case {
        std::string text;
        RecordError error;
        const char* sentence;
    };
    const Case cases[] = {
        {"f5d6c3",
         {RecordFault::NotGgf, 0, "", Color::Black},
         "not a GGF game record: it has no \"(;\""},
        {"(;GM[Othello]PB[abc",
         {RecordFault::CutOff, 0, "PB", Color::Black},
         "the GGF record is cut off inside PB[...]"},
        {"(;GM[Othello]B[f5]",
         {RecordFault::CutOff, 0, "", Color::Black},
         "the GGF record is cut off before its end \";)\""},
        {"(;GM[Chess];)",
         {RecordFault::NotOthello, 0, "Chess", Color::Black},
         "the GGF record is not an Othello game (GM[Chess])"},
        {"(;GM[Othello]TY[8r20];)",
         {RecordFault::NotStandardGame, 0, "TY[8r20]", Color::Black},
         "the GGF record is not a standard 8x8 game (TY[8r20])"},
        {"(;GM[Othello]BO[10 ---];)",
         {RecordFault::NotStandardGame, 0, "BO[10 ...]", Color::Black},
         "the GGF record is not a standard 8x8 game (BO[10 ...])"},
        {"(;GM[Othello]BO[8 ---- *];)",
         {RecordFault::BadBoard, 0, "8 ---- *", Color::Black},
         "the GGF record's board BO[8 ---- *] is not a size, 64 squares and a side to move"},
        {"(;GM[Othello]BO[8 O*-" + std::string(61, '*') + " *];)",
         {RecordFault::OtherStart, 0, "", Color::Black},
         "the game starts from another position than the standard one"},
        {"(;GM[Othello]B[f5]W[f5];)",
         {RecordFault::Occupied, 2, "f5", Color::Black},
         "move 2, f5: the square is already taken"},
        {"(;GM[Othello]B[f5]B[d6];)",
         {RecordFault::WrongTurn, 2, "d6", Color::White},
         "move 2, d6: it is White's turn"},
        {"(;GM[Othello]B[z9//1.0];)",
         {RecordFault::NotASquare, 1, "z9", Color::Black},
         "move 1, \"z9\": not a square"},
        {"(;GM[Othello]B[f5]W[PA];)",
         {RecordFault::PassNotForced, 2, "pass", Color::White},
         "move 2, pass: White has a legal move"},
        {"(;GM[Othello]B[f5]W[a1];)",
         {RecordFault::NoFlip, 2, "a1", Color::Black},
         "move 2, a1: no disc would be flipped there"},
    };
    for (const Case& c : cases) {
        RecordError e = ggf_error(c.text);
        EXPECT_EQ(e, c.error) << c.text << ": " << describe(e);
        EXPECT_EQ(describe(e), c.sentence) << c.text;
    }
}

TEST(GameGgf, AnyStartForNBoard) {
    const std::string text = "(;GM[Othello]BO[8 O*-" + std::string(61, '*') + " *]W[C1];)";
    auto g = read_ggf(text, true);
    ASSERT_TRUE(g) << describe(g.error);
    EXPECT_EQ(g->start.to_move, Color::Black);
    EXPECT_EQ(g->moves, std::vector<int>{parse_square("c1")});
    EXPECT_TRUE(g->end.game_over());
    // Until a pass or a move is read, Black is to move without a move, as NBoard expects.
    const std::string board = "(;GM[Othello]BO[8 O*-" + std::string(61, '*') + " *]";
    auto waiting = read_ggf(board + ";)", true);
    ASSERT_TRUE(waiting);
    EXPECT_EQ(waiting->end.to_move, Color::Black);
    auto passed = read_ggf(board + "B[PA];)", true);
    ASSERT_TRUE(passed) << describe(passed.error);
    EXPECT_EQ(passed->end.to_move, Color::White);
    EXPECT_EQ(describe(read_ggf(board + "B[PA]B[PA];)", true).error),
              "move 2, pass: it is White's turn");
    // Black passes at once: written as the record's first move.
    GgfGame w = *g;
    EXPECT_NE(write_ggf(w).find("*]B[PA]W[C1];)"), std::string::npos) << write_ggf(w);
}

TEST(GameGgf, Dates) {
    EXPECT_EQ(ggf_date(0), "1970.01.01_00:00:00.UTC");
    EXPECT_EQ(ggf_date(1714731600999), "2024.05.03_10:20:00.UTC");
    EXPECT_EQ(ggf_date(1709251199000), "2024.02.29_23:59:59.UTC");
    EXPECT_EQ(ggf_date(-1000), "1969.12.31_23:59:59.UTC");
    EXPECT_EQ(parse_ggf_date("2024.05.03_10:20:00.UTC"), 1714731600000);
    EXPECT_EQ(parse_ggf_date(" 2024.02.29_23:59:59.GMT "), 1709251199000);
    EXPECT_EQ(parse_ggf_date("2024.05.03"), 1714694400000);
    EXPECT_EQ(parse_ggf_date("945277754"), 945277754000);
    EXPECT_EQ(parse_ggf_date("945277754.25"), 945277754000);
    for (const char* bad : {"", "yesterday", "2024.13.01", "2024.05.03_25:00:00", "2024-05-03",
                            "945277754x", "2024.05"}) {
        EXPECT_FALSE(parse_ggf_date(bad)) << bad;
    }
    for (std::int64_t s = -86400LL * 400; s < 86400LL * 365 * 300; s += 86400LL * 37 + 3607) {
        EXPECT_EQ(parse_ggf_date(ggf_date(s * 1000)), s * 1000) << ggf_date(s * 1000);
    }
}

TEST(GameGgf, ReadRecordTakesEither) {
    const std::vector<int> tiger = moves_of("f5d6c3d3c4");
    auto t = read_record("1. f5 d6 2. c3 d3 3. c4");
    ASSERT_TRUE(t);
    EXPECT_EQ(*t, tiger);
    auto g = read_record("(;GM[Othello]B[f5]W[d6]B[c3]W[d3]B[c4];)");
    ASSERT_TRUE(g);
    EXPECT_EQ(*g, tiger);
    auto bad = read_record("(;GM[Othello]B[f5]W[d6]B[c3]W[d3]B[a1];)");
    ASSERT_FALSE(bad);
    EXPECT_EQ(describe(bad.error), "move 5, a1: no disc would be flipped there");
}

// --- The match's record: redo, view, play from an earlier point --------------------------

namespace {

Match against_cpu(const char* transcript, std::int64_t& now) {
    Match m(Settings{}, now);
    m.set_seat(Color::White, SeatKind::Cpu, 3, now);
    play_all(m, transcript, now);
    return m;
}

}  // namespace

TEST(GameMatchRecord, RedoWalksForwardAgain) {
    std::int64_t now = 0;
    Match m(Settings{}, now);
    play_all(m, "f5d6c3d3c4", now);
    const Match played = m;
    EXPECT_FALSE(m.can_redo());
    ASSERT_TRUE(m.undo(++now));
    ASSERT_TRUE(m.undo(++now));
    EXPECT_EQ(transcript_string(m.move_squares()), "f5d6c3");
    EXPECT_TRUE(m.can_redo());
    EXPECT_EQ(m.redo_moves().size(), 2u);
    const std::uint64_t turn = m.turn();
    ASSERT_TRUE(m.redo(++now));
    EXPECT_NE(m.turn(), turn);
    EXPECT_EQ(transcript_string(m.move_squares()), "f5d6c3d3");
    ASSERT_TRUE(m.redo(++now));
    EXPECT_FALSE(m.can_redo());
    EXPECT_FALSE(m.redo(++now));
    EXPECT_EQ(m.moves(), played.moves());
    EXPECT_EQ(m.position(), played.position());
}

TEST(GameMatchRecord, RedoReplaysTheCpuReplies) {
    std::int64_t now = 0;
    Match m = against_cpu("f5d6c3d3c4f4", now);
    ASSERT_TRUE(m.undo(++now));  // takes back f4 (CPU) and c4
    EXPECT_EQ(transcript_string(m.move_squares()), "f5d6c3d3");
    ASSERT_TRUE(m.human_to_move());
    const auto stale = m.turn();
    ASSERT_TRUE(m.redo(++now));
    EXPECT_EQ(transcript_string(m.move_squares()), "f5d6c3d3c4f4");
    EXPECT_EQ(m.moves().back().source, MoveSource::Cpu);
    EXPECT_TRUE(m.human_to_move());
    EXPECT_FALSE(m.needs_cpu_move());
    // An answer the CPU worker computed before the redo is refused.
    EXPECT_FALSE(m.apply_cpu_move(lowest_square(m.position().board.moves()), stale, ++now));
}

TEST(GameMatchRecord, ANewMoveOrGameDropsTheRedoLine) {
    std::int64_t now = 0;
    Match m(Settings{}, now);
    play_all(m, "f5d6c3", now);
    m.undo(++now);
    ASSERT_TRUE(m.can_redo());
    ASSERT_EQ(m.play(parse_square("c3"), ++now), PlayStatus::Ok);  // even the same move
    EXPECT_FALSE(m.can_redo());
    m.undo(++now);
    ASSERT_TRUE(m.can_redo());
    ASSERT_TRUE(m.new_game(++now));
    EXPECT_FALSE(m.can_redo());
    EXPECT_TRUE(m.redo_moves().empty());
    // A CPU move drops it too: after undoing White's d6, White's seat is given to the CPU.
    play_all(m, "f5d6", now);
    ASSERT_TRUE(m.undo(++now));
    ASSERT_TRUE(m.set_seat(Color::White, SeatKind::Cpu, 3, ++now));
    ASSERT_TRUE(m.can_redo());
    auto req = m.cpu_request();
    ASSERT_TRUE(req);
    ASSERT_TRUE(m.apply_cpu_move(parse_square("f4"), req->turn, ++now));
    EXPECT_FALSE(m.can_redo());
}

TEST(GameMatchRecord, RedoFinishesTheGameAgain) {
    std::int64_t now = 0;
    Match m(Settings{}, now);
    play_all(m, SHORT_GAME, now);
    ASSERT_TRUE(m.game_over());
    ASSERT_EQ(m.series().wins_a, 1);
    ASSERT_TRUE(m.undo(++now));
    EXPECT_EQ(m.series().games(), 0);
    ASSERT_TRUE(m.redo(++now));
    EXPECT_TRUE(m.game_over());
    EXPECT_EQ(m.series().wins_a, 1);
    EXPECT_EQ(m.result(), (GameResult{Winner::Black, 13, 0}));
}

TEST(GameMatchRecord, RankedGamesKeepNoUndoOrRedo) {
    std::int64_t now = 0;
    Match m(Settings{}, now);
    m.set_seat(Color::White, SeatKind::Cpu, 3, now);
    ASSERT_TRUE(m.new_game(now, true));
    play_all(m, "f5d6c3d3", now);
    EXPECT_FALSE(m.can_undo());
    EXPECT_FALSE(m.can_redo());
    const Match before = m;
    EXPECT_EQ(m.play_from(2, parse_square("c5"), ++now), PlayStatus::Ranked);
    EXPECT_EQ(m, before);
    // At the live point it is an ordinary move.
    EXPECT_EQ(m.play_from(4, parse_square("c4"), ++now), PlayStatus::Ok);
}

TEST(GameMatchRecord, ViewingChangesNothing) {
    std::int64_t now = 0;
    Match m = against_cpu(BLACK_PASSES, now);
    const std::string saved = m.save(now);
    for (int n = 0; n <= int(m.moves().size()); ++n) {
        ViewPoint v = m.view(n);
        ViewPoint w = view_at(moves_of(BLACK_PASSES), n);
        EXPECT_EQ(v.position, w.position);
        EXPECT_EQ(v.black_discs, w.black_discs);
        EXPECT_EQ(v.passed, w.passed);
    }
    EXPECT_TRUE(m.view(10).passed);
    EXPECT_EQ(m.view(10).position, m.position());
    EXPECT_EQ(m.save(now), saved);
}

TEST(GameMatchRecord, PlayFromAnEarlierPoint) {
    std::int64_t now = 0;
    Match m(Settings{}, now);
    play_all(m, BLACK_PASSES, now);
    ASSERT_EQ(m.events().size(), 1u);
    const Match before = m;
    // Refused, changing nothing: outside the game, an illegal square.
    EXPECT_EQ(m.play_from(-1, parse_square("f5"), ++now), PlayStatus::Illegal);
    EXPECT_EQ(m.play_from(11, parse_square("f5"), ++now), PlayStatus::Illegal);
    EXPECT_EQ(m.play_from(2, parse_square("a1"), ++now), PlayStatus::Illegal);
    EXPECT_EQ(m.play_from(2, 64, ++now), PlayStatus::Illegal);
    EXPECT_EQ(m, before);
    // After c4 c3, Black plays d3 instead of e6: a new line; the pass event went with its move.
    ASSERT_EQ(m.play_from(2, parse_square("d3"), ++now), PlayStatus::Ok);
    EXPECT_EQ(transcript_string(m.move_squares()), "c4c3d3");
    EXPECT_TRUE(m.events().empty());
    EXPECT_FALSE(m.can_redo());
    EXPECT_EQ(m.to_move(), Color::White);
    // From the very start.
    ASSERT_EQ(m.play_from(0, parse_square("e6"), ++now), PlayStatus::Ok);
    EXPECT_EQ(transcript_string(m.move_squares()), "e6");
}

TEST(GameMatchRecord, PlayFromAFinishedGame) {
    std::int64_t now = 0;
    Match m(Settings{}, now);
    play_all(m, SHORT_GAME, now);
    ASSERT_EQ(m.series().games(), 1);
    ASSERT_EQ(m.play_from(8, parse_square("f4"), ++now), PlayStatus::Ok);  // the same end
    EXPECT_EQ(m.series().games(), 1);
    ASSERT_EQ(m.play_from(7, parse_square("c5"), ++now), PlayStatus::Ok);
    EXPECT_FALSE(m.game_over());
    EXPECT_EQ(m.series().games(), 0);
}

TEST(GameMatchRecord, PlayFromWhereTheCpuWasToMove) {
    std::int64_t now = 0;
    Match m = against_cpu("f5d6c3d3", now);
    const Match before = m;
    // After f5, White (the CPU) was to move: not a human's click.
    EXPECT_EQ(m.play_from(1, parse_square("f4"), ++now), PlayStatus::NotYourTurn);
    EXPECT_EQ(m, before);
    ASSERT_EQ(m.play_from(2, parse_square("c5"), ++now), PlayStatus::Ok);
    EXPECT_TRUE(m.needs_cpu_move());
}
