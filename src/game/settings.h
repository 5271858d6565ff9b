// The player's settings (legal-move dots, alternating colours, time per turn, language, CPU
// level) and their text form. The keys of that text form are the names the app's test API shows
// in `state().settings`; docs/settings.md lists them.
#pragma once

#include <string>
#include <string_view>

#include "engine/position.h"

namespace reversi::game {

enum class Language { English, Portuguese };

// Portuguese for any locale that starts with "pt" ("pt", "pt-BR", "pt_PT"), English otherwise.
Language language_for_locale(std::string_view locale);
// "en" or "pt": the code used in saves and in the settings text.
const char* language_code(Language language);

enum class TurnTime { None, Seconds30, Seconds60 };

// The limit of one turn in milliseconds, 0 for no limit.
long long turn_time_ms(TurnTime turn_time);
// 0, 30 or 60: the number of seconds as stored in the settings text.
int turn_time_seconds(TurnTime turn_time);

constexpr int MIN_CPU_LEVEL = 1;
constexpr int MAX_CPU_LEVEL = 10;  // as engine/level.h's LEVEL_COUNT
constexpr int DEFAULT_CPU_LEVEL = 3;

struct Settings {
    bool show_legal_moves = true;  // soft dots on the squares where the human to move may play
    bool alternate_colors = true;  // the two players swap colours after each finished game
    TurnTime turn_time = TurnTime::None;
    Language language = Language::English;
    int cpu_level = DEFAULT_CPU_LEVEL;  // level of a new CPU seat, and of the CPU standing in
    bool show_hints = false;  // the value of every legal move on its square (never in ranked play)

    bool operator==(const Settings& s) const {
        return show_legal_moves == s.show_legal_moves && alternate_colors == s.alternate_colors &&
               turn_time == s.turn_time && language == s.language && cpu_level == s.cpu_level &&
               show_hints == s.show_hints;
    }
    bool operator!=(const Settings& s) const { return !(*this == s); }
};

// The defaults of the site, with the language taken from the browser's locale.
Settings default_settings(std::string_view locale);

// The settings as space-separated key=value pairs, e.g.
// "show_legal_moves=1 alternate_colors=1 turn_time=0 language=en cpu_level=3 show_hints=0".
std::string settings_to_string(const Settings& settings);
// Parses the text form. Missing keys keep their defaults and unknown keys are ignored (so that
// a newer version's settings still load); a malformed value is an error naming the key.
Result<Settings> parse_settings(std::string_view text);
// The settings as a JSON object with the same keys ("turn_time" in seconds, "language" a code).
std::string settings_to_json(const Settings& settings);

}  // namespace reversi::game
