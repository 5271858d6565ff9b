// The review of a game (issue 24): "Review this game" in the Moves section, for any game shown
// but the local game in progress; the CPU's worker reviews every move (game/analysis.h's
// GameReview) while the section shows its progress and a cancel; then each side's totals, the
// marks beside the moves of the list (?! inaccuracy, ? mistake, ?? blunder: game::mark_of's
// thresholds), and, for the move leading to the point shown, what it lost and the best move
// with its line. The review belongs to the game shown: another game drops it.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "app.h"
#include "imgui.h"
#include "json.h"
#include "platform.h"
#include "text.h"
#include "widgets.h"

namespace reversi {

using namespace ui;  // widgets.h

namespace {

ImVec4 mark_color(game::MoveMark mark) {
    switch (mark) {
        case game::MoveMark::Blunder:
            return ImVec4{0.95f, 0.42f, 0.36f, 1};
        case game::MoveMark::Mistake:
            return ImVec4{0.96f, 0.66f, 0.32f, 1};
        case game::MoveMark::Inaccuracy:
            return ImVec4{0.93f, 0.84f, 0.45f, 1};
        case game::MoveMark::None:
            break;
    }
    return MUTED;
}

}  // namespace

bool App::can_review() const {
    // A game in progress gets hints instead (and a ranked one nothing).
    return !shown_moves().empty() && !(showing_live() && !match_.game_over());
}

void App::start_review() {
    if (!can_review()) return;
    if (review_ && !review_->done) platform::cancel_review_request(review_->id);
    review_ = ReviewState{};
    review_->id = next_review_id_++;
    review_->moves = shown_moves();
    review_->total = static_cast<int>(review_->moves.size());
    platform::post_review_request(review_->id, transcript_string(review_->moves));
    wake();
}

void App::cancel_review() {
    if (!review_) return;
    if (!review_->done) platform::cancel_review_request(review_->id);
    review_.reset();
}

void App::on_review(int id, int total, const std::string& entries, bool done) {
    if (!review_ || review_->id != id) return;  // cancelled or replaced since
    review_->total = total;
    review_->entries = game::parse_review_entries(entries);
    review_->done = done;
    redraw();
}

void App::update_review() {
    // The review goes with its game: a new move, another game shown, a new game drop it.
    if (review_ && review_->moves != shown_moves()) cancel_review();
}

const game::MoveReview* App::reviewed_move(int index) const {
    if (!review_ || index < 0 || index >= static_cast<int>(review_->entries.size())) return nullptr;
    return &review_->entries[static_cast<std::size_t>(index)];
}

void App::draw_review() {
    const game::Language language = lang();
    if (!review_) {
        if (!can_review()) return;
        if (ImGui::Button(text::tr(language, text::TextId::ReviewGame), ImVec2{-FLT_MIN, 0}))
            start_review();
        note_control("review-game");
        return;
    }
    const int reviewed = static_cast<int>(review_->entries.size());
    if (!review_->done) {
        const float fraction =
            review_->total > 0 ? static_cast<float>(reviewed) / static_cast<float>(review_->total)
                               : 0.0f;
        ImGui::ProgressBar(fraction, ImVec2{-FLT_MIN, 0},
                           text::reviewing_text(language, reviewed, review_->total).c_str());
        note_control("review-progress");
        if (ImGui::Button(text::tr(language, text::TextId::Cancel), ImVec2{-FLT_MIN, 0}))
            cancel_review();
        note_control("review-cancel");
        return;
    }
    draw_review_graph();
    ImGui::PushTextWrapPos(0);
    for (Color c : {Color::Black, Color::White}) {
        ImGui::TextColored(
            MUTED, "%s",
            text::review_totals_text(language, c, game::review_totals(review_->entries, c))
                .c_str());
    }
    note_control("review-totals");
    // The worst moves as puzzles on the board.
    const int mistakes = static_cast<int>(review_mistakes().steps.size());
    if (mistakes > 0) {
        const std::string label = std::string(text::tr(language, text::TextId::LearnMistakes)) +
                                  " (" + std::to_string(mistakes) + ")";
        if (ImGui::Button(label.c_str(), ImVec2{-FLT_MIN, 0})) start_mistake_puzzles();
        note_control("learn-mistakes");
    }
    // The move that led to the point shown.
    if (const game::MoveReview* e = reviewed_move(shown_point() - 1)) {
        ImGui::TextColored(mark_color(e->mark), "%s", text::review_move_text(language, *e).c_str());
        note_control("review-move");
    }
    ImGui::PopTextWrapPos();
}

void App::draw_review_graph() {
    // The value of each position before a move, from Black's side, left to right; a click or a
    // tap shows the point nearest to it.
    const std::vector<game::MoveReview>& entries = review_->entries;
    if (entries.empty()) return;
    const float width = ImGui::GetContentRegionAvail().x;
    const float height = std::round(56 * ui_scale_);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const bool clicked = ImGui::InvisibleButton("review-graph", ImVec2{width, height});
    note_control("review-graph");
    a11y_.label_last(text::tr(lang(), text::TextId::Review));
    const auto x_of = [&](std::size_t i) {
        return at.x + width * (static_cast<float>(i) + 0.5f) / static_cast<float>(entries.size());
    };
    if (clicked) {
        const float t = (ImGui::GetIO().MousePos.x - at.x) / width;
        const int n = std::clamp(static_cast<int>(t * static_cast<float>(entries.size())), 0,
                                 static_cast<int>(entries.size()) - 1);
        show_point(n);
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float middle = at.y + height / 2;
    dl->AddRectFilled(at, ImVec2{at.x + width, at.y + height}, rgba(16, 26, 20, 255), 4);
    dl->AddLine(ImVec2{at.x, middle}, ImVec2{at.x + width, middle}, rgba(90, 110, 96, 255));
    // Scaled to the largest value shown, at least 16 discs, so that a close game still shows.
    int top = 16 * DISC_SCALE;
    for (const game::MoveReview& e : entries) top = std::max(top, std::abs(e.best_value));
    const auto y_of = [&](const game::MoveReview& e) {
        const int black = e.color == Color::Black ? e.best_value : -e.best_value;
        return middle - (height / 2 - 3) * static_cast<float>(black) / static_cast<float>(top);
    };
    std::vector<ImVec2> line;
    for (std::size_t i = 0; i < entries.size(); ++i)
        line.push_back(ImVec2{x_of(i), y_of(entries[i])});
    dl->AddPolyline(line.data(), static_cast<int>(line.size()), rgba(236, 240, 230, 255), 0,
                    std::max(1.5f, ui_scale_ * 1.5f));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].mark == game::MoveMark::Mistake ||
            entries[i].mark == game::MoveMark::Blunder)
            dl->AddCircleFilled(line[i], 2.5f * ui_scale_,
                                ImGui::GetColorU32(mark_color(entries[i].mark)));
    }
    // The point shown.
    const int point = std::clamp(shown_point(), 0, static_cast<int>(entries.size()) - 1);
    const float x = x_of(static_cast<std::size_t>(point));
    dl->AddLine(ImVec2{x, at.y}, ImVec2{x, at.y + height}, ImGui::GetColorU32(ACCENT), 1.5f);
}

void App::draw_review_mark(int index) const {
    const game::MoveReview* e = reviewed_move(index);
    if (!e || e->mark == game::MoveMark::None) return;
    const char* symbol = text::review_mark_symbol(e->mark);
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const ImVec2 size = ImGui::CalcTextSize(symbol);
    const float pad = ImGui::GetStyle().ItemInnerSpacing.x;
    ImGui::GetWindowDrawList()->AddText(
        ImVec2{max.x - size.x - pad, min.y + (max.y - min.y - size.y) / 2},
        ImGui::GetColorU32(mark_color(e->mark)), symbol);
}

std::string App::review_json() const {
    if (!review_) return "null";
    const int reviewed = static_cast<int>(review_->entries.size());
    const double progress = review_->done        ? 1.0
                            : review_->total > 0 ? static_cast<double>(reviewed) / review_->total
                                                 : 0.0;
    std::string out = "{\"progress\":" + std::to_string(progress) +
                      ",\"done\":" + (review_->done ? "true" : "false") + ",\"moves\":[";
    for (const game::MoveReview& e : review_->entries) {
        if (e.index > 0) out += ',';
        out += "{\"ply\":" + std::to_string(e.index + 1) +
               ",\"move\":" + json_string(square_name(e.move)) +
               ",\"best\":" + json_string(square_name(e.best_move)) +
               ",\"loss\":" + std::to_string(game::value_in_discs(e.loss)) +
               ",\"exact\":" + (e.exact ? "true" : "false") +
               ",\"book\":" + (e.book ? "true" : "false") +
               ",\"mark\":" + json_string(game::mark_name(e.mark)) + "}";
    }
    return out + "]}";
}

}  // namespace reversi
