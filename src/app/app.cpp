// The app's life cycle and game flow: window and GL set-up, input, the clock and the CPU worker,
// saving, notices, the flip animation, and the test API's JSON. The panel and the help are drawn
// in app_ui.cpp.
#include "app.h"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/openings.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"  // the windows still being sized (imgui_settling)
#include "json.h"
#include "platform.h"
#include "text.h"

namespace reversi {

namespace {

constexpr const char* SAVE_KEY = "reversi.match";
constexpr const char* SETTINGS_KEY = "reversi.settings";
// The rating on its own, so that losing the match save does not lose it (game/rating.h text).
constexpr const char* RATING_KEY = "reversi.rating";
constexpr const char* FONT_PATH = "/assets/fonts/DejaVuSans.ttf";
constexpr double CPU_MIN_DELAY_MS = 500;   // the CPU never answers faster than this
constexpr double FLIP_MS = 340;            // one disc's flip
constexpr double FLIP_STAGGER_MS = 45;     // delay per square of distance from the move
constexpr double CLOCK_SAVE_MS = 2000;     // saves the running clock this often
constexpr int MAX_UNSHOWN_FRAMES = 3;      // the most frames laid out before the first is drawn
constexpr double IDLE_AFTER_MS = 700;      // keeps drawing this long after any input or change
constexpr double CLOCK_REDRAW_MS = 200;    // the countdown's refresh while idle
constexpr double GPU_WAIT_MAX_MS = 2000;   // the longest the first frame waits for the GPU
constexpr double POINTER_CHECK_MS = 1000;  // how often the pointer's kind is asked again
constexpr float BODY_FONT_PX = 16;
constexpr float LARGE_FONT_PX = 24;
constexpr float MARGIN = 12;
constexpr float MAX_FONT_RATIO = 3;
// The panel's size factor grows with the window beyond this size (text stays readable beside a
// large board), in steps of 1/8, up to twice the size.
constexpr float UI_BASE_WIDTH = 1280, UI_BASE_HEIGHT = 800, UI_MAX_SCALE = 2;
// Wide layout: the panel's width range at scale 1 (320: the Portuguese labels of a row of
// buttons fit at 800x600); a window lower than SHORT_SCREEN_PX drops the panel's title. Portrait:
// the panel keeps at least PORTRAIT_PANEL_PX below the board, enough for the score, the turn, new
// game / undo / help and the CPU level with touch-sized controls.
constexpr float PANEL_MIN_PX = 320, PANEL_MAX_PX = 380, SHORT_SCREEN_PX = 640;
constexpr float PORTRAIT_PANEL_PX = 224;

float disc_at(const Position& p, int sq) {
    Bitboard bit = square_bit(sq);
    if (p.black() & bit) return 1.0f;
    if (p.white() & bit) return -1.0f;
    return 0.0f;
}

}  // namespace

double App::platform_now() {
    return platform::now_ms();
}

bool App::init() {
    SDL_SetMainReady();
    // Keys reach the game through the page's accessibility layer (web/a11y.js), never through
    // SDL's own listener on the window, which would keep Tab from moving the focus.
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return false;
    }
    // Touches still reach the app as SDL's mouse events; without finger events SDL lets the
    // browser have its pinch-zoom (style.css: touch-action: pinch-zoom on the canvas).
    SDL_EventState(SDL_FINGERDOWN, SDL_IGNORE);
    SDL_EventState(SDL_FINGERUP, SDL_IGNORE);
    SDL_EventState(SDL_FINGERMOTION, SDL_IGNORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
    platform::Viewport vp = platform::viewport();
    window_ = SDL_CreateWindow("Reversi", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                               vp.css_width, vp.css_height,
                               SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!window_) {
        std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError());
        return false;
    }
    return true;  // the rest, a step at a time (start_next_step)
}

bool App::start_next_step() {
    // Each step is one task of the page's thread: none blocks input for long on a slow phone.
    // Nothing asks the GL context for a result that it has not had a frame or more to make:
    // each such question waits for it.
    switch (start_step_) {
        case StartStep::Context:
            gl_context_ = SDL_GL_CreateContext(window_);
            if (!gl_context_) {
                std::fprintf(stderr, "WebGL2 context: %s\n", SDL_GetError());
                return false;
            }
            SDL_GL_MakeCurrent(window_, gl_context_);
            SDL_GL_SetSwapInterval(1);
            // The board's shaders, first: a context with KHR_parallel_shader_compile compiles
            // them while the next steps run (StartStep::BoardShaders takes them).
            renderer_.begin_init(platform::enable_gl_extension("KHR_parallel_shader_compile"));
            start_step_ = StartStep::Interface;
            return true;
        case StartStep::Interface: {
            IMGUI_CHECKVERSION();
            ImGui::CreateContext();
            ImGuiIO& io = ImGui::GetIO();
            // Nothing to remember between sessions; the layout is computed.
            io.IniFilename = nullptr;
            io.LogFilename = nullptr;
            ImGui_ImplSDL2_InitForOpenGL(window_, gl_context_);
            ImGui_ImplOpenGL3_Init("#version 300 es");
            start_step_ = StartStep::Game;
            return true;
        }
        case StartStep::Game:
            reduced_motion_ = platform::prefers_reduced_motion();
            now_ = platform::now_ms();
            utc_offset_minutes_ = platform::utc_offset_minutes();
            load_saved_match();
            load_archive();
            load_streak();
            was_over_ = match_.game_over();  // a finished game loaded is archived already
            open_fragment(platform::location_fragment());  // a link opened in a new tab
            seen_turn_ = match_.turn();
            seen_events_ = match_.events().size();
            // A resumed game is not read out from its start.
            announced_moves_ = match_.moves().size();
            for (int sq = 0; sq < BOARD_SQUARES; ++sq) {
                // The board on screen: a linked game's when the page opened a link.
                shown_disc_[static_cast<size_t>(sq)] = disc_at(shown_view().position, sq);
                flip_start_[static_cast<size_t>(sq)] = -1e9;
            }
            save_match();
            start_step_ = StartStep::Fonts;
            return true;
        case StartStep::Fonts:
            // The fonts and the style, at the page's size and pixel ratio; their texture next.
            sync_window_size(false);
            start_step_ = StartStep::FontPixels;
            return true;
        case StartStep::FontPixels: {
            // The atlas as the backend uploads it (RGBA, kept by the atlas).
            unsigned char* pixels = nullptr;
            int width = 0, height = 0;
            ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
            start_step_ = StartStep::Device;
            return true;
        }
        case StartStep::Device:
            // Dear ImGui's shaders (its backend waits for their compiler) and the font texture.
            ImGui_ImplOpenGL3_CreateDeviceObjects();
            start_step_ = StartStep::BoardShaders;
            gpu_wait_since_ = now_;
            return true;
        case StartStep::BoardShaders:
            // Once compiled (or after GPU_WAIT_MAX_MS; without the extension, at once, waiting
            // for the compiler).
            if (!renderer_.compiled() && now_ - gpu_wait_since_ < GPU_WAIT_MAX_MS) return true;
            if (!renderer_.finish_init()) return false;
            start_step_ = StartStep::Board;
            return true;
        case StartStep::Board: {
            // The static board into its texture; a fence tells when the GPU has done that.
            warm_up_interface_shader();
            int win_w = 0, win_h = 0, fb_w = 0;
            SDL_GetWindowSize(window_, &win_w, &win_h);
            SDL_GL_GetDrawableSize(window_, &fb_w, nullptr);
            layout_ = compute_layout(win_w, win_h);
            float scale = win_w > 0 ? static_cast<float>(fb_w) / static_cast<float>(win_w) : 1.0f;
            renderer_.prepare(layout_.board, board_visual(), scale);
            fence_gpu_work();
            start_step_ = StartStep::GpuWait;
            return true;
        }
        case StartStep::GpuWait: {
            // The first frame waits for that work on the GPU's side, not on the page's thread:
            // where the page is composited in software (no GPU), the frame is read back at once
            // and a frame drawn earlier would block until the GPU caught up.
            if (!gpu_caught_up()) return true;
            start_step_ = StartStep::Done;
            return true;
        }
        case StartStep::Done:
            break;
    }
    return true;
}

void App::fence_gpu_work() {
    start_fence_ = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    glFlush();  // WebGL sends nothing to the GPU before the end of a frame otherwise
    gpu_wait_since_ = now_;
}

bool App::gpu_caught_up() {
    const bool done = !start_fence_ || now_ - gpu_wait_since_ > GPU_WAIT_MAX_MS ||
                      glClientWaitSync(start_fence_, 0, 0) != GL_TIMEOUT_EXPIRED;
    if (!done) return false;
    if (start_fence_) glDeleteSync(start_fence_);
    start_fence_ = nullptr;
    return true;
}

void App::warm_up_interface_shader() {
    // A software renderer (SwiftShader) compiles a shader for the framebuffer it first draws
    // into: one small draw into the page's own, hidden until the first frame (style.css).
    ImDrawList list(ImGui::GetDrawListSharedData());
    list._ResetForNewFrame();
    list.PushClipRect(ImVec2{0, 0}, ImVec2{4, 4});
    list.PushTextureID(ImGui::GetIO().Fonts->TexID);
    list.AddRectFilled(ImVec2{0, 0}, ImVec2{4, 4}, IM_COL32(27, 37, 32, 255));
    ImDrawList* lists[] = {&list};
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = list.VtxBuffer.Size;
    data.TotalIdxCount = list.IdxBuffer.Size;
    data.DisplayPos = ImVec2{0, 0};
    data.DisplaySize = ImVec2{4, 4};
    data.FramebufferScale = ImVec2{1, 1};
    ImGui_ImplOpenGL3_RenderDrawData(&data);
}

void App::load_saved_match() {
    game::Settings settings = game::default_settings(platform::browser_locale());
    platform::StorageRead stored = platform::storage_get(SETTINGS_KEY);
    if (stored.status == platform::StorageStatus::Ok) {
        auto parsed = game::parse_settings(stored.value);
        if (parsed) settings = *parsed;
    }
    match_ = game::Match(settings, match_time());
    platform::StorageRead saved = platform::storage_get(SAVE_KEY);
    // The first visit offers a choice of game (draw_welcome); a link opened closes it.
    welcome_ = saved.status == platform::StorageStatus::Missing;
    has_previous_ = platform::storage_get(PREVIOUS_KEY).status == platform::StorageStatus::Ok;
    if (saved.status == platform::StorageStatus::Denied) {
        storage_ = StorageState::Unavailable;
    } else if (saved.status == platform::StorageStatus::Ok) {
        auto loaded = game::Match::load(saved.value);
        if (loaded) {
            match_ = *loaded;
            match_.resume(match_time());
        } else {
            std::fprintf(stderr, "saved match refused: %s\n", loaded.error.c_str());
            set_notice(text::tr(lang(), text::TextId::SaveCorrupt));
        }
    }
    load_saved_rating();
    // Rated games are dated by the wall clock, whatever the origin of now_ms.
    match_.set_wall_clock(static_cast<std::int64_t>(platform::wall_clock_ms() - now_));
    // A ranked game whose save is gone still counts: otherwise clearing the save would dodge
    // a loss. (init() saves the match, and with it the rating, right after.)
    if (match_.settle_abandoned_ranked(match_time())) {
        add_notice(text::tr(lang(), text::TextId::RankedSaveLost));
        add_notice(text::rating_entry_text(lang(), match_.rating().history.back()));
    }
}

void App::load_saved_rating() {
    platform::StorageRead kept = platform::storage_get(RATING_KEY);
    if (kept.status != platform::StorageStatus::Ok) return;
    auto rating = game::parse_rating(kept.value);
    if (!rating) {
        // The match's own copy (or a fresh rating) stands in; the unreadable text is replaced
        // at the next save.
        std::fprintf(stderr, "stored rating refused: %s\n", rating.error.c_str());
        add_notice(text::tr(lang(), match_.rating().games() > 0 ? text::TextId::RatingRecovered
                                                                : text::TextId::RatingUnreadable));
        return;
    }
    saved_rating_ = kept.value;
    if (game::rating_is_newer(*rating, match_.rating())) match_.restore_rating(*rating);
}

bool App::save_rating() {
    std::string text = game::rating_to_string(match_.rating());
    if (text == saved_rating_) return true;
    if (!platform::storage_set(RATING_KEY, text)) return false;
    saved_rating_ = text;
    return true;
}

void App::save_match() {
    bool rating_ok = save_rating();
    bool ok = platform::storage_set(SAVE_KEY, match_.save(match_time())) &&
              platform::storage_set(SETTINGS_KEY, game::settings_to_string(match_.settings()));
    if (storage_ != StorageState::Unavailable)
        storage_ = ok && rating_ok ? StorageState::Ok : StorageState::Failed;
    last_save_ = now_;
}

void App::set_notice(std::string text) {
    notice_ = std::move(text);
    notice_at_ = now_;
    notice_transient_ = false;
}

void App::add_notice(const std::string& text) {
    set_notice(notice_.empty() ? text : notice_ + ". " + text);
}

void App::refuse(text::TextId why) {
    set_notice(text::tr(lang(), why));
    notice_transient_ = true;
    wake();
}

void App::on_visibility(bool visible) {
    // A hidden page stops its turn's clock; it runs again when the page is back.
    wake();
    if (visible) {
        if (!clock_held()) match_.resume(match_time());
    } else {
        // Only the clock changes without a move; everything else was saved when it happened.
        bool timed = match_.clock_running();
        match_.pause(match_time());
        if (timed) save_match();
    }
}

void App::change_settings(const game::Settings& settings) {
    if (settings == match_.settings()) return;
    match_.set_settings(settings, match_time());
    save_match();
}

bool App::apply_settings_text(const std::string& text) {
    wake();
    auto parsed = game::parse_settings(text);
    if (!parsed) return false;
    change_settings(*parsed);
    return true;
}

void App::start_new_game(bool black_cpu, bool white_cpu, bool ranked) {
    wake();
    request_new_game(NewGameRequest{false, black_cpu, white_cpu, ranked});
}

void App::request_new_game(const NewGameRequest& request) {
    if (!request.same_seats && request.ranked && request.black_cpu == request.white_cpu) {
        refuse(text::TextId::RankedNeedsCpu);
        return;
    }
    if (match_.new_game_forfeits()) {
        confirm_ = request;  // draw_leave_confirmation() asks first
        wake();
        return;
    }
    begin_new_game(request);
}

void App::begin_new_game(const NewGameRequest& request) {
    // A new game is the local game: the view comes back to it.
    const bool held = clock_held();
    other_.reset();
    viewing_.reset();
    exercise_.reset();
    sync_clock_hold(held);
    std::int64_t now = match_time();
    int rated_before = match_.rating().games();
    bool ranked = request.same_seats ? match_.ranked() && match_.can_rank() : request.ranked;
    match_.new_game(now);  // a ranked game in progress is lost here
    if (!request.same_seats) {
        int level = match_.settings().cpu_level;
        match_.set_seat(Color::Black,
                        request.black_cpu ? game::SeatKind::Cpu : game::SeatKind::Human, level,
                        now);
        match_.set_seat(Color::White,
                        request.white_cpu ? game::SeatKind::Cpu : game::SeatKind::Human, level,
                        now);
    }
    // Ranked once the seats are set: the new game has no move yet, so this only marks it.
    if (ranked) match_.new_game(now, true);
    seen_events_ = 0;
    notice_.clear();
    if (match_.rating().games() > rated_before)
        set_notice(text::rating_entry_text(lang(), match_.rating().history.back()));
    after_change(true);
}

void App::set_seat(Color color, game::SeatKind kind) {
    bool was_ranked = match_.ranked();
    if (!match_.set_seat(color, kind, match_.settings().cpu_level, match_time())) {
        refuse(text::TextId::SeatsLocked);
        return;
    }
    // Before its first move a ranked game may change seats, but two humans or two CPUs unrank it.
    if (was_ranked && !match_.ranked()) set_notice(text::tr(lang(), text::TextId::RankedNeedsCpu));
    after_change(true);
}

void App::reclaim_seat(Color color) {
    if (match_.reclaim_seat(color, match_time())) after_change(true);
}

void App::undo() {
    if (match_.ranked()) {
        refuse(text::TextId::RankedNoUndo);
        return;
    }
    if (!match_.undo(match_time())) return;
    seen_events_ = std::min(seen_events_, match_.events().size());
    notice_.clear();
    after_change(true);
}

void App::on_cpu_answer(int id, int move) {
    if (id != cpu_.id) return;
    wake();
    cpu_.answer = move;
}

void App::click_square(int sq) {
    if (help_open_ || confirm_ || paste_open_ || sq == NO_SQUARE) return;
    welcome_ = false;  // a move on the board chooses two players on this device
    cursor_ = sq;
    if (!showing_live()) {
        click_shown_square(sq);
        return;
    }
    game::PlayStatus status = match_.play(sq, match_time());
    if (status == game::PlayStatus::Ok || status == game::PlayStatus::TimeUp) {
        after_change();
    } else if (status == game::PlayStatus::Illegal &&
               !(match_.position().black() & square_bit(sq)) &&
               !(match_.position().white() & square_bit(sq))) {
        set_notice(text::tr(lang(), text::TextId::IllegalMove));
        notice_transient_ = true;
        wake();
    }
}

void App::after_change(bool force_save) {
    wake();
    // An undo may take back the point being viewed.
    if (viewing_ && *viewing_ >= static_cast<int>(match_.moves().size())) {
        viewing_.reset();
        match_.resume(match_time());
    }
    drop_stale_cpu_request();  // the worker stops thinking at once, not a frame later
    bool turn_changed = match_.turn() != seen_turn_;
    seen_turn_ = match_.turn();
    const auto& events = match_.events();
    if (seen_events_ > events.size()) seen_events_ = 0;
    for (; seen_events_ < events.size(); ++seen_events_)
        set_notice(text::event_notice(lang(), events[seen_events_]));
    if (match_.moves().size() != seen_moves_) {
        // A notice stays until a later move, and at least a moment.
        if (match_.moves().size() > seen_moves_ &&
            (now_ - notice_at_ > 1500 || notice_transient_) &&
            !(events.size() && events.back().ply == static_cast<int>(match_.moves().size())))
            notice_.clear();
        seen_moves_ = match_.moves().size();
    }
    if (match_.game_over() && !was_over_ && now_ - notice_at_ > 50) notice_.clear();
    if (!match_.game_over()) banner_closed_ = false;
    if (match_.game_over() && !was_over_) archive_finished_game();
    was_over_ = match_.game_over();
    start_flips();
    if (turn_changed || force_save) save_match();
}

void App::start_flips() {
    const game::ViewPoint view = shown_view();
    const Position& pos = view.position;
    int last = view.last_move;
    for (int sq = 0; sq < BOARD_SQUARES; ++sq) {
        auto i = static_cast<size_t>(sq);
        float disc = disc_at(pos, sq);
        if (disc == shown_disc_[i]) continue;
        if (disc != 0 && shown_disc_[i] != 0 && !reduced_motion_) {
            double distance = 1;
            if (last != NO_SQUARE)
                distance = std::max(std::abs(sq % 8 - last % 8), std::abs(sq / 8 - last / 8));
            flip_from_[i] = shown_disc_[i];
            flip_start_[i] = now_ + FLIP_STAGGER_MS * (distance - 1);
        } else {
            flip_start_[i] = -1e9;
        }
        shown_disc_[i] = disc;
    }
}

std::string App::color_name(Color color) const {
    return text::color_label(lang(), color);
}

void App::update_clock_and_cpu() {
    if (match_.tick(match_time())) after_change(true);
    update_cpu_health();
    // The local game waits while the player looks at its past or at another game: a CPU's
    // answer already asked for is kept until then.
    if (clock_held()) return;
    drop_stale_cpu_request();
    std::optional<game::CpuRequest> request = match_.cpu_request();
    if (!request) return;
    if (cpu_.id == 0) {
        cpu_ = PendingCpu{next_cpu_id_++, request->turn, now_, std::nullopt};
        platform::post_cpu_request(cpu_.id, to_obf(request->position), request->level,
                                   request->seed);
        return;
    }
    if (!cpu_.answer || now_ - cpu_.asked_at < CPU_MIN_DELAY_MS) return;
    int move = *cpu_.answer;
    if (move < 0 || move >= BOARD_SQUARES || !request->position.board.is_legal(move)) {
        // Never a move of the app's own: the level player is asked again.
        std::fprintf(stderr, "CPU answer %d is not a legal move: asking again\n", move);
        cpu_ = PendingCpu{};
        return;
    }
    match_.apply_cpu_move(move, cpu_.turn, match_time());
    cpu_ = PendingCpu{};
    after_change();
}

void App::drop_stale_cpu_request() {
    if (cpu_.id == 0) return;
    std::optional<game::CpuRequest> request = match_.cpu_request();
    if (request && request->turn == cpu_.turn) return;
    if (!cpu_.answer) platform::cancel_cpu_request(cpu_.id);
    cpu_ = PendingCpu{};
}

void App::update_cpu_health() {
    // Said only while the CPU plays a seat (or a timed-out turn): two humans need not hear it.
    platform::CpuHealth health = platform::cpu_health();
    bool cpu_plays = match_.needs_cpu_move();
    for (Color color : {Color::Black, Color::White})
        cpu_plays = cpu_plays || match_.seat(color).kind == game::SeatKind::Cpu ||
                    match_.seat_handed(color);
    std::string sentence;
    if (cpu_plays && health == platform::CpuHealth::Page)
        sentence = text::tr(lang(), text::TextId::CpuOnPage);
    if (cpu_plays && health == platform::CpuHealth::Unavailable)
        sentence = text::tr(lang(), text::TextId::CpuUnavailable);
    if (sentence == cpu_notice_) {
        // It stays while the CPU is degraded: back after a move's notice is cleared.
        if (!sentence.empty() && notice_.empty()) set_notice(sentence);
        return;
    }
    if (!cpu_notice_.empty() && notice_ == cpu_notice_) notice_.clear();  // the worker is back
    cpu_notice_ = sentence;
    if (!sentence.empty()) set_notice(sentence);
    wake();
}

bool App::cpu_thinking() const {
    return match_.needs_cpu_move();
}

void App::handle_event(const SDL_Event& event) {
    // ImGui gets the left button through a queue that applies one change per frame: a tap's
    // press and release often arrive together, and ImGui must see the press for a whole frame
    // at the tap's position. Everything else goes through the SDL backend.
    bool left_button = (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) &&
                       event.button.button == SDL_BUTTON_LEFT;
    if (left_button) {
        pointer_queue_.push_back(PointerChange{static_cast<float>(event.button.x),
                                               static_cast<float>(event.button.y),
                                               event.type == SDL_MOUSEBUTTONDOWN});
    } else {
        ImGui_ImplSDL2_ProcessEvent(&event);
    }
    if (event.type == SDL_MOUSEMOTION) {
        pointer_x_ = static_cast<float>(event.motion.x);
        pointer_y_ = static_cast<float>(event.motion.y);
        pointer_known_ = true;
    }
    switch (event.type) {
        case SDL_MOUSEBUTTONDOWN:
            if (event.button.button == SDL_BUTTON_LEFT) {
                int sq = layout_.board.square_at(static_cast<float>(event.button.x),
                                                 static_cast<float>(event.button.y));
                if (sq != NO_SQUARE) {
                    cursor_visible_ = false;
                    // A click beside the result banner puts it away, to see the final board.
                    auto banner = controls_.find("banner");
                    float x = static_cast<float>(event.button.x);
                    float y = static_cast<float>(event.button.y);
                    if (match_.game_over() && !help_open_ && !confirm_ &&
                        banner != controls_.end() && !banner->second.contains(x, y))
                        banner_closed_ = true;
                    click_square(sq);
                }
            }
            break;
        case SDL_MOUSEMOTION:
            hover_ = event.motion.which == SDL_TOUCH_MOUSEID
                         ? NO_SQUARE
                         : layout_.board.square_at(static_cast<float>(event.motion.x),
                                                   static_cast<float>(event.motion.y));
            break;
        case SDL_KEYDOWN:
            if (!ImGui::GetIO().WantTextInput) on_key(event.key.keysym.sym, event.key.repeat != 0);
            break;
        default:
            break;
    }
}

void App::on_key(SDL_Keycode key, bool repeat) {
    int col = cursor_ % 8, row = cursor_ / 8;
    switch (key) {
        case SDLK_LEFT:
            col = std::max(0, col - 1);
            break;
        case SDLK_RIGHT:
            col = std::min(7, col + 1);
            break;
        case SDLK_UP:
            row = std::max(0, row - 1);
            break;
        case SDLK_DOWN:
            row = std::min(7, row + 1);
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            if (repeat) return;
            if (cursor_visible_) click_square(cursor_);
            cursor_visible_ = true;
            return;
        case SDLK_n:
            if (!repeat) new_game_same_seats();
            return;
        case SDLK_h:
            if (!repeat) help_open_ = !help_open_;
            return;
        case SDLK_ESCAPE:
            // Closes the topmost thing open: the help, the question, the paste box, the first
            // visit's choice (two players stay), an exercise, else the result banner.
            if (!help_open_ && !confirm_ && !paste_open_ && exercise_) {
                leave_exercise();
                return;
            }
            if (!help_open_ && !confirm_ && !paste_open_ && !welcome_ && match_.game_over())
                banner_closed_ = true;
            help_open_ = false;
            confirm_.reset();
            if (paste_open_) {
                paste_open_ = false;
                platform::hide_text_box();
            }
            welcome_ = false;
            return;
        default:
            return;
    }
    if (cursor_visible_) cursor_ = row * 8 + col;
    cursor_visible_ = true;
}

bool App::sync_window_size(bool upload_fonts) {
    platform::Viewport vp = platform::viewport();
    int w = 0, h = 0;
    SDL_GetWindowSize(window_, &w, &h);
    bool changed = false;
    if (w != vp.css_width || h != vp.css_height) {
        SDL_SetWindowSize(window_, vp.css_width, vp.css_height);
        changed = true;
    }
    float fit = std::min(static_cast<float>(vp.css_width) / UI_BASE_WIDTH,
                         static_cast<float>(vp.css_height) / UI_BASE_HEIGHT);
    // matchMedia and the computed style cost more than a frame's worth of the rest: asked when
    // the size changes and once a second (a mouse plugged into a tablet, a new text size).
    if (changed || now_ - pointer_checked_at_ > POINTER_CHECK_MS) {
        touch_ = platform::coarse_pointer();
        text_scale_ = platform::text_scale();
        pointer_checked_at_ = now_;
    }
    // The panel grows with a large window, and with the browser's text size.
    ui_scale_ = std::clamp(std::max(std::round(fit * 8) / 8, text_scale_), 1.0f, UI_MAX_SCALE);
    float ratio = std::clamp(vp.pixel_ratio, 1.0f, MAX_FONT_RATIO);
    if (std::abs(ratio - font_ratio_) > 0.01f || ui_scale_ != font_scale_) {
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        load_fonts(vp.pixel_ratio);
        if (upload_fonts) ImGui_ImplOpenGL3_CreateFontsTexture();
        changed = true;
    }
    if (ui_scale_ != style_scale_ || touch_ != style_touch_) {
        apply_style();
        changed = true;
    }
    return changed;
}

void App::load_fonts(float pixel_ratio) {
    // Glyphs are rasterized at device pixels and scaled back, so text stays sharp on HiDPI.
    static const ImWchar RANGES[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2018, 0x201D, 0x2022,
                                     0x2022, 0x2026, 0x2026, 0x2190, 0x2193, 0x21B6, 0x21B7,
                                     0x2212, 0x2212, 0x25B6, 0x25C0, 0x25CB, 0x25CF, 0};
    float ratio = std::clamp(pixel_ratio, 1.0f, MAX_FONT_RATIO);
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig config;
    config.OversampleH = 1;
    config.OversampleV = 1;
    config.PixelSnapH = true;
    float px = ui_scale_ * ratio;
    // The file read once, for both sizes: the atlas owns it through the first.
    size_t bytes = 0;
    void* data = ImFileLoadToMemory(FONT_PATH, "rb", &bytes);
    if (data) {
        const int size = static_cast<int>(bytes);
        font_body_ = io.Fonts->AddFontFromMemoryTTF(data, size, BODY_FONT_PX * px, &config, RANGES);
        ImFontConfig shared = config;
        shared.FontDataOwnedByAtlas = false;
        font_large_ =
            io.Fonts->AddFontFromMemoryTTF(data, size, LARGE_FONT_PX * px, &shared, RANGES);
    }
    if (!font_body_ || !font_large_) {
        std::fprintf(stderr, "font %s missing: falling back to ImGui's own\n", FONT_PATH);
        io.Fonts->Clear();
        ImFontConfig fallback;
        fallback.SizePixels = 13 * px;
        font_body_ = font_large_ = io.Fonts->AddFontDefault(&fallback);
    }
    io.FontGlobalScale = 1.0f / ratio;
    io.Fonts->Build();
    font_ratio_ = ratio;
    font_scale_ = ui_scale_;
}

App::Layout App::compute_layout(int width, int height) const {
    Layout l;
    auto w = static_cast<float>(width), h = static_cast<float>(height);
    const float margin = MARGIN * ui_scale_;
    l.portrait = w < h * 1.15f;
    l.short_screen = !l.portrait && h < SHORT_SCREEN_PX;
    float side, board_x, board_y;
    if (l.portrait) {
        side = std::min({w - 2 * margin, h * 0.60f, h - 3 * margin - PORTRAIT_PANEL_PX});
        board_x = (w - side) / 2;
        board_y = margin;
    } else {
        // The board takes the height; the panel what is left of the width, within its range.
        float panel_min = PANEL_MIN_PX * ui_scale_;
        side = std::min(h - 2 * margin, w - panel_min - 3 * margin);
        float panel_w = std::clamp(w - side - 3 * margin, panel_min, PANEL_MAX_PX * ui_scale_);
        float group = side + margin + panel_w;
        board_x = std::max(margin, (w - group) / 2);
        board_y = (h - side) / 2;
        l.panel = Rect{board_x + side + margin, margin, panel_w, h - 2 * margin};
    }
    side = std::max(side, 80.0f);
    // Whole CSS pixels per square, so that squares are hit exactly.
    float frame = std::round(side * 0.055f);
    float cell = std::floor((side - 2 * frame) / 8);
    side = cell * 8 + 2 * frame;
    l.board = BoardGeometry::fit(board_x, board_y, side);
    if (l.portrait) {
        float top = l.board.outer.y + side + margin;
        l.panel = Rect{margin, top, w - 2 * margin, std::max(60.0f, h - top - margin)};
    }
    return l;
}

Bitboard App::shown_clickable() const {
    if (showing_live()) return match_.clickable_moves();
    const game::ViewPoint view = shown_view();
    if (view.game_over) return 0;
    if (other_) {
        // Only the correspondence game's next move, when it is this device's.
        const bool at_end = other_->at == static_cast<int>(shown_moves().size());
        return other_->kind == Shown::Correspondence && corr_ && at_end && corr_->can_move()
                   ? view.position.board.moves()
                   : 0;
    }
    // The past of an unranked game: a human's move there starts a new line.
    const game::Player& mover = match_.seat(view.position.to_move);
    if (match_.ranked() || mover.kind != game::SeatKind::Human || mover.handed_to_cpu) return 0;
    return view.position.board.moves();
}

BoardVisual App::board_visual() const {
    BoardVisual v;
    const game::ViewPoint view = shown_view();
    const Position& pos = view.position;
    bool over = view.game_over;
    Bitboard clickable = shown_clickable();
    Bitboard dots = match_.settings().show_legal_moves ? clickable : 0;
    int last = view.last_move;
    for (int sq = 0; sq < BOARD_SQUARES; ++sq) {
        auto i = static_cast<size_t>(sq);
        SquareVisual& s = v.squares[i];
        s.disc = disc_at(pos, sq);
        double t = (now_ - flip_start_[i]) / FLIP_MS;
        if (t < 1.0 && s.disc != 0) {
            s.previous = flip_from_[i];
            s.flip = static_cast<float>(std::max(0.0, t));
        }
        // A square with a hint shows its value instead of a dot.
        if ((dots & square_bit(sq)) && !hint_at(sq)) s.flags |= SQUARE_LEGAL;
        if (sq == last) s.flags |= SQUARE_LAST;
        if (cursor_visible_ && sq == cursor_) s.flags |= SQUARE_CURSOR;
        if (sq == hover_ && (dots & square_bit(sq)) && !help_open_) s.flags |= SQUARE_HOVER;
    }
    v.to_move = over ? 0.0f : (pos.to_move == Color::Black ? 1.0f : -1.0f);
    return v;
}

// True while Dear ImGui sizes a window that has just appeared: an auto-fitting window is hidden
// for a frame or two while it measures its contents, and the page must draw until it shows. A
// window whose height is asked as "fit" every frame (SetNextWindowSize with 0) stays marked as
// fitting; it counts only while its size still changes, so that an open card does not keep the
// page drawing.
static bool imgui_settling() {
    static std::map<ImGuiID, ImVec2> last_size;
    bool settling = false;
    for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
        if (!w->Active) continue;
        if (w->HiddenFramesCanSkipItems > 0 || w->HiddenFramesCannotSkipItems > 0) settling = true;
        if (w->AutoFitFramesX > 0 || w->AutoFitFramesY > 0) {
            auto it = last_size.find(w->ID);
            if (it == last_size.end() || it->second.x != w->Size.x || it->second.y != w->Size.y)
                settling = true;
        }
        last_size[w->ID] = w->Size;
    }
    return settling;
}

bool App::animating() const {
    for (double start : flip_start_)
        if (now_ - start < FLIP_MS) return true;
    return false;
}

void App::frame() {
    now_ = platform::now_ms();
    if (start_step_ != StartStep::Done) {
        if (!start_next_step()) {
            std::fprintf(stderr, "the game could not start\n");
            platform::stop_main_loop();
            platform::report_start_failure();
        }
        return;
    }
    if (reveal_step_ != RevealStep::None) {
        reveal();
        return;
    }
    if (sync_window_size()) redraw();
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        handle_event(event);
        // Input keeps the page drawing for a moment; the window's own events (shown, exposed,
        // resized) need only the few frames that Dear ImGui takes to settle its windows.
        if (event.type == SDL_WINDOWEVENT)
            redraw();
        else
            wake();
    }
    update_clock_and_cpu();
    if (match_.clock_running() && now_ - last_save_ > CLOCK_SAVE_MS) save_match();

    // Draws only when something may have changed: an idle page costs (almost) nothing.
    // Counts frames as well as time: on a slow machine one frame may outlast IDLE_AFTER_MS, and
    // a click needs the frames of its press and of its release.
    // A CPU that thinks changes nothing on screen until it plays (after_change wakes the app
    // then), so a phone does not draw 60 frames a second beside the worker for seconds.
    bool busy = frames_to_draw_ > 0 || !pointer_queue_.empty() ||
                now_ - awake_at_ < IDLE_AFTER_MS || animating() ||
                (match_.clock_running() && now_ - drawn_at_ > CLOCK_REDRAW_MS);
    if (ready_ && !busy) return;
    drawn_at_ = now_;
    ++frames_drawn_;
    if (frames_to_draw_ > 0) --frames_to_draw_;

    int win_w = 0, win_h = 0, fb_w = 0, fb_h = 0;
    SDL_GetWindowSize(window_, &win_w, &win_h);
    SDL_GL_GetDrawableSize(window_, &fb_w, &fb_h);
    layout_ = compute_layout(win_w, win_h);

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // The SDL backend drops the pointer when the page has no keyboard focus (touch screens):
    // the pointer is where the last mouse or touch event put it.
    if (!pointer_queue_.empty()) {
        const PointerChange& change = pointer_queue_.front();
        pointer_x_ = change.x;
        pointer_y_ = change.y;
        pointer_down_ = change.down;
        pointer_known_ = true;
        pointer_queue_.pop_front();
        wake();
    }
    if (pointer_known_) io.MousePos = ImVec2{pointer_x_, pointer_y_};
    io.MouseDown[0] = pointer_down_;
    io.DeltaTime = std::max(io.DeltaTime, 1e-4f);  // headless browsers may repeat a timestamp
    update_hints();
    update_review();
    ImGui::NewFrame();
    a11y_.begin_frame();
    controls_.clear();
    draw_coordinates();
    draw_hints();
    draw_panel();
    draw_result_banner();
    draw_help();
    draw_leave_confirmation();
    draw_paste_box();
    ImGui::Render();
    if (imgui_settling()) frames_to_draw_ = std::max(frames_to_draw_, 1);
    // Until the page shows its first frame, a frame that another follows at once (Dear ImGui
    // still placing its windows) is laid out but not drawn: where the page is composited in
    // software, each frame drawn is a copy of the whole canvas.
    if (!ready_ && frames_to_draw_ > 0 && ++unshown_frames_ <= MAX_UNSHOWN_FRAMES) return;

    glViewport(0, 0, fb_w, fb_h);
    glClearColor(PAGE_COLOR[0], PAGE_COLOR[1], PAGE_COLOR[2], 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    float scale = win_w > 0 ? static_cast<float>(fb_w) / static_cast<float>(win_w) : 1.0f;
    renderer_.draw(layout_.board, board_visual(), scale, fb_h);
    glViewport(0, 0, fb_w, fb_h);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(window_);
    if (!ready_) {
        // The canvas is still hidden: shown once the GPU has drawn the frame (reveal()).
        fence_gpu_work();
        reveal_step_ = RevealStep::Show;
        return;
    }

    if (lang() != document_language_) {
        document_language_ = lang();
        platform::set_document_language(game::language_code(lang()));
    }
    sync_accessibility();
}

void App::reveal() {
    // The first frame, drawn into the hidden canvas, is shown once the GPU has drawn it; then
    // the accessibility layer comes, and the game is ready. Where the page is composited in
    // software, showing the canvas costs a copy of all of it, which would wait for the GPU's
    // drawing (its first, of new shader variants: 100 ms and more in software): in a task of
    // its own, not added to the drawing's or to the accessibility layer's, and only once the
    // drawing is done.
    if (reveal_step_ == RevealStep::Show) {
        if (!gpu_caught_up()) return;
        platform::show_first_frame();
        reveal_step_ = RevealStep::Ready;
        return;
    }
    reveal_step_ = RevealStep::None;
    document_language_ = lang();
    platform::set_document_language(game::language_code(lang()));
    sync_accessibility();
    ready_ = true;
    platform::mark_ready();
}

std::string App::announcement() {
    // New moves, each with the discs it flipped, then the score: replayed from the start, since
    // several moves may come between two frames (a CPU reply right after a timeout). They stay
    // in the announcement until the moves change again, with the status and notice after them.
    const auto& moves = match_.moves();
    if (moves.size() < announced_moves_) moves_said_.clear();  // an undo or a new game
    if (moves.size() > announced_moves_) {
        moves_said_.clear();
        Position p = Position::start();
        for (size_t i = 0; i < moves.size(); ++i) {
            const game::MoveRecord& m = moves[i];
            if (i >= announced_moves_) {
                int flipped = popcount(p.board.flips(m.square));
                moves_said_ +=
                    text::move_announcement(lang(), m.color, m.square,
                                            m.source != game::MoveSource::Human, flipped) +
                    ". ";
            }
            if (!p.play(m.square)) break;  // not a game from the start: say what is known
        }
        moves_said_ += text::score_text(lang(), match_.black_discs(), match_.white_discs()) + ". ";
    }
    announced_moves_ = moves.size();
    std::string text = moves_said_ + status_line();
    if (exercise_) {
        // The step's task, then what the last try got.
        if (const game::Exercise* x = current_exercise()) text += ". " + x->prompt.in(lang());
        const std::string sentence = exercise_sentence();
        if (!sentence.empty()) text += " " + sentence;
    }
    if (!notice_.empty()) text += ". " + notice_;
    return text;
}

std::string App::help_json() const {
    const text::Help& help = text::help(lang());
    std::string s = "{\"title\":" + json_string(help.title) +
                    ",\"summary\":" + json_string(help.summary) + ",\"sections\":[";
    auto section = [&](const std::string& title, const std::string& body,
                       const std::vector<std::string>& points) {
        std::string out =
            "{\"title\":" + json_string(title) + ",\"text\":" + json_string(body) + ",\"points\":[";
        for (size_t i = 0; i < points.size(); ++i) out += (i ? "," : "") + json_string(points[i]);
        return out + "]}";
    };
    for (const text::HelpSection& sec : help.sections) {
        s += section(sec.title, sec.text ? sec.text : "",
                     std::vector<std::string>(sec.points.begin(), sec.points.end())) +
             ",";
    }
    std::vector<std::string> terms, questions;
    for (const text::HelpTerm& t : help.terms)
        terms.push_back(std::string(t.term) + ": " + t.meaning);
    for (const text::HelpQuestion& q : help.questions)
        questions.push_back(std::string(q.question) + " " + q.answer);
    s += section(help.terms_title, "", terms) + "," + section(help.questions_title, "", questions);
    return s + "]}";
}

void App::sync_accessibility() {
    Accessibility::BoardMirror board;
    board.name = text::board_name(lang());
    board.inner = layout_.board.inner();
    board.cursor = cursor_;
    const game::ViewPoint view = shown_view();
    const Position& pos = view.position;
    Bitboard clickable = shown_clickable();
    board.legal = clickable;
    board.labels.reserve(BOARD_SQUARES);
    for (int sq = 0; sq < BOARD_SQUARES; ++sq) {
        bool legal = (clickable & square_bit(sq)) != 0;
        int flips = legal ? popcount(pos.board.flips(sq)) : 0;
        std::string label =
            text::square_label(lang(), sq, static_cast<int>(disc_at(pos, sq)), legal, flips);
        if (const game::MoveValue* hint = hint_at(sq)) {
            label += (lang() == game::Language::Portuguese ? ", dica " : ", hint ") +
                     text::hint_value_text(game::value_in_discs(hint->value));
        }
        board.labels.push_back(label);
    }
    std::string summary =
        text::score_text(lang(), view.black_discs, view.white_discs) + ". " + status_line();
    std::string snapshot = a11y_.snapshot(game::language_code(lang()), board, summary,
                                          help_open_ ? help_json() : std::string());
    if (snapshot != a11y_sent_) {
        a11y_sent_ = snapshot;
        platform::update_accessibility(snapshot);
    }
    std::string said = announcement();
    if (said != announced_) {
        announced_ = said;
        platform::announce(said);
    }
}

void App::activate_item(std::uint32_t id) {
    const Accessibility::Item* item = a11y_.find(id);
    if (!item || item->disabled) return;
    // A click at the item's centre, through the queue the mouse uses; the pointer then goes
    // back where it was, so that no hover is left behind.
    float x = item->rect.x + item->rect.width / 2, y = item->rect.y + item->rect.height / 2;
    float back_x = pointer_known_ ? pointer_x_ : -1000,
          back_y = pointer_known_ ? pointer_y_ : -1000;
    pointer_queue_.push_back(PointerChange{x, y, true});
    pointer_queue_.push_back(PointerChange{x, y, false});
    pointer_queue_.push_back(PointerChange{back_x, back_y, false});
    wake();
}

void App::focus_square(int sq) {
    cursor_visible_ = sq >= 0 && sq < BOARD_SQUARES;  // -1: the focus left the board
    if (cursor_visible_) cursor_ = sq;
    wake();
}

void App::play_square(int sq) {
    if (sq < 0 || sq >= BOARD_SQUARES) return;
    cursor_ = sq;
    click_square(sq);
    wake();
}

void App::press_key(const std::string& key) {
    if (key == "n") on_key(SDLK_n, false);
    if (key == "h") on_key(SDLK_h, false);
    if (key == "Escape") on_key(SDLK_ESCAPE, false);
    // The record: nothing steps while a window is open over the page.
    const bool free = !help_open_ && !confirm_ && !paste_open_ && !exercise_;
    if (free && key == "ArrowLeft") show_point(shown_point() - 1);
    if (free && key == "ArrowRight") show_point(shown_point() + 1);
    if (free && key == "Home") show_point(0);
    if (free && key == "End") show_point(static_cast<int>(shown_moves().size()));
    if (free && key == "undo") undo_or_take_back();
    if (free && key == "redo") redo();
    wake();
}

std::string App::state_json() const {
    // The game shown: the live game, its past, or another game (a link, a paste...).
    const game::ViewPoint view = shown_view();
    const Position& pos = view.position;
    bool over = view.game_over;
    std::vector<int> squares = shown_moves();
    std::string result = "null";
    if (auto r = match_.result()) {
        result = r->winner == game::Winner::Black   ? "\"X\""
                 : r->winner == game::Winner::White ? "\"O\""
                                                    : "\"draw\"";
    }
    auto seat = [&](Color c) {
        const game::Player& p = match_.seat(c);
        return std::string(p.kind == game::SeatKind::Cpu || p.handed_to_cpu ? "\"cpu\""
                                                                            : "\"human\"");
    };
    std::string legal = "[";
    if (!over) {
        for (const std::string& name : move_names(pos.board.moves()))
            legal += (legal.size() > 1 ? "," : "") + json_string(name);
    }
    legal += "]";
    std::optional<std::int64_t> left = match_.time_left_ms(match_time());
    const game::SeriesScore& series = match_.series();
    std::string s = "{";
    s += "\"board\":" + json_string(board_string(pos));
    s += ",\"toMove\":" + (over ? std::string("null")
                                : std::string(pos.to_move == Color::Black ? "\"X\"" : "\"O\""));
    s += ",\"moves\":" + json_string(transcript_string(squares));
    s += ",\"black\":" + std::to_string(view.black_discs);
    s += ",\"white\":" + std::to_string(view.white_discs);
    s += ",\"result\":" + result;
    s += ",\"seats\":{\"X\":" + seat(Color::Black) + ",\"O\":" + seat(Color::White) + "}";
    s += ",\"settings\":" + game::settings_to_json(match_.settings());
    s += ",\"legal\":" + legal;
    s += ",\"handed\":{\"X\":" + std::string(match_.seat_handed(Color::Black) ? "true" : "false") +
         ",\"O\":" + (match_.seat_handed(Color::White) ? "true" : "false") + "}";
    s += ",\"cpuThinking\":" + std::string(cpu_thinking() ? "true" : "false");
    s += ",\"timeLeftMs\":" + (left ? std::to_string(*left) : std::string("null"));
    s += ",\"notice\":" + json_string(notice_);
    s += ",\"status\":" + json_string(status_line());
    s += ",\"animating\":" + std::string(animating() ? "true" : "false");
    s += ",\"framesDrawn\":" + std::to_string(frames_drawn_);
    s += ",\"helpOpen\":" + std::string(help_open_ ? "true" : "false");
    s += ",\"settingsOpen\":" + std::string(settings_open_ ? "true" : "false");
    const char* sections[] = {"none", "settings", "rating", "moves", "games", "learn"};
    s += ",\"section\":\"" +
         std::string(sections[static_cast<int>(section_.value_or(Section::None))]) + "\"";
    s += ",\"storageOk\":" + std::string(storage_ == StorageState::Ok ? "true" : "false");
    s += ",\"series\":{\"a\":" + std::to_string(series.wins_a) +
         ",\"b\":" + std::to_string(series.wins_b) + ",\"draws\":" + std::to_string(series.draws) +
         "}";
    s += ",\"layout\":" + std::string(layout_.portrait ? "\"portrait\"" : "\"wide\"");
    auto flag = [](bool b) { return std::string(b ? "true" : "false"); };
    s += ",\"ranked\":" + flag(match_.ranked());
    s += ",\"canRank\":" + flag(match_.can_rank());
    s += ",\"canUndo\":" + flag(match_.can_undo());
    s += ",\"confirmOpen\":" + flag(confirm_.has_value());
    // The game record.
    static const char* const SHOWN[] = {"game", "link", "paste", "archive", "correspondence"};
    s += ",\"localMoves\":" + json_string(transcript_string(match_.move_squares()));
    s += ",\"shown\":\"" + std::string(SHOWN[static_cast<int>(shown_kind())]) + "\"";
    s += ",\"viewing\":" +
         (showing_live() || exercise_ ? std::string("null") : std::to_string(shown_point()));
    auto opening = game::find_opening(squares);
    s += ",\"opening\":" + (opening ? json_string(opening->name) : std::string("null"));
    s += ",\"canRedo\":" + flag(!other_ && match_.can_redo());
    s += ",\"shareLink\":" + json_string(share_link(false));
    s += ",\"sendLink\":" + (can_send_move() ? json_string(share_link(true)) : std::string("null"));
    s += ",\"archive\":" + archive_json();
    s += ",\"correspondence\":";
    if (corr_) {
        s += "{\"moves\":" + json_string(transcript_string(corr_->moves())) + ",\"myColor\":\"" +
             color_char(corr_->mine()) + "\",\"canMove\":" + flag(corr_->can_move()) + "}";
    } else {
        s += "null";
    }
    s += ",\"lesson\":" + lesson_json();
    s += ",\"welcome\":" + flag(welcome_);
    s += ",\"pasteOpen\":" + flag(paste_open_);
    s += ",\"pasteError\":" +
         (paste_error_.empty() ? std::string("null") : json_string(paste_error_));
    s += ",\"hasPrevious\":" + flag(has_previous_);
    s += ",\"hints\":" + hints_json();
    s += ",\"hintsDone\":" + flag(hints_done_);
    s += ",\"hintsLine\":" + json_string(hints_line());
    const std::optional<int> eval = evaluation();
    s += ",\"evaluation\":" + (eval ? std::to_string(*eval) : std::string("null"));
    s += ",\"review\":" + review_json();
    s += ",\"bannerOpen\":" + flag(match_.game_over() && !banner_closed_ && !help_open_ &&
                                   !confirm_ && showing_live() && !paste_open_ && !welcome_);
    const game::Rating& rating = match_.rating();
    s += ",\"rating\":{\"value\":" + std::to_string(rating.value) +
         ",\"games\":" + std::to_string(rating.games()) + ",\"history\":[";
    for (auto e = rating.history.rbegin(); e != rating.history.rend(); ++e) {
        const char* outcome = e->outcome == game::Outcome::Win    ? "win"
                              : e->outcome == game::Outcome::Draw ? "draw"
                                                                  : "loss";
        if (e != rating.history.rbegin()) s += ",";
        s += "{\"level\":" + std::to_string(e->level) + ",\"result\":\"" + outcome +
             "\",\"before\":" + std::to_string(e->before) +
             ",\"after\":" + std::to_string(e->after) +
             ",\"change\":" + std::to_string(e->after - e->before) +
             ",\"date\":" + std::to_string(e->date) + "}";
    }
    s += "],\"levels\":[";
    for (size_t i = 0; i < match_.level_ratings().size(); ++i)
        s += (i ? "," : "") + std::to_string(match_.level_ratings()[i]);
    s += "]}";
    return s + "}";
}

std::string App::control_rect_json(const std::string& name) const {
    auto it = controls_.find(name);
    if (it == controls_.end()) return "";
    return json_rect(it->second);
}

std::string App::square_rect_json(const std::string& name) const {
    int sq = parse_square(name);
    if (sq == NO_SQUARE) return "";
    return json_rect(layout_.board.square_rect(sq));
}

}  // namespace reversi
