// Reads and writes the training tools' files: the scored positions that `generate` and `label`
// write, and reads the weights files that `fit` writes.
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <utility>
#include <vector>

#include "engine/pattern_eval.h"
#include "train/train.h"

namespace reversi::train {

bool read_positions(const std::string& name, const char* tool,
                    const std::function<void(const Board&, int)>& use) {
    std::ifstream in(name);
    if (!in) {
        std::fprintf(stderr, "%s: cannot read %s\n", tool, name.c_str());
        return false;
    }
    std::string line;
    int line_number = 0;
    while (std::getline(in, line)) {
        ++line_number;
        std::uint64_t p = 0, o = 0;
        int score = 0;
        if (std::sscanf(line.c_str(), "%" SCNx64 " %" SCNx64 " %d", &p, &o, &score) != 3 ||
            (p & o) != 0 || score < -64 || score > 64) {
            std::fprintf(stderr, "%s: %s:%d: not a scored position: %s\n", tool, name.c_str(),
                         line_number, line.c_str());
            return false;
        }
        use(Board{p, o}, score);
    }
    return true;
}

void write_position(std::FILE* out, const Board& b, int score) {
    std::fprintf(out, "%016" PRIx64 " %016" PRIx64 " %d\n", b.player, b.opponent, score);
}

std::vector<std::int16_t> read_weights(const std::string& name, const char* tool) {
    std::ifstream in(name, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "%s: cannot read %s\n", tool, name.c_str());
        return {};
    }
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in),
                                          std::istreambuf_iterator<char>()};
    std::string error;
    std::vector<std::int16_t> w = PatternEvaluator::decode(bytes.data(), bytes.size(), error);
    if (w.empty())
        std::fprintf(stderr, "%s: %s is not a weights file: %s\n", tool, name.c_str(),
                     error.empty() ? "no weights" : error.c_str());
    return w;
}

bool use_weights(Engine& engine, const std::string& name, const char* tool,
                 std::unique_ptr<PatternEvaluator>& holder) {
    if (name.empty()) return true;
    std::vector<std::int16_t> w = read_weights(name, tool);
    if (w.empty()) return false;
    holder = std::make_unique<PatternEvaluator>(std::move(w));
    engine.set_evaluator(holder.get());
    return true;
}

}  // namespace reversi::train
