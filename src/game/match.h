// A match as players live it: two players in the Black and White seats (human or CPU), the
// current game with its moves, passes and result, a clock per turn, the series score, undo and
// redo, the view of any earlier point, ranked games and the whole match saved to text after
// every move.
//
// The match never reads a clock and never searches: every call that can depend on time takes
// the current time in milliseconds (`now_ms`, any monotonic or wall-clock origin), and when a CPU
// must move (a CPU seat, a human out of time, a seat handed to the CPU) the match only says so
// through cpu_request(); the app's CPU worker chooses the square and calls apply_cpu_move().
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/position.h"
#include "rating.h"
#include "record.h"
#include "settings.h"

namespace reversi::game {

// The two people (or programs) of a match. Player A plays Black in the first game; with
// alternate_colors on, the players swap colours after each finished game.
enum class PlayerId { A, B };
constexpr PlayerId other(PlayerId p) {
    return p == PlayerId::A ? PlayerId::B : PlayerId::A;
}

enum class SeatKind { Human, Cpu };

// Who chose a move.
enum class MoveSource {
    Human,    // the human in the seat
    Cpu,      // a CPU seat
    Timeout,  // the CPU, for a human whose time ran out
    StandIn,  // the CPU, in a seat handed over after two timeouts in a row
};

// Why the CPU must move now (None: it must not).
enum class CpuReason { None, CpuSeat, Timeout, HandedSeat };

// Two timeouts in a row for the same person hand their seat to the CPU.
constexpr int TIMEOUTS_BEFORE_HANDOVER = 2;

struct Player {
    SeatKind kind = SeatKind::Human;
    int cpu_level = DEFAULT_CPU_LEVEL;  // its level as a CPU seat or as a stand-in
    bool handed_to_cpu = false;         // a human whose seat the CPU plays until reclaimed
    int timeout_streak = 0;             // timeouts in a row since this person's last own move

    bool operator==(const Player& p) const {
        return kind == p.kind && cpu_level == p.cpu_level && handed_to_cpu == p.handed_to_cpu &&
               timeout_streak == p.timeout_streak;
    }
};

struct MoveRecord {
    int square = NO_SQUARE;
    Color color = Color::Black;
    MoveSource source = MoveSource::Human;

    bool operator==(const MoveRecord& m) const {
        return square == m.square && color == m.color && source == m.source;
    }
};

// Something the app should tell the players, in the order it happened.
enum class EventKind {
    TimeoutMove,    // `color` ran out of time; the CPU played `square` for it
    SeatHanded,     // after two timeouts in a row, the CPU now plays `color`
    Pass,           // `color` had no legal move and passed
    SeatReclaimed,  // the person playing `color` took the seat back
};

struct Event {
    EventKind kind = EventKind::Pass;
    Color color = Color::Black;
    int square = NO_SQUARE;  // the square of a TimeoutMove, NO_SQUARE otherwise
    int ply = 0;             // the number of moves played when it happened

    bool operator==(const Event& e) const {
        return kind == e.kind && color == e.color && square == e.square && ply == e.ply;
    }
};

enum class Winner { Black, White, Draw };

struct GameResult {
    Winner winner = Winner::Draw;
    int black_discs = 0;
    int white_discs = 0;

    // The winner's lead in discs (0 for a draw).
    int margin() const {
        return black_discs > white_discs ? black_discs - white_discs : white_discs - black_discs;
    }
    bool operator==(const GameResult& r) const {
        return winner == r.winner && black_discs == r.black_discs && white_discs == r.white_discs;
    }
};

// The result of a finished game from its final position.
GameResult game_result(const Position& end);

// Finished games won by each player, across the match.
struct SeriesScore {
    int wins_a = 0;
    int wins_b = 0;
    int draws = 0;

    int games() const { return wins_a + wins_b + draws; }
    int wins(PlayerId p) const { return p == PlayerId::A ? wins_a : wins_b; }
    bool operator==(const SeriesScore& s) const {
        return wins_a == s.wins_a && wins_b == s.wins_b && draws == s.draws;
    }
};

// What the CPU worker needs to choose a move, and the turn it belongs to.
struct CpuRequest {
    Position position;
    int level = DEFAULT_CPU_LEVEL;
    CpuReason reason = CpuReason::CpuSeat;
    std::uint64_t turn = 0;  // pass it back to apply_cpu_move so a stale answer is refused
    // The game's seed for the level player (level_limits): the number of games finished in the
    // series, so that the strongest levels open differently from one game to the next (and the
    // same again when a saved game is resumed).
    int seed = 0;
};

enum class PlayStatus {
    Ok,
    Illegal,      // not a legal square
    NotYourTurn,  // the side to move is played by the CPU now
    TimeUp,       // the turn's time ran out before the click: the CPU plays it instead
    GameOver,
    Ranked,  // play_from() an earlier point: not in a ranked game
};

class Match {
  public:
    // A new match with the first game started at `now_ms`, two human players by default.
    explicit Match(const Settings& settings = {}, std::int64_t now_ms = 0,
                   const LevelRatings& level_ratings = engine_level_ratings());

    // --- Settings and seats ---------------------------------------------------------------
    const Settings& settings() const { return settings_; }
    // Replaces the settings. A new turn time applies to the current turn too, counting the time
    // already used; a new CPU level becomes the stand-in level of the human players.
    void set_settings(const Settings& settings, std::int64_t now_ms);
    const LevelRatings& level_ratings() const { return level_ratings_; }

    const Player& player(PlayerId id) const { return players_[index(id)]; }
    // The player sitting in the seat of `color` in the current game.
    PlayerId player_at(Color color) const;
    // The colour `id` plays in the current game.
    Color color_of(PlayerId id) const;
    const Player& seat(Color color) const { return player(player_at(color)); }
    // Makes the seat of `color` human or CPU (with `cpu_level`). Refused (false) during a ranked
    // game that has started, since it would change who is rated; before its first move, a
    // change that leaves two humans or two CPUs makes the game unranked.
    bool set_seat(Color color, SeatKind kind, int cpu_level, std::int64_t now_ms);
    // True when the seat of `color` belongs to a human whose seat was handed to the CPU.
    bool seat_handed(Color color) const { return seat(color).handed_to_cpu; }
    // Gives the seat of `color` back to its human; returns false if it was not handed over.
    bool reclaim_seat(Color color, std::int64_t now_ms);

    // --- The current game -----------------------------------------------------------------
    // Starts the next game. A finished game swaps colours first when alternate_colors is on. A
    // ranked game needs one human and one CPU seat (false otherwise, and the game is not
    // started); abandoning a started ranked game counts as a loss for its human.
    bool new_game(std::int64_t now_ms, bool ranked = false);
    // Starts the next game (unranked, as new_game) with `moves` already played, as if humans had
    // made them ("play on from here" on a game opened from a link), passes included. False,
    // changing nothing, when
    // a move is illegal, the line ends the game, or new_game() would record a loss.
    bool new_game_from(const std::vector<int>& moves, std::int64_t now_ms);
    // True when the seats allow a ranked game: one human and one CPU.
    bool can_rank() const { return players_[0].kind != players_[1].kind; }
    // True when new_game() now would record a loss (a ranked game in progress): ask first.
    bool new_game_forfeits() const { return ranked_ && !moves_.empty() && !game_over(); }
    const Position& position() const { return position_; }
    const std::vector<MoveRecord>& moves() const { return moves_; }
    // The squares of the moves: the game's record (transcript_string() writes it).
    std::vector<int> move_squares() const;
    // The game after its first `moves_played` moves, for viewing the past: a function of the
    // moves alone (see view_at); viewing changes nothing in the match.
    ViewPoint view(int moves_played) const { return view_at(move_squares(), moves_played); }
    // Passes, timeouts and seat changes of the current game, oldest first.
    const std::vector<Event>& events() const { return events_; }
    // The most recent event, if the game has any.
    std::optional<Event> latest_event() const;
    bool game_over() const { return position_.game_over(); }
    // The result once the game is over.
    std::optional<GameResult> result() const;
    bool ranked() const { return ranked_; }
    // The CPU level the human of a ranked game plays against (meaningful when ranked()).
    int ranked_cpu_level() const { return player(other(ranked_human())).cpu_level; }
    int black_discs() const { return popcount(position_.black()); }
    int white_discs() const { return popcount(position_.white()); }
    // The colour to move (meaningless once the game is over).
    Color to_move() const { return position_.to_move; }
    // True when a human plays the coming turn by clicking.
    bool human_to_move() const;
    // The squares a human may click now (0 when it is not a human's turn).
    Bitboard clickable_moves() const;
    // A counter that changes whenever the turn changes (move, undo, new game, seat change).
    std::uint64_t turn() const { return turn_; }

    // A human's click on `sq` at `now_ms`. A click after the turn's time ran out is refused
    // with TimeUp and the turn goes to the CPU.
    PlayStatus play(int sq, std::int64_t now_ms);
    // A human's click on `sq` while viewing the point after `moves_played` moves: in an unranked
    // game, the moves after that point are taken back (as by undo) and `sq` is played there,
    // starting a new line. At the live point it is play(). Refused, changing nothing, with
    // Ranked in a ranked game, NotYourTurn when no present human is to move at that point,
    // Illegal for an illegal square or a point outside the game.
    PlayStatus play_from(int moves_played, int sq, std::int64_t now_ms);

    // --- CPU moves ------------------------------------------------------------------------
    CpuReason cpu_turn_reason() const;
    bool needs_cpu_move() const { return cpu_turn_reason() != CpuReason::None; }
    // What the CPU worker should search, when the CPU must move.
    std::optional<CpuRequest> cpu_request() const;
    // Plays the CPU's answer to the request of `turn`; false (and nothing changes) if the turn
    // has changed since, no CPU move is due, or `sq` is illegal.
    bool apply_cpu_move(int sq, std::uint64_t turn, std::int64_t now_ms);

    // --- Clock ----------------------------------------------------------------------------
    // Checks the clock at `now_ms`; returns true if the human to move just ran out of time (the
    // turn then needs a CPU move).
    bool tick(std::int64_t now_ms);
    // True when the coming turn is timed: a present human to move and a turn time set.
    bool clock_running() const;
    // Milliseconds left in the turn at `now_ms` (never negative), when the turn is timed.
    std::optional<std::int64_t> time_left_ms(std::int64_t now_ms) const;
    // Stops the turn's clock (page hidden or closed); resume() starts it again with the time
    // that was left. A loaded match starts paused.
    void pause(std::int64_t now_ms);
    void resume(std::int64_t now_ms);
    bool paused() const { return paused_; }

    // --- Undo and redo --------------------------------------------------------------------
    // True when undo() would do something: an unranked game with a move made by a human.
    bool can_undo() const;
    // Takes back the moves up to and including the last one a human made, so that this human
    // is to move again (against the CPU, this also takes back the CPU's replies). A finished
    // game that is undone leaves the series score. The moves taken back can be redone.
    bool undo(std::int64_t now_ms);
    // True when redo() would do something: moves taken back by undo, and no move made since.
    bool can_redo() const { return !ranked_ && !redo_.empty(); }
    // Plays again what the last undo took back: a human's move and the CPU's replies after it.
    bool redo(std::int64_t now_ms);
    // The moves undo took back, in the order they were played (the line redo would replay);
    // any new move or new game drops them.
    const std::vector<MoveRecord>& redo_moves() const { return redo_; }

    // --- Series and rating ----------------------------------------------------------------
    const SeriesScore& series() const { return series_; }
    const Rating& rating() const { return rating_; }
    // Puts back a rating kept elsewhere (e.g. stored on its own, when a save was lost).
    void restore_rating(const Rating& rating) { rating_ = rating; }
    // When the rating marks a ranked game in progress that this match does not continue (its
    // save was lost, cleared or unreadable), records that game at `now_ms` as a loss, as
    // leaving it would have; returns true if it did. Call after restore_rating().
    bool settle_abandoned_ranked(std::int64_t now_ms);
    // Dates the rating's new entries: `unix_ms_at_zero` is the wall-clock time (ms since 1970,
    // UTC) at which `now_ms` was 0. Without it, rated games are recorded without a date. It is
    // the app's view of time, not part of the match: neither saved nor compared.
    void set_wall_clock(std::int64_t unix_ms_at_zero) { wall_clock_at_zero_ms_ = unix_ms_at_zero; }

    // --- Saving ---------------------------------------------------------------------------
    // The whole match as versioned text, with the time used in the current turn at `now_ms`.
    std::string save(std::int64_t now_ms) const;
    // Reads a save back, paused (call resume()). A damaged, truncated, foreign or old-version
    // save is refused with a one-sentence reason; the moves are replayed through the rules.
    static Result<Match> load(std::string_view text,
                              const LevelRatings& level_ratings = engine_level_ratings());

    bool operator==(const Match& m) const;

  private:
    static size_t index(PlayerId id) { return id == PlayerId::A ? 0 : 1; }
    Player& seat_mut(Color color) { return players_[index(player_at(color))]; }
    // Plays a legal move, records it with its passes, and settles the game if it ends.
    void apply_move(int sq, MoveSource source, std::int64_t now_ms);
    // Takes back the moves after the first `keep`, putting them in front of the redo line.
    void take_back(size_t keep, std::int64_t now_ms);
    // Starts the clock of a new turn.
    void start_turn(std::int64_t now_ms);
    // Time used in the current turn at `now_ms`.
    std::int64_t used_ms(std::int64_t now_ms) const;
    // Counts the game finished at `now_ms` in the series and, if ranked, in the rating.
    void settle_game(std::int64_t now_ms);
    // Records the outcome of a ranked game against CPU `level` at `now_ms` in the rating.
    void record_ranked(int level, Outcome outcome, std::int64_t now_ms);
    // Marks in the rating whether a ranked game is in progress (Rating::pending_level).
    void mark_pending_ranked();
    // Removes the finished game from the series (undo; ranked games cannot be undone).
    void unsettle_game();
    // The human's outcome in the current ranked game, from `result`.
    Outcome ranked_outcome(const GameResult& result) const;
    // The ranked game's human player.
    PlayerId ranked_human() const;

    Settings settings_;
    LevelRatings level_ratings_;
    Player players_[2];
    PlayerId black_player_ = PlayerId::A;
    bool ranked_ = false;
    Position position_ = Position::start();
    std::vector<MoveRecord> moves_;
    std::vector<MoveRecord> redo_;  // see redo_moves()
    std::vector<Event> events_;
    bool timed_out_ = false;  // the human to move ran out of time: the CPU plays this turn
    std::uint64_t turn_ = 1;
    // Clock: time used in this turn before `resumed_at_ms_`, plus the time since, unless paused.
    std::int64_t used_before_ms_ = 0;
    std::int64_t resumed_at_ms_ = 0;
    bool paused_ = false;
    SeriesScore series_;
    Rating rating_;
    std::optional<std::int64_t> wall_clock_at_zero_ms_;  // see set_wall_clock()
};

}  // namespace reversi::game
