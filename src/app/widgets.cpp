#include "widgets.h"

#include "imgui_internal.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace reversi::ui {

ImU32 rgba(int r, int g, int b, int a) {
    return IM_COL32(r, g, b, a);
}

// A small disc icon at the cursor, advancing it like text.
// `aligned`: the line's text is aligned to frame padding (a row of widgets).
void disc_icon(Color color, float size, bool aligned) {
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    float r = size * 0.5f;
    float middle = aligned ? ImGui::GetFrameHeight() * 0.5f : ImGui::GetTextLineHeight() * 0.5f;
    ImVec2 c{p.x + r, p.y + middle};
    dl->AddCircleFilled(ImVec2{c.x + 1, c.y + 1.5f}, r, rgba(0, 0, 0, 90), 24);
    if (color == Color::Black) {
        dl->AddCircleFilled(c, r, rgba(22, 23, 26), 24);
        dl->AddCircle(c, r - 0.5f, rgba(90, 90, 95), 24, 1.0f);
    } else {
        dl->AddCircleFilled(c, r, rgba(232, 232, 226), 24);
        dl->AddCircle(c, r - 0.5f, rgba(160, 160, 150), 24, 1.0f);
    }
    ImGui::Dummy(ImVec2{size, ImGui::GetTextLineHeight()});
}

// Widths for buttons labelled `labels` sharing `avail` on one line, each at least `min_width`:
// equal when the widest label fits that way, else each its label's width plus an equal share
// of the rest; whole pixels, the last one ending at `avail`. Empty when they do not fit.
std::vector<float> shared_widths(const std::vector<std::string>& labels, float avail,
                                 float min_width) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const auto n = static_cast<float>(labels.size());
    float gaps = style.ItemSpacing.x * (n - 1);
    std::vector<float> widths;
    float total = 0, widest = 0;
    // The style's padding around each label, or half of it where that makes the row fit.
    for (float padding : {style.FramePadding.x, style.FramePadding.x / 2}) {
        widths.clear();
        total = widest = 0;
        for (const std::string& label : labels) {
            float w = std::max(ImGui::CalcTextSize(label.c_str(), nullptr, true).x + 2 * padding,
                               min_width);
            widths.push_back(w);
            total += w;
            widest = std::max(widest, w);
        }
        if (total + gaps <= avail) break;
    }
    if (labels.empty() || total + gaps > avail) return {};
    float equal = (avail - gaps) / n;
    float extra = (avail - gaps - total) / n;
    float used = gaps;
    for (float& w : widths) {
        w = std::floor(widest <= equal ? equal : w + extra);
        used += w;
    }
    widths.back() += avail - used;
    return widths;
}

// The size given to the i-th of a row of buttons laid out by shared_widths(): the full width
// on a line of its own when `widths` is empty. Puts the buttons after the first on its line.
ImVec2 row_slot(const std::vector<float>& widths, size_t i) {
    if (widths.empty()) return ImVec2{-FLT_MIN, 0};
    if (i > 0) ImGui::SameLine();
    return ImVec2{widths[i], 0};
}

bool drag_scroll_window() {
    // A press on the window's empty space or its text makes the window's own move id active
    // (Dear ImGui's start of a window move, which NoMove turns into nothing); a press on a
    // control makes that control's id active.
    const ImGuiContext& g = *GImGui;
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    const ImGuiID press = ImGui::GetActiveID();
    const bool own = press == 0 || press == window->MoveId || g.ActiveIdWindow == window;
    if (!own || !ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) ||
        !ImGui::IsMouseDragging(ImGuiMouseButton_Left))
        return false;
    if (press != 0 && press != window->MoveId) ImGui::ClearActiveID();
    // A list inside the panel scrolls first; what it cannot take scrolls the panel, as nested
    // scrolling areas do in a browser.
    float dy = g.IO.MouseDelta.y;
    for (ImGuiWindow* w = window; w && dy != 0;
         w = (w->Flags & ImGuiWindowFlags_ChildWindow) ? w->ParentWindow : nullptr) {
        const float target = std::clamp(w->Scroll.y - dy, 0.0f, std::max(0.0f, w->ScrollMax.y));
        dy -= w->Scroll.y - target;
        ImGui::SetScrollY(w, target);
    }
    return true;
}

}  // namespace reversi::ui
