// The record of a game as text and back. A game from the standard start is fully described by
// its squares: the rules force every pass. Its transcript runs them together in lower case
// ("f5d6c3", engine/position.h's transcript_string); the numbered move list names every ply,
// passes included ("1. f5 d6  2. c3 d3 ... 21. pass g1"); a record pasted by a person may mix
// cases, spaces, move numbers, commas and pass tokens, and is replayed through the rules.
//
// A bad record is refused with a RecordError: what is wrong, at which move, with the token as
// written, so that the app can word it in any language; describe() words it in English.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.h"

namespace reversi::game {

enum class RecordFault {
    NotASquare,       // a token that is neither a square, a move number nor a pass
    Occupied,         // a square that already holds a disc
    NoFlip,           // a square where no disc would be flipped
    GameOver,         // a move or a pass after the end of the game
    PassNotForced,    // a pass by `color`, which has a legal move
    WrongTurn,        // GGF: a move or pass by the side that is not to move (`color` is)
    NotGgf,           // GGF: no "(;" opens the record
    CutOff,           // GGF: the text ends inside property `token`, or before ";)"
    NotOthello,       // GGF: GM[`token`] is another game
    NotStandardGame,  // GGF: TY[`token`] or the BO size is not the standard 8x8 game
    BadBoard,         // GGF: BO[`token`] is not 64 squares and a side to move
    OtherStart,       // GGF: BO is not the standard start position
    Unfinished,       // a record that must be a finished game stops before the end
};

struct RecordError {
    RecordFault fault = RecordFault::NotASquare;
    // The move at fault, counting the moves and passes as written from 1 (move numbers such as
    // "12." are not counted); 0 when the fault is the record's as a whole.
    int move = 0;
    // The token at fault: a square in lower case, "pass", or the text as written.
    std::string token;
    Color color = Color::Black;  // the side to move, for PassNotForced and WrongTurn

    bool operator==(const RecordError& e) const {
        return fault == e.fault && move == e.move && token == e.token && color == e.color;
    }
};

// One English sentence without a final full stop, e.g. `move 7, e3: no disc would be flipped
// there` or `move 3, "z9": not a square`.
std::string describe(const RecordError& error);

// A parsed value, or the first fault of the text.
template <class T>
struct Parsed {
    std::optional<T> value;
    RecordError error;

    static Parsed ok(T v) { return Parsed{std::move(v), {}}; }
    static Parsed fail(RecordError e) { return Parsed{std::nullopt, std::move(e)}; }
    explicit operator bool() const { return value.has_value(); }
    const T& operator*() const { return *value; }
    const T* operator->() const { return &*value; }
};

// One ply of the numbered move list: a move or a pass.
struct Ply {
    int number = 1;              // Black's and White's n-th turns are both numbered n
    Color color = Color::Black;  // who moved or passed
    int square = NO_SQUARE;      // NO_SQUARE for a pass
    int moves_played = 0;        // moves (passes not counted) made once this ply is: its view point

    bool operator==(const Ply& p) const {
        return number == p.number && color == p.color && square == p.square &&
               moves_played == p.moves_played;
    }
};

// The plies of a game from the standard start: its moves, with a pass wherever a side had to
// pass. `moves` must be legal (as a Match's or a parsed record's are); replay stops at an
// illegal one.
std::vector<Ply> plies(const std::vector<int>& moves);
// The numbered move list as text: "1. f5 d6  2. c3 d3  3. c4 pass  4. ...".
std::string move_list_string(const std::vector<Ply>& plies);

// Replays a record through the rules move by move, numbering the moves as written and keeping
// the first fault. A pass that the rules force may be written or left out; the transcript and
// GGF readers share it.
class Replay {
  public:
    explicit Replay(const Position& start = Position::start());
    // Plays `sq` for the side to move, or for `mover` when the record names the colour (GGF).
    bool play(int sq, std::optional<Color> mover = std::nullopt);
    // A written pass, by the side to move or by `mover`.
    bool pass(std::optional<Color> mover = std::nullopt);
    // A token that is not a square.
    bool not_a_square(std::string_view token);

    // The position after what was read: a start position that needs a pass keeps it until a
    // pass or a move is read.
    const Position& position() const { return position_; }
    const std::vector<int>& moves() const { return moves_; }
    const RecordError& error() const { return error_; }

  private:
    bool fail(RecordFault fault, std::string token, Color color = Color::Black);

    Position position_;
    std::vector<int> moves_;
    int written_ = 0;                      // moves and passes read so far
    std::optional<Color> unwritten_pass_;  // the side the rules passed since the last move
    RecordError error_;
};

// True for a pass token: "pass", "PA" or "--", in any case.
bool is_pass_token(std::string_view token);

// Reads a transcript as a person may write or paste it: squares in any case, run together or
// apart, with move numbers ("1.", "12."), commas and passes ("pass", "PA", "--") in between.
Parsed<std::vector<int>> read_transcript(std::string_view text);

// The game as it stood after some of its moves: what the app shows while viewing the past.
struct ViewPoint {
    int moves_played = 0;  // passes not counted
    Position position;     // after those moves, forced passes applied: the side that moves next
    int black_discs = 2;
    int white_discs = 2;
    int last_move = NO_SQUARE;  // NO_SQUARE at the start
    bool passed = false;        // the side after the last move's had to pass
    bool game_over = false;
};

// The view after the first `moves_played` of `moves` (clamped to 0..moves.size()); `moves` must
// be legal, as for plies().
ViewPoint view_at(const std::vector<int>& moves, int moves_played);

}  // namespace reversi::game
