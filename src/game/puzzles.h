// The daily endgame puzzle: "Black to play and win" (or draw, or lose by the least), a position
// from the engine's own games with every move solved exactly, a new one each day, the same for
// everyone on the same date (chosen from the local date alone: no server), and the player's
// streak of days in a row, kept on the device.
//
// The puzzles ship inside the game: data/puzzles.txt, written by `reversi-train puzzles`
// (src/train/puzzles.cpp) and compiled in by src/game/embed_text.cmake. Each line is a board a1..h8
// (X black, O white, - empty), the side to move (X or O), then every legal move with its exact
// final disc difference for the side to move (empties to the winner), best first:
//   --XOOO...XX- X c4=+6 d8=-2 a1=-10
// Every puzzle has one best move, at least 2 discs ahead of the second, and at least 3 moves.
//
// Difficulty follows the week, as newspaper puzzles do: easy (6 to 8 empties) on Monday and
// Tuesday, medium (10 to 12) from Wednesday to Friday, hard (14 to 16) on Saturday and Sunday.
// Within its tier the day's puzzle is drawn by a fixed hash of the date: each tier's puzzles are
// dealt out in a shuffled order (a new order each time round), so a puzzle comes back only after
// the whole tier has been seen, and two consecutive days never show the same one.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.h"
#include "game/analysis.h"
#include "game/lesson.h"

namespace reversi::game {

enum class PuzzleTier { Easy, Medium, Hard };
constexpr int PUZZLE_TIER_COUNT = 3;

// A puzzle's tier by its empties: up to 9 easy, up to 13 medium, hard beyond.
PuzzleTier tier_of_empties(int empties);
// "easy", "medium", "hard".
const char* tier_name(PuzzleTier tier);

struct EndgamePuzzle {
    Position position;  // position.to_move plays
    // Every legal move with its exact value for the side to move (analysis.h's MoveValue: 1 /
    // DISC_SCALE discs, exact, depth = empties), best first.
    std::vector<MoveValue> values;
    int empties = 0;

    PuzzleTier tier() const { return tier_of_empties(empties); }
};

// Reads puzzles in the format above; '#' lines and blank lines are skipped. A malformed line is
// an error naming it ("line 12: ..."): a board that is not 64 of X, O and -, a side that is not
// X or O, a move that is not legal or is listed twice, a legal move missing, a value that is not
// an even number of discs from -64 to 64, values not best first, or no move at all.
Result<std::vector<EndgamePuzzle>> parse_puzzles(std::string_view text);

// The puzzles compiled into the game, parsed once (empty if the text were malformed, which the
// tests rule out).
const std::vector<EndgamePuzzle>& endgame_puzzles();

// The local date as a number of days since 1970-01-01: `wall_clock_ms` is milliseconds since
// the epoch (UTC, JavaScript's Date.now()), `utc_offset_minutes` how far local time is ahead of
// UTC (+60 for Lisbon in summer, -180 for Sao Paulo: JavaScript's -getTimezoneOffset()).
// Day 0 was a Thursday.
int day_number(double wall_clock_ms, int utc_offset_minutes);
// 0 for Monday ... 6 for Sunday.
int weekday(int day);
// The tier of the day's puzzle: easy Monday and Tuesday, medium Wednesday to Friday, hard
// Saturday and Sunday.
PuzzleTier daily_tier(int day);

// The index in `pool` of day `day`'s puzzle (-1 if the pool is empty). A pool without puzzles of
// every tier is dealt out whole, whatever the weekday.
int daily_puzzle_index(const std::vector<EndgamePuzzle>& pool, int day);

// `puzzle` as an exercise (Goal::Values, tolerance 0: only the best move is right), with the id
// "daily-<day>": the title gives the empties and the tier ("Daily puzzle · 8 empties · easy"),
// the prompt the side to move and the best result ("Black to play and win.", "... and win by
// the most discs." when more than one move wins, "... and draw.", "... and lose by the
// least."), `right` the result with best play.
Exercise puzzle_exercise(const EndgamePuzzle& puzzle, int day);
// Day `day`'s puzzle from the compiled-in pool (an exercise without values if it were empty).
Exercise daily_puzzle(int day);
// The same as the course "daily" of one step, for the app's exercise panel.
Course daily_course(int day);

// The player's daily puzzles solved, kept on the device.
struct Streak {
    int last_day = -1;  // the last day whose puzzle was solved (-1: none yet)
    int current = 0;    // days in a row up to last_day
    int best = 0;       // the longest run ever
    int solved = 0;     // days solved in all

    bool operator==(const Streak& s) const {
        return last_day == s.last_day && current == s.current && best == s.best &&
               solved == s.solved;
    }
    bool operator!=(const Streak& s) const { return !(*this == s); }
};

// Records day `day`'s puzzle solved: the day after last_day continues the run, a later day
// starts a new run of 1, and `best` keeps the longest. Returns false, changing nothing, for a
// day already counted, a day before last_day (a clock put back) or a day before 1970.
bool record_solve(Streak& streak, int day);
// The run as shown on day `today`: `current` while it can still go on (last_day is today or
// yesterday), else 0.
int streak_today(const Streak& streak, int today);

// The streak as text for storage: "last_day=20428 current=3 best=7 solved=12".
std::string streak_to_string(const Streak& streak);
// Parses that text: the four keys in that order, whole numbers, and a streak that can be
// (current <= best <= solved, none of them without a last_day, none zero with one); anything
// else is refused.
std::optional<Streak> parse_streak(std::string_view text);

}  // namespace reversi::game
