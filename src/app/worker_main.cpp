// The CPU's module (reversi-cpu.js/.wasm, the factory createReversiCpu), run by web/cpu-worker.js
// in a Web Worker so that thinking never blocks the page, and by web/cpu.js on the page's thread,
// a slice between two frames, while the worker cannot run. The search is the engine's level
// player (engine/level.h), in slices so that it can be dropped between two of them (a new game,
// an undo) and so that the move is the same wherever it runs:
//   cpu_start(obf, level, budget_scale, seed)
//                          starts choosing a move (budget_scale 1; more multiplies the level's
//                          node budget, for tests; seed, the game's, varies the level's noise and
//                          book choices: level_limits); 0 when there is nothing to search (a bad
//                          OBF or no move: cpu_result() is then -1 at once), 1 otherwise
//   cpu_step(slices)       runs up to `slices` slices of LEVEL_SLICE_NODES nodes; 1 when done
//   cpu_result()           the move: a square, or -1 when there is none
// Starting a new search drops the running one. The level's node budget bounds the think time.
// On the page's thread (web/cpu.js) the same search runs with the engine's pause points on
// (engine/search.h), as an asynchronous call (Asyncify, src/app/cpu_library.js): at the first
// pause point past its deadline, the search is suspended and the call returns to the page, which
// resumes it after the next frame. A pause changes nothing in the search: the same move.
//   cpu_prepare()          builds the engine (its tables, the evaluation's weights: tens of ms),
//                          which the first search would otherwise build in its first slice
//   cpu_deadline(ms)       the time (performance.now()) after which the search pauses
//   cpu_run()              runs the search cpu_start() began to its end, pausing; 1 when done
//                          (ccall with {async: true}: a promise)
//   cpu_stop()             a paused search that the page drops ends at its next pause point
//
// Hints (game/analysis.h, HintSearch), with an engine of their own, so that the CPU's tables and
// moves are the same whether hints were asked or not:
//   hint_start(obf)        starts valuing every legal move of a position (0: none to value)
//   hint_step(slices)      runs up to `slices` slices of HINT_SLICE_NODES; 1 when final
//   hint_revision()        grows each time the values change
//   hint_values()          the values, best first, as game::move_values_text() writes them
//                          (the opening book's where it knows the moves)
// Reviews (game/analysis.h, GameReview), with a third engine:
//   review_start(moves)    starts reviewing a game from the start given as a transcript
//                          ("f5d6c3..."): the number of moves to review, 0 for none or a bad one
//   review_step(slices)    runs up to `slices` slices of HINT_SLICE_NODES; 1 when done
//   review_count()         the moves reviewed so far
//   review_entries()       game::review_entries_text() of them
#include <emscripten.h>

#include <string>
#include <vector>

#include "engine/level.h"
#include "engine/position.h"
#include "game/analysis.h"
#include "game/record.h"

namespace {

// One engine for the module's life: its tables carry over from move to move.
reversi::Engine& engine() {
    // The level player's tables (4 + 1 MiB), as natively: the same moves on every platform.
    static reversi::Engine instance(reversi::LEVEL_TT_BITS, reversi::LEVEL_ENDGAME_TT_BITS);
    return instance;
}

struct Request {
    reversi::Board board;
    bool searching = false;  // a search of `board` was started and is not finished
    int move = reversi::NO_SQUARE;
};

Request g_request;

// cpu_run()'s deadline, in performance.now() milliseconds.
double g_deadline = 0;

// About 20 ms of midgame search in wasm: the worker takes a new position between two slices.
constexpr std::uint64_t HINT_SLICE_NODES = 60000;

reversi::game::HintSearch& hints() {
    static reversi::Engine engine;
    static reversi::game::HintSearch instance(engine);
    return instance;
}

std::string g_hint_text;

reversi::game::GameReview& review() {
    static reversi::Engine engine;
    static reversi::game::GameReview instance(engine);
    return instance;
}

std::string g_review_text;

// Takes the search's move (cpu_step and cpu_run, once the search is done).
void finish_request() {
    g_request.searching = false;
    const reversi::Board& board = g_request.board;
    const int move = engine().result().move;
    g_request.move = move != reversi::NO_SQUARE && board.is_legal(move)
                         ? move
                         : reversi::lowest_square(board.moves());
}

}  // namespace

extern "C" {

// cpu_library.js: suspends the running call until the page resumes it (an Asyncify import).
void cpu_pause_js();

// The engine's pause point (engine/search.h), reached only by cpu_run()'s search.
void reversi_engine_pause() {
    if (emscripten_get_now() >= g_deadline) cpu_pause_js();
}

EMSCRIPTEN_KEEPALIVE int cpu_start(const char* obf, int level, int budget_scale, double seed) {
    g_request = Request{};
    auto position = reversi::parse_obf(obf);
    if (!position || !position->board.has_move()) return 0;
    const reversi::Board& board = position->board;
    g_request.board = board;
    g_request.searching = true;
    // budget_scale: 1 in play; the page's ?cpuBudgetScale=N (tests only) passes N.
    reversi::start_level_move(engine(), board, level,
                              seed > 0 ? static_cast<std::uint64_t>(seed) : 0, budget_scale);
    return 1;
}

EMSCRIPTEN_KEEPALIVE int cpu_step(int slices) {
    if (!g_request.searching) return 1;
    if (!reversi::step_level_move(engine(), slices)) return 0;
    finish_request();
    return 1;
}

EMSCRIPTEN_KEEPALIVE void cpu_prepare() {
    engine();
}

EMSCRIPTEN_KEEPALIVE void cpu_deadline(double ms) {
    g_deadline = ms;
}

EMSCRIPTEN_KEEPALIVE int cpu_run() {
    if (!g_request.searching) return 1;
    engine().set_pausing(true);
    while (!reversi::step_level_move(engine(), 1 << 20)) {
    }
    engine().set_pausing(false);
    finish_request();
    return 1;
}

EMSCRIPTEN_KEEPALIVE void cpu_stop() {
    engine().request_stop();
}

EMSCRIPTEN_KEEPALIVE int cpu_result() {
    return g_request.searching ? reversi::NO_SQUARE : g_request.move;
}

EMSCRIPTEN_KEEPALIVE int hint_start(const char* obf) {
    auto position = reversi::parse_obf(obf);
    if (!position) {
        hints().start(reversi::Board{});  // an empty board: nothing to value, done at once
        return 0;
    }
    reversi::game::HintLimits limits;
    limits.book = reversi::Book::builtin();
    hints().start(position->board, limits);
    return hints().done() ? 0 : 1;
}

EMSCRIPTEN_KEEPALIVE int hint_step(int slices) {
    for (int i = 0; i < slices; ++i)
        if (hints().step(HINT_SLICE_NODES)) return 1;
    return 0;
}

EMSCRIPTEN_KEEPALIVE int hint_revision() {
    return hints().revision();
}

EMSCRIPTEN_KEEPALIVE const char* hint_values() {
    g_hint_text = reversi::game::move_values_text(hints().values());
    return g_hint_text.c_str();
}

EMSCRIPTEN_KEEPALIVE int review_start(const char* transcript) {
    auto moves = reversi::game::read_transcript(transcript);
    reversi::game::AnalysisLimits limits;
    limits.book = reversi::Book::builtin();
    review().start(moves ? *moves : std::vector<int>{}, limits);
    return review().total();
}

EMSCRIPTEN_KEEPALIVE int review_step(int slices) {
    for (int i = 0; i < slices; ++i)
        if (review().step(HINT_SLICE_NODES)) return 1;
    return 0;
}

EMSCRIPTEN_KEEPALIVE int review_count() {
    return static_cast<int>(review().entries().size());
}

EMSCRIPTEN_KEEPALIVE const char* review_entries() {
    g_review_text = reversi::game::review_entries_text(review().entries());
    return g_review_text.c_str();
}

}  // extern "C"
