// reversi-train generate [--first N] [--games N] [--solve-at E] [--depth D] [--random PCT]
//     [--branches N] [--near-empties E] [--near-depth D] [--heuristic | --weights W.bin]
//     [--branch-lines] > positions.txt
// reversi-train fit OUT.bin IN.txt... [--iterations N] [--lambda L] [--base W.bin]
//     [--phases A-B] [--held-out TEST.txt]...
// reversi-train label IN.txt [--depth D] [--mix PCT] [--above E] [--weights W.bin] > OUT.txt
// reversi-train match OPENINGS.tsv [--openings N] [--depth D] [--exact E]
// reversi-train probcut IN.txt [--every N] [--max-depth D]
// reversi-train puzzles [--games N] [--first N] [--per-tier N] > data/puzzles.txt
// reversi-train referee --a KIND:COMMAND --b KIND:COMMAND (--openings FILE | --random N)
//     [--plies P] [--seed S] [--timeout SECONDS] [--games-out FILE] [--init-a LINE]...
//     [--init-b LINE]...
// reversi-train book OUT.bin [--log FILE] [--depth D] [--expand N] [--window DISCS]
//     [--max-plies P]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>

#include "engine/eval.h"
#include "train/train.h"

namespace {

int usage() {
    std::fprintf(stderr,
                 "usage: reversi-train generate [--first N] [--games N] [--solve-at E] "
                 "[--depth D] [--random PCT] [--branches N] [--near-empties E] [--near-depth D] "
                 "[--heuristic | --weights W.bin] [--branch-lines]\n"
                 "       reversi-train fit OUT.bin IN.txt... [--iterations N] [--lambda L] "
                 "[--base W.bin] [--phases A-B] [--held-out TEST.txt]...\n"
                 "       reversi-train label IN.txt [--depth D] [--mix PCT] [--above E] "
                 "[--weights W.bin]\n"
                 "           blends each score of a position with more than E empties (default "
                 "26) with\n"
                 "           the mean of searches to depths D-1 and D (default 8): PCT percent "
                 "search (default 50)\n"
                 "       reversi-train match OPENINGS.tsv [--openings N] [--depth D] [--exact E]\n"
                 "       reversi-train probcut IN.txt [--every N] [--max-depth D]\n"
                 "       reversi-train puzzles [--games N] [--first N] [--per-tier N]\n"
                 "       reversi-train referee --a KIND:COMMAND --b KIND:COMMAND "
                 "(--openings FILE | --random N) [--plies P] [--seed S] [--timeout SECONDS] "
                 "[--games-out FILE]\n"
                 "           --a, --b KIND:COMMAND  the engines: KIND nboard or gtp, COMMAND run "
                 "with /bin/sh -c\n"
                 "           --init-a, --init-b LINE  a protocol line sent to that engine after "
                 "its start, e.g. \"set depth 4\" (repeatable)\n"
                 "           --openings FILE      one opening a line as a transcript (f5d6c3); "
                 "blank lines and # comments skipped\n"
                 "           --random N           N random openings, balanced (depth 8 within 4 "
                 "discs) and all different\n"
                 "           --plies P            the random openings' length (default 8)\n"
                 "           --seed S             the random openings' seed (default 1)\n"
                 "           --timeout SECONDS    the longest wait for an answer; slower loses "
                 "the game (default 60)\n"
                 "           --games-out FILE     writes each game: its transcript, a tab, A's "
                 "disc difference\n"
                 "       reversi-train book OUT.bin [--log FILE] [--depth D] [--expand N] "
                 "[--window DISCS] [--max-plies P]\n"
                 "           --log FILE           the expansions: read, then extended, so that a "
                 "build resumes\n"
                 "           --depth D            plies searched for each move (default 14)\n"
                 "           --expand N           positions to expand (default 100)\n"
                 "           --window DISCS       keep moves within DISCS of the best (default 3)\n"
                 "           --max-plies P        expand no position after P moves (default 30)\n");
    return 2;
}

bool number(const char* text, long long& value) {
    char* end = nullptr;
    value = std::strtoll(text, &end, 10);
    return end != text && *end == '\0';
}

// Reads `--flag N` pairs from argv[first] on, passing each to `set`; false if one is not a
// whole number >= 0 or `set` refuses it.
bool numeric_flags(int argc, char** argv, int first,
                   const std::function<bool(const std::string&, long long)>& set) {
    for (int i = first; i < argc; i += 2) {
        long long v = 0;
        if (i + 1 >= argc || !number(argv[i + 1], v) || v < 0 || !set(argv[i], v)) return false;
    }
    return true;
}

// Reads KIND:COMMAND into `engine`; false if KIND is not nboard or gtp or COMMAND is empty.
bool engine_spec(const std::string& text, reversi::train::RefereeEngine& engine) {
    using reversi::train::RefereeProtocol;
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos || colon + 1 == text.size()) return false;
    const std::string kind = text.substr(0, colon);
    if (kind != "nboard" && kind != "gtp") return false;
    engine.protocol = kind == "nboard" ? RefereeProtocol::NBoard : RefereeProtocol::Gtp;
    engine.command = text.substr(colon + 1);
    return true;
}

int referee_command(int argc, char** argv) {
    reversi::train::RefereeOptions opt;
    bool have_a = false, have_b = false, random = false;
    for (int i = 2; i < argc; i += 2) {
        if (i + 1 >= argc) return usage();
        const std::string flag = argv[i], value = argv[i + 1];
        long long v = 0;
        char* end = nullptr;
        if (flag == "--a" || flag == "--b") {
            if (!engine_spec(value, flag == "--a" ? opt.a : opt.b)) return usage();
            (flag == "--a" ? have_a : have_b) = true;
        } else if (flag == "--init-a" || flag == "--init-b") {
            (flag == "--init-a" ? opt.a : opt.b).init.push_back(value);
        } else if (flag == "--openings") {
            opt.openings = value;
        } else if (flag == "--games-out") {
            opt.games_out = value;
        } else if (flag == "--timeout") {
            opt.timeout = std::strtod(value.c_str(), &end);
            if (end == value.c_str() || *end != '\0' || !(opt.timeout > 0) || opt.timeout > 1e6)
                return usage();
        } else if (!number(value.c_str(), v) || v < 0) {
            return usage();
        } else if (flag == "--random" && v >= 1 && v <= 100000) {
            opt.random = static_cast<int>(v);
            random = true;
        } else if (flag == "--plies" && v <= 60) {
            opt.plies = static_cast<int>(v);
        } else if (flag == "--seed") {
            opt.seed = static_cast<std::uint64_t>(v);
        } else {
            return usage();
        }
    }
    // Both engines, and the openings from a file or drawn at random, not both.
    if (!have_a || !have_b || random == !opt.openings.empty()) return usage();
    return reversi::train::referee(opt);
}

}  // namespace

int main(int argc, char** argv) {
    using namespace reversi::train;
    if (argc < 2) return usage();
    const std::string command = argv[1];
    if (command == "generate") {
        GenerateOptions opt;
        for (int i = 2; i < argc; i += 2) {
            // (Switches take no value.)
            bool* const on = std::string(argv[i]) == "--heuristic"      ? &opt.heuristic
                             : std::string(argv[i]) == "--branch-lines" ? &opt.branch_lines
                                                                        : nullptr;
            if (on) {
                *on = true;
                --i;
                continue;
            }
            if (i + 1 < argc && std::string(argv[i]) == "--weights") {
                opt.weights = argv[i + 1];
                continue;
            }
            long long v = 0;
            if (i + 1 >= argc || !number(argv[i + 1], v) || v < 0) return usage();
            const std::string flag = argv[i];
            if (flag == "--first")
                opt.first_game = static_cast<std::uint64_t>(v);
            else if (flag == "--games")
                opt.games = static_cast<std::uint64_t>(v);
            else if (flag == "--solve-at")
                opt.solve_at = static_cast<int>(v);
            else if (flag == "--depth")
                opt.play_depth = static_cast<int>(v);
            else if (flag == "--random")
                opt.random_percent = static_cast<int>(v);
            else if (flag == "--branches")
                opt.branches = static_cast<int>(v);
            else if (flag == "--near-empties")
                opt.near_empties = static_cast<int>(v);
            else if (flag == "--near-depth")
                opt.near_depth = static_cast<int>(v);
            else
                return usage();
        }
        if (opt.heuristic && !opt.weights.empty()) return usage();
        return generate(opt, stdout);
    }
    if (command == "fit") {
        FitOptions opt;
        if (argc < 4) return usage();
        opt.output = argv[2];
        for (int i = 3; i < argc; ++i) {
            const std::string arg = argv[i];
            if (arg == "--iterations" || arg == "--lambda" || arg == "--base" ||
                arg == "--phases" || arg == "--held-out") {
                if (i + 1 >= argc) return usage();
                const std::string value = argv[++i];
                if (arg == "--iterations") {
                    opt.iterations = std::atoi(value.c_str());
                } else if (arg == "--lambda") {
                    opt.regularisation = std::atof(value.c_str());
                } else if (arg == "--base") {
                    opt.base = value;
                } else if (arg == "--held-out") {
                    opt.held_out.push_back(value);
                } else {
                    int first = 0, last = 0;
                    char end = 0;
                    if (std::sscanf(value.c_str(), "%d-%d%c", &first, &last, &end) != 2 ||
                        first < 0 || first > last)
                        return usage();
                    opt.first_phase = first;
                    opt.last_phase = last;
                }
            } else {
                opt.inputs.push_back(arg);
            }
        }
        return fit(opt);
    }
    if (command == "match") {
        MatchOptions opt;
        if (argc < 3) return usage();
        opt.openings = argv[2];
        const bool ok = numeric_flags(argc, argv, 3, [&](const std::string& flag, long long v) {
            if (flag == "--openings")
                opt.openings_count = static_cast<int>(v);
            else if (flag == "--depth")
                opt.depth = static_cast<int>(v);
            else if (flag == "--exact")
                opt.exact_empties = static_cast<int>(v);
            else
                return false;
            return true;
        });
        return ok ? match(opt) : usage();
    }
    if (command == "label") {
        LabelOptions opt;
        if (argc < 3 || argv[2][0] == '-') return usage();
        opt.input = argv[2];
        for (int i = 3; i < argc; i += 2) {
            if (i + 1 >= argc) return usage();
            const std::string flag = argv[i];
            long long v = 0;
            if (flag == "--weights") {
                opt.weights = argv[i + 1];
            } else if (!number(argv[i + 1], v) || v < 0) {
                return usage();
            } else if (flag == "--depth" && v >= 2 && v <= 20) {
                opt.depth = static_cast<int>(v);
            } else if (flag == "--mix" && v <= 100) {
                opt.mix = static_cast<int>(v);
            } else if (flag == "--above" && v <= 60) {
                opt.above = static_cast<int>(v);
            } else {
                return usage();
            }
        }
        return label(opt, stdout);
    }
    if (command == "probcut") {
        ProbcutOptions opt;
        if (argc < 3) return usage();
        opt.input = argv[2];
        const bool ok = numeric_flags(argc, argv, 3, [&](const std::string& flag, long long v) {
            if (v < 1 || v > 1000000000) return false;
            if (flag == "--every")
                opt.every = static_cast<int>(v);
            else if (flag == "--max-depth")
                opt.max_depth = static_cast<int>(v);
            else
                return false;
            return true;
        });
        return ok ? probcut_stats(opt) : usage();
    }
    if (command == "puzzles") {
        PuzzleOptions opt;
        std::string line = "reversi-train puzzles";
        for (int i = 2; i < argc; ++i) line += std::string(" ") + argv[i];
        const bool ok = numeric_flags(argc, argv, 2, [&](const std::string& flag, long long v) {
            if (flag == "--games")
                opt.games = static_cast<std::uint64_t>(v);
            else if (flag == "--first")
                opt.first_game = static_cast<std::uint64_t>(v);
            else if (flag == "--per-tier" && v <= 100000)
                opt.per_tier = static_cast<int>(v);
            else
                return false;
            return true;
        });
        if (!ok) return usage();
        puzzles(opt, line, stdout);
        return 0;
    }
    if (command == "referee") return referee_command(argc, argv);
    if (command == "book") {
        BookOptions opt;
        if (argc < 3 || argv[2][0] == '-') return usage();
        opt.output = argv[2];
        for (int i = 3; i < argc; i += 2) {
            if (i + 1 >= argc) return usage();
            const std::string flag = argv[i];
            long long v = 0;
            if (flag == "--log") {
                opt.log = argv[i + 1];
            } else if (!number(argv[i + 1], v) || v < 1) {
                return usage();
            } else if (flag == "--depth" && v <= 30) {
                opt.depth = static_cast<int>(v);
            } else if (flag == "--expand" && v <= 10000000) {
                opt.expansions = static_cast<int>(v);
            } else if (flag == "--window" && v <= 64) {
                opt.window = static_cast<int>(v) * reversi::DISC_SCALE;
            } else if (flag == "--max-plies" && v <= 60) {
                opt.max_plies = static_cast<int>(v);
            } else {
                return usage();
            }
        }
        return build_book(opt);
    }
    return usage();
}
