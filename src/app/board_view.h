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
};
constexpr int SQUARE_LEGAL = 1;
constexpr int SQUARE_LAST = 2;
constexpr int SQUARE_CURSOR = 4;
constexpr int SQUARE_HOVER = 8;

struct BoardVisual {
    std::array<SquareVisual, BOARD_SQUARES> squares{};
    float to_move = 0;  // 1 black, -1 white, 0 nobody: colour of the dots and the hover ghost
};

class BoardRenderer {
  public:
    // Compiles the shaders; false (with a message on stderr) if the GL context refuses them.
    bool init();
    // Draws the board into the framebuffer of height `fb_height`, `scale` device pixels per
    // CSS pixel. The static board is cached in a texture, redrawn when its size changes.
    void draw(const BoardGeometry& geometry, const BoardVisual& visual, float scale, int fb_height);

  private:
    void draw_background(int side, float frame_fraction);

    unsigned program_ = 0;
    unsigned vertex_array_ = 0;
    unsigned background_ = 0;   // texture of the static board
    unsigned framebuffer_ = 0;  // renders into background_
    int background_side_ = 0;
    float background_frame_ = 0;
    int u_frame_ = -1, u_px_ = -1, u_cells_ = -1, u_to_move_ = -1;
    int u_pass_ = -1, u_background_ = -1, u_origin_ = -1;
};

}  // namespace reversi
