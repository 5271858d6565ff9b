#!/usr/bin/env bash
# Rebuilds data/eval-weights.bin, the trained evaluation's weights, from scratch: self-play
# positions scored by the exact solver (reversi-train generate), then a ridge-regression fit
# (reversi-train fit). The games are deterministic for a given engine; the solver's move ordering
# picks among equally good moves, so an engine with other ordering writes other (equally exact)
# lines. The committed weights were made from data written by the engine as it was before the
# trained evaluation (commit 69216f4's search: a16, c18, n18a, n18b) and by commit 775be53's
# (m18a, m18b). About 3 hours of CPU; not part of CI.
#   scripts/train-eval.sh [WORK_DIR]     (default build/train; the weights land in data/)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$root/build/train}
mkdir -p "$work"
cd "$root"
# The games are played with the hand-written evaluation, so that the data do not depend on the
# weights they train.
bash scripts/configure.sh native-release
cmake --build build/native-release --target reversi-train
train=build/native-release/reversi-train

# name, first game, games, solve at, empties of careful play before the solve (0: none)
sets=(
    "a16 0 7049 16 0"
    "c18 200000 1171 18 0"
    "n18a 400000 7222 18 8"
    "n18b 500000 7212 18 8"
    "m18a 600000 10075 18 8"
    "m18b 700000 10024 18 8"
)
for set in "${sets[@]}"; do
    read -r name first games solve near <<<"$set"
    [ -s "$work/$name.txt" ] && continue
    "$train" generate --first "$first" --games "$games" --solve-at "$solve" \
        --near-empties "$near" --heuristic >"$work/$name.tmp" &
    # two at a time
    if [ "$(jobs -r | wc -l)" -ge 2 ]; then wait -n; fi
done
wait
for set in "${sets[@]}"; do
    read -r name _ <<<"$set"
    [ -f "$work/$name.tmp" ] && mv "$work/$name.tmp" "$work/$name.txt"
done
"$train" fit data/eval-weights.bin "$work"/{a16,c18,n18a,n18b,m18a,m18b}.txt --iterations 200 --lambda 30
