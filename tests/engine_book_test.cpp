// The opening book (engine/book.h): positions under their symmetries, the moves it knows, its
// file format, the choice a level makes from it, and the search that plays from it.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "engine/book.h"
#include "engine/level.h"
#include "engine/position.h"

namespace reversi {
namespace {

Board after(const char* line) {
    const auto p = play_transcript(line, Position::start());
    EXPECT_TRUE(static_cast<bool>(p)) << line;
    return p ? p->board : Board{};
}

// A small book: the start, its four (symmetric) moves, and two answers to f5.
Book small_book() {
    return Book({{Board::start().player, Board::start().opponent, 0},
                 {after("f5").player, after("f5").opponent, 50},
                 {after("f5d6").player, after("f5d6").opponent, -50},
                 {after("f5f6").player, after("f5f6").opponent, -250}});
}

TEST(Book, CanonicalIsTheSameForEverySymmetry) {
    const Board b = after("f5d6c3d3c4");
    const Board c = Book::canonical(b);
    for (int s = 0; s < 8; ++s) EXPECT_EQ(Book::canonical(transform(b, s)), c) << s;
    EXPECT_EQ(Book::canonical(c), c);
}

TEST(Book, FindsAPositionUnderAnySymmetry) {
    const Book book = small_book();
    EXPECT_EQ(book.size(), 4u);  // f5's four images are one position
    for (int s = 0; s < 8; ++s) {
        const std::optional<int> v = book.value(transform(after("f5d6"), s));
        ASSERT_TRUE(v.has_value()) << s;
        EXPECT_EQ(*v, -50);
    }
    EXPECT_FALSE(book.value(after("f5f4")).has_value());
}

TEST(Book, MovesAreTheChildrenItKnowsBestFirst) {
    const Book book = small_book();
    // Every first move leads to f5's position: all four, each worth -50 to Black.
    const std::vector<BookMove> first = book.moves(Board::start());
    ASSERT_EQ(first.size(), 4u);
    for (const BookMove& m : first) EXPECT_EQ(m.value, -50);
    // After f5, White's d6 (the child is worth -50 to Black: +50 to White) before f6 (+250:
    // -250); f4 is not in the book.
    const std::vector<BookMove> answers = book.moves(after("f5"));
    ASSERT_EQ(answers.size(), 2u);
    EXPECT_EQ(answers[0].move, parse_square("f6"));
    EXPECT_EQ(answers[0].value, 250);
    EXPECT_EQ(answers[1].move, parse_square("d6"));
    EXPECT_EQ(answers[1].value, 50);
    EXPECT_TRUE(book.moves(after("f5d6c3")).empty());
    EXPECT_TRUE(Book().moves(Board::start()).empty());
}

TEST(Book, TheLastValueOfAPositionGivenTwiceIsKept) {
    const Board f5 = after("f5"), e6 = after("e6");  // two images of one position
    const Book book({{f5.player, f5.opponent, 10}, {e6.player, e6.opponent, 20}});
    EXPECT_EQ(book.size(), 1u);
    EXPECT_EQ(book.value(f5), 20);
}

TEST(Book, EncodeAndDecodeRoundTrip) {
    const Book book = small_book();
    const std::vector<std::uint8_t> bytes = book.encode();
    EXPECT_EQ(bytes.size(), 9u + 18u * book.size());
    std::string error;
    const std::optional<Book> back = Book::decode(bytes.data(), bytes.size(), error);
    ASSERT_TRUE(back.has_value()) << error;
    ASSERT_EQ(back->size(), book.size());
    for (std::size_t i = 0; i < book.size(); ++i) {
        EXPECT_EQ(back->entries()[i].player, book.entries()[i].player);
        EXPECT_EQ(back->entries()[i].opponent, book.entries()[i].opponent);
        EXPECT_EQ(back->entries()[i].value, book.entries()[i].value);
    }
    EXPECT_EQ(back->value(after("f5f6")), -250);  // a negative value survives
}

TEST(Book, DecodeRefusesDamagedFilesWithAReason) {
    const std::vector<std::uint8_t> good = small_book().encode();
    std::string error;
    std::vector<std::uint8_t> bad = good;
    bad[0] = 'X';
    EXPECT_FALSE(Book::decode(bad.data(), bad.size(), error));
    EXPECT_NE(error.find("not a book"), std::string::npos) << error;
    bad = good;
    bad[4] = 9;
    EXPECT_FALSE(Book::decode(bad.data(), bad.size(), error));
    EXPECT_NE(error.find("version 9"), std::string::npos) << error;
    bad = good;
    bad.pop_back();
    EXPECT_FALSE(Book::decode(bad.data(), bad.size(), error));
    EXPECT_NE(error.find("bytes"), std::string::npos) << error;
    // Two entries swapped: out of order.
    bad = good;
    std::swap_ranges(bad.begin() + 9, bad.begin() + 27, bad.begin() + 27);
    EXPECT_FALSE(Book::decode(bad.data(), bad.size(), error));
    EXPECT_NE(error.find("entry"), std::string::npos) << error;
    EXPECT_FALSE(Book::decode(good.data(), 3, error));
}

TEST(Book, ChoiceStaysWithinTheVarietyAndUsesAllOfIt) {
    const std::vector<BookMove> moves = {{10, 300}, {20, 250}, {30, 200}, {40, 0}};
    std::set<int> chosen;
    for (std::uint64_t key = 0; key < 200; ++key) {
        EXPECT_EQ(book_choice(moves, 0, key), 10);
        chosen.insert(book_choice(moves, 100, key));
    }
    EXPECT_EQ(chosen, (std::set<int>{10, 20, 30}));
    EXPECT_EQ(book_choice(moves, 100, 7), book_choice(moves, 100, 7));  // replayable
    EXPECT_EQ(book_choice({}, 100, 7), NO_SQUARE);
}

TEST(Book, TheSearchPlaysFromTheBookWithoutSearching) {
    const Book book = small_book();
    Engine engine(16);
    SearchLimits limits;
    limits.depth = 6;
    limits.book = &book;
    const SearchResult r = engine.search(after("f5"), limits);
    EXPECT_TRUE(r.book);
    EXPECT_EQ(r.move, parse_square("f6"));
    EXPECT_EQ(r.best_move, parse_square("f6"));
    EXPECT_EQ(r.score, 250);
    EXPECT_EQ(r.nodes, 0u);
    ASSERT_EQ(r.root_moves.size(), 2u);
    EXPECT_EQ(r.pv, std::vector<int>{parse_square("f6")});
    // With variety, d6 is played in some games (seeds), f6 in others.
    std::set<int> played;
    limits.book_variety = 200;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        limits.seed = seed;
        played.insert(engine.search(after("f5"), limits).move);
    }
    EXPECT_EQ(played, (std::set<int>{parse_square("f6"), parse_square("d6")}));
    // Out of the book: a search like any other.
    const SearchResult out = engine.search(after("f5f4"), limits);
    EXPECT_FALSE(out.book);
    EXPECT_GT(out.nodes, 0u);
    EXPECT_EQ(out.depth, 6);
}

TEST(Book, TheBuiltInBookOpensTheStrongestLevels) {
    const Book* book = Book::builtin();
    if (!book) GTEST_SKIP() << "no data/book.bin built in";
    EXPECT_GT(book->size(), 500u);
    EXPECT_EQ(book->moves(Board::start()).size(), 4u);
    Engine engine(LEVEL_TT_BITS, LEVEL_ENDGAME_TT_BITS);
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level) {
        const SearchResult r = choose_move(engine, Board::start(), level);
        EXPECT_EQ(r.book, level_info(level).book_variety >= 0) << level;
    }
    // The games of the strongest level differ with the seed: over 20 seeds, its first 8 moves
    // from the book (a depth-1 search where the book has none) reach more than one position,
    // even counted up to symmetry.
    std::set<std::pair<Bitboard, Bitboard>> reached;
    SearchLimits limits;
    limits.depth = 1;
    limits.book = book;
    limits.book_variety = level_info(MAX_LEVEL).book_variety;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        limits.seed = seed;
        Board b = Board::start();
        for (int ply = 0; ply < 8 && b.has_move(); ++ply) b = b.play(engine.search(b, limits).move);
        const Board c = Book::canonical(b);
        reached.insert({c.player, c.opponent});
    }
    EXPECT_GT(reached.size(), 1u);
}

}  // namespace
}  // namespace reversi
