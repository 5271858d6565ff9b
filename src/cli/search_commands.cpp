// solve, search, nboard and the search part of bench: the CPU player from the command line.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>

#include <sys/stat.h>

#include "cli/commands.h"
#include "engine/book.h"
#include "engine/level.h"
#include "engine/position.h"
#include "engine/search.h"
#include "game/ggf.h"

namespace reversi::cli {

namespace {

// "a1".."h8", or "pass" for NO_SQUARE.
std::string move_name(int sq) {
    return sq == NO_SQUARE ? "pass" : square_name(sq);
}

// The move a search of `b` found: "none" when the game is over (there is no move to make).
std::string result_move(const Board& b, const SearchResult& r) {
    return b.game_over() ? "none" : move_name(r.move);
}

// A score in discs with its sign: "+38", "-2", "+0".
std::string signed_discs(int discs) {
    return (discs >= 0 ? "+" : "") + std::to_string(discs);
}

// A midgame score (1/DISC_SCALE discs) as "+3.25".
std::string signed_score(int score) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.2f", static_cast<double>(score) / DISC_SCALE);
    return buf;
}

std::string pv_string(const std::vector<int>& pv) {
    std::string s;
    for (const int m : pv) s += (s.empty() ? "" : " ") + move_name(m);
    return s;
}

// The answer annotations of an OBF line ("A2:+38; C7:+36;"), as (square, score) in order.
// Returns false if the text after ';' is neither annotations nor empty (then it is a comment).
bool parse_annotations(const std::string& line, std::vector<MoveScore>& out) {
    const auto semi = line.find(';');
    if (semi == std::string::npos) return true;
    std::istringstream in(line.substr(semi + 1));
    std::string item;
    while (std::getline(in, item, ';')) {
        const auto first = item.find_first_not_of(" \t\r");
        if (first == std::string::npos) continue;
        item = item.substr(first, item.find_last_not_of(" \t\r") + 1 - first);
        const auto colon = item.find(':');
        if (colon == std::string::npos) return false;
        const int sq = parse_square(item.substr(0, colon));
        const std::string value = item.substr(colon + 1);
        if (sq == NO_SQUARE || value.size() < 2 || (value[0] != '+' && value[0] != '-'))
            return false;
        char* end = nullptr;
        const long v = std::strtol(value.c_str(), &end, 10);
        if (*end != '\0' || v < -64 || v > 64) return false;
        out.push_back(MoveScore{sq, static_cast<int>(v)});
    }
    return true;
}

// Solves the position `b` of the OBF line `line` and prints its result; returns true on a
// mismatch with the line's annotations. Adds its nodes and time to the totals.
bool solve_line(Engine& engine, const Board& b, const std::string& line, const std::string& where,
                std::uint64_t& total_nodes, double& total_seconds) {
    std::vector<MoveScore> answers;
    if (!parse_annotations(line, answers)) answers.clear();
    engine.clear();
    const SearchResult r = engine.solve(b);
    const int score = r.score / DISC_SCALE;
    total_nodes += r.nodes;
    total_seconds += r.seconds;
    std::printf("%s %s  nodes %llu  time %.3f s  speed %.2f Mn/s  pv %s\n",
                result_move(b, r).c_str(), signed_discs(score).c_str(),
                static_cast<unsigned long long>(r.nodes), r.seconds,
                r.seconds > 0 ? static_cast<double>(r.nodes) / r.seconds / 1e6 : 0.0,
                pv_string(r.pv).c_str());
    if (answers.empty()) return false;
    // The best score must match the first annotation, and the move must be one with that score.
    bool move_ok = r.move == NO_SQUARE;
    for (const MoveScore& a : answers)
        if (a.move == r.move && a.score == answers.front().score) move_ok = true;
    if (score != answers.front().score || !move_ok) {
        std::printf("MISMATCH %sexpected %s %s, got %s %s\n", where.c_str(),
                    move_name(answers.front().move).c_str(),
                    signed_discs(answers.front().score).c_str(), result_move(b, r).c_str(),
                    signed_discs(score).c_str());
        std::fflush(stdout);
        return true;
    }
    return false;
}

}  // namespace

int cmd_solve(const Args& args) {
    if (args.size() != 1) return usage_error("usage: solve FILE.obf | OBF");
    // The positions to solve: (where, for messages; the line; its board).
    struct Line {
        std::string where, text;
        Board board;
    };
    std::vector<Line> lines;
    bool bad = false;  // a line that is not a position was skipped
    const std::string& arg = args[0];
    if (const auto pos = parse_obf(arg)) {
        lines.push_back(Line{"", arg, pos->board});
    } else {
        struct stat info {};
        if (stat(arg.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
            return usage_error("solve: '" + arg + "' is a folder, not an OBF file");
        std::ifstream in(arg);
        if (!in)
            return usage_error("solve: '" + arg +
                               "' is neither an OBF position nor a readable file");
        // Every line is read and checked first, so that a bad line is reported at once rather
        // than after the positions before it are solved; the good ones are still solved.
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#' ||
                line[0] == '%')
                continue;
            const std::string where = arg + ":" + std::to_string(number) + ": ";
            const auto parsed = parse_obf(line);
            if (!parsed) {
                usage_error("solve: " + where + parsed.error + " (the line is skipped)");
                bad = true;
                continue;
            }
            lines.push_back(Line{where, line, parsed->board});
        }
        if (in.bad()) return usage_error("solve: cannot read '" + arg + "'");
        if (lines.empty()) return usage_error("solve: no position in '" + arg + "'");
    }
    Engine engine;
    std::uint64_t nodes = 0;
    double seconds = 0;
    bool mismatches = false;
    for (const Line& l : lines) {
        mismatches |= solve_line(engine, l.board, l.text, l.where, nodes, seconds);
        std::fflush(stdout);
    }
    if (lines.size() > 1) {
        std::printf("total: %zu positions  nodes %llu  time %.3f s  speed %.2f Mn/s%s\n",
                    lines.size(), static_cast<unsigned long long>(nodes), seconds,
                    seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0,
                    mismatches ? "  (mismatches)" : "");
    }
    return bad ? 2 : mismatches ? 1 : 0;
}

namespace {

// Reads the value `text` of a search limit, `option` --depth, --time or --level, into `limits`
// or `level` (the level player itself, in its slices, as the web app runs it); returns what is
// wrong with it, or "" when it is fine.
std::string read_limit(const std::string& option, const std::string& text, SearchLimits& limits,
                       int& level) {
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    const bool number = !text.empty() && *end == '\0';
    const bool whole = number && std::floor(value) == value;  // (no cast before the range check)
    if (option == "--depth") {
        if (!whole || value < 1 || value > 60) return "--depth takes a whole number from 1 to 60";
        limits.depth = static_cast<int>(value);
    } else if (option == "--time") {
        if (!number || !(value > 0) || value > 1e6)
            return "--time takes a number of seconds above 0, like 2.5";
        limits.seconds = value;
        limits.exact_empties = 20;
    } else {
        if (!whole || value < MIN_LEVEL || value > MAX_LEVEL)
            return "--level takes a whole number from " + std::to_string(MIN_LEVEL) + " to " +
                   std::to_string(MAX_LEVEL);
        level = static_cast<int>(value);
    }
    return "";
}

}  // namespace

int cmd_search(const Args& args) {
    const char* usage = "usage: search OBF (--depth N | --time S | --level L)";
    if (args.empty()) return usage_error(usage);
    const auto pos = parse_obf(args[0]);
    if (!pos) return usage_error("search: " + pos.error);
    if (args.size() == 1)
        return usage_error("search: give a limit: --depth N, --time S or --level L");
    const std::string& option = args[1];
    if (option != "--depth" && option != "--time" && option != "--level")
        return usage_error("search: unknown option '" + option +
                           "' (the limits are --depth N, --time S and --level L)");
    if (args.size() == 2) return usage_error("search: " + option + " needs a value");
    if (args.size() > 3)
        return usage_error("search: one limit at a time; '" + args[3] + "' is extra");
    SearchLimits limits;
    int level = 0;
    const std::string error = read_limit(option, args[2], limits, level);
    if (!error.empty()) return usage_error("search: " + error);
    // A level plays with the level player's tables, as in the page's worker.
    Engine engine(level ? LEVEL_TT_BITS : DEFAULT_TT_BITS,
                  level ? LEVEL_ENDGAME_TT_BITS : ENDGAME_TT_BITS);
    const SearchResult r =
        level ? choose_move(engine, pos->board, level) : engine.search(pos->board, limits);
    const std::string score =
        r.exact ? signed_discs(r.score / DISC_SCALE) + " (exact)" : signed_score(r.score);
    const std::string how = r.book ? "book" : "depth " + std::to_string(r.depth);
    std::printf("%s %s  %s  nodes %llu  time %.3f s  pv %s\n", result_move(pos->board, r).c_str(),
                score.c_str(), how.c_str(), static_cast<unsigned long long>(r.nodes), r.seconds,
                pv_string(r.pv).c_str());
    return 0;
}

namespace {

// The game an NBoard session talks about: a start position and the moves since.
struct NBoardGame {
    Position position = Position::start();
    int depth = 12;
    bool passed = false;  // the last move left the other side without a move: it passed
};

// Plays a move that NBoard sends ("PA" or "F5", anything after '/' ignored); false if it is
// illegal. A side left without a move passes at once (Position::play), so the "PA" that NBoard
// sends next is taken as that pass; a side without a move that is sent a square passes first.
bool nboard_play(NBoardGame& game, std::string move) {
    Position& p = game.position;
    move = move.substr(0, move.find('/'));
    const bool passed = game.passed;
    game.passed = false;
    if (game::is_pass_token(move)) {
        if (p.board.has_move()) return passed;
        p.board = p.board.pass();
        p.to_move = other(p.to_move);
        return true;
    }
    const int sq = parse_square(move);
    if (sq == NO_SQUARE) return false;
    if (!p.board.has_move()) {
        p.board = p.board.pass();
        p.to_move = other(p.to_move);
    }
    const Color mover = p.to_move;
    if (!p.play(sq)) return false;
    game.passed = p.to_move == mover;  // the other side had no move and passed
    return true;
}

// The position at the end of a GGF game "(;GM[Othello]...BO[8 <64 squares> <side>]B[F5]...;)"
// from any start.
Result<Position> parse_ggf(const std::string& text) {
    const auto game = game::read_ggf(text, true);
    if (!game) return Result<Position>::fail("GGF: " + game::describe(game.error));
    return Result<Position>::ok(game->end);
}

// Searches the session's position for NBoard: midgame to its depth, exact near the end.
SearchResult nboard_search(Engine& engine, const NBoardGame& game, bool all_moves) {
    SearchLimits limits;
    limits.depth = game.depth;
    limits.exact_empties = std::min(24, game.depth + 8);
    limits.score_all_moves = all_moves;
    return engine.search(game.position.board, limits);
}

std::string nboard_eval(int score) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(score) / DISC_SCALE);
    return buf;
}

}  // namespace

int cmd_nboard(const Args& args) {
    const char* usage = "usage: nboard [--level L | --time S] (then NBoard protocol on stdin)";
    // How "go" plays: the session's depth (set depth), a level (the level player's move, as
    // search --level finds it) or a time a move (as search --time, but selective, and spread by
    // timed_move_seconds()).
    SearchLimits timed;
    int level = 0;
    if (!args.empty()) {
        if (args[0] != "--level" && args[0] != "--time") return usage_error(usage);
        if (args.size() != 2) return usage_error(usage);
        const std::string error = read_limit(args[0], args[1], timed, level);
        if (!error.empty()) return usage_error("nboard: " + error);
        timed.probcut = true;          // selective, as the strongest level: deeper in the time
        timed.book = Book::builtin();  // and its opening book (its best move: no variety)
    }
    Engine engine;
    Engine level_engine(LEVEL_TT_BITS, LEVEL_ENDGAME_TT_BITS);  // the level player's tables
    NBoardGame game;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::istringstream in(line);
        std::string command;
        in >> command;
        if (command == "nboard") {
            std::cout << "set myname reversi" << std::endl;
        } else if (command == "set") {
            std::string what;
            in >> what;
            if (what == "depth") {
                int depth = 0;
                if (in >> depth && depth >= 1 && depth <= 60)
                    game.depth = depth;
                else
                    std::cerr << "reversi-cli nboard: set depth takes 1 to 60; keeping "
                              << game.depth << std::endl;
                std::cout << "set myname reversi" << game.depth << std::endl;
            } else if (what == "game") {
                std::string ggf;
                std::getline(in, ggf);
                const auto parsed = parse_ggf(ggf);
                if (parsed) {
                    game.position = *parsed;
                    game.passed = false;
                    // Each game from a clean state: what a game plays never depends on the
                    // games before it.
                    engine.clear();
                    level_engine.clear();
                } else {
                    std::cerr << "reversi-cli nboard: " << parsed.error << std::endl;
                }
            }  // contempt and others: ignored
        } else if (command == "move") {
            std::string move;
            in >> move;
            if (!nboard_play(game, move))
                std::cerr << "reversi-cli nboard: illegal move '" << move << "'" << std::endl;
        } else if (command == "go") {
            std::cout << "status thinking" << std::endl;
            const Board& board = game.position.board;
            SearchLimits move_limits = timed;
            move_limits.seconds = timed_move_seconds(timed.seconds, board.empty_count());
            const SearchResult r = level               ? choose_move(level_engine, board, level)
                                   : timed.seconds > 0 ? engine.search(board, move_limits)
                                                       : nboard_search(engine, game, false);
            std::cout << "nodestats " << r.nodes << " " << r.seconds << std::endl;
            std::cout << "=== " << game::ggf_move(r.move) << "/" << nboard_eval(r.score) << "/"
                      << r.seconds << std::endl;
            std::cout << "status" << std::endl;
        } else if (command == "hint") {
            int n = 1;
            in >> n;
            std::cout << "status analysing" << std::endl;
            const SearchResult r = nboard_search(engine, game, n > 1);
            if (r.root_moves.empty()) {
                std::cout << "search " << game::ggf_move(r.move) << " " << nboard_eval(r.score)
                          << " 0 " << r.depth << std::endl;
            }
            for (std::size_t i = 0; i < r.root_moves.size() && static_cast<int>(i) < n; ++i) {
                std::string pv = game::ggf_move(r.root_moves[i].move);
                if (i == 0)
                    for (std::size_t k = 1; k < r.pv.size(); ++k) pv += game::ggf_move(r.pv[k]);
                std::cout << "search " << pv << " " << nboard_eval(r.root_moves[i].score) << " 0 "
                          << (r.exact ? "100%" : std::to_string(r.depth)) << std::endl;
            }
            std::cout << "status" << std::endl;
        } else if (command == "ping") {
            std::string n;
            in >> n;
            std::cout << "pong " << n << std::endl;
        } else if (command == "learn") {
            std::cout << "learned" << std::endl;
        } else if (command == "quit") {
            break;
        }  // anything else: ignored, as the protocol asks
    }
    return 0;
}

std::uint64_t bench_search() {
    // Midgame searches to a fixed depth, then exact solves (FFO #1, #3, #22, #23): each from a
    // fresh engine, so the count depends only on the engine's code.
    struct Item {
        const char* position;  // transcript from the start, or OBF
        int depth;             // 0: solve exactly
    };
    static const Item ITEMS[] = {
        {"f5d6c3d3c4f4f6f3e6e7", 10},
        {"f5f6e6f4e3c5c4e7", 10},
        {"c4e3f6e6f5c5f4g6f7d3g5g4", 10},
        {"f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1", 10},
        {"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", 0},
        {"----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX X", 0},
        {"--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O", 0},
        {"--O-------OOX---OOOXXXO-OOOOXOXXXXXOOXOXXXXXXOOXX-XXXXOX--XXXX-- X", 0},
    };
    std::uint64_t total = 0;
    for (const Item& item : ITEMS) {
        const auto obf = parse_obf(item.position);
        const auto pos = obf ? obf : play_transcript(item.position, Position::start());
        if (!pos) {
            std::printf("search bench: bad position %s: %s\n", item.position, pos.error.c_str());
            continue;
        }
        // The same tables natively and as wasm.
        Engine engine(DEFAULT_TT_BITS, NATIVE_ENDGAME_TT_BITS);
        SearchLimits limits;
        limits.depth = item.depth ? item.depth : 60;
        limits.exact_empties = item.depth ? 0 : 64;
        const SearchResult r = engine.search(pos->board, limits);
        const std::string what = item.depth ? "depth " + std::to_string(item.depth) : "solve";
        std::printf("search %-38.38s %-8s %-4s: %12llu nodes %8.3f s\n", item.position,
                    what.c_str(), move_name(r.move).c_str(),
                    static_cast<unsigned long long>(r.nodes), r.seconds);
        total += r.nodes;
    }
    return total;
}

}  // namespace reversi::cli
