#!/usr/bin/env bash
# Checks reversi-train end to end on a tiny run: generate scored positions, fit weights to them,
# blend their scores with searches (label), measure ProbCut's errors on them, referee matches
# between engine programs (reversi-cli from the same folder, fake engines, GRhino when
# installed), and refuse bad input with a clear message. Usage: tests/train/train_test.sh PATH/TO/reversi-train
set -u
train=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {  # check NAME CONDITION...
    local name=$1
    shift
    if "$@"; then echo "ok   $name"; else echo "FAIL $name"; fail=1; fi
}

"$train" generate --games 4 --solve-at 10 --depth 1 --heuristic >"$tmp/pos.txt" 2>"$tmp/err"
check "generate exits 0" test $? = 0
lines=$(wc -l <"$tmp/pos.txt")
check "generate writes positions ($lines)" test "$lines" -gt 100
check "every line is PLAYER OPPONENT SCORE" \
    test -z "$(grep -vE '^[0-9a-f]{16} [0-9a-f]{16} -?[0-9]+$' "$tmp/pos.txt")"
"$train" generate --games 4 --solve-at 10 --depth 1 --heuristic >"$tmp/again.txt"
check "generate is deterministic" cmp -s "$tmp/pos.txt" "$tmp/again.txt"

"$train" generate --games 4 --solve-at 10 --depth 1 --heuristic --branch-lines >"$tmp/lines.txt"
check "--branch-lines writes the branches' lines too" \
    test "$(wc -l <"$tmp/lines.txt")" -gt "$lines"
check "  every line is PLAYER OPPONENT SCORE" \
    test -z "$(grep -vE '^[0-9a-f]{16} [0-9a-f]{16} -?[0-9]+$' "$tmp/lines.txt")"
check "  the main lines are the same" \
    test "$(sort -u "$tmp/pos.txt" | comm -23 - <(sort -u "$tmp/lines.txt") | wc -l)" = 0

"$train" fit "$tmp/w.bin" "$tmp/pos.txt" --iterations 5 2>"$tmp/fit.log"
check "fit exits 0" test $? = 0
check "fit writes a weights file" test "$(head -c 4 "$tmp/w.bin")" = RVPW
check "fit reports held-out error" grep -q "held out" "$tmp/fit.log"
"$train" fit "$tmp/wh.bin" "$tmp/pos.txt" --iterations 5 --held-out "$tmp/lines.txt" \
    2>"$tmp/fith.log"
check "fit --held-out measures on the other file's positions" \
    grep -q "^fit: $(wc -l <"$tmp/lines.txt") positions held out from other files" "$tmp/fith.log"
check "  and fits all the inputs'" grep -q "^fit: $(wc -l <"$tmp/pos.txt") positions$" "$tmp/fith.log"
"$train" fit "$tmp/wh.bin" "$tmp/pos.txt" --held-out "$tmp/missing.txt" 2>"$tmp/fithm.log"
check "  refuses a missing held-out file" grep -q "missing.txt" "$tmp/fithm.log"

# Playing with given weights (the second stage of scripts/train-eval.sh).
"$train" generate --games 4 --solve-at 10 --depth 2 --weights "$tmp/w.bin" >"$tmp/posw.txt" \
    2>"$tmp/genw.err"
check "generate --weights exits 0" test $? = 0
check "  and plays other games than the heuristic" bash -c "! cmp -s '$tmp/pos.txt' '$tmp/posw.txt'"
"$train" generate --games 1 --weights "$tmp/pos.txt" >/dev/null 2>"$tmp/genbad.err"
check "generate refuses weights that are not a weights file" \
    grep -q "not a weights file" "$tmp/genbad.err"
"$train" generate --games 1 --heuristic --weights "$tmp/w.bin" >/dev/null 2>"$tmp/genboth.err"
check "generate refuses --heuristic with --weights" grep -q "usage: reversi-train" "$tmp/genboth.err"

# Refining given weights: phases outside --phases keep them; the others move from them.
"$train" fit "$tmp/same.bin" "$tmp/pos.txt" --iterations 5 --base "$tmp/w.bin" --phases 0-1 \
    2>"$tmp/refit.log"
check "fit --base --phases exits 0" test $? = 0
check "  reports the base's held-out error" grep -qE "phase  0 .*base [0-9.]+\) discs" "$tmp/refit.log"
check "  fits only the phases asked for" test "$(grep -c "^phase" "$tmp/refit.log")" = 2
check "  and changes them" bash -c "! cmp -s '$tmp/w.bin' '$tmp/same.bin'"
"$train" fit "$tmp/kept.bin" "$tmp/lines.txt" --base "$tmp/w.bin" --phases 2-12 --iterations 0 \
    2>/dev/null
check "  the other phases, and no iteration, keep the base's weights" \
    cmp -s "$tmp/w.bin" "$tmp/kept.bin"
"$train" fit "$tmp/w3.bin" "$tmp/pos.txt" --phases 0-1 2>"$tmp/nobase.log"
check "fit refuses --phases without --base" grep -q "needs --base" "$tmp/nobase.log"
"$train" fit "$tmp/w3.bin" "$tmp/pos.txt" --base "$tmp/pos.txt" 2>"$tmp/badbase.log"
check "fit refuses a base that is not a weights file" grep -q "not a weights file" "$tmp/badbase.log"
"$train" fit "$tmp/w3.bin" "$tmp/pos.txt" --base "$tmp/w.bin" --phases 3-1 2>"$tmp/badphases.log"
check "fit refuses a bad --phases" grep -q "usage: reversi-train" "$tmp/badphases.log"

"$train" probcut "$tmp/pos.txt" --every 3 --max-depth 4 >"$tmp/pc.txt" 2>"$tmp/pc.err"
check "probcut exits 0" test $? = 0
check "probcut measures midgame positions" grep -qE '^midgame: [1-9][0-9]* positions' "$tmp/pc.txt"
check "  a row per depth from 3 to 4, with the shallow depth" \
    test "$(grep -cE '^ +[34] +[12] \|' "$tmp/pc.txt")" = 2
check "probcut measures endgame positions" grep -qE '^endgame: [1-9][0-9]* positions' "$tmp/pc.txt"
check "  a row per depth from 0 to 8" test "$(grep -c '^depth [0-8]:' "$tmp/pc.txt")" = 9
"$train" probcut "$tmp/pos.txt" --max-depth 99 >/dev/null 2>"$tmp/pc-depth.log"
check "probcut refuses a depth it cannot measure" grep -q "max-depth" "$tmp/pc-depth.log"

# Search labels: blends of the game scores with searches, positions and order kept.
"$train" label "$tmp/pos.txt" --depth 3 --mix 0 --above 0 >"$tmp/l0.txt" 2>"$tmp/l0.err"
check "label exits 0" test $? = 0
check "  --mix 0 keeps every score" cmp -s "$tmp/pos.txt" "$tmp/l0.txt"
"$train" label "$tmp/pos.txt" --depth 3 --mix 100 --above 10 >"$tmp/l100.txt" 2>"$tmp/l100.err"
check "  --mix 100 changes some scores" bash -c "! cmp -s '$tmp/pos.txt' '$tmp/l100.txt'"
check "  keeps the positions and their order" \
    test "$(cut -d' ' -f1,2 "$tmp/pos.txt")" = "$(cut -d' ' -f1,2 "$tmp/l100.txt")"
check "  every line is PLAYER OPPONENT SCORE" \
    test -z "$(grep -vE '^[0-9a-f]{16} [0-9a-f]{16} -?[0-9]+$' "$tmp/l100.txt")"
# Positions with at most --above empties keep their scores; the count says how many.
changed_low=$(paste -d' ' "$tmp/pos.txt" "$tmp/l100.txt" | python3 -c '
import sys
bad = kept = 0
for line in sys.stdin:
    p, o, s, _, _, t = line.split()
    empties = 64 - bin(int(p, 16) | int(o, 16)).count("1")
    if empties <= 10:
        kept += 1
        bad += s != t
print(bad, kept)')
check "  positions at --above empties or fewer keep their scores" test "${changed_low% *}" = 0
check "  and are counted as kept" grep -q "relabelled (mean change [0-9.]* discs), ${changed_low#* } kept" \
    "$tmp/l100.err"
"$train" label "$tmp/pos.txt" --depth 3 --mix 50 --above 10 >"$tmp/l50.txt" 2>/dev/null
check "  --mix 50 lies between the game score and the search" bash -c "paste -d' ' '$tmp/pos.txt' \
    '$tmp/l100.txt' '$tmp/l50.txt' | awk '{lo = \$3 < \$6 ? \$3 : \$6; hi = \$3 + \$6 - lo;
    if (\$9 < lo - 1 || \$9 > hi + 1) bad = 1} END {exit bad}'"
"$train" label "$tmp/pos.txt" --depth 3 --mix 50 --above 10 >"$tmp/l50b.txt" 2>/dev/null
check "  is deterministic" cmp -s "$tmp/l50.txt" "$tmp/l50b.txt"
"$train" label "$tmp/pos.txt" --depth 3 --weights "$tmp/w.bin" --above 10 >"$tmp/lw.txt" 2>/dev/null
check "  --weights searches with other weights" bash -c "! cmp -s '$tmp/l50.txt' '$tmp/lw.txt'"
"$train" label "$tmp/missing.txt" >/dev/null 2>"$tmp/lmiss.err"
check "label refuses a missing file" test $? = 1
check "  saying so" grep -q "label: cannot read .*missing.txt" "$tmp/lmiss.err"
"$train" label "$tmp/pos.txt" --mix 101 >/dev/null 2>"$tmp/lmix.err"
check "  a mix above 100" grep -q "usage: reversi-train" "$tmp/lmix.err"
"$train" label "$tmp/pos.txt" --weights "$tmp/pos.txt" >/dev/null 2>"$tmp/lwbad.err"
check "  and weights that are not a weights file" grep -q "not a weights file" "$tmp/lwbad.err"

echo "0000000000000000 zz 3" >"$tmp/bad.txt"
"$train" fit "$tmp/w2.bin" "$tmp/bad.txt" 2>"$tmp/bad.log"
check "fit refuses a bad line" test $? = 1
check "  naming the file and line" grep -q "bad.txt:1: not a scored position" "$tmp/bad.log"
"$train" fit "$tmp/w2.bin" "$tmp/missing.txt" 2>"$tmp/missing.log"
check "fit refuses a missing file" grep -q "cannot read" "$tmp/missing.log"
"$train" probcut "$tmp/bad.txt" >/dev/null 2>"$tmp/pc-bad.log"
check "probcut refuses a bad line" grep -q "probcut: .*bad.txt:1: not a scored position" "$tmp/pc-bad.log"
"$train" puzzles --games 30 --per-tier 2 >"$tmp/puzzles.txt" 2>"$tmp/puzzles.log"
check "puzzles exits 0" test $? = 0
check "  writes its command in the comments" grep -q "^#   reversi-train puzzles --games 30" "$tmp/puzzles.txt"
check "  2 puzzles a tier" test "$(grep -vc '^#' "$tmp/puzzles.txt")" = 6
check "  every line is BOARD SIDE MOVE=VALUE..." \
    test -z "$(grep -v '^#' "$tmp/puzzles.txt" | grep -vE '^[XO-]{64} [XO]( [a-h][1-8]=[-+]?[0-9]+){3,}$')"
"$train" puzzles --games 30 --per-tier 2 >"$tmp/puzzles2.txt" 2>/dev/null
check "  is deterministic" cmp -s "$tmp/puzzles.txt" "$tmp/puzzles2.txt"
"$train" puzzles --games 30 --tiers 2 >/dev/null 2>"$tmp/puzzles-usage.log"
check "  refuses an unknown option" grep -q "usage: reversi-train" "$tmp/puzzles-usage.log"

# referee: engine programs over pipes, every move checked with our rules.
cli=$(dirname "$train")/reversi-cli
check "referee: reversi-cli is built next to reversi-train" test -x "$cli"
# finished TRANSCRIPT BLACK_DIFF: the transcript replays to a finished game in which Black's
# final disc difference (empties to the winner) is BLACK_DIFF.
finished() {
    local obf board x o d
    obf=$("$cli" play "$1") || return 1
    [ "$("$cli" moves "$obf")" = "game over" ] || return 1
    board=${obf%% *}
    x=$(tr -cd X <<<"$board" | wc -c)
    o=$(tr -cd O <<<"$board" | wc -c)
    d=$((x - o))
    if [ $d -gt 0 ]; then d=$((64 - 2 * o)); elif [ $d -lt 0 ]; then d=$((2 * x - 64)); fi
    [ "$d" = "$2" ]
}
# every_game_finished FILE: each line of a --games-out file (game n: A is Black for odd n) is a
# finished game with A's disc difference as written.
every_game_finished() {
    local n=0 moves diff
    while IFS=$'\t' read -r moves diff; do
        n=$((n + 1))
        [ $((n % 2)) = 1 ] || diff=$((-diff))
        finished "$moves" "$diff" || return 1
    done <"$1"
    [ $n -gt 0 ]
}
printf '# two openings\nf5d6c3d3c4\n\nF5 F6 E6 F4\n' >"$tmp/openings.txt"
self=(--a "nboard:$cli nboard" --init-a "set depth 4" --b "nboard:$cli nboard" --init-b "set depth 4")
"$train" referee "${self[@]}" --openings "$tmp/openings.txt" --games-out "$tmp/games.txt" \
    >"$tmp/ref.txt" 2>"$tmp/ref.err"
check "referee: reversi-cli against itself exits 0" test $? = 0
game_line='^game ([13]: A \(Black\)|[24]: A \(White\)) [0-9]+-[0-9]+ B, opening f5(d6c3d3c4|f6e6f4), '
game_line+='A [0-9.]+ s/move, B [0-9.]+ s/move$'
check "  a line a game, A Black in the odd ones" test "$(grep -cE "$game_line" "$tmp/ref.txt")" = 4
summary='^A: [0-4]-[0-4]-[0-4] over 4 games, score 50.0 % ± 0.0 \(95 %\), discs \+0.0 ± 0.0 a game; '
summary+='time per move: A [0-9.]+ s, B [0-9.]+ s \(mean\); '
summary+='A = nboard:.*reversi-cli nboard \[set depth 4\], B = nboard:.*reversi-cli nboard \[set depth 4\]$'
check "  a summary: mirrored games score exactly 50 %, discs 0" grep -qE "$summary" "$tmp/ref.txt"
# The time by the empties of the positions answered: every move after the openings (5 plies
# in games 1 and 2, 4 in 3 and 4) once.
by_phase='^time per move by empties: 60-41 A [0-9.]+ s, B [0-9.]+ s \([0-9]+, [0-9]+ moves\); '
by_phase+='40-21 A [0-9.]+ s, B [0-9.]+ s \([0-9]+, [0-9]+ moves\); '
by_phase+='20-0 A [0-9.]+ s, B [0-9.]+ s \([0-9]+, [0-9]+ moves\)$'
answers=$(grep -E "$by_phase" "$tmp/ref.txt" | grep -oE '[0-9]+, [0-9]+ moves' | tr -d ',' |
    awk '{ n += $1 + $2 } END { print n }')
played=$(awk -F'\t' '{ n += length($1) / 2 - (NR <= 2 ? 5 : 4) } END { print n }' "$tmp/games.txt")
check "  time per move by empties: every move after the openings counted once" \
    test "${answers:-none}" = "$played"
check "  the two games of an opening are the same moves, discs opposite" \
    test "$(awk -F'\t' 'NR % 2 { m = $1; d = $2; next } $1 == m && $2 == -d && $2 != "" { n++ }
        END { print n + 0 }' "$tmp/games.txt")" = 2
check "  --games-out holds finished games that replay to their scores" \
    every_game_finished "$tmp/games.txt"

# A GTP engine that answers every genmove with a1 (occupied or flipping nothing).
cat >"$tmp/illegal.sh" <<'END'
#!/bin/sh
while read -r command rest; do
    case $command in
    genmove) printf '= a1\n\n' ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
    esac
done
END
chmod +x "$tmp/illegal.sh"
"$train" referee --a "gtp:$tmp/illegal.sh" --b "nboard:$cli nboard" --init-b "set depth 2" \
    --openings "$tmp/openings.txt" >"$tmp/illegal.txt" 2>"$tmp/illegal.err"
check "referee: an engine playing illegal moves: the match finishes" test $? = 0
check "  it forfeits every game" test "$(grep -c 'A forfeits (illegal move)$' "$tmp/illegal.txt")" = 4
check "  the other side wins them all" grep -q "^A: 0-0-4 over 4 games, score 0.0 %" "$tmp/illegal.txt"
report="^referee: game [1-4]: A \((black|white), gtp:$tmp/illegal.sh\) played an illegal move "
report+='in [XO-]{64} [XO]; it said "= a1"; A loses the game$'
check "  each reported with the engine, the position and the answer" \
    test "$(grep -cE "$report" "$tmp/illegal.err")" = 4

printf '#!/bin/sh\nexit 0\n' >"$tmp/crash.sh"
chmod +x "$tmp/crash.sh"
"$train" referee --a "nboard:$cli nboard" --init-a "set depth 2" --b "nboard:$tmp/crash.sh" \
    --openings "$tmp/openings.txt" >"$tmp/crash.txt" 2>"$tmp/crash.err"
check "referee: an engine that exits at once: the match finishes" test $? = 0
check "  4 games, each forfeited by it" test "$(grep -c '^game .* B forfeits (crash)$' "$tmp/crash.txt")" = 4
check "  A wins them all" grep -q "^A: 4-0-0 over 4 games, score 100.0 %" "$tmp/crash.txt"
check "  reported as crashed" test "$(grep -c "B (.*crash.sh) crashed (exit status 0)" "$tmp/crash.err")" = 4

# An engine that answers the pings but never moves.
printf '#!/bin/sh\nwhile read -r c n; do [ "$c" = ping ] && echo "pong $n"; done\n' >"$tmp/silent.sh"
chmod +x "$tmp/silent.sh"
head -2 "$tmp/openings.txt" >"$tmp/one.txt"
"$train" referee --a "nboard:$tmp/silent.sh" --b "nboard:$cli nboard" --init-b "set depth 2" \
    --openings "$tmp/one.txt" --timeout 0.5 >"$tmp/silent.txt" 2>"$tmp/silent.err"
check "referee: an engine that does not answer loses on time" \
    test "$(grep -c 'A forfeits (timeout)$' "$tmp/silent.txt")" = 2
check "  reported" test "$(grep -c 'A (.*silent.sh) did not answer within 0.5 s' "$tmp/silent.err")" = 2

# Random openings: reproducible from the seed, all different, 8 plies (engines that crash at
# once make the games instant).
crashes=(--a "nboard:$tmp/crash.sh" --b "nboard:$tmp/crash.sh")
for run in 5a 5b 6; do
    "$train" referee "${crashes[@]}" --random 3 --seed "${run%[ab]}" 2>/dev/null |
        sed -n 's/^game [0-9]*: .*, opening \([a-h1-8]*\),.*/\1/p' >"$tmp/random-$run.txt"
done
check "referee --random: 3 different openings of 8 plies, each played twice" \
    test "$(grep -cE '^f5([a-h][1-8]){7}$' "$tmp/random-5a.txt")" = 6 \
    -a "$(uniq "$tmp/random-5a.txt" | wc -l)" = 3 -a "$(sort -u "$tmp/random-5a.txt" | wc -l)" = 3
check "  the same from the same seed" cmp -s "$tmp/random-5a.txt" "$tmp/random-5b.txt"
check "  others from another" bash -c "! cmp -s '$tmp/random-5a.txt' '$tmp/random-6.txt'"

printf 'f5d6\nf5d6z9\n' >"$tmp/bad-openings.txt"
"$train" referee "${self[@]}" --openings "$tmp/bad-openings.txt" >"$tmp/bad-ref.txt" \
    2>"$tmp/bad-ref.err"
check "referee refuses a bad opening with exit code 2" test $? = 2
check "  naming its line, before any game" \
    bash -c "grep -q 'bad-openings.txt:2: bad opening' '$tmp/bad-ref.err' && ! test -s '$tmp/bad-ref.txt'"
"$train" referee --b "nboard:$cli nboard" --openings "$tmp/openings.txt" >/dev/null \
    2>"$tmp/ref-usage.log"
check "referee without --a: exit code 2" test $? = 2
synopsis='reversi-train referee --a KIND:COMMAND --b KIND:COMMAND (--openings FILE | --random N) '
synopsis+='[--plies P] [--seed S] [--timeout SECONDS] [--games-out FILE]'
check "  and the usage" grep -qF "$synopsis" "$tmp/ref-usage.log"

rhino=/usr/games/gtp-rhino
if [ -x $rhino ]; then
    "$train" referee --a "nboard:$cli nboard" --init-a "set depth 4" --b "gtp:$rhino -l 1 -b 0" \
        --openings "$tmp/one.txt" --games-out "$tmp/rhino.txt" >"$tmp/rhino.out" 2>"$tmp/rhino.err"
    check "referee: reversi-cli against GRhino, 2 games" test "$(grep -cE \
        '^game [12]: A \((Black|White)\) [0-9]+-[0-9]+ B, opening f5d6c3d3c4, ' "$tmp/rhino.out")" = 2
    check "  played out by both, no forfeit" \
        bash -c "! grep -q forfeits '$tmp/rhino.out' && ! grep -q '^referee:' '$tmp/rhino.err'"
    check "  to finished games" every_game_finished "$tmp/rhino.txt"
else
    echo "skip referee against GRhino: $rhino is not installed (apt install grhino)"
fi

# The opening book: shallow, a few expansions; a rerun with the log resumes and writes the same
# book; a log of another depth is refused.
"$train" book "$tmp/book.bin" --log "$tmp/book.log" --depth 2 --expand 12 --max-plies 6 \
    2>"$tmp/book.err"
check "book exits 0" test $? = 0
check "  writes a book file" test "$(head -c 4 "$tmp/book.bin")" = RVBK
check "  of 18 bytes an entry after 9 of header" \
    test $((($(stat -c %s "$tmp/book.bin") - 9) % 18)) = 0
check "  logs each expansion" test "$(grep -vc '^#' "$tmp/book.log")" = 12
check "  and says what it made" grep -qE '^book: [0-9]+ positions \(12 expanded' "$tmp/book.err"
"$train" book "$tmp/book-half.bin" --log "$tmp/half.log" --depth 2 --expand 5 --max-plies 6 \
    2>/dev/null
"$train" book "$tmp/book-resumed.bin" --log "$tmp/half.log" --depth 2 --expand 12 --max-plies 6 \
    2>"$tmp/resumed.err"
check "book resumed from a log searches only the rest" grep -q "(12 expanded, 7 searched now" \
    "$tmp/resumed.err"
check "  and writes the same book" cmp -s "$tmp/book.bin" "$tmp/book-resumed.bin"
"$train" book "$tmp/book-again.bin" --log "$tmp/book.log" --depth 2 --expand 12 --max-plies 6 \
    2>"$tmp/again.err"
check "book from a whole log searches nothing" grep -q "(12 expanded, 0 searched now" \
    "$tmp/again.err"
"$train" book "$tmp/x.bin" --log "$tmp/book.log" --depth 3 --expand 12 2>"$tmp/depth.err"
check "book refuses a log of another depth, exit code 2" test $? = 2
check "  saying which" grep -q "searched at depth 2, not 3" "$tmp/depth.err"
check "the log names the evaluation" grep -qE "^# evaluation [0-9a-f]{8}$" "$tmp/book.log"
sed -E 's/^# evaluation .*/# evaluation 00000000/' "$tmp/book.log" >"$tmp/other-eval.log"
"$train" book "$tmp/x.bin" --log "$tmp/other-eval.log" --depth 2 --expand 12 2>"$tmp/eval.err"
check "book refuses a log of other weights, exit code 2" test $? = 2
check "  saying so" grep -q "searched with other evaluation weights (00000000" "$tmp/eval.err"
grep -v "^# evaluation" "$tmp/book.log" >"$tmp/unnamed.log"
"$train" book "$tmp/x.bin" --log "$tmp/unnamed.log" --depth 2 --expand 12 2>"$tmp/unnamed.err"
check "book refuses a log that does not name its weights" \
    grep -q "does not name the evaluation weights" "$tmp/unnamed.err"
echo "0000000810000000 zz" >"$tmp/bad.log"
"$train" book "$tmp/x.bin" --log "$tmp/bad.log" --depth 2 2>"$tmp/bad-log.err"
check "book refuses a damaged log, naming the line" grep -q "bad.log line 1" "$tmp/bad-log.err"
"$train" book "$tmp/x.bin" --window x 2>"$tmp/book-usage.err"
check "book with a bad option prints the usage" grep -q "reversi-train book OUT.bin" \
    "$tmp/book-usage.err"

"$train" generate --games x >/dev/null 2>"$tmp/usage.log"
check "bad options print the usage" grep -q "usage: reversi-train" "$tmp/usage.log"
exit $fail
