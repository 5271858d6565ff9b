#version 300 es
// The board, drawn procedurally: a wooden frame, green felt with grid lines and the four star
// points, discs shaded like real ones (drop shadow, bevelled rim, a ring groove, a highlight),
// the flip animation (the disc narrows to its edge and widens showing its other face),
// legal-move dots (a small disc in a rim, 3:1 against the felt), a last-move marker, a hover
// ghost and the keyboard cursor.
//
// Two passes, each into a texture: pass 0 draws the static board (frame, felt, grid, the page's
// colour beyond its rounded corners) once per size; pass 1 copies it pixel for pixel and draws
// the pieces, only in the squares that changed. A blit puts the result on the page, so a frame
// costs little.
precision highp float;

in vec2 v_uv;
out vec4 o_color;

uniform float u_frame;      // frame width as a fraction of the board's side
uniform float u_px;         // one device pixel in v_uv units
uniform vec4 u_cells[64];   // x: disc now (1 black, -1 white, 0 empty), y: disc before the
                            // flip, z: flip progress 0..1 (1 = settled), w: flags
uniform float u_to_move;    // 1 black, -1 white, 0 nobody (legal dots and hover ghost colour)
uniform int u_pass;         // 0: the static board; 1: the static board from u_background + pieces
uniform sampler2D u_background;
uniform vec3 u_page_color;  // the page around the board, seen beyond the rounded corners

const int FLAG_LEGAL = 1;
const int FLAG_LAST = 2;
const int FLAG_CURSOR = 4;
const int FLAG_HOVER = 8;
const float PI = 3.14159265;
const float DISC_RADIUS = 0.405;

// A pseudo-random value in [0, 1) for each lattice point: integer mixing, far cheaper than the
// usual fract(sin(...)) where the GPU is emulated in software.
float hash(vec2 p) {
    uvec2 q = uvec2(ivec2(p) + 4096);
    uint h = q.x * 0x9E3779B1u ^ q.y * 0x85EBCA77u;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return float(h >> 8) * (1.0 / 16777216.0);
}

float noise(vec2 p) {
    vec2 i = floor(p);
    vec2 f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x),
               mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}

float fbm(vec2 p) {
    float sum = 0.0;
    float amp = 0.5;
    for (int i = 0; i < 4; ++i) {
        sum += amp * noise(p);
        p *= 2.03;
        amp *= 0.5;
    }
    return sum;
}

// Wood with its grain along x.
vec3 wood(vec2 p) {
    float n = fbm(vec2(p.x * 4.0, p.y * 38.0));
    float grain = sin(p.y * 90.0 + n * 9.0 + sin(p.x * 6.0) * 2.0) * 0.5 + 0.5;
    vec3 dark = vec3(0.33, 0.17, 0.08);
    vec3 light = vec3(0.60, 0.36, 0.17);
    return mix(dark, light, 0.45 * grain + 0.55 * n);
}

vec3 frame_color(vec2 p) {
    float ex = min(p.x, 1.0 - p.x);
    float ey = min(p.y, 1.0 - p.y);
    // Vertical sides have their grain running vertically.
    vec3 c = ex < ey ? wood(p.yx + vec2(3.7, 0.0)) : wood(p);
    float edge = min(ex, ey) / u_frame;                  // 0 at the outer edge, 1 at the felt
    c *= 0.80 + 0.30 * smoothstep(0.0, 0.18, edge);       // rounded outer edge
    c *= 1.0 - 0.35 * smoothstep(0.80, 1.0, edge);        // shade towards the felt
    // Light from the top left: brighter top and left sides.
    if (ey < ex) c *= p.y < 0.5 ? 1.10 : 0.86;
    else c *= p.x < 0.5 ? 1.04 : 0.90;
    return c;
}

vec3 felt_color(vec2 g, vec2 q) {
    vec3 c = vec3(0.06, 0.44, 0.24);
    c *= 0.93 + 0.10 * fbm(g * 7.0);
    float v = length(q - 0.5);
    c *= 1.06 - 0.30 * v * v;
    return c;
}

// Straight-alpha "over".
vec3 over(vec3 under, vec3 color, float alpha) {
    return mix(under, color, clamp(alpha, 0.0, 1.0));
}

// A disc of `side` (1 black, -1 white) at cell-local point l (cell units, centre 0), its width
// squeezed to `squeeze` (flip), raised by `lift`; aa is one pixel in cell units.
vec3 draw_disc(vec3 c, vec2 l, float side, float squeeze, float lift, float aa, float alpha) {
    float radius = DISC_RADIUS * (1.0 + 0.10 * lift);
    vec2 shadow_offset = vec2(0.035, 0.05) * (1.0 + 2.5 * lift);
    vec2 ls = l - shadow_offset;
    ls.x /= max(squeeze, 0.05);
    float shadow = 1.0 - smoothstep(radius - 0.06, radius + 0.07, length(ls));
    c = over(c, vec3(0.0), 0.45 * shadow * alpha);

    vec2 ld = l;
    ld.x /= max(squeeze, 0.05);
    float r = length(ld) / radius;
    float inside = 1.0 - smoothstep(1.0 - aa / radius, 1.0 + aa / radius, r);
    if (inside <= 0.0) return c;

    bool black = side > 0.0;
    vec3 base = black ? vec3(0.075, 0.08, 0.09) : vec3(0.90, 0.90, 0.87);
    vec2 dir = ld / radius;
    // Bevelled rim: lit on the upper left, dark on the lower right.
    float rim = smoothstep(0.80, 1.0, r);
    float facing = dot(normalize(dir + 1e-5), normalize(vec2(-1.0, -1.0)));
    vec3 col = base * (1.0 + 0.35 * rim * facing) - rim * (black ? 0.0 : 0.10);
    // A faint groove ring, as on real discs.
    col *= 1.0 - 0.10 * (1.0 - smoothstep(0.0, 0.035, abs(r - 0.74)));
    // Soft highlight towards the light.
    float spec = exp(-10.0 * dot(dir - vec2(-0.38, -0.42), dir - vec2(-0.38, -0.42)));
    col += (black ? 0.30 : 0.12) * spec;
    // Slight darkening on the far side of the face.
    col *= 1.0 - 0.12 * smoothstep(-0.2, 1.0, dot(dir, vec2(0.6, 0.7)));
    // The edge shows when the disc is seen side-on during a flip.
    col = mix(vec3(0.35, 0.33, 0.30), col, smoothstep(0.0, 0.35, squeeze));
    return over(c, clamp(col, 0.0, 1.0), inside * alpha);
}

// The static board at p: colour and coverage (the rounded outer corners).
vec4 background(vec2 p) {
    float aa_uv = u_px;
    vec2 corner = abs(p - 0.5) - (0.5 - 0.02);
    float corner_dist = length(max(corner, 0.0)) - 0.02;
    float coverage = 1.0 - smoothstep(-aa_uv, aa_uv, corner_dist);

    float inner_size = 1.0 - 2.0 * u_frame;
    vec2 q = (p - u_frame) / inner_size;
    vec2 g = q * 8.0;
    float aa = u_px * 8.0 / inner_size;
    if (q.x < 0.0 || q.y < 0.0 || q.x > 1.0 || q.y > 1.0) return vec4(frame_color(p), coverage);

    vec3 c = felt_color(g, q);
    // Inner shadow cast by the frame.
    float border = min(min(q.x, 1.0 - q.x), min(q.y, 1.0 - q.y)) * 8.0;
    c *= 0.70 + 0.30 * smoothstep(0.0, 0.22, border);
    // Grid lines and star points.
    vec2 f = abs(g - floor(g + 0.5));
    float line = min(f.x, f.y);
    float lw = max(0.018, aa * 0.8);
    c = over(c, vec3(0.02, 0.16, 0.08), 0.85 * (1.0 - smoothstep(lw - aa, lw + aa, line)));
    vec2 star = abs(g - 4.0);
    float sd = length(abs(star) - 2.0);
    c = over(c, vec3(0.02, 0.16, 0.08), 1.0 - smoothstep(0.065 - aa, 0.065 + aa, sd));
    return vec4(c, 1.0);
}

void main() {
    vec2 p = v_uv;
    if (u_pass == 0) {
        vec4 board = background(p);
        o_color = vec4(mix(u_page_color, board.rgb, board.a), 1.0);
        return;
    }
    vec4 bg = texelFetch(u_background, ivec2(gl_FragCoord.xy), 0);
    float inner_size = 1.0 - 2.0 * u_frame;
    vec2 q = (p - u_frame) / inner_size;   // 0..1 over the 8x8 squares
    vec2 g = q * 8.0;                      // cell units
    float aa = u_px * 8.0 / inner_size;    // one pixel in cell units
    if (q.x < 0.0 || q.y < 0.0 || q.x > 1.0 || q.y > 1.0) {
        o_color = bg;
        return;
    }
    vec3 c = bg.rgb;

    ivec2 cell = clamp(ivec2(floor(g)), ivec2(0), ivec2(7));
    vec4 data = u_cells[cell.y * 8 + cell.x];
    int flags = int(data.w + 0.5);
    vec2 l = g - vec2(cell) - 0.5;

    if (data.x != 0.0) {
        float t = clamp(data.z, 0.0, 1.0);
        float side = (t < 0.5 && data.y != 0.0) ? data.y : data.x;
        float squeeze = t < 1.0 ? abs(cos(PI * t)) : 1.0;
        float lift = sin(PI * t);
        c = draw_disc(c, l, side, squeeze, lift, aa, 1.0);
    } else if ((flags & FLAG_HOVER) != 0 && u_to_move != 0.0) {
        c = draw_disc(c, l, u_to_move, 1.0, 0.0, aa, 0.45);
    } else if ((flags & FLAG_LEGAL) != 0 && u_to_move != 0.0) {
        // A small disc of the mover's colour in a rim of the other lightness, soft-edged. The
        // light part (the rim on Black's turn, the disc on White's) stands out at least 3:1
        // from the felt anywhere on the board (WCAG's non-text contrast); a dark dot alone
        // cannot on this green.
        float d = length(l);
        float core_r = 0.092;
        float rim = max(0.048, 1.6 * aa);
        float outer = 1.0 - smoothstep(core_r + rim - aa, core_r + rim + aa, d);
        float core = 1.0 - smoothstep(core_r - aa, core_r + aa, d);
        bool black = u_to_move > 0.0;
        vec3 rim_color = black ? vec3(0.90, 0.93, 0.88) : vec3(0.02, 0.10, 0.05);
        vec3 core_color = black ? vec3(0.04, 0.05, 0.05) : vec3(0.95, 0.96, 0.93);
        c = over(c, rim_color, (black ? 0.85 : 0.55) * outer);
        c = over(c, core_color, 0.92 * core);
    }

    if ((flags & FLAG_LAST) != 0) {
        float d = length(l);
        float mark = 1.0 - smoothstep(0.075 - aa, 0.075 + aa, d);
        c = over(c, vec3(0.90, 0.22, 0.16), mark);
    }

    if ((flags & FLAG_CURSOR) != 0) {
        vec2 e = abs(l) - vec2(0.38);
        float box = length(max(e, 0.0)) + min(max(e.x, e.y), 0.0) - 0.06;
        float ring = abs(box) - 0.025;
        c = over(c, vec3(1.0, 0.84, 0.25), 1.0 - smoothstep(-aa, aa, ring));
    }

    o_color = vec4(c, 1.0);
}
