// Move generation, flips and symmetries on bitboards (perft is in perft.cpp).
#include "engine/board.h"

#include "engine/bitops.h"

namespace reversi {

Board Board::start() {
    // White on d4 (27) and e5 (36), black on e4 (28) and d5 (35); black to move.
    return Board{square_bit(28) | square_bit(35), square_bit(27) | square_bit(36)};
}

bool Board::is_legal(int sq) const {
    return sq >= 0 && sq < BOARD_SQUARES && (moves() & square_bit(sq)) != 0;
}

int Board::final_score() const {
    const int p = player_count(), o = opponent_count(), e = 64 - p - o;
    if (p > o) return p - o + e;
    if (p < o) return p - o - e;
    return 0;
}

namespace {

// The murmur3 64-bit finaliser: every input bit changes about half of the output bits.
std::uint64_t mix64(std::uint64_t h) {
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDULL;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ULL;
    h ^= h >> 33;
    return h;
}

}  // namespace

std::uint64_t Board::hash() const {
    // Each mask mixed on its own before they meet, so that no bits of one can cancel bits of
    // the other (a single multiply-xor of both let real positions collide).
    return mix64(player ^ mix64(opponent + 0x9E3779B97F4A7C15ULL));
}

Bitboard flipped_discs(Bitboard p, Bitboard o, int sq) {
    if (sq < 0 || sq >= BOARD_SQUARES || ((p | o) & square_bit(sq))) return 0;
    return bitops::flips(p, o, sq);
}

// Symmetry bits: 1 mirrors columns, 2 mirrors rows, 4 transposes (applied in that order).
Bitboard transform_bitboard(Bitboard b, int symmetry) {
    if (symmetry & 1) b = mirror_horizontal(b);
    if (symmetry & 2) b = mirror_vertical(b);
    if (symmetry & 4) b = transpose(b);
    return b;
}

int transform_square(int sq, int symmetry) {
    int r = sq >> 3, c = sq & 7;
    if (symmetry & 1) c = 7 - c;
    if (symmetry & 2) r = 7 - r;
    if (symmetry & 4) {
        const int t = r;
        r = c;
        c = t;
    }
    return r * 8 + c;
}

Board transform(const Board& b, int symmetry) {
    return Board{transform_bitboard(b.player, symmetry), transform_bitboard(b.opponent, symmetry)};
}

}  // namespace reversi
