// analyze and review: the engine's values of moves and games (game/analysis.h) as text.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cli/commands.h"
#include "engine/position.h"
#include "game/analysis.h"
#include "game/ggf.h"

namespace reversi::cli {

namespace {

// An exact value in whole discs with its sign ("+18", "-4", "+0"), an estimate to the
// hundredth ("+1.25").
std::string value_text(int value, bool exact) {
    char buf[32];
    if (exact)
        std::snprintf(buf, sizeof buf, "%+d", value / DISC_SCALE);
    else
        std::snprintf(buf, sizeof buf, "%+.2f", static_cast<double>(value) / DISC_SCALE);
    return buf;
}

// A loss (never negative): "6" when exact, "3.75" otherwise.
std::string loss_text(int loss, bool exact) {
    char buf[32];
    if (exact)
        std::snprintf(buf, sizeof buf, "%d", loss / DISC_SCALE);
    else
        std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(loss) / DISC_SCALE);
    return buf;
}

std::string move_text(int sq) {
    return sq == NO_SQUARE ? "pass" : square_name(sq);
}

// "exact", "book" or "depth 12".
std::string how_text(bool exact, bool book, int depth) {
    return exact ? "exact" : book ? "book" : "depth " + std::to_string(depth);
}

// The words of the command line that are not options, joined with spaces (an unquoted move
// list arrives as several arguments), and the options' values. Returns an error message, or ""
// when the line is good.
struct AnalysisArgs {
    std::string text;
    game::AnalysisLimits limits;
};

// "--nodes": an option this command does not know. ("--" is a pass, and an OBF may start with
// "--XO": they are part of the text.)
bool looks_like_option(const std::string& a) {
    if (a.size() < 3 || a.size() > 16 || a.compare(0, 2, "--") != 0) return false;
    for (std::size_t i = 2; i < a.size(); ++i)
        if (a[i] < 'a' || a[i] > 'z') return false;
    return a.find_first_not_of("xo", 2) != std::string::npos;
}

std::string parse_analysis_args(const Args& args, bool allow_time, AnalysisArgs& out) {
    const std::string options =
        allow_time ? "--depth N or --time S, and --exact E" : "--depth N and --exact E";
    bool have_limit = false, have_exact = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a != "--depth" && a != "--time" && a != "--exact") {
            if (looks_like_option(a))
                return "unknown option '" + a + "' (the options are " + options + ")";
            out.text += (out.text.empty() ? "" : " ") + a;
            continue;
        }
        if (a == "--time" && !allow_time)
            return "unknown option '--time' (the options are " + options + ")";
        bool& seen = a == "--exact" ? have_exact : have_limit;
        if (seen)
            return a == "--exact" ? "--exact is given twice"
                                  : "one limit at a time; '" + a + "' is extra";
        if (i + 1 >= args.size()) return a + " needs a value";
        seen = true;
        const std::string& v = args[++i];
        char* end = nullptr;
        const double value = std::strtod(v.c_str(), &end);
        const bool number = !v.empty() && *end == '\0';
        const bool whole = number && std::floor(value) == value;  // (no cast before the check)
        if (a == "--depth") {
            if (!whole || value < 1 || value > 60)
                return "--depth takes a whole number from 1 to 60";
            out.limits.depth = static_cast<int>(value);
        } else if (a == "--exact") {
            if (!whole || value < 0 || value > 60)
                return "--exact takes a whole number of empties from 0 to 60";
            out.limits.exact_empties = static_cast<int>(value);
        } else {
            if (!number || !(value > 0) || value > 1e6)
                return "--time takes a number of seconds above 0, like 2.5";
            out.limits.seconds = value;
            out.limits.depth = 60;
        }
    }
    // At the default limits, the book's values where it has them; a limit given asks for
    // that search alone.
    if (!have_limit) out.limits.book = Book::builtin();
    return "";
}

}  // namespace

int cmd_analyze(const Args& args) {
    AnalysisArgs parsed;
    const std::string error = parse_analysis_args(args, true, parsed);
    if (!error.empty()) return usage_error("analyze: " + error);
    if (parsed.text.empty())
        return usage_error("usage: analyze TRANSCRIPT | OBF [--depth N | --time S] [--exact E]");
    // An OBF position, or the position a game record leaves (forced passes applied).
    Position position;
    if (const auto obf = parse_obf(parsed.text)) {
        position = *obf;
    } else {
        const auto moves = game::read_record(parsed.text);
        if (!moves) return usage_error("analyze: " + game::describe(moves.error));
        position = game::view_at(*moves, static_cast<int>(moves->size())).position;
    }
    if (position.game_over()) {
        std::puts("game over");
        return 0;
    }
    const game::PositionAnalysis analysis = game::analyze_position(position, parsed.limits);
    for (const game::MoveValue& m : analysis.moves) {
        std::printf("%s %s  %s\n", move_text(m.move).c_str(), value_text(m.value, m.exact).c_str(),
                    how_text(m.exact, m.book, m.depth).c_str());
    }
    return 0;
}

int cmd_review(const Args& args) {
    AnalysisArgs parsed;
    const std::string error = parse_analysis_args(args, false, parsed);
    if (!error.empty()) return usage_error("review: " + error);
    if (parsed.text.empty()) return usage_error("usage: review TRANSCRIPT [--depth N] [--exact E]");
    const auto moves = game::read_record(parsed.text);
    if (!moves) return usage_error("review: " + game::describe(moves.error));
    // Each move is printed as soon as it is reviewed: a long review shows its progress.
    const auto print = [](const game::MoveReview& r, int) {
        const char* mark = game::mark_name(r.mark);
        std::printf("%d. %s %s %s  best %s %s  loss %s  %s%s%s\n", r.number,
                    r.color == Color::Black ? "Black" : "White", move_text(r.move).c_str(),
                    value_text(r.value, r.exact).c_str(), move_text(r.best_move).c_str(),
                    value_text(r.best_value, r.exact).c_str(), loss_text(r.loss, r.exact).c_str(),
                    how_text(r.exact, r.book, r.depth).c_str(), *mark ? "  " : "", mark);
        std::fflush(stdout);
        return true;
    };
    const auto review = game::review_game(*moves, parsed.limits, print);
    for (const Color color : {Color::Black, Color::White}) {
        const game::ReviewTotals t = game::review_totals(review, color);
        std::printf("%s: %d moves, %.2f discs lost; inaccuracies %d, mistakes %d, blunders %d\n",
                    color == Color::Black ? "Black" : "White", t.moves,
                    static_cast<double>(t.loss) / DISC_SCALE, t.inaccuracies, t.mistakes,
                    t.blunders);
    }
    return 0;
}

}  // namespace reversi::cli
