// Board geometry and the board's GL renderer (see board_view.h).
#include "board_view.h"

#include <GLES3/gl3.h>

#include <cmath>
#include <cstdio>

#include "shaders_embedded.h"

namespace reversi {

namespace {

constexpr float FRAME_FRACTION = 0.055f;  // frame width / board side

unsigned compile(GLenum type, const char* source) {
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[1024] = {};
        glGetShaderInfoLog(shader, sizeof log, nullptr, log);
        std::fprintf(stderr, "board shader: %s\n", log);
        glDeleteShader(shader);
        return 0;
    }
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

bool BoardRenderer::init() {
    GLuint vs = compile(GL_VERTEX_SHADER, shaders::BOARD_VERT_GLSL);
    GLuint fs = compile(GL_FRAGMENT_SHADER, shaders::BOARD_FRAG_GLSL);
    if (!vs || !fs) return false;
    program_ = glCreateProgram();
    glAttachShader(program_, vs);
    glAttachShader(program_, fs);
    glLinkProgram(program_);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program_, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[1024] = {};
        glGetProgramInfoLog(program_, sizeof log, nullptr, log);
        std::fprintf(stderr, "board program: %s\n", log);
        return false;
    }
    u_frame_ = glGetUniformLocation(program_, "u_frame");
    u_px_ = glGetUniformLocation(program_, "u_px");
    u_cells_ = glGetUniformLocation(program_, "u_cells");
    u_to_move_ = glGetUniformLocation(program_, "u_to_move");
    u_pass_ = glGetUniformLocation(program_, "u_pass");
    u_background_ = glGetUniformLocation(program_, "u_background");
    u_origin_ = glGetUniformLocation(program_, "u_origin");
    glGenVertexArrays(1, &vertex_array_);
    glGenTextures(1, &background_);
    glGenFramebuffers(1, &framebuffer_);
    return true;
}

void BoardRenderer::draw_background(int side, float frame_fraction) {
    glBindTexture(GL_TEXTURE_2D, background_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, side, side, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, background_, 0);
    glBindTexture(GL_TEXTURE_2D, 0);  // a texture bound while drawing into it is a feedback loop
    glViewport(0, 0, side, side);
    glDisable(GL_BLEND);
    glUniform1i(u_pass_, 0);
    glUniform1f(u_frame_, frame_fraction);
    glUniform1f(u_px_, 1.0f / static_cast<float>(side));
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    background_side_ = side;
    background_frame_ = frame_fraction;
}

void BoardRenderer::draw(const BoardGeometry& geometry, const BoardVisual& visual, float scale,
                         int fb_height) {
    if (!program_) return;
    const Rect& o = geometry.outer;
    int side = static_cast<int>(std::lround(o.width * scale));
    if (side <= 0) return;
    int vx = static_cast<int>(std::lround(o.x * scale));
    int vy = fb_height - static_cast<int>(std::lround(o.y * scale)) - side;

    float cells[BOARD_SQUARES * 4];
    for (int i = 0; i < BOARD_SQUARES; ++i) {
        const SquareVisual& s = visual.squares[static_cast<size_t>(i)];
        cells[i * 4 + 0] = s.disc;
        cells[i * 4 + 1] = s.previous;
        cells[i * 4 + 2] = s.flip;
        cells[i * 4 + 3] = static_cast<float>(s.flags);
    }

    float frame_fraction = geometry.frame / o.width;
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_SCISSOR_TEST);
    glUseProgram(program_);
    glBindVertexArray(vertex_array_);
    glActiveTexture(GL_TEXTURE0);
    if (side != background_side_ || frame_fraction != background_frame_)
        draw_background(side, frame_fraction);

    glViewport(vx, vy, side, side);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glBindTexture(GL_TEXTURE_2D, background_);
    glUniform1i(u_background_, 0);
    glUniform1i(u_pass_, 1);
    glUniform2i(u_origin_, vx, vy);
    glUniform1f(u_frame_, frame_fraction);
    glUniform1f(u_px_, 1.0f / static_cast<float>(side));
    glUniform4fv(u_cells_, BOARD_SQUARES, cells);
    glUniform1f(u_to_move_, visual.to_move);
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glBindTexture(GL_TEXTURE_2D, 0);
    glBindVertexArray(0);
    glUseProgram(0);
}

}  // namespace reversi
