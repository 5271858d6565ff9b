// Reading and writing GGF records of the standard 8x8 game.
#include "ggf.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace reversi::game {

namespace {

struct Property {
    std::string tag;  // upper case
    std::string value;
};

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

RecordError record_fault(RecordFault fault, std::string token = {}) {
    return RecordError{fault, 0, std::move(token), Color::Black};
}

// The properties of the first record, in order, values unescaped ("\]" is ']'). Anything
// between properties that is not one (spaces, ';', stray words) is passed over.
Parsed<std::vector<Property>> properties(std::string_view text) {
    using P = Parsed<std::vector<Property>>;
    size_t i = text.find("(;");
    if (i == std::string_view::npos) return P::fail(record_fault(RecordFault::NotGgf));
    std::vector<Property> out;
    for (i += 2; i < text.size() && text[i] != ')';) {
        size_t j = i;
        while (j < text.size() && std::isalpha(static_cast<unsigned char>(text[j]))) ++j;
        if (j == i || j == text.size() || text[j] != '[') {
            i = j == i ? i + 1 : j;
            continue;
        }
        Property p{upper(text.substr(i, j - i)), {}};
        for (i = j + 1; i < text.size() && text[i] != ']'; ++i) {
            if (text[i] == '\\' && i + 1 < text.size()) ++i;
            p.value += text[i];
        }
        if (i == text.size()) return P::fail(record_fault(RecordFault::CutOff, p.tag));
        ++i;
        out.push_back(std::move(p));
    }
    if (i == text.size()) return P::fail(record_fault(RecordFault::CutOff));
    return P::ok(std::move(out));
}

// BO[8 <64 squares, in one word or in rows> <side>], squares '*' or 'X' black, 'O' white,
// '-' or '.' empty; the side '*' or 'O'.
Parsed<Position> read_board(std::string_view value) {
    using P = Parsed<Position>;
    std::vector<std::string_view> words;
    for (size_t i = 0; i < value.size();) {
        while (i < value.size() && is_space(value[i])) ++i;
        size_t j = i;
        while (j < value.size() && !is_space(value[j])) ++j;
        if (j > i) words.push_back(value.substr(i, j - i));
        i = j;
    }
    if (!words.empty() && words[0] != "8") {
        return P::fail(
            record_fault(RecordFault::NotStandardGame, "BO[" + std::string(words[0]) + " ...]"));
    }
    std::string squares;
    size_t w = 1;
    while (w < words.size() && squares.size() < 64) squares += words[w++];
    std::string side = squares.size() > 64 ? squares.substr(64) : "";
    squares.resize(std::min<size_t>(squares.size(), 64));
    if (side.empty() && w < words.size()) side = words[w++];
    const std::string shown(trim(value).substr(0, 80));
    if (w != words.size() || squares.size() != 64 || (side != "*" && side != "O" && side != "o")) {
        return P::fail(record_fault(RecordFault::BadBoard, shown));
    }
    auto pos = parse_obf(squares + (side == "*" ? " X" : " O"));
    if (!pos) return P::fail(record_fault(RecordFault::BadBoard, shown));
    return P::ok(*pos);
}

// RE: "+12.000", "-4:r", "0" ...: Black's lead rounded to whole discs; nullopt for "?".
std::optional<int> read_result(std::string_view value) {
    value = trim(value);
    bool negative = false;
    if (!value.empty() && (value[0] == '+' || value[0] == '-')) {
        negative = value[0] == '-';
        value.remove_prefix(1);
    }
    size_t i = 0;
    int lead = 0;
    for (; i < value.size() && std::isdigit(static_cast<unsigned char>(value[i])) && lead < 1000;
         ++i) {
        lead = lead * 10 + (value[i] - '0');
    }
    if (i == 0) return std::nullopt;
    if (i + 1 < value.size() && value[i] == '.' && value[i + 1] >= '5' && value[i + 1] <= '9')
        ++lead;
    return negative ? -lead : lead;
}

// Days since 1970-01-01 of a civil date, and back (Howard Hinnant's proleptic Gregorian
// calendar algorithms), so that dates need no time zone database.
std::int64_t days_from_civil(std::int64_t y, int m, int d) {
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yoe = y - era * 400;
    const std::int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

struct Civil {
    std::int64_t year;
    int month;
    int day;
};

Civil civil_from_days(std::int64_t z) {
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    const int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    return Civil{yoe + era * 400 + (m <= 2), m, d};
}

// Reads digits at `i` into `out` (at most `max_digits`); false if there are none.
bool read_number(std::string_view s, size_t& i, size_t max_digits, std::int64_t& out) {
    const size_t start = i;
    out = 0;
    while (i < s.size() && i - start < max_digits &&
           std::isdigit(static_cast<unsigned char>(s[i]))) {
        out = out * 10 + (s[i++] - '0');
    }
    return i > start;
}

// A move's value: "F5", "f5//1.23", "PA".
bool play_value(Replay& replay, std::string_view value, Color color) {
    const std::string_view move = trim(value.substr(0, value.find('/')));
    if (is_pass_token(move)) return replay.pass(color);
    const int sq = parse_square(move);
    if (sq == NO_SQUARE) return replay.not_a_square(move);
    return replay.play(sq, color);
}

// A property value as GGF writes it: ']' and '\' escaped, line ends made spaces.
std::string escaped(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (c == ']' || c == '\\') out += '\\';
        out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
    return out;
}

}  // namespace

Parsed<GgfGame> read_ggf(std::string_view text, bool any_start) {
    using P = Parsed<GgfGame>;
    auto props = properties(text);
    if (!props) return P::fail(props.error);
    GgfGame g;
    for (const Property& p : *props) {
        if (p.tag == "GM" && upper(trim(p.value)) != "OTHELLO") {
            return P::fail(record_fault(RecordFault::NotOthello, std::string(trim(p.value))));
        }
        if (p.tag == "TY" && trim(p.value) != "8") {
            return P::fail(record_fault(RecordFault::NotStandardGame, "TY[" + p.value + "]"));
        }
        if (p.tag == "BO") {
            auto board = read_board(p.value);
            if (!board) return P::fail(board.error);
            g.start = *board;
        }
        if (p.tag == "PC") g.place = p.value;
        if (p.tag == "PB") g.black = p.value;
        if (p.tag == "PW") g.white = p.value;
        if (p.tag == "DT") g.date_ms = parse_ggf_date(p.value).value_or(0);
        if (p.tag == "RE") g.result = read_result(p.value);
    }
    if (!any_start && !(g.start == Position::start())) {
        return P::fail(record_fault(RecordFault::OtherStart));
    }
    Replay replay(g.start);
    for (const Property& p : *props) {
        if (p.tag != "B" && p.tag != "W") continue;
        if (!play_value(replay, p.value, p.tag == "B" ? Color::Black : Color::White)) {
            return P::fail(replay.error());
        }
    }
    g.moves = replay.moves();
    g.end = replay.position();
    return P::ok(std::move(g));
}

std::string write_ggf(const GgfGame& g) {
    std::string s = "(;GM[Othello]PC[" + escaped(g.place) + "]";
    if (g.date_ms != 0) s += "DT[" + ggf_date(g.date_ms) + "]";
    s += "PB[" + escaped(g.black) + "]PW[" + escaped(g.white) + "]TY[8]RE[";
    if (g.result) {
        s += (*g.result > 0 ? "+" : "") + std::to_string(*g.result) + ".000";
    } else {
        s += '?';
    }
    s += "]BO[8";
    const std::string board = board_string(g.start);
    for (int row = 0; row < 8; ++row) {
        s += ' ';
        for (char c : board.substr(size_t(row) * 8, 8)) s += c == 'X' ? '*' : c;
    }
    s += g.start.to_move == Color::Black ? " *]" : " O]";
    auto tag = [](Color c) { return c == Color::Black ? "B[" : "W["; };
    Position pos = g.start;
    if (pos.pass_if_forced()) s += std::string(tag(other(pos.to_move))) + "PA]";
    for (int sq : g.moves) {
        const Color mover = pos.to_move;
        s += tag(mover) + ggf_move(sq) + "]";
        if (!pos.play(sq)) break;  // the moves must be legal
        if (!pos.game_over() && pos.to_move == mover) s += std::string(tag(other(mover))) + "PA]";
    }
    return s + ";)";
}

std::string ggf_move(int sq) {
    if (sq == NO_SQUARE) return "PA";
    std::string s = square_name(sq);
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::string ggf_date(std::int64_t unix_ms) {
    std::int64_t secs = unix_ms / 1000 - (unix_ms % 1000 < 0);
    std::int64_t days = secs / 86400 - (secs % 86400 < 0);
    const std::int64_t in_day = secs - days * 86400;
    const Civil c = civil_from_days(days);
    char buf[48];
    std::snprintf(buf, sizeof buf, "%04lld.%02d.%02d_%02d:%02d:%02d.UTC",
                  static_cast<long long>(c.year), c.month, c.day, static_cast<int>(in_day / 3600),
                  static_cast<int>(in_day / 60 % 60), static_cast<int>(in_day % 60));
    return buf;
}

std::optional<std::int64_t> parse_ggf_date(std::string_view text) {
    text = trim(text);
    size_t i = 0;
    std::int64_t first = 0;
    if (!read_number(text, i, 12, first)) return std::nullopt;
    if (i == text.size() || text[i] != '.' || i != 4) {
        // Seconds since 1970, perhaps with a fraction.
        if (i < text.size() && text[i] != '.') return std::nullopt;
        return first * 1000;
    }
    std::int64_t f[5] = {0, 0, 0, 0, 0};  // month, day, hour, minute, second
    const char seps[5] = {'.', '.', '_', ':', ':'};
    for (int k = 0; k < 5; ++k) {
        if (i == text.size()) break;
        if (text[i] != seps[k] || !read_number(text, ++i, 2, f[k])) return std::nullopt;
    }
    if (f[0] < 1 || f[0] > 12 || f[1] < 1 || f[1] > 31 || f[2] > 23 || f[3] > 59 || f[4] > 60) {
        return std::nullopt;
    }
    const std::int64_t days =
        days_from_civil(first, static_cast<int>(f[0]), static_cast<int>(f[1]));
    return ((days * 24 + f[2]) * 60 + f[3]) * 60000 + f[4] * 1000;
}

Parsed<std::vector<int>> read_record(std::string_view text) {
    if (text.find("(;") == std::string_view::npos) return read_transcript(text);
    auto g = read_ggf(text);
    if (!g) return Parsed<std::vector<int>>::fail(g.error);
    return Parsed<std::vector<int>>::ok(g->moves);
}

}  // namespace reversi::game
