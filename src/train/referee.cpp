// The referee: a match between two engine programs that speak the NBoard protocol or GTP, run
// as child processes (/bin/sh -c COMMAND) and talked to through pipes. Each opening is played
// twice, colours swapped; every move is checked with the rules of src/engine, and an engine that
// plays an illegal move, answers nonsense, crashes or is too slow loses that game (-64 for it)
// and is restarted for the next one. A side without a move passes without being asked; the
// engines are told of the pass. Prints a line a game and a summary with 95 % error margins.
//
// Against GRhino (GTP, `apt install grhino`): our engine at depth 6, from 50 balanced random
// openings of 8 plies, the games kept in games.txt (one command):
//
//   reversi-train referee --a "nboard:build/native-release/reversi-cli nboard"
//       --init-a "set depth 6" --b "gtp:/usr/games/gtp-rhino -l 3 -b 0"
//       --random 50 --plies 8 --games-out games.txt
//
// What the referee says to an engine:
//   NBoard: `nboard 2` at its start, then the --init lines; for each game `set game GGF` (the
//     opening as a GGF record) and `ping N`, awaiting `pong N`; `go` on its turn, answered by
//     `=== F5[/eval/time]`; `move F5` for every move played, its own included (NBoard's `go`
//     does not play the move), and `move PA` for a pass.
//   GTP: `boardsize 8` at its start, then the --init lines as commands; for each game
//     `clear_board` and `play black F5`... for the opening; `genmove black` on its turn (which
//     plays the move); `play white D6` for the other side's moves and `play black PASS` for a
//     pass. An engine may refuse a pass (GRhino passes by itself and calls PASS a syntax
//     error): only a refused move is a fault.
// Lines that the referee does not wait for (status, nodestats, search...) are ignored. The
// engines' stderr is the referee's.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/eval.h"
#include "engine/position.h"
#include "engine/search.h"
#include "train/train.h"

namespace reversi::train {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

std::string seconds_text(double seconds) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g s", seconds);
    return buf;
}

// What a read or a write to a program came to.
enum class Io { Ok, Closed, Timeout };

// A program run with /bin/sh -c in a process group of its own, talked to by lines on its
// stdin and stdout.
class Process {
  public:
    Process() = default;
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;
    ~Process() { stop(0); }

    // False, with a reason, when the pipes or the fork fail (a command that does not exist
    // starts: its shell reports it and exits, which the first read sees as a crash).
    bool start(const std::string& command, std::string& error);
    bool running() const { return pid_ > 0; }

    // Writes `line` and a line end; waits at most until `deadline` for room in the pipe.
    Io send(const std::string& line, Clock::time_point deadline);
    // The next line of output without its line end (nor a '\r').
    Io read_line(std::string& line, Clock::time_point deadline);

    // Closes the program's input, gives it `grace_seconds` to exit, then kills its process
    // group. Returns how it ended: "exit status 1", "signal 11", "killed"; "" if not running.
    std::string stop(double grace_seconds);

  private:
    pid_t pid_ = -1;
    int in_ = -1;   // the program's stdin, written here
    int out_ = -1;  // its stdout, read here
    std::string buffer_;
};

// Milliseconds left until `deadline` for poll(): 0 when past it.
int poll_ms(Clock::time_point deadline) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::clamp<long long>(left, 0, INT_MAX));
}

bool Process::start(const std::string& command, std::string& error) {
    int to_child[2], from_child[2];
    if (pipe(to_child) != 0) {
        error = "cannot make a pipe";
        return false;
    }
    if (pipe(from_child) != 0) {
        close(to_child[0]);
        close(to_child[1]);
        error = "cannot make a pipe";
        return false;
    }
    // Close-on-exec, so that the other engine does not inherit these ends (it would keep this
    // one's input open after the referee closes it).
    for (const int fd : {to_child[0], to_child[1], from_child[0], from_child[1]})
        fcntl(fd, F_SETFD, FD_CLOEXEC);
    const pid_t pid = fork();
    if (pid < 0) {
        for (const int fd : {to_child[0], to_child[1], from_child[0], from_child[1]}) close(fd);
        error = "cannot fork";
        return false;
    }
    if (pid == 0) {
        // (Only async-signal-safe calls between fork and exec.) The referee ignores SIGPIPE;
        // the engine gets the default back.
        setpgid(0, 0);
        signal(SIGPIPE, SIG_DFL);
        dup2(to_child[0], STDIN_FILENO);
        dup2(from_child[1], STDOUT_FILENO);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    setpgid(pid, pid);  // (also here: the child may not have run yet when the group is killed)
    close(to_child[0]);
    close(from_child[1]);
    pid_ = pid;
    in_ = to_child[1];
    out_ = from_child[0];
    fcntl(in_, F_SETFL, fcntl(in_, F_GETFL) | O_NONBLOCK);
    buffer_.clear();
    return true;
}

Io Process::send(const std::string& line, Clock::time_point deadline) {
    if (in_ < 0) return Io::Closed;
    const std::string text = line + "\n";
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(in_, text.data() + done, text.size() - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd p{in_, POLLOUT, 0};
            if (poll(&p, 1, poll_ms(deadline)) == 0) return Io::Timeout;
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            return Io::Closed;  // EPIPE: the program is gone
        }
    }
    return Io::Ok;
}

Io Process::read_line(std::string& line, Clock::time_point deadline) {
    for (;;) {
        const std::size_t end = buffer_.find('\n');
        if (end != std::string::npos) {
            line = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return Io::Ok;
        }
        if (out_ < 0) {
            if (buffer_.empty()) return Io::Closed;
            line = std::move(buffer_);  // a last line without its line end
            buffer_.clear();
            return Io::Ok;
        }
        pollfd p{out_, POLLIN, 0};
        const int ready = poll(&p, 1, poll_ms(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) return Io::Timeout;
        char chunk[4096];
        const ssize_t n = read(out_, chunk, sizeof chunk);
        if (n > 0) {
            buffer_.append(chunk, static_cast<std::size_t>(n));
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            close(out_);  // end of file (or an error): the program closed its output
            out_ = -1;
        }
    }
}

std::string Process::stop(double grace_seconds) {
    if (pid_ <= 0) return "";
    if (in_ >= 0) close(in_);
    in_ = -1;
    // Wait for the exit without reaping (WNOWAIT), so that the group id cannot be reused
    // before the group is killed: anything the shell left behind goes too.
    siginfo_t info{};
    const auto deadline = Clock::now() + std::chrono::duration<double>(grace_seconds);
    bool exited = false;
    for (;;) {
        info.si_pid = 0;
        if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
            info.si_pid == pid_) {
            exited = true;
            break;
        }
        if (Clock::now() >= deadline) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    kill(-pid_, SIGKILL);
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    if (out_ >= 0) close(out_);
    out_ = -1;
    buffer_.clear();
    if (!exited) return "killed";
    if (WIFEXITED(status)) return "exit status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return "signal " + std::to_string(WTERMSIG(status));
    return "ended";
}

// Why an engine loses a game.
struct Fault {
    std::string kind;    // a few words for the game line: "illegal move", "crash"...
    std::string detail;  // a sentence for the report: "played an illegal move"
    std::string said;    // what it answered, if anything
};

// A move in upper case as NBoard and GTP write it, "PA" for a pass.
std::string protocol_move(int sq) {
    if (sq == NO_SQUARE) return "PA";
    std::string s = square_name(sq);
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

const char* color_name(Color c) {
    return c == Color::Black ? "black" : "white";
}

bool is_pass(std::string token) {
    for (char& ch : token) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return token == "pa" || token == "pass";
}

// The opening as NBoard's `set game` wants it: a GGF record from the standard start, with a PA
// for each pass that the rules force. (The engine library has no GGF writer; the game's,
// game/ggf.h, is beyond the training tool's dependencies.)
std::string opening_ggf(const std::vector<int>& moves) {
    std::string board = board_string(Position::start());
    std::replace(board.begin(), board.end(), 'X', '*');  // GGF's black
    std::string s =
        "(;GM[Othello]PC[referee]PB[a]PW[b]RE[?]TI[0:00//0:00]TY[8]BO[8 " + board + " *]";
    const auto tag = [](Color c) { return c == Color::Black ? "B[" : "W["; };
    Position p = Position::start();
    for (const int sq : moves) {
        const Color mover = p.to_move;
        s += tag(mover) + protocol_move(sq) + "]";
        if (!p.play(sq)) break;  // (the moves are legal)
        if (!p.game_over() && p.to_move == mover) s += std::string(tag(other(mover))) + "PA]";
    }
    return s + ";)";
}

// One of the two engines of a match, behind its protocol.
class Player {
  public:
    Player(std::string name, RefereeEngine spec, double timeout)
        : name_(std::move(name)), spec_(std::move(spec)), timeout_(timeout) {}

    const std::string& name() const { return name_; }
    // KIND:COMMAND, as on the command line.
    std::string label() const {
        return (spec_.protocol == RefereeProtocol::NBoard ? "nboard:" : "gtp:") + spec_.command;
    }
    // The label and the --init lines: what plays.
    std::string description() const {
        std::string s = label();
        for (const std::string& line : spec_.init) s += " [" + line + "]";
        return s;
    }

    // Starts the program if it is not running, and sets up a game from the start after
    // `opening`.
    std::optional<Fault> new_game(const std::vector<int>& opening);
    // Asks for a move for `c`: `move` is the move as written, `said` the whole answer line.
    std::optional<Fault> ask(Color c, std::string& move, std::string& said, double& seconds);
    // Tells of `c`'s move `sq` (NO_SQUARE: a pass); `own`: the move is the one it just gave.
    std::optional<Fault> tell(Color c, int sq, bool own);
    // Ends the program, at once (`now`, after a fault) or by asking it to quit. The next game
    // starts it again.
    void stop(bool now);

  private:
    Clock::time_point deadline() const {
        return Clock::now() +
               std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout_));
    }
    std::optional<Fault> start();
    std::optional<Fault> send(const std::string& line);
    // A line of output, or the fault of its absence: a crash or a timeout.
    std::optional<Fault> read(std::string& line, Clock::time_point until);
    std::optional<Fault> crashed(const std::string& said);
    // A GTP command and its answer, up to the empty line that ends it: `text` after the "="
    // or the "?"; `refused` for "?".
    std::optional<Fault> gtp(const std::string& command, std::string& text, bool& refused);
    std::optional<Fault> nboard_sync();

    std::string name_;
    RefereeEngine spec_;
    double timeout_;
    Process process_;
    int pings_ = 0;
};

std::optional<Fault> Player::crashed(const std::string& said) {
    const std::string how = process_.stop(1.0);
    return Fault{"crash", "crashed (" + how + ")", said};
}

std::optional<Fault> Player::send(const std::string& line) {
    const Io io = process_.send(line, deadline());
    if (io == Io::Ok) return std::nullopt;
    if (io == Io::Closed) return crashed("");
    return Fault{"timeout", "did not read its input within " + seconds_text(timeout_), ""};
}

std::optional<Fault> Player::read(std::string& line, Clock::time_point until) {
    const Io io = process_.read_line(line, until);
    if (io == Io::Ok) return std::nullopt;
    if (io == Io::Closed) return crashed("");
    return Fault{"timeout", "did not answer within " + seconds_text(timeout_), ""};
}

std::optional<Fault> Player::gtp(const std::string& command, std::string& text, bool& refused) {
    if (auto fault = send(command)) return fault;
    const auto until = deadline();
    std::string line;
    // Anything before the answer (a stray empty line, debugging output) is skipped.
    do {
        if (auto fault = read(line, until)) return fault;
    } while (line.empty() || (line[0] != '=' && line[0] != '?'));
    refused = line[0] == '?';
    std::size_t i = 1;
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;  // an id
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    text = line.substr(i);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
    for (std::string more = line; !more.empty();)
        if (auto fault = read(more, until)) return fault;
    return std::nullopt;
}

std::optional<Fault> Player::nboard_sync() {
    const std::string pong = "pong " + std::to_string(++pings_);
    if (auto fault = send("ping " + std::to_string(pings_))) return fault;
    const auto until = deadline();
    std::string line;
    do {
        if (auto fault = read(line, until)) return fault;
    } while (line != pong);
    return std::nullopt;
}

std::optional<Fault> Player::start() {
    std::string error;
    if (!process_.start(spec_.command, error)) return Fault{"crash", error, ""};
    if (spec_.protocol == RefereeProtocol::NBoard) {
        if (auto fault = send("nboard 2")) return fault;
        for (const std::string& line : spec_.init)
            if (auto fault = send(line)) return fault;
        return std::nullopt;
    }
    std::string text;
    bool refused = false;
    if (auto fault = gtp("boardsize 8", text, refused)) return fault;
    if (refused) return Fault{"refused", "refused boardsize 8", "? " + text};
    for (const std::string& line : spec_.init) {
        if (auto fault = gtp(line, text, refused)) return fault;
        if (refused)
            std::fprintf(stderr, "referee: %s refused the --init line \"%s\": ? %s\n",
                         name_.c_str(), line.c_str(), text.c_str());
    }
    return std::nullopt;
}

std::optional<Fault> Player::new_game(const std::vector<int>& opening) {
    if (!process_.running())
        if (auto fault = start()) return fault;
    if (spec_.protocol == RefereeProtocol::NBoard) {
        if (auto fault = send("set game " + opening_ggf(opening))) return fault;
        return nboard_sync();
    }
    std::string text;
    bool refused = false;
    if (auto fault = gtp("clear_board", text, refused)) return fault;
    if (refused) return Fault{"refused", "refused clear_board", "? " + text};
    Position p = Position::start();
    for (const int sq : opening) {
        const Color mover = p.to_move;
        p.play(sq);
        if (auto fault = tell(mover, sq, false)) return fault;
        if (!p.game_over() && p.to_move == mover)
            if (auto fault = tell(other(mover), NO_SQUARE, false)) return fault;
    }
    return std::nullopt;
}

std::optional<Fault> Player::ask(Color c, std::string& move, std::string& said, double& seconds) {
    const auto asked = Clock::now();
    if (spec_.protocol == RefereeProtocol::NBoard) {
        if (auto fault = send("go")) return fault;
        const auto until = deadline();
        do {
            if (auto fault = read(said, until)) return fault;
        } while (said.compare(0, 4, "=== ") != 0);
        seconds = seconds_since(asked);
        const std::size_t from = said.find_first_not_of(' ', 4);
        const std::size_t end =
            from == std::string::npos ? std::string::npos : said.find_first_of("/ \t", from);
        move = from == std::string::npos ? "" : said.substr(from, end - from);
        return std::nullopt;
    }
    bool refused = false;
    if (auto fault = gtp(std::string("genmove ") + color_name(c), move, refused)) return fault;
    seconds = seconds_since(asked);
    said = (refused ? "? " : "= ") + move;
    if (refused) return Fault{"refused", "refused to move", said};
    return std::nullopt;
}

std::optional<Fault> Player::tell(Color c, int sq, bool own) {
    if (spec_.protocol == RefereeProtocol::NBoard) return send("move " + protocol_move(sq));
    if (own) return std::nullopt;  // genmove played it
    const std::string command =
        std::string("play ") + color_name(c) + " " + (sq == NO_SQUARE ? "PASS" : protocol_move(sq));
    std::string text;
    bool refused = false;
    if (auto fault = gtp(command, text, refused)) return fault;
    if (refused && sq != NO_SQUARE)
        return Fault{"refused move", "refused the legal move `" + command + "`", "? " + text};
    return std::nullopt;
}

void Player::stop(bool now) {
    if (!process_.running()) return;
    if (!now) {
        const auto until = Clock::now() + std::chrono::seconds(1);
        if (process_.send("quit", until) == Io::Ok && spec_.protocol == RefereeProtocol::Gtp) {
            std::string line;
            process_.read_line(line, until);  // (its "=")
        }
    }
    process_.stop(now ? 0 : 2.0);
}

// Where the time of a game goes: the answers to positions of 41 or more empties, 21 to 40, and
// 20 or fewer (where engines solve exactly).
constexpr int PHASES = 3;
constexpr const char* PHASE_NAMES[PHASES] = {"60-41", "40-21", "20-0"};
int phase_of(int empties) {
    return empties > 40 ? 0 : empties > 20 ? 1 : 2;
}
double per_move(double seconds, int moves) {
    return moves ? seconds / moves : 0.0;
}

// A finished game, from A's side.
struct Game {
    std::vector<int> moves;  // from the start, the opening's included; passes left out
    int discs = 0;           // A's final disc difference, empties to the winner; -64 for a fault
    double seconds[2] = {0, 0};  // A's and B's thinking time
    int answers[2] = {0, 0};     // and their number of moves
    // The same by the empties of the position each answered: PHASE_NAMES.
    double phase_seconds[2][PHASES] = {};
    int phase_answers[2][PHASES] = {};
    std::string fault;  // "B forfeits (illegal move)"; empty for a game played out
};

// Plays one game from the start after `opening`: players[0] is A, players[1] B; A has black
// when `a_black`. Reports a fault on stderr; the offender is stopped.
Game play_game(Player* players[2], bool a_black, const std::vector<int>& opening, int number) {
    Game game;
    game.moves = opening;
    Position p = Position::start();
    for (const int sq : opening) p.play(sq);
    const auto seat = [&](Color c) { return (c == Color::Black) == a_black ? 0 : 1; };

    std::optional<Fault> fault;
    int offender = 0;
    const auto check = [&](int who, std::optional<Fault> f) {
        if (f && !fault) {
            fault = std::move(f);
            offender = who;
        }
        return !fault;
    };
    for (const Color c : {Color::Black, Color::White})
        if (!check(seat(c), players[seat(c)]->new_game(opening))) break;

    while (!fault && !p.game_over()) {
        const Color mover = p.to_move;
        const int who = seat(mover);
        std::string move, said;
        double seconds = 0;
        if (!check(who, players[who]->ask(mover, move, said, seconds))) break;
        game.seconds[who] += seconds;
        ++game.answers[who];
        const int phase = phase_of(p.board.empty_count());
        game.phase_seconds[who][phase] += seconds;
        ++game.phase_answers[who][phase];
        const int sq = parse_square(move);
        if (is_pass(move))
            check(who, Fault{"illegal pass", "passed with a move to play", said});
        else if (move.size() != 2 || sq == NO_SQUARE)
            check(who, Fault{"unreadable move", "gave an answer that is not a move", said});
        else if (!p.board.is_legal(sq))
            check(who, Fault{"illegal move", "played an illegal move", said});
        if (fault) break;
        p.play(sq);
        game.moves.push_back(sq);
        for (const int k : {who, 1 - who})
            if (!check(k, players[k]->tell(mover, sq, k == who))) break;
        if (!fault && !p.game_over() && p.to_move == mover) {
            for (const int k : {who, 1 - who})  // the other side passes
                if (!check(k, players[k]->tell(other(mover), NO_SQUARE, false))) break;
        }
    }
    if (fault) {
        const Player& loser = *players[offender];
        const Color color = (offender == 0) == a_black ? Color::Black : Color::White;
        std::fprintf(stderr,
                     "referee: game %d: %s (%s, %s) %s in %s; it said %s; %s loses the game\n",
                     number, loser.name().c_str(), color_name(color), loser.label().c_str(),
                     fault->detail.c_str(), to_obf(p).c_str(),
                     fault->said.empty() ? "nothing" : ("\"" + fault->said + "\"").c_str(),
                     loser.name().c_str());
        players[offender]->stop(true);
        game.discs = offender == 0 ? -64 : 64;
        game.fault = loser.name() + " forfeits (" + fault->kind + ")";
        return game;
    }
    const int black = p.to_move == Color::Black ? p.board.final_score() : -p.board.final_score();
    game.discs = a_black ? black : -black;
    return game;
}

// Reads the openings file: one transcript a line (anything from a tab on ignored, so that
// data/openings.tsv and a --games-out file serve); blank lines and # comments skipped. False,
// with a message naming the line, at the first bad one.
bool read_openings(const std::string& name, std::vector<std::vector<int>>& openings) {
    std::ifstream in(name);
    if (!in) {
        std::fprintf(stderr, "referee: cannot read %s\n", name.c_str());
        return false;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        line = line.substr(0, line.find('\t'));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        const auto moves = parse_transcript(line, Position::start());
        if (!moves) {
            std::fprintf(stderr, "referee: %s:%d: bad opening \"%s\": %s\n", name.c_str(), number,
                         line.c_str(), moves.error.c_str());
            return false;
        }
        openings.push_back(*moves);
    }
    if (openings.empty()) {
        std::fprintf(stderr, "referee: %s holds no opening\n", name.c_str());
        return false;
    }
    return true;
}

// The position up to symmetry: the least of its 8 images, and the side to move.
std::tuple<Bitboard, Bitboard, Color> canonical(const Position& p) {
    std::pair<Bitboard, Bitboard> least{~Bitboard{0}, ~Bitboard{0}};
    for (int s = 0; s < 8; ++s) {
        const Board b = transform(p.board, s);
        least = std::min(least, std::make_pair(b.player, b.opponent));
    }
    return {least.first, least.second, p.to_move};
}

// `count` random openings of `plies` moves, drawn uniformly among the legal moves from a
// generator seeded with `seed`, kept when a depth-8 search scores them within 4 discs of even
// and no opening kept so far is the same position up to symmetry (the same games, mirrored).
// False when too many draws fail (few plies have few distinct openings).
bool random_openings(int count, int plies, std::uint64_t seed,
                     std::vector<std::vector<int>>& openings) {
    std::mt19937_64 rng(seed);
    Engine engine;
    SearchLimits limits;
    limits.depth = 8;
    std::set<std::tuple<Bitboard, Bitboard, Color>> seen;
    const long long tries = 1000 + 200LL * count;
    for (long long t = 0; t < tries && static_cast<int>(openings.size()) < count; ++t) {
        Position p = Position::start();
        std::vector<int> moves;
        while (static_cast<int>(moves.size()) < plies && !p.game_over()) {
            Bitboard legal = p.board.moves();
            for (auto k = rng() % static_cast<unsigned>(popcount(legal)); k > 0; --k)
                legal &= legal - 1;
            moves.push_back(lowest_square(legal));
            p.play(moves.back());
        }
        if (p.game_over() || !seen.insert(canonical(p)).second) continue;
        if (std::abs(engine.search(p.board, limits).score) > 4 * DISC_SCALE) continue;
        // Written from f5, as openings usually are: the symmetry of the start that takes the
        // first move there.
        for (int s = 0; s < 8 && !moves.empty(); ++s) {
            if (transform(Board::start(), s) != Board::start() ||
                transform_square(moves[0], s) != parse_square("f5"))
                continue;
            for (int& sq : moves) sq = transform_square(sq, s);
            break;
        }
        openings.push_back(moves);
    }
    if (static_cast<int>(openings.size()) == count) return true;
    std::fprintf(stderr,
                 "referee: found only %zu balanced openings of %d plies, all different, in %lld "
                 "draws; asked for %d\n",
                 openings.size(), plies, tries, count);
    return false;
}

double mean(const std::vector<double>& v) {
    double sum = 0;
    for (const double x : v) sum += x;
    return v.empty() ? 0 : sum / static_cast<double>(v.size());
}

// 1.96 standard errors of the mean of `v` (sample variance), a 95 % margin; NaN for fewer
// than 2 values.
double margin95(const std::vector<double>& v) {
    if (v.size() < 2) return std::nan("");
    const double m = mean(v);
    double squares = 0;
    for (const double x : v) squares += (x - m) * (x - m);
    const double n = static_cast<double>(v.size());
    return 1.96 * std::sqrt(squares / (n - 1) / n);
}

std::string margin_text(double margin, double scale) {
    if (std::isnan(margin)) return "n/a";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", margin * scale);
    return buf;
}

}  // namespace

int referee(const RefereeOptions& opt) {
    std::vector<std::vector<int>> openings;
    if (!opt.openings.empty() ? !read_openings(opt.openings, openings)
                              : !random_openings(opt.random, opt.plies, opt.seed, openings))
        return 2;
    std::FILE* games_out = nullptr;
    if (!opt.games_out.empty() && !(games_out = std::fopen(opt.games_out.c_str(), "w"))) {
        std::fprintf(stderr, "referee: cannot write %s\n", opt.games_out.c_str());
        return 2;
    }
    if (games_out) fcntl(fileno(games_out), F_SETFD, FD_CLOEXEC);  // (not the engines' business)
    // A write to an engine that has died must fail with EPIPE, not end the referee.
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ignore, nullptr);

    Player a("A", opt.a, opt.timeout), b("B", opt.b, opt.timeout);
    Player* players[2] = {&a, &b};
    std::vector<Game> games;
    for (std::size_t k = 0; k < openings.size(); ++k) {
        for (const bool a_black : {true, false}) {
            const int number = static_cast<int>(games.size()) + 1;
            const Game g = play_game(players, a_black, openings[k], number);
            std::printf("game %d: A (%s) %d-%d B, opening %s, A %.2f s/move, B %.2f s/move%s%s\n",
                        number, a_black ? "Black" : "White", (64 + g.discs) / 2, (64 - g.discs) / 2,
                        transcript_string(openings[k]).c_str(),
                        per_move(g.seconds[0], g.answers[0]), per_move(g.seconds[1], g.answers[1]),
                        g.fault.empty() ? "" : ", ", g.fault.c_str());
            std::fflush(stdout);
            if (games_out) {
                std::fprintf(games_out, "%s\t%d\n", transcript_string(g.moves).c_str(), g.discs);
                std::fflush(games_out);
            }
            games.push_back(g);
        }
    }
    a.stop(false);
    b.stop(false);
    if (games_out) std::fclose(games_out);

    // The two games of an opening are correlated (an opening good for Black helps whoever has
    // Black in both), so the margins come from the spread of the pairs' means, not of the games.
    int wins = 0, draws = 0, losses = 0;
    std::vector<double> pair_scores, pair_discs;
    double seconds[2] = {0, 0}, phase_seconds[2][PHASES] = {};
    int answers[2] = {0, 0}, phase_answers[2][PHASES] = {};
    for (std::size_t i = 0; i < games.size(); ++i) {
        const Game& g = games[i];
        wins += g.discs > 0;
        draws += g.discs == 0;
        losses += g.discs < 0;
        const double result = g.discs > 0 ? 1 : g.discs == 0 ? 0.5 : 0;
        if (i % 2 == 0) {
            pair_scores.push_back(result / 2);
            pair_discs.push_back(g.discs / 2.0);
        } else {
            pair_scores.back() += result / 2;
            pair_discs.back() += g.discs / 2.0;
        }
        for (int s = 0; s < 2; ++s) {
            seconds[s] += g.seconds[s];
            answers[s] += g.answers[s];
            for (int k = 0; k < PHASES; ++k) {
                phase_seconds[s][k] += g.phase_seconds[s][k];
                phase_answers[s][k] += g.phase_answers[s][k];
            }
        }
    }
    std::printf(
        "A: %d-%d-%d over %zu games, score %.1f %% ± %s (95 %%), discs %+.1f ± %s a game; "
        "time per move: A %.3f s, B %.3f s (mean); A = %s, B = %s\n",
        wins, draws, losses, games.size(), 100 * mean(pair_scores),
        margin_text(margin95(pair_scores), 100).c_str(), mean(pair_discs),
        margin_text(margin95(pair_discs), 1).c_str(), per_move(seconds[0], answers[0]),
        per_move(seconds[1], answers[1]), a.description().c_str(), b.description().c_str());
    std::printf("time per move by empties:");
    for (int k = 0; k < PHASES; ++k)
        std::printf("%s %s A %.3f s, B %.3f s (%d, %d moves)", k ? ";" : "", PHASE_NAMES[k],
                    per_move(phase_seconds[0][k], phase_answers[0][k]),
                    per_move(phase_seconds[1][k], phase_answers[1][k]), phase_answers[0][k],
                    phase_answers[1][k]);
    std::printf("\n");
    return 0;
}

}  // namespace reversi::train
