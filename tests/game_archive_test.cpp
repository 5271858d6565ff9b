// The archive of finished games: entries from a match, order, duplicates, the cap and shrinking,
// the save format (round trip, damage, cuts, other versions) and GGF export and import.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/archive.h"
#include "game/openings.h"
#include "game_helpers.h"

using namespace reversi;
using namespace reversi::game;
using reversi::test::moves_of;
using reversi::test::random_game;
using reversi::test::SHORT_GAME;

namespace {

ArchivedGame entry(const std::vector<int>& moves, std::int64_t date_ms,
                   GamePlayer black = GamePlayer::you(), GamePlayer white = GamePlayer::cpu(3),
                   bool ranked = false) {
    auto g = make_archived_game(moves, date_ms, black, white, ranked);
    EXPECT_TRUE(g) << describe(g.error);
    return *g.value;
}

void play_all(Match& m, const char* transcript) {
    std::int64_t now = 0;
    reversi::test::play_all(m, transcript, now);
}

// An archive with one of each kind of player, a ranked game and an unknown date.
Archive mixed_archive() {
    Archive a;
    a.add(entry(moves_of(SHORT_GAME), 1714731600123, GamePlayer::you(), GamePlayer::cpu(5), true));
    a.add(entry(random_game(1), 1714720000000, GamePlayer::player2(), GamePlayer::you()));
    a.add(entry(random_game(2), 0, GamePlayer::named("Logistello 100% ]x[\n\xC3\xA9"),
                GamePlayer::named("")));
    a.add(entry(random_game(3), 1600000000000, GamePlayer::cpu(10), GamePlayer::cpu(1)));
    return a;
}

std::vector<std::int64_t> dates(const Archive& a) {
    std::vector<std::int64_t> out;
    for (const ArchivedGame& g : a.games()) out.push_back(g.date_ms);
    return out;
}

}  // namespace

TEST(GameArchive, AnEntryFromAMatch) {
    Match m(Settings{}, 0);
    m.set_seat(Color::White, SeatKind::Cpu, 4, 0);
    EXPECT_FALSE(archived_game(m, 5));
    play_all(m, SHORT_GAME);
    auto g = archived_game(m, 1714731600000);
    ASSERT_TRUE(g);
    EXPECT_EQ(transcript_string(g->moves), SHORT_GAME);
    EXPECT_EQ(g->result, (GameResult{Winner::Black, 13, 0}));
    EXPECT_EQ(g->date_ms, 1714731600000);
    EXPECT_EQ(g->black, GamePlayer::you());
    EXPECT_EQ(g->white, GamePlayer::cpu(4));
    EXPECT_FALSE(g->ranked);
    auto opening = find_opening(g->moves);
    ASSERT_TRUE(opening);
    EXPECT_EQ(g->opening, opening->name);

    // Two humans: player A is "You", player B "Player 2", whatever their colours.
    Match two(Settings{}, 0);
    play_all(two, SHORT_GAME);
    ASSERT_TRUE(two.new_game(100));  // colours swap
    play_all(two, SHORT_GAME);
    auto second = archived_game(two, 1);
    ASSERT_TRUE(second);
    EXPECT_EQ(second->black, GamePlayer::player2());
    EXPECT_EQ(second->white, GamePlayer::you());

    // A ranked game.
    Match ranked(Settings{}, 0);
    ranked.set_seat(Color::White, SeatKind::Cpu, 2, 0);
    ASSERT_TRUE(ranked.new_game(0, true));
    play_all(ranked, SHORT_GAME);
    EXPECT_TRUE(archived_game(ranked, 1)->ranked);
}

TEST(GameArchive, OnlyFinishedGames) {
    auto unfinished = make_archived_game(moves_of("f5d6c3d3c4"), 0, GamePlayer::you(),
                                         GamePlayer::player2(), false);
    ASSERT_FALSE(unfinished);
    EXPECT_EQ(describe(unfinished.error), "the game is not finished: it stops after move 5");
    auto illegal = make_archived_game({parse_square("f5"), parse_square("a1")}, 0,
                                      GamePlayer::you(), GamePlayer::player2(), false);
    ASSERT_FALSE(illegal);
    EXPECT_EQ(describe(illegal.error), "move 2, a1: no disc would be flipped there");
}

TEST(GameArchive, DatesOutOfRangeAreUnknown) {
    EXPECT_EQ(entry(moves_of(SHORT_GAME), -5).date_ms, 0);
    EXPECT_EQ(entry(moves_of(SHORT_GAME), std::int64_t{1} << 60).date_ms, 0);
    auto g =
        from_ggf("(;GM[Othello]DT[999999999999]B[d3]W[c3]B[b3]W[d2]B[e1]W[d6]B[d7]W[e3]B[f4];)");
    ASSERT_TRUE(g);
    EXPECT_EQ(g->date_ms, 999999999999000);
}

TEST(GameArchive, MostRecentFirst) {
    Archive a;
    EXPECT_EQ(a.add(entry(random_game(1), 3000)), Archive::Added::Yes);
    EXPECT_EQ(a.add(entry(random_game(2), 1000)), Archive::Added::Yes);
    EXPECT_EQ(a.add(entry(random_game(3), 0)), Archive::Added::Yes);
    EXPECT_EQ(a.add(entry(random_game(4), 2000)), Archive::Added::Yes);
    EXPECT_EQ(a.add(entry(random_game(5), 2000)), Archive::Added::Yes);
    EXPECT_EQ(dates(a), (std::vector<std::int64_t>{3000, 2000, 2000, 1000, 0}));
    EXPECT_EQ(a.games()[1].moves, random_game(5));  // among equal dates, the last added first
}

TEST(GameArchive, NoDuplicates) {
    Archive a;
    const std::vector<int> game = random_game(7);
    ASSERT_EQ(a.add(entry(game, 1714731600000)), Archive::Added::Yes);
    // The same moves and date.
    EXPECT_EQ(a.add(entry(game, 1714731600000, GamePlayer::player2())), Archive::Added::Duplicate);
    // The same GGF record: the date differs by less than its second.
    EXPECT_EQ(a.add(entry(game, 1714731600999)), Archive::Added::Duplicate);
    // The same game played again another time, or another game at the same time, is new.
    EXPECT_EQ(a.add(entry(game, 1714731601000)), Archive::Added::Yes);
    EXPECT_EQ(a.add(entry(random_game(8), 1714731600000)), Archive::Added::Yes);
    EXPECT_EQ(a.size(), 3u);
    EXPECT_TRUE(a.contains(entry(game, 1714731600000)));
    // The cheap comparison agrees with the GGF records themselves.
    const GamePlayer players[] = {GamePlayer::you(), GamePlayer::cpu(5), GamePlayer::named("a\nb"),
                                  GamePlayer::named("a b")};
    const std::int64_t times[] = {0, 999, 1000, 1714731600000, 1714731600500, -1};
    for (const GamePlayer& p : players) {
        for (std::int64_t t : times) {
            for (bool ranked : {false, true}) {
                ArchivedGame x = entry(game, t, p, GamePlayer::you(), ranked);
                Archive one;
                one.add(entry(game, 1714731600000, GamePlayer::named("a b")));
                EXPECT_EQ(one.contains(x),
                          to_ggf(x) == to_ggf(one.games()[0]) || t == 1714731600000)
                    << to_ggf(x);
            }
        }
    }
}

TEST(GameArchive, TheNewestGamesAreKept) {
    Archive a;
    const std::vector<int> game = moves_of(SHORT_GAME);
    for (size_t i = 1; i <= Archive::CAPACITY + 5; ++i) {
        a.add(entry(game, std::int64_t(i) * 60000));
    }
    ASSERT_EQ(a.size(), Archive::CAPACITY);
    EXPECT_EQ(a.games().front().date_ms, std::int64_t(Archive::CAPACITY + 5) * 60000);
    EXPECT_EQ(a.games().back().date_ms, 6 * 60000);
    // Older than every game of a full archive: not kept.
    EXPECT_EQ(a.add(entry(game, 60000)), Archive::Added::TooOld);
    EXPECT_EQ(a.size(), Archive::CAPACITY);
    EXPECT_EQ(a.games().back().date_ms, 6 * 60000);

    // Shrinking for a full storage: the oldest go.
    EXPECT_EQ(a.drop_oldest(400), 400u);
    EXPECT_EQ(a.size(), Archive::CAPACITY - 400);
    EXPECT_EQ(a.games().front().date_ms, std::int64_t(Archive::CAPACITY + 5) * 60000);
    EXPECT_EQ(a.drop_oldest(5000), Archive::CAPACITY - 400);
    EXPECT_EQ(a.size(), 0u);
    EXPECT_EQ(a.drop_oldest(1), 0u);
}

TEST(GameArchive, AFullArchiveSavesSmall) {
    Archive a;
    for (std::uint32_t i = 0; a.size() < Archive::CAPACITY; ++i) {
        a.add(entry(random_game(i), 1714731600000 + i, GamePlayer::you(), GamePlayer::cpu(10)));
    }
    const std::string text = a.save();
    EXPECT_LT(text.size(), 200u * 1024) << text.size();
    auto back = Archive::load(text);
    EXPECT_EQ(back.problem, ArchiveProblem::None);
    EXPECT_EQ(back.archive, a);
}

TEST(GameArchive, SaveRoundTrip) {
    Archive a = mixed_archive();
    ASSERT_EQ(a.size(), 4u);
    const std::string text = a.save();
    EXPECT_EQ(
        text.rfind("reversi-archive 1\ngame 1714731600123 you cpu:5 1 d3c3b3d2e1d6d7e3f4 ", 0), 0u)
        << text;
    EXPECT_NE(text.find(" name:Logistello%20100%25%20]x[%0A\xC3\xA9 name: "), std::string::npos)
        << text;
    EXPECT_EQ(text.substr(text.size() - 6), "end 4\n");
    auto back = Archive::load(text);
    EXPECT_EQ(back.problem, ArchiveProblem::None);
    EXPECT_EQ(describe(back), "");
    EXPECT_EQ(back.archive, a);
    EXPECT_EQ(back.archive.save(), text);

    auto empty = Archive::load(Archive().save());
    EXPECT_EQ(empty.problem, ArchiveProblem::None);
    EXPECT_EQ(empty.archive.size(), 0u);
}

TEST(GameArchive, ForeignAndNewerTextsAreRefused) {
    for (const char* text : {"", "hello", "reversi-match 2\n", "reversi-archive\n",
                             "reversi-archive 0\nend 0\n", "reversi-archive x\nend 0\n"}) {
        auto r = Archive::load(text);
        EXPECT_EQ(r.problem, ArchiveProblem::NotAnArchive) << text;
        EXPECT_EQ(describe(r), "This text is not a saved archive of games.");
    }
    std::string newer = mixed_archive().save();
    newer.replace(0, 17, "reversi-archive 2");
    auto r = Archive::load(newer);
    EXPECT_EQ(r.problem, ArchiveProblem::NewerVersion);
    EXPECT_EQ(r.archive.size(), 0u);
    EXPECT_EQ(describe(r),
              "The archive of games was made by a newer version of the game (2) that this one "
              "cannot read.");
}

TEST(GameArchive, DamageCostsOnlyTheGamesItTouches) {
    const Archive a = mixed_archive();
    const std::string text = a.save();
    // A changed digit in the second game's moves.
    std::string bad = text;
    const size_t second = bad.find("\ngame ", bad.find("\ngame ") + 1) + 1;
    bad[bad.find(' ', second + 40) - 1] ^= 1;
    auto r = Archive::load(bad);
    EXPECT_EQ(r.problem, ArchiveProblem::Damaged);
    EXPECT_EQ(r.bad_lines, 1);
    EXPECT_EQ(r.first_bad_line, 3);
    EXPECT_EQ(r.archive.size(), 3u);
    EXPECT_EQ(describe(r),
              "The archive of games is damaged: 1 line could not be read (line 3 first); 3 games "
              "are kept.");
    // A whole line gone: the count tells.
    std::string missing = text;
    missing.erase(second, missing.find('\n', second) + 1 - second);
    r = Archive::load(missing);
    EXPECT_EQ(r.problem, ArchiveProblem::Damaged);
    EXPECT_EQ(r.archive.size(), 3u);
    EXPECT_EQ(describe(r), "The archive of games is damaged: games are missing; 3 games are kept.");
}

TEST(GameArchive, EveryChangedByteIsNoticed) {
    const std::string text = mixed_archive().save();
    for (size_t i = 0; i < text.size(); ++i) {
        std::string bad = text;
        bad[i] = bad[i] == 'x' ? 'y' : 'x';
        auto r = Archive::load(bad);
        ASSERT_NE(r.problem, ArchiveProblem::None) << "changed byte " << i;
        EXPECT_FALSE(describe(r).empty());
        EXPECT_LE(r.archive.size(), 4u);
    }
}

TEST(GameArchive, ACutKeepsTheGamesBeforeIt) {
    const Archive a = mixed_archive();
    const std::string text = a.save();
    for (size_t n = 0; n + 1 < text.size(); ++n) {
        auto r = Archive::load(text.substr(0, n));
        ASSERT_NE(r.problem, ArchiveProblem::None) << "cut at " << n;
        for (const ArchivedGame& g : r.archive.games()) EXPECT_TRUE(a.contains(g));
    }
    auto r = Archive::load(text.substr(0, text.rfind("game ")));
    EXPECT_EQ(r.problem, ArchiveProblem::CutOff);
    EXPECT_EQ(r.archive.size(), 3u);
    EXPECT_EQ(describe(r), "The archive of games was cut off before its end; 3 games are kept.");
    // Only the last line end missing: nothing is lost.
    EXPECT_EQ(Archive::load(text.substr(0, text.size() - 1)).problem, ArchiveProblem::None);
}

TEST(GameArchive, GgfOfAnEntry) {
    ArchivedGame g =
        entry(moves_of(SHORT_GAME), 1714731600123, GamePlayer::you(), GamePlayer::cpu(5), true);
    EXPECT_EQ(to_ggf(g),
              "(;GM[Othello]PC[Reversi/ranked]DT[2024.05.03_10:20:00.UTC]PB[You]PW[Level 5]TY[8]"
              "RE[+64.000]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- "
              "-------- *]B[D3]W[C3]B[B3]W[D2]B[E1]W[D6]B[D7]W[E3]B[F4];)");
    auto back = from_ggf(to_ggf(g));
    ASSERT_TRUE(back) << describe(back.error);
    g.date_ms = 1714731600000;  // GGF dates are whole seconds
    EXPECT_EQ(*back, g);
    EXPECT_EQ(player_from_ggf_name("Level 3"), GamePlayer::cpu(3));
    EXPECT_EQ(player_from_ggf_name("Level 11"), GamePlayer::named("Level 11"));
    EXPECT_EQ(player_from_ggf_name("Level 0"), GamePlayer::named("Level 0"));
    EXPECT_EQ(player_from_ggf_name("Player 2"), GamePlayer::player2());
    EXPECT_EQ(player_from_ggf_name("you"), GamePlayer::named("you"));
}

TEST(GameArchive, ExportAndImport) {
    const Archive a = mixed_archive();
    const std::string file = a.export_ggf();
    EXPECT_EQ(std::count(file.begin(), file.end(), '\n'), 4);
    Archive b;
    ImportReport r = b.import_ggf(file);
    EXPECT_EQ(r.added, 4);
    EXPECT_EQ(r.bad, 0);
    EXPECT_EQ(describe(r), "4 games added.");
    ASSERT_EQ(b.size(), 4u);
    for (size_t i = 0; i < 4; ++i) {
        ArchivedGame expected = a.games()[i];
        expected.date_ms -= expected.date_ms % 1000;
        if (expected.black.kind == GamePlayer::Kind::Named) {
            expected.black.name = "Logistello 100% ]x[ \xC3\xA9";  // GGF records are one line
        }
        EXPECT_EQ(b.games()[i], expected) << i;
    }
    // Imported again, or into the archive it came from: all already there.
    r = b.import_ggf(file);
    EXPECT_EQ(r.duplicates, 4);
    EXPECT_EQ(r.added, 0);
    Archive c = a;
    r = c.import_ggf(file);
    EXPECT_EQ(r.duplicates, 4);
    EXPECT_EQ(describe(r), "0 games added, 4 already there.");
    EXPECT_EQ(c, a);
}

TEST(GameArchive, ImportCountsBadLines) {
    const std::string good = to_ggf(entry(random_game(11), 1714731600000));
    const std::string other = to_ggf(entry(random_game(12), 1714731700000));
    const std::string file = good + "\r\n\n   \n" + "hello\n" +
                             "(;GM[Othello]B[f5]W[d6]B[c3];)\n" +  // not finished
                             "(;GM[Othello]B[f5]W[d6]B[a1];)\n" + other + "\n" + good + "\n";
    Archive a;
    ImportReport r = a.import_ggf(file);
    EXPECT_EQ(r.added, 2);
    EXPECT_EQ(r.duplicates, 1);
    EXPECT_EQ(r.bad, 3);
    EXPECT_EQ(r.first_bad_line, 4);
    EXPECT_EQ(r.first_error.fault, RecordFault::NotGgf);
    EXPECT_EQ(describe(r),
              "2 games added, 1 already there, 3 bad lines (line 4: not a GGF game record: it has "
              "no \"(;\").");
    ImportReport one = Archive().import_ggf("(;GM[Othello]B[f5]W[d6]B[a1];)");
    EXPECT_EQ(describe(one),
              "0 games added, 1 bad line (line 1: move 3, a1: no disc would be flipped there).");
    // Into a full archive, older games are counted apart.
    Archive full;
    for (size_t i = 1; i <= Archive::CAPACITY; ++i) {
        full.add(entry(moves_of(SHORT_GAME), 1800000000000 + std::int64_t(i) * 60000));
    }
    r = full.import_ggf(good);
    EXPECT_EQ(r.too_old, 1);
    EXPECT_EQ(describe(r), "0 games added, 1 older than every game kept.");
}
