// reversi-train: the native tool that makes the pattern evaluation's weights (not part of the
// game). `generate` writes training positions with scores, `fit` fits the weights to them.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace reversi::train {

struct GenerateOptions {
    std::uint64_t first_game = 0;  // games are numbered; game n always plays the same way
    std::uint64_t games = 1000;
    int solve_at = 20;       // empties at which each game is solved exactly
    int play_depth = 3;      // depth of the search that plays the middle game
    int random_percent = 8;  // chance of a random move after the opening
    int branches = 2;        // side branches solved per game
    int near_empties = 8;    // this close to the solve: no random moves, and
    int near_depth = 6;      // this search depth
    bool heuristic = false;  // play with the hand-written evaluation, not the built-in weights
};

void generate(const GenerateOptions& options, std::FILE* out);

struct FitOptions {
    std::vector<std::string> inputs;  // files written by generate
    std::string output;               // the weights file
    int iterations = 300;
    double regularisation = 2.0;
};

// Returns 0 on success; prints progress and errors to stderr.
int fit(const FitOptions& options);

struct MatchOptions {
    std::string openings;     // openings.tsv
    int openings_count = 20;  // spread over the catalogue, each played with both colours
    int depth = 4;
    int exact_empties = 0;
};

// Prints the trained evaluation's score against the heuristic one; 0 on success.
int match(const MatchOptions& options);

}  // namespace reversi::train
