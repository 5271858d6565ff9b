// The archive of finished games and its save format: versioned, one game a line, each line with
// its own checksum so that damage costs only the games it touches, e.g.
//
//   reversi-archive 1
//   game 1714731600123 you cpu:5 0 f5d6c3d3c4... 1a2b3c4d
//   game 1714720000000 you p2 0 c4c3... 0badf00d     date (ms since 1970, 0 unknown), Black,
//                                                    White, ranked (0/1), moves, FNV-1a 32 of
//                                                    the line before it
//   end 2                                            the number of games: a cut is noticed
//
// Players are "you", "p2", "cpu:LEVEL" or "name:NAME" (NAME with '%', spaces and control
// characters written as %XX). The result and the opening are not saved: the moves give them.
#include "archive.h"

#include <algorithm>
#include <cstdio>

#include "ggf.h"
#include "openings.h"
#include "save_text.h"

namespace reversi::game {

namespace {

constexpr const char* MAGIC = "reversi-archive";
constexpr int FORMAT_VERSION = 1;
constexpr const char* PLACE = "Reversi";
constexpr const char* RANKED_PLACE = "Reversi/ranked";
constexpr std::int64_t MAX_DATE_MS = std::int64_t{1} << 53;

bool needs_escape(char c) {
    const auto u = static_cast<unsigned char>(c);
    return c == '%' || c == ' ' || u < 0x20 || u == 0x7f;
}

std::string player_token(const GamePlayer& p) {
    switch (p.kind) {
        case GamePlayer::Kind::Player2:
            return "p2";
        case GamePlayer::Kind::Cpu:
            return "cpu:" + std::to_string(p.cpu_level);
        case GamePlayer::Kind::Named: {
            std::string s = "name:";
            for (char c : p.name) {
                if (!needs_escape(c)) {
                    s += c;
                    continue;
                }
                char buf[4];
                std::snprintf(buf, sizeof buf, "%%%02X", static_cast<unsigned char>(c));
                s += buf;
            }
            return s;
        }
        case GamePlayer::Kind::You:
            break;
    }
    return "you";
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

std::optional<GamePlayer> parse_player_token(std::string_view t) {
    if (t == "you") return GamePlayer::you();
    if (t == "p2") return GamePlayer::player2();
    int level = 0;
    if (t.substr(0, 4) == "cpu:" && parse_int(t.substr(4), MAX_CPU_LEVEL, level) &&
        level >= MIN_CPU_LEVEL) {
        return GamePlayer::cpu(level);
    }
    if (t.substr(0, 5) != "name:") return std::nullopt;
    std::string name;
    for (size_t i = 5; i < t.size(); ++i) {
        if (t[i] != '%') {
            name += t[i];
            continue;
        }
        if (i + 2 >= t.size() || hex_digit(t[i + 1]) < 0 || hex_digit(t[i + 2]) < 0) {
            return std::nullopt;
        }
        name += static_cast<char>(hex_digit(t[i + 1]) * 16 + hex_digit(t[i + 2]));
        i += 2;
    }
    return GamePlayer::named(std::move(name));
}

// A saved game line; nullopt if it is damaged in any way.
std::optional<ArchivedGame> parse_game_line(std::string_view line) {
    const size_t last = line.rfind(' ');
    if (last == std::string_view::npos ||
        line.substr(last + 1) != hex32(checksum(line.substr(0, last)))) {
        return std::nullopt;
    }
    const std::vector<std::string_view> w = words(line.substr(0, last));
    std::int64_t date = 0;
    if (w.size() != 6 || w[0] != "game" || !parse_count(w[1], MAX_DATE_MS, date) ||
        (w[4] != "0" && w[4] != "1")) {
        return std::nullopt;
    }
    const auto black = parse_player_token(w[2]);
    const auto white = parse_player_token(w[3]);
    const auto moves = read_transcript(w[5]);
    if (!black || !white || !moves) return std::nullopt;
    auto game = make_archived_game(*moves, date, *black, *white, w[4] == "1");
    if (!game) return std::nullopt;
    return *game;
}

// Black's lead with the empty squares given to the winner, as Othello scores a game.
int scored_lead(const GameResult& r) {
    const int lead = r.black_discs - r.white_discs;
    const int empties = BOARD_SQUARES - r.black_discs - r.white_discs;
    return lead > 0 ? lead + empties : lead < 0 ? lead - empties : 0;
}

// True when two games with the same moves write the same GGF record: what to_ggf() writes
// from their fields, compared without writing it (a full archive makes a million comparisons).
bool same_ggf(const ArchivedGame& a, const ArchivedGame& b) {
    auto second = [](std::int64_t ms) { return ms / 1000 - (ms % 1000 < 0); };
    return a.ranked == b.ranked && ggf_name(a.black) == ggf_name(b.black) &&
           ggf_name(a.white) == ggf_name(b.white) && (a.date_ms == 0) == (b.date_ms == 0) &&
           second(a.date_ms) == second(b.date_ms);
}

std::string counted(int n, const char* one, const char* many) {
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

}  // namespace

std::string ggf_name(const GamePlayer& player) {
    switch (player.kind) {
        case GamePlayer::Kind::Player2:
            return "Player 2";
        case GamePlayer::Kind::Cpu:
            return "Level " + std::to_string(player.cpu_level);
        case GamePlayer::Kind::Named: {
            std::string name = player.name;  // one line, as GGF writes it
            for (char& c : name) c = static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
            return name;
        }
        case GamePlayer::Kind::You:
            break;
    }
    return "You";
}

GamePlayer player_from_ggf_name(std::string_view name) {
    if (name == "You") return GamePlayer::you();
    if (name == "Player 2") return GamePlayer::player2();
    int level = 0;
    if (name.substr(0, 6) == "Level " && parse_int(name.substr(6), MAX_CPU_LEVEL, level) &&
        level >= MIN_CPU_LEVEL) {
        return GamePlayer::cpu(level);
    }
    return GamePlayer::named(std::string(name));
}

Parsed<ArchivedGame> make_archived_game(const std::vector<int>& moves, std::int64_t date_ms,
                                        const GamePlayer& black, const GamePlayer& white,
                                        bool ranked) {
    using P = Parsed<ArchivedGame>;
    Replay replay;
    for (int sq : moves) {
        if (!replay.play(sq)) return P::fail(replay.error());
    }
    if (!replay.position().game_over()) {
        return P::fail(RecordError{RecordFault::Unfinished, int(moves.size()), {}, Color::Black});
    }
    ArchivedGame g;
    g.moves = moves;
    g.result = game_result(replay.position());
    g.date_ms = date_ms >= 0 && date_ms <= MAX_DATE_MS ? date_ms : 0;  // else unknown
    g.black = black;
    g.white = white;
    g.ranked = ranked;
    if (auto opening = find_opening(moves)) g.opening = opening->name;
    return P::ok(std::move(g));
}

std::optional<ArchivedGame> archived_game(const Match& match, std::int64_t date_ms) {
    if (!match.game_over()) return std::nullopt;
    auto player = [&match](PlayerId id) {
        const Player& p = match.player(id);
        if (p.kind == SeatKind::Cpu) return GamePlayer::cpu(p.cpu_level);
        const bool two_humans = match.player(other(id)).kind == SeatKind::Human;
        return two_humans && id == PlayerId::B ? GamePlayer::player2() : GamePlayer::you();
    };
    auto g =
        make_archived_game(match.move_squares(), date_ms, player(match.player_at(Color::Black)),
                           player(match.player_at(Color::White)), match.ranked());
    if (!g) return std::nullopt;  // cannot happen: a match's moves are legal
    return *g;
}

std::string to_ggf(const ArchivedGame& game) {
    GgfGame g;
    g.moves = game.moves;
    g.place = game.ranked ? RANKED_PLACE : PLACE;
    g.black = ggf_name(game.black);
    g.white = ggf_name(game.white);
    g.date_ms = game.date_ms;
    g.result = scored_lead(game.result);
    return write_ggf(g);
}

Parsed<ArchivedGame> from_ggf(std::string_view line) {
    auto g = read_ggf(line);
    if (!g) return Parsed<ArchivedGame>::fail(g.error);
    return make_archived_game(g->moves, g->date_ms, player_from_ggf_name(g->black),
                              player_from_ggf_name(g->white), g->place == RANKED_PLACE);
}

std::string describe(const ImportReport& r) {
    std::string s = counted(r.added, "game added", "games added");
    if (r.duplicates) s += ", " + std::to_string(r.duplicates) + " already there";
    if (r.too_old) s += ", " + std::to_string(r.too_old) + " older than every game kept";
    if (r.bad) {
        s += ", " + counted(r.bad, "bad line", "bad lines") + " (line " +
             std::to_string(r.first_bad_line) + ": " + describe(r.first_error) + ")";
    }
    return s + '.';
}

bool Archive::contains(const ArchivedGame& game) const {
    return std::any_of(games_.begin(), games_.end(), [&game](const ArchivedGame& g) {
        return g.moves == game.moves && (g.date_ms == game.date_ms || same_ggf(g, game));
    });
}

Archive::Added Archive::add(ArchivedGame game) {
    if (contains(game)) return Added::Duplicate;
    const std::int64_t date = game.date_ms;
    auto at = std::find_if(games_.begin(), games_.end(),
                           [date](const ArchivedGame& g) { return g.date_ms <= date; });
    at = games_.insert(at, std::move(game));
    if (games_.size() > CAPACITY) {
        const bool self = at == games_.end() - 1;
        games_.pop_back();
        if (self) return Added::TooOld;
    }
    return Added::Yes;
}

std::size_t Archive::drop_oldest(std::size_t count) {
    count = std::min(count, games_.size());
    games_.resize(games_.size() - count);
    return count;
}

std::string Archive::save() const {
    std::string s = std::string(MAGIC) + ' ' + std::to_string(FORMAT_VERSION) + '\n';
    for (const ArchivedGame& g : games_) {
        const std::string line = "game " + std::to_string(g.date_ms) + ' ' + player_token(g.black) +
                                 ' ' + player_token(g.white) + ' ' + (g.ranked ? '1' : '0') + ' ' +
                                 transcript_string(g.moves);
        s += line + ' ' + hex32(checksum(line)) + '\n';
    }
    return s + "end " + std::to_string(games_.size()) + '\n';
}

ArchiveLoad Archive::load(std::string_view text) {
    ArchiveLoad out;
    std::vector<std::string_view> lines = split(text, '\n');
    if (!lines.empty() && lines.back().empty()) lines.pop_back();  // after the last '\n'
    const std::vector<std::string_view> header = words(lines.empty() ? "" : lines[0]);
    if (header.size() != 2 || header[0] != MAGIC || !parse_int(header[1], 1000000, out.version) ||
        out.version < 1) {
        out.problem = ArchiveProblem::NotAnArchive;
        return out;
    }
    if (out.version > FORMAT_VERSION) {
        out.problem = ArchiveProblem::NewerVersion;
        return out;
    }
    int games = 0;
    bool ended = false;
    bool count_matches = true;
    for (size_t i = 1; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        std::optional<ArchivedGame> game;
        int count = 0;
        if (!ended && line.substr(0, 4) == "end " && parse_int(line.substr(4), 1000000, count)) {
            ended = true;
            count_matches = count == games;
            continue;
        }
        if (!ended && line.substr(0, 5) == "game ") {
            ++games;
            game = parse_game_line(line);
        }
        if (game) {
            out.archive.add(std::move(*game));  // a duplicate is dropped: it is there already
        } else {
            ++out.bad_lines;
            if (!out.first_bad_line) out.first_bad_line = int(i + 1);
        }
    }
    if (!ended) {
        out.problem = ArchiveProblem::CutOff;
    } else if (out.bad_lines || !count_matches) {
        out.problem = ArchiveProblem::Damaged;
    }
    return out;
}

std::string Archive::export_ggf() const {
    std::string s;
    for (const ArchivedGame& g : games_) s += to_ggf(g) + '\n';
    return s;
}

ImportReport Archive::import_ggf(std::string_view text) {
    ImportReport r;
    const std::vector<std::string_view> lines = split(text, '\n');
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
        auto game = from_ggf(line);
        if (!game) {
            if (!r.bad++) {
                r.first_bad_line = int(i + 1);
                r.first_error = game.error;
            }
            continue;
        }
        switch (add(std::move(*game.value))) {
            case Added::Yes:
                ++r.added;
                break;
            case Added::Duplicate:
                ++r.duplicates;
                break;
            case Added::TooOld:
                ++r.too_old;
                break;
        }
    }
    return r;
}

std::string describe(const ArchiveLoad& load) {
    const int n = int(load.archive.size());
    const std::string kept = n == 1 ? "1 game is kept" : std::to_string(n) + " games are kept";
    switch (load.problem) {
        case ArchiveProblem::NotAnArchive:
            return "This text is not a saved archive of games.";
        case ArchiveProblem::NewerVersion:
            return "The archive of games was made by a newer version of the game (" +
                   std::to_string(load.version) + ") that this one cannot read.";
        case ArchiveProblem::Damaged:
            if (!load.bad_lines)
                return "The archive of games is damaged: games are missing; " + kept + ".";
            return "The archive of games is damaged: " + counted(load.bad_lines, "line", "lines") +
                   " could not be read (line " + std::to_string(load.first_bad_line) + " first); " +
                   kept + ".";
        case ArchiveProblem::CutOff:
            return "The archive of games was cut off before its end; " + kept + ".";
        case ArchiveProblem::None:
            break;
    }
    return "";
}

}  // namespace reversi::game
