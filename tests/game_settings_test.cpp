// Settings: site defaults, locale to language, and the key=value text form.
#include <gtest/gtest.h>

#include "game/settings.h"

using namespace reversi::game;

TEST(GameSettings, DefaultsFollowTheSite) {
    Settings s;
    EXPECT_TRUE(s.show_legal_moves);
    EXPECT_TRUE(s.alternate_colors);
    EXPECT_EQ(s.turn_time, TurnTime::None);
    EXPECT_EQ(s.cpu_level, DEFAULT_CPU_LEVEL);
}

TEST(GameSettings, LanguageComesFromTheBrowserLocale) {
    EXPECT_EQ(language_for_locale("pt-BR"), Language::Portuguese);
    EXPECT_EQ(language_for_locale("pt-PT"), Language::Portuguese);
    EXPECT_EQ(language_for_locale("pt"), Language::Portuguese);
    EXPECT_EQ(language_for_locale("PT_pt"), Language::Portuguese);
    EXPECT_EQ(language_for_locale("en-US"), Language::English);
    EXPECT_EQ(language_for_locale("fr"), Language::English);
    EXPECT_EQ(language_for_locale(""), Language::English);
    EXPECT_EQ(language_for_locale("ptx"), Language::English);
    EXPECT_EQ(default_settings("pt-BR").language, Language::Portuguese);
    EXPECT_EQ(default_settings("de-DE").language, Language::English);
}

TEST(GameSettings, TurnTimes) {
    EXPECT_EQ(turn_time_ms(TurnTime::None), 0);
    EXPECT_EQ(turn_time_ms(TurnTime::Seconds30), 30000);
    EXPECT_EQ(turn_time_ms(TurnTime::Seconds60), 60000);
}

TEST(GameSettings, DefaultTextForm) {
    EXPECT_EQ(settings_to_string(Settings{}),
              "show_legal_moves=1 alternate_colors=1 turn_time=0 language=en cpu_level=3 "
              "show_hints=0");
}

TEST(GameSettings, RoundTripOfEveryCombination) {
    for (bool dots : {false, true}) {
        for (bool alternate : {false, true}) {
            for (TurnTime t : {TurnTime::None, TurnTime::Seconds30, TurnTime::Seconds60}) {
                for (Language l : {Language::English, Language::Portuguese}) {
                    for (int level = MIN_CPU_LEVEL; level <= MAX_CPU_LEVEL; ++level) {
                        for (bool hints : {false, true}) {
                            Settings s{dots, alternate, t, l, level, hints};
                            auto back = parse_settings(settings_to_string(s));
                            ASSERT_TRUE(back) << back.error;
                            EXPECT_EQ(*back, s);
                        }
                    }
                }
            }
        }
    }
}

TEST(GameSettings, MissingKeysKeepDefaultsAndUnknownKeysAreIgnored) {
    auto s = parse_settings("turn_time=60 future_option=7");
    ASSERT_TRUE(s) << s.error;
    EXPECT_EQ(s->turn_time, TurnTime::Seconds60);
    EXPECT_TRUE(s->show_legal_moves);
    EXPECT_FALSE(s->show_hints);  // settings saved before hints existed
    auto empty = parse_settings("");
    ASSERT_TRUE(empty);
    EXPECT_EQ(*empty, Settings{});
}

TEST(GameSettings, BadValuesAreRejectedWithTheKey) {
    for (const char* bad :
         {"turn_time=45", "language=fr", "cpu_level=11", "cpu_level=0",
          "cpu_level=", "cpu_level=1x", "show_legal_moves=yes", "alternate_colors", "cpu_level=333",
          "show_hints=2", "cpu_level=99999999999999999999"}) {
        auto s = parse_settings(bad);
        EXPECT_FALSE(s) << bad;
        EXPECT_FALSE(s.error.empty());
    }
    EXPECT_NE(parse_settings("turn_time=45").error.find("turn_time"), std::string::npos);
}

TEST(GameSettings, Json) {
    Settings s{false, true, TurnTime::Seconds30, Language::Portuguese, 5, true};
    EXPECT_EQ(settings_to_json(s),
              "{\"show_legal_moves\":false,\"alternate_colors\":true,\"turn_time\":30,"
              "\"language\":\"pt\",\"cpu_level\":5,\"show_hints\":true}");
}
