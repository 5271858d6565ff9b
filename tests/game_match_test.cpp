// A match as players live it: seats, moves, passes, the end and its result, the series score,
// alternating colours, CPU requests, undo and ranked games.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/match.h"

using namespace reversi;
using namespace reversi::game;

namespace {

// Nine moves and Black has every disc: 13-0.
constexpr const char* SHORT_GAME = "d3c3b3d2e1d6d7e3f4";
// A full board, 32-32.
constexpr const char* DRAW_GAME =
    "c4e3f6c6e6b4e2g7g6f3g3g2g4e1g8h5d3c2d1f7g5h3g1c1b7f5d6c7e7e8d7b8h6h7d8a8h8h1f8f1a7b6f4c8b3b5"
    "f2h4a5b2a2a6h2a4c3c5d2a1a3b1";
// White wins 38-26, no pass.
constexpr const char* WHITE_BY_12 =
    "d3c3f5f6e6f4g7c5f3f7d6e3g8g6h6h8g5c6e2g2d7h4h7d2h5d8b5e7b6b4b3a7c2f8g3c7c4f2h3h2g4a5c8a4a6"
    "b8a3d1f1e1c1b7g1e8a8a2b2b1a1h1";
// Black has no move after the 10th move (White's), so White plays twice in a row.
constexpr const char* PASS_GAME =
    "c4c3e6d6c6b4a4a5c2a3f4e3f7f6f5g7c1g3f3g4b7a8h5h4d3g2e7d2c5e8e1b3h7b1b6d7c7h6b8d1a1f8g6g5h3"
    "e2g1c8d8a7f2b5b2f1h8h1a2g8a6h2";

std::vector<int> squares(const char* transcript) {
    auto moves = parse_transcript(transcript, Position::start());
    EXPECT_TRUE(moves) << moves.error;
    return moves ? *moves : std::vector<int>{};
}

// Plays a transcript by clicks (both seats human), one second per move.
void click_all(Match& m, const char* transcript, std::int64_t& now) {
    for (int sq : squares(transcript)) {
        now += 1000;
        ASSERT_EQ(m.play(sq, now), PlayStatus::Ok) << square_name(sq);
    }
}

// Answers every CPU request with the given squares, and clicks for humans.
void play_through(Match& m, const std::vector<int>& moves, std::int64_t& now) {
    for (int sq : moves) {
        now += 1000;
        if (auto req = m.cpu_request()) {
            ASSERT_TRUE(m.apply_cpu_move(sq, req->turn, now));
        } else {
            ASSERT_EQ(m.play(sq, now), PlayStatus::Ok);
        }
    }
}

}  // namespace

TEST(GameMatch, StartsWithTwoHumansAndBlackToMove) {
    Match m;
    EXPECT_EQ(m.player_at(Color::Black), PlayerId::A);
    EXPECT_EQ(m.player_at(Color::White), PlayerId::B);
    EXPECT_EQ(m.color_of(PlayerId::B), Color::White);
    EXPECT_EQ(m.seat(Color::Black).kind, SeatKind::Human);
    EXPECT_EQ(m.to_move(), Color::Black);
    EXPECT_TRUE(m.human_to_move());
    EXPECT_FALSE(m.needs_cpu_move());
    EXPECT_EQ(m.black_discs(), 2);
    EXPECT_EQ(m.white_discs(), 2);
    EXPECT_EQ(popcount(m.clickable_moves()), 4);
    EXPECT_FALSE(m.game_over());
    EXPECT_FALSE(m.result());
    EXPECT_TRUE(m.moves().empty());
    EXPECT_FALSE(m.latest_event());
    EXPECT_EQ(m.series().games(), 0);
}

TEST(GameMatch, ClicksPlayLegalMovesOnly) {
    Match m;
    EXPECT_EQ(m.play(parse_square("a1"), 10), PlayStatus::Illegal);
    EXPECT_EQ(m.play(-1, 10), PlayStatus::Illegal);
    EXPECT_EQ(m.play(64, 10), PlayStatus::Illegal);
    EXPECT_EQ(m.play(parse_square("f5"), 10), PlayStatus::Ok);
    EXPECT_EQ(m.to_move(), Color::White);
    EXPECT_EQ(m.black_discs(), 4);
    EXPECT_EQ(m.white_discs(), 1);
    ASSERT_EQ(m.moves().size(), 1u);
    EXPECT_EQ(m.moves()[0], (MoveRecord{parse_square("f5"), Color::Black, MoveSource::Human}));
}

TEST(GameMatch, ShortGameEndsWithResult) {
    Match m;
    std::int64_t now = 0;
    click_all(m, SHORT_GAME, now);
    ASSERT_TRUE(m.game_over());
    auto r = m.result();
    ASSERT_TRUE(r);
    EXPECT_EQ(r->winner, Winner::Black);
    EXPECT_EQ(r->black_discs, 13);
    EXPECT_EQ(r->white_discs, 0);
    EXPECT_EQ(r->margin(), 13);
    EXPECT_EQ(m.play(parse_square("a1"), now), PlayStatus::GameOver);
    EXPECT_FALSE(m.needs_cpu_move());
    EXPECT_FALSE(m.human_to_move());
    EXPECT_EQ(m.clickable_moves(), 0u);
    EXPECT_EQ(m.series(), (SeriesScore{1, 0, 0}));
}

TEST(GameMatch, DrawOnAFullBoard) {
    Match m;
    std::int64_t now = 0;
    click_all(m, DRAW_GAME, now);
    auto r = m.result();
    ASSERT_TRUE(r);
    EXPECT_EQ(r->winner, Winner::Draw);
    EXPECT_EQ(r->black_discs, 32);
    EXPECT_EQ(r->margin(), 0);
    EXPECT_EQ(m.series(), (SeriesScore{0, 0, 1}));
}

TEST(GameMatch, WhiteWinsByTwelve) {
    Match m;
    std::int64_t now = 0;
    click_all(m, WHITE_BY_12, now);
    auto r = m.result();
    ASSERT_TRUE(r);
    EXPECT_EQ(r->winner, Winner::White);
    EXPECT_EQ(r->margin(), 12);
    EXPECT_EQ(r->black_discs + r->white_discs, 64);
    EXPECT_EQ(m.series(), (SeriesScore{0, 1, 0}));
}

TEST(GameMatch, PassIsRecorded) {
    Match m;
    std::int64_t now = 0;
    std::vector<int> moves = squares(PASS_GAME);
    for (size_t i = 0; i < 10; ++i) ASSERT_EQ(m.play(moves[i], ++now), PlayStatus::Ok);
    // Black has no move: White moves again.
    EXPECT_EQ(m.to_move(), Color::White);
    auto e = m.latest_event();
    ASSERT_TRUE(e);
    EXPECT_EQ(*e, (Event{EventKind::Pass, Color::Black, NO_SQUARE, 10}));
    for (size_t i = 10; i < moves.size(); ++i) ASSERT_EQ(m.play(moves[i], ++now), PlayStatus::Ok);
    EXPECT_TRUE(m.game_over());
    int passes = 0;
    for (const Event& ev : m.events()) passes += ev.kind == EventKind::Pass;
    EXPECT_EQ(passes, 1);
    // The moves list keeps each mover's colour: moves 10 and 11 are both White's.
    EXPECT_EQ(m.moves()[9].color, Color::White);
    EXPECT_EQ(m.moves()[10].color, Color::White);
}

TEST(GameMatch, AlternatingColoursSwapsPlayersAfterAFinishedGame) {
    Match m;
    std::int64_t now = 0;
    click_all(m, SHORT_GAME, now);  // A (Black) wins
    ASSERT_TRUE(m.new_game(now));
    EXPECT_EQ(m.player_at(Color::Black), PlayerId::B);
    EXPECT_EQ(m.color_of(PlayerId::A), Color::White);
    click_all(m, SHORT_GAME, now);  // B (Black now) wins
    EXPECT_EQ(m.series(), (SeriesScore{1, 1, 0}));
    ASSERT_TRUE(m.new_game(now));
    EXPECT_EQ(m.player_at(Color::Black), PlayerId::A);
}

TEST(GameMatch, ColoursStayWhenAlternatingIsOff) {
    Settings s;
    s.alternate_colors = false;
    Match m(s);
    std::int64_t now = 0;
    click_all(m, SHORT_GAME, now);
    ASSERT_TRUE(m.new_game(now));
    EXPECT_EQ(m.player_at(Color::Black), PlayerId::A);
    click_all(m, SHORT_GAME, now);
    EXPECT_EQ(m.series(), (SeriesScore{2, 0, 0}));
}

TEST(GameMatch, AbandonedGameNeitherSwapsNorCounts) {
    Match m;
    m.play(parse_square("f5"), 1);
    ASSERT_TRUE(m.new_game(2));
    EXPECT_EQ(m.player_at(Color::Black), PlayerId::A);
    EXPECT_TRUE(m.moves().empty());
    EXPECT_EQ(m.series().games(), 0);
}

TEST(GameMatch, SeatsFollowTheirPlayerAcrossGames) {
    Match m;
    std::int64_t now = 0;
    ASSERT_TRUE(m.set_seat(Color::White, SeatKind::Cpu, 5, now));
    EXPECT_EQ(m.player(PlayerId::B).kind, SeatKind::Cpu);
    EXPECT_EQ(m.player(PlayerId::B).cpu_level, 5);
    play_through(m, squares(SHORT_GAME), now);
    ASSERT_TRUE(m.game_over());
    ASSERT_TRUE(m.new_game(now));
    // The CPU player now has Black and moves first.
    EXPECT_EQ(m.seat(Color::Black).kind, SeatKind::Cpu);
    EXPECT_EQ(m.cpu_turn_reason(), CpuReason::CpuSeat);
    EXPECT_FALSE(m.human_to_move());
    EXPECT_EQ(m.play(parse_square("f5"), now), PlayStatus::NotYourTurn);
}

TEST(GameMatch, SettingASeatToWhatItIsChangesNothing) {
    Match m;
    m.set_seat(Color::White, SeatKind::Cpu, 4, 0);
    m.play(parse_square("f5"), 10);
    std::uint64_t turn = m.turn();
    ASSERT_TRUE(m.set_seat(Color::White, SeatKind::Cpu, 4, 20));
    EXPECT_EQ(m.turn(), turn);  // the pending CPU request stays valid
    ASSERT_TRUE(m.set_seat(Color::White, SeatKind::Human, 4, 30));
    EXPECT_NE(m.turn(), turn);
    EXPECT_TRUE(m.human_to_move());
}

TEST(GameMatch, CpuLevelsAreClamped) {
    Match m;
    m.set_seat(Color::Black, SeatKind::Cpu, 42, 0);
    EXPECT_EQ(m.seat(Color::Black).cpu_level, MAX_CPU_LEVEL);
    m.set_seat(Color::Black, SeatKind::Cpu, -3, 0);
    EXPECT_EQ(m.seat(Color::Black).cpu_level, MIN_CPU_LEVEL);
}

TEST(GameMatch, CpuRequestsCarryTheGamesSeed) {
    Match m;
    std::int64_t now = 0;
    m.set_seat(Color::Black, SeatKind::Cpu, 9, now);
    ASSERT_TRUE(m.cpu_request());
    EXPECT_EQ(m.cpu_request()->seed, 0);  // the first game of the series
    m.set_seat(Color::Black, SeatKind::Human, 9, now);
    click_all(m, "d3c3b3d2e1d6d7e3f4", now);  // a wipe-out: the game is over
    ASSERT_TRUE(m.game_over());
    ASSERT_TRUE(m.new_game(now));
    // Colours alternate: the CPU takes the seat now playing Black.
    m.set_seat(Color::Black, SeatKind::Cpu, 9, now);
    ASSERT_TRUE(m.cpu_request());
    EXPECT_EQ(m.cpu_request()->seed, 1);
}

TEST(GameMatch, CpuRequestsCarryPositionLevelAndTurn) {
    Match m;
    m.set_seat(Color::White, SeatKind::Cpu, 6, 0);
    EXPECT_FALSE(m.cpu_request());
    ASSERT_EQ(m.play(parse_square("f5"), 100), PlayStatus::Ok);
    auto req = m.cpu_request();
    ASSERT_TRUE(req);
    EXPECT_EQ(req->level, 6);
    EXPECT_EQ(req->reason, CpuReason::CpuSeat);
    EXPECT_EQ(req->position, m.position());
    EXPECT_EQ(req->position.to_move, Color::White);
    // Illegal or stale answers are refused and change nothing.
    EXPECT_FALSE(m.apply_cpu_move(parse_square("a1"), req->turn, 200));
    EXPECT_FALSE(m.apply_cpu_move(parse_square("f6"), req->turn + 1, 200));
    EXPECT_EQ(m.moves().size(), 1u);
    EXPECT_TRUE(m.apply_cpu_move(parse_square("f6"), req->turn, 200));
    EXPECT_EQ(m.moves().back().source, MoveSource::Cpu);
    EXPECT_FALSE(m.cpu_request());
    // A CPU move when none is due is refused.
    EXPECT_FALSE(m.apply_cpu_move(parse_square("e6"), m.turn(), 300));
}

TEST(GameMatch, StaleCpuAnswerAfterUndoIsRefused) {
    Match m;
    m.set_seat(Color::White, SeatKind::Cpu, 3, 0);
    m.play(parse_square("f5"), 1);
    auto req = m.cpu_request();
    ASSERT_TRUE(req);
    ASSERT_TRUE(m.undo(2));
    m.play(parse_square("f5"), 3);  // the same position again, but a new turn
    EXPECT_FALSE(m.apply_cpu_move(parse_square("f6"), req->turn, 4));
    EXPECT_TRUE(m.apply_cpu_move(parse_square("f6"), m.cpu_request()->turn, 4));
}

TEST(GameMatch, CpuAgainstCpuPlaysOnlyThroughRequests) {
    Match m;
    m.set_seat(Color::Black, SeatKind::Cpu, 1, 0);
    m.set_seat(Color::White, SeatKind::Cpu, 8, 0);
    std::int64_t now = 0;
    for (int sq : squares(SHORT_GAME)) {
        auto req = m.cpu_request();
        ASSERT_TRUE(req);
        EXPECT_EQ(req->level, req->position.to_move == Color::Black ? 1 : 8);
        ASSERT_TRUE(m.apply_cpu_move(sq, req->turn, ++now));
    }
    EXPECT_TRUE(m.game_over());
    EXPECT_FALSE(m.can_undo());
}

TEST(GameMatch, UndoAgainstCpuReturnsToTheHumansTurn) {
    Match m;
    m.set_seat(Color::White, SeatKind::Cpu, 3, 0);
    std::int64_t now = 0;
    std::vector<int> moves = squares(WHITE_BY_12);
    play_through(m, {moves.begin(), moves.begin() + 6}, now);
    Position before_human = Position::start();
    for (int i = 0; i < 4; ++i) before_human.play(moves[size_t(i)]);
    EXPECT_TRUE(m.can_undo());
    ASSERT_TRUE(m.undo(now));
    EXPECT_EQ(m.moves().size(), 4u);
    EXPECT_EQ(m.position(), before_human);
    EXPECT_TRUE(m.human_to_move());
    ASSERT_TRUE(m.undo(now));
    ASSERT_TRUE(m.undo(now));
    EXPECT_TRUE(m.moves().empty());
    EXPECT_EQ(m.position(), Position::start());
    EXPECT_FALSE(m.can_undo());
    EXPECT_FALSE(m.undo(now));
}

TEST(GameMatch, UndoBetweenHumansTakesBackOneMove) {
    Match m;
    m.play(parse_square("f5"), 1);
    m.play(parse_square("f6"), 2);
    ASSERT_TRUE(m.undo(3));
    EXPECT_EQ(m.moves().size(), 1u);
    EXPECT_EQ(m.to_move(), Color::White);
}

TEST(GameMatch, UndoDropsLaterEvents) {
    Match m;
    std::int64_t now = 0;
    std::vector<int> moves = squares(PASS_GAME);
    for (size_t i = 0; i < 11; ++i) ASSERT_EQ(m.play(moves[i], ++now), PlayStatus::Ok);
    ASSERT_EQ(m.events().size(), 1u);
    ASSERT_TRUE(m.undo(now));  // takes back White's 11th move; the pass stays
    EXPECT_EQ(m.events().size(), 1u);
    ASSERT_TRUE(m.undo(now));  // takes back the 10th move and the pass it caused
    EXPECT_TRUE(m.events().empty());
    EXPECT_EQ(m.to_move(), Color::White);
}

TEST(GameMatch, UndoingAFinishedGameTakesItOutOfTheSeries) {
    Match m;
    std::int64_t now = 0;
    click_all(m, SHORT_GAME, now);
    EXPECT_EQ(m.series().wins_a, 1);
    ASSERT_TRUE(m.undo(now));
    EXPECT_FALSE(m.game_over());
    EXPECT_EQ(m.series().games(), 0);
    m.play(squares(SHORT_GAME).back(), now);
    EXPECT_EQ(m.series().wins_a, 1);
}

TEST(GameMatch, RankedNeedsOneHumanAndOneCpu) {
    Match m;
    EXPECT_FALSE(m.can_rank());
    EXPECT_FALSE(m.new_game(0, true));
    EXPECT_FALSE(m.ranked());
    m.set_seat(Color::White, SeatKind::Cpu, 4, 0);
    EXPECT_TRUE(m.can_rank());
    EXPECT_TRUE(m.new_game(0, true));
    EXPECT_TRUE(m.ranked());
    m.set_seat(Color::White, SeatKind::Cpu, 6, 0);  // another level before the first move
    EXPECT_TRUE(m.ranked());
    m.set_seat(Color::Black, SeatKind::Cpu, 4, 0);  // two CPUs: no longer ranked
    EXPECT_FALSE(m.ranked());
    EXPECT_FALSE(m.new_game(0, true));
}

TEST(GameMatch, RankedWinUpdatesRating) {
    Match m;
    std::int64_t now = 0;
    m.set_seat(Color::White, SeatKind::Cpu, 4, now);
    ASSERT_TRUE(m.new_game(now, true));
    play_through(m, squares(SHORT_GAME), now);  // the human (Black) wins
    ASSERT_TRUE(m.game_over());
    ASSERT_EQ(m.rating().history.size(), 1u);
    const RatingEntry& e = m.rating().history[0];
    EXPECT_EQ(e.level, 4);
    EXPECT_EQ(e.outcome, Outcome::Win);
    EXPECT_EQ(e.before, START_RATING);
    EXPECT_GT(e.after, START_RATING);
    EXPECT_EQ(m.rating().value, e.after);
}

TEST(GameMatch, RankedLossAndDrawFromTheHumansSide) {
    // The human plays Black and loses.
    Match loss;
    std::int64_t now = 0;
    loss.set_seat(Color::White, SeatKind::Cpu, 2, now);
    loss.new_game(now, true);
    play_through(loss, squares(WHITE_BY_12), now);
    ASSERT_EQ(loss.rating().history.size(), 1u);
    EXPECT_EQ(loss.rating().history[0].outcome, Outcome::Loss);
    EXPECT_LT(loss.rating().value, START_RATING);

    // The human plays White; the game is drawn against a stronger level: rating goes up.
    Match draw;
    draw.set_seat(Color::Black, SeatKind::Cpu, 7, now);
    draw.new_game(now, true);
    play_through(draw, squares(DRAW_GAME), now);
    ASSERT_EQ(draw.rating().history.size(), 1u);
    EXPECT_EQ(draw.rating().history[0].outcome, Outcome::Draw);
    EXPECT_GT(draw.rating().value, START_RATING);
}

TEST(GameMatch, RankedGameLocksSeatsAndUndo) {
    Match m;
    m.set_seat(Color::White, SeatKind::Cpu, 4, 0);
    m.new_game(0, true);
    m.play(parse_square("f5"), 1);
    EXPECT_FALSE(m.can_undo());
    EXPECT_FALSE(m.undo(2));
    EXPECT_FALSE(m.set_seat(Color::White, SeatKind::Human, 4, 2));
    EXPECT_EQ(m.seat(Color::White).kind, SeatKind::Cpu);
}

TEST(GameMatch, AbandoningARankedGameLosesIt) {
    Match m;
    m.set_seat(Color::White, SeatKind::Cpu, 4, 0);
    m.new_game(0, true);
    EXPECT_FALSE(m.new_game_forfeits());
    ASSERT_TRUE(m.new_game(1, true));  // no move yet: nothing recorded
    EXPECT_TRUE(m.rating().history.empty());
    m.play(parse_square("f5"), 2);
    EXPECT_TRUE(m.new_game_forfeits());
    ASSERT_TRUE(m.new_game(3, false));
    EXPECT_FALSE(m.new_game_forfeits());
    ASSERT_EQ(m.rating().history.size(), 1u);
    EXPECT_EQ(m.rating().history[0].outcome, Outcome::Loss);
    EXPECT_FALSE(m.ranked());
}

TEST(GameMatch, RankedGameInProgressIsMarkedInTheRating) {
    Match m;
    std::int64_t now = 0;
    m.set_seat(Color::White, SeatKind::Cpu, 4, now);
    ASSERT_TRUE(m.new_game(now, true));
    EXPECT_EQ(m.rating().pending_level, 0);  // no move yet: leaving costs nothing
    const std::vector<int> game = squares(SHORT_GAME);
    play_through(m, {game[0]}, now);
    EXPECT_EQ(m.rating().pending_level, 4);
    play_through(m, std::vector<int>(game.begin() + 1, game.end()), now);
    ASSERT_TRUE(m.game_over());
    EXPECT_EQ(m.rating().pending_level, 0);  // recorded
    ASSERT_EQ(m.rating().games(), 1);
    // Left by a new game: recorded as a loss, no longer pending.
    ASSERT_TRUE(m.new_game(now, true));
    play_through(m, {parse_square("f5")}, now);
    EXPECT_NE(m.rating().pending_level, 0);
    ASSERT_TRUE(m.new_game(now, false));
    EXPECT_EQ(m.rating().pending_level, 0);
    EXPECT_EQ(m.rating().games(), 2);
    // Unranked games are never marked.
    play_through(m, {parse_square("f5")}, now);
    EXPECT_EQ(m.rating().pending_level, 0);
}

TEST(GameMatch, RankedGameWhoseSaveIsLostCountsAsALoss) {
    Match m;
    std::int64_t now = 0;
    m.set_wall_clock(1714729200000);
    m.set_seat(Color::White, SeatKind::Cpu, 3, now);
    ASSERT_TRUE(m.new_game(now, true));
    play_through(m, {parse_square("f5")}, now);
    const Rating kept = m.rating();  // the rating stored on its own, with the mark
    ASSERT_EQ(kept.pending_level, 3);

    // The save itself continues the game: nothing to settle.
    auto back = Match::load(m.save(now));
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(*back, m);
    Match continued = *back;
    continued.restore_rating(kept);
    EXPECT_FALSE(continued.settle_abandoned_ranked(now));
    EXPECT_EQ(continued.rating(), kept);

    // The save is gone (a fresh match) but the rating remembers the game: it is lost.
    Match fresh;
    fresh.set_wall_clock(1714729200000);
    fresh.restore_rating(kept);
    EXPECT_TRUE(fresh.settle_abandoned_ranked(60000));
    ASSERT_EQ(fresh.rating().games(), 1);
    const RatingEntry& e = fresh.rating().history[0];
    EXPECT_EQ(e.level, 3);
    EXPECT_EQ(e.outcome, Outcome::Loss);
    EXPECT_EQ(e.date, 1714729200 + 60);
    EXPECT_LT(e.after, e.before);
    EXPECT_EQ(fresh.rating().value, e.after);
    EXPECT_EQ(fresh.rating().pending_level, 0);
    EXPECT_FALSE(fresh.settle_abandoned_ranked(60000));  // once only
    EXPECT_EQ(fresh.rating().games(), 1);
    // The same loss as leaving the game by a new game.
    ASSERT_TRUE(m.new_game(60000, false));
    EXPECT_EQ(m.rating(), fresh.rating());
}

TEST(GameMatch, UnrankedGamesLeaveTheRating) {
    Match m;
    std::int64_t now = 0;
    m.set_seat(Color::White, SeatKind::Cpu, 4, now);
    play_through(m, squares(SHORT_GAME), now);
    EXPECT_TRUE(m.rating().history.empty());
    EXPECT_EQ(m.rating().value, START_RATING);
}

TEST(GameMatch, CustomLevelRatingsAreUsed) {
    LevelRatings table;
    table.fill(1200);
    Match m(Settings{}, 0, table);
    std::int64_t now = 0;
    m.set_seat(Color::White, SeatKind::Cpu, 4, now);
    m.new_game(now, true);
    play_through(m, squares(SHORT_GAME), now);
    EXPECT_EQ(m.rating().value, START_RATING + PROVISIONAL_K / 2);
}

TEST(GameMatch, RankedGamesAreDatedByTheWallClock) {
    Match m;
    std::int64_t now = 5000;
    m.set_wall_clock(1714729200000 - 5000);  // now_ms 5000 is 2024-05-03 09:40 UTC
    m.set_seat(Color::White, SeatKind::Cpu, 4, now);
    ASSERT_TRUE(m.new_game(now, true));
    EXPECT_EQ(m.ranked_cpu_level(), 4);
    play_through(m, squares(SHORT_GAME), now);  // nine moves, one second each
    ASSERT_EQ(m.rating().history.size(), 1u);
    EXPECT_EQ(m.rating().history[0].date, 1714729200 + 9);
    // An abandoned ranked game is dated when it is left.
    ASSERT_TRUE(m.new_game(now, true));
    play_through(m, {parse_square("f5")}, now);  // whoever opens
    ASSERT_TRUE(m.new_game_forfeits());
    ASSERT_TRUE(m.new_game(now + 60000, false));
    ASSERT_EQ(m.rating().history.size(), 2u);
    EXPECT_EQ(m.rating().history[1].date, 1714729200 + 10 + 60);
    // The dates survive a save; the wall clock itself is not part of the match.
    auto back = Match::load(m.save(now));
    ASSERT_TRUE(back) << back.error;
    EXPECT_EQ(back->rating(), m.rating());
    EXPECT_EQ(*back, m);
}

TEST(GameMatch, WithoutAWallClockRankedGamesHaveNoDate) {
    Match m;
    std::int64_t now = 0;
    m.set_seat(Color::Black, SeatKind::Cpu, 2, now);  // the human plays White
    ASSERT_TRUE(m.new_game(now, true));
    EXPECT_EQ(m.ranked_cpu_level(), 2);
    play_through(m, squares(SHORT_GAME), now);
    ASSERT_EQ(m.rating().history.size(), 1u);
    EXPECT_EQ(m.rating().history[0].date, 0);
    EXPECT_EQ(m.rating().history[0].outcome, Outcome::Loss);
}

TEST(GameMatch, RestoredRatingCarriesOn) {
    Rating kept;
    record_ranked_game(kept, 3, Outcome::Win);
    Match m;
    m.restore_rating(kept);
    std::int64_t now = 0;
    m.set_seat(Color::White, SeatKind::Cpu, 4, now);
    ASSERT_TRUE(m.new_game(now, true));
    play_through(m, squares(SHORT_GAME), now);
    ASSERT_EQ(m.rating().games(), 2);
    EXPECT_EQ(m.rating().history[1].before, kept.value);
    EXPECT_TRUE(rating_is_newer(m.rating(), kept));
}
