// Learning on the board (issue 24): the Learn section of the panel (the lesson, the strategy
// tips, the daily puzzle and its streak) and the exercise that then takes the board and the
// panel: the task, the verdict on each try in one sentence, "show me", "try again", the next
// step, and the way back to the game, which waits meanwhile. What is right and why is
// game/lesson.h's (and game/puzzles.h's for the daily puzzle); this file shows it.
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "app.h"
#include "game/puzzles.h"
#include "imgui.h"
#include "json.h"
#include "platform.h"
#include "text.h"
#include "widgets.h"

namespace reversi {

using namespace ui;  // widgets.h

namespace {

constexpr const char* STREAK_KEY = "reversi.puzzles";

// The step is answered: by the player, or by "show me".
template <typename State>
bool answered(const State& e) {
    return e.phase == State::Phase::Right || e.phase == State::Phase::Shown;
}

}  // namespace

int App::today() const {
    return game::day_number(platform::wall_clock_ms(), utc_offset_minutes_);
}

void App::load_streak() {
    const platform::StorageRead stored = platform::storage_get(STREAK_KEY);
    if (stored.status != platform::StorageStatus::Ok) return;
    // Unreadable: the streak starts again (nothing else depends on it).
    if (auto streak = game::parse_streak(stored.value)) streak_ = *streak;
}

void App::save_streak() {
    if (!platform::storage_set(STREAK_KEY, game::streak_to_string(streak_)))
        storage_ = StorageState::Failed;
}

void App::start_course(game::Course course, int day) {
    if (course.steps.empty()) return;
    if (match_.ranked() && !match_.game_over()) {
        refuse(text::TextId::LearnRankedLater);
        return;
    }
    const bool held = clock_held();
    help_open_ = false;
    paste_open_ = false;
    welcome_ = false;
    ExerciseState x;
    x.course = std::move(course);
    x.day = day;
    x.position = x.course.steps.front().position;
    exercise_ = std::move(x);
    notice_.clear();
    sync_clock_hold(held);
    start_flips();
    wake();
}

void App::start_daily_puzzle() {
    const int day = today();
    start_course(game::daily_course(day), day);
}

game::Course App::review_mistakes() const {
    if (!review_ || !review_->done) return {};
    // The human's moves in a game against the CPU on this device; else both sides'.
    std::optional<Color> player;
    if (!other_ || other_->kind == Shown::Archive) {
        const game::Player& black = match_.seat(Color::Black);
        const game::Player& white = match_.seat(Color::White);
        if (!other_ && black.kind != white.kind)
            player = black.kind == game::SeatKind::Human ? Color::Black : Color::White;
    }
    return game::mistake_puzzles(review_->moves, review_->entries, player);
}

void App::start_mistake_puzzles() {
    game::Course course = review_mistakes();
    if (course.steps.empty()) {
        set_notice(text::tr(lang(), text::TextId::NoMistakes));
        return;
    }
    start_course(std::move(course));
}

void App::leave_exercise() {
    if (!exercise_) return;
    const bool held = clock_held();
    exercise_.reset();
    sync_clock_hold(held);
    start_flips();
    wake();
}

const game::Exercise* App::current_exercise() const {
    if (!exercise_ || exercise_->finished) return nullptr;
    return &exercise_->course.steps[static_cast<std::size_t>(exercise_->step)];
}

void App::exercise_click(int sq) {
    const game::Exercise* x = current_exercise();
    if (!x) return;
    ExerciseState& e = *exercise_;
    if (e.phase == ExerciseState::Phase::Right || e.phase == ExerciseState::Phase::Shown) return;
    const game::Judgement j = game::judge(*x, sq, lang());
    e.tried = sq;
    wake();
    if (j.verdict != game::Verdict::Right) {
        e.phase = ExerciseState::Phase::Wrong;
        e.missed = true;
        return;
    }
    e.phase = ExerciseState::Phase::Right;
    if (!e.missed) ++e.first_try;
    e.position = x->position;
    e.position.play(sq);  // a forced pass after it is applied, as in a game
    e.last_move = sq;
    start_flips();
    // The daily puzzle counts once a day, found without "show me".
    if (e.day >= 0 && !e.missed) {
        if (game::record_solve(streak_, e.day)) save_streak();
    }
}

void App::exercise_show_me() {
    const game::Exercise* x = current_exercise();
    if (!x) return;
    ExerciseState& e = *exercise_;
    const int answer = game::shown_answer(*x);
    if (answer == NO_SQUARE) return;
    e.phase = ExerciseState::Phase::Shown;
    e.missed = true;
    e.tried = answer;
    e.position = x->position;
    e.position.play(answer);
    e.last_move = answer;
    start_flips();
    wake();
}

void App::exercise_retry() {
    const game::Exercise* x = current_exercise();
    if (!x) return;
    ExerciseState& e = *exercise_;
    e.phase = ExerciseState::Phase::Asking;
    e.tried = NO_SQUARE;
    e.position = x->position;
    e.last_move = NO_SQUARE;
    start_flips();
    wake();
}

void App::exercise_next() {
    if (!exercise_) return;
    ExerciseState& e = *exercise_;
    e.phase = ExerciseState::Phase::Asking;
    e.tried = NO_SQUARE;
    e.missed = false;
    e.last_move = NO_SQUARE;
    if (e.step + 1 >= static_cast<int>(e.course.steps.size())) {
        e.finished = true;  // the board keeps the last step's answer
    } else {
        ++e.step;
        e.position = e.course.steps[static_cast<std::size_t>(e.step)].position;
    }
    start_flips();
    wake();
}

std::string App::exercise_sentence() const {
    const game::Exercise* x = current_exercise();
    if (!x) return "";
    const ExerciseState& e = *exercise_;
    const game::Language language = lang();
    switch (e.phase) {
        case ExerciseState::Phase::Asking:
            return "";
        case ExerciseState::Phase::Wrong:
            return game::judge(*x, e.tried, language).sentence;
        case ExerciseState::Phase::Shown:
        case ExerciseState::Phase::Right: {
            std::string s = game::judge(*x, e.tried, language).sentence;
            if (e.phase == ExerciseState::Phase::Shown)
                s = std::string(text::tr(language, text::TextId::ExerciseShown)) + ". " + s;
            // What the board now says: a pass, or the end and its count.
            if (e.position.game_over())
                s += " " + text::result_text(language, game::game_result(e.position)) + ".";
            return s;
        }
    }
    return "";
}

void App::draw_exercise() {
    const game::Language language = lang();
    ExerciseState& e = *exercise_;
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::PushTextWrapPos(0);
    if (e.finished) {
        const int steps = static_cast<int>(e.course.steps.size());
        ImGui::TextUnformatted(text::course_done_text(language, e.first_try, steps).c_str());
        note_control("exercise-done");
        if (e.day >= 0) {
            const game::Streak& s = streak_;
            ImGui::TextColored(
                MUTED, "%s",
                text::streak_text(language, game::streak_today(s, today()), s.best).c_str());
            note_control("streak");
        }
    } else {
        const game::Exercise& x = e.course.steps[static_cast<std::size_t>(e.step)];
        const int steps = static_cast<int>(e.course.steps.size());
        if (steps > 1) {
            // Where the course is: a thin bar, then the step and its title.
            const float done =
                static_cast<float>(e.step + (answered(e) ? 1 : 0)) / static_cast<float>(steps);
            ImGui::ProgressBar(done, ImVec2{-FLT_MIN, 4 * ui_scale_}, "");
            ImGui::TextColored(MUTED, "%s · %s",
                               text::step_text(language, e.step + 1, steps).c_str(),
                               x.title.in(language).c_str());
            note_control("exercise-step");
        }
        ImGui::TextUnformatted(x.prompt.in(language).c_str());
        note_control("exercise-prompt");
        const std::string sentence = exercise_sentence();
        if (!sentence.empty()) {
            const bool right = e.phase == ExerciseState::Phase::Right;
            ImGui::TextColored(right ? WIN : NOTICE, "%s", sentence.c_str());
            note_control("exercise-verdict");
        }
    }
    ImGui::PopTextWrapPos();
    ImGui::Spacing();

    if (!e.finished) {
        const bool last = e.step + 1 >= static_cast<int>(e.course.steps.size());
        if (answered(e)) {
            const std::string labels[] = {
                text::tr(language, text::TextId::TryAgain),
                text::tr(language, last ? text::TextId::Finish : text::TextId::NextStep)};
            const std::vector<float> widths =
                shared_widths({labels[0], labels[1]}, width, min_button_width());
            if (ImGui::Button(labels[0].c_str(), row_slot(widths, 0))) exercise_retry();
            note_control("exercise-retry");
            {
                AccentButton accent;
                if (ImGui::Button(labels[1].c_str(), row_slot(widths, 1))) exercise_next();
            }
            note_control("exercise-next");
        } else {
            if (ImGui::Button(text::tr(language, text::TextId::ShowMe), ImVec2{-FLT_MIN, 0}))
                exercise_show_me();
            note_control("exercise-show");
        }
    }
    if (ImGui::Button(text::tr(language, text::TextId::LeaveExercise), ImVec2{-FLT_MIN, 0}))
        leave_exercise();
    note_control("exercise-leave");
}

void App::draw_learn_section() {
    const game::Language language = lang();
    const std::string label = std::string(text::tr(language, text::TextId::Learn)) + "###learn";
    if (!section_header(Section::Learn, label, "learn")) return;
    const bool locked = match_.ranked() && !match_.game_over();
    Greyed greyed(locked);  // a click says why (start_course)
    if (ImGui::Button(text::tr(language, text::TextId::LessonRules), ImVec2{-FLT_MIN, 0}))
        start_course(game::rules_lesson());
    note_control("lesson-rules");
    if (ImGui::Button(text::tr(language, text::TextId::StrategyTips), ImVec2{-FLT_MIN, 0}))
        start_course(game::strategy_tips());
    note_control("lesson-tips");
    if (ImGui::Button(text::tr(language, text::TextId::DailyPuzzle), ImVec2{-FLT_MIN, 0}))
        start_daily_puzzle();
    note_control("daily-puzzle");
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(
        MUTED, "%s",
        text::streak_text(language, game::streak_today(streak_, today()), streak_.best).c_str());
    ImGui::PopTextWrapPos();
    note_control("streak");
}

std::string App::lesson_json() const {
    if (!exercise_) return "null";
    const ExerciseState& e = *exercise_;
    static const char* const PHASES[] = {"asking", "wrong", "right", "shown"};
    const game::Exercise* x = current_exercise();
    std::string s = "{\"id\":" + json_string(e.course.id);
    s += ",\"step\":" + std::to_string(e.step);
    s += ",\"steps\":" + std::to_string(e.course.steps.size());
    s += ",\"finished\":" + std::string(e.finished ? "true" : "false");
    s += ",\"exercise\":" + (x ? json_string(x->id) : std::string("null"));
    s += ",\"prompt\":" + (x ? json_string(x->prompt.in(lang())) : std::string("null"));
    s += ",\"phase\":\"" + std::string(PHASES[static_cast<int>(e.phase)]) + "\"";
    s += ",\"sentence\":" + json_string(exercise_sentence());
    s += ",\"firstTry\":" + std::to_string(e.first_try);
    // The squares judged right, for the tests (the page never shows them before "show me").
    std::string right = "[";
    if (x) {
        const Bitboard squares = game::right_squares(*x);
        for (int sq = 0; sq < BOARD_SQUARES; ++sq)
            if (squares & square_bit(sq))
                right += (right.size() > 1 ? "," : "") + json_string(square_name(sq));
    }
    s += ",\"answers\":" + right + "]";
    s += ",\"day\":" + (e.day >= 0 ? std::to_string(e.day) : std::string("null"));
    s += ",\"streak\":" + std::to_string(game::streak_today(streak_, today()));
    s += ",\"bestStreak\":" + std::to_string(streak_.best);
    return s + "}";
}

}  // namespace reversi
