// Hints (the "Show hints" setting): the value of every legal move of the position on the board,
// live or viewed in the record, searched by the CPU's worker (game/analysis.h's HintSearch) and
// refined as it deepens; drawn on the squares, best in the accent colour, with a line under the
// status saying for whom, and how deep or exact. Off in ranked games, and while the CPU plays
// its own turn (the worker is then the CPU's).
#include <algorithm>
#include <cmath>
#include <string>

#include "app.h"
#include "imgui.h"
#include "json.h"
#include "platform.h"
#include "text.h"
#include "widgets.h"

namespace reversi {

using ui::rgba;

std::string App::wanted_hints_position() const {
    if (!match_.settings().show_hints || match_.ranked() || exercise_) return "";
    const game::ViewPoint view = shown_view();
    if (view.game_over || !view.position.board.has_move()) return "";
    if (showing_live() && cpu_thinking()) return "";
    return to_obf(view.position);
}

void App::update_hints() {
    const std::string wanted = wanted_hints_position();
    if (wanted == hint_position_) return;
    if (!hint_position_.empty() && !hints_done_) platform::cancel_hint_request(hint_id_);
    hint_position_ = wanted;
    hints_.clear();
    hints_done_ = false;
    if (wanted.empty()) return;
    ++hint_id_;
    platform::post_hint_request(hint_id_, wanted);
}

void App::on_hints(int id, const std::string& values, bool done) {
    if (id != hint_id_ || hint_position_.empty()) return;  // a position left since
    hints_ = game::parse_move_values(values);
    hints_done_ = done;
    redraw();
}

const game::MoveValue* App::hint_at(int square) const {
    for (const game::MoveValue& m : hints_)
        if (m.move == square) return &m;
    return nullptr;
}

void App::draw_hints() const {
    if (hints_.empty()) return;
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const BoardGeometry& g = layout_.board;
    const Rect in = g.inner();
    const float size = std::clamp(g.cell() * 0.36f, 11.0f, 30.0f);
    const int best = hints_.front().value;
    for (const game::MoveValue& m : hints_) {
        const std::string label = text::hint_value_text(game::value_in_discs(m.value));
        const ImVec2 extent = font_body_->CalcTextSizeA(size, 1e9f, 0, label.c_str());
        const float cx = in.x + (static_cast<float>(m.move % 8) + 0.5f) * g.cell();
        const float cy = in.y + (static_cast<float>(m.move / 8) + 0.5f) * g.cell();
        const ImVec2 at{std::round(cx - extent.x / 2), std::round(cy - extent.y / 2)};
        // A dark plate under the figure, so that it reads on the green whatever the square.
        const float pad = size * 0.22f;
        const bool top = m.value == best;
        dl->AddRectFilled(ImVec2{at.x - pad, at.y - pad * 0.4f},
                          ImVec2{at.x + extent.x + pad, at.y + extent.y + pad * 0.4f},
                          top ? rgba(250, 214, 92, 235) : rgba(12, 40, 24, 190), size * 0.3f);
        dl->AddText(font_body_, size, at, top ? rgba(20, 24, 20, 255) : rgba(236, 240, 230, 255),
                    label.c_str());
    }
}

std::string App::hints_line() const {
    if (!match_.settings().show_hints) return "";
    if (match_.ranked() && showing_live()) return text::tr(lang(), text::TextId::HintsOffRanked);
    if (hints_.empty()) return "";
    const game::MoveValue& top = hints_.front();
    return text::hints_text(lang(), shown_view().position.to_move, top.exact, top.book, top.depth,
                            game::HINT_MAX_DEPTH, hints_done_);
}

std::optional<int> App::evaluation() const {
    if (hints_.empty()) return std::nullopt;
    const int best = game::value_in_discs(hints_.front().value);
    return shown_view().position.to_move == Color::Black ? best : -best;
}

std::string App::hints_json() const {
    if (!match_.settings().show_hints || hint_position_.empty()) return "null";
    std::string out = "{";
    for (const game::MoveValue& m : hints_) {
        if (out.size() > 1) out += ',';
        out += json_string(square_name(m.move)) +
               ":{\"value\":" + std::to_string(game::value_in_discs(m.value)) +
               ",\"exact\":" + (m.exact ? "true" : "false") +
               ",\"book\":" + (m.book ? "true" : "false") +
               ",\"depth\":" + std::to_string(m.depth) + "}";
    }
    return out + "}";
}

}  // namespace reversi
