// A correspondence game: two players on two devices, with no server. Each move travels as a link
// (link.h, "&play=1"): the player who receives it sees the position, makes the next move and
// sends the new link back. Each device keeps its correspondence game apart from its local game.
//
// The device plays one colour, `mine`: the side to move in the link it received, or, for the
// device that sent the first link, the side that had just moved. It may move only when that
// side is to move, and take back only its own moves not yet answered.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.h"

namespace reversi::game {

class Correspondence {
  public:
    // The game a device sends first: `moves` so far, played by `mine` last.
    static Correspondence sent(std::vector<int> moves, Color mine);
    // The game a received link holds: the device plays the side to move after `moves`. Moves
    // that the device had made past the link's are kept when the link is their start (an old
    // link opened again).
    static Correspondence received(std::vector<int> moves,
                                   const std::optional<Correspondence>& kept);

    const std::vector<int>& moves() const { return moves_; }
    Color mine() const { return mine_; }
    // The position after the moves, forced passes applied.
    Position position() const;
    bool game_over() const { return position().game_over(); }
    // True when the device is to move.
    bool can_move() const;
    // Plays `sq` for the device; false, changing nothing, when it cannot move or `sq` is illegal.
    bool play(int sq);
    // Moves made on this device since the link it received (what undo may take back).
    int own_moves() const { return int(moves_.size()) - received_; }
    // Takes back the device's last unanswered move.
    bool undo();

    // The game as one line of text ("reversi-correspondence 1 X 2 f5d6c3"), and back.
    std::string save() const;
    static std::optional<Correspondence> load(std::string_view text);
    bool operator==(const Correspondence& c) const {
        return moves_ == c.moves_ && mine_ == c.mine_ && received_ == c.received_;
    }

  private:
    std::vector<int> moves_;
    Color mine_ = Color::Black;
    int received_ = 0;  // the moves of the last link received (or sent first)
};

}  // namespace reversi::game
