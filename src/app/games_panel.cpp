// The Games section of the panel: the archive of finished games, most recent first (each opens
// in view mode), export and import as a GGF file, and the way back to a correspondence game.
// The archive's logic is game/archive.h's; storing and opening are app_record.cpp's.
#include <algorithm>
#include <cfloat>
#include <string>

#include "app.h"
#include "imgui.h"
#include "platform.h"
#include "text.h"
#include "widgets.h"

namespace reversi {

using namespace ui;  // widgets.h

void App::draw_games_section() {
    game::Language language = lang();
    std::string label = std::string(text::tr(language, text::TextId::Games));
    if (archive_.size() > 0) label += " (" + std::to_string(archive_.size()) + ")";
    label += "###games";
    if (!section_header(Section::Games, label, "games")) return;
    if (corr_ && !(other_ && other_->kind == Shown::Correspondence)) {
        if (ImGui::Button(text::tr(language, text::TextId::CorrOpen), ImVec2{-FLT_MIN, 0}))
            open_correspondence();
        note_control("open-correspondence");
    }
    if (archive_.size() == 0) {
        ImGui::TextColored(MUTED, "%s", text::tr(language, text::TextId::NoGames));
    } else {
        // Two lines a game: the players, then the score, the opening and the day.
        const float line = ImGui::GetTextLineHeight();
        const float row = std::max(2 * line + 6 * ui_scale_, touch_ ? 46.0f : 0.0f);
        const int shown = std::clamp(static_cast<int>(archive_.size()), 1,
                                     layout_.portrait || layout_.short_screen ? 3 : 5);
        const float height = (row + ImGui::GetStyle().ItemSpacing.y) * static_cast<float>(shown);
        ImGui::BeginChild("game_list", ImVec2{0, height}, false);
        drag_scroll_window();  // by a finger, as the panel
        for (size_t i = 0; i < archive_.size(); ++i) {
            const game::ArchivedGame& g = archive_.games()[i];
            const std::string players =
                text::player_name(language, g.black) + " – " + text::player_name(language, g.white);
            std::string details =
                std::to_string(g.result.black_discs) + "–" + std::to_string(g.result.white_discs);
            if (g.ranked)
                details += " · " + std::string(text::tr(language, text::TextId::RankedGame));
            if (!g.opening.empty()) details += " · " + g.opening;
            details += " · " + text::date_text(language, g.date_ms / 1000, utc_offset_minutes_);
            const std::string id = "game-" + std::to_string(i);
            const ImVec2 at = ImGui::GetCursorScreenPos();
            const bool open = other_ && other_->kind == Shown::Archive && other_->moves == g.moves;
            if (ImGui::Selectable(("##" + id).c_str(), open, 0, ImVec2{0, row})) open_archived(i);
            if (ImGui::IsItemVisible()) note_control(id);
            a11y_.label_last(players + ", " + details);
            ImDrawList* dl = ImGui::GetWindowDrawList();
            const float pad = (row - 2 * line) / 2;
            // A disc of the winner's colour (none for a draw) before the players.
            const float r = line * 0.36f;
            if (g.result.winner != game::Winner::Draw) {
                const bool black = g.result.winner == game::Winner::Black;
                dl->AddCircleFilled(ImVec2{at.x + r + 2, at.y + pad + line / 2}, r,
                                    black ? rgba(22, 23, 26) : rgba(232, 232, 226), 16);
                dl->AddCircle(ImVec2{at.x + r + 2, at.y + pad + line / 2}, r,
                              black ? rgba(120, 120, 125) : rgba(160, 160, 150), 16);
            }
            const float text_x = at.x + 2 * r + 8;
            dl->PushClipRect(at, ImVec2{at.x + ImGui::GetContentRegionAvail().x, at.y + row}, true);
            dl->AddText(ImVec2{text_x, at.y + pad}, ImGui::GetColorU32(ImGuiCol_Text),
                        players.c_str());
            dl->AddText(ImVec2{text_x, at.y + pad + line}, ImGui::GetColorU32(MUTED),
                        details.c_str());
            dl->PopClipRect();
        }
        ImGui::EndChild();
    }
    const std::string labels[] = {text::tr(language, text::TextId::ExportGames),
                                  text::tr(language, text::TextId::ImportGames)};
    std::vector<float> widths =
        shared_widths({labels[0], labels[1]}, ImGui::GetContentRegionAvail().x, min_button_width());
    ImGui::BeginDisabled(archive_.size() == 0);
    if (ImGui::Button(labels[0].c_str(), row_slot(widths, 0))) export_games();
    note_control("export-games");
    ImGui::EndDisabled();
    if (ImGui::Button(labels[1].c_str(), row_slot(widths, 1))) platform::choose_text_file();
    note_control("import-games");
}

}  // namespace reversi
