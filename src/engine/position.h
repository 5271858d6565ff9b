// Positions with colours, and the text notations: squares (a1..h8), transcripts (f5d6c3...)
// and OBF (64 characters a1..h8 of X black, O white, - empty, a space, the side to move X or O,
// then optionally ';' and a comment).
//
// Parsers never guess: every malformed input is rejected with a message that says what and where.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board.h"

namespace reversi {

enum class Color { Black, White };

constexpr Color other(Color c) {
    return c == Color::Black ? Color::White : Color::Black;
}
// 'X' for Black, 'O' for White, as in OBF.
constexpr char color_char(Color c) {
    return c == Color::Black ? 'X' : 'O';
}

// Either a value or a one-line error message.
template <class T>
struct Result {
    std::optional<T> value;
    std::string error;

    static Result ok(T v) { return Result{std::move(v), {}}; }
    static Result fail(std::string message) { return Result{std::nullopt, std::move(message)}; }
    explicit operator bool() const { return value.has_value(); }
    const T& operator*() const { return *value; }
    const T* operator->() const { return &*value; }
};

struct Position {
    Board board;                   // relative to `to_move`
    Color to_move = Color::Black;  // whose turn it is (meaningless once the game is over)

    static Position start() { return Position{Board::start(), Color::Black}; }

    Bitboard black() const { return to_move == Color::Black ? board.player : board.opponent; }
    Bitboard white() const { return to_move == Color::Black ? board.opponent : board.player; }
    static Position from_colors(Bitboard black, Bitboard white, Color to_move);

    // Plays a legal move and then applies a forced pass, if any, so that `to_move` is the side
    // that will actually move next. Returns false (and changes nothing) if `sq` is illegal.
    bool play(int sq);
    // If the side to move has no move but the other side has one, passes and returns true.
    bool pass_if_forced();
    bool game_over() const { return board.game_over(); }

    bool operator==(const Position& p) const { return board == p.board && to_move == p.to_move; }
};

// "a1" .. "h8", lowercase.
std::string square_name(int sq);
// Accepts "a1".."h8" in any case; returns NO_SQUARE if malformed.
int parse_square(std::string_view text);

// The 64-character board part of OBF (X black, O white, - empty) from a1 to h8.
std::string board_string(const Position& p);
// Full OBF: board, a space, the side to move.
std::string to_obf(const Position& p);
// Parses OBF. Accepts '*' and 'x' for black, 'o' for white, '-' or '.' for empty, and an
// optional ';'-introduced comment or annotations. The side to move must be X or O.
Result<Position> parse_obf(std::string_view text);

// The moves of a transcript such as "f5d6C3" (any case, passes implicit, spaces allowed
// between moves), checked for legality from `from` with automatic passes.
Result<std::vector<int>> parse_transcript(std::string_view text, const Position& from);
// The position after a transcript, passes applied as in Position::play.
Result<Position> play_transcript(std::string_view text, const Position& from);
// Lowercase transcript of a list of moves.
std::string transcript_string(const std::vector<int>& moves);

// Legal moves in ascending order (a1, b1, ..., h8) as names.
std::vector<std::string> move_names(Bitboard moves);

}  // namespace reversi
