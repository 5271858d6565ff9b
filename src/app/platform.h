// The browser seen from the app: time, the canvas's CSS size and pixel ratio, user preferences,
// localStorage, the CPU worker, the accessible status line and the main loop. This is the only
// file pair of the app that knows it runs under Emscripten; the JavaScript side lives in
// web/page.js (window.reversi) and web/cpu.js (the CPU: its worker, web/cpu-worker.js, or the
// page's thread).
#pragma once

#include <functional>
#include <string>

namespace reversi::platform {

// Milliseconds on a monotonic clock (performance.now()).
double now_ms();
// The wall clock: milliseconds since 1970, UTC (Date.now()), and the device's time zone as
// minutes ahead of UTC (e.g. 60 for UTC+1).
double wall_clock_ms();
int utc_offset_minutes();

struct Viewport {
    int css_width = 0;  // the page's layout viewport, in CSS pixels
    int css_height = 0;
    float pixel_ratio = 1.0f;  // device pixels per CSS pixel
};
Viewport viewport();
// The browser's text size as a factor of the usual 16 px (the root element's font size: 1.25 when
// a reader has chosen "large" text), at least 1.
float text_scale();

// True when the OS asks for reduced motion (prefers-reduced-motion: reduce).
bool prefers_reduced_motion();

// Enables WebGL extension `name` on the current context; false where the browser lacks it.
bool enable_gl_extension(const char* name);
// The browser's preferred language, e.g. "pt-BR" ("en" when unknown).
std::string browser_locale();

enum class StorageStatus { Ok, Missing, Denied };
struct StorageRead {
    StorageStatus status = StorageStatus::Missing;
    std::string value;
};
// localStorage access that never throws: Denied when storage is unavailable.
StorageRead storage_get(const char* key);
// False when the value could not be stored (storage full or denied).
bool storage_set(const char* key, const std::string& value);
void storage_remove(const char* key);

// Asks the CPU for a move (the level player, in its worker or on the page's thread), with the
// game's seed (level_limits): it answers through Hooks::cpu_answer with the same id.
void post_cpu_request(int id, const std::string& obf, int level, int seed);
// Tells the CPU that request `id` is stale: it drops the search and never answers.
void cancel_cpu_request(int id);
// Where the CPU's moves come from (web/cpu.js): its worker (or the worker is starting), the
// page's thread while the worker cannot run (the page may slow down a little), or nowhere yet,
// while the CPU's code cannot be loaded (a move is answered once it can).
enum class CpuHealth { Worker, Page, Unavailable };
CpuHealth cpu_health();
// Asks the CPU's worker for hints, the value of every legal move of `obf` (game/analysis.h's
// HintSearch): it answers through Hooks::hint_answer as they deepen, the last with done. A new
// request replaces the one before. Hints run only in the worker, never on the page's thread:
// while the worker cannot run they wait for it.
void post_hint_request(int id, const std::string& obf);
// Drops the hints of request `id`: no more answers come for it.
void cancel_hint_request(int id);
// Asks the CPU's worker to review the game of transcript `moves` (game/analysis.h's
// GameReview): it answers through Hooks::review_answer after each move reviewed, the last with
// done. A new request replaces the one before; like hints, only in the worker.
void post_review_request(int id, const std::string& moves);
void cancel_review_request(int id);

// Mirrors the game's status in a visually hidden aria-live element of the page.
void announce(const std::string& text);
// Hands the accessibility layer's snapshot (accessibility.h) to web/a11y.js.
void update_accessibility(const std::string& json);
// Hides the loading screen and shows the canvas, with the first frame drawn into it.
void show_first_frame();
// Sets window.reversi.ready once the first frame is on screen and the accessibility layer in
// place (and shows the first frame, if show_first_frame() has not).
void mark_ready();
// Sets the page's lang attribute ("en", "pt"), for screen readers.
void set_document_language(const char* code);

// ---- The game record: the page's address, the clipboard, files (web/page.js) ----------------
// The fragment of the page's address, with its '#' ("" when none); the address without it.
std::string location_fragment();
std::string page_address();
// Replaces the fragment without a new history entry and without reloading ("" removes it).
void set_location_fragment(const std::string& fragment);
// Copies `text` to the clipboard; the page answers through Hooks::shared.
void copy_text(const std::string& text);
// Shares a link through the system's share sheet where the browser has one, else copies it;
// the page answers through Hooks::shared.
void share_link(const std::string& url, const std::string& title);
// Offers `text` as a file to download.
void download_text(const std::string& filename, const std::string& text);
// Opens the browser's file chooser; the chosen file's text comes through Hooks::import_text.
void choose_text_file();
// A real text field of the page over the rectangle (CSS pixels) that the app leaves for it (the
// paste box): shown with a placeholder and an accessible label, focused when it appears.
void show_text_box(float x, float y, float width, float height, const std::string& placeholder,
                   const std::string& label);
void hide_text_box();
std::string text_box_value();

// What the page's JavaScript may ask of the app (window.reversi and the CPU's answers).
struct Hooks {
    std::function<std::string()> state_json;
    std::function<std::string(const std::string&)> square_rect_json;   // "" for a bad name
    std::function<std::string(const std::string&)> control_rect_json;  // "" when not shown
    std::function<bool(const std::string&)> set_settings;  // settings text, see game/settings.h
    std::function<void(bool x_cpu, bool o_cpu, bool ranked)> new_game;
    // The move asked for with `id` (-1 for none: the position had no move).
    std::function<void(int id, int move)> cpu_answer;
    std::function<void(bool visible)> visibility_changed;
    // The accessibility layer (web/a11y.js): activate an item, focus or play a square, a key.
    std::function<void(unsigned id)> a11y_activate;
    std::function<void(int square)> a11y_focus_square;
    std::function<void(int square)> a11y_play_square;
    std::function<void(const std::string& key)> a11y_key;
    // The game record: show a point, load a pasted record ("" or why not), the address's
    // fragment changed, a copy or share ended (App::on_shared), a file's text to import.
    std::function<void(int n)> view;
    std::function<std::string(const std::string& text)> load_record;
    std::function<void(const std::string& fragment)> open_fragment;
    std::function<void(int outcome)> shared;
    std::function<void(const std::string& text)> import_text;
    // Hints for request `id`: game::move_values_text() of the last finished depth; done once final.
    std::function<void(int id, const std::string& values, bool done)> hint_answer;
    // Review `id`: the moves to review and game::review_entries_text() of those reviewed so far.
    std::function<void(int id, int total, const std::string& entries, bool done)> review_answer;
    // window.reversi.review(): review the game shown, as "Review this game" does.
    std::function<void()> start_review;
};
void set_hooks(Hooks hooks);

// Runs `frame` once per display refresh, until stop_main_loop().
void run_main_loop(void (*frame)());
void stop_main_loop();
// Tells the page that the game could not start (no WebGL2 context, a shader that does not
// compile): its loading screen turns into the one-sentence failure (web/page.js).
void report_start_failure();

// ---- Layout: the kind of pointer -------------------------------------------------------------
// True when the primary pointer is a finger (matchMedia("(pointer: coarse)")): the panel's
// controls then grow to touch targets of at least 44 CSS pixels.
bool coarse_pointer();

}  // namespace reversi::platform
