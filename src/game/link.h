// A game as a link: the page's address with the moves in its fragment, as the share button sends
// it and as a visitor opens it.
//
//   index.html#moves=f5d6c3d3c4          the game, shown at its last move
//   index.html#moves=f5d6c3d3c4&at=3     shown after its first 3 moves
//   index.html#moves=f5d6c3&play=1       a correspondence game: the receiver plays the next move
//
// The moves are a transcript (record.h) and may be written in any case, with passes; `at` is
// clamped to the game; fields the page does not know are passed over, so that a later version
// may add some.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record.h"

namespace reversi::game {

struct GameLink {
    std::vector<int> moves;
    std::optional<int> at;  // the moves shown first; nullopt: all of them
    bool play = false;      // a correspondence game
    bool operator==(const GameLink& l) const {
        return moves == l.moves && at == l.at && play == l.play;
    }
};

// Reads a link's fragment, with or without its '#': nullopt when it carries no game (no
// "moves=" field), else the link or the first fault of its moves.
std::optional<Parsed<GameLink>> read_game_link(std::string_view fragment);

// The fragment of a link to `link`, with its '#': "#moves=f5d6c3&at=2", "&play=1" for a
// correspondence game; `at` is written only when it stops before the last move.
std::string game_link_fragment(const GameLink& link);

}  // namespace reversi::game
