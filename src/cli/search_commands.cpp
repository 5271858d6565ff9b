// solve, search and nboard: the CPU player from the command line.
#include "cli/commands.h"

namespace reversi::cli {

int cmd_solve(const Args&) {
    return usage_error("solve: not built yet");
}
int cmd_search(const Args&) {
    return usage_error("search: not built yet");
}
int cmd_nboard(const Args&) {
    return usage_error("nboard: not built yet");
}
std::uint64_t bench_search() {
    return 0;
}

}  // namespace reversi::cli
