// Opening names: the compiled-in catalogue, the longest line that the moves begin with, the name
// kept out of the book, and the same name for the four symmetric images of every line.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "game/openings.h"
#include "game_helpers.h"

using namespace reversi;
using namespace reversi::game;
using reversi::test::moves_of;

namespace {

std::vector<int> mapped(const std::vector<int>& moves, Symmetry s) {
    std::vector<int> out;
    for (int sq : moves) out.push_back(transform(sq, s));
    return out;
}

Position mapped(const Position& p, Symmetry s) {
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (p.black() & square_bit(sq)) black |= square_bit(transform(sq, s));
        if (p.white() & square_bit(sq)) white |= square_bit(transform(sq, s));
    }
    return Position::from_colors(black, white, p.to_move);
}

std::string name_of(const std::string& transcript) {
    auto o = find_opening(moves_of(transcript));
    return o ? o->name : "";
}

}  // namespace

TEST(GameOpenings, TheCatalogueIsCompiledIn) {
    ASSERT_EQ(OPENING_LINE_COUNT, 77u);  // Gatliff's 77 named openings
    std::set<std::string> lines;
    for (size_t i = 0; i < OPENING_LINE_COUNT; ++i) {
        const OpeningLine& l = OPENING_LINES[i];
        EXPECT_TRUE(lines.insert(l.moves).second) << "twice: " << l.moves;
        EXPECT_GT(std::strlen(l.name), 0u);
        EXPECT_EQ(std::string(l.moves).substr(0, 2), "f5") << l.moves;
        EXPECT_TRUE(play_transcript(l.moves, Position::start())) << l.moves;
    }
    EXPECT_EQ(std::string(OPENING_LINES[0].moves), "f5f6");
    EXPECT_EQ(std::string(OPENING_LINES[0].name), "Diagonal Opening");
}

TEST(GameOpenings, SymmetriesKeepTheStart) {
    const char* images[] = {"f5", "c4", "e6", "d3"};
    for (size_t i = 0; i < 4; ++i) {
        Symmetry s = SYMMETRIES[i];
        EXPECT_EQ(mapped(Position::start(), s), Position::start());
        EXPECT_EQ(square_name(transform(parse_square("f5"), s)), images[i]);
        EXPECT_EQ(symmetry_to_f5(parse_square(images[i])), s);
        for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(transform(transform(sq, s), s), sq);
    }
    EXPECT_FALSE(symmetry_to_f5(parse_square("a1")));
    EXPECT_FALSE(symmetry_to_f5(parse_square("f4")));
}

TEST(GameOpenings, TheLongestLineNamesTheGame) {
    auto tiger = find_opening(moves_of("f5d6c3d3c4"));
    ASSERT_TRUE(tiger);
    EXPECT_EQ(tiger->name, "Tiger");
    EXPECT_EQ(transcript_string(tiger->line), "f5d6c3d3c4");
    EXPECT_EQ(name_of("f5d6c3d3c4f4f6g5e3f3g4h3g3f2"), "No-Kung (Continuation)");
    EXPECT_EQ(name_of("f5d6c3d3c4f4f6g5e3f3g4h3g3"), "No-Kung");
    EXPECT_EQ(name_of("f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3"), "Mainline Tiger");
    EXPECT_EQ(name_of("f5d6c3"), "Perpendicular Opening");
    EXPECT_EQ(name_of("f5f4"), "Parallel Opening");
    // Every reply to the first move is named, so every game of two moves or more has a name.
    EXPECT_EQ(name_of("f5f6e6d6"), "Diagonal Opening");
}

TEST(GameOpenings, TheNameStaysOutOfTheBook) {
    std::vector<int> moves = moves_of("f5d6c3d3c4f4e6");
    Position pos = *play_transcript("f5d6c3d3c4f4e6", Position::start());
    while (!pos.game_over()) {
        moves.push_back(lowest_square(pos.board.moves()));
        pos.play(moves.back());
        auto o = find_opening(moves);
        ASSERT_TRUE(o);
        EXPECT_EQ(o->name, "Leader's Tiger");
        EXPECT_EQ(transcript_string(o->line), "f5d6c3d3c4f4e6");
    }
}

TEST(GameOpenings, NoNameBeforeTheBook) {
    EXPECT_FALSE(find_opening({}));
    EXPECT_FALSE(find_opening(moves_of("f5")));
    EXPECT_FALSE(find_opening(moves_of("d3")));
}

TEST(GameOpenings, EveryLineUnderAllFourSymmetries) {
    for (size_t i = 0; i < OPENING_LINE_COUNT; ++i) {
        const std::vector<int> line = moves_of(OPENING_LINES[i].moves);
        for (Symmetry s : SYMMETRIES) {
            const std::vector<int> image = mapped(line, s);
            ASSERT_TRUE(play_transcript(transcript_string(image), Position::start()));
            auto o = find_opening(image);
            ASSERT_TRUE(o) << transcript_string(image);
            EXPECT_EQ(o->name, OPENING_LINES[i].name) << transcript_string(image);
            EXPECT_EQ(o->line, image);
        }
    }
    auto d3 = find_opening(moves_of("d3c5f6f5e6"));
    ASSERT_TRUE(d3);
    EXPECT_EQ(d3->name, "Tiger");
    EXPECT_EQ(transcript_string(d3->line), "d3c5f6f5e6");
    EXPECT_EQ(name_of("c4e3f6e6f5"), "Tiger");
    EXPECT_EQ(name_of("e6f4c3c4d3"), "Tiger");
}
