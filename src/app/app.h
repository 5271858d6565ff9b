// The web app: one App owns the window, the match (src/game), the board view, the CPU worker's
// pending request, notices and the panel. frame() runs once per display refresh: input, clock
// and CPU, layout, drawing. All match logic is the Match's; the app only shows it and feeds it
// clicks, keys, time and the CPU's answers.
#pragma once

#include <GLES3/gl3.h>
#include <SDL.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "accessibility.h"
#include "board_view.h"
#include "game/analysis.h"
#include "game/archive.h"
#include "game/correspondence.h"
#include "game/lesson.h"
#include "game/match.h"
#include "game/puzzles.h"
#include "text.h"

struct ImFont;

namespace reversi {

class App {
  public:
    // Creates the window and its WebGL context; false on failure. The rest of the start-up (Dear
    // ImGui, the shaders, the saved match, the fonts, the static board) runs in the first calls
    // of frame(), one step per display refresh, so that no single task blocks the page for long.
    bool init();
    void frame();

    // The test API (window.reversi), as JSON text.
    std::string state_json() const;
    std::string square_rect_json(const std::string& name) const;
    // Where a panel control is ("new-game", "vs-cpu", "two-players", "new-ranked", "undo",
    // "help", "rating", "settings", "take-back-X"...), "" when it is not on screen.
    std::string control_rect_json(const std::string& name) const;
    // Applies a settings text (game/settings.h) as the settings panel does; false if malformed.
    bool apply_settings_text(const std::string& text);
    // Starts a new game with these seats, ranked or not, as the new-game buttons do (asking
    // first when that abandons a ranked game in progress).
    void start_new_game(bool black_cpu, bool white_cpu, bool ranked = false);
    // The CPU's answer to request `id` (from its worker or the page's thread: web/cpu.js).
    void on_cpu_answer(int id, int move);
    // The page was hidden or shown again.
    void on_visibility(bool visible);
    // The accessibility layer's requests (web/a11y.js): activate a panel item as a click on it
    // would, move the board's keyboard cursor to a square, play a square as a click on it, a
    // shortcut key ("n", "h", "Escape").
    void activate_item(std::uint32_t id);
    void focus_square(int sq);
    void play_square(int sq);
    // A key of the page: "n", "h", "Escape"; the record's "ArrowLeft", "ArrowRight", "Home",
    // "End"; "undo" and "redo" (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z).
    void press_key(const std::string& key);

    // The game record (app_record.cpp), for the page and the test API.
    // Shows the point after `n` moves of the game shown (past its end: the live game).
    void view(int n);
    // Opens a pasted record (a transcript or a GGF game) in view mode; "" when it could, else
    // the sentence that says why not (and nothing changes).
    std::string load_record(const std::string& text);
    // The page's address changed to this fragment ("#moves=..."): opens the game it links.
    void open_fragment(const std::string& fragment);
    // The page's answer to a copy or share: 0 failed, 1 copied to the clipboard, 2 shared
    // through the system's sheet, 3 cancelled by the player.
    void on_shared(int outcome);
    // A file of GGF games chosen for import, as text.
    void import_games(const std::string& text);
    // Hints for request `id` from the CPU's worker (app_hints.cpp): game::move_values_text().
    void on_hints(int id, const std::string& values, bool done);
    // The review (review_panel.cpp): of the game shown, as "Review this game" starts it (the
    // test API's review()); the worker's answers to review `id`.
    void start_review();
    void on_review(int id, int total, const std::string& entries, bool done);

  private:
    enum class StartStep {
        Context,
        Interface,
        Game,
        Fonts,
        FontPixels,
        Device,
        BoardShaders,
        Board,
        GpuWait,
        Done
    };
    // Runs the next step of the start-up; false if the game cannot start.
    bool start_next_step();
    // Draws with Dear ImGui's shader once before the first frame (see app.cpp).
    void warm_up_interface_shader();
    // Shows the first frame drawn once the GPU has drawn it, then the accessibility layer.
    void reveal();
    // A fence after the GPU work sent so far, and whether the GPU has done it (the fence is
    // then released; true at once without one, or after GPU_WAIT_MAX_MS of waiting).
    void fence_gpu_work();
    bool gpu_caught_up();

    struct Layout {
        BoardGeometry board;
        Rect panel;
        bool portrait = false;
        bool short_screen = false;  // a low window (a phone sideways, 800x600): no panel title
    };
    // A new game asked for by a button, a key or the test API.
    struct NewGameRequest {
        bool same_seats = true;  // as the current game (ranked again if it was ranked)
        bool black_cpu = false;  // otherwise these seats
        bool white_cpu = false;
        bool ranked = false;
    };
    // The panel's folding sections: one open at a time, so that the panel fits its height.
    enum class Section { None, Settings, Rating, Moves, Games, Learn };
    // The game on screen: the local game (live, or its past while viewing_), or another one.
    enum class Shown { Game, Link, Paste, Archive, Correspondence };
    // A game shown in place of the local one: from a link, a paste or the archive (to view,
    // until "play on from here"), or the correspondence game (corr_).
    struct OtherGame {
        Shown kind = Shown::Link;
        std::vector<int> moves;  // the correspondence game's live in corr_
        int at = 0;              // the moves shown
        std::string title;       // the archive's players and date, else ""
    };
    struct PendingCpu {
        int id = 0;  // 0: nothing asked
        std::uint64_t turn = 0;
        double asked_at = 0;
        std::optional<int> answer;  // the move, once the CPU replied
    };

    // Input.
    void handle_event(const SDL_Event& event);
    void click_square(int sq);
    void on_key(SDL_Keycode key, bool repeat);
    // Game flow: what the panel's buttons and the keys do.
    void new_game_same_seats() { request_new_game(NewGameRequest{}); }
    // Starts the game asked for, or first asks whether to abandon a ranked game in progress.
    void request_new_game(const NewGameRequest& request);
    void begin_new_game(const NewGameRequest& request);
    // A one-sentence refusal (a ranked game's undo or seats): shown until the next move.
    void refuse(text::TextId why);
    void set_seat(Color color, game::SeatKind kind);
    void reclaim_seat(Color color);
    void undo();
    void change_settings(const game::Settings& settings);
    void update_clock_and_cpu();
    // Forgets the pending CPU request if the match no longer waits for it (a new game, an
    // undo, a seat change...); the worker drops its search if it is still running.
    void drop_stale_cpu_request();
    // Shows the CPU's health (platform::cpu_health) as a notice while it is degraded and the CPU
    // plays; the notice goes once the worker is back.
    void update_cpu_health();
    bool cpu_thinking() const;
    // After anything that may have changed the match: notices, flips, saving.
    void after_change(bool force_save = false);
    void start_flips();
    bool animating() const;
    void save_match();
    // Stores the rating under its own key when it changed; false if that failed.
    bool save_rating();
    void load_saved_match();
    // Puts back the rating kept under its own key when the match's copy is missing or older.
    void load_saved_rating();
    void set_notice(std::string text);
    // Adds a sentence to the notice already showing (two problems found at start-up).
    void add_notice(const std::string& text);
    // Drawing.
    // Follows the page's size and pixel ratio; true if either changed. New fonts go to the GPU
    // unless !upload_fonts (at start, where Dear ImGui's device objects bring them).
    bool sync_window_size(bool upload_fonts = true);
    // Keeps the frame loop drawing for a moment (after input or any change).
    void wake() {
        awake_at_ = now_ = platform_now();
        frames_to_draw_ = std::max(frames_to_draw_, 4);
    }
    // Draws the next two frames (a change that needs no animation or input frames): Dear ImGui
    // shows or hides a scrollbar from the previous frame's contents. frame() adds the frames it
    // takes to size a window that appears.
    void redraw() { frames_to_draw_ = std::max(frames_to_draw_, 2); }
    static double platform_now();
    // Rasterizes the fonts at ui_scale_ x `pixel_ratio`, so that text stays sharp.
    void load_fonts(float pixel_ratio);
    // The panel's sizes for ui_scale_ and touch_ (touch targets of TOUCH_TARGET CSS pixels).
    void apply_style();
    Layout compute_layout(int width, int height) const;
    BoardVisual board_visual() const;
    // Sends the accessibility layer's snapshot to the page when it changed, and announces
    // moves, passes and the result in the live region.
    void sync_accessibility();
    std::string announcement();
    std::string help_json() const;
    void draw_coordinates() const;
    void draw_panel();
    void draw_help();
    // At the end of a game: the result and a new-game button over the board.
    void draw_result_banner();
    void draw_seat_row(Color color);
    // "Ranked game · Level 3 (rating 1350)", or "Unranked · Rating 1216".
    void draw_ranked_line();
    // The player's rating and the history of ranked games, most recent first.
    void draw_rating();
    void draw_settings();
    // The panel's rows of controls (app_ui.cpp). New game, undo and help, sharing a line.
    void draw_actions();
    // The CPU level: "−", "Level 3 · Casual", "+" (controls "level-down", "level", "level-up").
    void draw_level_stepper();
    // A choice among `choices` shown as a row of buttons, the selected one lit (radio buttons
    // to the accessibility layer, in a group named `group`); `label` before them, on their line
    // when it fits, else above. Returns the index clicked, or -1.
    struct Choice {
        std::string label;
        std::string control;  // note_control name
    };
    int choice_row(const std::string& label, const std::vector<Choice>& choices, int selected);
    int choice_buttons(const std::string& group, const std::vector<Choice>& choices, int selected);
    // The narrowest button: a touch target on a touch screen.
    float min_button_width() const;
    // The banner's and the confirmation's buttons: 40 CSS pixels at scale 1, or a touch target.
    float big_button_height() const;
    // A checkbox whose label wraps to the panel's width; true when clicked.
    bool toggle_row(const char* label, bool* value, const char* control);
    // A folding section of the panel, open when `section_` is `section`; true when open.
    bool section_header(Section section, const std::string& label, const char* control);
    // Asks whether to abandon the ranked game in progress.
    void draw_leave_confirmation();
    // Records the last ImGui item as control `name` (for control_rect_json).
    void note_control(const std::string& name);
    // Strings in the current language (text.h); tr() for the few words text.h lacks.
    game::Language lang() const { return match_.settings().language; }
    std::string tr(const char* english, const char* portuguese) const {
        return lang() == game::Language::Portuguese ? portuguese : english;
    }
    std::string color_name(Color color) const;
    std::string status_line() const;

    // ---- The game record (app_record.cpp) ----
    // The moves of the game on screen, the point shown, and the position there.
    std::vector<int> shown_moves() const;
    int shown_point() const;
    game::ViewPoint shown_view() const;
    // The squares a click would play on the board shown.
    Bitboard shown_clickable() const;
    bool showing_live() const { return !other_ && !viewing_ && !exercise_; }
    Shown shown_kind() const { return other_ ? other_->kind : Shown::Game; }
    // The local game waits while another point or game is shown, unless it is ranked.
    bool clock_held() const { return !showing_live() && !match_.ranked(); }
    // Moves the view to point `n` of the game shown (clamped); the end of the local game is live.
    void show_point(int n);
    // Holds or releases the local game's clock as the view leaves or reaches the live game.
    void sync_clock_hold(bool was_held);
    void show_other(OtherGame game);
    void back_to_my_game();
    // "Play on from here": the game shown, up to the point shown, becomes the local game (two
    // players, or the player on the side to move against the CPU); the game in progress is
    // kept aside (restore_previous_game brings it back).
    void play_on(bool vs_cpu);
    void restore_previous_game();
    void open_correspondence();
    void click_shown_square(int sq);
    void undo_or_take_back();
    void redo();
    // What the Share button sends: the game on screen as a link, "&play=1" when the player
    // sends a correspondence move.
    std::string share_link(bool correspondence) const;
    bool can_send_move() const;
    void copy_moves();
    void share_game(bool correspondence);
    void save_correspondence();
    // The finished local game into the archive (once), and the archive to storage, dropping
    // the oldest games while the storage is full.
    void archive_finished_game();
    void save_archive();
    void load_archive();
    void export_games();
    void open_archived(size_t index);
    std::string archive_json() const;
    // ---- Drawing the record (record_panel.cpp, games_panel.cpp) ----
    // The line under the disc counts while the past or another game is shown, with its buttons.
    void draw_view_bar();
    void draw_moves_section();
    // First, back, forward, last: in the Moves section, or under the status line while the
    // past or another game is shown.
    void draw_step_buttons();
    void draw_move_list(const std::vector<int>& moves, int point);
    void draw_record_buttons();
    void draw_paste_box();
    void draw_welcome();
    void draw_games_section();

    SDL_Window* window_ = nullptr;
    SDL_GLContext gl_context_ = nullptr;
    BoardRenderer renderer_;
    Layout layout_;
    float font_ratio_ = 0;   // pixel ratio the fonts were rasterized for
    float font_scale_ = 0;   // ui_scale_ the fonts were rasterized for
    float ui_scale_ = 1;     // the panel's size factor: 1 up to 1280x800, more on large windows
    bool touch_ = false;     // the primary pointer is a finger (platform::coarse_pointer)
    float style_scale_ = 0;  // ui_scale_ and touch_ that apply_style() last used
    bool style_touch_ = false;
    ImFont* font_body_ = nullptr;
    ImFont* font_large_ = nullptr;
    bool ready_ = false;  // the first frame is on screen (reveal())
    // After the first frame is drawn: Show it, then make the game Ready (reveal()).
    enum class RevealStep { None, Show, Ready };
    RevealStep reveal_step_ = RevealStep::None;
    StartStep start_step_ = StartStep::Context;
    GLsync start_fence_ = nullptr;  // the GPU's start-up work (fence_gpu_work())
    double gpu_wait_since_ = 0;     // when the start-up began to wait for the GPU
    bool reduced_motion_ = false;
    double now_ = 0;
    // now_ as the match's clock takes it (game::Match: whole milliseconds).
    std::int64_t match_time() const { return static_cast<std::int64_t>(now_); }
    // The local game kept aside by "play on from here" (a match save, game/match.h).
    static constexpr const char* PREVIOUS_KEY = "reversi.match.previous";
    double awake_at_ = -1e9;  // the last wake(): never at start, which draws frames_to_draw_ only
    double pointer_checked_at_ = -1e9;  // when coarse_pointer() and text_scale() were last asked
    float text_scale_ = 1;              // platform::text_scale()
    double drawn_at_ = 0;
    std::uint64_t frames_drawn_ = 0;  // frames drawn since start (window.reversi.state, tests)
    int frames_to_draw_ = 2;          // frames still drawn whatever the time (see frame())
    int unshown_frames_ = 0;          // frames laid out before the first drawn (see frame())

    game::Match match_;
    std::uint64_t seen_turn_ = 0;  // match turn when after_change() last ran
    size_t seen_events_ = 0;       // events of the current game already turned into notices
    size_t seen_moves_ = 0;
    PendingCpu cpu_;
    int next_cpu_id_ = 1;
    std::string cpu_notice_;  // the CPU health sentence shown, "" while the worker runs
    double last_save_ = 0;
    enum class StorageState { Ok, Unavailable, Failed };  // Unavailable: cannot even read
    StorageState storage_ = StorageState::Ok;

    // Animations: the discs as last shown, and when each square started flipping from what.
    std::array<float, BOARD_SQUARES> shown_disc_{};
    std::array<float, BOARD_SQUARES> flip_from_{};
    std::array<double, BOARD_SQUARES> flip_start_{};

    int cursor_ = 19;  // d3
    bool cursor_visible_ = false;
    int hover_ = NO_SQUARE;
    struct PointerChange {
        float x, y;  // CSS pixels
        bool down;
    };
    std::deque<PointerChange> pointer_queue_;  // left-button changes not yet shown to ImGui
    float pointer_x_ = 0, pointer_y_ = 0;      // the pointer as ImGui sees it, CSS pixels
    bool pointer_known_ = false;
    bool pointer_down_ = false;
    bool help_open_ = false;
    bool banner_closed_ = false;  // the result banner was dismissed (until the next game)
    std::optional<NewGameRequest> confirm_;  // a new game waiting for "leave and lose"
    std::optional<Section> section_;         // chosen by the first frame's layout
    std::string saved_rating_;               // the rating text last stored under its own key
    int utc_offset_minutes_ = 0;
    bool settings_open_ = false;  // the panel's settings section, as last drawn
    std::string notice_;  // the latest one-sentence notice (pass, timeout, unreadable save...)
    double notice_at_ = 0;
    bool notice_transient_ = false;  // goes with the next move whatever its age
    bool was_over_ = false;          // the game was over at the last after_change()
    std::string announced_;
    game::Language document_language_ = game::Language::English;
    std::map<std::string, Rect> controls_;  // the panel's controls drawn in the last frame
    Accessibility a11y_;
    std::string a11y_sent_;       // the last snapshot sent to the page
    size_t announced_moves_ = 0;  // moves already announced in the live region
    std::string moves_said_;      // the announcement of the latest moves, until the next ones

    // The game record.
    std::optional<int> viewing_;      // the local game's past: the moves shown
    std::optional<OtherGame> other_;  // another game on screen
    std::optional<game::Correspondence> corr_;
    game::Archive archive_;
    std::string saved_archive_;  // the archive text last stored
    bool welcome_ = false;       // the first visit's choice is on screen
    bool paste_open_ = false;    // the paste box is open
    std::string paste_error_;    // why the last paste was refused, shown in the box
    bool has_previous_ = false;  // a local game kept aside by "play on from here"
    int list_scrolled_to_ = -1;  // the point the move list last scrolled to
    enum class ShareWhat { Moves, Link, Send };
    ShareWhat sharing_ = ShareWhat::Link;  // what the page is copying or sharing

    // Hints (app_hints.cpp).
    // The OBF of the position whose hints the board should show, "" for none.
    std::string wanted_hints_position() const;
    // Asks for the hints of the position shown, or drops them, when it changes.
    void update_hints();
    void draw_hints() const;
    // The hint on `square`, nullptr for none.
    const game::MoveValue* hint_at(int square) const;
    // The line under the status while hints are on ("" when there is nothing to say).
    std::string hints_line() const;
    // The position's value by its best hint, in discs from Black's side (none without hints).
    std::optional<int> evaluation() const;
    // state().hints: null when off, else {"d3": {value, exact, depth}, ...} (discs).
    std::string hints_json() const;
    // The review (review_panel.cpp).
    struct ReviewState {
        int id = 0;
        std::vector<int> moves;                 // the game reviewed
        int total = 0;                          // its moves to review
        std::vector<game::MoveReview> entries;  // those reviewed so far, in order
        bool done = false;
    };
    bool can_review() const;
    void cancel_review();
    // Drops the review when the game shown is no longer the one reviewed.
    void update_review();
    void draw_review();
    // The evaluation over the game, from Black's side, once reviewed: a click shows a point.
    void draw_review_graph();
    // The mark (?!, ?, ??) at the right of the move list's last item, for move `index`.
    void draw_review_mark(int index) const;
    // The review of move `index` (0-based, passes not counted), nullptr when not reviewed.
    const game::MoveReview* reviewed_move(int index) const;
    // state().review: null, or {progress, done, moves: [{ply, move, best, loss, exact, mark}]}.
    std::string review_json() const;
    std::optional<ReviewState> review_;
    int next_review_id_ = 1;

    // ---- Learning (learn_panel.cpp) ----
    // A course of exercises on the board in place of the game: the lesson, the tips, the
    // puzzles from a review's mistakes or the daily puzzle. The game waits meanwhile.
    struct ExerciseState {
        game::Course course;
        int step = 0;
        Position position;  // on the board: the step's, or after its answer
        int last_move = NO_SQUARE;
        enum class Phase { Asking, Wrong, Right, Shown };
        Phase phase = Phase::Asking;
        int tried = NO_SQUARE;  // the square last judged (Wrong, Right), or shown (Shown)
        bool missed = false;    // a wrong try or "show me" in this step
        int first_try = 0;      // steps found on the first try
        bool finished = false;  // past the last step
        int day = -1;           // the daily puzzle's day, else -1
    };
    // Starts `course` (refused during a ranked game in progress: its clock runs on).
    void start_course(game::Course course, int day = -1);
    void start_daily_puzzle();
    void start_mistake_puzzles();
    void leave_exercise();
    const game::Exercise* current_exercise() const;
    void exercise_click(int sq);
    void exercise_show_me();
    void exercise_retry();
    void exercise_next();
    // The step's sentence after a try ("" while asking), in the current language.
    std::string exercise_sentence() const;
    // The review's mistakes as puzzles (none without a finished review).
    game::Course review_mistakes() const;
    // The local day, for the daily puzzle (platform's wall clock and time zone).
    int today() const;
    void load_streak();
    void save_streak();
    void draw_exercise();
    void draw_learn_section();
    // state().lesson: null, or {id, step, steps, exercise, phase, sentence, ...}.
    std::string lesson_json() const;
    std::optional<ExerciseState> exercise_;
    game::Streak streak_;

    int hint_id_ = 0;                     // the last hints request
    std::string hint_position_;           // the OBF it was for, "" for none
    std::vector<game::MoveValue> hints_;  // its values, best first (none yet: empty)
    bool hints_done_ = false;             // the values are final
};

}  // namespace reversi
