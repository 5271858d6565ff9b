// Named openings, after Robert Gatliff's catalogue (data/openings.tsv, compiled in at build time
// by embed_openings.cmake). A game is named by the longest catalogue line that its moves begin
// with, so the name is a function of the moves and stays once the game leaves the book.
//
// The catalogue is written from the usual first move f5. The start position is kept by four
// maps of the board: the identity, the half turn (f5 -> c4) and the mirrors in the two diagonals
// (f5 -> e6 across a1-h8, f5 -> d3 across a8-h1); each is its own inverse. A game that begins
// with d3, c4 or e6 is named as its f5 image.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/position.h"

namespace reversi::game {

// One catalogue line: its moves as a transcript from f5 ("f5d6c3d3c4") and its name ("Tiger").
struct OpeningLine {
    const char* moves;
    const char* name;
};
// The catalogue, in the order of the file (generated at build time).
extern const OpeningLine OPENING_LINES[];
extern const std::size_t OPENING_LINE_COUNT;

// The maps of the board that keep the start position.
enum class Symmetry { Identity, HalfTurn, MainDiagonal, AntiDiagonal };
constexpr Symmetry SYMMETRIES[] = {Symmetry::Identity, Symmetry::HalfTurn, Symmetry::MainDiagonal,
                                   Symmetry::AntiDiagonal};

// The image of square `sq` under `s`.
int transform(int sq, Symmetry s);
// The symmetry that takes a first move (f5, c4, e6 or d3) to f5; nullopt for another square.
std::optional<Symmetry> symmetry_to_f5(int first_move);

struct Opening {
    std::string name;
    std::vector<int> line;  // the catalogue line matched, in the game's own orientation

    bool operator==(const Opening& o) const { return name == o.name && line == o.line; }
};

// The opening of a game from the standard start, or nullopt before its moves match any line.
std::optional<Opening> find_opening(const std::vector<int>& moves);

}  // namespace reversi::game
