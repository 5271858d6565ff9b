// The opening book (book.h).
#include "engine/book.h"

#include <algorithm>
#include <memory>
#include <tuple>

namespace reversi {

namespace {

constexpr std::uint8_t MAGIC[4] = {'R', 'V', 'B', 'K'};
constexpr std::uint8_t VERSION = 1;
constexpr std::size_t HEADER_BYTES = 9;  // magic, version, count
constexpr std::size_t ENTRY_BYTES = 18;

bool less_key(const Book::Entry& e, const Board& b) {
    return std::tie(e.player, e.opponent) < std::tie(b.player, b.opponent);
}

void put(std::vector<std::uint8_t>& out, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

std::uint64_t get(const std::uint8_t* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
    return v;
}

}  // namespace

Book::Book(std::vector<Entry> entries) {
    for (Entry& e : entries) {
        const Board c = canonical(Board{e.player, e.opponent});
        e.player = c.player;
        e.opponent = c.opponent;
    }
    // Stable, so that of equal positions the last given comes last, and is kept.
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return std::tie(a.player, a.opponent) < std::tie(b.player, b.opponent);
    });
    for (const Entry& e : entries) {
        if (!entries_.empty() && entries_.back().player == e.player &&
            entries_.back().opponent == e.opponent)
            entries_.back() = e;
        else
            entries_.push_back(e);
    }
}

Board Book::canonical(const Board& b) {
    Board best = b;
    for (int s = 1; s < 8; ++s) {
        const Board t = transform(b, s);
        if (std::tie(t.player, t.opponent) < std::tie(best.player, best.opponent)) best = t;
    }
    return best;
}

const Book::Entry* Book::find(const Board& c) const {
    const auto it = std::lower_bound(entries_.begin(), entries_.end(), c, less_key);
    if (it == entries_.end() || it->player != c.player || it->opponent != c.opponent)
        return nullptr;
    return &*it;
}

std::optional<int> Book::value(const Board& b) const {
    const Entry* e = find(canonical(b));
    if (!e) return std::nullopt;
    return e->value;
}

std::vector<BookMove> Book::moves(const Board& b) const {
    std::vector<BookMove> found;
    if (entries_.empty()) return found;
    for (Bitboard m = b.moves(); m; m &= m - 1) {
        const int sq = lowest_square(m);
        if (const std::optional<int> v = value(b.play(sq))) found.push_back({sq, -*v});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const BookMove& x, const BookMove& y) { return x.value > y.value; });
    return found;
}

std::vector<std::uint8_t> Book::encode() const {
    std::vector<std::uint8_t> out(MAGIC, MAGIC + 4);
    out.push_back(VERSION);
    put(out, entries_.size(), 4);
    for (const Entry& e : entries_) {
        put(out, e.player, 8);
        put(out, e.opponent, 8);
        put(out, static_cast<std::uint16_t>(e.value), 2);
    }
    return out;
}

std::optional<Book> Book::decode(const std::uint8_t* data, std::size_t size, std::string& error) {
    if (size < HEADER_BYTES || !std::equal(MAGIC, MAGIC + 4, data)) {
        error = "not a book file (it should start with RVBK)";
        return std::nullopt;
    }
    if (data[4] != VERSION) {
        error = "book version " + std::to_string(data[4]) + " (this engine reads version " +
                std::to_string(VERSION) + ")";
        return std::nullopt;
    }
    const auto count = static_cast<std::size_t>(get(data + 5, 4));
    if (size != HEADER_BYTES + count * ENTRY_BYTES) {
        error = "the book says " + std::to_string(count) + " entries but has " +
                std::to_string(size) + " bytes (expected " +
                std::to_string(HEADER_BYTES + count * ENTRY_BYTES) + ")";
        return std::nullopt;
    }
    Book book;
    book.entries_.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint8_t* p = data + HEADER_BYTES + i * ENTRY_BYTES;
        Entry e;
        e.player = get(p, 8);
        e.opponent = get(p + 8, 8);
        e.value = static_cast<std::int16_t>(static_cast<std::uint16_t>(get(p + 16, 2)));
        const Board b{e.player, e.opponent};
        if ((e.player & e.opponent) || canonical(b) != b ||
            (!book.entries_.empty() && !less_key(book.entries_.back(), b))) {
            error = "entry " + std::to_string(i + 1) +
                    " is not a canonical position in order (the file is damaged)";
            return std::nullopt;
        }
        book.entries_.push_back(e);
    }
    return book;
}

int book_choice(const std::vector<BookMove>& moves, int variety, std::uint64_t key) {
    if (moves.empty()) return NO_SQUARE;
    std::size_t candidates = 1;
    while (candidates < moves.size() && moves[candidates].value >= moves.front().value - variety)
        ++candidates;
    return moves[static_cast<std::size_t>(key % candidates)].move;
}

// The bytes of data/book.bin (generated by src/engine/embed_weights.cmake).
extern const unsigned char BOOK_DATA[];
extern const std::size_t BOOK_SIZE;

const Book* Book::builtin() {
    static const std::unique_ptr<Book> instance = []() -> std::unique_ptr<Book> {
        std::string error;
        std::optional<Book> book = decode(BOOK_DATA, BOOK_SIZE, error);
        if (!book || book->empty()) return nullptr;
        return std::make_unique<Book>(std::move(*book));
    }();
    return instance.get();
}

}  // namespace reversi
