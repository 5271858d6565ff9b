// The rules of the seed page, one test each, then properties over many random games and perft.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <unordered_map>

#include "engine/board.h"
#include "engine/position.h"

namespace reversi {
namespace {

// Builds a position from a picture: rows 1..8 top to bottom, X black, O white, - empty.
Position picture(const std::string& rows, Color to_move) {
    std::string obf;
    for (const char c : rows)
        if (c == 'X' || c == 'O' || c == '-') obf += c;
    obf += to_move == Color::Black ? " X" : " O";
    const auto parsed = parse_obf(obf);
    EXPECT_TRUE(parsed) << parsed.error;
    return *parsed;
}

Bitboard squares(std::initializer_list<const char*> names) {
    Bitboard b = 0;
    for (const char* n : names) b |= square_bit(parse_square(n));
    return b;
}

TEST(Rules, StartPosition) {
    const Position p = Position::start();
    EXPECT_EQ(to_obf(p), "---------------------------OX------XO--------------------------- X");
    EXPECT_EQ(p.white(), squares({"d4", "e5"}));
    EXPECT_EQ(p.black(), squares({"d5", "e4"}));
    EXPECT_EQ(p.to_move, Color::Black);
}

TEST(Rules, BlackMovesFirstWithFourMoves) {
    EXPECT_EQ(Position::start().board.moves(), squares({"d3", "c4", "f5", "e6"}));
}

TEST(Rules, MoveMustOutflank) {
    const Position p = Position::start();
    EXPECT_FALSE(p.board.is_legal(parse_square("a1")));  // touches nothing
    EXPECT_FALSE(p.board.is_legal(parse_square("c3")));  // diagonal to own disc only
    EXPECT_FALSE(p.board.is_legal(parse_square("d4")));  // occupied
    EXPECT_EQ(p.board.flips(parse_square("c5")), 0u);    // adjacent to white, no black behind
}

TEST(Rules, BlankSquareStopsALine) {
    const Position p = picture(
        "X-OO-X--"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------",
        Color::Black);
    // From e1 westwards: d1 c1 are white, then b1 is empty: nothing is outflanked that way.
    EXPECT_EQ(p.board.flips(parse_square("e1")), 0u);
    // From b1 eastwards c1 d1 are white, then e1 is empty: no flip either.
    EXPECT_EQ(p.board.flips(parse_square("b1")), 0u);
}

TEST(Rules, SeveralDirectionsFlipTogether) {
    const Position p = picture(
        "X---X---"
        "-O--O---"
        "--O-O---"
        "---OO-OX"
        "XOOO-O--"
        "----O---"
        "----O---"
        "----X---",
        Color::Black);
    const int e5 = parse_square("e5");
    // North (e4 e3 e2 to e1), south (e6 e7 to e8), west (d5 c5 b5 to a5), NW (d4 c3 b2 to a1).
    EXPECT_EQ(p.board.flips(e5),
              squares({"e4", "e3", "e2", "e6", "e7", "b5", "c5", "d5", "d4", "c3", "b2"}));
    // East: f5 is white but g5 is empty, so it stays; NE: f4 empty.
    Position after = p;
    ASSERT_TRUE(after.play(e5));
    EXPECT_TRUE(after.white() & squares({"f5"}));
    EXPECT_EQ(popcount(after.black()), popcount(p.black()) + 12);
}

TEST(Rules, FreshFlipsDoNotFlipOthers) {
    // Black plays a1: b1 flips (c1 is black). After that, b1 would outflank b2 with b3 black,
    // but only lines from the placed disc count, so b2 stays white.
    const Position p = picture(
        "-OX-----"
        "-O------"
        "-X------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------",
        Color::Black);
    Position after = p;
    ASSERT_TRUE(after.play(parse_square("a1")));
    EXPECT_TRUE(after.black() & squares({"b1"}));
    EXPECT_TRUE(after.white() & squares({"b2"}));
}

TEST(Rules, PassOnlyWithoutAMove) {
    // White has no move; black has one (it is black's turn after white's forced pass).
    const Position p = picture(
        "XO------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------",
        Color::White);
    EXPECT_FALSE(p.board.has_move());
    EXPECT_FALSE(p.game_over());
    Position q = p;
    EXPECT_TRUE(q.pass_if_forced());
    EXPECT_EQ(q.to_move, Color::Black);
    // A side that has a move never passes.
    Position s = Position::start();
    EXPECT_FALSE(s.pass_if_forced());
    EXPECT_EQ(s.to_move, Color::Black);
}

TEST(Rules, PlayStopsWhenNeitherSideCanMove) {
    // Black plays c1, flipping b1; white keeps h1 but neither side can move any more.
    const Position p = picture(
        "XO-----O"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------",
        Color::Black);
    Position q = p;
    ASSERT_TRUE(q.play(parse_square("c1")));
    EXPECT_TRUE(q.game_over());
    EXPECT_FALSE(q.play(parse_square("d1")));  // nothing is legal after the end
}

TEST(Rules, GameEndsWithEmptiesWhenNeitherCanMove) {
    // The shortest games end with empties: a 9-move wipe-out.
    const auto wipe = play_transcript("e6f4e3f6g5d6e7f5c5", Position::start());
    ASSERT_TRUE(wipe) << wipe.error;
    EXPECT_TRUE(wipe->game_over());
    EXPECT_EQ(popcount(wipe->white()), 0);
    EXPECT_GT(wipe->board.empty_count(), 0);
    EXPECT_EQ(wipe->board.final_score() * (wipe->to_move == Color::Black ? 1 : -1), 64);
}

TEST(Rules, DrawWhenCountsAreEqual) {
    std::string rows(64, 'X');
    for (int i = 32; i < 64; ++i) rows[i] = 'O';
    const Position p = picture(rows, Color::Black);
    EXPECT_TRUE(p.game_over());
    EXPECT_EQ(p.board.final_score(), 0);
    EXPECT_EQ(p.board.disc_difference(), 0);
}

TEST(Rules, FinalScoreGivesEmptiesToTheWinner) {
    const Position p = picture(
        "XXX-----"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "--------"
        "-------O",
        Color::White);
    ASSERT_TRUE(p.game_over());
    EXPECT_EQ(p.board.final_score(), -(3 - 1 + 60));
    EXPECT_EQ(p.board.disc_difference(), -2);
}

// A random legal game, with a seeded generator so failures reproduce.
std::vector<Position> random_game(std::mt19937_64& rng) {
    std::vector<Position> game{Position::start()};
    while (!game.back().game_over()) {
        Position p = game.back();
        Bitboard m = p.board.moves();
        const int n = popcount(m);
        for (int k = static_cast<int>(rng() % static_cast<unsigned>(n)); k > 0; --k) m &= m - 1;
        EXPECT_TRUE(p.play(lowest_square(m)));
        game.push_back(p);
    }
    return game;
}

TEST(Properties, RandomGames) {
    std::mt19937_64 rng(20261202);
    const Bitboard corners = squares({"a1", "h1", "a8", "h8"});
    int passes = 0;
    for (int g = 0; g < 2000; ++g) {
        const auto game = random_game(rng);
        for (std::size_t i = 1; i < game.size(); ++i) {
            const Position& before = game[i - 1];
            const Position& after = game[i];
            const Bitboard mover_before =
                before.to_move == Color::Black ? before.black() : before.white();
            const Bitboard mover_after =
                before.to_move == Color::Black ? after.black() : after.white();
            const Bitboard placed = before.board.empties() & ~after.board.empties();
            ASSERT_EQ(popcount(placed), 1);
            const int sq = lowest_square(placed);
            const Bitboard flipped = mover_after & ~mover_before & ~placed;
            // Exactly the discs the rules say, and at least one.
            ASSERT_EQ(flipped, before.board.flips(sq));
            ASSERT_NE(flipped, 0u);
            // Discs only change along lines through the placed disc.
            for (Bitboard f = flipped; f; f &= f - 1) {
                const int s = lowest_square(f);
                const int dr = (s >> 3) - (sq >> 3), dc = (s & 7) - (sq & 7);
                ASSERT_TRUE(dr == 0 || dc == 0 || dr == dc || dr == -dc);
            }
            // Corners never flip.
            ASSERT_EQ(flipped & corners, 0u);
            // Counts add up: one more disc on the board, the mover gains 1 + flips.
            ASSERT_EQ(popcount(after.black() | after.white()),
                      popcount(before.black() | before.white()) + 1);
            ASSERT_EQ(popcount(mover_after), popcount(mover_before) + 1 + popcount(flipped));
            ASSERT_EQ(after.black() & after.white(), 0u);
            // The side to move after a move can move unless the game is over, and the turn
            // stays with the mover only when the other side had no move (a forced pass).
            ASSERT_TRUE(after.game_over() || after.board.has_move());
            if (!after.game_over() && after.to_move == before.to_move) {
                ++passes;
                ASSERT_EQ(before.board.play(sq).moves(), 0u);
            }
        }
    }
    EXPECT_GT(passes, 0);  // passes happen in random games; each was checked above
}

TEST(Properties, TranscriptRoundTrip) {
    std::mt19937_64 rng(7);
    for (int g = 0; g < 200; ++g) {
        const auto game = random_game(rng);
        std::vector<int> moves;
        for (std::size_t i = 1; i < game.size(); ++i)
            moves.push_back(lowest_square(game[i - 1].board.empties() & ~game[i].board.empties()));
        const std::string t = transcript_string(moves);
        const auto replay = play_transcript(t, Position::start());
        ASSERT_TRUE(replay) << replay.error;
        ASSERT_EQ(*replay, game.back());
        const auto reparsed = parse_obf(to_obf(game.back()));
        ASSERT_TRUE(reparsed);
        ASSERT_EQ(*reparsed, game.back());
    }
}

TEST(Symmetry, SquaresAndBitboardsAgree) {
    for (int s = 0; s < 8; ++s) {
        for (int sq = 0; sq < 64; ++sq)
            EXPECT_EQ(transform_bitboard(square_bit(sq), s), square_bit(transform_square(sq, s)));
    }
    // The 8 images of a1 are the 4 corners, each twice.
    Bitboard corners = 0;
    for (int s = 0; s < 8; ++s) corners |= square_bit(transform_square(0, s));
    EXPECT_EQ(corners, squares({"a1", "h1", "a8", "h8"}));
}

TEST(Symmetry, MovesAndFlipsCommute) {
    std::mt19937_64 rng(99);
    for (int g = 0; g < 50; ++g) {
        for (const Position& p : random_game(rng)) {
            for (int s = 0; s < 8; ++s) {
                const Board t = transform(p.board, s);
                ASSERT_EQ(t.moves(), transform_bitboard(p.board.moves(), s));
                for (Bitboard m = p.board.moves(); m; m &= m - 1) {
                    const int sq = lowest_square(m);
                    ASSERT_EQ(t.flips(transform_square(sq, s)),
                              transform_bitboard(p.board.flips(sq), s));
                }
            }
        }
    }
}

TEST(Perft, FromTheStartToDepth9) {
    const std::uint64_t expected[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
    for (int d = 0; d <= 9; ++d) EXPECT_EQ(perft(Board::start(), d), expected[d]) << "depth " << d;
}

TEST(Perft, SymmetricImagesAgree) {
    const auto p = play_transcript("f5d6c3d3c4f4f6f3e6e7", Position::start());
    ASSERT_TRUE(p);
    const std::uint64_t n = perft(p->board, 5);
    for (int s = 1; s < 8; ++s) EXPECT_EQ(perft(transform(p->board, s), 5), n) << "symmetry " << s;
}

TEST(Perft, PassesAndFinishedGames) {
    // A finished game is one leaf at any depth.
    const auto wipe = play_transcript("e6f4e3f6g5d6e7f5c5", Position::start());
    ASSERT_TRUE(wipe);
    for (int d = 0; d < 4; ++d) EXPECT_EQ(perft(wipe->board, d), 1u);
    // A forced pass counts as a ply: white to move with no move, black has one move (c1).
    const auto p = parse_obf("XO-------------------------------------------------------------- O");
    ASSERT_TRUE(p);
    EXPECT_EQ(perft(p->board, 1), 1u);  // the pass
    EXPECT_EQ(perft(p->board, 2), 1u);  // the pass, then black's only move c1
}

TEST(Hash, DistinguishesSidesAndPositions) {
    const Board s = Board::start();
    EXPECT_NE(s.hash(), s.pass().hash());
    EXPECT_EQ(s.hash(), Board::start().hash());
    EXPECT_NE(s.hash(), s.play(parse_square("f5")).hash());
}

TEST(Hash, NoCollisionsOnPositionsOfRandomGames) {
    std::mt19937_64 rng(2026);
    std::unordered_map<std::uint64_t, Board> seen;
    for (int g = 0; g < 4000; ++g) {
        for (const Position& p : random_game(rng)) {
            const auto [it, inserted] = seen.emplace(p.board.hash(), p.board);
            ASSERT_TRUE(inserted || it->second == p.board) << "collision at game " << g;
        }
    }
    EXPECT_GT(seen.size(), 100000u);
}

}  // namespace
}  // namespace reversi
