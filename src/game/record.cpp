// The record of a game: the numbered move list, the transcript reader, the view of any point,
// and the English wording of a record's faults.
#include "record.h"

#include <algorithm>
#include <cctype>

namespace reversi::game {

namespace {

const char* color_name(Color c) {
    return c == Color::Black ? "Black" : "White";
}

bool is_separator(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',';
}

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// True when `text` starts with `word`, in any case.
bool starts_with_word(std::string_view text, std::string_view word) {
    if (text.size() < word.size()) return false;
    for (size_t i = 0; i < word.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(text[i])) != word[i]) return false;
    }
    return true;
}

constexpr std::string_view PASS_TOKENS[] = {"pass", "pa", "--"};

// The length of a pass token at the start of `text`, or 0.
size_t pass_token_length(std::string_view text) {
    for (std::string_view word : PASS_TOKENS) {
        if (starts_with_word(text, word)) return word.size();
    }
    return 0;
}

// The length of a move number ("1.", "12...") at the start of `text`, or 0.
size_t move_number_length(std::string_view text) {
    size_t i = 0;
    while (i < text.size() && is_digit(text[i])) ++i;
    if (i == 0 || i == text.size() || text[i] != '.') return 0;
    while (i < text.size() && text[i] == '.') ++i;
    return i;
}

// The token that is not a square at the start of `text`, as the error shows it: a square-shaped
// pair such as "z9", or the word up to the next separator, cut short on a character boundary.
std::string_view bad_token(std::string_view text) {
    if (text.size() >= 2 && std::isalpha(static_cast<unsigned char>(text[0])) &&
        is_digit(text[1])) {
        return text.substr(0, 2);
    }
    size_t end = 0;
    while (end < text.size() && !is_separator(text[end])) ++end;
    constexpr size_t MAX_SHOWN = 16;
    if (end > MAX_SHOWN) {
        end = MAX_SHOWN;
        while (end > 1 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    }
    return text.substr(0, end);
}

}  // namespace

bool is_pass_token(std::string_view token) {
    return pass_token_length(token) == token.size() && !token.empty();
}

std::string describe(const RecordError& e) {
    const std::string at = "move " + std::to_string(e.move) + ", ";
    switch (e.fault) {
        case RecordFault::NotASquare:
            return at + '"' + e.token + "\": not a square";
        case RecordFault::Occupied:
            return at + e.token + ": the square is already taken";
        case RecordFault::NoFlip:
            return at + e.token + ": no disc would be flipped there";
        case RecordFault::GameOver:
            return at + e.token + ": the game is already over";
        case RecordFault::PassNotForced:
            return at + e.token + ": " + color_name(e.color) + " has a legal move";
        case RecordFault::WrongTurn:
            return at + e.token + ": it is " + color_name(e.color) + "'s turn";
        case RecordFault::NotGgf:
            return "not a GGF game record: it has no \"(;\"";
        case RecordFault::CutOff:
            if (e.token.empty()) return "the GGF record is cut off before its end \";)\"";
            return "the GGF record is cut off inside " + e.token + "[...]";
        case RecordFault::NotOthello:
            return "the GGF record is not an Othello game (GM[" + e.token + "])";
        case RecordFault::NotStandardGame:
            return "the GGF record is not a standard 8x8 game (" + e.token + ")";
        case RecordFault::BadBoard:
            return "the GGF record's board BO[" + e.token +
                   "] is not a size, 64 squares and a side to move";
        case RecordFault::OtherStart:
            return "the game starts from another position than the standard one";
        case RecordFault::Unfinished:
            return "the game is not finished: it stops after move " + std::to_string(e.move);
    }
    return "the record is not valid";
}

std::vector<Ply> plies(const std::vector<int>& moves) {
    std::vector<Ply> out;
    Position pos = Position::start();
    int played = 0;
    auto add = [&out, &played](Color color, int square) {
        out.push_back(Ply{int(out.size()) / 2 + 1, color, square, played});
    };
    for (int sq : moves) {
        const Color mover = pos.to_move;
        if (!pos.play(sq)) break;
        ++played;
        add(mover, sq);
        if (!pos.game_over() && pos.to_move == mover) add(other(mover), NO_SQUARE);
    }
    return out;
}

std::string move_list_string(const std::vector<Ply>& plies) {
    std::string s;
    for (const Ply& p : plies) {
        if (p.color == Color::Black || s.empty()) {
            if (!s.empty()) s += "  ";
            s += std::to_string(p.number) + '.';
        }
        s += ' ';
        s += p.square == NO_SQUARE ? "pass" : square_name(p.square);
    }
    return s;
}

Replay::Replay(const Position& start) : position_(start) {}

bool Replay::fail(RecordFault fault, std::string token, Color color) {
    error_ = RecordError{fault, written_, std::move(token), color};
    return false;
}

bool Replay::play(int sq, std::optional<Color> mover) {
    ++written_;
    const std::string token = square_name(sq);
    if (position_.game_over()) return fail(RecordFault::GameOver, token);
    position_.pass_if_forced();  // only a start position can still need it
    const Color to_move = position_.to_move;
    if (mover && *mover != to_move) return fail(RecordFault::WrongTurn, token, to_move);
    if (~position_.board.empties() & square_bit(sq)) return fail(RecordFault::Occupied, token);
    if (!position_.play(sq)) return fail(RecordFault::NoFlip, token);
    moves_.push_back(sq);
    unwritten_pass_.reset();
    if (!position_.game_over() && position_.to_move == to_move) unwritten_pass_ = other(to_move);
    return true;
}

bool Replay::pass(std::optional<Color> mover) {
    ++written_;
    // The rules already made this pass when the last move was played.
    if (unwritten_pass_ && (!mover || *mover == *unwritten_pass_)) {
        unwritten_pass_.reset();
        return true;
    }
    if (position_.game_over()) return fail(RecordFault::GameOver, "pass");
    const Color to_move = position_.to_move;
    if (mover && *mover != to_move) return fail(RecordFault::WrongTurn, "pass", to_move);
    if (position_.pass_if_forced()) return true;  // at a start position without a move
    return fail(RecordFault::PassNotForced, "pass", to_move);
}

bool Replay::not_a_square(std::string_view token) {
    ++written_;
    return fail(RecordFault::NotASquare, std::string(token));
}

Parsed<std::vector<int>> read_transcript(std::string_view text) {
    using P = Parsed<std::vector<int>>;
    Replay replay;
    size_t i = 0;
    while (i < text.size()) {
        const std::string_view rest = text.substr(i);
        if (is_separator(rest[0])) {
            ++i;
        } else if (size_t n = move_number_length(rest)) {
            i += n;
        } else if (size_t p = pass_token_length(rest)) {
            if (!replay.pass()) return P::fail(replay.error());
            i += p;
        } else if (int sq = parse_square(rest.substr(0, 2)); sq != NO_SQUARE) {
            if (!replay.play(sq)) return P::fail(replay.error());
            i += 2;
        } else {
            replay.not_a_square(bad_token(rest));
            return P::fail(replay.error());
        }
    }
    return P::ok(replay.moves());
}

ViewPoint view_at(const std::vector<int>& moves, int moves_played) {
    ViewPoint v;
    const int n = std::clamp(moves_played, 0, int(moves.size()));
    v.position = Position::start();
    Color last_mover = Color::Black;
    for (int i = 0; i < n; ++i) {
        last_mover = v.position.to_move;
        if (!v.position.play(moves[size_t(i)])) break;
        v.moves_played = i + 1;
        v.last_move = moves[size_t(i)];
    }
    v.black_discs = popcount(v.position.black());
    v.white_discs = popcount(v.position.white());
    v.game_over = v.position.game_over();
    v.passed = v.moves_played > 0 && !v.game_over && v.position.to_move == last_mover;
    return v;
}

}  // namespace reversi::game
