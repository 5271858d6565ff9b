// GGF, the Generic Game Format in which GGS, NBoard and other Othello programs keep games: one
// record a line, for example
//
//   (;GM[Othello]PC[Reversi]DT[2024.05.03_10:20:00.UTC]PB[You]PW[Level 5]TY[8]RE[+12.000]
//     BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]
//     B[F5]W[D6//1.23]...;)
//
// (on one line). Properties come in any order; a move is a square in either case or PA for a
// pass, with an optional evaluation and time after '/'; DT is "year.month.day_h:m:s.zone" or
// seconds since 1970; RE is Black's lead in discs, with an optional ":r" (resigned), ":t" (time)
// or ":s" flag. Only the standard 8x8 game is read (TY[8]).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record.h"

namespace reversi::game {

struct GgfGame {
    Position start = Position::start();  // BO
    std::vector<int> moves;              // from `start`, passes left out
    std::string place;                   // PC
    std::string black;                   // PB, the name of Black's player
    std::string white;                   // PW
    std::int64_t date_ms = 0;            // DT, ms since 1970 (UTC); 0 when absent or unreadable
    std::optional<int> result;           // RE: Black's lead in discs, when it is a number
    // The position the record leaves (its passes included), set by read_ggf, which NBoard plays
    // on from. Derived from the rest, so not compared.
    Position end = Position::start();

    bool operator==(const GgfGame& g) const {
        return start == g.start && moves == g.moves && place == g.place && black == g.black &&
               white == g.white && date_ms == g.date_ms && result == g.result;
    }
};

// Reads the first GGF record in `text` and replays its moves through the rules. The game must
// start from the standard position unless `any_start` (NBoard sends any position).
Parsed<GgfGame> read_ggf(std::string_view text, bool any_start = false);
// The record on one line, without a line end: passes written as PA, squares in upper case, DT
// left out when the date is unknown (0), RE[?] when the result is.
std::string write_ggf(const GgfGame& game);

// A move as GGF and NBoard write it: "F5", or "PA" for NO_SQUARE.
std::string ggf_move(int sq);
// A date as GGF writes it, "2024.05.03_10:20:00.UTC", from ms since 1970 (UTC).
std::string ggf_date(std::int64_t unix_ms);
// Reads a GGF date (either form) as ms since 1970; a zone other than UTC/GMT is taken as UTC.
std::optional<std::int64_t> parse_ggf_date(std::string_view text);

// Reads a pasted game: a GGF record when the text holds "(;", a transcript otherwise.
Parsed<std::vector<int>> read_record(std::string_view text);

}  // namespace reversi::game
