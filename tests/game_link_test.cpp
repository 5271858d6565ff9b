// A game as a link (game/link.h): the fragment the share button writes and the page reads back,
// its faults, the match started from a linked line ("play on from here"), and correspondence
// games played by sending links.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/correspondence.h"
#include "game/link.h"
#include "game/match.h"
#include "game_helpers.h"

using namespace reversi;
using namespace reversi::game;
using namespace reversi::test;

TEST(GameLink, FragmentWithoutMovesIsNotAGame) {
    EXPECT_FALSE(read_game_link(""));
    EXPECT_FALSE(read_game_link("#"));
    EXPECT_FALSE(read_game_link("#section-2"));
    EXPECT_FALSE(read_game_link("#at=3&play=1"));
}

TEST(GameLink, ReadsMovesPointAndPlay) {
    auto link = read_game_link("#moves=f5d6c3d3c4&at=3");
    ASSERT_TRUE(link);
    ASSERT_TRUE(*link);
    EXPECT_EQ((*link)->moves, moves_of("f5d6c3d3c4"));
    EXPECT_EQ((*link)->at, 3);
    EXPECT_FALSE((*link)->play);

    auto corr = read_game_link("moves=F5D6&play=1&later=x");
    ASSERT_TRUE(corr && *corr);
    EXPECT_EQ((*corr)->moves, moves_of("f5d6"));
    EXPECT_EQ((*corr)->at, std::nullopt);
    EXPECT_TRUE((*corr)->play);
}

TEST(GameLink, EscapesSpacesAndNumbersAreRead) {
    auto link = read_game_link("#moves=1.%20f5%20d6+2.+c3");
    ASSERT_TRUE(link && *link);
    EXPECT_EQ((*link)->moves, moves_of("f5d6c3"));
}

TEST(GameLink, PointPastTheEndOrUnreadableShowsTheEnd) {
    for (const char* fragment : {"#moves=f5d6&at=2", "#moves=f5d6&at=99", "#moves=f5d6&at=-1",
                                 "#moves=f5d6&at=x", "#moves=f5d6&at="}) {
        auto link = read_game_link(fragment);
        ASSERT_TRUE(link && *link) << fragment;
        EXPECT_EQ((*link)->at, std::nullopt) << fragment;
    }
    auto start = read_game_link("#moves=f5d6&at=0");
    ASSERT_TRUE(start && *start);
    EXPECT_EQ((*start)->at, 0);
}

TEST(GameLink, BadMoveIsNamed) {
    auto link = read_game_link("#moves=f5d6c3a1");
    ASSERT_TRUE(link);
    ASSERT_FALSE(*link);
    EXPECT_EQ(link->error.fault, RecordFault::NoFlip);
    EXPECT_EQ(link->error.move, 4);
    EXPECT_EQ(link->error.token, "a1");
    EXPECT_EQ(describe(link->error), "move 4, a1: no disc would be flipped there");
}

TEST(GameLink, FragmentRoundTrips) {
    GameLink link{moves_of("f5d6c3d3c4"), 2, false};
    EXPECT_EQ(game_link_fragment(link), "#moves=f5d6c3d3c4&at=2");
    auto back = read_game_link(game_link_fragment(link));
    ASSERT_TRUE(back && *back);
    EXPECT_EQ(**back, link);

    GameLink corr{moves_of("f5"), std::nullopt, true};
    EXPECT_EQ(game_link_fragment(corr), "#moves=f5&play=1");
    // A point at the end is the end: not written.
    EXPECT_EQ(game_link_fragment(GameLink{moves_of("f5d6"), 2, false}), "#moves=f5d6");
    EXPECT_EQ(game_link_fragment(GameLink{}), "#moves=");
}

TEST(GameLink, MatchPlaysOnFromALine) {
    Match m;
    m.play(parse_square("f5"), 0);
    ASSERT_TRUE(m.new_game_from(moves_of("f5d6c3"), 10));
    EXPECT_EQ(m.move_squares(), moves_of("f5d6c3"));
    EXPECT_EQ(m.to_move(), Color::White);
    EXPECT_FALSE(m.ranked());
    EXPECT_FALSE(m.game_over());
    EXPECT_FALSE(m.can_redo());
    // The line's moves are a human's: undo takes them back.
    EXPECT_TRUE(m.can_undo());
    // A line with a pass in it: the pass is recorded, and the match saves and loads.
    ASSERT_TRUE(m.new_game_from(moves_of(BLACK_PASSES), 20));
    EXPECT_EQ(m.to_move(), Color::White);
    ASSERT_EQ(m.events().size(), 1u);
    EXPECT_EQ(m.events()[0].kind, EventKind::Pass);
    auto loaded = Match::load(m.save(30));
    ASSERT_TRUE(loaded) << loaded.error;
    EXPECT_EQ(loaded->move_squares(), m.move_squares());
}

TEST(GameLink, MatchRefusesABadOrFinishedLine) {
    Match m;
    m.play(parse_square("f5"), 0);
    EXPECT_FALSE(m.new_game_from({parse_square("a1")}, 1));
    EXPECT_FALSE(m.new_game_from(moves_of(SHORT_GAME), 1));
    EXPECT_EQ(m.move_squares(), moves_of("f5"));  // nothing changed
}

TEST(GameCorrespondence, ReceiverPlaysTheSideToMoveOnce) {
    auto c = Correspondence::received(moves_of("f5"), std::nullopt);
    EXPECT_EQ(c.mine(), Color::White);
    EXPECT_TRUE(c.can_move());
    EXPECT_FALSE(c.play(parse_square("a1")));  // illegal
    EXPECT_TRUE(c.play(parse_square("d6")));
    EXPECT_FALSE(c.can_move());  // Black's turn: the friend's
    EXPECT_FALSE(c.play(parse_square("c3")));
    EXPECT_EQ(c.moves(), moves_of("f5d6"));
    EXPECT_EQ(c.own_moves(), 1);
    EXPECT_TRUE(c.undo());
    EXPECT_FALSE(c.undo());  // the friend's move is not ours to take back
    EXPECT_EQ(c.moves(), moves_of("f5"));
}

TEST(GameCorrespondence, SenderWaitsThenPlaysTheReply) {
    auto sent = Correspondence::sent(moves_of("f5"), Color::Black);
    EXPECT_FALSE(sent.can_move());
    EXPECT_FALSE(sent.undo());
    // The reply arrives as a link: the sender plays Black again.
    auto reply = Correspondence::received(moves_of("f5d6"), sent);
    EXPECT_EQ(reply.mine(), Color::Black);
    EXPECT_TRUE(reply.can_move());
    EXPECT_TRUE(reply.play(parse_square("c3")));
    // The same reply opened again keeps the move made since.
    auto again = Correspondence::received(moves_of("f5d6"), reply);
    EXPECT_EQ(again.moves(), moves_of("f5d6c3"));
}

TEST(GameCorrespondence, ForcedPassKeepsTheTurn) {
    // After these ten moves Black must pass: White, to move, plays twice in a row.
    auto c = Correspondence::received(moves_of("c4c3e6d6c6b4a4a5c2"), std::nullopt);
    ASSERT_EQ(c.mine(), Color::White);
    ASSERT_TRUE(c.play(parse_square("a3")));
    EXPECT_TRUE(c.can_move());  // Black passed
}

TEST(GameCorrespondence, SavesAndLoads) {
    auto c = Correspondence::received(moves_of("f5d6c3"), std::nullopt);
    c.play(c.position().board.moves() ? lowest_square(c.position().board.moves()) : 0);
    auto back = Correspondence::load(c.save());
    ASSERT_TRUE(back);
    EXPECT_EQ(*back, c);
    EXPECT_EQ(Correspondence::load(Correspondence::sent({}, Color::White).save()),
              Correspondence::sent({}, Color::White));
    for (const char* bad : {"", "reversi-correspondence 2 X 0 f5", "reversi-correspondence 1 Z 0",
                            "reversi-correspondence 1 X 3 f5", "reversi-correspondence 1 X 0 a1"})
        EXPECT_FALSE(Correspondence::load(bad)) << bad;
}
