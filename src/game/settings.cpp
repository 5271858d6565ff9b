// Settings: defaults, locale mapping, and the key=value text form (see docs/settings.md).
#include "settings.h"

#include <cctype>
#include <vector>

namespace reversi::game {

Language language_for_locale(std::string_view locale) {
    if (locale.size() >= 2 && std::tolower(static_cast<unsigned char>(locale[0])) == 'p' &&
        std::tolower(static_cast<unsigned char>(locale[1])) == 't' &&
        (locale.size() == 2 || locale[2] == '-' || locale[2] == '_')) {
        return Language::Portuguese;
    }
    return Language::English;
}

const char* language_code(Language language) {
    return language == Language::Portuguese ? "pt" : "en";
}

long long turn_time_ms(TurnTime turn_time) {
    return turn_time_seconds(turn_time) * 1000LL;
}

int turn_time_seconds(TurnTime turn_time) {
    switch (turn_time) {
        case TurnTime::Seconds30:
            return 30;
        case TurnTime::Seconds60:
            return 60;
        case TurnTime::None:
            break;
    }
    return 0;
}

Settings default_settings(std::string_view locale) {
    Settings s;
    s.language = language_for_locale(locale);
    return s;
}

std::string settings_to_string(const Settings& s) {
    return std::string("show_legal_moves=") + (s.show_legal_moves ? "1" : "0") +
           " alternate_colors=" + (s.alternate_colors ? "1" : "0") +
           " turn_time=" + std::to_string(turn_time_seconds(s.turn_time)) +
           " language=" + language_code(s.language) + " cpu_level=" + std::to_string(s.cpu_level) +
           " show_hints=" + (s.show_hints ? "1" : "0");
}

namespace {

// Splits on spaces, dropping empty pieces.
std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        size_t j = i;
        while (j < text.size() && text[j] != ' ') ++j;
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j;
    }
    return words;
}

// Parses "0"/"1" (and "false"/"true"); returns false if it is neither.
bool parse_flag(std::string_view v, bool& out) {
    if (v == "1" || v == "true") {
        out = true;
        return true;
    }
    if (v == "0" || v == "false") {
        out = false;
        return true;
    }
    return false;
}

}  // namespace

Result<Settings> parse_settings(std::string_view text) {
    Settings s;
    for (std::string_view word : split_words(text)) {
        size_t eq = word.find('=');
        if (eq == std::string_view::npos) {
            return Result<Settings>::fail("The setting \"" + std::string(word) +
                                          "\" has no value.");
        }
        std::string_view key = word.substr(0, eq);
        std::string_view value = word.substr(eq + 1);
        bool ok = true;
        if (key == "show_legal_moves") {
            ok = parse_flag(value, s.show_legal_moves);
        } else if (key == "alternate_colors") {
            ok = parse_flag(value, s.alternate_colors);
        } else if (key == "show_hints") {
            ok = parse_flag(value, s.show_hints);
        } else if (key == "turn_time") {
            if (value == "0") {
                s.turn_time = TurnTime::None;
            } else if (value == "30") {
                s.turn_time = TurnTime::Seconds30;
            } else if (value == "60") {
                s.turn_time = TurnTime::Seconds60;
            } else {
                ok = false;
            }
        } else if (key == "language") {
            if (value == "en") {
                s.language = Language::English;
            } else if (value == "pt") {
                s.language = Language::Portuguese;
            } else {
                ok = false;
            }
        } else if (key == "cpu_level") {
            int level = 0;
            ok = !value.empty() && value.size() <= 2;
            for (char c : value) {
                ok = ok && c >= '0' && c <= '9';
                if (!ok) break;  // (a long value would overflow)
                level = level * 10 + (c - '0');
            }
            ok = ok && level >= MIN_CPU_LEVEL && level <= MAX_CPU_LEVEL;
            if (ok) s.cpu_level = level;
        }
        if (!ok) {
            return Result<Settings>::fail("The setting " + std::string(key) +
                                          " has an invalid value \"" + std::string(value) + "\".");
        }
    }
    return Result<Settings>::ok(s);
}

std::string settings_to_json(const Settings& s) {
    return std::string("{\"show_legal_moves\":") + (s.show_legal_moves ? "true" : "false") +
           ",\"alternate_colors\":" + (s.alternate_colors ? "true" : "false") +
           ",\"turn_time\":" + std::to_string(turn_time_seconds(s.turn_time)) + ",\"language\":\"" +
           language_code(s.language) + "\",\"cpu_level\":" + std::to_string(s.cpu_level) +
           ",\"show_hints\":" + (s.show_hints ? "true" : "false") + "}";
}

}  // namespace reversi::game
