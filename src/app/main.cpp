// Entry point of the page's module: builds the App, connects it to the page's JavaScript and
// hands the frame function to the browser's refresh loop.
#define SDL_MAIN_HANDLED
#include "app.h"
#include "platform.h"

namespace {

reversi::App g_app;  // lives as long as the page; the browser owns the loop

void frame() {
    g_app.frame();
}

}  // namespace

int main() {
    if (!g_app.init()) {
        reversi::platform::report_start_failure();
        return 1;
    }
    reversi::platform::set_hooks(reversi::platform::Hooks{
        [] { return g_app.state_json(); },
        [](const std::string& name) { return g_app.square_rect_json(name); },
        [](const std::string& name) { return g_app.control_rect_json(name); },
        [](const std::string& text) { return g_app.apply_settings_text(text); },
        [](bool x_cpu, bool o_cpu, bool ranked) { g_app.start_new_game(x_cpu, o_cpu, ranked); },
        [](int id, int move) { g_app.on_cpu_answer(id, move); },
        [](bool visible) { g_app.on_visibility(visible); },
        [](unsigned id) { g_app.activate_item(id); },
        [](int square) { g_app.focus_square(square); },
        [](int square) { g_app.play_square(square); },
        [](const std::string& key) { g_app.press_key(key); },
        [](int n) { g_app.view(n); },
        [](const std::string& text) { return g_app.load_record(text); },
        [](const std::string& fragment) { g_app.open_fragment(fragment); },
        [](int outcome) { g_app.on_shared(outcome); },
        [](const std::string& text) { g_app.import_games(text); },
        [](int id, const std::string& values, bool done) { g_app.on_hints(id, values, done); },
        [](int id, int total, const std::string& entries, bool done) {
            g_app.on_review(id, total, entries, done);
        },
        [] { g_app.start_review(); },
    });
    reversi::platform::run_main_loop(frame);
    return 0;
}
