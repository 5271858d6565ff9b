// The transposition table.
#include "engine/tt.h"

#include <algorithm>

namespace reversi {

TranspositionTable::TranspositionTable(int bits)
    : buckets_(std::size_t{1} << (std::max(bits, 2) - 2)),
      mask_((std::uint64_t{1} << (std::max(bits, 2) - 2)) - 1) {}

void TranspositionTable::clear() {
    std::fill(buckets_.begin(), buckets_.end(), Bucket{});
    age_ = 0;
}

bool TranspositionTable::probe(std::uint64_t key, TTHit& hit) const {
    const TTEntry* entries = bucket(key);
    for (int i = 0; i < BUCKET; ++i) {
        const TTEntry& e = entries[i];
        if (e.key == key) {
            hit = TTHit{e.lower, e.upper, e.depth, e.move == 0xFF ? NO_SQUARE : e.move};
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, int depth, int lower, int upper, int move) {
    TTEntry* entries = bucket(key);
    TTEntry* victim = nullptr;
    for (int i = 0; i < BUCKET; ++i) {
        TTEntry& e = entries[i];
        if (e.key == key) {
            if (e.depth == depth) {
                // Same search depth: both results are true bounds, so keep the tighter ones.
                lower = std::max(lower, static_cast<int>(e.lower));
                upper = std::min(upper, static_cast<int>(e.upper));
                if (move == NO_SQUARE && e.move != 0xFF) move = e.move;
            } else if (e.depth > depth) {
                return;  // keep the deeper result
            }
            victim = &e;
            break;
        }
        // Replace preferably an entry from an older search, then the shallowest one.
        if (!victim) {
            victim = &e;
            continue;
        }
        const bool e_old = e.age != age_, v_old = victim->age != age_;
        if ((e_old && !v_old) || (e_old == v_old && e.depth < victim->depth)) victim = &e;
    }
    victim->key = key;
    victim->lower = static_cast<std::int16_t>(lower);
    victim->upper = static_cast<std::int16_t>(upper);
    victim->depth = static_cast<std::uint8_t>(depth);
    victim->move = move == NO_SQUARE ? std::uint8_t{0xFF} : static_cast<std::uint8_t>(move);
    victim->age = age_;
}

}  // namespace reversi
