// The game record in the panel: the line and buttons under the disc counts while the past or
// another game is shown, the Moves section (the opening's name, the step buttons, the numbered
// move list, copy / share / send / paste), the paste box and the first visit's choice. The flow
// behind the buttons is app_record.cpp's.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "app.h"
#include "game/openings.h"
#include "game/record.h"
#include "imgui.h"
#include "platform.h"
#include "text.h"
#include "widgets.h"

namespace reversi {

using namespace ui;  // widgets.h

void App::draw_view_bar() {
    game::Language language = lang();
    const float width = ImGui::GetContentRegionAvail().x;
    if (!other_) {
        draw_step_buttons();
        AccentButton accent;
        if (ImGui::Button(text::tr(language, text::TextId::BackToGame),
                          ImVec2{-FLT_MIN, big_button_height()}))
            show_point(static_cast<int>(match_.moves().size()));
        note_control("back-to-game");
        return;
    }
    // Where the game comes from.
    static const text::TextId TITLES[] = {text::TextId::AppTitle, text::TextId::GameFromLink,
                                          text::TextId::PastedGame, text::TextId::ArchivedGameTitle,
                                          text::TextId::CorrespondenceGame};
    std::string title = text::tr(language, TITLES[static_cast<int>(other_->kind)]);
    if (!other_->title.empty()) title += " · " + other_->title;
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(MUTED, "%s", title.c_str());
    ImGui::PopTextWrapPos();
    note_control("shown-title");
    draw_step_buttons();
    if (other_->kind == Shown::Correspondence) {
        const std::string labels[] = {text::tr(language, text::TextId::SendMove),
                                      text::tr(language, text::TextId::BackToMyGame)};
        std::vector<float> widths =
            shared_widths({labels[0], labels[1]}, width, min_button_width());
        {
            ImGui::BeginDisabled(!can_send_move());
            std::optional<AccentButton> accent;
            if (can_send_move()) accent.emplace();
            if (ImGui::Button(labels[0].c_str(), row_slot(widths, 0))) share_game(true);
            note_control("send-move");
            ImGui::EndDisabled();
        }
        if (ImGui::Button(labels[1].c_str(), row_slot(widths, 1))) back_to_my_game();
        note_control("back-to-my-game");
        return;
    }
    if (!shown_view().game_over) {
        // Play on from the point shown: two players, or the side to move against the CPU.
        const std::string label = text::tr(language, text::TextId::PlayOnFromHere);
        const std::string labels[] = {text::tr(language, text::TextId::TwoPlayers),
                                      text::tr(language, text::TextId::PlayCpu)};
        const float gap = 2 * ImGui::GetStyle().ItemSpacing.x;
        const bool one_line =
            !shared_widths({labels[0], labels[1]},
                           width - ImGui::CalcTextSize(label.c_str()).x - gap, min_button_width())
                 .empty();
        if (one_line) ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(label.c_str());
        if (one_line) ImGui::SameLine(0, gap);
        std::vector<float> widths = shared_widths(
            {labels[0], labels[1]}, ImGui::GetContentRegionAvail().x, min_button_width());
        if (ImGui::Button(labels[0].c_str(), row_slot(widths, 0))) play_on(false);
        note_control("play-on-two");
        if (ImGui::Button(labels[1].c_str(), row_slot(widths, 1))) play_on(true);
        note_control("play-on-cpu");
    }
    {
        AccentButton accent;
        if (ImGui::Button(text::tr(language, text::TextId::BackToMyGame), ImVec2{-FLT_MIN, 0}))
            back_to_my_game();
        note_control("back-to-my-game");
    }
}

void App::draw_moves_section() {
    game::Language language = lang();
    const std::vector<int> moves = shown_moves();
    auto opening = game::find_opening(moves);
    // The header names the opening, so that it shows with the section folded.
    std::string label = text::tr(language, text::TextId::Moves);
    if (opening) label += " · " + opening->name;
    label += "###moves";
    if (!section_header(Section::Moves, label, "moves")) return;
    if (opening) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(MUTED, "%s: %s", text::tr(language, text::TextId::Opening),
                           opening->name.c_str());
        ImGui::PopTextWrapPos();
        note_control("opening");
    }
    // The step buttons stand under the status line while the past or another game is shown.
    if (showing_live()) draw_step_buttons();
    if (moves.empty()) {
        ImGui::TextColored(MUTED, "%s", text::tr(language, text::TextId::NoMovesYet));
    } else {
        draw_move_list(moves, shown_point());
    }
    // Under the list (its marks come with the review): the review's button, progress or
    // summary.
    draw_review();
    draw_record_buttons();
}

void App::draw_step_buttons() {
    // First, back, forward, last.
    const int point = shown_point(), total = static_cast<int>(shown_moves().size());
    const char* glyphs[] = {"◀◀###move-first", "◀###move-back", "▶###move-forward",
                            "▶▶###move-last"};
    const char* controls[] = {"move-first", "move-back", "move-forward", "move-last"};
    const text::TextId names[] = {text::TextId::FirstMove, text::TextId::PreviousMove,
                                  text::TextId::NextMove, text::TextId::LastMove};
    const int targets[] = {0, point - 1, point + 1, total};
    std::vector<float> widths =
        shared_widths({"◀◀", "◀", "▶", "▶▶"}, ImGui::GetContentRegionAvail().x, min_button_width());
    for (size_t i = 0; i < 4; ++i) {
        const bool back = i < 2;
        ImGui::BeginDisabled(back ? point <= 0 : point >= total);
        if (ImGui::Button(glyphs[i], row_slot(widths, i))) show_point(targets[i]);
        note_control(controls[i]);
        a11y_.label_last(text::tr(lang(), names[i]));
        ImGui::EndDisabled();
    }
}

void App::draw_move_list(const std::vector<int>& moves, int point) {
    const std::vector<game::Ply> plies = game::plies(moves);
    const int rows = (static_cast<int>(plies.size()) + 1) / 2;
    // A move is a touch target on a touch screen; a few rows show, the rest scroll.
    const float row_height =
        touch_ ? std::max(ImGui::GetFrameHeight(), TOUCH_TARGET) : ImGui::GetFrameHeight();
    const int visible = std::clamp(rows, 1, layout_.portrait || layout_.short_screen ? 3 : 6);
    const float height =
        (row_height + 2 * ImGui::GetStyle().CellPadding.y) * static_cast<float>(visible) + 4;
    ImGuiTableFlags flags =
        ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("move_list", 3, flags, ImVec2{0, height})) return;
    drag_scroll_window();  // the table's own scrolling window, by a finger
    // No gap for a move to stretch over: each move's rect is its row's.
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2{ImGui::GetStyle().ItemSpacing.x, 0});
    ImGui::TableSetupColumn("n", 0, 0.5f);
    ImGui::TableSetupColumn("black", 0, 1.0f);
    ImGui::TableSetupColumn("white", 0, 1.0f);
    const bool scroll = list_scrolled_to_ != point;
    for (size_t i = 0; i < plies.size(); ++i) {
        const game::Ply& ply = plies[i];
        if (ply.color == Color::Black || i == 0) {
            ImGui::TableNextRow(0, row_height);
            ImGui::TableNextColumn();
            ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                                 (row_height - ImGui::GetTextLineHeight()) / 2);
            ImGui::TextColored(MUTED, "%d.", ply.number);
            if (ply.color == Color::White) ImGui::TableNextColumn();
        }
        ImGui::TableNextColumn();
        if (ply.square == NO_SQUARE) {
            ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                                 (row_height - ImGui::GetTextLineHeight()) / 2);
            ImGui::TextColored(MUTED, "%s", text::tr(lang(), text::TextId::PassPly));
            continue;
        }
        const bool current = ply.moves_played == point;
        const std::string id = "move-" + std::to_string(ply.moves_played);
        const std::string label = square_name(ply.square) + "###" + id;
        if (current) ImGui::PushStyleColor(ImGuiCol_Text, ACCENT);
        ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2{0.0f, 0.5f});
        const bool clicked = ImGui::Selectable(label.c_str(), current, 0, ImVec2{0, row_height});
        ImGui::PopStyleVar();
        if (clicked) show_point(ply.moves_played);
        if (current) ImGui::PopStyleColor();
        draw_review_mark(ply.moves_played - 1);
        // Only a move in sight: one scrolled out of the list has no place to be clicked.
        if (ImGui::IsItemVisible()) note_control(id);
        // "12. White d3": the move's number and colour, for a screen reader.
        std::string spoken = std::to_string(ply.number) + ". " + color_name(ply.color) + " " +
                             square_name(ply.square);
        if (const game::MoveReview* e = reviewed_move(ply.moves_played - 1))
            if (e->mark != game::MoveMark::None)
                spoken += ", " + std::string(game::mark_name(e->mark));
        a11y_.label_last(spoken);
        if (current && scroll) ImGui::SetScrollHereY(0.5f);
    }
    if (point == 0 && scroll) ImGui::SetScrollY(0);
    list_scrolled_to_ = point;
    ImGui::PopStyleVar();
    ImGui::EndTable();
}

void App::draw_record_buttons() {
    game::Language language = lang();
    const float width = ImGui::GetContentRegionAvail().x;
    const bool empty = shown_moves().empty();
    {
        const std::string labels[] = {text::tr(language, text::TextId::CopyMoves),
                                      text::tr(language, text::TextId::ShareLink)};
        std::vector<float> widths =
            shared_widths({labels[0], labels[1]}, width, min_button_width());
        ImGui::BeginDisabled(empty);
        if (ImGui::Button(labels[0].c_str(), row_slot(widths, 0))) copy_moves();
        note_control("copy-moves");
        if (ImGui::Button(labels[1].c_str(), row_slot(widths, 1))) share_game(false);
        note_control("share-link");
        ImGui::EndDisabled();
    }
    // A two-player game can go on by links (the correspondence game's own button is above).
    if (!other_ && can_send_move()) {
        if (ImGui::Button(text::tr(language, text::TextId::SendMove), ImVec2{-FLT_MIN, 0}))
            share_game(true);
        note_control("send-move");
    }
    if (ImGui::Button(text::tr(language, text::TextId::PasteGame), ImVec2{-FLT_MIN, 0})) {
        paste_open_ = true;
        paste_error_.clear();
    }
    note_control("paste-game");
    if (has_previous_ && !other_) {
        if (ImGui::Button(text::tr(language, text::TextId::PreviousGame), ImVec2{-FLT_MIN, 0}))
            restore_previous_game();
        note_control("previous-game");
    }
}

void App::draw_paste_box() {
    constexpr const char* ID = "###paste";
    bool popup_open = ImGui::IsPopupOpen(ID);
    if (paste_open_ && !popup_open) ImGui::OpenPopup(ID);
    if (!paste_open_ && !popup_open) return;
    // Over the board, near its top, so that the panel's state stays in sight beside it.
    ImGuiIO& io = ImGui::GetIO();
    const Rect in = layout_.board.inner();
    float w = std::min(io.DisplaySize.x - 24, 480.0f * ui_scale_);
    float x =
        std::clamp(in.x + in.width / 2 - w / 2, 12.0f, std::max(12.0f, io.DisplaySize.x - 12 - w));
    ImGui::SetNextWindowPos(ImVec2{x, std::max(12.0f, in.y)}, ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2{w, 0});
    std::string title = std::string(text::tr(lang(), text::TextId::PasteGame)) + ID;
    if (!ImGui::BeginPopupModal(title.c_str(), nullptr,
                                ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings)) {
        platform::hide_text_box();
        return;
    }
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(MUTED, "%s", text::tr(lang(), text::TextId::PasteHint));
    ImGui::PopTextWrapPos();
    // The page's own text field lies over this space (a canvas cannot take typed or pasted text
    // the way a phone's keyboard and a screen reader expect).
    const float box_height = std::round(ImGui::GetTextLineHeight() * 4.5f + 16);
    ImGui::Dummy(ImVec2{ImGui::GetContentRegionAvail().x, box_height});
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    controls_["paste-box"] = Rect{a.x, a.y, b.x - a.x, b.y - a.y};
    if (paste_open_)
        platform::show_text_box(a.x, a.y, b.x - a.x, b.y - a.y, "f5 d6 c3 d3 c4 f4 ...",
                                text::tr(lang(), text::TextId::PasteGame));
    if (!paste_error_.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(NOTICE, "%s", paste_error_.c_str());
        ImGui::PopTextWrapPos();
        note_control("paste-error");
    }
    ImGui::Spacing();
    float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    bool close = !paste_open_;
    {
        AccentButton accent;
        if (ImGui::Button(text::tr(lang(), text::TextId::Open), ImVec2{half, big_button_height()}))
            load_record(platform::text_box_value());  // closes the box when the record is good
    }
    note_control("paste-open");
    ImGui::SameLine();
    if (ImGui::Button(text::tr(lang(), text::TextId::Cancel), ImVec2{half, big_button_height()}))
        close = true;
    note_control("paste-cancel");
    if (close || !paste_open_) {
        paste_open_ = false;
        platform::hide_text_box();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

void App::draw_welcome() {
    // The first visit's choice, at the top of the panel (no window over the board: the first
    // frames stay as cheap as without it).
    if (!welcome_) return;
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ACCENT, "%s", text::tr(lang(), text::TextId::Welcome));
    ImGui::TextUnformatted(text::tr(lang(), text::TextId::WelcomeQuestion));
    ImGui::PopTextWrapPos();
    bool cpu = false, two = false;
    {
        AccentButton accent;
        const std::string label = std::string(text::tr(lang(), text::TextId::PlayCpu)) + " · " +
                                  text::level_label(lang(), match_.settings().cpu_level);
        cpu = ImGui::Button(label.c_str(), ImVec2{-FLT_MIN, big_button_height()});
    }
    note_control("welcome-cpu");
    two = ImGui::Button(text::tr(lang(), text::TextId::TwoPlayersHere),
                        ImVec2{-FLT_MIN, big_button_height()});
    note_control("welcome-two");
    if (cpu || two) welcome_ = false;
    if (cpu) start_new_game(false, true);  // the player takes Black
    if (cpu || two) save_match();
}

}  // namespace reversi
