// The rules of Reversi on bitboards.
//
// A Board holds two 64-bit masks relative to the side to move (as in Edax): `player` are the
// discs of the side to move, `opponent` those of the other side. Bit i is square i, where
// i = row * 8 + column, a1 = 0 (top left), h1 = 7, a8 = 56, h8 = 63.
// Playing a move or passing swaps the two masks, so the side to move is always `player`.
// The colour of the side to move is tracked by Position (position.h), not here.
#pragma once

#include <array>
#include <cstdint>

#include "engine/bitops.h"

namespace reversi {

using Bitboard = std::uint64_t;

constexpr int NO_SQUARE = -1;
constexpr int BOARD_SQUARES = 64;

// Number of set bits.
inline int popcount(Bitboard b) {
    return __builtin_popcountll(b);
}
// Index of the lowest set bit; b must not be 0.
inline int lowest_square(Bitboard b) {
    return __builtin_ctzll(b);
}
constexpr Bitboard square_bit(int sq) {
    return Bitboard{1} << sq;
}

// The legal moves of the side with discs `p` against discs `o`, as a mask. (Inline: the
// searches call it at every node.)
inline Bitboard legal_moves(Bitboard p, Bitboard o) {
    return bitops::moves(p, o);
}
// The opponent discs that a disc placed on `sq` by `p` would flip (0 when the move is illegal).
Bitboard flipped_discs(Bitboard p, Bitboard o, int sq);

struct Board {
    Bitboard player = 0;
    Bitboard opponent = 0;

    // The standard start position with Black to move: white on d4 and e5, black on d5 and e4.
    static Board start();

    Bitboard empties() const { return ~(player | opponent); }
    int empty_count() const { return popcount(empties()); }
    int player_count() const { return popcount(player); }
    int opponent_count() const { return popcount(opponent); }

    Bitboard moves() const { return legal_moves(player, opponent); }
    Bitboard opponent_moves() const { return legal_moves(opponent, player); }
    Bitboard flips(int sq) const { return flipped_discs(player, opponent, sq); }
    bool is_legal(int sq) const;
    bool has_move() const { return moves() != 0; }
    // True when neither side can move (full board or not).
    bool game_over() const { return !has_move() && opponent_moves() == 0; }

    // The position after the side to move plays `sq`, which must be legal; sides swap.
    Board play(int sq) const { return play_flips(sq, flips(sq)); }
    // The same with the flips already known (the search computes them once).
    Board play_flips(int sq, Bitboard flipped) const {
        return Board{opponent ^ flipped, player ^ flipped ^ square_bit(sq)};
    }
    // The position after the side to move passes: the same discs, the other side to move.
    Board pass() const { return Board{opponent, player}; }

    // Final disc difference for the side to move when the game ends here, with empty squares
    // counted for the winner (the convention of the FFO problems and of Othello tournaments).
    int final_score() const;
    // Plain disc difference for the side to move (player - opponent).
    int disc_difference() const { return player_count() - opponent_count(); }

    // A 64-bit hash of the position (not of the side's colour), stable across platforms.
    std::uint64_t hash() const;

    bool operator==(const Board& b) const { return player == b.player && opponent == b.opponent; }
    bool operator!=(const Board& b) const { return !(*this == b); }
};

// The 8 symmetries of the square: index 0 is the identity. transform_square maps a square the
// same way transform_bitboard maps a mask.
// Mirror columns: a <-> h.
inline Bitboard mirror_horizontal(Bitboard b) {
    constexpr Bitboard K1 = 0x5555555555555555ULL, K2 = 0x3333333333333333ULL,
                       K4 = 0x0F0F0F0F0F0F0F0FULL;
    b = ((b >> 1) & K1) | ((b & K1) << 1);
    b = ((b >> 2) & K2) | ((b & K2) << 2);
    b = ((b >> 4) & K4) | ((b & K4) << 4);
    return b;
}
// Mirror rows: 1 <-> 8.
inline Bitboard mirror_vertical(Bitboard b) {
    return __builtin_bswap64(b);
}
// Transpose about the a1-h8 diagonal (square (r, c) -> (c, r)); 3 delta swaps.
inline Bitboard transpose(Bitboard b) {
    Bitboard t;
    t = (b ^ (b >> 7)) & 0x00AA00AA00AA00AAULL;
    b ^= t ^ (t << 7);
    t = (b ^ (b >> 14)) & 0x0000CCCC0000CCCCULL;
    b ^= t ^ (t << 14);
    t = (b ^ (b >> 28)) & 0x00000000F0F0F0F0ULL;
    b ^= t ^ (t << 28);
    return b;
}
Bitboard transform_bitboard(Bitboard b, int symmetry);
int transform_square(int sq, int symmetry);
Board transform(const Board& b, int symmetry);

// Leaf count of the game tree below `b` at `depth` plies. A pass is a ply, and a finished game
// is a leaf at any depth. The last ply is bulk-counted.
std::uint64_t perft(const Board& b, int depth);

}  // namespace reversi
