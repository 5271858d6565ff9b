#!/usr/bin/env bash
# Rebuilds data/eval-weights.bin, the trained evaluation's weights, from scratch, in two stages.
# Stage 1: self-play positions played with the hand-written evaluation and scored by the exact
# solver (reversi-train generate --heuristic), then a ridge-regression fit (reversi-train fit)
# into WORK_DIR/stage1.bin. Stage 2: games played with the stage-1 weights (a stronger play, so
# that the game scores that label the middle game's positions are less noisy), and a refit that
# starts from the stage-1 weights (the penalty pulls towards them), its error measured on games
# of their own (h4). The games are deterministic for a given engine and weights; the solver's
# move ordering picks among equally good moves, so an engine with other ordering writes other
# (equally exact) lines.
# The committed weights: stage 1 is commit 3638e1b's data/eval-weights.bin, made from data written
# by the engine as it was before the trained evaluation (commit 69216f4's search: a16, c18, n18a,
# n18b) and by commit 775be53's (m18a, m18b), before the parity term existed; stage 2's games
# were written by commit 60c0efd's engine. To rebuild exactly those weights, start from that
# stage 1 (a WORK_DIR/stage1.bin that exists is kept):
#   git show 3638e1b:data/eval-weights.bin >build/train/stage1.bin
# From scratch, stage 1 fits the parity term too, so it makes weights of the same recipe, not
# the same bytes. About 3 hours of CPU for stage 1 and 40 minutes for stage 2; not part of CI.
#   scripts/train-eval.sh [WORK_DIR]     (default build/train; the weights land in data/)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$root/build/train}
mkdir -p "$work"
cd "$root"
# Stage 1's games are played with the hand-written evaluation, so that the data do not depend on
# the weights they train.
bash scripts/configure.sh native-release
cmake --build build/native-release --target reversi-train
train=build/native-release/reversi-train

# Runs generate for each set "NAME FIRST GAMES SOLVE-AT NEAR-EMPTIES [OPTIONS...]" not yet
# written, two at a time; a set is written to NAME.tmp and renamed once whole.
generate_sets() {
    local set name first games solve near options
    for set in "$@"; do
        read -r name first games solve near options <<<"$set"
        [ -s "$work/$name.txt" ] && continue
        # shellcheck disable=SC2086 # (the options are words)
        "$train" generate --first "$first" --games "$games" --solve-at "$solve" \
            --near-empties "$near" $options >"$work/$name.tmp" &
        if [ "$(jobs -r | wc -l)" -ge 2 ]; then wait -n; fi
    done
    wait
    for set in "$@"; do
        read -r name _ <<<"$set"
        if [ -f "$work/$name.tmp" ]; then mv "$work/$name.tmp" "$work/$name.txt"; fi
    done
}

if [ ! -s "$work/stage1.bin" ]; then
    generate_sets \
        "a16 0 7049 16 0 --heuristic" \
        "c18 200000 1171 18 0 --heuristic" \
        "n18a 400000 7222 18 8 --heuristic" \
        "n18b 500000 7212 18 8 --heuristic" \
        "m18a 600000 10075 18 8 --heuristic" \
        "m18b 700000 10024 18 8 --heuristic"
    "$train" fit "$work/stage1.bin" "$work"/{a16,c18,n18a,n18b,m18a,m18b}.txt --iterations 200 \
        --lambda 30
fi

# Stage 2: depth 6 with 3 % random moves, depth 4 with 5 %, both searching 8 plies in the last 8
# empties before the solve at 18; h4 (games of d4's kind that the fit does not see) measures.
play="--weights $work/stage1.bin --near-depth 8"
generate_sets \
    "d6 1000000 7424 18 8 --depth 6 --random 3 $play" \
    "d4 1100000 2800 18 8 --depth 4 --random 5 $play" \
    "h4 1102800 889 18 8 --depth 4 --random 5 $play"
"$train" fit data/eval-weights.bin "$work"/{d6,d4}.txt --held-out "$work/h4.txt" \
    --base "$work/stage1.bin" --iterations 100 --lambda 1000
