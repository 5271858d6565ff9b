#!/usr/bin/env bash
# Checks reversi-train end to end on a tiny run: generate scored positions, fit weights to them,
# and refuse bad input with a clear message. Usage: tests/train/train_test.sh PATH/TO/reversi-train
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

"$train" fit "$tmp/w.bin" "$tmp/pos.txt" --iterations 5 2>"$tmp/fit.log"
check "fit exits 0" test $? = 0
check "fit writes a weights file" test "$(head -c 4 "$tmp/w.bin")" = RVPW
check "fit reports held-out error" grep -q "held out" "$tmp/fit.log"

echo "0000000000000000 zz 3" >"$tmp/bad.txt"
"$train" fit "$tmp/w2.bin" "$tmp/bad.txt" 2>"$tmp/bad.log"
check "fit refuses a bad line" test $? = 1
check "  naming the file and line" grep -q "bad.txt:1: not a scored position" "$tmp/bad.log"
"$train" fit "$tmp/w2.bin" "$tmp/missing.txt" 2>"$tmp/missing.log"
check "fit refuses a missing file" grep -q "cannot read" "$tmp/missing.log"
"$train" generate --games x >/dev/null 2>"$tmp/usage.log"
check "bad options print the usage" grep -q "usage: reversi-train" "$tmp/usage.log"
exit $fail
