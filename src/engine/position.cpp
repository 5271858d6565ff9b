// Positions with colours and the text notations: squares, transcripts and OBF.
#include "engine/position.h"

#include <cctype>

namespace reversi {

Position Position::from_colors(Bitboard black, Bitboard white, Color to_move) {
    if (to_move == Color::Black) return Position{Board{black, white}, to_move};
    return Position{Board{white, black}, to_move};
}

bool Position::play(int sq) {
    if (!board.is_legal(sq)) return false;
    board = board.play(sq);
    to_move = other(to_move);
    pass_if_forced();
    return true;
}

bool Position::pass_if_forced() {
    if (board.has_move() || !board.opponent_moves()) return false;
    board = board.pass();
    to_move = other(to_move);
    return true;
}

std::string square_name(int sq) {
    if (sq < 0 || sq >= BOARD_SQUARES) return "--";
    return std::string{static_cast<char>('a' + (sq & 7)), static_cast<char>('1' + (sq >> 3))};
}

int parse_square(std::string_view text) {
    if (text.size() != 2) return NO_SQUARE;
    const int c = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
    const int r = text[1] - '1';
    if (c < 0 || c > 7 || r < 0 || r > 7) return NO_SQUARE;
    return r * 8 + c;
}

std::string board_string(const Position& p) {
    std::string s(64, '-');
    const Bitboard b = p.black(), w = p.white();
    for (int sq = 0; sq < 64; ++sq) {
        if (b & square_bit(sq)) s[sq] = 'X';
        if (w & square_bit(sq)) s[sq] = 'O';
    }
    return s;
}

std::string to_obf(const Position& p) {
    return board_string(p) + ' ' + color_char(p.to_move);
}

namespace {

// Quotes one character for an error message, printable or not.
std::string quote_char(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return std::string{'\'', c, '\''};
    static const char* HEX = "0123456789abcdef";
    const auto u = static_cast<unsigned char>(c);
    return std::string{"byte 0x"} + HEX[u >> 4] + HEX[u & 15];
}

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

}  // namespace

Result<Position> parse_obf(std::string_view text) {
    using R = Result<Position>;
    // The comment after ';' (annotations such as "A2:+38;") is not part of the position.
    const auto semicolon = text.find(';');
    std::string_view body = text.substr(0, semicolon);
    while (!body.empty() && is_space(body.front())) body.remove_prefix(1);
    while (!body.empty() && is_space(body.back())) body.remove_suffix(1);
    if (body.empty()) return R::fail("OBF: empty position");

    Bitboard black = 0, white = 0;
    std::size_t i = 0;
    int squares = 0;
    for (; i < body.size() && !is_space(body[i]); ++i) {
        const char c = body[i];
        if (squares == 64) {
            return R::fail("OBF: the board has more than 64 squares (extra " + quote_char(c) +
                           " at character " + std::to_string(i + 1) + ")");
        }
        if (c == 'X' || c == 'x' || c == '*') {
            black |= square_bit(squares);
        } else if (c == 'O' || c == 'o') {
            white |= square_bit(squares);
        } else if (c != '-' && c != '.') {
            return R::fail("OBF: unexpected " + quote_char(c) + " at character " +
                           std::to_string(i + 1) + " (square " + square_name(squares) +
                           "); expected X, O or -");
        }
        ++squares;
    }
    if (squares < 64) {
        return R::fail("OBF: the board has " + std::to_string(squares) + " squares, expected 64");
    }
    while (i < body.size() && is_space(body[i])) ++i;
    if (i == body.size()) return R::fail("OBF: the side to move is missing (expected X or O)");
    const std::string_view side = body.substr(i);
    Color to_move;
    if (side == "X" || side == "x" || side == "*") {
        to_move = Color::Black;
    } else if (side == "O" || side == "o") {
        to_move = Color::White;
    } else {
        return R::fail("OBF: unknown side to move '" + std::string(side) + "' (expected X or O)");
    }
    return R::ok(Position::from_colors(black, white, to_move));
}

namespace {

// Why `sq` cannot be played in `p`: occupied, flips nothing, or the game is over.
std::string illegal_reason(const Position& p, int sq) {
    if (p.game_over()) return "the game is already over";
    if (~p.board.empties() & square_bit(sq)) return "the square is occupied";
    return "it flips nothing";
}

}  // namespace

Result<std::vector<int>> parse_transcript(std::string_view text, const Position& from) {
    using R = Result<std::vector<int>>;
    std::vector<int> moves;
    Position pos = from;
    pos.pass_if_forced();
    std::size_t i = 0;
    while (i < text.size()) {
        if (is_space(text[i])) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        const int number = static_cast<int>(moves.size()) + 1;
        if (i + 1 >= text.size() || parse_square(text.substr(i, 2)) == NO_SQUARE) {
            const std::string_view bad = text.substr(i, 2);
            return R::fail("malformed square '" + std::string(bad) + "' at move " +
                           std::to_string(number) + " (character " + std::to_string(start + 1) +
                           ")");
        }
        const int sq = parse_square(text.substr(i, 2));
        i += 2;
        if (!pos.play(sq)) {
            return R::fail("illegal move " + square_name(sq) + " at move " +
                           std::to_string(number) + ": " + illegal_reason(pos, sq));
        }
        moves.push_back(sq);
    }
    return R::ok(std::move(moves));
}

Result<Position> play_transcript(std::string_view text, const Position& from) {
    const auto moves = parse_transcript(text, from);
    if (!moves) return Result<Position>::fail(moves.error);
    Position pos = from;
    pos.pass_if_forced();
    for (const int sq : *moves) pos.play(sq);
    return Result<Position>::ok(pos);
}

std::string transcript_string(const std::vector<int>& moves) {
    std::string s;
    for (const int sq : moves) s += square_name(sq);
    return s;
}

std::vector<std::string> move_names(Bitboard moves) {
    std::vector<std::string> names;
    for (; moves; moves &= moves - 1) names.push_back(square_name(lowest_square(moves)));
    return names;
}

}  // namespace reversi
