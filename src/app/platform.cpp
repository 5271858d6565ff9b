// Emscripten implementation of platform.h: EM_JS calls into the page (web/page.js) and the
// functions the page calls back (exported with EMSCRIPTEN_KEEPALIVE, used by window.reversi).
#include "platform.h"

#include <emscripten.h>
#include <emscripten/html5.h>
#include <algorithm>
#include <cstdlib>
#include <utility>

namespace {

reversi::platform::Hooks g_hooks;  // set once by the app before the main loop starts
std::string g_reply;               // keeps the last string returned to JavaScript alive

// clang-format off (JavaScript bodies)
// Copies a JavaScript string into a malloc'ed C string (the caller frees it).
EM_JS(char*, js_strdup_locale, (), {
    var s = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
});

EM_JS(int, js_reduced_motion, (), {
    return (window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches) ? 1
                                                                                                : 0;
});

EM_JS(int, js_viewport_width, (), { return Math.max(1, Math.floor(window.innerWidth)); });
EM_JS(int, js_viewport_height, (), { return Math.max(1, Math.floor(window.innerHeight)); });
EM_JS(double, js_pixel_ratio, (), { return window.devicePixelRatio || 1; });
EM_JS(double, js_root_font_px, (), {
    var px = parseFloat(window.getComputedStyle(document.documentElement).fontSize);
    return px > 0 ? px : 16;
});
EM_JS(double, js_wall_clock, (), { return Date.now(); });
EM_JS(int, js_utc_offset, (), { return -new Date().getTimezoneOffset(); });
EM_JS(void, js_start_failed, (), {
    if (Module.startFailed) Module.startFailed();
});

// Returns the stored value (malloc'ed), or 0 with *status 1 (missing) or 2 (denied).
EM_JS(char*, js_storage_get, (const char* key, int* status), {
    var v = null;
    try {
        v = window.localStorage.getItem(UTF8ToString(key));
    } catch (e) {
        HEAP32[status >> 2] = 2;
        return 0;
    }
    if (v == null) {
        HEAP32[status >> 2] = 1;
        return 0;
    }
    HEAP32[status >> 2] = 0;
    var n = lengthBytesUTF8(v) + 1;
    var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
});

EM_JS(int, js_storage_set, (const char* key, const char* value), {
    try {
        window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
        return 1;
    } catch (e) {
        return 0;
    }
});

EM_JS(void, js_storage_remove, (const char* key), {
    try {
        window.localStorage.removeItem(UTF8ToString(key));
    } catch (e) {
    }
});

// web/cpu.js is a script of its own: if it failed to load, the CPU is unavailable (health 2),
// and the app keeps running.
EM_JS(void, js_post_cpu_request, (int id, const char* obf, int level, int seed), {
    if (window.reversiCpu) window.reversiCpu.request(id, UTF8ToString(obf), level, seed);
});

EM_JS(void, js_cancel_cpu_request, (int id), {
    if (window.reversiCpu) window.reversiCpu.cancel(id);
});

EM_JS(int, js_cpu_health, (), { return window.reversiCpu ? window.reversiCpu.health() : 2; });

EM_JS(void, js_post_hint_request, (int id, const char* obf), {
    if (window.reversiCpu) window.reversiCpu.hints(id, UTF8ToString(obf));
});

EM_JS(void, js_cancel_hint_request, (int id), {
    if (window.reversiCpu) window.reversiCpu.cancelHints(id);
});

EM_JS(void, js_post_review_request, (int id, const char* moves), {
    if (window.reversiCpu) window.reversiCpu.review(id, UTF8ToString(moves));
});

EM_JS(void, js_cancel_review_request, (int id), {
    if (window.reversiCpu) window.reversiCpu.cancelReview(id);
});

EM_JS(void, js_announce, (const char* text), { window.reversiPage.announce(UTF8ToString(text)); });

EM_JS(void, js_update_accessibility, (const char* json), {
    if (window.reversiA11y) window.reversiA11y.update(UTF8ToString(json));
});

EM_JS(void, js_mark_ready, (), { window.reversiPage.markReady(); });
EM_JS(void, js_show_first_frame, (), { window.reversiPage.showFirstFrame(); });

EM_JS(void, js_set_language, (const char* code),
      { document.documentElement.lang = UTF8ToString(code); });

EM_JS(char*, js_location, (int fragment), {
    var s = fragment ? window.location.hash : window.location.href.split("#")[0];
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
});

EM_JS(void, js_set_fragment, (const char* fragment),
      { window.reversiPage.setFragment(UTF8ToString(fragment)); });

EM_JS(void, js_copy_text, (const char* text), { window.reversiPage.copyText(UTF8ToString(text)); });

EM_JS(void, js_share_link, (const char* url, const char* title),
      { window.reversiPage.shareLink(UTF8ToString(url), UTF8ToString(title)); });

EM_JS(void, js_download_text, (const char* name, const char* text),
      { window.reversiPage.downloadText(UTF8ToString(name), UTF8ToString(text)); });

EM_JS(void, js_choose_text_file, (), { window.reversiPage.chooseTextFile(); });

EM_JS(void, js_show_text_box,
      (float x, float y, float w, float h, const char* placeholder, const char* label), {
          window.reversiPage.showTextBox(x, y, w, h, UTF8ToString(placeholder),
                                         UTF8ToString(label));
      });

EM_JS(void, js_hide_text_box, (), { window.reversiPage.hideTextBox(); });

EM_JS(char*, js_text_box_value, (), {
    var s = window.reversiPage.textBoxValue();
    var n = lengthBytesUTF8(s) + 1;
    var p = _malloc(n);
    stringToUTF8(s, p, n);
    return p;
});
// clang-format on

// Takes ownership of a malloc'ed C string.
std::string adopt(char* text) {
    std::string s = text ? text : "";
    std::free(text);
    return s;
}

const char* reply(std::string text) {
    g_reply = std::move(text);
    return g_reply.c_str();
}

}  // namespace

namespace reversi::platform {

double now_ms() {
    return emscripten_get_now();
}

double wall_clock_ms() {
    return js_wall_clock();
}

int utc_offset_minutes() {
    return js_utc_offset();
}

Viewport viewport() {
    return Viewport{js_viewport_width(), js_viewport_height(),
                    static_cast<float>(js_pixel_ratio())};
}

float text_scale() {
    return std::max(1.0f, static_cast<float>(js_root_font_px()) / 16.0f);
}

bool prefers_reduced_motion() {
    return js_reduced_motion() != 0;
}

bool enable_gl_extension(const char* name) {
    return emscripten_webgl_enable_extension(emscripten_webgl_get_current_context(), name) != 0;
}

std::string browser_locale() {
    return adopt(js_strdup_locale());
}

StorageRead storage_get(const char* key) {
    int status = 0;
    char* value = js_storage_get(key, &status);
    StorageRead read;
    read.status = status == 0   ? StorageStatus::Ok
                  : status == 1 ? StorageStatus::Missing
                                : StorageStatus::Denied;
    read.value = adopt(value);
    return read;
}

bool storage_set(const char* key, const std::string& value) {
    return js_storage_set(key, value.c_str()) != 0;
}

void storage_remove(const char* key) {
    js_storage_remove(key);
}

void post_cpu_request(int id, const std::string& obf, int level, int seed) {
    js_post_cpu_request(id, obf.c_str(), level, seed);
}

void cancel_cpu_request(int id) {
    js_cancel_cpu_request(id);
}

void post_hint_request(int id, const std::string& obf) {
    js_post_hint_request(id, obf.c_str());
}

void cancel_hint_request(int id) {
    js_cancel_hint_request(id);
}

void post_review_request(int id, const std::string& moves) {
    js_post_review_request(id, moves.c_str());
}

void cancel_review_request(int id) {
    js_cancel_review_request(id);
}

CpuHealth cpu_health() {
    const int health = js_cpu_health();  // web/cpu.js: 0 worker, 1 page, 2 unavailable
    return health == 1 ? CpuHealth::Page : health == 2 ? CpuHealth::Unavailable : CpuHealth::Worker;
}

void announce(const std::string& text) {
    js_announce(text.c_str());
}

void update_accessibility(const std::string& json) {
    js_update_accessibility(json.c_str());
}

void show_first_frame() {
    js_show_first_frame();
}

void mark_ready() {
    js_mark_ready();
}

void set_document_language(const char* code) {
    js_set_language(code);
}

std::string location_fragment() {
    return adopt(js_location(1));
}

std::string page_address() {
    return adopt(js_location(0));
}

void set_location_fragment(const std::string& fragment) {
    js_set_fragment(fragment.c_str());
}

void copy_text(const std::string& text) {
    js_copy_text(text.c_str());
}

void share_link(const std::string& url, const std::string& title) {
    js_share_link(url.c_str(), title.c_str());
}

void download_text(const std::string& filename, const std::string& text) {
    js_download_text(filename.c_str(), text.c_str());
}

void choose_text_file() {
    js_choose_text_file();
}

void show_text_box(float x, float y, float width, float height, const std::string& placeholder,
                   const std::string& label) {
    js_show_text_box(x, y, width, height, placeholder.c_str(), label.c_str());
}

void hide_text_box() {
    js_hide_text_box();
}

std::string text_box_value() {
    return adopt(js_text_box_value());
}

void set_hooks(Hooks hooks) {
    g_hooks = std::move(hooks);
    emscripten_set_visibilitychange_callback(
        nullptr, false, [](int, const EmscriptenVisibilityChangeEvent* event, void*) -> EM_BOOL {
            if (g_hooks.visibility_changed) g_hooks.visibility_changed(!event->hidden);
            return false;
        });
}

void run_main_loop(void (*frame)()) {
    emscripten_set_main_loop(frame, 0, 1);
}

void stop_main_loop() {
    emscripten_cancel_main_loop();
}

void report_start_failure() {
    js_start_failed();
}

}  // namespace reversi::platform

// ---- Layout: the kind of pointer (platform.h, coarse_pointer) ---------------------------------
namespace {

EM_JS(int, js_coarse_pointer, (),
      { return (window.matchMedia && window.matchMedia("(pointer: coarse)").matches) ? 1 : 0; });

}  // namespace

bool reversi::platform::coarse_pointer() {
    return js_coarse_pointer() != 0;
}

// Called by web/page.js (window.reversi) and web/cpu.js (the CPU's answers).
extern "C" {

EMSCRIPTEN_KEEPALIVE const char* reversi_state_json() {
    return reply(g_hooks.state_json ? g_hooks.state_json() : "null");
}

EMSCRIPTEN_KEEPALIVE const char* reversi_square_rect_json(const char* name) {
    return reply(g_hooks.square_rect_json ? g_hooks.square_rect_json(name) : "");
}

EMSCRIPTEN_KEEPALIVE const char* reversi_control_rect_json(const char* name) {
    return reply(g_hooks.control_rect_json ? g_hooks.control_rect_json(name) : "");
}

EMSCRIPTEN_KEEPALIVE int reversi_set_settings(const char* text) {
    return g_hooks.set_settings && g_hooks.set_settings(text) ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE void reversi_new_game(int x_cpu, int o_cpu, int ranked) {
    if (g_hooks.new_game) g_hooks.new_game(x_cpu != 0, o_cpu != 0, ranked != 0);
}

EMSCRIPTEN_KEEPALIVE void reversi_a11y_activate(unsigned id) {
    if (g_hooks.a11y_activate) g_hooks.a11y_activate(id);
}

EMSCRIPTEN_KEEPALIVE void reversi_a11y_focus_square(int square) {
    if (g_hooks.a11y_focus_square) g_hooks.a11y_focus_square(square);
}

EMSCRIPTEN_KEEPALIVE void reversi_a11y_play_square(int square) {
    if (g_hooks.a11y_play_square) g_hooks.a11y_play_square(square);
}

EMSCRIPTEN_KEEPALIVE void reversi_a11y_key(const char* key) {
    if (g_hooks.a11y_key) g_hooks.a11y_key(key);
}

EMSCRIPTEN_KEEPALIVE void reversi_view(int n) {
    if (g_hooks.view) g_hooks.view(n);
}

// "" when the record was opened, else the sentence that says why not.
EMSCRIPTEN_KEEPALIVE const char* reversi_load_record(const char* text) {
    return reply(g_hooks.load_record ? g_hooks.load_record(text) : "the game is not running");
}

EMSCRIPTEN_KEEPALIVE void reversi_open_fragment(const char* fragment) {
    if (g_hooks.open_fragment) g_hooks.open_fragment(fragment);
}

EMSCRIPTEN_KEEPALIVE void reversi_shared(int outcome) {
    if (g_hooks.shared) g_hooks.shared(outcome);
}

EMSCRIPTEN_KEEPALIVE void reversi_import_text(const char* text) {
    if (g_hooks.import_text) g_hooks.import_text(text);
}

EMSCRIPTEN_KEEPALIVE void reversi_cpu_answer(int id, int move) {
    if (g_hooks.cpu_answer) g_hooks.cpu_answer(id, move);
}

EMSCRIPTEN_KEEPALIVE void reversi_hint_answer(int id, const char* values, int done) {
    if (g_hooks.hint_answer) g_hooks.hint_answer(id, values, done != 0);
}

EMSCRIPTEN_KEEPALIVE void reversi_start_review() {
    if (g_hooks.start_review) g_hooks.start_review();
}

EMSCRIPTEN_KEEPALIVE void reversi_review_answer(int id, int total, const char* entries, int done) {
    if (g_hooks.review_answer) g_hooks.review_answer(id, total, entries, done != 0);
}

}  // extern "C"
