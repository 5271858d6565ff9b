// The opening lookup: the game's moves taken to the f5 orientation, then the longest catalogue
// line they begin with (77 lines: a scan costs less than replaying the game).
#include "openings.h"

#include <cstring>

namespace reversi::game {

int transform(int sq, Symmetry s) {
    const int col = sq & 7;
    const int row = sq >> 3;
    switch (s) {
        case Symmetry::HalfTurn:
            return (7 - row) * 8 + (7 - col);
        case Symmetry::MainDiagonal:
            return col * 8 + row;
        case Symmetry::AntiDiagonal:
            return (7 - col) * 8 + (7 - row);
        case Symmetry::Identity:
            break;
    }
    return sq;
}

std::optional<Symmetry> symmetry_to_f5(int first_move) {
    for (Symmetry s : SYMMETRIES) {
        if (transform(first_move, s) == parse_square("f5")) return s;
    }
    return std::nullopt;
}

std::optional<Opening> find_opening(const std::vector<int>& moves) {
    if (moves.empty()) return std::nullopt;
    const std::optional<Symmetry> s = symmetry_to_f5(moves[0]);
    if (!s) return std::nullopt;
    std::string seen;
    for (int sq : moves) seen += square_name(transform(sq, *s));
    const OpeningLine* best = nullptr;
    size_t best_length = 0;
    for (size_t i = 0; i < OPENING_LINE_COUNT; ++i) {
        const size_t length = std::strlen(OPENING_LINES[i].moves);
        if (length > best_length && seen.compare(0, length, OPENING_LINES[i].moves) == 0) {
            best = &OPENING_LINES[i];
            best_length = length;
        }
    }
    if (!best) return std::nullopt;
    // The line in the game's own orientation is the game's own first moves.
    return Opening{best->name,
                   std::vector<int>(moves.begin(), moves.begin() + long(best_length / 2))};
}

}  // namespace reversi::game
