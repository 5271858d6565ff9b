// Board geometry and the board's GL renderer (see board_view.h).
#include "board_view.h"

#include <GLES3/gl3.h>

#include <cmath>
#include <cstdio>

#include "shaders_embedded.h"

#ifndef GL_COMPLETION_STATUS_KHR
#define GL_COMPLETION_STATUS_KHR 0x91B1  // KHR_parallel_shader_compile
#endif

namespace reversi {

namespace {

constexpr float FRAME_FRACTION = 0.055f;  // frame width / board side

// Whether a shader compiled or a program linked (`status` of `object`, read by `get_iv`); if
// not, prints the log that `get_log` reads, after `what`.
bool succeeded(GLuint object, GLenum status, void (*get_iv)(GLuint, GLenum, GLint*),
               void (*get_log)(GLuint, GLsizei, GLsizei*, GLchar*), const char* what) {
    GLint ok = 0;
    get_iv(object, status, &ok);
    if (ok) return true;
    char log[1024] = {};
    get_log(object, sizeof log, nullptr, log);
    std::fprintf(stderr, "%s: %s\n", what, log);
    return false;
}

// A shader of `type` from `source`, its compilation started (the result is asked later).
unsigned start_compile(GLenum type, const char* source) {
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    return shader;
}

}  // namespace

BoardGeometry BoardGeometry::fit(float x, float y, float side) {
    BoardGeometry g;
    g.outer = Rect{std::floor(x), std::floor(y), std::floor(side), std::floor(side)};
    g.frame = std::round(g.outer.width * FRAME_FRACTION);
    return g;
}

Rect BoardGeometry::inner() const {
    return Rect{outer.x + frame, outer.y + frame, outer.width - 2 * frame,
                outer.height - 2 * frame};
}

Rect BoardGeometry::square_rect(int sq) const {
    Rect in = inner();
    float c = cell();
    return Rect{in.x + static_cast<float>(sq % 8) * c, in.y + static_cast<float>(sq / 8) * c, c, c};
}

int BoardGeometry::square_at(float x, float y) const {
    Rect in = inner();
    if (!in.contains(x, y)) return NO_SQUARE;
    int col = static_cast<int>((x - in.x) / cell());
    int row = static_cast<int>((y - in.y) / cell());
    if (col < 0 || col > 7 || row < 0 || row > 7) return NO_SQUARE;
    return row * 8 + col;
}

void BoardRenderer::begin_init(bool parallel_compile) {
    // Nothing here asks the GL context for a result: each question would wait for the compiler.
    parallel_compile_ = parallel_compile;
    vertex_ = start_compile(GL_VERTEX_SHADER, shaders::BOARD_VERT_GLSL);
    fragment_ = start_compile(GL_FRAGMENT_SHADER, shaders::BOARD_FRAG_GLSL);
    program_ = glCreateProgram();
    glAttachShader(program_, vertex_);
    glAttachShader(program_, fragment_);
    glLinkProgram(program_);
    glFlush();
}

bool BoardRenderer::compiled() const {
    // Without the extension there is no asking without waiting (and a software context may
    // compile only when asked).
    if (!parallel_compile_ || !program_) return true;
    GLint done = 0;
    glGetProgramiv(program_, GL_COMPLETION_STATUS_KHR, &done);
    return done != 0;
}

bool BoardRenderer::finish_init() {
    bool ok =
        succeeded(vertex_, GL_COMPILE_STATUS, glGetShaderiv, glGetShaderInfoLog,
                  "board vertex shader") &&
        succeeded(fragment_, GL_COMPILE_STATUS, glGetShaderiv, glGetShaderInfoLog,
                  "board fragment shader") &&
        succeeded(program_, GL_LINK_STATUS, glGetProgramiv, glGetProgramInfoLog, "board program");
    glDeleteShader(vertex_);  // kept by the program while it is attached
    glDeleteShader(fragment_);
    vertex_ = fragment_ = 0;
    if (!ok) {
        glDeleteProgram(program_);
        program_ = 0;
        return false;
    }
    u_frame_ = glGetUniformLocation(program_, "u_frame");
    u_px_ = glGetUniformLocation(program_, "u_px");
    u_cells_ = glGetUniformLocation(program_, "u_cells");
    u_to_move_ = glGetUniformLocation(program_, "u_to_move");
    u_pass_ = glGetUniformLocation(program_, "u_pass");
    u_background_ = glGetUniformLocation(program_, "u_background");
    u_page_color_ = glGetUniformLocation(program_, "u_page_color");
    glGenVertexArrays(1, &vertex_array_);
    glGenTextures(1, &background_);
    glGenFramebuffers(1, &framebuffer_);
    glGenTextures(1, &pieces_);
    glGenFramebuffers(1, &pieces_framebuffer_);
    return true;
}

void BoardRenderer::target(unsigned framebuffer, unsigned texture, int side, bool allocate) {
    glBindTexture(GL_TEXTURE_2D, texture);
    if (allocate) {
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, side, side, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    }
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
    glBindTexture(GL_TEXTURE_2D, 0);  // a texture bound while drawing into it is a feedback loop
    glViewport(0, 0, side, side);
    glDisable(GL_BLEND);
}

void BoardRenderer::draw_background(int side, float frame_fraction) {
    target(framebuffer_, background_, side, true);
    glUniform1i(u_pass_, 0);
    glUniform3fv(u_page_color_, 1, PAGE_COLOR);
    glUniform1f(u_frame_, frame_fraction);
    glUniform1f(u_px_, 1.0f / static_cast<float>(side));
    glDrawArrays(GL_TRIANGLES, 0, 3);
    background_side_ = side;
    background_frame_ = frame_fraction;
    pieces_valid_ = false;
}

void BoardRenderer::draw_pieces(int side, float frame_fraction, const BoardVisual& visual) {
    const bool all = !pieces_valid_ || visual.to_move != drawn_.to_move;
    std::array<bool, BOARD_SQUARES> changed{};
    bool any = all;
    for (size_t i = 0; i < changed.size(); ++i) {
        changed[i] = all || visual.squares[i] != drawn_.squares[i];
        any = any || changed[i];
    }
    if (!any) return;

    float cells[BOARD_SQUARES * 4];
    for (size_t i = 0; i < visual.squares.size(); ++i) {
        const SquareVisual& s = visual.squares[i];
        cells[i * 4 + 0] = s.disc;
        cells[i * 4 + 1] = s.previous;
        cells[i * 4 + 2] = s.flip;
        cells[i * 4 + 3] = static_cast<float>(s.flags);
    }
    target(pieces_framebuffer_, pieces_, side, !pieces_valid_);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, background_);
    glUniform1i(u_background_, 0);
    glUniform1i(u_pass_, 1);
    glUniform1f(u_frame_, frame_fraction);
    glUniform1f(u_px_, 1.0f / static_cast<float>(side));
    glUniform4fv(u_cells_, BOARD_SQUARES, cells);
    glUniform1f(u_to_move_, visual.to_move);
    if (all) {
        glDrawArrays(GL_TRIANGLES, 0, 3);
    } else {
        // Each pixel shows its own square only, so a changed square is redrawn alone, in its
        // rectangle (a pixel wider on each side, which redraws a neighbour's edge unchanged).
        // Texture rows count from the bottom; squares' rows from the top.
        const float fside = static_cast<float>(side);
        const float cell = fside * (1.0f - 2.0f * frame_fraction) / 8.0f;
        const float inner = fside * frame_fraction;
        glEnable(GL_SCISSOR_TEST);
        for (int sq = 0; sq < BOARD_SQUARES; ++sq) {
            if (!changed[static_cast<size_t>(sq)]) continue;
            const int x0 = static_cast<int>(std::floor(inner + static_cast<float>(sq % 8) * cell));
            const int top = static_cast<int>(std::floor(inner + static_cast<float>(sq / 8) * cell));
            const int size = static_cast<int>(std::ceil(cell)) + 3;
            glScissor(x0 - 1, side - top - size + 1, size, size);
            glDrawArrays(GL_TRIANGLES, 0, 3);
        }
        glDisable(GL_SCISSOR_TEST);
    }
    glBindTexture(GL_TEXTURE_2D, 0);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    drawn_ = visual;
    pieces_valid_ = true;
}

void BoardRenderer::prepare(const BoardGeometry& geometry, const BoardVisual& visual, float scale) {
    if (!program_) return;
    const Rect& o = geometry.outer;
    int side = static_cast<int>(std::lround(o.width * scale));
    if (side <= 0) return;
    float frame_fraction = geometry.frame / o.width;
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_SCISSOR_TEST);
    glUseProgram(program_);
    glBindVertexArray(vertex_array_);
    glActiveTexture(GL_TEXTURE0);
    if (side != background_side_ || frame_fraction != background_frame_)
        draw_background(side, frame_fraction);
    draw_pieces(side, frame_fraction, visual);
}

void BoardRenderer::draw(const BoardGeometry& geometry, const BoardVisual& visual, float scale,
                         int fb_height) {
    if (!program_) return;
    const Rect& o = geometry.outer;
    int side = static_cast<int>(std::lround(o.width * scale));
    if (side <= 0) return;
    int vx = static_cast<int>(std::lround(o.x * scale));
    int vy = fb_height - static_cast<int>(std::lround(o.y * scale)) - side;
    prepare(geometry, visual, scale);

    // Onto the page pixel for pixel: a blit, which a software renderer does as a memory copy
    // (the rounded corners already show the page's colour).
    glBindFramebuffer(GL_READ_FRAMEBUFFER, pieces_framebuffer_);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
    glBlitFramebuffer(0, 0, side, side, vx, vy, vx + side, vy + side, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glBindVertexArray(0);
    glUseProgram(0);
}

}  // namespace reversi
