// The match's save format: versioned, line-based text ending in a checksum, e.g.
//
//   reversi-match 2
//   settings show_legal_moves=1 alternate_colors=1 turn_time=30 language=pt cpu_level=3
//   player A human 3 0 0           kind, CPU level, seat handed (0/1), timeouts in a row
//   player B cpu 5 0 0
//   black A                        who plays Black in the current game
//   ranked 0
//   series 2 1 0                   wins of A, wins of B, draws
//   rating 1216 3:W:1200:1220 ...  see rating.h
//   moves f5h d6c c3t              square + source (h human, c CPU, t timeout, s stand-in)
//   events t:X:c3:3 p:O:-:40       kind (t timeout, h handed, p pass, r reclaimed), colour,
//                                  square, ply
//   redo e3h f4c                   the moves undo took back, as the moves (version 2 on)
//   turn 17 timeout 0 used 12345   turn counter, turn forfeited to the CPU, ms used in the turn
//   sum 0a1b2c3d                   FNV-1a 32 of every byte before this line
//
// Loading checks the header, the checksum, every field, then replays the moves through the
// rules and compares the passes it sees with the recorded ones. Version 1 (no redo line) still
// loads, with nothing to redo.
#include <cstdio>
#include <optional>
#include <vector>

#include "match.h"
#include "save_text.h"

namespace reversi::game {

namespace {

constexpr const char* MAGIC = "reversi-match";
constexpr int FORMAT_VERSION = 2;
constexpr int OLDEST_VERSION = 1;  // the format before the redo line

// The letters of move sources and event kinds, both ways.
template <class E>
struct Letter {
    E value;
    char letter;
};
constexpr Letter<MoveSource> SOURCE_LETTERS[] = {{MoveSource::Human, 'h'},
                                                 {MoveSource::Cpu, 'c'},
                                                 {MoveSource::Timeout, 't'},
                                                 {MoveSource::StandIn, 's'}};
constexpr Letter<EventKind> EVENT_LETTERS[] = {{EventKind::TimeoutMove, 't'},
                                               {EventKind::SeatHanded, 'h'},
                                               {EventKind::Pass, 'p'},
                                               {EventKind::SeatReclaimed, 'r'}};

template <class E, size_t N>
char letter_of(const Letter<E> (&table)[N], E value) {
    for (const Letter<E>& l : table) {
        if (l.value == value) return l.letter;
    }
    return '?';
}

template <class E, size_t N>
std::optional<E> value_of(const Letter<E> (&table)[N], char letter) {
    for (const Letter<E>& l : table) {
        if (l.letter == letter) return l.value;
    }
    return std::nullopt;
}

bool parse_player(const std::vector<std::string_view>& w, char id, Player& p) {
    if (w.size() != 6 || w[0] != "player" || w[1].size() != 1 || w[1][0] != id) return false;
    if (w[2] == "human") {
        p.kind = SeatKind::Human;
    } else if (w[2] == "cpu") {
        p.kind = SeatKind::Cpu;
    } else {
        return false;
    }
    int handed = 0;
    if (!parse_int(w[3], MAX_CPU_LEVEL, p.cpu_level) || p.cpu_level < MIN_CPU_LEVEL ||
        !parse_int(w[4], 1, handed) ||
        !parse_int(w[5], TIMEOUTS_BEFORE_HANDOVER, p.timeout_streak)) {
        return false;
    }
    p.handed_to_cpu = handed == 1;
    return !(p.handed_to_cpu && p.kind == SeatKind::Cpu);
}

bool parse_color(std::string_view s, Color& c) {
    if (s == "X") {
        c = Color::Black;
    } else if (s == "O") {
        c = Color::White;
    } else {
        return false;
    }
    return true;
}

// A saved move, "f5h": square and source; NO_SQUARE if malformed.
MoveRecord parse_move(std::string_view tok) {
    MoveRecord move;
    auto source = value_of(SOURCE_LETTERS, tok.empty() ? '?' : tok.back());
    move.square = tok.size() == 3 && source ? parse_square(tok.substr(0, 2)) : NO_SQUARE;
    move.source = source.value_or(MoveSource::Human);
    return move;
}

Result<Match> damaged(const std::string& what) {
    return Result<Match>::fail("The saved game is damaged (" + what + ").");
}

}  // namespace

std::string Match::save(std::int64_t now_ms) const {
    std::string s = std::string(MAGIC) + ' ' + std::to_string(FORMAT_VERSION) + '\n';
    s += "settings " + settings_to_string(settings_) + '\n';
    for (PlayerId id : {PlayerId::A, PlayerId::B}) {
        const Player& p = player(id);
        s += std::string("player ") + (id == PlayerId::A ? 'A' : 'B') +
             (p.kind == SeatKind::Human ? " human " : " cpu ") + std::to_string(p.cpu_level) + ' ' +
             (p.handed_to_cpu ? '1' : '0') + ' ' + std::to_string(p.timeout_streak) + '\n';
    }
    s += std::string("black ") + (black_player_ == PlayerId::A ? 'A' : 'B') + '\n';
    s += std::string("ranked ") + (ranked_ ? '1' : '0') + '\n';
    s += "series " + std::to_string(series_.wins_a) + ' ' + std::to_string(series_.wins_b) + ' ' +
         std::to_string(series_.draws) + '\n';
    s += "rating " + rating_to_string(rating_) + '\n';
    s += "moves";
    for (const MoveRecord& m : moves_)
        s += ' ' + square_name(m.square) + letter_of(SOURCE_LETTERS, m.source);
    s += "\nevents";
    for (const Event& e : events_) {
        s += std::string(" ") + letter_of(EVENT_LETTERS, e.kind) + ':' + color_char(e.color) + ':' +
             (e.square == NO_SQUARE ? std::string("-") : square_name(e.square)) + ':' +
             std::to_string(e.ply);
    }
    s += "\nredo";
    for (const MoveRecord& m : redo_)
        s += ' ' + square_name(m.square) + letter_of(SOURCE_LETTERS, m.source);
    s += "\nturn " + std::to_string(turn_) + " timeout " + (timed_out_ ? '1' : '0') + " used " +
         std::to_string(used_ms(now_ms)) + '\n';
    s += "sum " + hex32(checksum(s)) + '\n';
    return s;
}

Result<Match> Match::load(std::string_view text, const LevelRatings& level_ratings) {
    // Header and integrity first, so that a foreign, old or cut-off text gets the right reason.
    std::string_view magic = text.substr(0, text.find_first_of(" \n"));
    if (magic != MAGIC) return Result<Match>::fail("This text is not a saved Reversi game.");
    size_t eol = text.find('\n');
    std::string_view first = text.substr(0, eol);
    int version = 0;
    if (first.size() <= magic.size() + 1 ||
        !parse_int(first.substr(magic.size() + 1), 1000000, version)) {
        return damaged("no format version");
    }
    if (version < OLDEST_VERSION) {
        return Result<Match>::fail("The saved game was made by an older version of the game (" +
                                   std::to_string(version) + ") that this one cannot read.");
    }
    if (version > FORMAT_VERSION) {
        return Result<Match>::fail("The saved game was made by a newer version of the game (" +
                                   std::to_string(version) + ") that this one cannot read.");
    }
    size_t sum_at = text.rfind("\nsum ");
    if (sum_at == std::string_view::npos || text.size() < sum_at + 5 + 8 + 1 ||
        text.back() != '\n') {
        return Result<Match>::fail("The saved game is incomplete: it was cut off before its end.");
    }
    std::string_view body = text.substr(0, sum_at + 1);
    if (text.substr(sum_at + 5) != hex32(checksum(body)) + '\n') {
        return Result<Match>::fail(
            "The saved game is damaged: its checksum does not match its content.");
    }

    std::vector<std::string_view> lines = split(body, '\n');
    lines.pop_back();  // after the last '\n'
    const size_t redo_line = version >= 2 ? 10 : 0;
    if (lines.size() != (redo_line ? 12u : 11u)) return damaged("wrong number of lines");
    Match m(Settings{}, 0, level_ratings);

    std::string_view settings_line = lines[1];
    if (settings_line.substr(0, 9) != "settings ") return damaged("no settings");
    Result<Settings> settings = parse_settings(settings_line.substr(9));
    if (!settings) return damaged(settings.error);
    m.settings_ = *settings;

    if (!parse_player(words(lines[2]), 'A', m.players_[0]) ||
        !parse_player(words(lines[3]), 'B', m.players_[1])) {
        return damaged("bad player");
    }
    if (lines[4] == "black A") {
        m.black_player_ = PlayerId::A;
    } else if (lines[4] == "black B") {
        m.black_player_ = PlayerId::B;
    } else {
        return damaged("bad colours");
    }
    if (lines[5] != "ranked 0" && lines[5] != "ranked 1") return damaged("bad ranked flag");
    m.ranked_ = lines[5] == "ranked 1";
    if (m.ranked_ && m.players_[0].kind == m.players_[1].kind) return damaged("bad ranked game");

    std::vector<std::string_view> w = words(lines[6]);
    constexpr int MAX_GAMES = 1000000000;
    if (w.size() != 4 || w[0] != "series" || !parse_int(w[1], MAX_GAMES, m.series_.wins_a) ||
        !parse_int(w[2], MAX_GAMES, m.series_.wins_b) ||
        !parse_int(w[3], MAX_GAMES, m.series_.draws)) {
        return damaged("bad series score");
    }
    if (lines[7].substr(0, 7) != "rating ") return damaged("no rating");
    Result<Rating> rating = parse_rating(lines[7].substr(7));
    if (!rating) return damaged(rating.error);
    m.rating_ = *rating;

    // Moves, replayed through the rules; the passes they cause must match the recorded ones.
    w = words(lines[8]);
    if (w.empty() || w[0] != "moves") return damaged("no moves");
    std::vector<Event> passes;
    for (size_t i = 1; i < w.size(); ++i) {
        MoveRecord move = parse_move(w[i]);
        move.color = m.position_.to_move;
        if (move.square == NO_SQUARE || m.position_.game_over() || !m.position_.play(move.square)) {
            return Result<Match>::fail("The saved game is damaged: move " + std::to_string(i) +
                                       " (" + std::string(w[i]) + ") is not legal.");
        }
        m.moves_.push_back(move);
        if (!m.position_.game_over() && m.position_.to_move == move.color) {
            passes.push_back(Event{EventKind::Pass, other(move.color), NO_SQUARE, int(i)});
        }
    }

    w = words(lines[9]);
    if (w.empty() || w[0] != "events") return damaged("no events");
    std::vector<Event> recorded_passes;
    for (size_t i = 1; i < w.size(); ++i) {
        std::vector<std::string_view> f = split(w[i], ':');
        Event e;
        if (f.size() != 4 || f[0].size() != 1 || !parse_color(f[1], e.color) ||
            !parse_int(f[3], int(m.moves_.size()), e.ply)) {
            return damaged("bad event");
        }
        std::optional<EventKind> kind = value_of(EVENT_LETTERS, f[0][0]);
        if (!kind) return damaged("bad event");
        e.kind = *kind;
        if (f[2] != "-") {
            e.square = parse_square(f[2]);
            if (e.kind != EventKind::TimeoutMove || e.square == NO_SQUARE) {
                return damaged("bad event");
            }
        }
        if (e.kind == EventKind::TimeoutMove &&
            (e.ply < 1 || m.moves_[size_t(e.ply - 1)].square != e.square ||
             m.moves_[size_t(e.ply - 1)].source != MoveSource::Timeout)) {
            return damaged("a timeout does not match its move");
        }
        if (e.kind == EventKind::Pass) recorded_passes.push_back(e);
        m.events_.push_back(e);
    }
    if (recorded_passes != passes) return damaged("the passes do not match the moves");

    // The redo line continues the game: its moves must be legal after the last one, begin with
    // a human's (undo stops at one), and a ranked game has none.
    if (redo_line) {
        w = words(lines[redo_line]);
        if (w.empty() || w[0] != "redo") return damaged("no redo line");
        Position after = m.position_;
        for (size_t i = 1; i < w.size(); ++i) {
            MoveRecord move = parse_move(w[i]);
            move.color = after.to_move;
            if (move.square == NO_SQUARE || after.game_over() || !after.play(move.square)) {
                return damaged("a move to redo is not legal");
            }
            m.redo_.push_back(move);
        }
        if (!m.redo_.empty() && (m.ranked_ || m.redo_[0].source != MoveSource::Human)) {
            return damaged("bad redo line");
        }
    }

    w = words(lines[redo_line ? 11 : 10]);
    std::int64_t turn = 0;
    std::int64_t used = 0;
    constexpr std::int64_t MAX_TIME = std::int64_t{1} << 50;
    if (w.size() != 6 || w[0] != "turn" || !parse_count(w[1], MAX_TIME, turn) ||
        w[2] != "timeout" || (w[3] != "0" && w[3] != "1") || w[4] != "used" ||
        !parse_count(w[5], MAX_TIME, used)) {
        return damaged("bad turn");
    }
    m.turn_ = static_cast<std::uint64_t>(turn);
    m.timed_out_ = w[3] == "1";
    if (m.timed_out_) {
        // Only a present human's turn can time out.
        const Player& p = m.seat(m.to_move());
        if (m.game_over() || p.kind != SeatKind::Human || p.handed_to_cpu) {
            return damaged("bad turn");
        }
    }
    m.used_before_ms_ = used;
    m.resumed_at_ms_ = 0;
    m.paused_ = true;
    // A ranked game in progress is marked in the rating (saves older than the mark lack it).
    if (m.new_game_forfeits()) m.mark_pending_ranked();
    return Result<Match>::ok(std::move(m));
}

}  // namespace reversi::game
