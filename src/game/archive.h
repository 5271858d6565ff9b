// The archive of finished games kept on the device: most recent first, without duplicates, at
// most Archive::CAPACITY games (the oldest leave first), saved as versioned text, and exported
// and imported as GGF, one record a line, the format other Othello programs read.
//
// The app names the players in its language from GamePlayer; the texts here (GGF names, the
// sentences of describe()) are English.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match.h"
#include "record.h"

namespace reversi::game {

// Who played a colour, as the app will name them.
struct GamePlayer {
    enum class Kind {
        You,      // the device's human (player A, or the human facing the CPU)
        Player2,  // the second human of a two-player game
        Cpu,      // the CPU at `cpu_level`
        Named,    // a player of an imported record, by `name`
    };
    Kind kind = Kind::You;
    int cpu_level = 0;  // for Cpu, 1..MAX_CPU_LEVEL
    std::string name;   // for Named

    static GamePlayer you() { return {Kind::You, 0, {}}; }
    static GamePlayer player2() { return {Kind::Player2, 0, {}}; }
    static GamePlayer cpu(int level) { return {Kind::Cpu, level, {}}; }
    static GamePlayer named(std::string name) { return {Kind::Named, 0, std::move(name)}; }
    bool operator==(const GamePlayer& p) const {
        return kind == p.kind && cpu_level == p.cpu_level && name == p.name;
    }
};

// The name a GGF record gives a player: "You", "Player 2", "Level 5" or the imported name (on
// one line); and the player such a name stands for.
std::string ggf_name(const GamePlayer& player);
GamePlayer player_from_ggf_name(std::string_view name);

struct ArchivedGame {
    std::vector<int> moves;    // a finished game from the standard start
    GameResult result;         // the discs at the end, from the moves
    std::int64_t date_ms = 0;  // when it ended, ms since 1970 (UTC); 0 when unknown
    GamePlayer black;
    GamePlayer white;
    bool ranked = false;
    std::string opening;  // its opening's name (openings.h), from the moves; empty for none

    bool operator==(const ArchivedGame& g) const {
        return moves == g.moves && result == g.result && date_ms == g.date_ms && black == g.black &&
               white == g.white && ranked == g.ranked && opening == g.opening;
    }
};

// An entry for `moves`, with the result and the opening they give; the first bad move's fault,
// or Unfinished when the game does not end. A date before 1970 or past 2^53 ms is unknown (0).
Parsed<ArchivedGame> make_archived_game(const std::vector<int>& moves, std::int64_t date_ms,
                                        const GamePlayer& black, const GamePlayer& white,
                                        bool ranked);
// The current game of `match` as an entry ended at `date_ms`, once it is over.
std::optional<ArchivedGame> archived_game(const Match& match, std::int64_t date_ms);

// The entry as one GGF record: PC[Reversi] (PC[Reversi/ranked] for a ranked game), its date,
// the players' names (ggf_name), RE as Black's lead with the empty squares given to the winner
// (the usual scoring), and the moves with their passes.
std::string to_ggf(const ArchivedGame& game);
// An entry from a GGF record of a finished standard game (its RE is not needed: the moves say).
Parsed<ArchivedGame> from_ggf(std::string_view line);

// What import_ggf() did with a file.
struct ImportReport {
    int added = 0;            // games stored
    int duplicates = 0;       // games the archive already had
    int too_old = 0;          // games older than all kept in a full archive, not stored
    int bad = 0;              // lines that are not a finished standard game
    int first_bad_line = 0;   // 1-based; 0 when there is none
    RecordError first_error;  // why that line is bad
};
// "12 games added, 3 already there, 1 bad line (line 7: move 5, a1: no disc would be flipped
// there)."
std::string describe(const ImportReport& report);

struct ArchiveLoad;

class Archive {
  public:
    // 1000 games: five times the 200 promised, yet about 160 KB of save text when full (a
    // 60-move game takes ~162 bytes), a few per cent of the ~5 MB a browser usually gives a
    // site's localStorage, so a full archive still saves and loads at once after every game.
    static constexpr std::size_t CAPACITY = 1000;

    // Most recent first.
    const std::vector<ArchivedGame>& games() const { return games_; }
    std::size_t size() const { return games_.size(); }

    enum class Added { Yes, Duplicate, TooOld };
    // Stores a game in its place by date (the newest first; among equal dates, the one added
    // last first), unless the archive has it already (the same moves and date, or the same GGF
    // record); a full archive then drops its oldest game, which may be this one (TooOld).
    Added add(ArchivedGame game);
    // True when the archive holds a game that `game` duplicates.
    bool contains(const ArchivedGame& game) const;
    // Drops the `count` oldest games (when the device's storage is full: the newest are kept);
    // returns how many were dropped.
    std::size_t drop_oldest(std::size_t count);

    // The archive as versioned text (see archive.cpp).
    std::string save() const;
    // Reads a save back, keeping every game it can; see ArchiveLoad for what went wrong.
    static ArchiveLoad load(std::string_view text);

    // Every game as a GGF record, one a line (each ending with '\n'), most recent first.
    std::string export_ggf() const;
    // Adds the games of a GGF file, one record a line (blank lines passed over).
    ImportReport import_ggf(std::string_view text);

    bool operator==(const Archive& a) const { return games_ == a.games_; }

  private:
    std::vector<ArchivedGame> games_;
};

enum class ArchiveProblem {
    None,
    NotAnArchive,  // not a saved archive at all: nothing read
    NewerVersion,  // written by a newer version of the game: nothing read
    Damaged,       // some lines could not be read (the others are kept)
    CutOff,        // the text ends before its last line (the games before the cut are kept)
};

struct ArchiveLoad {
    Archive archive;  // the games that could be read
    ArchiveProblem problem = ArchiveProblem::None;
    int version = 0;         // of the text, for NewerVersion
    int bad_lines = 0;       // lines that could not be read
    int first_bad_line = 0;  // 1-based; 0 when there is none
};
// One English sentence, empty for ArchiveProblem::None.
std::string describe(const ArchiveLoad& load);

}  // namespace reversi::game
