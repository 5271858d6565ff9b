// Reads the scored positions that `generate` writes.
#include <cinttypes>
#include <cstdio>
#include <fstream>

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

}  // namespace reversi::train
