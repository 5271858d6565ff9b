// The game's texts (src/app/text.h): every label in both languages, the sentence helpers
// (plurals, colours, squares), and the rules help. text.cpp is pure data with no drawing, so it
// is compiled into this test directly; the app's own build compiles it for the page.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "app/text.cpp"  // NOLINT: see above
#include "engine/level.h"

using namespace reversi;
using namespace reversi::text;

namespace {

constexpr Language BOTH[] = {Language::English, Language::Portuguese};

// Decodes UTF-8; returns false on malformed input or a character outside the app's font ranges
// (Latin-1, U+2013-2014, U+2018-201D, U+2022, U+2026, U+2190-2193).
bool drawable_utf8(const std::string& s) {
    for (size_t i = 0; i < s.size();) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        unsigned cp = 0;
        size_t n = 0;
        if (c < 0x80) {
            cp = c;
            n = 1;
        } else if ((c & 0xE0) == 0xC0) {
            cp = c & 0x1Fu;
            n = 2;
        } else if ((c & 0xF0) == 0xE0) {
            cp = c & 0x0Fu;
            n = 3;
        } else {
            return false;
        }
        if (i + n > s.size()) return false;
        for (size_t k = 1; k < n; ++k) {
            unsigned char cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (cc & 0x3Fu);
        }
        bool ok = (cp >= 0x20 && cp <= 0xFF && cp != 0x7F) || (cp >= 0x2013 && cp <= 0x2014) ||
                  (cp >= 0x2018 && cp <= 0x201D) || cp == 0x2022 || cp == 0x2026 ||
                  (cp >= 0x2190 && cp <= 0x2193);
        if (!ok) return false;
        i += n;
    }
    return true;
}

void expect_drawable(const std::string& s) {
    EXPECT_FALSE(s.empty());
    EXPECT_TRUE(drawable_utf8(s)) << s;
}

}  // namespace

TEST(GameText, EveryLabelExistsInBothLanguages) {
    for (int i = 0; i < static_cast<int>(TextId::Count); ++i) {
        auto id = static_cast<TextId>(i);
        for (Language l : BOTH) expect_drawable(tr(l, id));
    }
    EXPECT_STREQ(tr(Language::English, TextId::Count), "");
}

TEST(GameText, PortugueseIsNotEnglish) {
    const std::set<TextId> same = {TextId::AppTitle,        TextId::Cpu,
                                   TextId::TurnTime30,      TextId::TurnTime60,
                                   TextId::LanguageEnglish, TextId::LanguagePortuguese};
    for (int i = 0; i < static_cast<int>(TextId::Count); ++i) {
        auto id = static_cast<TextId>(i);
        if (same.count(id)) continue;
        EXPECT_STRNE(tr(Language::English, id), tr(Language::Portuguese, id)) << i;
    }
}

TEST(GameText, KeyLabels) {
    EXPECT_STREQ(tr(Language::English, TextId::NewGame), "New game");
    EXPECT_STREQ(tr(Language::Portuguese, TextId::NewGame), "Nova partida");
    EXPECT_STREQ(tr(Language::English, TextId::ShowLegalMoves), "Show legal moves");
    EXPECT_STREQ(tr(Language::Portuguese, TextId::ShowLegalMoves), "Mostrar casas legais");
    EXPECT_STREQ(tr(Language::English, TextId::StorageUnavailable),
                 "Storage is unavailable: this game will not be remembered");
    EXPECT_STREQ(tr(Language::English, TextId::SaveCorrupt),
                 "The saved game could not be read and was replaced by a new game");
    EXPECT_STREQ(tr(Language::English, TextId::TakeBackSeat), "Take back seat");
    EXPECT_STREQ(tr(Language::Portuguese, TextId::Settings), "Definições");
    EXPECT_STREQ(color_label(Language::Portuguese, Color::White), "Brancas");
    EXPECT_STREQ(seat_kind_label(Language::English, game::SeatKind::Cpu), "CPU");
    EXPECT_STREQ(seat_kind_label(Language::Portuguese, game::SeatKind::Human), "Pessoa");
    EXPECT_STREQ(turn_time_label(Language::Portuguese, game::TurnTime::None), "Sem limite");
    EXPECT_STREQ(turn_time_label(Language::English, game::TurnTime::Seconds60), "60 s");
    EXPECT_STREQ(outcome_label(Language::Portuguese, game::Outcome::Win), "Vitória");
}

TEST(GameText, LocaleChoosesTheLanguage) {
    EXPECT_EQ(language_for_locale("pt-BR"), Language::Portuguese);
    EXPECT_EQ(language_for_locale("en-GB"), Language::English);
}

TEST(GameText, Plurals) {
    EXPECT_EQ(disc_count(Language::English, 1), "1 disc");
    EXPECT_EQ(disc_count(Language::English, 12), "12 discs");
    EXPECT_EQ(disc_count(Language::English, 0), "0 discs");
    EXPECT_EQ(disc_count(Language::Portuguese, 1), "1 pedra");
    EXPECT_EQ(disc_count(Language::Portuguese, 64), "64 pedras");
}

TEST(GameText, TurnAndPass) {
    EXPECT_EQ(turn_text(Language::English, Color::Black), "Black to move");
    EXPECT_EQ(turn_text(Language::Portuguese, Color::White), "Vez das brancas");
    EXPECT_EQ(pass_notice(Language::English, Color::White), "No legal move: White passes");
    EXPECT_EQ(pass_notice(Language::Portuguese, Color::White),
              "Sem jogada legal: as brancas passam");
}

TEST(GameText, Results) {
    game::GameResult black{game::Winner::Black, 38, 26};
    EXPECT_EQ(result_text(Language::English, black), "Black wins by 12 discs");
    EXPECT_EQ(result_text(Language::Portuguese, black), "As pretas vencem por 12 pedras");
    game::GameResult white{game::Winner::White, 32, 33};
    EXPECT_EQ(result_text(Language::English, white), "White wins by 1 disc");
    EXPECT_EQ(result_text(Language::Portuguese, white), "As brancas vencem por 1 pedra");
    game::GameResult draw{game::Winner::Draw, 32, 32};
    EXPECT_EQ(result_text(Language::English, draw), "Draw: 32 discs each");
    EXPECT_EQ(result_text(Language::Portuguese, draw), "Empate: 32 pedras para cada lado");
    EXPECT_EQ(score_text(Language::English, 38, 26), "Black 38 · White 26");
    EXPECT_EQ(score_text(Language::Portuguese, 38, 26), "Pretas 38 · Brancas 26");
}

TEST(GameText, TimeoutAndSeatNotices) {
    int f5 = parse_square("f5");
    EXPECT_EQ(timeout_notice(Language::English, Color::Black, f5),
              "Time is up: the CPU played f5 for Black");
    EXPECT_EQ(timeout_notice(Language::Portuguese, Color::Black, f5),
              "Acabou o tempo: a CPU jogou f5 pelas pretas");
    EXPECT_EQ(seat_handed_notice(Language::English, Color::White),
              "Time ran out twice in a row: the CPU now plays White");
    EXPECT_EQ(seat_reclaimed_notice(Language::Portuguese, Color::Black),
              "As pretas voltam a ser jogadas por uma pessoa");
    using game::Event;
    using game::EventKind;
    EXPECT_EQ(event_notice(Language::English, Event{EventKind::Pass, Color::White, NO_SQUARE, 3}),
              pass_notice(Language::English, Color::White));
    EXPECT_EQ(
        event_notice(Language::Portuguese, Event{EventKind::TimeoutMove, Color::Black, f5, 1}),
        timeout_notice(Language::Portuguese, Color::Black, f5));
    EXPECT_EQ(event_notice(Language::English, Event{EventKind::SeatHanded, Color::Black, -1, 1}),
              seat_handed_notice(Language::English, Color::Black));
    EXPECT_EQ(event_notice(Language::English, Event{EventKind::SeatReclaimed, Color::Black, -1, 1}),
              seat_reclaimed_notice(Language::English, Color::Black));
}

TEST(GameText, SeriesClockAndRating) {
    EXPECT_EQ(series_text(Language::English, game::SeriesScore{2, 1, 0}),
              "Player 1 2 – 1 Player 2");
    EXPECT_EQ(series_text(Language::English, game::SeriesScore{2, 1, 1}),
              "Player 1 2 – 1 Player 2, 1 draw");
    EXPECT_EQ(series_text(Language::Portuguese, game::SeriesScore{0, 0, 3}),
              "Jogador 1 0 – 0 Jogador 2, 3 empates");
    EXPECT_EQ(clock_text(30000), "0:30");
    EXPECT_EQ(clock_text(29001), "0:30");  // rounded up: 0:00 only when time is up
    EXPECT_EQ(clock_text(1), "0:01");
    EXPECT_EQ(clock_text(0), "0:00");
    EXPECT_EQ(clock_text(-5), "0:00");
    EXPECT_EQ(clock_text(60000), "1:00");
    EXPECT_EQ(rating_text(Language::English, 1216), "Rating 1216");
    game::RatingEntry win{3, game::Outcome::Win, 1200, 1220};
    EXPECT_EQ(rating_entry_text(Language::English, win),
              "Win against level 3 (Casual): 1200 → 1220 (+20)");
    game::RatingEntry loss{10, game::Outcome::Loss, 1220, 1215};
    EXPECT_EQ(rating_entry_text(Language::Portuguese, loss),
              "Derrota contra o nível 10 (Campeão): 1220 → 1215 (-5)");
}

TEST(GameText, LevelNames) {
    for (Language l : BOTH) {
        std::set<std::string> names;
        for (int level = game::MIN_CPU_LEVEL; level <= game::MAX_CPU_LEVEL; ++level) {
            expect_drawable(level_name(l, level));
            names.insert(level_name(l, level));
        }
        EXPECT_EQ(names.size(), size_t(game::MAX_CPU_LEVEL));
        EXPECT_STREQ(level_name(l, 0), level_name(l, 1));
        EXPECT_STREQ(level_name(l, 99), level_name(l, game::MAX_CPU_LEVEL));
    }
    for (int level = game::MIN_CPU_LEVEL; level <= game::MAX_CPU_LEVEL; ++level) {
        EXPECT_STREQ(level_name(Language::English, level), level_info(level).name);  // engine's
    }
    EXPECT_EQ(level_label(Language::English, 3), "Level 3 · Casual");
    EXPECT_EQ(level_label(Language::Portuguese, 5), "Nível 5 · Intermédio");
}

TEST(GameText, HelpHasTheSameShapeInBothLanguages) {
    const Help& en = help(Language::English);
    const Help& pt = help(Language::Portuguese);
    ASSERT_EQ(en.sections.size(), pt.sections.size());
    EXPECT_GE(en.sections.size(), 8u);  // setup, play, pass, end, Othello, corners, tips, site
    for (size_t i = 0; i < en.sections.size(); ++i) {
        EXPECT_EQ(en.sections[i].points.size(), pt.sections[i].points.size()) << i;
        EXPECT_EQ(std::string(en.sections[i].text).empty(),
                  std::string(pt.sections[i].text).empty())
            << i;
    }
    EXPECT_EQ(en.terms.size(), pt.terms.size());
    EXPECT_EQ(en.questions.size(), pt.questions.size());
    EXPECT_GE(en.questions.size(), 6u);
}

TEST(GameText, HelpIsDrawableText) {
    for (Language l : BOTH) {
        const Help& h = help(l);
        expect_drawable(h.title);
        expect_drawable(h.summary);
        expect_drawable(h.terms_title);
        expect_drawable(h.questions_title);
        for (const HelpSection& s : h.sections) {
            expect_drawable(s.title);
            if (*s.text) expect_drawable(s.text);
            EXPECT_TRUE(*s.text || !s.points.empty()) << s.title;
            for (const char* p : s.points) expect_drawable(p);
        }
        for (const HelpTerm& t : h.terms) {
            expect_drawable(t.term);
            expect_drawable(t.meaning);
        }
        for (const HelpQuestion& q : h.questions) {
            expect_drawable(q.question);
            expect_drawable(q.answer);
            EXPECT_EQ(std::string(q.question).back(), '?') << q.question;
        }
    }
}

TEST(GameText, HelpCoversTheRules) {
    // Facts every reader must find, checked by key words in each language.
    auto all_text = [](Language l) {
        const Help& h = help(l);
        std::string s = std::string(h.summary) + "\n";
        for (const HelpSection& sec : h.sections) {
            s += std::string(sec.title) + "\n" + sec.text + "\n";
            for (const char* p : sec.points) s += std::string(p) + "\n";
        }
        for (const HelpQuestion& q : h.questions) s += std::string(q.question) + q.answer;
        return s;
    };
    std::string en = all_text(Language::English);
    for (const char* word :
         {"8×8", "Black", "first", "diagonal", "eight directions", "pass", "draw", "Othello",
          "corner", "60 moves", "30 or 60 seconds", "rating", "Show legal moves"}) {
        EXPECT_NE(en.find(word), std::string::npos) << word;
    }
    std::string pt = all_text(Language::Portuguese);
    for (const char* word :
         {"8×8", "pretas", "primeira", "diagonal", "oito direções", "passa", "empate", "Othello",
          "canto", "60 jogadas", "30 ou 60 segundos", "pontuação", "Mostrar casas legais"}) {
        EXPECT_NE(pt.find(word), std::string::npos) << word;
    }
}

TEST(GameText, RankedPlayTexts) {
    game::RatingEntry win{3, game::Outcome::Win, 1200, 1220};
    EXPECT_EQ(rating_change_text(win), "1220 (+20)");
    game::RatingEntry loss{10, game::Outcome::Loss, 1220, 1215};
    EXPECT_EQ(rating_change_text(loss), "1215 (-5)");
    EXPECT_EQ(ranked_game_text(Language::English, 3, 1350), "Ranked game · Level 3 (rating 1350)");
    EXPECT_EQ(ranked_game_text(Language::Portuguese, 3, 1350),
              "Partida classificada · Nível 3 (pontuação 1350)");
    for (Language l : BOTH) {
        expect_drawable(ranked_game_text(l, 10, 2400));
        expect_drawable(date_text(l, 0, 0));
    }
}

TEST(GameText, Dates) {
    constexpr std::int64_t MAY_3_2024_0940 = 1714729200;  // 09:40 UTC
    EXPECT_EQ(date_text(Language::English, MAY_3_2024_0940, 0), "2024-05-03");
    EXPECT_EQ(date_text(Language::Portuguese, MAY_3_2024_0940, 0), "03/05/2024");
    EXPECT_EQ(date_text(Language::English, MAY_3_2024_0940, 15 * 60), "2024-05-04");   // UTC+15
    EXPECT_EQ(date_text(Language::English, MAY_3_2024_0940, -10 * 60), "2024-05-02");  // UTC-10
    EXPECT_EQ(date_text(Language::English, 1, 0), "1970-01-01");
    EXPECT_EQ(date_text(Language::English, 951782400, 0), "2000-02-29");  // a leap day
    EXPECT_EQ(date_text(Language::English, 4107542399, 0), "2100-02-28");
    EXPECT_EQ(date_text(Language::English, 0, 0), "–");  // unknown
}

TEST(GameText, ScreenReaderWords) {
    const int d3 = parse_square("d3"), e4 = parse_square("e4");
    EXPECT_EQ(square_label(Language::English, d3, 0, true, 1), "d3, empty, legal move, flips 1");
    EXPECT_EQ(square_label(Language::Portuguese, d3, 0, true, 3),
              "d3, vazia, jogada legal, vira 3");
    EXPECT_EQ(square_label(Language::English, d3, 0, false, 0), "d3, empty");
    EXPECT_EQ(square_label(Language::English, e4, 1, false, 0), "e4, black");
    EXPECT_EQ(square_label(Language::Portuguese, e4, -1, false, 0), "e4, branca");
    EXPECT_EQ(move_announcement(Language::English, Color::Black, d3, false, 1),
              "Black played d3 and flipped 1 disc");
    EXPECT_EQ(move_announcement(Language::English, Color::White, e4, true, 2),
              "White (CPU) played e4 and flipped 2 discs");
    EXPECT_EQ(move_announcement(Language::Portuguese, Color::White, e4, true, 2),
              "As brancas (CPU) jogaram e4 e viraram 2 pedras");
    for (Language l : BOTH) {
        expect_drawable(square_label(l, 63, 0, true, 12));
        expect_drawable(move_announcement(l, Color::Black, 0, true, 5));
        expect_drawable(board_name(l));
    }
}

TEST(GameText, AnalysisTexts) {
    EXPECT_EQ(hint_value_text(4), "+4");
    EXPECT_EQ(hint_value_text(0), "0");
    EXPECT_EQ(hint_value_text(-2), "\u22122");
    EXPECT_EQ(hints_text(Language::English, Color::White, false, false, 8, 12, false),
              "Hints: discs for White, depth 8 of 12\u2026");
    EXPECT_EQ(hints_text(Language::English, Color::Black, false, false, 12, 12, true),
              "Hints: discs for Black, depth 12");
    EXPECT_EQ(hints_text(Language::English, Color::Black, false, true, 3, 12, false),
              "Hints: discs for Black, from the opening book");
    EXPECT_EQ(hints_text(Language::Portuguese, Color::Black, false, true, 12, 12, true),
              "Dicas: pedras para as Pretas, do livro de aberturas");
    EXPECT_EQ(hints_text(Language::Portuguese, Color::White, true, false, 16, 12, true),
              "Dicas: pedras para as Brancas, exatas");
    EXPECT_EQ(evaluation_text(Language::English, -3), "Evaluation: White +3");
    EXPECT_EQ(evaluation_text(Language::English, 12), "Evaluation: Black +12");
    EXPECT_EQ(evaluation_text(Language::English, 0), "Evaluation: even");
    EXPECT_EQ(evaluation_text(Language::Portuguese, -3), "Avalia\u00e7\u00e3o: Brancas +3");
    EXPECT_EQ(evaluation_text(Language::Portuguese, 0), "Avalia\u00e7\u00e3o: equilibrada");
    EXPECT_EQ(reviewing_text(Language::English, 23, 60), "Reviewing\u2026 23 of 60 moves");
    EXPECT_EQ(reviewing_text(Language::Portuguese, 1, 60), "A analisar\u2026 1 de 60 jogadas");
    game::ReviewTotals totals;
    totals.moves = 30;
    totals.loss = 1400;
    totals.blunders = 1;
    totals.mistakes = 2;
    EXPECT_EQ(review_totals_text(Language::English, Color::Black, totals),
              "Black: 1 blunder, 2 mistakes, no inaccuracy; 14 discs lost in all");
    EXPECT_EQ(review_totals_text(Language::Portuguese, Color::White, totals),
              "Brancas: 1 erro grave, 2 erros, nenhuma imprecis\u00e3o; 14 pedras perdidas ao "
              "todo");
    game::MoveReview e;
    e.number = 12;
    e.move = parse_square("d3");
    e.best_move = parse_square("c4");
    e.value = -600;
    e.best_value = 200;
    e.loss = 800;
    e.mark = game::mark_of(e.loss);
    e.exact = true;
    e.best_line = {parse_square("c4"), NO_SQUARE, parse_square("e6")};
    EXPECT_EQ(review_move_text(Language::English, e),
              "12. d3: a mistake, 8 discs lost. Best: c4 (+2), then pass e6");
    e.exact = false;
    EXPECT_EQ(review_move_text(Language::Portuguese, e),
              "12. d3: um erro, cerca de 8 pedras perdidas. Melhor: c4 (+2), depois passa e6");
    e.loss = 40;  // less than half a disc
    e.mark = game::mark_of(e.loss);
    EXPECT_EQ(review_move_text(Language::English, e), "12. d3: as good as the best (c4, +2)");
    e.move = e.best_move;
    e.loss = 0;
    EXPECT_EQ(review_move_text(Language::English, e), "12. c4: the best move (+2)");
    e.book = true;
    EXPECT_EQ(review_move_text(Language::English, e), "12. c4: the best move (+2, opening book)");
    EXPECT_EQ(review_move_text(Language::Portuguese, e),
              "12. c4: a melhor jogada (+2, livro de aberturas)");
    EXPECT_STREQ(review_mark_symbol(game::MoveMark::Blunder), "??");
    EXPECT_STREQ(review_mark_symbol(game::MoveMark::None), "");
}

TEST(GameText, RecordTexts) {
    using game::GameResult;
    using game::Winner;
    EXPECT_EQ(viewing_text(Language::English, 23, 41), "Viewing move 23 of 41");
    EXPECT_EQ(viewing_text(Language::Portuguese, 23, 41), "A ver a jogada 23 de 41");
    EXPECT_EQ(viewing_text(Language::English, 0, 41), "Viewing the start (0 of 41)");
    const GameResult black_by_12{Winner::Black, 38, 26};
    EXPECT_EQ(side_result_text(Language::English, black_by_12, Color::Black, 3),
              "You won by 12 discs");
    EXPECT_EQ(side_result_text(Language::English, black_by_12, Color::White, 3),
              "Level 3 won by 12 discs");
    EXPECT_EQ(side_result_text(Language::Portuguese, black_by_12, Color::White, 3),
              "O nível 3 ganhou por 12 pedras");
    EXPECT_EQ(side_result_text(Language::Portuguese, black_by_12, Color::Black, 3),
              "Ganhou por 12 pedras");
    EXPECT_EQ(
        side_result_text(Language::English, GameResult{Winner::Draw, 32, 32}, Color::Black, 3),
        "Draw: 32 discs each");
    EXPECT_EQ(named_series_text(Language::English, game::SeriesScore{2, 1, 1}, "You", "Level 3"),
              "You 2 – 1 Level 3, 1 draw");
    EXPECT_EQ(player_name(Language::English, game::GamePlayer::cpu(5)), "Level 5 · Intermediate");
    EXPECT_EQ(player_name(Language::Portuguese, game::GamePlayer::you()), "Você");
    EXPECT_EQ(player_name(Language::English, game::GamePlayer::named("Ann")), "Ann");
}

TEST(GameText, RecordErrorsInBothLanguages) {
    auto bad = game::read_transcript("f5 d6 c3 a1");
    ASSERT_FALSE(bad);
    EXPECT_EQ(record_error_text(Language::English, bad.error),
              "move 4, a1: no disc would be flipped there");
    EXPECT_EQ(record_error_text(Language::Portuguese, bad.error),
              "jogada 4, a1: nenhuma pedra seria virada aí");
    // Every fault has a Portuguese sentence of its own.
    for (int f = 0; f <= static_cast<int>(game::RecordFault::Unfinished); ++f) {
        game::RecordError e{static_cast<game::RecordFault>(f), 3, "e3", Color::White};
        EXPECT_NE(record_error_text(Language::Portuguese, e), game::describe(e)) << f;
        EXPECT_TRUE(drawable_utf8(record_error_text(Language::Portuguese, e))) << f;
    }
    EXPECT_EQ(bad_link_text(Language::English, bad.error),
              "This link's game cannot be read (move 4, a1: no disc would be flipped there)");
    game::ImportReport report;
    report.added = 3;
    report.duplicates = 1;
    report.bad = 1;
    report.first_bad_line = 7;
    report.first_error = bad.error;
    EXPECT_EQ(import_report_text(Language::English, report),
              "3 games added, 1 already there, 1 bad line (line 7: move 4, a1: no disc would be "
              "flipped there)");
    EXPECT_EQ(archive_trimmed_text(Language::English, 12),
              "The device's storage is full: the 12 oldest games were removed from the archive");
}
