#include "link.h"

#include <cctype>

namespace reversi::game {

namespace {

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// Undoes the address's %XX escapes and '+' for a space (a messenger may add either).
std::string percent_decoded(std::string_view text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == '+') {
            out += ' ';
        } else if (c == '%' && i + 2 < text.size() && hex_digit(text[i + 1]) >= 0 &&
                   hex_digit(text[i + 2]) >= 0) {
            out += static_cast<char>(hex_digit(text[i + 1]) * 16 + hex_digit(text[i + 2]));
            i += 2;
        } else {
            out += c;
        }
    }
    return out;
}

std::optional<int> read_count(std::string_view text) {
    if (text.empty() || text.size() > 3) return std::nullopt;
    int n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

}  // namespace

std::optional<Parsed<GameLink>> read_game_link(std::string_view fragment) {
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    std::optional<std::string> moves_text;
    std::optional<int> at;
    bool play = false;
    while (!fragment.empty()) {
        size_t end = fragment.find('&');
        std::string_view field = fragment.substr(0, end);
        fragment = end == std::string_view::npos ? std::string_view{} : fragment.substr(end + 1);
        size_t eq = field.find('=');
        std::string_view key = field.substr(0, eq);
        std::string_view value =
            eq == std::string_view::npos ? std::string_view{} : field.substr(eq + 1);
        if (key == "moves") moves_text = percent_decoded(value);
        if (key == "at") at = read_count(value);
        if (key == "play") play = value == "1";
    }
    if (!moves_text) return std::nullopt;
    auto moves = read_transcript(*moves_text);
    if (!moves) return Parsed<GameLink>::fail(moves.error);
    GameLink link{*moves, std::nullopt, play};
    if (at && *at < int(link.moves.size())) link.at = *at;
    return Parsed<GameLink>::ok(std::move(link));
}

std::string game_link_fragment(const GameLink& link) {
    std::string s = "#moves=" + transcript_string(link.moves);
    if (link.at && *link.at >= 0 && *link.at < int(link.moves.size()))
        s += "&at=" + std::to_string(*link.at);
    if (link.play) s += "&play=1";
    return s;
}

}  // namespace reversi::game
