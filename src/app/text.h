// Every word the player reads, in English and Portuguese: labels by id, sentences built by small
// format helpers (plurals, colours, squares), the CPU level names and the rules help. Pure data:
// nothing here draws. Strings are UTF-8; Portuguese is neutral European-leaning Portuguese.
//
//     Language lang = match.settings().language;     // or language_for_locale(navigator.language)
//     ImGui::Button(tr(lang, TextId::NewGame));
//     notice = event_notice(lang, match.events().back());
//     status = result_text(lang, *match.result());   // "Black wins by 12 discs"
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/position.h"
#include "game/analysis.h"
#include "game/archive.h"
#include "game/match.h"
#include "game/rating.h"
#include "game/record.h"
#include "game/settings.h"

namespace reversi::text {

using game::Language;
using game::language_for_locale;

enum class TextId {
    AppTitle,            // Reversi
    NewGame,             // New game
    NewRankedGame,       // New ranked game
    RankedGame,          // Ranked game
    Unranked,            // Unranked
    Undo,                // Undo
    Help,                // Help
    Rules,               // Rules of Reversi (help panel title)
    Close,               // Close
    Settings,            // Settings
    Black,               // Black (label)
    White,               // White (label)
    Human,               // Human
    Cpu,                 // CPU
    CpuLevel,            // CPU level
    Seats,               // Players
    PlayerA,             // Player 1
    PlayerB,             // Player 2
    Discs,               // Discs
    Series,              // Series
    Draws,               // Draws
    GameOver,            // Game over
    CpuThinking,         // The CPU is thinking…
    TakeBackSeat,        // Take back seat
    ShowLegalMoves,      // Show legal moves
    AlternateColors,     // Alternate colours after each game
    TurnTime,            // Time per turn
    TurnTimeNone,        // None
    TurnTime30,          // 30 s
    TurnTime60,          // 60 s
    TimeLeft,            // Time left
    Language,            // Language
    LanguageEnglish,     // English (always in English)
    LanguagePortuguese,  // Português (always in Portuguese)
    StorageUnavailable,  // Storage is unavailable: this game will not be remembered
    StorageSaved,        // This game is kept on this device
    StorageFailed,       // This game could not be saved on this device
    SaveCorrupt,         // The saved game could not be read and was replaced by a new game
    Rating,              // Rating
    RatingHistory,       // Rating history
    NoRankedGames,       // No ranked games yet
    RankedNeedsCpu,      // A ranked game needs one human and one CPU seat
    RankedNoUndo,        // Moves of a ranked game cannot be taken back
    RankedAbandonLoses,  // Leaving a ranked game in progress counts as a loss
    RankedSaveLost,      // The ranked game in progress was not found, so it counts as a loss
    Win,                 // Win
    Draw,                // Draw
    Loss,                // Loss
    PlayCpu,             // Play the CPU
    TwoPlayers,          // Two players
    KeysHelp,            // Keys: arrows move, Enter or Space plays, N new game, H help
    IllegalMove,         // No disc would be flipped there
    RatingUnreadable,    // The rating kept on this device could not be read, so it starts again
    RatingRecovered,     // The rating kept on this device could not be read; the saved game's...
    SeatsLocked,         // Players cannot change during a ranked game in progress
    LeaveRankedTitle,    // Leave the ranked game?
    LeaveAndLose,        // Leave and lose
    KeepPlaying,         // Keep playing
    Date,                // Date (rating history column)
    Level,               // Level (rating history column)
    Result,              // Result (rating history column)
    // The CPU's health
    CpuOnPage,       // CPU helper not loaded: the page may slow while the CPU thinks
    CpuUnavailable,  // The CPU could not load; it will play as soon as it loads
    // Layout
    LevelDown,  // Lower the CPU level (the stepper's "−", for screen readers)
    LevelUp,    // Raise the CPU level (the stepper's "+")
    // The game record (the Moves and Games sections, links, pasting, the first visit)
    Redo,                // Redo
    Moves,               // Moves
    Opening,             // Opening
    FirstMove,           // First move
    PreviousMove,        // Previous move
    NextMove,            // Next move
    LastMove,            // Last move
    NoMovesYet,          // No moves yet
    PassPly,             // pass
    BackToGame,          // Back to the game
    CopyMoves,           // Copy moves
    ShareLink,           // Share link
    SendMove,            // Send my move
    PasteGame,           // Paste a game
    PasteHint,           // Moves such as f5 d6 c3 d3 c4 (with or without numbers and sp
    Open,                // Open
    Cancel,              // Cancel
    PasteEmpty,          // Nothing to open: paste or type a game's moves first
    MovesCopied,         // Moves copied to the clipboard
    LinkCopied,          // Link copied to the clipboard
    LinkShared,          // Link shared
    GameFromLink,        // Game from a link
    PastedGame,          // Pasted game
    ArchivedGameTitle,   // Game from the archive
    CorrespondenceGame,  // Correspondence game
    PlayOnFromHere,      // Play on from here:
    BackToMyGame,        // Back to my game
    PreviousGame,        // Back to my previous game
    PreviousKept,        // The game you had in progress is kept: Moves › Back to my pre
    ViewOnly,            // This game is here to view: choose Play on from here to play
    CorrYourMove,        // Your move: play it, then send it
    CorrTheirMove,       // Your friend's move: send them the link and wait for theirs
    CorrOpen,            // Open the correspondence game
    RankedViewing,       // A ranked game goes on from its live position: back to the ga
    Games,               // Games
    NoGames,             // No finished games yet
    ExportGames,         // Export all
    ImportGames,         // Import
    ArchiveUnsaved,      // The archive of games could not be saved on this device
    You,                 // You
    Welcome,             // Welcome to Reversi
    WelcomeQuestion,     // How would you like to play?
    TwoPlayersHere,      // Two players on this device
    LinkTitle,           // Reversi game
    NothingToImport,     // That file holds no game
    // Analysis
    ShowHints,       // Show hints (the value of every move)
    HintsOffRanked,  // Hints are off in ranked games
    ReviewGame,      // Review this game
    Review,          // Review (the section's header)
    // Learning (the Learn section and the exercises on the board)
    Learn,             // Learn
    LessonRules,       // The rules in 3 minutes
    StrategyTips,      // Strategy and tips
    DailyPuzzle,       // Daily puzzle
    LearnMistakes,     // Learn from your mistakes
    ShowMe,            // Show me
    TryAgain,          // Try again
    NextStep,          // Next
    Finish,            // Finish
    LeaveExercise,     // Back to the game
    ExerciseShown,     // The answer is on the board: try it yourself, or go on
    NoMistakes,        // No mistakes to learn from: every move kept within 6 discs of the best
    LearnRankedLater,  // Finish the ranked game first: its clock keeps running
    Count
};

// The label `id` in `lang` (never null; static storage).
const char* tr(Language lang, TextId id);

// "Black" / "White", or "Pretas" / "Brancas": the colour as a label.
const char* color_label(Language lang, Color color);
// "Human" / "CPU": the kind of a seat.
const char* seat_kind_label(Language lang, game::SeatKind kind);
// "None", "30 s", "60 s".
const char* turn_time_label(Language lang, game::TurnTime turn_time);
// "Win", "Draw", "Loss".
const char* outcome_label(Language lang, game::Outcome outcome);

// The name of CPU `level` (1..MAX_CPU_LEVEL, clamped), e.g. "Casual".
const char* level_name(Language lang, int level);
// "Level 3 · Casual" / "Nível 3 · Casual".
std::string level_label(Language lang, int level);
// "Level 3" / "Nível 3".
std::string level_number(Language lang, int level);

// "1 disc", "12 discs" / "1 pedra", "12 pedras".
std::string disc_count(Language lang, int discs);
// "Black to move" / "Vez das pretas".
std::string turn_text(Language lang, Color to_move);
// "No legal move: White passes" / "Sem jogada legal: as brancas passam".
std::string pass_notice(Language lang, Color passer);
// "Time is up: the CPU played f5 for Black" / "Acabou o tempo: a CPU jogou f5 pelas pretas".
std::string timeout_notice(Language lang, Color color, int square);
// "Two turns in a row ran out: the CPU now plays Black" and its Portuguese.
std::string seat_handed_notice(Language lang, Color color);
// "Black's seat is back in human hands" and its Portuguese.
std::string seat_reclaimed_notice(Language lang, Color color);
// The notice of any match event (one of the four above).
std::string event_notice(Language lang, const game::Event& event);
// "Black wins by 12 discs" / "As pretas vencem por 12 pedras"; "Draw: 32 discs each".
std::string result_text(Language lang, const game::GameResult& result);
// "Black 38 – 26 White" style score line: "Black 38 · White 26".
std::string score_text(Language lang, int black_discs, int white_discs);
// "Series: Player 1 2 – 1 Player 2, 1 draw".
std::string series_text(Language lang, const game::SeriesScore& series);
// "0:27": the time left in a turn, rounded up to whole seconds.
std::string clock_text(std::int64_t ms_left);
// "Rating 1216".
std::string rating_text(Language lang, int rating);
// "Win against level 3 (Casual): 1200 → 1220 (+20)".
std::string rating_entry_text(Language lang, const game::RatingEntry& entry);
// "1220 (+20)": the rating after a game and its change.
std::string rating_change_text(const game::RatingEntry& entry);
// "Ranked game · Level 3 (rating 1350)": the game under way and its CPU level's rating.
std::string ranked_game_text(Language lang, int level, int level_rating);
// The day of `unix_s` (seconds since 1970, UTC) at `utc_offset_minutes` from UTC:
// "2024-05-03" in English, "03/05/2024" in Portuguese; "–" when unknown (0).
std::string date_text(Language lang, std::int64_t unix_s, int utc_offset_minutes);

// The screen reader's words (src/app/accessibility.cpp mirrors the game in the page's DOM).
// "d3, empty, legal move, flips 1" / "d3, vazia, jogada legal, vira 1"; "e4, black" / "e4, preta":
// a square's accessible name, beginning with the square. `disc` is 1 black, -1 white, 0 empty;
// `flips` (how many discs the move would flip) is said only for a legal move.
std::string square_label(Language lang, int square, int disc, bool legal, int flips);
// "Black played d3 and flipped 1 disc" / "As pretas jogaram d3 e viraram 1 pedra"; "(CPU)" after
// the colour when the CPU played it.
std::string move_announcement(Language lang, Color color, int square, bool cpu, int flipped);
// "Board" / "Tabuleiro": the grid of squares.
const char* board_name(Language lang);

// ---- The game record -------------------------------------------------------------------------
// "Viewing move 23 of 41" / "A ver a jogada 23 de 41"; "Viewing the start (0 of 41)".
std::string viewing_text(Language lang, int shown, int total);
// The hints' line under the status: "Hints: discs for White, exact" / "…, depth 8 of 12" while
// they deepen, "…, depth 12" once final, "…, from the opening book" when the best value is the
// book's ("Dicas: pedras para as Brancas, exatas").
std::string hints_text(Language lang, Color mover, bool exact, bool book, int depth, int max_depth,
                       bool done);
// The position's value by its best move, `black` discs from Black's side: "Evaluation: White +3"
// (the side ahead), "Evaluation: even" ("Avaliação: Brancas +3", "Avaliação: equilibrada").
std::string evaluation_text(Language lang, int black);
// The review's progress: "Reviewing… 23 of 60 moves" ("A analisar… 23 de 60 jogadas").
std::string reviewing_text(Language lang, int reviewed, int total);
// One side's totals: "Black: 1 blunder, 2 mistakes, no inaccuracy; 14 discs lost in all".
std::string review_totals_text(Language lang, Color color, const game::ReviewTotals& totals);
// A reviewed move: "12. d3: a mistake, 8 discs lost. Best: c4 (+2), then d6 e3" or
// "12. d3: the best move (+2)"; estimates say "about" ("cerca de").
std::string review_move_text(Language lang, const game::MoveReview& entry);
// "Step 3 of 9" / "Passo 3 de 9".
std::string step_text(Language lang, int step, int steps);
// The daily puzzle's streak: "Streak: 3 days (best 5)" / "Série: 3 dias (melhor 5)"; "No streak
// yet: solve today's puzzle to start one" when both are 0.
std::string streak_text(Language lang, int current, int best);
// The end of a course: "Lesson complete: 9 of 9 found on the first try" and its Portuguese.
std::string course_done_text(Language lang, int first_try, int steps);
// The mark beside a move in the list: "?!", "?", "??" or "".
const char* review_mark_symbol(game::MoveMark mark);
// A value in discs as a hint shows it: "+4", "0", "−2" (a minus sign).
std::string hint_value_text(int discs);
// A player of an archived or linked game: "You", "Player 2", "Level 5 · Intermediate", a name.
std::string player_name(Language lang, const game::GamePlayer& player);
// The result of a game between one human (`human`) and the CPU at `cpu_level`, from the human's
// side: "You won by 12 discs", "Level 3 won by 4 discs", "Draw: 32 discs each".
std::string side_result_text(Language lang, const game::GameResult& result, Color human,
                             int cpu_level);
// The series as the players are named: "You 2 – 1 Level 3, 1 draw" against the CPU, else as
// series_text(). `a` and `b` name players A and B.
std::string named_series_text(Language lang, const game::SeriesScore& series, const std::string& a,
                              const std::string& b);
// A bad record in one sentence, e.g. "move 7, e3: no disc would be flipped there" / "jogada 7,
// e3: nenhuma pedra seria virada aí".
std::string record_error_text(Language lang, const game::RecordError& error);
// "This link's game cannot be read (move 4, a1: ...)".
std::string bad_link_text(Language lang, const game::RecordError& error);
// What an import did: "3 games added, 1 already there, 1 bad line (line 7: ...)".
std::string import_report_text(Language lang, const game::ImportReport& report);
// "The device's storage is full: the 12 oldest games were removed from the archive".
std::string archive_trimmed_text(Language lang, int dropped);
// Why some saved games could not be read (game::ArchiveLoad's problem), or "".
std::string archive_load_text(Language lang, const game::ArchiveLoad& load);
// "The clipboard is not available: copy it from here: <text>".
std::string copy_failed_text(Language lang, const std::string& text);

// The rules help: sections of prose and points, the glossary, and questions with answers.
struct HelpSection {
    const char* title;
    const char* text;                 // a paragraph (may be empty)
    std::vector<const char*> points;  // bullet points (may be empty)
};
struct HelpTerm {
    const char* term;
    const char* meaning;
};
struct HelpQuestion {
    const char* question;
    const char* answer;
};
struct Help {
    const char* title;
    const char* summary;  // one paragraph under the title
    std::vector<HelpSection> sections;
    const char* terms_title;
    std::vector<HelpTerm> terms;
    const char* questions_title;
    std::vector<HelpQuestion> questions;
};

// The rules help in `lang`; both languages have the same sections in the same order.
const Help& help(Language lang);

}  // namespace reversi::text
