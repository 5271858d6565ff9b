// reversi-train: the native tool that makes the pattern evaluation's weights (not part of the
// game). `generate` writes training positions with scores, `fit` fits the weights to them;
// `puzzles` writes the daily endgame puzzles that the game ships (data/puzzles.txt); `referee`
// plays matches between two engine programs (NBoard protocol or GTP).
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/pattern_eval.h"
#include "engine/search.h"

namespace reversi::train {

struct GenerateOptions {
    std::uint64_t first_game = 0;  // games are numbered; game n always plays the same way
    std::uint64_t games = 1000;
    int solve_at = 20;          // empties at which each game is solved exactly
    int play_depth = 3;         // depth of the search that plays the middle game
    int random_percent = 8;     // chance of a random move after the opening
    int branches = 2;           // side branches solved per game
    int near_empties = 8;       // this close to the solve: no random moves, and
    int near_depth = 6;         // this search depth
    bool heuristic = false;     // play with the hand-written evaluation, not the built-in weights
    std::string weights;        // play with these weights (a file written by fit), if given
    bool branch_lines = false;  // write every position of a side branch's perfect line, not
                                // only its first
};

// Returns 0 on success; prints errors to stderr.
int generate(const GenerateOptions& options, std::FILE* out);

struct PuzzleOptions {
    std::uint64_t first_game = 0;  // games are numbered; game n always plays the same way
    std::uint64_t games = 3000;    // at most this many games (one position each)
    int per_tier = 60;             // puzzles wanted in each tier (easy, medium, hard)
    int min_margin = 2;            // discs between the best move and the second
    int play_depth = 3;            // as in GenerateOptions
    int random_percent = 8;
    int near_empties = 8;
    int near_depth = 6;
};

// Writes the daily endgame puzzles (src/train/puzzles.cpp describes them and the format), with
// `command`, the command line that made them, in the comments at the top; prints the count of
// each tier to stderr (and a warning when a tier is short of per_tier).
void puzzles(const PuzzleOptions& options, const std::string& command, std::FILE* out);

struct FitOptions {
    std::vector<std::string> inputs;  // files written by generate
    // Files whose positions only measure the error (none: one input position in 20 is held out;
    // positions of other games tell better how the weights do on positions they did not see).
    std::vector<std::string> held_out;
    std::string output;  // the weights file
    int iterations = 300;
    double regularisation = 2.0;
    // Weights to refine (empty: none). The penalty then pulls the fitted weights towards them
    // rather than towards zero, and the phases outside [first_phase, last_phase] keep them.
    std::string base;
    int first_phase = 0;
    int last_phase = 99;  // (every phase)
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

// Calls `use` with each position and score of a file written by generate; false, with a message
// on stderr naming `tool`, if the file cannot be read or a line is not a scored position.
bool read_positions(const std::string& name, const char* tool,
                    const std::function<void(const Board&, int)>& use);

// Writes one position and its score (in discs for the side to move) as generate does:
//   PLAYER OPPONENT SCORE    (masks in hex)
void write_position(std::FILE* out, const Board& b, int score);

struct LabelOptions {
    std::string input;    // a file written by generate
    std::string weights;  // search with these weights (a file written by fit); empty: built in
    int depth = 8;        // the searches' depths: depth - 1 and depth
    int mix = 50;         // percent of the label that is the search's value
    int above = 26;       // positions with at most this many empties keep their scores
};

// Writes `input`'s positions with search-blended labels (src/train/label.cpp); prints a count to
// stderr. 0 on success, 1 if the input or the weights cannot be read.
int label(const LabelOptions& options, std::FILE* out);

// The weights file `name` (written by fit) decoded, or empty with a message on stderr naming
// `tool`.
std::vector<std::int16_t> read_weights(const std::string& name, const char* tool);

// Makes `engine` evaluate with the weights file `name` (written by fit), held by `holder`, which
// must outlive that use; nothing when `name` is empty. False, with a message naming `tool`, if
// the file cannot be read.
bool use_weights(Engine& engine, const std::string& name, const char* tool,
                 std::unique_ptr<PatternEvaluator>& holder);

struct ProbcutOptions {
    std::string input;   // a file written by generate (with --solve-at 18 or more)
    int every = 1000;    // use one position in this many
    int max_depth = 10;  // deepest midgame search compared
};

// Prints the error of shallow searches in predicting deeper ones (midgame ProbCut) and exact
// scores (endgame ProbCut): mean and standard deviation by empties; 0 on success.
int probcut_stats(const ProbcutOptions& options);

enum class RefereeProtocol { NBoard, Gtp };

// An engine program for the referee.
struct RefereeEngine {
    RefereeProtocol protocol = RefereeProtocol::NBoard;
    std::string command;            // run with /bin/sh -c
    std::vector<std::string> init;  // protocol lines sent after its start (--init-a, --init-b)
};

struct RefereeOptions {
    RefereeEngine a, b;
    std::string openings;  // a file of transcripts; empty: `random` random openings
    int random = 0;        // balanced random openings of `plies` plies, from `seed`
    int plies = 8;
    std::uint64_t seed = 1;
    double timeout = 60;    // seconds an engine may take for an answer
    std::string games_out;  // each game's transcript and A's disc difference; empty: none
};

// Plays each opening twice, colours swapped, between engines A and B; prints a line a game and
// a summary to stdout, faults to stderr (src/train/referee.cpp describes the protocols).
// Returns 0 once the match is played (whoever forfeits), 2 for bad openings or files.
int referee(const RefereeOptions& options);

struct BookOptions {
    std::string output;    // the book file (data/book.bin)
    std::string log;       // the expansions made so far, read and extended; empty: none
    int depth = 14;        // plies searched for each move of an expanded position
    int expansions = 100;  // positions to expand (those in the log count)
    int window = 300;      // keep the moves within this of the best (1/DISC_SCALE discs)
    int max_plies = 30;    // expand no position after this many moves
};

// Builds the opening book (src/train/book.cpp describes how); prints progress and a summary to
// stderr. 0 on success, 2 for a bad log or an unwritable file.
int build_book(const BookOptions& options);

}  // namespace reversi::train
