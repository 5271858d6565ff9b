// JSON text for the page's JavaScript (window.reversi and the accessibility layer).
#pragma once

#include <cstdio>
#include <string>

namespace reversi {

// `text` as a JSON string literal.
inline std::string json_string(const std::string& text) {
    std::string out = "\"";
    for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += ch;
        } else if (c < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        } else {
            out += ch;
        }
    }
    return out + "\"";
}

// {"x":..,"y":..,"width":..,"height":..} of a rectangle in CSS pixels.
template <class R>
std::string json_rect(const R& r) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "{\"x\":%g,\"y\":%g,\"width\":%g,\"height\":%g}", r.x, r.y,
                  r.width, r.height);
    return buf;
}

}  // namespace reversi
