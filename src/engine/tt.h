// The transposition table: a fixed-size hash table of search results, owned by an Engine.
//
// Each entry keeps a lower and an upper bound on the score of a position, the depth they were
// searched to and the best move found, so that null-window searches (which only learn a bound)
// and full-window searches share it. Buckets of 4 entries; a position is looked up in one bucket.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/board.h"

namespace reversi {

// The table's key of a position. Not Board::hash(): the table needs a hash in which every bit of
// both masks reaches every bit of the key (two murmur3 finalisers, ~12 operations).
inline std::uint64_t tt_key(const Board& b) {
    const auto fmix = [](std::uint64_t h) {
        h ^= h >> 33;
        h *= 0xFF51AFD7ED558CCDULL;
        h ^= h >> 33;
        h *= 0xC4CEB9FE1A85EC53ULL;
        return h ^ (h >> 33);
    };
    return fmix(b.player ^ fmix(b.opponent ^ 0x9E3779B97F4A7C15ULL));
}

struct TTEntry {
    std::uint64_t key = 0;     // the full 64-bit hash of the position (0: empty slot)
    std::int16_t lower = 0;    // score >= lower
    std::int16_t upper = 0;    // score <= upper
    std::uint8_t depth = 0;    // draft of the search that produced the bounds
    std::uint8_t move = 0xFF;  // best move found, 0xFF for none
    std::uint8_t age = 0;      // the table's generation when last written
    std::uint8_t pad = 0;
};

// A hit returned by TranspositionTable::probe.
struct TTHit {
    int lower;
    int upper;
    int depth;
    int move;  // NO_SQUARE for none
};

class TranspositionTable {
  public:
    // A table of 2^bits entries (16 bytes each).
    explicit TranspositionTable(int bits = 20);

    // Forgets every entry.
    void clear();
    // Starts a new search: older entries become preferred victims for replacement.
    void new_search() { age_ = static_cast<std::uint8_t>(age_ + 1); }

    // The entry for `key`, if any; true when found.
    bool probe(std::uint64_t key, TTHit& hit) const;
    // Stores the bounds [lower, upper] of a search of `depth` with best move `move`. An entry of
    // the same key and depth has its bounds narrowed rather than replaced.
    void store(std::uint64_t key, int depth, int lower, int upper, int move);

    std::size_t size() const { return buckets_.size() * BUCKET; }

    // Asks the processor to fetch the bucket of `key` into the cache, so that a probe soon
    // after does not wait for memory.
    void prefetch(std::uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(bucket(key));
#else
        (void)key;
#endif
    }

  private:
    static constexpr int BUCKET = 4;
    // A bucket fills one 64-byte cache line, aligned to it, so that a probe reads one line, not
    // two (a plain vector of entries starts 16 bytes into a line).
    struct alignas(64) Bucket {
        TTEntry entry[BUCKET];
    };
    static_assert(sizeof(Bucket) == 64, "one cache line per bucket");
    const TTEntry* bucket(std::uint64_t key) const {
        return buckets_[static_cast<std::size_t>((key >> 2) & mask_)].entry;
    }
    TTEntry* bucket(std::uint64_t key) {
        return buckets_[static_cast<std::size_t>((key >> 2) & mask_)].entry;
    }
    std::vector<Bucket> buckets_;
    std::uint64_t mask_;  // selects a bucket from the key's bits above the lowest two
    std::uint8_t age_ = 0;
};

}  // namespace reversi
