// The panel's small drawing helpers, shared by the App's panels (app_ui.cpp, record_panel.cpp,
// games_panel.cpp): colours, a disc icon, greyed, accent and lit buttons, and rows of buttons
// that share a line.
#pragma once

#include <string>
#include <vector>

#include "engine/position.h"
#include "imgui.h"

namespace reversi::ui {

// Touch screens' targets, CSS pixels: at least 44, the usual minimum, with a little to spare.
constexpr float TOUCH_TARGET = 46;

inline const ImVec4 ACCENT{0.93f, 0.74f, 0.33f, 1.0f};
inline const ImVec4 NOTICE{1.0f, 0.86f, 0.45f, 1.0f};
inline const ImVec4 MUTED{0.72f, 0.78f, 0.74f, 1.0f};
inline const ImVec4 WIN{0.55f, 0.85f, 0.55f, 1.0f};
inline const ImVec4 LOSS{0.95f, 0.55f, 0.45f, 1.0f};

ImU32 rgba(int r, int g, int b, int a = 255);
// A small disc icon at the cursor, advancing it like text.
// `aligned`: the line's text is aligned to frame padding (a row of widgets).
void disc_icon(Color color, float size, bool aligned = false);

// Draws the widgets of its scope greyed like disabled ones while `on`, but still clickable, so
// that a click can say why it is refused (touch screens have no tooltips).
class Greyed {
  public:
    explicit Greyed(bool on) : on_(on) {
        if (on_) {
            const ImGuiStyle& s = ImGui::GetStyle();
            ImGui::PushStyleVar(ImGuiStyleVar_Alpha, s.Alpha * s.DisabledAlpha);
        }
    }
    ~Greyed() {
        if (on_) ImGui::PopStyleVar();
    }
    Greyed(const Greyed&) = delete;
    Greyed& operator=(const Greyed&) = delete;

  private:
    bool on_;
};

// The same warm colours as the result banner's button, for the main call to action.
class AccentButton {
  public:
    AccentButton() {
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4{0.80f, 0.60f, 0.20f, 1});
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4{0.88f, 0.67f, 0.25f, 1});
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4{0.95f, 0.72f, 0.28f, 1});
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{0.12f, 0.09f, 0.05f, 1});
    }
    ~AccentButton() { ImGui::PopStyleColor(4); }
    AccentButton(const AccentButton&) = delete;
    AccentButton& operator=(const AccentButton&) = delete;
};

// The selected button of a choice: a lighter green framed in the accent colour.
class Lit {
  public:
    Lit(bool on, float border) : on_(on) {
        if (!on_) return;
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4{0.27f, 0.47f, 0.36f, 1});
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4{0.31f, 0.53f, 0.41f, 1});
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4{0.35f, 0.58f, 0.45f, 1});
        ImGui::PushStyleColor(ImGuiCol_Border, ACCENT);
        ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, border);
    }
    ~Lit() {
        if (!on_) return;
        ImGui::PopStyleVar();
        ImGui::PopStyleColor(4);
    }
    Lit(const Lit&) = delete;
    Lit& operator=(const Lit&) = delete;

  private:
    bool on_;
};

// Widths for buttons labelled `labels` sharing `avail` on one line, each at least `min_width`:
// equal when the widest label fits that way, else each its label's width plus an equal share
// of the rest; whole pixels, the last one ending at `avail`. Empty when they do not fit.
std::vector<float> shared_widths(const std::vector<std::string>& labels, float avail,
                                 float min_width);
// The size given to the i-th of a row of buttons laid out by shared_widths(): the full width
// on a line of its own when `widths` is empty. Puts the buttons after the first on its line.
ImVec2 row_slot(const std::vector<float>& widths, size_t i);

// Touch screens scroll by dragging: scrolls the current window (the panel, a list) by a drag of
// the pointer that started in it, and drops the press of the control the drag started on, so that
// a finger scrolling never changes a setting. True while it scrolls.
bool drag_scroll_window();

}  // namespace reversi::ui
