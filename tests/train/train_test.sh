#!/usr/bin/env bash
# Checks reversi-train end to end on a tiny run: generate scored positions, fit weights to them,
# measure ProbCut's errors on them, and refuse bad input with a clear message. Usage: tests/train/train_test.sh PATH/TO/reversi-train
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

"$train" generate --games x >/dev/null 2>"$tmp/usage.log"
check "bad options print the usage" grep -q "usage: reversi-train" "$tmp/usage.log"
exit $fail
