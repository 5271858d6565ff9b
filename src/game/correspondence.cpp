#include "correspondence.h"

#include <algorithm>
#include <sstream>

namespace reversi::game {

namespace {

// The position after `moves`, or nullopt if one is illegal.
std::optional<Position> replay(const std::vector<int>& moves) {
    Position p = Position::start();
    for (int sq : moves) {
        if (sq < 0 || sq >= BOARD_SQUARES || !p.play(sq)) return std::nullopt;
    }
    return p;
}

}  // namespace

Correspondence Correspondence::sent(std::vector<int> moves, Color mine) {
    Correspondence c;
    c.received_ = int(moves.size());
    c.moves_ = std::move(moves);
    c.mine_ = mine;
    return c;
}

Correspondence Correspondence::received(std::vector<int> moves,
                                        const std::optional<Correspondence>& kept) {
    if (kept && kept->moves_.size() >= moves.size() &&
        std::equal(moves.begin(), moves.end(), kept->moves_.begin()))
        return *kept;
    Correspondence c;
    c.received_ = int(moves.size());
    c.moves_ = std::move(moves);
    c.mine_ = c.position().to_move;
    return c;
}

Position Correspondence::position() const {
    return replay(moves_).value_or(Position::start());
}

bool Correspondence::can_move() const {
    Position p = position();
    return !p.game_over() && p.to_move == mine_;
}

bool Correspondence::play(int sq) {
    if (!can_move()) return false;
    Position p = position();
    if (sq < 0 || sq >= BOARD_SQUARES || !p.play(sq)) return false;
    moves_.push_back(sq);
    return true;
}

bool Correspondence::undo() {
    if (own_moves() <= 0) return false;
    moves_.pop_back();
    return true;
}

std::string Correspondence::save() const {
    return "reversi-correspondence 1 " + std::string(1, color_char(mine_)) + ' ' +
           std::to_string(received_) + ' ' + transcript_string(moves_);
}

std::optional<Correspondence> Correspondence::load(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string magic, version, mine, moves_text;
    int received = -1;
    if (!(in >> magic >> version >> mine >> received) || magic != "reversi-correspondence" ||
        version != "1" || (mine != "X" && mine != "O"))
        return std::nullopt;
    in >> moves_text;  // empty for a game without moves
    auto moves = parse_transcript(moves_text, Position::start());
    if (!moves || !replay(*moves.value) || received < 0 || received > int(moves.value->size()))
        return std::nullopt;
    Correspondence c;
    c.moves_ = *moves.value;
    c.mine_ = mine == "X" ? Color::Black : Color::White;
    c.received_ = received;
    return c;
}

}  // namespace reversi::game
