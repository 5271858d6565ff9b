#version 300 es
// The board's last pass: copies the cached board (pieces included) onto the page pixel for
// pixel; the rounded outer corners keep their coverage in alpha, blended by the caller. Its
// own program, so that a software renderer runs nothing but this fetch for every pixel.
precision highp float;

out vec4 o_color;

uniform sampler2D u_board;
uniform ivec2 u_origin;  // the viewport's origin, to address u_board by gl_FragCoord

void main() {
    o_color = texelFetch(u_board, ivec2(gl_FragCoord.xy) - u_origin, 0);
}
