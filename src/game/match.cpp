// The match's rules of play: seats, turns, clocks and timeouts, passes, results, undo and redo,
// series and ranked games. Saving and loading are in match_save.cpp.
#include "match.h"

#include <algorithm>

namespace reversi::game {

namespace {

int clamp_level(int level) {
    return std::clamp(level, MIN_CPU_LEVEL, MAX_CPU_LEVEL);
}

}  // namespace

Match::Match(const Settings& settings, std::int64_t now_ms, const LevelRatings& level_ratings)
    : settings_(settings), level_ratings_(level_ratings) {
    players_[0].cpu_level = players_[1].cpu_level = clamp_level(settings.cpu_level);
    start_turn(now_ms);
}

void Match::set_settings(const Settings& settings, std::int64_t now_ms) {
    // The time used so far stays counted; only the limit changes.
    used_before_ms_ = used_ms(now_ms);
    resumed_at_ms_ = now_ms;
    settings_ = settings;
    settings_.cpu_level = clamp_level(settings.cpu_level);
    for (Player& p : players_) {
        if (p.kind == SeatKind::Human) p.cpu_level = settings_.cpu_level;
    }
}

PlayerId Match::player_at(Color color) const {
    return color == Color::Black ? black_player_ : other(black_player_);
}

Color Match::color_of(PlayerId id) const {
    return id == black_player_ ? Color::Black : Color::White;
}

bool Match::set_seat(Color color, SeatKind kind, int cpu_level, std::int64_t now_ms) {
    if (new_game_forfeits()) return false;  // a ranked game in progress keeps its seats
    Player& p = seat_mut(color);
    cpu_level = clamp_level(cpu_level);
    if (p.kind == kind && p.cpu_level == cpu_level && !p.handed_to_cpu) return true;
    p.kind = kind;
    p.cpu_level = cpu_level;
    p.handed_to_cpu = false;
    p.timeout_streak = 0;
    // A ranked game not yet started stays ranked only with one human and one CPU.
    if (!can_rank()) ranked_ = false;
    if (color == to_move() && !game_over()) {
        // Whoever sits down now gets a fresh turn; a pending CPU answer becomes stale.
        timed_out_ = false;
        ++turn_;
        start_turn(now_ms);
    }
    return true;
}

bool Match::reclaim_seat(Color color, std::int64_t now_ms) {
    Player& p = seat_mut(color);
    if (!p.handed_to_cpu) return false;
    p.handed_to_cpu = false;
    p.timeout_streak = 0;
    events_.push_back(Event{EventKind::SeatReclaimed, color, NO_SQUARE, int(moves_.size())});
    if (color == to_move() && !game_over()) {
        timed_out_ = false;
        ++turn_;
        start_turn(now_ms);
    }
    return true;
}

bool Match::new_game(std::int64_t now_ms, bool ranked) {
    if (ranked && !can_rank()) return false;
    if (new_game_forfeits()) {
        // Leaving a started ranked game loses it; otherwise a losing game could be dodged.
        record_ranked(ranked_cpu_level(), Outcome::Loss, now_ms);
    }
    if (game_over() && settings_.alternate_colors) black_player_ = other(black_player_);
    position_ = Position::start();
    moves_.clear();
    redo_.clear();
    events_.clear();
    timed_out_ = false;
    ranked_ = ranked;
    ++turn_;
    start_turn(now_ms);
    mark_pending_ranked();
    return true;
}

bool Match::new_game_from(const std::vector<int>& moves, std::int64_t now_ms) {
    if (new_game_forfeits()) return false;
    Position check = Position::start();
    for (int sq : moves) {
        if (sq < 0 || sq >= BOARD_SQUARES || !check.play(sq)) return false;
    }
    if (check.game_over()) return false;
    new_game(now_ms);
    // The line's passes are recorded as they happened (a save checks them against the moves).
    for (int sq : moves) apply_move(sq, MoveSource::Human, now_ms);
    return true;
}

std::vector<int> Match::move_squares() const {
    std::vector<int> squares;
    for (const MoveRecord& m : moves_) squares.push_back(m.square);
    return squares;
}

std::optional<Event> Match::latest_event() const {
    if (events_.empty()) return std::nullopt;
    return events_.back();
}

GameResult game_result(const Position& end) {
    GameResult r;
    r.black_discs = popcount(end.black());
    r.white_discs = popcount(end.white());
    r.winner = r.black_discs > r.white_discs   ? Winner::Black
               : r.white_discs > r.black_discs ? Winner::White
                                               : Winner::Draw;
    return r;
}

std::optional<GameResult> Match::result() const {
    if (!game_over()) return std::nullopt;
    return game_result(position_);
}

bool Match::human_to_move() const {
    if (game_over() || timed_out_) return false;
    const Player& p = seat(to_move());
    return p.kind == SeatKind::Human && !p.handed_to_cpu;
}

Bitboard Match::clickable_moves() const {
    return human_to_move() ? position_.board.moves() : 0;
}

PlayStatus Match::play(int sq, std::int64_t now_ms) {
    if (game_over()) return PlayStatus::GameOver;
    if (!human_to_move()) return PlayStatus::NotYourTurn;
    if (tick(now_ms)) return PlayStatus::TimeUp;
    if (sq < 0 || sq >= BOARD_SQUARES || !position_.board.is_legal(sq)) {
        return PlayStatus::Illegal;
    }
    seat_mut(to_move()).timeout_streak = 0;
    redo_.clear();
    apply_move(sq, MoveSource::Human, now_ms);
    return PlayStatus::Ok;
}

PlayStatus Match::play_from(int moves_played, int sq, std::int64_t now_ms) {
    if (moves_played < 0 || moves_played > int(moves_.size())) return PlayStatus::Illegal;
    if (moves_played == int(moves_.size())) return play(sq, now_ms);
    if (ranked_) return PlayStatus::Ranked;
    const ViewPoint v = view(moves_played);
    const Player& p = seat(v.position.to_move);
    if (p.kind != SeatKind::Human || p.handed_to_cpu) return PlayStatus::NotYourTurn;
    if (sq < 0 || sq >= BOARD_SQUARES || !v.position.board.is_legal(sq)) {
        return PlayStatus::Illegal;
    }
    take_back(size_t(moves_played), now_ms);
    redo_.clear();
    seat_mut(to_move()).timeout_streak = 0;
    apply_move(sq, MoveSource::Human, now_ms);
    return PlayStatus::Ok;
}

CpuReason Match::cpu_turn_reason() const {
    if (game_over()) return CpuReason::None;
    if (timed_out_) return CpuReason::Timeout;
    const Player& p = seat(to_move());
    if (p.kind == SeatKind::Cpu) return CpuReason::CpuSeat;
    if (p.handed_to_cpu) return CpuReason::HandedSeat;
    return CpuReason::None;
}

std::optional<CpuRequest> Match::cpu_request() const {
    CpuReason reason = cpu_turn_reason();
    if (reason == CpuReason::None) return std::nullopt;
    return CpuRequest{position_, seat(to_move()).cpu_level, reason, turn_, series_.games()};
}

bool Match::apply_cpu_move(int sq, std::uint64_t turn, std::int64_t now_ms) {
    CpuReason reason = cpu_turn_reason();
    if (reason == CpuReason::None || turn != turn_) return false;
    if (sq < 0 || sq >= BOARD_SQUARES || !position_.board.is_legal(sq)) return false;
    Color mover = to_move();
    int ply = int(moves_.size()) + 1;
    MoveSource source = MoveSource::Cpu;
    if (reason == CpuReason::Timeout) {
        source = MoveSource::Timeout;
        events_.push_back(Event{EventKind::TimeoutMove, mover, sq, ply});
        Player& p = seat_mut(mover);
        if (++p.timeout_streak >= TIMEOUTS_BEFORE_HANDOVER && !p.handed_to_cpu) {
            p.handed_to_cpu = true;
            events_.push_back(Event{EventKind::SeatHanded, mover, NO_SQUARE, ply});
        }
    } else if (reason == CpuReason::HandedSeat) {
        source = MoveSource::StandIn;
    }
    redo_.clear();
    apply_move(sq, source, now_ms);
    return true;
}

void Match::apply_move(int sq, MoveSource source, std::int64_t now_ms) {
    Color mover = to_move();
    position_.play(sq);
    moves_.push_back(MoveRecord{sq, mover, source});
    timed_out_ = false;
    ++turn_;
    if (game_over()) {
        settle_game(now_ms);
    } else if (to_move() == mover) {
        events_.push_back(Event{EventKind::Pass, other(mover), NO_SQUARE, int(moves_.size())});
    }
    start_turn(now_ms);
    mark_pending_ranked();
}

void Match::start_turn(std::int64_t now_ms) {
    used_before_ms_ = 0;
    resumed_at_ms_ = now_ms;
}

std::int64_t Match::used_ms(std::int64_t now_ms) const {
    if (paused_) return used_before_ms_;
    return used_before_ms_ + std::max<std::int64_t>(0, now_ms - resumed_at_ms_);
}

bool Match::clock_running() const {
    return human_to_move() && settings_.turn_time != TurnTime::None;
}

bool Match::tick(std::int64_t now_ms) {
    if (!clock_running() || paused_) return false;
    if (used_ms(now_ms) < turn_time_ms(settings_.turn_time)) return false;
    timed_out_ = true;
    return true;
}

std::optional<std::int64_t> Match::time_left_ms(std::int64_t now_ms) const {
    if (!clock_running()) return std::nullopt;
    return std::max<std::int64_t>(0, turn_time_ms(settings_.turn_time) - used_ms(now_ms));
}

void Match::pause(std::int64_t now_ms) {
    if (paused_) return;
    used_before_ms_ = used_ms(now_ms);
    paused_ = true;
}

void Match::resume(std::int64_t now_ms) {
    if (!paused_) return;
    resumed_at_ms_ = now_ms;
    paused_ = false;
}

bool Match::can_undo() const {
    if (ranked_) return false;
    return std::any_of(moves_.begin(), moves_.end(),
                       [](const MoveRecord& m) { return m.source == MoveSource::Human; });
}

bool Match::undo(std::int64_t now_ms) {
    if (!can_undo()) return false;
    size_t keep = moves_.size();
    while (moves_[keep - 1].source != MoveSource::Human) --keep;
    take_back(keep - 1, now_ms);
    return true;
}

void Match::take_back(size_t keep, std::int64_t now_ms) {
    if (game_over()) unsettle_game();
    redo_.insert(redo_.begin(), moves_.begin() + long(keep), moves_.end());
    moves_.resize(keep);
    position_ = Position::start();
    for (const MoveRecord& m : moves_) position_.play(m.square);
    events_.erase(std::remove_if(events_.begin(), events_.end(),
                                 [keep](const Event& e) { return e.ply > int(keep); }),
                  events_.end());
    timed_out_ = false;
    ++turn_;
    start_turn(now_ms);
}

bool Match::redo(std::int64_t now_ms) {
    if (!can_redo()) return false;
    // The human's move and the moves up to the next human one: what one undo took back.
    size_t n = 1;
    while (n < redo_.size() && redo_[n].source != MoveSource::Human) ++n;
    for (size_t i = 0; i < n; ++i) {
        if (!position_.board.is_legal(redo_[i].square)) {  // cannot happen: the line follows
            redo_.clear();
            return i > 0;
        }
        apply_move(redo_[i].square, redo_[i].source, now_ms);
    }
    redo_.erase(redo_.begin(), redo_.begin() + long(n));
    return true;
}

PlayerId Match::ranked_human() const {
    return players_[0].kind == SeatKind::Human ? PlayerId::A : PlayerId::B;
}

Outcome Match::ranked_outcome(const GameResult& r) const {
    if (r.winner == Winner::Draw) return Outcome::Draw;
    Color winner = r.winner == Winner::Black ? Color::Black : Color::White;
    return color_of(ranked_human()) == winner ? Outcome::Win : Outcome::Loss;
}

void Match::record_ranked(int level, Outcome outcome, std::int64_t now_ms) {
    std::int64_t date = wall_clock_at_zero_ms_ ? (*wall_clock_at_zero_ms_ + now_ms) / 1000 : 0;
    record_ranked_game(rating_, level, outcome, level_ratings_, date);
}

void Match::mark_pending_ranked() {
    rating_.pending_level = new_game_forfeits() ? ranked_cpu_level() : 0;
}

bool Match::settle_abandoned_ranked(std::int64_t now_ms) {
    if (rating_.pending_level == 0 || new_game_forfeits()) return false;
    record_ranked(rating_.pending_level, Outcome::Loss, now_ms);
    rating_.pending_level = 0;
    return true;
}

void Match::settle_game(std::int64_t now_ms) {
    GameResult r = *result();
    if (r.winner == Winner::Draw) {
        ++series_.draws;
    } else {
        PlayerId w = player_at(r.winner == Winner::Black ? Color::Black : Color::White);
        ++(w == PlayerId::A ? series_.wins_a : series_.wins_b);
    }
    if (ranked_) record_ranked(ranked_cpu_level(), ranked_outcome(r), now_ms);
}

void Match::unsettle_game() {
    GameResult r = *result();
    if (r.winner == Winner::Draw) {
        --series_.draws;
    } else {
        PlayerId w = player_at(r.winner == Winner::Black ? Color::Black : Color::White);
        --(w == PlayerId::A ? series_.wins_a : series_.wins_b);
    }
}

bool Match::operator==(const Match& m) const {
    return settings_ == m.settings_ && level_ratings_ == m.level_ratings_ &&
           players_[0] == m.players_[0] && players_[1] == m.players_[1] &&
           black_player_ == m.black_player_ && ranked_ == m.ranked_ && position_ == m.position_ &&
           moves_ == m.moves_ && redo_ == m.redo_ && events_ == m.events_ &&
           timed_out_ == m.timed_out_ && turn_ == m.turn_ && series_ == m.series_ &&
           rating_ == m.rating_;
}

}  // namespace reversi::game
