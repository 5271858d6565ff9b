// The opening book: positions of the first moves with values from deep searches of our own
// engine (`reversi-train book`, scripts/build-book.sh), compiled in as data/book.bin.
//
// A book is a set of positions, each stored once for its 8 symmetries (the smallest of its
// images), with a value in 1/DISC_SCALE discs for its side to move. The builder expands the
// positions of the main lines: each expanded position has every move searched, and the moves
// within a window of the best are kept, with the values that search gave them, and expanded in
// turn while the budget lasts. So the book's moves in a position are the legal moves that lead
// to a kept position, valued as one search of them all values them, and the moves it leaves
// out were found worse by more than the window.
//
// The strongest levels play from it (SearchLimits::book): a move within `variety` of the best,
// chosen by the position and the game's seed, so that games differ and still replay. Hints and
// reviews show its values as "book" (game/analysis.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/board.h"

namespace reversi {

struct BookMove {
    int move = NO_SQUARE;
    int value = 0;  // 1/DISC_SCALE discs for the side that plays it
};

class Book {
  public:
    struct Entry {
        Bitboard player = 0;  // the smallest image of the position (see canonical())
        Bitboard opponent = 0;
        std::int16_t value = 0;  // 1/DISC_SCALE discs for the side to move
    };

    Book() = default;
    // A book of `entries` (any images, any order); a position given twice keeps its last value.
    explicit Book(std::vector<Entry> entries);

    // The image of `b` under the 8 symmetries with the smallest (player, opponent).
    static Board canonical(const Board& b);
    // The value of `b` for its side to move, if the book has it.
    std::optional<int> value(const Board& b) const;
    // The legal moves of `b` that lead to a position of the book, with their values for the
    // side to move (the child's value negated), best first (ties in square order).
    std::vector<BookMove> moves(const Board& b) const;

    std::size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    const std::vector<Entry>& entries() const { return entries_; }

    // The file format (data/book.bin): "RVBK", a version byte (1), the entry count (32 bits),
    // then the entries in canonical order, each player and opponent (64 bits) and value (16 bits,
    // two's complement), all little-endian: 18 bytes an entry.
    std::vector<std::uint8_t> encode() const;
    // Reads that format; std::nullopt and `error` set when the data is not a valid book (short,
    // wrong header, entries out of order or not canonical, overlapping discs).
    static std::optional<Book> decode(const std::uint8_t* data, std::size_t size,
                                      std::string& error);

    // The book built into the engine (data/book.bin), or null when there is none.
    static const Book* builtin();

  private:
    const Entry* find(const Board& canonical_board) const;
    std::vector<Entry> entries_;  // canonical, sorted by (player, opponent), unique
};

// The move a level plays from the book's `moves` (best first, not empty): one of those within
// `variety` (1/DISC_SCALE discs) of the best, drawn from `key` (a well-mixed value of the
// position and the game's seed: Engine's) with every candidate equally likely; the best when
// `variety` is 0.
int book_choice(const std::vector<BookMove>& moves, int variety, std::uint64_t key);

}  // namespace reversi
