// The CPU worker's module (reversi-cpu.wasm), run by web/cpu-worker.js in a Web Worker so that
// thinking never blocks the page. One entry point: cpu_move(obf, level) -> square, or -1 when
// the side to move has no move (or the OBF is bad). The search is the engine's level player
// (engine/level.h); its node budget bounds the think time.
#include <emscripten.h>

#include "engine/level.h"
#include "engine/position.h"

namespace {

// One engine for the worker's life: its tables carry over from move to move.
reversi::Engine& engine() {
    static reversi::Engine instance(18);  // 2 x 4 MiB of tables
    return instance;
}

}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE int cpu_move(const char* obf, int level) {
    auto position = reversi::parse_obf(obf);
    if (!position) return reversi::NO_SQUARE;
    const reversi::Board& board = position->board;
    if (!board.has_move()) return reversi::NO_SQUARE;
    reversi::SearchResult result = reversi::choose_move(engine(), board, level);
    if (result.move != reversi::NO_SQUARE && board.is_legal(result.move)) return result.move;
    return reversi::lowest_square(board.moves());
}
