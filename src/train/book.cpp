// reversi-train book: builds the opening book (engine/book.h) with our own engine.
//
// Best first from the start position: the position whose line has lost the least against the
// best moves so far (the sum of each move's loss, then the fewest plies) is expanded next. An
// expansion searches every legal move (`depth` plies, selective, fresh tables, so that it does
// not depend on the order of the work) and keeps the moves within `window` of the best; their
// positions join the queue with the line's loss plus the move's. The book holds the kept
// positions, each valued by the search of its parent that kept it (the first, where it has
// several; with fresh tables, another would find about the same), so that a position's book
// moves compare as one search of all of them did; the start takes its best move's value. (A
// negamax over the expanded tree was tried: the maximum of noisy estimates rates the side with
// more kept moves too high, and after 957 expansions the start was worth +3.4 discs to Black.)
// Positions are taken under their 8 symmetries, so a transposition or a mirror image is
// expanded once.
//
// Each expansion is appended to a log as it finishes ("PLAYER OPPONENT sq:value ...", the
// canonical position in hex and each move's value in 1/DISC_SCALE discs), and a rerun reads the
// log and goes on where it stopped: a long build survives an interruption, and a finished one
// rewrites the book in a moment. The log's header names the depth and the evaluation weights
// (a checksum of data/eval-weights.bin as built in); a log of another depth or other weights is
// refused, since its values would not be the ones this build would find.
#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "engine/book.h"
#include "engine/pattern_eval.h"
#include "engine/search.h"
#include "train/train.h"

namespace reversi::train {

namespace {

using Key = std::pair<Bitboard, Bitboard>;

Key key_of(const Board& b) {
    const Board c = Book::canonical(b);
    return {c.player, c.opponent};
}

struct Queued {
    int loss;  // 1/DISC_SCALE discs lost against the best moves along the line
    int ply;
    Key key;
    bool operator<(const Queued& q) const {
        return std::tie(loss, ply, key) < std::tie(q.loss, q.ply, q.key);
    }
};

// One expanded position (canonical) and the value of each of its moves for its side to move.
struct Expansion {
    Key key;
    std::vector<BookMove> moves;  // best first
};

// The moves of `e` within `window` of its best.
std::vector<BookMove> kept(const Expansion& e, int window) {
    std::vector<BookMove> k;
    for (const BookMove& m : e.moves)
        if (m.value >= e.moves.front().value - window) k.push_back(m);
    return k;
}

// The evaluation that the searches use, as the log's header names it: FNV-1a (32 bits) of the
// built-in weights file, in hex.
std::string evaluation_fingerprint() {
    std::uint32_t h = 2166136261u;
    for (const char c : PatternEvaluator::builtin_file())
        h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    char text[9];
    std::snprintf(text, sizeof text, "%08" PRIx32, h);
    return text;
}

bool read_log(const std::string& name, int depth, std::vector<Expansion>& log) {
    std::ifstream in(name);
    if (!in) return true;  // no log yet
    std::string line;
    int number = 0;
    bool named = false;  // the header names the evaluation
    while (std::getline(in, line)) {
        ++number;
        if (line.empty()) continue;
        if (line[0] == '#') {
            int d = 0;
            if (std::sscanf(line.c_str(), "# depth %d", &d) == 1 && d != depth) {
                std::fprintf(stderr,
                             "reversi-train book: %s was searched at depth %d, not %d: use "
                             "--depth %d or another --log\n",
                             name.c_str(), d, depth, d);
                return false;
            }
            char weights[17] = {};
            if (std::sscanf(line.c_str(), "# evaluation %16s", weights) == 1 &&
                weights != evaluation_fingerprint()) {
                std::fprintf(stderr,
                             "reversi-train book: %s was searched with other evaluation weights "
                             "(%s, these are %s): use another --log\n",
                             name.c_str(), weights, evaluation_fingerprint().c_str());
                return false;
            }
            named = named || weights[0] != 0;
            continue;
        }
        std::istringstream fields(line);
        Expansion e;
        std::string move;
        if (!(fields >> std::hex >> e.key.first >> e.key.second)) {
            std::fprintf(stderr, "reversi-train book: %s line %d is not an expansion\n",
                         name.c_str(), number);
            return false;
        }
        fields >> std::dec;
        while (fields >> move) {
            BookMove m;
            if (std::sscanf(move.c_str(), "%d:%d", &m.move, &m.value) != 2 || m.move < 0 ||
                m.move >= BOARD_SQUARES) {
                std::fprintf(stderr, "reversi-train book: %s line %d: bad move \"%s\"\n",
                             name.c_str(), number, move.c_str());
                return false;
            }
            e.moves.push_back(m);
        }
        if (e.moves.empty()) {
            std::fprintf(stderr, "reversi-train book: %s line %d has no moves\n", name.c_str(),
                         number);
            return false;
        }
        log.push_back(std::move(e));
    }
    if (!log.empty() && !named) {
        std::fprintf(stderr,
                     "reversi-train book: %s does not name the evaluation weights it was "
                     "searched with: use another --log\n",
                     name.c_str());
        return false;
    }
    return true;
}

}  // namespace

int build_book(const BookOptions& opt) {
    std::vector<Expansion> log;
    if (!opt.log.empty() && !read_log(opt.log, opt.depth, log)) return 2;
    std::map<Key, std::size_t> logged;  // canonical position -> its index in log
    for (std::size_t i = 0; i < log.size(); ++i) logged.emplace(log[i].key, i);
    std::FILE* log_out = nullptr;
    if (!opt.log.empty()) {
        log_out = std::fopen(opt.log.c_str(), "a");
        if (!log_out) {
            std::fprintf(stderr, "reversi-train book: cannot write %s\n", opt.log.c_str());
            return 2;
        }
        if (log.empty())
            std::fprintf(log_out, "# depth %d\n# evaluation %s\n", opt.depth,
                         evaluation_fingerprint().c_str());
    }

    Engine engine;
    SearchLimits limits;
    limits.depth = opt.depth;
    limits.probcut = true;
    limits.score_all_moves = true;

    std::set<Queued> queue{{0, 0, key_of(Board::start())}};
    std::set<Key> done;
    // Each kept position's value from its first parent's search (the start's from its own).
    std::map<Key, int> value;
    int expanded = 0, searched = 0, deepest = 0;
    const auto started = std::chrono::steady_clock::now();
    while (!queue.empty() && expanded < opt.expansions) {
        const Queued q = *queue.begin();
        queue.erase(queue.begin());
        if (!done.insert(q.key).second || q.ply >= opt.max_plies) continue;
        const Board b{q.key.first, q.key.second};
        if (!b.has_move()) continue;  // a pass: the book stops there
        Expansion made{q.key, {}};
        const Expansion* e = &made;
        if (const auto it = logged.find(q.key); it != logged.end()) {
            e = &log[it->second];
        } else {
            engine.clear();
            const SearchResult r = engine.search(b, limits);
            for (const MoveScore& m : r.root_moves) made.moves.push_back({m.move, m.score});
            if (log_out) {
                std::fprintf(log_out, "%016" PRIx64 " %016" PRIx64, b.player, b.opponent);
                for (const BookMove& m : e->moves) std::fprintf(log_out, " %d:%d", m.move, m.value);
                std::fprintf(log_out, "\n");
                std::fflush(log_out);
            }
            ++searched;
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            std::fprintf(stderr, "book: %d/%d expanded (%d searched, %.0f s), ply %d, loss %.2f\n",
                         expanded + 1, opt.expansions, searched, seconds, q.ply,
                         q.loss / double(DISC_SCALE));
        }
        if (expanded++ == 0) value.emplace(q.key, e->moves.front().value);
        deepest = std::max(deepest, q.ply);
        const int best = e->moves.front().value;
        for (const BookMove& m : kept(*e, opt.window)) {
            const Key child = key_of(b.play(m.move));
            value.emplace(child, -m.value);
            queue.insert({q.loss + best - m.value, q.ply + 1, child});
        }
    }
    if (log_out) std::fclose(log_out);

    std::vector<Book::Entry> entries;
    entries.reserve(value.size());
    for (const auto& [k, v] : value)
        entries.push_back({k.first, k.second, static_cast<std::int16_t>(v)});
    const Book book(std::move(entries));
    const std::vector<std::uint8_t> bytes = book.encode();
    std::FILE* out = std::fopen(opt.output.c_str(), "wb");
    if (!out || std::fwrite(bytes.data(), 1, bytes.size(), out) != bytes.size() ||
        std::fclose(out) != 0) {
        std::fprintf(stderr, "reversi-train book: cannot write %s\n", opt.output.c_str());
        return 2;
    }
    std::fprintf(stderr,
                 "book: %zu positions (%d expanded, %d searched now, deepest ply %d), %zu bytes "
                 "in %s; the start is worth %+.2f discs to Black\n",
                 book.size(), expanded, searched, deepest, bytes.size(), opt.output.c_str(),
                 book.value(Board::start()).value_or(0) / double(DISC_SCALE));
    return 0;
}

}  // namespace reversi::train
