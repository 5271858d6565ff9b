// reversi-cli: the engine from the command line (native, or wasm under node).
// This file parses the command line and runs the rules and record commands; the CPU player's
// commands live in search_commands.cpp, analyze and review in analysis_commands.cpp.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "engine/position.h"
#include "game/ggf.h"
#include "game/openings.h"

namespace reversi::cli {

namespace {

constexpr const char* HELP = R"(reversi-cli: the Reversi engine from the command line.

Usage: reversi-cli COMMAND [ARGUMENTS]

Positions are given in OBF: 64 characters for a1..h8 row by row (X black, O white,
- empty), a space and the side to move (X or O), optionally followed by ';' and a comment,
for example (the start position):
  "---------------------------OX------XO--------------------------- X"
Squares are a1..h8 (column letter, row digit; a1 top left). Transcripts are moves run
together, like f5d6c3d3c4 (any case; passes are implicit).

Commands:
  perft DEPTH [OBF]     Counts the leaves of the game tree DEPTH plies deep (a pass is a
                        ply, a finished game is a leaf) and prints the count and the speed.
  moves OBF             Prints the legal moves in ascending order (a1, b1, ..., h8), or
                        "pass" when the side to move must pass, or "game over".
  play TRANSCRIPT [--from OBF]
                        Plays the moves from the start (or from OBF) and prints the
                        resulting position in OBF. Forced passes are applied, so the side
                        printed is the one that moves next.
  opening TRANSCRIPT    Prints the name of the opening played and the catalogue line it
                        matched, in the transcript's own orientation ("Tiger: f5d6c3d3c4"),
                        or "no named opening". The transcript may have move numbers, spaces,
                        commas and passes ("1. f5 d6 2. c3"), or be a GGF record.
  solve FILE.obf | OBF  Solves endgame positions exactly: best move and final disc
                        difference for the side to move ("pass" first when it must
                        pass, "none" when the game is over), then nodes, time and speed.
                        Answer annotations (A2:+38;) are checked. In a file, lines
                        starting with # or % are comments; a bad line is reported and
                        skipped, the others are solved, and the exit code is then 2.
  search OBF (--depth N | --time S | --level L)
                        Searches a position: best move, score and principal variation.
  analyze TRANSCRIPT | OBF [--depth N | --time S] [--exact E]
                        Prints the value of every legal move of the position the game
                        reaches (or of OBF) for the side to move, best first, in discs of
                        final disc difference: "g8 +18  exact" from E empties (default
                        20; a solve of every move), else an estimate such as
                        "d3 -0.45  depth 10", from a search of every move 10 plies deep
                        (--depth N) or for S seconds (--time S). Without --depth or
                        --time, the moves the opening book knows take its values:
                        "f6 +0.87  book".
  review TRANSCRIPT [--depth N] [--exact E]
                        Reviews a game move by move, with the value of the move played
                        and of the best move for the mover, as analyze gives them, and the
                        discs lost: "21. White c1 -4  best a2 +2  loss 6  exact  mistake"
                        (an inaccuracy from 2 discs, a mistake from 6, a blunder from 12);
                        then each side's totals.
  bench                 Runs a fixed, deterministic benchmark and ends with
                        "Nodes searched: N" (a signature of the engine) and the speed.
  nboard [--level L | --time S]
                        Speaks the NBoard protocol on standard input and output. "go"
                        plays level L's move (as search --level), or searches about S
                        seconds (selectively, from the opening book, as level 10 does;
                        0.55 S above 40 empties, 1.25 S from 40 to 21), else to the depth
                        NBoard sets (12 by default). Each "set game" starts from empty
                        tables, so a game never depends on the ones before it.
  help, --help          Prints this text.

Exit codes: 0 success, 1 a failed check (solve found a mismatch), 2 a usage or input error
(with a message on standard error).
)";

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Parses a whole decimal number in [lo, hi]; returns -1 if it is not one.
int parse_int(const std::string& s, int lo, int hi) {
    if (s.empty() || s.size() > 9) return -1;
    for (const char c : s)
        if (c < '0' || c > '9') return -1;
    const int v = std::atoi(s.c_str());
    return v < lo || v > hi ? -1 : v;
}

}  // namespace

int usage_error(const std::string& message) {
    std::cerr << "reversi-cli: " << message << "\n";
    return 2;
}

int cmd_perft(const Args& args) {
    if (args.empty() || args.size() > 2) return usage_error("usage: perft DEPTH [OBF]");
    const int depth = parse_int(args[0], 0, 60);
    if (depth < 0) return usage_error("perft: DEPTH must be a whole number from 0 to 60");
    Position pos = Position::start();
    if (args.size() == 2) {
        const auto parsed = parse_obf(args[1]);
        if (!parsed) return usage_error("perft: " + parsed.error);
        pos = *parsed;
    }
    const auto start = Clock::now();
    const std::uint64_t leaves = perft(pos.board, depth);
    const double t = seconds_since(start);
    std::printf("perft(%d) = %llu leaves in %.3f s (%.1f million leaves/s)\n", depth,
                static_cast<unsigned long long>(leaves), t,
                t > 0 ? static_cast<double>(leaves) / t / 1e6 : 0.0);
    return 0;
}

int cmd_moves(const Args& args) {
    if (args.size() != 1) return usage_error("usage: moves OBF");
    const auto parsed = parse_obf(args[0]);
    if (!parsed) return usage_error("moves: " + parsed.error);
    const Board& b = parsed->board;
    if (b.game_over()) {
        std::puts("game over");
    } else if (!b.has_move()) {
        std::puts("pass");
    } else {
        std::string line;
        for (const auto& name : move_names(b.moves())) line += (line.empty() ? "" : " ") + name;
        std::puts(line.c_str());
    }
    return 0;
}

int cmd_play(const Args& args) {
    std::string transcript;
    Position from = Position::start();
    bool have_transcript = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--from") {
            if (i + 1 >= args.size()) return usage_error("play: --from needs an OBF position");
            const auto parsed = parse_obf(args[++i]);
            if (!parsed) return usage_error("play: " + parsed.error);
            from = *parsed;
        } else if (!have_transcript) {
            transcript = args[i];
            have_transcript = true;
        } else {
            return usage_error("play: unexpected argument '" + args[i] + "'");
        }
    }
    if (!have_transcript) return usage_error("usage: play TRANSCRIPT [--from OBF]");
    const auto result = play_transcript(transcript, from);
    if (!result) return usage_error("play: " + result.error);
    std::puts(to_obf(*result).c_str());
    return 0;
}

int cmd_opening(const Args& args) {
    if (args.empty()) return usage_error("usage: opening TRANSCRIPT");
    // Unquoted move lists arrive as several arguments.
    std::string text;
    for (const auto& a : args) text += (text.empty() ? "" : " ") + a;
    const auto moves = game::read_record(text);
    if (!moves) return usage_error("opening: " + game::describe(moves.error));
    const auto opening = game::find_opening(*moves);
    if (!opening) {
        std::puts("no named opening");
    } else {
        std::printf("%s: %s\n", opening->name.c_str(), transcript_string(opening->line).c_str());
    }
    return 0;
}

int cmd_bench(const Args& args) {
    if (!args.empty()) return usage_error("usage: bench");
    // Perft over fixed positions: the start and a few middle-game positions.
    static const char* const POSITIONS[][2] = {
        {"", "9"},
        {"f5d6c3d3c4f4f6f3e6e7", "7"},
        {"f5f6e6f4e3c5c4d3", "7"},
        {"c4e3f6e6f5c5f4g6f7d3g5g4", "6"},
    };
    const auto start = Clock::now();
    std::uint64_t nodes = 0;
    for (const auto& p : POSITIONS) {
        const auto pos = play_transcript(p[0], Position::start());
        if (!pos) return usage_error("bench: fixed position: " + pos.error);  // a bug, not input
        const int depth = std::atoi(p[1]);
        const auto t0 = Clock::now();
        const std::uint64_t n = perft(pos->board, depth);
        std::printf("perft %-26s depth %d: %12llu leaves %8.3f s\n", *p[0] ? p[0] : "(start)",
                    depth, static_cast<unsigned long long>(n), seconds_since(t0));
        nodes += n;
    }
    nodes += bench_search();
    const double t = seconds_since(start);
    std::printf("===========================\n");
    std::printf("Total time (ms): %.0f\n", t * 1000);
    std::printf("Nodes searched: %llu\n", static_cast<unsigned long long>(nodes));
    std::printf("Nodes/second: %.0f\n", t > 0 ? static_cast<double>(nodes) / t : 0.0);
    return 0;
}

}  // namespace reversi::cli

int main(int argc, char** argv) {
    using namespace reversi::cli;
    if (argc < 2) {
        std::cerr << HELP;
        return 2;
    }
    const std::string command = argv[1];
    const Args args(argv + 2, argv + argc);
    if (command == "help" || command == "--help" || command == "-h") {
        std::cout << HELP;
        return 0;
    }
    if (command == "perft") return cmd_perft(args);
    if (command == "moves") return cmd_moves(args);
    if (command == "play") return cmd_play(args);
    if (command == "opening") return cmd_opening(args);
    if (command == "bench") return cmd_bench(args);
    if (command == "solve") return cmd_solve(args);
    if (command == "search") return cmd_search(args);
    if (command == "nboard") return cmd_nboard(args);
    if (command == "analyze") return cmd_analyze(args);
    if (command == "review") return cmd_review(args);
    return usage_error("unknown command '" + command + "' (try reversi-cli --help)");
}
