// The game record's flow: what is on screen (the local game, its past, or another game from a
// link, a paste, the archive or a correspondence), stepping through it, undo and redo, links and
// sharing, pasting, playing on, the correspondence game and the archive of finished games. The
// logic of records, links, correspondence games and the archive is src/game's; this file only
// wires it to the page, the storage and the App's state. Drawing: record_panel.cpp and
// games_panel.cpp.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "app.h"
#include "game/ggf.h"
#include "game/link.h"
#include "game/openings.h"
#include "json.h"
#include "platform.h"
#include "text.h"

namespace reversi {

namespace {

constexpr const char* ARCHIVE_KEY = "reversi.archive";
constexpr const char* CORRESPONDENCE_KEY = "reversi.correspondence";
constexpr const char* EXPORT_FILE = "reversi-games.ggf";

bool blank(const std::string& text) {
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
}

}  // namespace

std::vector<int> App::shown_moves() const {
    if (!other_) return match_.move_squares();
    if (other_->kind == Shown::Correspondence && corr_) return corr_->moves();
    return other_->moves;
}

int App::shown_point() const {
    if (other_) return other_->at;
    return viewing_.value_or(static_cast<int>(match_.moves().size()));
}

game::ViewPoint App::shown_view() const {
    if (exercise_) {
        // The exercise's board: no game leads to it.
        game::ViewPoint v;
        v.position = exercise_->position;
        v.black_discs = popcount(v.position.black());
        v.white_discs = popcount(v.position.white());
        v.last_move = exercise_->last_move;
        v.game_over = v.position.game_over();
        return v;
    }
    return game::view_at(shown_moves(), shown_point());
}

void App::sync_clock_hold(bool was_held) {
    const bool held = clock_held();
    if (held == was_held) return;
    // The local game's clock and CPU wait while the player looks elsewhere (unranked games).
    if (held)
        match_.pause(match_time());
    else
        match_.resume(match_time());
    save_match();
}

void App::view(int n) {
    wake();
    if (n < 0) n = static_cast<int>(shown_moves().size());
    show_point(n);
}

void App::show_point(int n) {
    const bool held = clock_held();
    const int total = static_cast<int>(shown_moves().size());
    n = std::clamp(n, 0, total);
    if (other_)
        other_->at = n;
    else if (n >= total)
        viewing_.reset();
    else
        viewing_ = n;
    sync_clock_hold(held);
    start_flips();
    wake();
}

void App::show_other(OtherGame game) {
    const bool held = clock_held();
    viewing_.reset();
    exercise_.reset();
    game.at = std::clamp(game.at, 0, static_cast<int>(game.moves.size()));
    other_ = std::move(game);
    if (other_->kind == Shown::Correspondence && corr_)
        other_->at = static_cast<int>(corr_->moves().size());
    welcome_ = false;
    section_ = Section::Moves;  // the record of the game shown, in view
    list_scrolled_to_ = -1;
    sync_clock_hold(held);
    start_flips();
    wake();
}

void App::back_to_my_game() {
    const bool held = clock_held();
    other_.reset();
    viewing_.reset();
    platform::set_location_fragment("");
    sync_clock_hold(held);
    start_flips();
    after_change();
}

void App::open_fragment(const std::string& fragment) {
    auto link = game::read_game_link(fragment);
    if (!link) return;  // no game in this address
    wake();
    if (!*link) {
        set_notice(text::bad_link_text(lang(), link->error));
        return;
    }
    welcome_ = false;
    const game::GameLink& l = **link;
    if (l.play) {
        corr_ = game::Correspondence::received(l.moves, corr_);
        save_correspondence();
        open_correspondence();
        return;
    }
    show_other(
        OtherGame{Shown::Link, l.moves, l.at.value_or(static_cast<int>(l.moves.size())), ""});
}

std::string App::load_record(const std::string& text) {
    wake();
    std::string error;
    if (blank(text)) {
        error = text::tr(lang(), text::TextId::PasteEmpty);
    } else {
        auto record = game::read_record(text);
        if (record) {
            paste_open_ = false;
            paste_error_.clear();
            platform::hide_text_box();
            show_other(OtherGame{Shown::Paste, *record, static_cast<int>(record->size()), ""});
            return "";
        }
        error = text::record_error_text(lang(), record.error);
    }
    // The sentence starts with a capital where it stands alone.
    error[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(error[0])));
    paste_error_ = error;
    set_notice(error);
    notice_transient_ = true;
    return error;
}

void App::play_on(bool vs_cpu) {
    if (!other_) return;
    std::vector<int> moves = shown_moves();
    moves.resize(static_cast<size_t>(shown_point()));
    const game::ViewPoint point = game::view_at(moves, static_cast<int>(moves.size()));
    if (point.game_over) return;
    if (match_.new_game_forfeits()) {
        refuse(text::TextId::RankedAbandonLoses);
        return;
    }
    const bool held = clock_held();
    // The game in progress is kept aside, not lost.
    if (!match_.moves().empty() && !match_.game_over() &&
        platform::storage_set(PREVIOUS_KEY, match_.save(match_time())))
        has_previous_ = true;
    if (!match_.new_game_from(moves, match_time())) return;
    const Color human = point.position.to_move;
    for (Color c : {Color::Black, Color::White}) {
        bool cpu = vs_cpu && c != human;
        match_.set_seat(c, cpu ? game::SeatKind::Cpu : game::SeatKind::Human,
                        match_.settings().cpu_level, match_time());
    }
    other_.reset();
    viewing_.reset();
    platform::set_location_fragment("");
    sync_clock_hold(held);
    seen_events_ = match_.events().size();
    notice_.clear();
    if (has_previous_) set_notice(text::tr(lang(), text::TextId::PreviousKept));
    after_change(true);
}

void App::restore_previous_game() {
    platform::StorageRead kept = platform::storage_get(PREVIOUS_KEY);
    auto previous = kept.status == platform::StorageStatus::Ok
                        ? game::Match::load(kept.value)
                        : Result<game::Match>::fail("none kept");
    if (!previous) {
        has_previous_ = false;
        platform::storage_remove(PREVIOUS_KEY);
        return;
    }
    const bool held = clock_held();
    game::Match restored = *previous;
    restored.set_settings(match_.settings(), match_time());
    if (game::rating_is_newer(match_.rating(), restored.rating()))
        restored.restore_rating(match_.rating());
    // The two games change places when the one on screen is under way.
    if (!match_.moves().empty() && !match_.game_over()) {
        has_previous_ = platform::storage_set(PREVIOUS_KEY, match_.save(match_time()));
    } else {
        platform::storage_remove(PREVIOUS_KEY);
        has_previous_ = false;
    }
    match_ = restored;
    match_.resume(match_time());
    other_.reset();
    viewing_.reset();
    sync_clock_hold(held);
    seen_events_ = match_.events().size();
    seen_turn_ = 0;  // saved at once
    notice_.clear();
    after_change(true);
}

void App::open_correspondence() {
    if (!corr_) return;
    show_other(OtherGame{Shown::Correspondence, {}, 0, ""});
}

void App::save_correspondence() {
    if (corr_) platform::storage_set(CORRESPONDENCE_KEY, corr_->save());
}

void App::click_shown_square(int sq) {
    if (exercise_) {
        exercise_click(sq);
        return;
    }
    const Bitboard bit = square_bit(sq);
    const game::ViewPoint point = shown_view();
    const bool empty = !((point.position.black() | point.position.white()) & bit);
    if (other_) {
        const bool at_end = other_->at == static_cast<int>(shown_moves().size());
        if (other_->kind == Shown::Correspondence && corr_ && at_end) {
            if (corr_->play(sq)) {
                other_->at = static_cast<int>(corr_->moves().size());
                save_correspondence();
                notice_.clear();
                start_flips();
                wake();
            } else if (!corr_->can_move() && !corr_->game_over()) {
                refuse(text::TextId::CorrTheirMove);
            } else if (empty) {
                refuse(text::TextId::IllegalMove);
            }
            return;
        }
        refuse(text::TextId::ViewOnly);
        return;
    }
    if (match_.ranked()) {
        // A ranked game is played from its live position only.
        viewing_.reset();
        start_flips();
        refuse(text::TextId::RankedViewing);
        return;
    }
    const bool held = clock_held();
    const game::PlayStatus status = match_.play_from(*viewing_, sq, match_time());
    if (status == game::PlayStatus::Ok) {
        viewing_.reset();
        sync_clock_hold(held);
        after_change();
    } else if (empty) {
        refuse(text::TextId::IllegalMove);
    }
}

void App::undo_or_take_back() {
    if (other_) {
        if (other_->kind == Shown::Correspondence && corr_ && corr_->undo()) {
            other_->at = static_cast<int>(corr_->moves().size());
            save_correspondence();
            start_flips();
            wake();
        }
        return;
    }
    if (viewing_) show_point(static_cast<int>(match_.moves().size()));
    undo();
}

void App::redo() {
    if (other_ || match_.ranked()) return;
    if (viewing_) show_point(static_cast<int>(match_.moves().size()));
    if (match_.redo(match_time())) {
        notice_.clear();
        after_change(true);
    }
}

bool App::can_send_move() const {
    if (other_) return other_->kind == Shown::Correspondence && corr_ && corr_->own_moves() > 0;
    // A two-player game on this device, under way: its next move can go to a friend.
    for (Color c : {Color::Black, Color::White})
        if (match_.seat(c).kind != game::SeatKind::Human) return false;
    return !match_.moves().empty() && !match_.game_over() && !match_.ranked();
}

std::string App::share_link(bool correspondence) const {
    game::GameLink link;
    if (correspondence) {
        link.moves = other_ && corr_ ? corr_->moves() : match_.move_squares();
        link.play = true;
    } else {
        link.moves = shown_moves();
        if (shown_point() < static_cast<int>(link.moves.size())) link.at = shown_point();
    }
    return platform::page_address() + game::game_link_fragment(link);
}

void App::copy_moves() {
    sharing_ = ShareWhat::Moves;
    platform::copy_text(transcript_string(shown_moves()));
}

void App::share_game(bool correspondence) {
    if (correspondence && !other_) {
        // The local two-player game goes on by links: this device keeps the side that just moved.
        corr_ = game::Correspondence::sent(match_.move_squares(), match_.moves().back().color);
        save_correspondence();
    }
    sharing_ = correspondence ? ShareWhat::Send : ShareWhat::Link;
    platform::share_link(share_link(correspondence), text::tr(lang(), text::TextId::LinkTitle));
}

void App::on_shared(int outcome) {
    wake();
    switch (outcome) {
        case 1:
            set_notice(text::tr(lang(), sharing_ == ShareWhat::Moves ? text::TextId::MovesCopied
                                                                     : text::TextId::LinkCopied));
            break;
        case 2:
            set_notice(text::tr(lang(), text::TextId::LinkShared));
            break;
        case 3:
            break;  // the player closed the share sheet
        default:
            set_notice(text::copy_failed_text(
                lang(), sharing_ == ShareWhat::Moves ? transcript_string(shown_moves())
                                                     : share_link(sharing_ == ShareWhat::Send)));
            break;
    }
}

void App::archive_finished_game() {
    auto game = game::archived_game(match_, static_cast<std::int64_t>(platform::wall_clock_ms()));
    if (!game) return;
    // The same game finished again (undone, then replayed the same way) is kept once.
    if (!archive_.games().empty() && archive_.games().front().moves == game->moves) return;
    archive_.add(*game);
    save_archive();
}

void App::save_archive() {
    if (storage_ == StorageState::Unavailable) return;  // said once already; nothing is dropped
    std::string text = archive_.save();
    if (text == saved_archive_) return;
    size_t dropped = 0;
    // A full storage: the newest games win, and the player is told.
    while (!platform::storage_set(ARCHIVE_KEY, text)) {
        if (archive_.size() <= 1) {
            set_notice(text::tr(lang(), text::TextId::ArchiveUnsaved));
            return;
        }
        dropped += archive_.drop_oldest(std::max<size_t>(1, archive_.size() / 10));
        text = archive_.save();
    }
    saved_archive_ = text;
    if (dropped > 0) set_notice(text::archive_trimmed_text(lang(), static_cast<int>(dropped)));
}

void App::load_archive() {
    platform::StorageRead stored = platform::storage_get(ARCHIVE_KEY);
    if (stored.status != platform::StorageStatus::Ok) return;
    game::ArchiveLoad load = game::Archive::load(stored.value);
    archive_ = load.archive;
    saved_archive_ = stored.value;
    std::string problem = text::archive_load_text(lang(), load);
    if (!problem.empty()) add_notice(problem);
    platform::StorageRead corr = platform::storage_get(CORRESPONDENCE_KEY);
    if (corr.status == platform::StorageStatus::Ok) corr_ = game::Correspondence::load(corr.value);
}

void App::export_games() {
    if (archive_.size() == 0) {
        refuse(text::TextId::NoGames);
        return;
    }
    platform::download_text(EXPORT_FILE, archive_.export_ggf());
}

void App::import_games(const std::string& text) {
    wake();
    game::ImportReport report = archive_.import_ggf(text);
    if (report.added + report.duplicates + report.too_old + report.bad == 0) {
        set_notice(text::tr(lang(), text::TextId::NothingToImport));
        return;
    }
    save_archive();
    set_notice(text::import_report_text(lang(), report));
}

void App::open_archived(size_t index) {
    if (index >= archive_.size()) return;
    const game::ArchivedGame& g = archive_.games()[index];
    std::string title = text::player_name(lang(), g.black) + " – " +
                        text::player_name(lang(), g.white) + " · " +
                        text::date_text(lang(), g.date_ms / 1000, utc_offset_minutes_);
    show_other(OtherGame{Shown::Archive, g.moves, static_cast<int>(g.moves.size()), title});
}

std::string App::archive_json() const {
    std::string s = "[";
    for (const game::ArchivedGame& g : archive_.games()) {
        if (s.size() > 1) s += ",";
        const char* result = g.result.winner == game::Winner::Black   ? "\"X\""
                             : g.result.winner == game::Winner::White ? "\"O\""
                                                                      : "\"draw\"";
        s += "{\"moves\":" + json_string(transcript_string(g.moves)) + ",\"result\":" + result +
             ",\"black\":" + std::to_string(g.result.black_discs) +
             ",\"white\":" + std::to_string(g.result.white_discs) +
             ",\"date\":" + std::to_string(g.date_ms) +
             ",\"players\":{\"X\":" + json_string(text::player_name(lang(), g.black)) +
             ",\"O\":" + json_string(text::player_name(lang(), g.white)) +
             "},\"ranked\":" + (g.ranked ? "true" : "false") +
             ",\"opening\":" + (g.opening.empty() ? "null" : json_string(g.opening)) + "}";
    }
    return s + "]";
}

}  // namespace reversi
