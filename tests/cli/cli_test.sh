#!/usr/bin/env bash
# Checks reversi-cli as a user runs it: outputs, error messages and exit codes.
# Usage: tests/cli/cli_test.sh "COMMAND"   e.g. build/native-release/reversi-cli
#        or "node --no-experimental-fetch build/web-release/reversi-cli.js" for the wasm build.
set -u
cli=$1
here=$(cd "$(dirname "$0")" && pwd)
data="$here/../../../shared/data"
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

START='---------------------------OX------XO--------------------------- X'

# expect NAME EXIT PATTERN ARGS...: runs the CLI; the exit code must be EXIT and the output
# (stdout for exit 0, stderr otherwise) must match the extended regex PATTERN.
expect() {
    local name=$1 want_exit=$2 pattern=$3
    shift 3
    # shellcheck disable=SC2086
    $cli "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    local got=$?
    local text
    if [ "$want_exit" = 0 ]; then text=$(cat "$tmp/out"); else text=$(cat "$tmp/err"); fi
    if [ "$got" = "$want_exit" ] && grep -Eq -- "$pattern" <<<"$text"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $name: exit $got (want $want_exit), output:"
        sed 's/^/    /' "$tmp/out" "$tmp/err" | head -20
        echo "    expected /$pattern/"
    fi
}

# record NAME STATUS: counts a check made by hand (STATUS 0: passed); on a failure prints the
# last command's outputs, $tmp/out and $tmp/err.
record() {
    if [ "$2" = 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $1:"
        sed 's/^/    /' "$tmp/out" "$tmp/err"
    fi
}

# perft from the start, depths 1-9 (deeper ones are benchmarks).
counts=(1 4 12 56 244 1396 8200 55092 390216 3005288)
for d in 1 2 3 4 5 6 7 8 9; do
    expect "perft $d" 0 "^perft\($d\) = ${counts[$d]} leaves in [0-9.]+ s \([0-9.]+ million leaves/s\)$" perft $d
done
expect "perft from OBF" 0 "^perft\(3\) = 56 leaves" perft 3 "$START"
expect "perft bad depth" 2 "DEPTH must be a whole number" perft x
expect "perft negative" 2 "DEPTH must be a whole number" perft -1
expect "perft no args" 2 "usage: perft DEPTH" perft
expect "perft bad OBF" 2 "OBF: the board has 3 squares, expected 64" perft 2 "--- X"

expect "moves start" 0 "^d3 c4 f5 e6$" moves "$START"
expect "moves pass" 0 "^pass$" moves "XO-------------------------------------------------------------- O"
E60=------------------------------------------------------------
expect "moves game over" 0 "^game over$" moves "XXX${E60}O X"
expect "moves bad side" 2 "unknown side to move 'Z'" \
    moves "---------------------------OX------XO--------------------------- Z"
expect "moves bad char" 2 "unexpected 'q' at character 1 \(square a1\)" \
    moves "q--------------------------OX------XO--------------------------- X"
expect "moves no args" 2 "usage: moves OBF" moves

expect "play" 0 "^------------------XO------XXX------OXX-----O-------------------- O$" play f5d6c3d3c4
expect "play any case" 0 "^------------------XO------XXX------OXX-----O-------------------- O$" play F5D6C3D3C4
expect "play illegal" 2 "illegal move a1 at move 5: it flips nothing" play f5d6c3d3a1
expect "play occupied" 2 "illegal move d4 at move 2: the square is occupied" play f5d4
expect "play malformed" 2 "malformed square 'z9' at move 2" play f5z9
# White must pass before black's c1 (implicit), then white must pass again: black is printed.
E48=------------------------------------------------
expect "play forced passes" 0 "^XXX-----${E48}XO------ X$" play c1 --from "XO------${E48}XO------ O"
expect "play ends the game" 0 "^XXX${E60}- O$" play c1 --from "XO-${E60}- X"
expect "play from missing" 2 "--from needs an OBF position" play f5 --from
expect "play no args" 2 "usage: play TRANSCRIPT" play
expect "play extra" 2 "unexpected argument 'e6'" play f5 e6

# Opening names: the longest catalogue line, kept out of the book, for the four first moves.
expect "opening tiger" 0 "^Tiger: f5d6c3d3c4$" opening f5d6c3d3c4
expect "opening out of the book" 0 "^Leader's Tiger: f5d6c3d3c4f4e6$" opening f5d6c3d3c4f4e6f6e3
expect "opening c4" 0 "^Tiger: c4e3f6e6f5$" opening c4e3f6e6f5
expect "opening e6" 0 "^Tiger: e6f4c3c4d3$" opening E6F4C3C4D3
expect "opening d3" 0 "^Tiger: d3c5f6f5e6$" opening d3c5f6f5e6
expect "opening numbered" 0 "^Tiger: f5d6c3d3c4$" opening "1. f5 d6  2. c3, d3  3. c4"
expect "opening unquoted" 0 "^Tiger: f5d6c3d3c4$" opening 1. f5 d6 2. c3 d3 3. c4
expect "opening GGF" 0 "^Tiger: f5d6c3d3c4$" opening "(;GM[Othello]PB[a]PW[b]TY[8]B[F5]W[D6]B[C3]W[D3]B[C4];)"
expect "opening none" 0 "^no named opening$" opening f5
expect "opening not a square" 2 'opening: move 3, "z9": not a square$' opening f5d6z9
expect "opening no flip" 2 "opening: move 5, a1: no disc would be flipped there$" opening f5d6c3d3a1
expect "opening pass" 2 "opening: move 2, pass: White has a legal move$" opening f5 pass
expect "opening no args" 2 "usage: opening TRANSCRIPT" opening

expect "help" 0 "perft DEPTH" --help
expect "help lists solve" 0 "solve FILE.obf" help
expect "unknown command" 2 "unknown command 'fly'" fly
expect "no command" 2 "Usage: reversi-cli COMMAND" 

expect "bench" 0 "Nodes searched: [0-9]+" bench
expect "bench args" 2 "usage: bench" bench 3

# The CPU player's commands, where the build has them.
if $cli solve "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- X" 2>&1 |
    grep -q 'not built yet'; then
    echo "note: solve/search/nboard are not built yet"
else
    expect "solve one" 0 "^[a-h][1-8] [+-][0-9]+" solve \
        "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18;"
    expect "solve file" 0 "^g8 \+18" solve "$data/ffo/fforum-1-19.obf"
    expect "solve bad file" 2 "." solve /nonexistent/file.obf
    # A wrong annotation: the line is still printed, the mismatch is reported, exit 1.
    $cli solve "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+16;" \
        >"$tmp/out" 2>"$tmp/err" </dev/null
    [ $? = 1 ] && grep -q '^g8 +18 ' "$tmp/out" &&
        grep -q '^MISMATCH expected g8 +16, got g8 +18$' "$tmp/out"
    record "solve mismatch (exit 1)" $?
    # A file with comments, a blank line, a bad line (reported and skipped, exit 2 at the end)
    # and a finished game ("none": there is no move).
    {
        echo "% FFO #1"
        echo "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18;"
        echo
        echo "not a position"
        echo "$(printf 'X%.0s' $(seq 64)) O"
    } >"$tmp/mixed.obf"
    # shellcheck disable=SC2086
    $cli solve "$tmp/mixed.obf" >"$tmp/out" 2>"$tmp/err" </dev/null
    [ $? = 2 ] && grep -q '^g8 +18 ' "$tmp/out" && grep -q '^none -64 ' "$tmp/out" &&
        grep -q '^total: 2 positions .*Mn/s$' "$tmp/out" &&
        grep -q "mixed.obf:4: OBF: .* (the line is skipped)" "$tmp/err"
    record "solve mixed file (exit 2)" $?
    expect "solve directory" 2 "'.*' is a folder, not an OBF file" solve "$tmp"
    expect "search finished game" 0 "^none -64 \(exact\)  depth 0 " search "$(printf 'X%.0s' $(seq 64)) O" --depth 3
    # Black must pass (no white disc to outflank next to c1); white then takes c1: 58 for black.
    PASS_OBF="OX-$(printf 'X%.0s' $(seq 61)) X"
    expect "solve pass" 0 "^pass \+58  nodes [0-9]+  time [0-9.]+ s  speed [0-9.]+ Mn/s  pv pass c1$" \
        solve "$PASS_OBF"
    expect "solve pass annotated" 0 "^pass \+58 " solve "$PASS_OBF; C1:+58;"
    expect "search depth" 0 "[a-h][1-8]" search "$START" --depth 4
    expect "search depth line" 0 "^[a-h][1-8] [+-][0-9]+\.[0-9]{2}  depth 4  nodes [0-9]+  time [0-9.]+ s  pv( [a-h][1-8])+$" \
        search "$START" --depth 4
    expect "search time" 0 "^g8 \+18 \(exact\)  depth 14 " search \
        "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X" --time 0.5
    expect "search to the end" 0 "^g8 \\+18 \\(exact\\)  depth 14  nodes [0-9]+  time [0-9.]+ s  pv g8( [a-h][1-8]| pass)+$" \
        search "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X" --depth 20
    expect "search level" 0 "^[a-h][1-8] [+-][0-9]+\.[0-9]{2}  depth [0-9]+ " search "$START" --level 3
    # The strongest levels open from the book (data/book.bin): no search.
    expect "search level from the book" 0 "^(c4|d3|e6|f5) -[0-9]+\.[0-9]{2}  book  nodes 0 " \
        search "$START" --level 10
    expect "search level range" 2 "--level takes a whole number from 1 to 10" search "$START" --level 11
    expect "search bad" 2 "--depth takes a whole number from 1 to 60" search "$START" --depth x
    expect "search depth 0" 2 "--depth takes a whole number from 1 to 60" search "$START" --depth 0
    expect "search bad time" 2 "--time takes a number of seconds above 0" search "$START" --time -1
    expect "search no limit" 2 "give a limit: --depth N, --time S or --level L" search "$START"
    expect "search no value" 2 "--time needs a value" search "$START" --time
    expect "search two limits" 2 "one limit at a time; '--time' is extra" search "$START" --depth 3 --time 1
    expect "search unknown" 2 "unknown option '--nodes'" search "$START" --nodes 5
    # analyze: every move's value, best first. FFO #1 (14 empties) is solved exactly and agrees
    # with its annotations (h7 and a2 tie at +6).
    FFO1="--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
    # shellcheck disable=SC2086
    $cli analyze "$FFO1" >"$tmp/out" 2>"$tmp/err" </dev/null
    [ $? = 0 ] && [ "$(head -1 "$tmp/out")" = "g8 +18  exact" ] &&
        [ "$(cut -d' ' -f1-2 "$tmp/out" | sort | tr '\n' ' ')" = "a2 +6 a3 +4 a4 -22 b1 -4 g2 -24 g8 +18 h1 +12 h7 +6 " ] &&
        [ "$(cut -d' ' -f2 "$tmp/out" | tr '\n' ' ')" = "+18 +12 +6 +6 +4 -4 -22 -24 " ]
    record "analyze exact" $?
    # Beyond the exact horizon: an estimate at the given depth for each of the six moves.
    # shellcheck disable=SC2086
    $cli analyze f5d6c3d3c4 --depth 4 >"$tmp/out" 2>"$tmp/err" </dev/null
    [ $? = 0 ] && [ "$(wc -l <"$tmp/out")" = 6 ] &&
        [ "$(grep -Ec '^[a-h][1-8] [+-][0-9]+\.[0-9]{2}  depth 4$' "$tmp/out")" = 6 ] &&
        [ "$(cut -d' ' -f1 "$tmp/out" | sort | tr '\n' ' ')" = "b3 b5 f3 f4 g5 g6 " ]
    record "analyze depth" $?
    # At the defaults, the book's values for the moves it knows; with a limit, that search.
    $cli analyze f5 >"$tmp/out" 2>"$tmp/err" </dev/null
    test $? = 0 && test "$(grep -cE '^[a-h][1-8] [+-][0-9]+\.[0-9]{2}  book$' "$tmp/out")" -ge 2 &&
        test "$(wc -l <"$tmp/out")" = 3
    record "analyze book" $?
    expect "analyze a limit skips the book" 0 "^d6 [+-][0-9]+\.[0-9]{2}  depth 3$" analyze f5 --depth 3
    expect "analyze numbered" 0 "^[a-h][1-8] [+-][0-9]+\.[0-9]{2}  depth 2$" analyze 1. f5 d6 2. c3 --depth 2
    expect "analyze GGF" 0 "  depth 2$" analyze "(;GM[Othello]PB[a]PW[b]TY[8]B[F5]W[D6]B[C3];)" --depth 2
    expect "analyze pass" 0 "^pass \+58  exact$" analyze "$PASS_OBF"
    expect "analyze game over" 0 "^game over$" analyze d3c3b3d2e1d6d7e3f4
    expect "analyze not a square" 2 'analyze: move 3, "z9": not a square$' analyze f5d6z9
    expect "analyze no flip" 2 "analyze: move 5, a1: no disc would be flipped there$" analyze f5d6c3d3a1
    expect "analyze no args" 2 "usage: analyze TRANSCRIPT" analyze
    expect "analyze only a limit" 2 "usage: analyze TRANSCRIPT" analyze --depth 3
    expect "analyze bad depth" 2 "analyze: --depth takes a whole number from 1 to 60" analyze f5 --depth 0
    expect "analyze bad exact" 2 "analyze: --exact takes a whole number of empties" analyze f5 --exact x
    expect "analyze bad time" 2 "analyze: --time takes a number of seconds above 0" analyze f5 --time 0
    expect "analyze two limits" 2 "one limit at a time; '--time' is extra" analyze f5 --depth 3 --time 1
    expect "analyze unknown" 2 "analyze: unknown option '--nodes'" analyze f5 --nodes 5
    # review: a game of nine moves that ends in a wipe-out; White's e3 allowed it.
    expect "review blunder" 0 "^4\. White e3 -64\.00  best [a-h][1-8] [+-][0-9]+\.[0-9]{2}  loss [0-9]+\.[0-9]{2}  depth 4  blunder$" \
        review d3c3b3d2e1d6d7e3f4 --depth 4
    expect "review best move" 0 "^5\. Black f4 \+64\.00  best f4 \+64\.00  loss 0\.00  depth 4$" \
        review d3c3b3d2e1d6d7e3f4 --depth 4
    expect "review totals" 0 "^White: 4 moves, [0-9]+\.[0-9]{2} discs lost; inaccuracies [0-9]+, mistakes [0-9]+, blunders 1$" \
        review d3c3b3d2e1d6d7e3f4 --depth 4
    # A whole game, shallow, then exact from 10 empties: one line a move, whole-disc values and
    # losses at the end, and the last move (a single empty square) cannot lose.
    GAME=d3c5e6f7b5e3f4c4c6c3d6f5g5f6f3g6b4d7f2e2c2h5c7g3e1b3g4d2h4c1d1f1a3c8b7e7h6a5b2h2a6b6a4a8h3h7b1a1g2g7a2a7h8h1g1g8e8f8d8b8
    # shellcheck disable=SC2086
    $cli review "$GAME" --depth 1 --exact 10 >"$tmp/out" 2>"$tmp/err" </dev/null
    [ $? = 0 ] && [ "$(grep -Ec '^[0-9]+\. (Black|White) [a-h][1-8] ' "$tmp/out")" = 60 ] &&
        [ "$(grep -Ec '  loss [0-9]+  exact( |$)' "$tmp/out")" = 10 ] &&
        grep -Eq '^[0-9]+\. (Black|White) b8 [+-][0-9]+  best b8 [+-][0-9]+  loss 0  exact$' "$tmp/out" &&
        grep -q '^Black: [0-9]* moves' "$tmp/out" && grep -q '^White: [0-9]* moves' "$tmp/out"
    record "review whole game" $?
    expect "review no flip" 2 "review: move 5, a1: no disc would be flipped there$" review f5d6c3d3a1
    expect "review pass" 2 "review: move 2, pass: White has a legal move$" review f5 pass
    expect "review no args" 2 "usage: review TRANSCRIPT" review
    expect "review no time" 2 "review: unknown option '--time'" review f5 --time 1
    printf 'nboard 2\nping 1\nquit\n' >"$tmp/nb"
    # shellcheck disable=SC2086
    $cli nboard <"$tmp/nb" >"$tmp/out" 2>"$tmp/err"
    grep -q '^pong 1' "$tmp/out"
    record "nboard ping" $?
    # A game from NBoard: the engine plays black's third move (one of c3-c7, whichever its
    # evaluation prefers), the GUI plays c3, then asks for hints on white's three best moves;
    # an illegal move and a depth out of range are refused on stderr.
    printf '%s\n' 'nboard 2' 'set depth 4' \
        'set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6];)' \
        'go' 'move C3' 'hint 3' 'move Z9' 'set depth 99' 'ping 7' 'quit' >"$tmp/nb"
    # shellcheck disable=SC2086
    $cli nboard <"$tmp/nb" >"$tmp/out" 2>"$tmp/err"
    grep -Eq '^=== C[3-7]/-?[0-9]+\.[0-9]{2}/' "$tmp/out" &&
        [ "$(grep -c '^search ' "$tmp/out")" = 3 ] && grep -q '^pong 7$' "$tmp/out" &&
        grep -q "illegal move 'Z9'" "$tmp/err" && grep -q "set depth takes 1 to 60; keeping 4" "$tmp/err" &&
        grep -q '^set myname reversi4$' "$tmp/out"
    record "nboard game" $?
    # A side without a move: "go" answers a pass, and the GUI's "move PA" is taken without
    # complaint; then white plays the last square.
    printf '%s\n' 'nboard 2' 'set depth 4' \
        "set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 O*-$(printf '*%.0s' $(seq 61)) *];)" \
        'go' 'move PA' 'go' 'quit' >"$tmp/nb"
    # shellcheck disable=SC2086
    $cli nboard <"$tmp/nb" >"$tmp/out" 2>"$tmp/err"
    [ "$(grep '^===' "$tmp/out" | cut -d/ -f1-2 | tr '\n' ' ')" = "=== PA/58.00 === C1/-58.00 " ] &&
        [ ! -s "$tmp/err" ]
    record "nboard pass" $?
    # White's f2 leaves Black without a move: Black passes at once, and the GUI's (or the
    # referee's) "move PA" that follows is that pass, not an illegal move; White plays on.
    printf '%s\n' 'nboard 2' 'set depth 4' \
        'set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 --****O******-O**O*O**O**O**O*O**OOO*OO**O*OO*O**OOOOO***OO***** O];)' \
        'move F2' 'move PA' 'go' 'move PA' 'quit' >"$tmp/nb"
    # shellcheck disable=SC2086
    $cli nboard <"$tmp/nb" >"$tmp/out" 2>"$tmp/err"
    grep -Eq '^=== (A1|B1)/' "$tmp/out" && [ "$(grep -c "illegal move 'PA'" "$tmp/err")" = 1 ]
    record "nboard pass after a move" $?
    # Each "set game" starts from empty tables: the same game searched twice in one session
    # takes the same nodes (tables kept from the first would save the second most of them),
    # at a depth, at a level and for a time.
    OPENING='set game (;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6];)'
    printf '%s\n' 'nboard 2' 'set depth 8' "$OPENING" 'go' "$OPENING" 'go' 'quit' >"$tmp/nb"
    # shellcheck disable=SC2086
    $cli nboard <"$tmp/nb" >"$tmp/out" 2>"$tmp/err"
    [ "$(grep -c '^nodestats ' "$tmp/out")" = 2 ] &&
        [ "$(grep '^nodestats ' "$tmp/out" | cut -d' ' -f2 | uniq | wc -l)" = 1 ] &&
        [ "$(grep '^===' "$tmp/out" | cut -d/ -f1-2 | uniq | wc -l)" = 1 ]
    record "nboard clean game" $?
    # shellcheck disable=SC2086
    $cli nboard --level 7 <"$tmp/nb" >"$tmp/out" 2>"$tmp/err"
    level_move=$($cli search "$($cli play f5d6)" --level 7 | cut -d' ' -f1)
    [ "$(grep '^nodestats ' "$tmp/out" | cut -d' ' -f2 | uniq | wc -l)" = 1 ] &&
        [ "$(grep '^===' "$tmp/out" | cut -d/ -f1 | tr '\n' ' ')" = "=== ${level_move^^} === ${level_move^^} " ]
    record "nboard --level: search --level's move" $?
    # shellcheck disable=SC2086
    $cli nboard --time 0.2 <"$tmp/nb" >"$tmp/out" 2>"$tmp/err"
    [ "$(grep -c '^=== [A-H][1-8]/' "$tmp/out")" = 2 ]
    record "nboard --time" $?
    expect "nboard bad level" 2 "nboard: --level takes a whole number from 1 to 10" nboard --level 0
    expect "nboard bad option" 2 "usage: nboard \[--level L | --time S\]" nboard --depth 3
fi

echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
