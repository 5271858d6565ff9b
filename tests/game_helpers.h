// Helpers shared by the game's record tests: games to play, transcripts to moves, random legal
// games, a match played through.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/position.h"
#include "game/match.h"

namespace reversi::test {

// Ten moves after which Black has no move and must pass.
constexpr const char* BLACK_PASSES = "c4c3e6d6c6b4a4a5c2a3";
// A whole game in nine moves: Black wipes White out, 13-0 with 51 empty squares.
constexpr const char* SHORT_GAME = "d3c3b3d2e1d6d7e3f4";

// The moves of a legal transcript from the start.
inline std::vector<int> moves_of(const std::string& transcript) {
    auto m = parse_transcript(transcript, Position::start());
    EXPECT_TRUE(m) << transcript << ": " << m.error;
    return m ? *m.value : std::vector<int>{};
}

// A random legal game from the start, `length` moves at most (a finished game by default).
inline std::vector<int> random_game(std::uint32_t seed, int length = 60) {
    std::vector<int> moves;
    Position pos = Position::start();
    while (!pos.game_over() && int(moves.size()) < length) {
        Bitboard legal = pos.board.moves();
        seed = seed * 1664525u + 1013904223u;
        for (std::uint32_t k = (seed >> 8) % std::uint32_t(popcount(legal)); k > 0; --k) {
            legal &= legal - 1;
        }
        moves.push_back(lowest_square(legal));
        pos.play(moves.back());
    }
    return moves;
}

// Plays `transcript` in `m`, 10 ms a move, through the CPU's door when the CPU is to move.
inline void play_all(game::Match& m, const std::string& transcript, std::int64_t& now) {
    for (int sq : moves_of(transcript)) {
        now += 10;
        if (auto req = m.cpu_request()) {
            ASSERT_TRUE(m.apply_cpu_move(sq, req->turn, now));
        } else {
            ASSERT_EQ(m.play(sq, now), game::PlayStatus::Ok);
        }
    }
}

}  // namespace reversi::test
