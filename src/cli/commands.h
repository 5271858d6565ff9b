// The subcommands of reversi-cli. Each takes its arguments (after the command name) and returns
// the process exit code: 0 success, 1 a failed check, 2 a usage or input error (message on stderr).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace reversi::cli {

using Args = std::vector<std::string>;

int cmd_perft(const Args& args);
int cmd_moves(const Args& args);
int cmd_play(const Args& args);
int cmd_opening(const Args& args);
int cmd_bench(const Args& args);
int cmd_solve(const Args& args);
int cmd_search(const Args& args);
int cmd_nboard(const Args& args);
int cmd_analyze(const Args& args);
int cmd_review(const Args& args);

// The search part of `bench`: runs the searches on fixed positions, prints one line each, and
// returns the number of nodes searched (deterministic).
std::uint64_t bench_search();

// Prints "reversi-cli: <message>" to stderr and returns 2 (usage or input error).
int usage_error(const std::string& message);

}  // namespace reversi::cli
