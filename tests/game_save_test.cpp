// Leaving and coming back: the whole match saved as text after a move and loaded back exactly;
// damaged, truncated, foreign and other-version saves refused with a reason; saves of the
// previous version still load.
#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <string>

#include "game/match.h"

using namespace reversi;
using namespace reversi::game;

namespace {

// A match with some of everything: settings, a CPU seat, a finished game in the series, a
// ranked game in progress with a timeout and a pass.
Match busy_match(std::int64_t& now) {
    Settings s{false, true, TurnTime::Seconds60, Language::Portuguese, 5};
    Match m(s, now);
    m.set_seat(Color::White, SeatKind::Cpu, 6, now);
    auto first = parse_transcript("d3c3b3d2e1d6d7e3f4", Position::start());
    for (int sq : *first) {
        now += 700;
        if (auto req = m.cpu_request()) {
            m.apply_cpu_move(sq, req->turn, now);
        } else {
            m.play(sq, now);
        }
    }
    m.new_game(now, true);  // colours swap: the CPU has Black
    auto second = parse_transcript("c4c3e6d6c6b4a4a5c2a3f4e3f7f6f5g7c1g3f3g4b7a8h5h4d3g2e7d2",
                                   Position::start());
    for (size_t i = 0; i < second->size(); ++i) {
        int sq = (*second)[i];
        now += 900;
        if (auto req = m.cpu_request()) {
            m.apply_cpu_move(sq, req->turn, now);
        } else if (i == 3) {
            m.tick(now += 60000);  // the human lets the clock run out once
            m.apply_cpu_move(sq, m.cpu_request()->turn, now);
        } else {
            m.play(sq, now);
        }
    }
    return m;
}

}  // namespace

TEST(GameSave, FreshMatchRoundTrip) {
    Match m(Settings{}, 0);
    std::string text = m.save(0);
    EXPECT_EQ(text.rfind("reversi-match 2\n", 0), 0u);
    auto back = Match::load(text);
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(*back, m);
    EXPECT_EQ(back->save(0), text);
}

TEST(GameSave, BusyMatchRoundTrip) {
    std::int64_t now = 5000;
    Match m = busy_match(now);
    ASSERT_EQ(m.series().wins_a, 1);
    ASSERT_TRUE(m.ranked());
    ASSERT_EQ(m.player_at(Color::Black), PlayerId::B);
    bool has_timeout = false, has_pass = false;
    for (const Event& e : m.events()) {
        has_timeout |= e.kind == EventKind::TimeoutMove;
        has_pass |= e.kind == EventKind::Pass;
    }
    ASSERT_TRUE(has_timeout);
    ASSERT_TRUE(has_pass);
    ASSERT_TRUE(m.human_to_move());

    std::string text = m.save(now + 12345);
    auto back = Match::load(text);
    ASSERT_TRUE(back) << back.error << "\n" << text;
    EXPECT_EQ(*back, m);
    EXPECT_EQ(back->settings(), m.settings());
    EXPECT_EQ(back->position(), m.position());
    EXPECT_EQ(back->moves(), m.moves());
    EXPECT_EQ(back->events(), m.events());
    EXPECT_EQ(back->series(), m.series());
    EXPECT_EQ(back->player(PlayerId::A), m.player(PlayerId::A));
    EXPECT_EQ(back->player(PlayerId::B), m.player(PlayerId::B));
    EXPECT_EQ(back->turn(), m.turn());
    // Saving the loaded match gives the same text.
    EXPECT_EQ(back->save(0), text);
    // The loaded match is paused with the time that was left when it was saved.
    EXPECT_TRUE(back->paused());
    EXPECT_EQ(back->time_left_ms(999999999), 60000 - 12345);
    back.value->resume(777);
    EXPECT_EQ(back->time_left_ms(1777), 60000 - 13345);
    // Play goes on.
    int sq = lowest_square(back->position().board.moves());
    EXPECT_EQ(back.value->play(sq, 2000), PlayStatus::Ok);
}

TEST(GameSave, RatingSurvives) {
    std::int64_t now = 0;
    Match m(Settings{}, now);
    m.set_seat(Color::White, SeatKind::Cpu, 2, now);
    m.new_game(now, true);
    auto moves = parse_transcript("d3c3b3d2e1d6d7e3f4", Position::start());
    for (int sq : *moves) {
        if (auto req = m.cpu_request()) {
            m.apply_cpu_move(sq, req->turn, ++now);
        } else {
            m.play(sq, ++now);
        }
    }
    ASSERT_EQ(m.rating().games(), 1);
    auto back = Match::load(m.save(now));
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(back->rating(), m.rating());
    EXPECT_TRUE(back->game_over());
    EXPECT_EQ(back->result(), m.result());
    // Loading does not count the finished game a second time.
    EXPECT_EQ(back->series(), m.series());
}

TEST(GameSave, PendingTimeoutAndHandedSeatSurvive) {
    Settings s;
    s.turn_time = TurnTime::Seconds30;
    Match m(s, 0);
    std::int64_t now = 0;
    for (int round = 0; round < 2; ++round) {
        m.tick(now += 30000);
        m.apply_cpu_move(lowest_square(m.position().board.moves()), m.cpu_request()->turn, now);
        m.play(lowest_square(m.position().board.moves()), now += 10);
    }
    ASSERT_TRUE(m.seat_handed(Color::Black));
    auto handed = Match::load(m.save(now));
    ASSERT_TRUE(handed) << handed.error;
    EXPECT_TRUE(handed->seat_handed(Color::Black));
    EXPECT_EQ(handed->cpu_turn_reason(), CpuReason::HandedSeat);

    Match n(s, 0);
    n.tick(30000);
    auto pending = Match::load(n.save(30000));
    ASSERT_TRUE(pending) << pending.error;
    EXPECT_EQ(pending->cpu_turn_reason(), CpuReason::Timeout);
}

TEST(GameSave, ForeignTextIsRefused) {
    for (const char* text : {"", "hello", "{\"board\":1}", "reversi-matchx 1\n"}) {
        auto r = Match::load(text);
        EXPECT_FALSE(r) << text;
        EXPECT_EQ(r.error, "This text is not a saved Reversi game.");
    }
}

TEST(GameSave, OlderAndNewerVersionsAreRefused) {
    std::string text = Match(Settings{}, 0).save(0);
    std::string old = "reversi-match 0" + text.substr(text.find('\n'));
    auto r = Match::load(old);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error.find("older version"), std::string::npos) << r.error;
    std::string newer = "reversi-match 3" + text.substr(text.find('\n'));
    r = Match::load(newer);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error.find("newer version"), std::string::npos) << r.error;
}

TEST(GameSave, EveryTruncationIsRefused) {
    std::int64_t now = 100;
    std::string text = busy_match(now).save(now);
    for (size_t n = 0; n < text.size(); ++n) {
        auto r = Match::load(text.substr(0, n));
        ASSERT_FALSE(r) << "cut at " << n;
        EXPECT_FALSE(r.error.empty());
        EXPECT_EQ(r.error.back(), '.') << r.error;
    }
    auto r = Match::load(text.substr(0, text.size() - 30));
    EXPECT_NE(r.error.find("cut off"), std::string::npos) << r.error;
}

TEST(GameSave, EveryChangedByteIsRefused) {
    std::int64_t now = 100;
    std::string text = busy_match(now).save(now);
    for (size_t i = 0; i < text.size(); ++i) {
        std::string bad = text;
        bad[i] = bad[i] == 'x' ? 'y' : 'x';
        auto r = Match::load(bad);
        ASSERT_FALSE(r) << "changed byte " << i;
        EXPECT_FALSE(r.error.empty());
    }
}

namespace {

// Replaces the line that starts with `key` (the checksum then no longer matches; see resign).
std::string replace_line(const std::string& text, const std::string& key, const std::string& line) {
    size_t at = text.find("\n" + key + " ");
    if (at == std::string::npos) at = text.find("\n" + key + "\n");
    ++at;
    size_t end = text.find('\n', at);
    return text.substr(0, at) + line + text.substr(end);
}

// Rewrites the checksum so that only the content checks can catch an error.
std::string resign(const std::string& text) {
    // FNV-1a 32 of every byte before the "sum" line, as documented in match_save.cpp.
    size_t at = text.rfind("\nsum ") + 1;
    std::string body = text.substr(0, at);
    std::uint32_t h = 2166136261u;
    for (char c : body) {
        h ^= static_cast<unsigned char>(c);
        h *= 16777619u;
    }
    char buf[9];
    std::snprintf(buf, sizeof buf, "%08x", h);
    return body + "sum " + buf + "\n";
}

}  // namespace

TEST(GameSave, ResignedSaveLoads) {
    std::string text = Match(Settings{}, 0).save(0);
    EXPECT_EQ(resign(text), text);
}

TEST(GameSave, IllegalMovesAreCaughtByReplay) {
    std::string text = Match(Settings{}, 0).save(0);
    auto r = Match::load(resign(replace_line(text, "moves", "moves f5h f5h")));
    ASSERT_FALSE(r);
    EXPECT_NE(r.error.find("move 2 (f5h) is not legal"), std::string::npos) << r.error;
    r = Match::load(resign(replace_line(text, "moves", "moves a1h")));
    ASSERT_FALSE(r);
    r = Match::load(resign(replace_line(text, "moves", "moves f5q")));
    ASSERT_FALSE(r);
    r = Match::load(resign(replace_line(text, "moves", "moves f5h f6c")));
    ASSERT_TRUE(r) << r.error;
    EXPECT_EQ(r->moves().size(), 2u);
}

TEST(GameSave, InconsistentContentIsRefused) {
    std::string text = Match(Settings{}, 0).save(0);
    const std::pair<const char*, const char*> cases[] = {
        {"settings", "settings turn_time=45"},
        {"player", "player A robot 3 0 0"},
        {"player", "player A cpu 3 1 0"},  // a CPU seat cannot be handed over
        {"player", "player A human 11 0 0"},
        {"black", "black C"},
        {"ranked", "ranked 1"},  // two humans cannot play ranked
        {"series", "series 1 2"},
        {"rating", "rating 1300"},
        {"events", "events p:X:-:0"},   // a pass that the moves do not cause
        {"events", "events t:X:f5:1"},  // a timeout without its move
        {"turn", "turn 5 timeout 2 used 0"},
        {"turn", "turn 5 timeout 0 used -3"},
    };
    for (const auto& [key, line] : cases) {
        auto r = Match::load(resign(replace_line(text, key, line)));
        EXPECT_FALSE(r) << line;
        EXPECT_NE(r.error.find("damaged"), std::string::npos) << r.error;
    }
}

TEST(GameSave, OnlyAPresentHumanCanTimeOut) {
    Settings s;
    s.turn_time = TurnTime::Seconds30;
    Match m(s, 0);
    ASSERT_TRUE(m.tick(30000));
    std::string text = m.save(30000);
    ASSERT_TRUE(Match::load(text));
    EXPECT_FALSE(Match::load(resign(replace_line(text, "player", "player A cpu 3 0 0"))));
    EXPECT_FALSE(Match::load(resign(replace_line(text, "player", "player A human 3 1 0"))));
}

TEST(GameSave, MissingPassIsRefused) {
    // Ten moves after which Black must pass: the save records the pass; without it, refused.
    Match m(Settings{}, 0);
    auto moves = parse_transcript("c4c3e6d6c6b4a4a5c2a3", Position::start());
    for (int sq : *moves) m.play(sq, 1);
    ASSERT_EQ(m.events().size(), 1u);
    std::string text = m.save(2);
    ASSERT_TRUE(Match::load(text));
    auto r = Match::load(resign(replace_line(text, "events", "events")));
    ASSERT_FALSE(r);
    EXPECT_NE(r.error.find("passes"), std::string::npos) << r.error;
}

TEST(GameSave, MangledContentNeverCrashes) {
    // Changes bytes inside the content and re-signs it, so that every field parser sees
    // nonsense; loading may succeed or fail, but must give a reason when it fails.
    std::int64_t now = 100;
    std::string text = busy_match(now).save(now);
    size_t content_end = text.rfind("\nsum ");
    const char replacements[] = {'0', '9', ' ', '\n', ':', '-', 'a', 'h', 'X', 'O', '='};
    std::uint32_t seed = 12345;
    for (int round = 0; round < 3000; ++round) {
        std::string bad = text;
        for (int k = 0; k < 1 + round % 3; ++k) {
            seed = seed * 1664525u + 1013904223u;
            size_t at = (seed >> 8) % content_end;
            bad[at] = replacements[(seed >> 4) % sizeof replacements];
        }
        auto r = Match::load(resign(bad));
        EXPECT_TRUE(r || !r.error.empty());
    }
}

TEST(GameSave, RatingCanBeRestoredIntoANewMatch) {
    Rating kept;
    record_ranked_game(kept, 3, Outcome::Win);
    Match m(Settings{}, 0);
    m.restore_rating(kept);
    EXPECT_EQ(m.rating(), kept);
    auto back = Match::load(m.save(0));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->rating(), kept);
}

TEST(GameSave, EveryStepOfALongSessionRoundTrips) {
    // Several games of a human against the CPU with a turn clock, as the app saves them after
    // every change: timeouts, hand-overs, reclaims, undos and new games included.
    Settings s;
    s.turn_time = TurnTime::Seconds30;
    Match m(s, 0);
    m.set_seat(Color::White, SeatKind::Cpu, 4, 0);
    std::int64_t now = 0;
    std::uint32_t seed = 7;
    auto next = [&seed](std::uint32_t n) {
        seed = seed * 1664525u + 1013904223u;
        return (seed >> 8) % n;
    };
    int games = 0;
    std::set<EventKind> seen;
    auto random_move = [&next](const Position& p) {
        Bitboard moves = p.board.moves();
        for (std::uint32_t k = next(static_cast<std::uint32_t>(popcount(moves))); k > 0; --k) {
            moves &= moves - 1;
        }
        return lowest_square(moves);
    };
    for (int step = 0; step < 3000 && games < 8; ++step) {
        now += 100;
        for (Color c : {Color::Black, Color::White}) {
            if (m.seat_handed(c) && next(4) == 0) m.reclaim_seat(c, now);
        }
        if (m.game_over()) {
            ++games;
            ASSERT_TRUE(m.new_game(now, games % 2 == 1));
        } else if (auto req = m.cpu_request()) {
            ASSERT_TRUE(m.apply_cpu_move(random_move(req->position), req->turn, now));
        } else {
            std::uint32_t action = next(8);
            if (action == 0) {
                m.tick(now += 30000);
            } else if (action == 1 && m.can_undo()) {
                m.undo(now);
            } else if (action == 2 && m.can_redo()) {
                m.redo(now);
            } else {
                ASSERT_EQ(m.play(random_move(m.position()), now), PlayStatus::Ok);
            }
        }
        std::string text = m.save(now);
        auto back = Match::load(text);
        ASSERT_TRUE(back) << back.error << "\n" << text;
        ASSERT_EQ(*back, m) << text;
        ASSERT_EQ(back->save(now), text);
        for (const Event& e : m.events()) seen.insert(e.kind);
    }
    EXPECT_EQ(seen.size(), 4u);  // timeouts, hand-overs, reclaims and passes all happened
    EXPECT_GE(games, 2);
    EXPECT_GE(m.series().games(), 2);
}

TEST(GameSave, VersionOneSavesStillLoad) {
    // Written by the version-1 format (before the redo line): a human against CPU level 4 with a
    // 30-second turn, ten moves after which Black had to pass, 2.5 s used in White's turn.
    const std::string v1 =
        "reversi-match 1\n"
        "settings show_legal_moves=1 alternate_colors=1 turn_time=30 language=en cpu_level=3\n"
        "player A human 3 0 0\n"
        "player B cpu 4 0 0\n"
        "black A\n"
        "ranked 0\n"
        "series 0 0 0\n"
        "rating 1200\n"
        "moves c4h c3c e6h d6c c6h b4c a4h a5c c2h a3c\n"
        "events p:X:-:10\n"
        "turn 11 timeout 0 used 2500\n"
        "sum 282c4a12\n";
    auto old = Match::load(v1);
    ASSERT_TRUE(old) << old.error;
    EXPECT_EQ(transcript_string(old->move_squares()), "c4c3e6d6c6b4a4a5c2a3");
    EXPECT_EQ(old->moves()[1].source, MoveSource::Cpu);
    EXPECT_EQ(old->player(PlayerId::B).cpu_level, 4);
    ASSERT_EQ(old->events().size(), 1u);
    EXPECT_EQ(old->events()[0].kind, EventKind::Pass);
    EXPECT_EQ(old->cpu_turn_reason(), CpuReason::CpuSeat);
    EXPECT_FALSE(old->can_redo());
    EXPECT_EQ(old->turn(), 11u);
    // Saved again, it is a version-2 save of the same match.
    std::string text = old->save(0);
    EXPECT_EQ(text.rfind("reversi-match 2\n", 0), 0u);
    EXPECT_NE(text.find("\nredo\nturn 11 timeout 0 used 2500\n"), std::string::npos) << text;
    auto again = Match::load(text);
    ASSERT_TRUE(again) << again.error;
    EXPECT_EQ(*again, *old);
    // A version-1 save with a redo line is damaged.
    std::string extra = v1;
    extra.insert(extra.find("turn 11"), "redo\n");
    auto bad = Match::load(resign(extra));
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error.find("damaged"), std::string::npos) << bad.error;
}

TEST(GameSave, TheRedoLineSurvives) {
    Match m(Settings{}, 0);
    m.set_seat(Color::White, SeatKind::Cpu, 2, 0);
    auto moves = parse_transcript("f5d6c3d3c4f4", Position::start());
    std::int64_t now = 0;
    for (int sq : *moves) {
        if (auto req = m.cpu_request()) {
            m.apply_cpu_move(sq, req->turn, ++now);
        } else {
            m.play(sq, ++now);
        }
    }
    ASSERT_TRUE(m.undo(++now));
    ASSERT_TRUE(m.undo(++now));
    ASSERT_EQ(m.redo_moves().size(), 4u);
    std::string text = m.save(now);
    EXPECT_NE(text.find("\nredo c3h d3c c4h f4c\n"), std::string::npos) << text;
    auto back = Match::load(text);
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(*back, m);
    EXPECT_EQ(back->redo_moves(), m.redo_moves());
    ASSERT_TRUE(back.value->redo(now));
    EXPECT_EQ(transcript_string(back->move_squares()), "f5d6c3d3");
}

TEST(GameSave, BadRedoLinesAreRefused) {
    Match m(Settings{}, 0);
    m.play(parse_square("f5"), 1);
    std::string text = m.save(2);
    for (const char* line : {"redo a1h",       // not legal after the moves
                             "redo d6c",       // the line must begin with a human's move
                             "redo d6h f4x",   // a bad source
                             "redo d6h d6h"})  // not legal twice
    {
        auto r = Match::load(resign(replace_line(text, "redo", line)));
        EXPECT_FALSE(r) << line;
        EXPECT_NE(r.error.find("damaged"), std::string::npos) << r.error;
    }
    auto ok = Match::load(resign(replace_line(text, "redo", "redo d6h c3c")));
    ASSERT_TRUE(ok) << ok.error;
    EXPECT_TRUE(ok->can_redo());
    // A ranked game keeps no redo line.
    Match ranked(Settings{}, 0);
    ranked.set_seat(Color::White, SeatKind::Cpu, 2, 0);
    ranked.new_game(0, true);
    ranked.play(parse_square("f5"), 1);
    auto r = Match::load(resign(replace_line(ranked.save(2), "redo", "redo d6h")));
    ASSERT_FALSE(r);
    EXPECT_NE(r.error.find("damaged"), std::string::npos) << r.error;
}
