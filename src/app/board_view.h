// Where the board is on screen and how it is drawn: the geometry in CSS pixels (layout, exact
// hit testing, squareRect for the tests) and the GL renderer of shaders/board.*.glsl.
#pragma once

#include <array>

#include "engine/board.h"

namespace reversi {

struct Rect {
    float x = 0, y = 0, width = 0, height = 0;

    bool contains(float px, float py) const {
        return px >= x && py >= y && px < x + width && py < y + height;
    }
};

// The board's square on screen: its outer edge (with the wooden frame) in CSS pixels.
struct BoardGeometry {
    Rect outer;
    float frame = 0;  // width of the frame (where the coordinates are written)

    static BoardGeometry fit(float x, float y, float side);
    Rect inner() const;
    float cell() const { return inner().width / 8.0f; }
    // Square i is row i / 8 (1..8 from the top), column i % 8 (a..h from the left).
    Rect square_rect(int sq) const;
    // The square under a point, NO_SQUARE off the squares.
    int square_at(float x, float y) const;
};

// What one square shows.
struct SquareVisual {
    float disc = 0;      // 1 black, -1 white, 0 empty
    float previous = 0;  // the disc before a flip (0: none, the disc was just placed)
    float flip = 1;      // flip progress 0..1, 1 when settled
    int flags = 0;       // SQUARE_* below

    bool operator==(const SquareVisual& o) const {
        return disc == o.disc && previous == o.previous && flip == o.flip && flags == o.flags;
    }
    bool operator!=(const SquareVisual& o) const { return !(*this == o); }
};
constexpr int SQUARE_LEGAL = 1;
constexpr int SQUARE_LAST = 2;
constexpr int SQUARE_CURSOR = 4;
constexpr int SQUARE_HOVER = 8;

struct BoardVisual {
    std::array<SquareVisual, BOARD_SQUARES> squares{};
    float to_move = 0;  // 1 black, -1 white, 0 nobody: colour of the dots and the hover ghost
};

// The page's colour around the board (the GL clear colour); the board's rounded corners are
// blended onto it when the static board is drawn.
constexpr float PAGE_COLOR[3] = {0.106f, 0.145f, 0.125f};

class BoardRenderer {
  public:
    // Starts compiling the shaders, without waiting for the compiler. `parallel_compile`: the
    // context has KHR_parallel_shader_compile enabled, so that compiled() can ask it.
    void begin_init(bool parallel_compile);
    // Whether finish_init() can run without waiting for the compiler.
    bool compiled() const;
    // Takes the compiled shaders; false (with a message on stderr) if the context refused them.
    bool finish_init();
    // Draws the board into the framebuffer of height `fb_height`, `scale` device pixels per
    // CSS pixel. Two textures cache the work: the static board, redrawn when its size changes,
    // and the board with its pieces, where only the squares whose visual changed since the
    // last frame are redrawn. A frame then costs one blit of that texture, which keeps a
    // software-rendered page (no GPU) drawing at full rate while nothing on the board moves.
    void draw(const BoardGeometry& geometry, const BoardVisual& visual, float scale, int fb_height);
    // Brings the cached textures up to date for draw() without touching the page.
    void prepare(const BoardGeometry& geometry, const BoardVisual& visual, float scale);

  private:
    // Binds `texture` (side x side, allocated when `allocate`) to `framebuffer` and renders
    // into it.
    void target(unsigned framebuffer, unsigned texture, int side, bool allocate);
    void draw_background(int side, float frame_fraction);
    void draw_pieces(int side, float frame_fraction, const BoardVisual& visual);

    unsigned program_ = 0;                // board.frag.glsl: the static board, the pieces
    unsigned vertex_ = 0, fragment_ = 0;  // its shaders, from begin_init() to finish_init()
    bool parallel_compile_ = false;       // KHR_parallel_shader_compile: compiled() can ask
    unsigned vertex_array_ = 0;
    unsigned background_ = 0;   // texture of the static board
    unsigned framebuffer_ = 0;  // renders into background_
    unsigned pieces_ = 0;       // texture of the board with its pieces
    unsigned pieces_framebuffer_ = 0;
    int background_side_ = 0;
    float background_frame_ = 0;
    bool pieces_valid_ = false;  // pieces_ shows drawn_ on the current background
    BoardVisual drawn_;
    int u_frame_ = -1, u_px_ = -1, u_cells_ = -1, u_to_move_ = -1;
    int u_pass_ = -1, u_background_ = -1, u_page_color_ = -1;
};

}  // namespace reversi
