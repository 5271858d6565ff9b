// The small pieces of the game's text saves.
#include "save_text.h"

#include <cstdio>

namespace reversi::game {

std::uint32_t checksum(std::string_view text) {
    std::uint32_t h = 2166136261u;
    for (char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 16777619u;
    }
    return h;
}

std::string hex32(std::uint32_t v) {
    char buf[9];
    std::snprintf(buf, sizeof buf, "%08x", v);
    return buf;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    size_t i = 0;
    while (i <= text.size()) {
        size_t j = text.find(sep, i);
        if (j == std::string_view::npos) j = text.size();
        parts.push_back(text.substr(i, j - i));
        i = j + 1;
    }
    return parts;
}

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    for (std::string_view w : split(line, ' ')) {
        if (!w.empty()) out.push_back(w);
    }
    return out;
}

bool parse_count(std::string_view s, std::int64_t max, std::int64_t& out) {
    if (s.empty() || s.size() > 18) return false;
    std::int64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    if (v > max) return false;
    out = v;
    return true;
}

bool parse_int(std::string_view s, int max, int& out) {
    std::int64_t v = 0;
    if (!parse_count(s, max, v)) return false;
    out = static_cast<int>(v);
    return true;
}

}  // namespace reversi::game
