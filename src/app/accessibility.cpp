// The accessibility layer's C++ half (accessibility.h): Dear ImGui's item hooks, the items of a
// frame and the snapshot that web/a11y.js turns into DOM controls.
#include "accessibility.h"

#include <algorithm>
#include <cstring>

#include "imgui.h"
#include "imgui_internal.h"
#include "json.h"

namespace reversi {

namespace {

Accessibility* g_current = nullptr;

// The label a player sees: Dear ImGui's "##" and "###" suffixes only make ids.
std::string visible_label(const char* label) {
    if (!label) return {};
    const char* hidden = std::strstr(label, "##");
    return hidden ? std::string(label, hidden) : std::string(label);
}

// A window's name without the "Title###" prefix of its id.
std::string window_name(const ImGuiWindow* window) {
    if (!window) return {};
    const char* name = window->Name;
    const char* id = std::strstr(name, "###");
    return id ? std::string(id + 3) : std::string(name);
}

const char* role_name(Accessibility::Role role) {
    switch (role) {
        case Accessibility::Role::Checkbox:
            return "checkbox";
        case Accessibility::Role::Radio:
            return "radio";
        case Accessibility::Role::Header:
            return "header";
        case Accessibility::Role::Button:
            break;
    }
    return "button";
}

}  // namespace

Accessibility* Accessibility::current() {
    return g_current;
}

Accessibility::Accessibility() {
    g_current = this;
}

Accessibility::~Accessibility() {
    if (g_current == this) g_current = nullptr;
}

void Accessibility::begin_frame() {
    items_.clear();
    group_.clear();
    GImGui->TestEngineHookItems = true;
}

void Accessibility::add_item(std::uint32_t id, const char* label, int status_flags) {
    ImGuiContext& g = *GImGui;
    ImGuiWindow* window = g.CurrentWindow;
    // Table headers and the like are not controls of this game.
    if (!window || g.CurrentTable || g.LastItemData.ID != id) return;
    ImRect visible = g.LastItemData.Rect;
    visible.ClipWith(window->ClipRect);
    if (visible.GetWidth() <= 0 || visible.GetHeight() <= 0) return;  // scrolled out of view
    Item item;
    item.id = id;
    item.label = visible_label(label);
    if (status_flags & ImGuiItemStatusFlags_Openable) {
        item.role = Role::Header;
        item.expanded = (status_flags & ImGuiItemStatusFlags_Opened) ? 1 : 0;
    } else if (status_flags & ImGuiItemStatusFlags_Checkable) {
        item.role = Role::Checkbox;
        item.checked = (status_flags & ImGuiItemStatusFlags_Checked) ? 1 : 0;
    }
    item.disabled = (g.LastItemData.InFlags & ImGuiItemFlags_Disabled) != 0;
    item.rect = Rect{visible.Min.x, visible.Min.y, visible.GetWidth(), visible.GetHeight()};
    item.window = window_name(window->RootWindow);
    items_.push_back(std::move(item));
}

void Accessibility::mark_radio(bool selected) {
    if (items_.empty() || items_.back().id != GImGui->LastItemData.ID) return;
    Item& item = items_.back();
    item.role = Role::Radio;
    item.checked = selected ? 1 : 0;
    item.group = group_;
}

void Accessibility::name_last(const std::string& control) {
    if (!items_.empty() && items_.back().id == GImGui->LastItemData.ID)
        items_.back().control = control;
}

void Accessibility::label_last(const std::string& label) {
    if (!items_.empty() && items_.back().id == GImGui->LastItemData.ID) items_.back().label = label;
}

const Accessibility::Item* Accessibility::find(std::uint32_t id) const {
    auto it = std::find_if(items_.begin(), items_.end(), [&](const Item& i) { return i.id == id; });
    return it == items_.end() ? nullptr : &*it;
}

std::string Accessibility::snapshot(const std::string& lang, const BoardMirror& board,
                                    const std::string& summary,
                                    const std::string& help_json) const {
    const std::string modal = window_name(ImGui::GetTopMostPopupModal());
    std::string s = "{\"lang\":" + json_string(lang);
    s += ",\"summary\":" + json_string(summary);
    s += ",\"modal\":" + json_string(modal);
    s += ",\"board\":{\"name\":" + json_string(board.name) + ",\"rect\":" + json_rect(board.inner);
    s += ",\"cursor\":" + std::to_string(board.cursor) + ",\"cells\":[";
    for (size_t sq = 0; sq < board.labels.size(); ++sq) {
        if (sq) s += ',';
        bool legal = (board.legal >> sq) & 1;
        s += "[" + json_string(board.labels[sq]) + (legal ? ",1]" : ",0]");
    }
    s += "]},\"items\":[";
    bool first = true;
    for (const Item& item : items_) {
        // While a modal window is open, the rest of the page is out of reach.
        if (!modal.empty() && item.window != modal) continue;
        if (!first) s += ',';
        first = false;
        s += "{\"id\":" + std::to_string(item.id) + ",\"label\":" + json_string(item.label);
        s += ",\"role\":\"" + std::string(role_name(item.role)) + "\"";
        s += ",\"checked\":" + std::to_string(item.checked);
        s += ",\"expanded\":" + std::to_string(item.expanded);
        s += std::string(",\"disabled\":") + (item.disabled ? "true" : "false");
        s += ",\"group\":" + json_string(item.group) + ",\"window\":" + json_string(item.window);
        s += ",\"control\":" + json_string(item.control) + ",\"rect\":" + json_rect(item.rect);
        s += '}';
    }
    s += ']';
    if (!help_json.empty()) s += ",\"help\":" + help_json;
    return s + '}';
}

}  // namespace reversi

// Dear ImGui's item hooks (imgui_internal.h, IMGUI_ENABLE_TEST_ENGINE): every interactive item
// reports its label and state here as it is drawn.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect&, ImGuiID) {}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext*, ImGuiID id, const char* label,
                                  ImGuiItemStatusFlags flags) {
    if (reversi::Accessibility* layer = reversi::Accessibility::current())
        layer->add_item(id, label, flags);
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) {
    return nullptr;
}
