// The accessibility layer: the game mirrored in the page's DOM for keyboards and screen readers.
// The canvas shows the game; web/a11y.js keeps real, labelled DOM controls over it, built from
// the snapshot this class writes:
//   - every interactive Dear ImGui item (button, checkbox, radio button, collapsing header), as
//     Dear ImGui's item hooks report it (IMGUI_ENABLE_TEST_ENGINE): its label, its place on
//     screen and its state; while a modal window is open, only that window's items;
//   - the board as a grid of 64 cells, each named by its square and what is on it;
//   - a summary line (the score and whose turn it is) and, while it is open, the rules help.
// The page acts through the App as a player would: an item is activated by a click at its
// centre (the mouse's own path through Dear ImGui), a square is played as a click on it.
// Moves, passes and the result are announced in the page's live region (App::frame).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board_view.h"

namespace reversi {

class Accessibility {
  public:
    enum class Role { Button, Checkbox, Radio, Header };
    struct Item {
        std::uint32_t id = 0;  // Dear ImGui's id: stable from frame to frame
        std::string label;     // the visible label ("###id" parts removed)
        Role role = Role::Button;
        int checked = -1;   // checkbox and radio: 0 or 1; -1 otherwise
        int expanded = -1;  // header: 0 or 1; -1 otherwise
        bool disabled = false;
        Rect rect;            // the visible part, CSS pixels
        std::string group;    // a radio button's group ("Black", "Language"...), or ""
        std::string window;   // the Dear ImGui window ("panel", "result", "help"...)
        std::string control;  // the App's name for it (App::note_control), or ""
    };
    // The board as the grid shows it.
    struct BoardMirror {
        std::string name;                 // "Board"
        Rect inner;                       // the 8x8 squares, CSS pixels
        std::vector<std::string> labels;  // 64 cell names, a1..h8
        std::uint64_t legal = 0;          // squares a click would play
        int cursor = -1;                  // the keyboard's square
    };

    // The layer that Dear ImGui's hooks report to (one App, one layer).
    static Accessibility* current();
    Accessibility();
    ~Accessibility();
    Accessibility(const Accessibility&) = delete;
    Accessibility& operator=(const Accessibility&) = delete;

    // Starts collecting a frame's items (after ImGui::NewFrame); until the next call, items
    // are those of the last frame drawn.
    void begin_frame();
    // Called by the item hook of every interactive item drawn.
    void add_item(std::uint32_t id, const char* label, int status_flags);
    // The last item drawn is a radio button, selected or not (Dear ImGui 1.86 does not say).
    void mark_radio(bool selected);
    // Radio buttons drawn between begin_group and end_group form one group named `label`.
    void begin_group(std::string label) { group_ = std::move(label); }
    void end_group() { group_.clear(); }
    // Ties the last item to one of the App's control names.
    void name_last(const std::string& control);
    // Gives the last item a spoken label other than what it shows (a "×" says "Close").
    void label_last(const std::string& label);
    // The item `id` of the last frame drawn, or null.
    const Item* find(std::uint32_t id) const;

    // The snapshot for web/a11y.js (JSON), after ImGui::Render: `help_json` is the rules help
    // (JSON) while it is open, else "". Its `modal` is the open modal window's name, or "".
    std::string snapshot(const std::string& lang, const BoardMirror& board,
                         const std::string& summary, const std::string& help_json) const;

  private:
    std::vector<Item> items_;  // the frame being drawn, or the last one drawn
    std::string group_;
};

}  // namespace reversi
