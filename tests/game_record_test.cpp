// The record of a game: the numbered move list with its passes, the transcript reader (cases,
// spaces, move numbers, commas, pass tokens) and its faults, and the view of any point.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "game/record.h"

using namespace reversi;
using namespace reversi::game;

namespace {

std::vector<int> moves_of(const char* transcript) {
    auto m = parse_transcript(transcript, Position::start());
    EXPECT_TRUE(m) << m.error;
    return m ? *m.value : std::vector<int>{};
}

// Ten moves after which Black has no move and must pass.
constexpr const char* BLACK_PASSES = "c4c3e6d6c6b4a4a5c2a3";
// A whole game in nine moves: Black wipes White out.
constexpr const char* SHORT_GAME = "d3c3b3d2e1d6d7e3f4";

// A random legal game from the start, `length` moves at most.
std::vector<int> random_game(std::uint32_t seed, int length = 60) {
    std::vector<int> moves;
    Position pos = Position::start();
    while (!pos.game_over() && int(moves.size()) < length) {
        Bitboard legal = pos.board.moves();
        seed = seed * 1664525u + 1013904223u;
        for (std::uint32_t k = (seed >> 8) % std::uint32_t(popcount(legal)); k > 0; --k) {
            legal &= legal - 1;
        }
        moves.push_back(lowest_square(legal));
        pos.play(moves.back());
    }
    return moves;
}

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
