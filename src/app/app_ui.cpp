// The panel beside (or below) the board, the coordinates on the frame and the help window, all
// Dear ImGui, in CSS pixels. Buttons call the same App functions as the keys and the test API.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "app.h"
#include "imgui.h"
#include "imgui_internal.h"
#include "text.h"
#include "widgets.h"

namespace reversi {

using namespace ui;  // widgets.h

void App::apply_style() {
    ImGui::StyleColorsDark();
    ImGuiStyle& s = ImGui::GetStyle();
    const float k = ui_scale_;
    // The body font's size in CSS pixels (load_fonts() has run, except in App::init()).
    const float font = font_body_ ? font_body_->FontSize * ImGui::GetIO().FontGlobalScale : 16 * k;
    s.WindowRounding = 10 * k;
    s.FrameRounding = 6 * k;
    s.GrabRounding = 6 * k;
    s.WindowBorderSize = 0;
    s.WindowPadding = ImVec2{14 * k, 12 * k};
    s.FramePadding = ImVec2{10 * k, 6 * k};
    s.ItemSpacing = ImVec2{8 * k, 6 * k};
    s.ItemInnerSpacing = ImVec2{6 * k, 4 * k};
    s.CellPadding = ImVec2{4 * k, 2 * k};
    s.IndentSpacing = 21 * k;
    s.ScrollbarSize = 10 * k;
    s.GrabMinSize = 10 * k;
    if (touch_) {
        // A finger's targets: every control (a frame) at least TOUCH_TARGET tall, a little apart.
        s.FramePadding.y = std::max(s.FramePadding.y, std::ceil((TOUCH_TARGET - font) / 2));
        s.ItemSpacing.y = 8 * k;
    }
    style_scale_ = ui_scale_;
    style_touch_ = touch_;
    ImVec4* c = s.Colors;
    c[ImGuiCol_WindowBg] = ImVec4{0.13f, 0.18f, 0.155f, 1.0f};
    c[ImGuiCol_PopupBg] = ImVec4{0.12f, 0.16f, 0.14f, 0.98f};
    c[ImGuiCol_Text] = ImVec4{0.94f, 0.95f, 0.92f, 1.0f};
    c[ImGuiCol_Button] = ImVec4{0.22f, 0.36f, 0.28f, 1.0f};
    c[ImGuiCol_ButtonHovered] = ImVec4{0.28f, 0.47f, 0.36f, 1.0f};
    c[ImGuiCol_ButtonActive] = ImVec4{0.33f, 0.55f, 0.42f, 1.0f};
    c[ImGuiCol_FrameBg] = ImVec4{0.19f, 0.26f, 0.22f, 1.0f};
    c[ImGuiCol_FrameBgHovered] = ImVec4{0.24f, 0.33f, 0.28f, 1.0f};
    c[ImGuiCol_FrameBgActive] = ImVec4{0.28f, 0.38f, 0.32f, 1.0f};
    c[ImGuiCol_CheckMark] = ACCENT;
    c[ImGuiCol_SliderGrab] = ACCENT;
    c[ImGuiCol_SliderGrabActive] = ACCENT;
    c[ImGuiCol_Header] = ImVec4{0.20f, 0.30f, 0.25f, 1.0f};
    c[ImGuiCol_HeaderHovered] = ImVec4{0.26f, 0.38f, 0.31f, 1.0f};
    c[ImGuiCol_HeaderActive] = ImVec4{0.30f, 0.44f, 0.36f, 1.0f};
    c[ImGuiCol_Separator] = ImVec4{0.30f, 0.38f, 0.33f, 1.0f};
    c[ImGuiCol_PlotHistogram] = ACCENT;
    c[ImGuiCol_ModalWindowDimBg] = ImVec4{0.0f, 0.0f, 0.0f, 0.55f};
    c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgActive] = ImVec4{0.17f, 0.25f, 0.21f, 1.0f};
}

std::string App::status_line() const {
    if (exercise_) {
        // A course's title; a single puzzle's own ("Daily puzzle · 8 empties · easy").
        const game::Exercise* x = current_exercise();
        if (x && exercise_->course.steps.size() == 1) return x->title.in(lang());
        return exercise_->course.title.in(lang());
    }
    if (!showing_live()) {
        // The past or another game: what is shown, and where.
        const int total = static_cast<int>(shown_moves().size());
        std::string line = text::viewing_text(lang(), shown_point(), total);
        if (other_ && shown_point() == total) {
            const game::ViewPoint v = shown_view();
            if (v.game_over)
                line = text::result_text(lang(), game::game_result(v.position));
            else if (other_->kind == Shown::Correspondence && corr_)
                line = text::tr(lang(), corr_->can_move() ? text::TextId::CorrYourMove
                                                          : text::TextId::CorrTheirMove);
            else
                line = text::turn_text(lang(), v.position.to_move);
        }
        return line;
    }
    if (auto result = match_.result()) {
        // From the player's side when one human plays the CPU.
        const game::Player& black = match_.seat(Color::Black);
        const game::Player& white = match_.seat(Color::White);
        if (black.kind != white.kind) {
            const Color human = black.kind == game::SeatKind::Human ? Color::Black : Color::White;
            return text::side_result_text(lang(), *result, human,
                                          match_.seat(other(human)).cpu_level);
        }
        return text::result_text(lang(), *result);
    }
    if (cpu_thinking()) return text::tr(lang(), text::TextId::CpuThinking);
    return text::turn_text(lang(), match_.to_move());
}

void App::draw_coordinates() const {
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const BoardGeometry& g = layout_.board;
    Rect in = g.inner();
    float size = std::clamp(g.frame * 0.62f, 9.0f, 20.0f);
    ImFont* font = font_body_;
    ImU32 color = rgba(246, 228, 196, 230);
    for (int i = 0; i < 8; ++i) {
        char letter[2] = {static_cast<char>('a' + i), 0};
        char digit[2] = {static_cast<char>('1' + i), 0};
        float center = in.x + (static_cast<float>(i) + 0.5f) * g.cell();
        ImVec2 ls = font->CalcTextSizeA(size, 1e9f, 0, letter);
        dl->AddText(font, size, ImVec2{center - ls.x / 2, g.outer.y + (g.frame - ls.y) / 2}, color,
                    letter);
        dl->AddText(font, size, ImVec2{center - ls.x / 2, in.y + in.height + (g.frame - ls.y) / 2},
                    color, letter);
        float middle = in.y + (static_cast<float>(i) + 0.5f) * g.cell();
        ImVec2 ds = font->CalcTextSizeA(size, 1e9f, 0, digit);
        dl->AddText(font, size, ImVec2{g.outer.x + (g.frame - ds.x) / 2, middle - ds.y / 2}, color,
                    digit);
        dl->AddText(font, size, ImVec2{in.x + in.width + (g.frame - ds.x) / 2, middle - ds.y / 2},
                    color, digit);
    }
}

void App::note_control(const std::string& name) {
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    controls_[name] = Rect{a.x, a.y, b.x - a.x, b.y - a.y};
    a11y_.name_last(name);
}

void App::draw_seat_row(Color color) {
    ImGui::PushID(color == Color::Black ? "seat_x" : "seat_o");
    const float icon = 16 * ui_scale_;
    disc_icon(color, icon, true);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(color_name(color).c_str());
    // The choices start after the longer of the two colour names, in either language.
    float names = std::max(ImGui::CalcTextSize(color_name(Color::Black).c_str()).x,
                           ImGui::CalcTextSize(color_name(Color::White).c_str()).x);
    ImGui::SameLine(ImGui::GetStyle().WindowPadding.x + icon + names +
                    3 * ImGui::GetStyle().ItemSpacing.x);
    bool cpu = match_.seat(color).kind == game::SeatKind::Cpu;
    Greyed locked(match_.new_game_forfeits());  // a click says why (App::set_seat)
    const std::string side(1, color_char(color));
    int chosen = choice_buttons(
        color_name(color),
        {{text::seat_kind_label(lang(), game::SeatKind::Human), "seat-human-" + side},
         {text::seat_kind_label(lang(), game::SeatKind::Cpu), "seat-cpu-" + side}},
        cpu ? 1 : 0);
    if (chosen == 0 && cpu) set_seat(color, game::SeatKind::Human);
    if (chosen == 1 && !cpu) set_seat(color, game::SeatKind::Cpu);
    ImGui::PopID();
}

void App::draw_panel() {
    const Rect& r = layout_.panel;
    ImGui::SetNextWindowPos(ImVec2{r.x, r.y});
    ImGui::SetNextWindowSize(ImVec2{r.width, r.height});
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                             ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                             ImGuiWindowFlags_NoSavedSettings |
                             ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("panel", nullptr, flags);
    controls_["panel"] = r;
    // A panel taller than the screen (a phone with a section open) scrolls by dragging it, as
    // touch screens expect, and not only with its thin scroll bar.
    drag_scroll_window();
    float width = ImGui::GetContentRegionAvail().x;
    float spacing = ImGui::GetStyle().ItemSpacing.x;
    game::Language language = lang();

    // The title where there is room for it: a phone shows the board instead.
    if (!layout_.portrait && !layout_.short_screen) {
        ImGui::PushFont(font_large_);
        ImGui::TextUnformatted(text::tr(language, text::TextId::AppTitle));
        ImGui::PopFont();
        ImGui::Separator();
    }

    // Disc counts, who is who, whose turn: White's half starts mid-panel, or after Black's
    // when that is longer, or on its own line when both do not fit.
    const game::ViewPoint view = shown_view();
    bool over = view.game_over;
    const auto count_text = [&](Color c) {
        return std::to_string(c == Color::Black ? view.black_discs : view.white_discs);
    };
    const auto label_text = [&](Color c) {
        const game::Player& p = match_.seat(c);
        std::string who = color_name(c);
        if (!other_ && !exercise_ && (p.kind == game::SeatKind::Cpu || p.handed_to_cpu))
            who += " · CPU";
        if (!over && view.position.to_move == c) who += " ◀";
        return who;
    };
    const float icon = 20 * ui_scale_;
    const auto row_width = [&](Color c) {
        ImGui::PushFont(font_large_);
        const float count = ImGui::CalcTextSize(count_text(c).c_str()).x;
        ImGui::PopFont();
        return icon + count + ImGui::CalcTextSize(label_text(c).c_str()).x + 2 * spacing;
    };
    float row_top = ImGui::GetCursorPosY();  // both halves start here when on one line
    for (Color c : {Color::Black, Color::White}) {
        bool turn = !over && view.position.to_move == c;
        ImGui::SetCursorPosY(row_top);
        disc_icon(c, icon);
        ImGui::SameLine();
        ImGui::PushFont(font_large_);
        ImGui::TextUnformatted(count_text(c).c_str());
        ImGui::PopFont();
        ImGui::SameLine();
        // Lines the small label up with the large number's baseline.
        ImGui::SetCursorPosY(row_top + (font_large_->FontSize - font_body_->FontSize) *
                                           ImGui::GetIO().FontGlobalScale * 0.75f);
        ImGui::TextColored(turn ? ACCENT : MUTED, "%s", label_text(c).c_str());
        if (c == Color::Black) {
            // Window coordinates, as SameLine's offset; the content starts at the padding.
            ImGui::SameLine();
            const float white_at = std::max(width * 0.5f, ImGui::GetCursorPosX() + spacing);
            if (white_at + row_width(Color::White) <= ImGui::GetStyle().WindowPadding.x + width) {
                ImGui::SameLine(white_at);
            } else {
                ImGui::NewLine();
                row_top = ImGui::GetCursorPosY();
            }
        }
    }

    ImGui::PushFont(font_large_);
    ImGui::PushTextWrapPos(0);
    if (exercise_) {
        ImGui::TextColored(ACCENT, "%s", status_line().c_str());
        note_control("exercise-title");
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
        // The exercise takes the panel: its task, the verdict and its buttons.
        draw_exercise();
        ImGui::End();
        return;
    }
    if (showing_live()) {
        ImGui::TextUnformatted(status_line().c_str());
    } else {
        ImGui::TextColored(ACCENT, "%s", status_line().c_str());
        note_control("viewing");
    }
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    if (showing_live())
        draw_ranked_line();
    else
        draw_view_bar();
    const std::string hints = hints_line();
    if (!hints.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(MUTED, "%s", hints.c_str());
        ImGui::PopTextWrapPos();
        note_control("hints-line");
    }
    if (const std::optional<int> eval = evaluation()) {
        ImGui::TextUnformatted(text::evaluation_text(lang(), *eval).c_str());
        note_control("evaluation");
    }
    draw_welcome();

    std::optional<std::int64_t> left = match_.time_left_ms(static_cast<std::int64_t>(now_));
    if (left && !over) {
        long long limit = game::turn_time_ms(match_.settings().turn_time);
        float fraction = limit > 0 ? static_cast<float>(*left) / static_cast<float>(limit) : 0.0f;
        bool hurry = *left <= 10000;
        if (hurry) ImGui::PushStyleColor(ImGuiCol_PlotHistogram, ImVec4{0.9f, 0.3f, 0.2f, 1});
        ImGui::ProgressBar(fraction, ImVec2{-1, 0}, text::clock_text(*left).c_str());
        if (hurry) ImGui::PopStyleColor();
    }

    // What a player needs during a game, before anything that may need scrolling.
    draw_actions();
    draw_level_stepper();

    for (Color c : {Color::Black, Color::White}) {
        if (!match_.seat_handed(c)) continue;
        std::string label =
            std::string(text::tr(language, text::TextId::TakeBackSeat)) + " · " + color_name(c);
        if (ImGui::Button(label.c_str(),
                          ImVec2{-1, std::max(34 * ui_scale_, ImGui::GetFrameHeight())}))
            reclaim_seat(c);
        note_control(std::string("take-back-") + color_char(c));
    }
    // The notice area keeps its lines whether or not a notice shows, so that the buttons below
    // never move under a finger.
    float notice_top = ImGui::GetCursorPosY();
    if (!notice_.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(NOTICE, "%s", notice_.c_str());
        ImGui::PopTextWrapPos();
    }
    float used = ImGui::GetCursorPosY() - notice_top;
    // Two lines, one on a low screen, where the panel has no height to spare.
    float reserved = (layout_.short_screen ? 1 : 2) * ImGui::GetTextLineHeightWithSpacing();
    if (used < reserved) ImGui::Dummy(ImVec2{1, reserved - used - ImGui::GetStyle().ItemSpacing.y});

    ImGui::Separator();
    {
        const char* labels[] = {text::tr(language, text::TextId::PlayCpu),
                                text::tr(language, text::TextId::TwoPlayers)};
        std::vector<float> widths =
            shared_widths({labels[0], labels[1]}, width, min_button_width());
        if (ImGui::Button(labels[0], row_slot(widths, 0))) start_new_game(false, true);
        note_control("vs-cpu");
        if (ImGui::Button(labels[1], row_slot(widths, 1))) start_new_game(false, false);
        note_control("two-players");
    }
    // A ranked game: the human plays Black against the CPU at the level of the settings.
    std::string ranked_label = std::string(text::tr(language, text::TextId::NewRankedGame)) +
                               " · " + text::level_number(language, match_.settings().cpu_level);
    if (ImGui::CalcTextSize(ranked_label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x > width)
        ranked_label = text::tr(language, text::TextId::NewRankedGame);
    if (ImGui::Button(ranked_label.c_str(), ImVec2{-FLT_MIN, 0})) start_new_game(false, true, true);
    note_control("new-ranked");

    draw_seat_row(Color::Black);
    draw_seat_row(Color::White);
    if (match_.series().games() > 0) {
        // The players as they are: "You 2 – 1 Level 3" against the CPU.
        const game::Player& a = match_.player(game::PlayerId::A);
        const game::Player& b = match_.player(game::PlayerId::B);
        std::string line = text::series_text(language, match_.series());
        if (a.kind != b.kind || a.kind == game::SeatKind::Cpu) {
            auto name = [&](const game::Player& p) {
                return p.kind == game::SeatKind::Cpu
                           ? text::level_number(language, p.cpu_level)
                           : std::string(text::tr(language, text::TextId::You));
            };
            line = text::named_series_text(language, match_.series(), name(a), name(b));
        }
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(MUTED, "%s", line.c_str());
        ImGui::PopTextWrapPos();
        note_control("series");
    }

    if (!section_) section_ = layout_.portrait ? Section::None : Section::Settings;
    draw_moves_section();
    draw_learn_section();
    draw_games_section();
    draw_rating();
    draw_settings();

    if (storage_ != StorageState::Ok) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(NOTICE, "%s",
                           text::tr(language, storage_ == StorageState::Unavailable
                                                  ? text::TextId::StorageUnavailable
                                                  : text::TextId::StorageFailed));
        ImGui::PopTextWrapPos();
    }
    // The keys' reminder only where it fits whole: the panel never scrolls for it.
    const char* keys = text::tr(language, text::TextId::KeysHelp);
    if (!layout_.portrait && !touch_ &&
        ImGui::CalcTextSize(keys, nullptr, false, width).y <= ImGui::GetContentRegionAvail().y) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(MUTED, "%s", keys);
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
}

float App::min_button_width() const {
    return touch_ ? TOUCH_TARGET : ImGui::GetFrameHeight();
}

float App::big_button_height() const {
    return std::max(40 * ui_scale_, ImGui::GetFrameHeight());
}

int App::choice_buttons(const std::string& group, const std::vector<Choice>& choices,
                        int selected) {
    std::vector<std::string> labels;
    for (const Choice& c : choices) labels.push_back(c.label);
    std::vector<float> widths =
        shared_widths(labels, ImGui::GetContentRegionAvail().x, min_button_width());
    int clicked = -1;
    a11y_.begin_group(group);
    for (size_t i = 0; i < choices.size(); ++i) {
        bool on = static_cast<int>(i) == selected;
        {
            Lit lit(on, std::max(1.0f, 1.5f * ui_scale_));
            if (ImGui::Button(labels[i].c_str(), row_slot(widths, i)))
                clicked = static_cast<int>(i);
        }
        a11y_.mark_radio(on);
        note_control(choices[i].control);
    }
    a11y_.end_group();
    return clicked;
}

int App::choice_row(const std::string& label, const std::vector<Choice>& choices, int selected) {
    std::vector<std::string> labels;
    for (const Choice& c : choices) labels.push_back(c.label);
    const float gap = 2 * ImGui::GetStyle().ItemSpacing.x;
    float after = ImGui::CalcTextSize(label.c_str()).x + gap;
    bool one_line =
        !shared_widths(labels, ImGui::GetContentRegionAvail().x - after, min_button_width())
             .empty();
    if (one_line) ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    if (one_line) ImGui::SameLine(0, gap);
    return choice_buttons(label, choices, selected);
}

bool App::toggle_row(const char* label, bool* value, const char* control) {
    ImGuiContext& g = *GImGui;
    const ImGuiStyle& style = g.Style;
    // The box keeps the desktop's size; on a touch screen the row around it is the target.
    const float pad = 6 * ui_scale_;
    const float box = ImGui::GetFontSize() + 2 * pad;
    const float width = ImGui::GetContentRegionAvail().x;
    const float wrap = width - box - style.ItemInnerSpacing.x;
    const ImVec2 text = ImGui::CalcTextSize(label, nullptr, false, wrap);
    const float height = std::max(ImGui::GetFrameHeight(), text.y + 2 * pad);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    bool clicked = ImGui::InvisibleButton(control, ImVec2{width, height});
    if (clicked) *value = !*value;
    IMGUI_TEST_ENGINE_ITEM_INFO(g.LastItemData.ID, label,
                                g.LastItemData.StatusFlags | ImGuiItemStatusFlags_Checkable |
                                    (*value ? ImGuiItemStatusFlags_Checked : 0));
    note_control(control);
    ImGuiCol frame = ImGui::IsItemActive()    ? ImGuiCol_FrameBgActive
                     : ImGui::IsItemHovered() ? ImGuiCol_FrameBgHovered
                                              : ImGuiCol_FrameBg;
    const ImVec2 box_at{at.x, at.y + std::floor((height - box) / 2)};
    ImGui::RenderFrame(box_at, ImVec2{box_at.x + box, box_at.y + box}, ImGui::GetColorU32(frame),
                       true, style.FrameRounding);
    if (*value) {
        float inset = std::max(1.0f, std::floor(box / 6));
        ImGui::RenderCheckMark(ImGui::GetWindowDrawList(),
                               ImVec2{box_at.x + inset, box_at.y + inset},
                               ImGui::GetColorU32(ImGuiCol_CheckMark), box - 2 * inset);
    }
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize(),
        ImVec2{at.x + box + style.ItemInnerSpacing.x, at.y + std::floor((height - text.y) / 2)},
        ImGui::GetColorU32(ImGuiCol_Text), label, nullptr, wrap);
    return clicked;
}

void App::draw_actions() {
    game::Language language = lang();
    std::string labels[] = {
        text::tr(language, text::TextId::NewGame), text::tr(language, text::TextId::Undo),
        text::tr(language, text::TextId::Redo), text::tr(language, text::TextId::Help)};
    const float avail = ImGui::GetContentRegionAvail().x;
    std::vector<float> widths =
        shared_widths({labels[0], labels[1], labels[2], labels[3]}, avail, min_button_width());
    if (widths.empty()) {
        // A narrow panel (a phone, a long language): undo and redo as arrows, named for screen
        // readers, so that the row stays one line.
        labels[1] = "↶###undo";
        labels[2] = "↷###redo";
        widths = shared_widths({labels[0], "↶", "↷", labels[3]}, avail, min_button_width());
    }
    {
        // Once the game is over this is the next thing to do (the banner over the board has the
        // same button): it takes the accent colour.
        std::optional<AccentButton> accent;
        if (match_.game_over()) accent.emplace();
        if (ImGui::Button(labels[0].c_str(), row_slot(widths, 0))) new_game_same_seats();
        note_control("new-game");
    }
    // In a ranked game undo looks disabled, but a click (or a hover) says why. While another
    // game is shown, undo takes back this device's unsent correspondence move.
    bool ranked = match_.ranked() && !other_;
    bool can_undo = other_
                        ? other_->kind == Shown::Correspondence && corr_ && corr_->own_moves() > 0
                        : match_.can_undo();
    ImGui::BeginDisabled(!ranked && !can_undo);
    {
        Greyed refused(ranked);
        if (ImGui::Button(labels[1].c_str(), row_slot(widths, 1))) undo_or_take_back();
    }
    a11y_.label_last(text::tr(language, text::TextId::Undo));
    const char* no_undo = text::tr(language, text::TextId::RankedNoUndo);
    if (ranked && ImGui::IsItemHovered() && notice_ != no_undo) {
        // Wrapped to the screen: a phone keeps the "hover" of its last tap.
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(std::min(ImGui::GetIO().DisplaySize.x * 0.6f, 320.0f * ui_scale_));
        ImGui::TextUnformatted(no_undo);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
    note_control("undo");
    ImGui::EndDisabled();
    ImGui::BeginDisabled(other_.has_value() || !match_.can_redo());
    if (ImGui::Button(labels[2].c_str(), row_slot(widths, 2))) redo();
    note_control("redo");
    a11y_.label_last(text::tr(language, text::TextId::Redo));
    ImGui::EndDisabled();
    if (ImGui::Button(labels[3].c_str(), row_slot(widths, 3))) help_open_ = !help_open_;
    note_control("help");
}

void App::draw_level_stepper() {
    game::Language language = lang();
    game::Settings s = match_.settings();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float height = ImGui::GetFrameHeight();
    const float side = std::max(height, 40 * ui_scale_);
    const float middle = ImGui::GetContentRegionAvail().x - 2 * side - 2 * style.ItemSpacing.x;
    ImGui::BeginDisabled(s.cpu_level <= game::MIN_CPU_LEVEL);
    if (ImGui::Button("−###level-down", ImVec2{side, height})) --s.cpu_level;
    note_control("level-down");
    a11y_.label_last(text::tr(language, text::TextId::LevelDown));
    ImGui::EndDisabled();
    ImGui::SameLine();
    // "Level 3 · Casual" centred between the two buttons ("Level 3" where that does not fit).
    std::string label = text::level_label(language, s.cpu_level);
    if (ImGui::CalcTextSize(label.c_str()).x > middle)
        label = text::level_number(language, s.cpu_level);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2{std::max(middle, 1.0f), height});
    note_control("level");
    const ImVec2 size = ImGui::CalcTextSize(label.c_str());
    ImGui::GetWindowDrawList()->AddText(
        ImVec2{at.x + std::floor((middle - size.x) / 2), at.y + std::floor((height - size.y) / 2)},
        ImGui::GetColorU32(ImGuiCol_Text), label.c_str());
    ImGui::SameLine();
    ImGui::BeginDisabled(s.cpu_level >= game::MAX_CPU_LEVEL);
    if (ImGui::Button("+###level-up", ImVec2{side, height})) ++s.cpu_level;
    note_control("level-up");
    a11y_.label_last(text::tr(language, text::TextId::LevelUp));
    ImGui::EndDisabled();
    change_settings(s);
}

bool App::section_header(Section section, const std::string& label, const char* control) {
    ImGui::SetNextItemOpen(section_ == section, ImGuiCond_Always);
    bool open = ImGui::CollapsingHeader(label.c_str());
    note_control(control);
    if (open != (section_ == section)) {
        section_ = open ? section : Section::None;
        // Opened by a tap on a phone: the section scrolls up to the panel's top, in view.
        if (open) ImGui::SetScrollHereY(0.0f);
    }
    return open;
}

void App::draw_ranked_line() {
    game::Language language = lang();
    std::string line;
    if (match_.ranked()) {
        int level = match_.ranked_cpu_level();
        line = text::ranked_game_text(language, level,
                                      game::level_rating(level, match_.level_ratings()));
    } else {
        line = std::string(text::tr(language, text::TextId::Unranked)) + " · " +
               text::rating_text(language, match_.rating().value);
    }
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(match_.ranked() ? ACCENT : MUTED, "%s", line.c_str());
    ImGui::PopTextWrapPos();
    note_control("ranked-label");
}

void App::draw_rating() {
    game::Language language = lang();
    const game::Rating& rating = match_.rating();
    std::string label = text::rating_text(language, rating.value) + "###rating";
    if (!section_header(Section::Rating, label, "rating")) return;
    if (rating.history.empty()) {
        ImGui::TextColored(MUTED, "%s", text::tr(language, text::TextId::NoRankedGames));
        note_control("rating-history");
        return;
    }
    if (!layout_.portrait)
        ImGui::TextColored(MUTED, "%s", text::tr(language, text::TextId::RatingHistory));
    // Up to six games show at once, fewer if the panel has no room left (a phone): the table
    // scrolls for the older ones.
    constexpr int VISIBLE_ROWS = 6;
    float row = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
    int room = static_cast<int>((ImGui::GetContentRegionAvail().y - 2) / row) - 1;
    int rows = std::clamp(std::min(VISIBLE_ROWS, rating.games()), 1, std::max(1, room)) + 1;
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                            ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("rating_history", 4, flags,
                          ImVec2{0, row * static_cast<float>(rows) + 2})) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn(text::tr(language, text::TextId::Date), 0, 1.25f);
        ImGui::TableSetupColumn(text::tr(language, text::TextId::Level), 0, 0.7f);
        ImGui::TableSetupColumn(text::tr(language, text::TextId::Result), 0, 1.0f);
        ImGui::TableSetupColumn(text::tr(language, text::TextId::Rating), 0, 1.05f);
        ImGui::TableHeadersRow();
        for (auto e = rating.history.rbegin(); e != rating.history.rend(); ++e) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(text::date_text(language, e->date, utc_offset_minutes_).c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", e->level);
            ImGui::TableNextColumn();
            const ImVec4& color = e->outcome == game::Outcome::Win    ? WIN
                                  : e->outcome == game::Outcome::Loss ? LOSS
                                                                      : MUTED;
            ImGui::TextColored(color, "%s", text::outcome_label(language, e->outcome));
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(text::rating_change_text(*e).c_str());
        }
        ImGui::EndTable();
        note_control("rating-history");
    }
}

void App::draw_settings() {
    game::Language language = lang();
    settings_open_ =
        section_header(Section::Settings, text::tr(language, text::TextId::Settings), "settings");
    if (!settings_open_) return;
    game::Settings s = match_.settings();
    toggle_row(text::tr(language, text::TextId::ShowLegalMoves), &s.show_legal_moves, "show-legal");
    toggle_row(text::tr(language, text::TextId::AlternateColors), &s.alternate_colors, "alternate");
    toggle_row(text::tr(language, text::TextId::ShowHints), &s.show_hints, "show-hints");
    constexpr game::TurnTime TIMES[] = {game::TurnTime::None, game::TurnTime::Seconds30,
                                        game::TurnTime::Seconds60};
    constexpr const char* TIME_CONTROLS[] = {"time-0", "time-30", "time-60"};
    std::vector<Choice> times;
    int current = 0;
    for (size_t i = 0; i < std::size(TIMES); ++i) {
        times.push_back({text::turn_time_label(language, TIMES[i]), TIME_CONTROLS[i]});
        if (s.turn_time == TIMES[i]) current = static_cast<int>(i);
    }
    int time = choice_row(text::tr(language, text::TextId::TurnTime), times, current);
    if (time >= 0) s.turn_time = TIMES[static_cast<size_t>(time)];
    int chosen = choice_row(text::tr(language, text::TextId::Language),
                            {{text::tr(language, text::TextId::LanguageEnglish), "lang-en"},
                             {text::tr(language, text::TextId::LanguagePortuguese), "lang-pt"}},
                            language == game::Language::Portuguese ? 1 : 0);
    if (chosen >= 0)
        s.language = chosen == 1 ? game::Language::Portuguese : game::Language::English;
    change_settings(s);
}

void App::draw_result_banner() {
    auto result = match_.result();
    if (!result || help_open_ || confirm_ || animating() || banner_closed_ || !showing_live() ||
        paste_open_ || welcome_)
        return;
    const Rect in = layout_.board.inner();
    float w = std::min(in.width * 0.8f, 360.0f * ui_scale_);
    ImGui::SetNextWindowPos(ImVec2{in.x + in.width / 2, in.y + in.height / 2}, 0,
                            ImVec2{0.5f, 0.5f});
    ImGui::SetNextWindowSize(ImVec2{w, 0});
    ImGui::SetNextWindowBgAlpha(0.88f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2{18 * ui_scale_, 16 * ui_scale_});
    ImGui::Begin("result", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    // A close button in the corner; Escape and a click beside the banner close it too.
    {
        float side = ImGui::GetFrameHeight();
        ImVec2 at = ImGui::GetCursorPos();
        ImGui::SetCursorPos(ImVec2{ImGui::GetWindowWidth() - side - 6, 6});
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4{0, 0, 0, 0});
        if (ImGui::Button("×###banner-close", ImVec2{side, side})) banner_closed_ = true;
        ImGui::PopStyleColor();
        note_control("banner-close");
        a11y_.label_last(text::tr(lang(), text::TextId::Close));
        ImGui::SetCursorPos(at);
    }
    ImGui::PushFont(font_large_);
    std::string line = status_line();  // from the player's side against the CPU
    float tw = ImGui::CalcTextSize(line.c_str()).x;
    float avail = ImGui::GetContentRegionAvail().x;
    if (tw < avail) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - tw) / 2);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(line.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    std::string score = text::score_text(lang(), result->black_discs, result->white_discs);
    float sw = ImGui::CalcTextSize(score.c_str()).x;
    if (sw < avail) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - sw) / 2);
    ImGui::TextColored(MUTED, "%s", score.c_str());
    if (match_.ranked() && !match_.rating().history.empty()) {
        // The ranked game's effect on the rating, e.g. "Win against level 3 (Casual): ...".
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(ACCENT, "%s",
                           text::rating_entry_text(lang(), match_.rating().history.back()).c_str());
        ImGui::PopTextWrapPos();
        note_control("banner-rating");
    }
    ImGui::Spacing();
    {
        AccentButton accent;
        if (ImGui::Button(text::tr(lang(), text::TextId::NewGame), ImVec2{-1, big_button_height()}))
            new_game_same_seats();
        note_control("banner-new-game");
    }
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    controls_["banner"] = Rect{at.x, at.y, size.x, size.y};
    ImGui::End();
    ImGui::PopStyleVar();
}

void App::draw_help() {
    // A modal window: it dims the page and takes the clicks while open.
    constexpr const char* ID = "###help";
    bool popup_open = ImGui::IsPopupOpen(ID);
    if (help_open_ && !popup_open) ImGui::OpenPopup(ID);
    if (!help_open_ && !popup_open) return;
    ImGuiIO& io = ImGui::GetIO();
    float w = std::min(io.DisplaySize.x - 24, 680.0f * ui_scale_);
    float h = io.DisplaySize.y - 24;
    ImGui::SetNextWindowPos(ImVec2{(io.DisplaySize.x - w) / 2, 12});
    ImGui::SetNextWindowSize(ImVec2{w, h});
    const text::Help& help = text::help(lang());
    std::string title = std::string(help.title) + ID;
    bool open = true;
    // A touch screen gets no title-bar cross (far below a finger's size): the Close button
    // closes it.
    if (!ImGui::BeginPopupModal(title.c_str(), touch_ ? nullptr : &open,
                                ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings)) {
        help_open_ = false;
        return;
    }
    // The text scrolls; the close button stays in view below it.
    float footer = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
    ImGui::BeginChild("help_text", ImVec2{0, -footer});
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(help.summary);
    auto heading = [&](const char* title_text) {
        ImGui::Spacing();
        ImGui::PushFont(font_large_);
        ImGui::TextColored(ACCENT, "%s", title_text);
        ImGui::PopFont();
    };
    for (const text::HelpSection& section : help.sections) {
        heading(section.title);
        if (section.text && *section.text) ImGui::TextUnformatted(section.text);
        for (const char* point : section.points) {
            ImGui::Bullet();
            ImGui::TextUnformatted(point);
        }
    }
    heading(help.terms_title);
    for (const text::HelpTerm& term : help.terms) {
        ImGui::TextColored(ACCENT, "%s", term.term);
        ImGui::Indent();
        ImGui::TextUnformatted(term.meaning);
        ImGui::Unindent();
    }
    heading(help.questions_title);
    for (const text::HelpQuestion& q : help.questions) {
        ImGui::TextColored(NOTICE, "%s", q.question);
        ImGui::TextUnformatted(q.answer);
        ImGui::Spacing();
    }
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    ImGui::Separator();
    if (ImGui::Button(text::tr(lang(), text::TextId::Close), ImVec2{120 * ui_scale_, 0}))
        open = false;
    note_control("help-close");
    if (!open || !help_open_) {
        help_open_ = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

void App::draw_leave_confirmation() {
    constexpr const char* ID = "###leave-ranked";
    // The ranked game may end (or be left) while the question is open: then it is moot.
    if (confirm_ && !match_.new_game_forfeits()) confirm_.reset();
    bool popup_open = ImGui::IsPopupOpen(ID);
    if (confirm_ && !popup_open) ImGui::OpenPopup(ID);
    if (!confirm_ && !popup_open) return;
    ImGuiIO& io = ImGui::GetIO();
    float w = std::min(io.DisplaySize.x - 24, 420.0f * ui_scale_);
    ImGui::SetNextWindowPos(ImVec2{io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always,
                            ImVec2{0.5f, 0.5f});
    ImGui::SetNextWindowSize(ImVec2{w, 0});
    std::string title = std::string(text::tr(lang(), text::TextId::LeaveRankedTitle)) + ID;
    if (!ImGui::BeginPopupModal(title.c_str(), nullptr,
                                ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings)) {
        return;
    }
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text::tr(lang(), text::TextId::RankedAbandonLoses));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    std::optional<NewGameRequest> leave;
    bool keep = !confirm_;
    if (ImGui::Button(text::tr(lang(), text::TextId::LeaveAndLose),
                      ImVec2{half, big_button_height()})) {
        leave = confirm_;
        keep = true;
    }
    note_control("confirm-leave");
    ImGui::SameLine();
    {
        AccentButton accent;  // staying is the safe choice
        if (ImGui::Button(text::tr(lang(), text::TextId::KeepPlaying),
                          ImVec2{half, big_button_height()}))
            keep = true;
    }
    note_control("confirm-keep");
    if (keep) {
        confirm_.reset();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
    if (leave) begin_new_game(*leave);
}

}  // namespace reversi
