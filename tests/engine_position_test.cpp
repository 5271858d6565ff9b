// Notation: squares, OBF and transcripts, including every kind of malformed input.
#include <gtest/gtest.h>

#include <string>

#include "engine/position.h"

namespace reversi {
namespace {

const std::string START = "---------------------------OX------XO--------------------------- X";

TEST(Squares, NamesRoundTrip) {
    EXPECT_EQ(square_name(0), "a1");
    EXPECT_EQ(square_name(7), "h1");
    EXPECT_EQ(square_name(56), "a8");
    EXPECT_EQ(square_name(63), "h8");
    for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(parse_square(square_name(sq)), sq);
    EXPECT_EQ(parse_square("F5"), parse_square("f5"));
}

TEST(Squares, MalformedAreRejected) {
    for (const char* bad : {"", "a", "a0", "a9", "i1", "11", "aa", "a10", " a1", "@1", "é1"})
        EXPECT_EQ(parse_square(bad), NO_SQUARE) << bad;
}

TEST(Obf, StartRoundTrip) {
    const auto p = parse_obf(START);
    ASSERT_TRUE(p) << p.error;
    EXPECT_EQ(*p, Position::start());
    EXPECT_EQ(to_obf(*p), START);
}

TEST(Obf, AcceptsCommentsAnnotationsAndVariants) {
    const auto annotated = parse_obf(START + "; F5:+0; D3:+0;");
    ASSERT_TRUE(annotated) << annotated.error;
    EXPECT_EQ(*annotated, Position::start());
    const auto lower =
        parse_obf("...........................ox......xo........................... x\n");
    ASSERT_TRUE(lower) << lower.error;
    EXPECT_EQ(*lower, Position::start());
    const auto white = parse_obf(START.substr(0, 64) + " O");
    ASSERT_TRUE(white);
    EXPECT_EQ(white->to_move, Color::White);
    EXPECT_EQ(white->black(), Position::start().black());
}

TEST(Obf, MalformedAreRejectedWithWhatAndWhere) {
    struct Case {
        std::string text;
        std::string message_part;
    };
    const Case cases[] = {
        {"", "empty"},
        {START.substr(0, 63) + " X", "63 squares, expected 64"},
        {START.substr(0, 64) + "- X", "more than 64 squares"},
        {START.substr(0, 64), "side to move is missing"},
        {START.substr(0, 64) + " Q", "unknown side to move 'Q'"},
        {START.substr(0, 64) + " XO", "unknown side to move 'XO'"},
        {START.substr(0, 10) + "Z" + START.substr(11),
         "unexpected 'Z' at character 11 (square c2)"},
        {START.substr(0, 5) + "\x01" + START.substr(6), "byte 0x01"},
    };
    for (const auto& c : cases) {
        const auto r = parse_obf(c.text);
        EXPECT_FALSE(r) << c.text;
        EXPECT_NE(r.error.find(c.message_part), std::string::npos)
            << "got: " << r.error << " for: " << c.text;
    }
}

TEST(Transcript, PlaysWithAnyCaseAndSpaces) {
    const auto a = play_transcript("f5d6c3d3c4", Position::start());
    const auto b = play_transcript("F5 D6 c3 D3 c4", Position::start());
    ASSERT_TRUE(a) << a.error;
    ASSERT_TRUE(b) << b.error;
    EXPECT_EQ(*a, *b);
    EXPECT_EQ(to_obf(*a), "------------------XO------XXX------OXX-----O-------------------- O");
    const auto moves = parse_transcript("F5D6", Position::start());
    ASSERT_TRUE(moves);
    EXPECT_EQ(transcript_string(*moves), "f5d6");
}

TEST(Transcript, IllegalMovesSayWhatAndWhere) {
    const auto flips_nothing = play_transcript("f5d6c3d3a1", Position::start());
    EXPECT_FALSE(flips_nothing);
    EXPECT_EQ(flips_nothing.error, "illegal move a1 at move 5: it flips nothing");
    const auto occupied = play_transcript("f5d4", Position::start());
    EXPECT_EQ(occupied.error, "illegal move d4 at move 2: the square is occupied");
    const auto after_end = play_transcript("e6f4e3f6g5d6e7f5c5a1", Position::start());
    EXPECT_EQ(after_end.error, "illegal move a1 at move 10: the game is already over");
}

TEST(Transcript, MalformedSquaresAreRejected) {
    const auto bad = play_transcript("f5z9", Position::start());
    EXPECT_EQ(bad.error, "malformed square 'z9' at move 2 (character 3)");
    const auto cut = play_transcript("f5d", Position::start());
    EXPECT_EQ(cut.error, "malformed square 'd' at move 2 (character 3)");
    const auto pass_word = play_transcript("f5 pass", Position::start());
    EXPECT_FALSE(pass_word);
}

TEST(Transcript, FromAPositionWithForcedPass) {
    // White to move has no move; black has c1: the pass is implicit.
    const auto from =
        parse_obf("XO-------------------------------------------------------------- O");
    ASSERT_TRUE(from);
    const auto after = play_transcript("c1", *from);
    ASSERT_TRUE(after) << after.error;
    EXPECT_TRUE(after->game_over());
    EXPECT_EQ(popcount(after->black()), 3);
}

TEST(Moves, NamesAscending) {
    const auto names = move_names(Position::start().board.moves());
    EXPECT_EQ(names, (std::vector<std::string>{"d3", "c4", "f5", "e6"}));
}

}  // namespace
}  // namespace reversi
