#version 300 es
// The board's quad: one triangle covering the viewport (set to the board's rectangle), made
// from gl_VertexID so no vertex buffer is needed. v_uv is 0..1 across the board, y downwards.
out vec2 v_uv;

void main() {
    vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    v_uv = vec2(p.x, 1.0 - p.y);
    gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}
