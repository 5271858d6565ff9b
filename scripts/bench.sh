#!/usr/bin/env bash
# The long, on-demand benchmark of the CPU player (minutes, not part of the tests):
#   1. `reversi-cli bench` (the deterministic signature, `Nodes searched: N`), native and wasm;
#   2. FFO endgame problems #40-#49 solved exactly, native and wasm under node;
#   3. the level ladder (self-play between adjacent levels), native.
# Results go to build/bench/*.txt; docs/benchmarks.md ("CPU player") quotes them.
#
# Usage: scripts/bench.sh [--no-wasm] [--no-ladder] [--no-ffo] [--ffo FILE.obf]
#   BENCH_NATIVE_PRESET (default native-release; native-portable is the like-for-like twin of
#   the wasm build), LADDER_OPENINGS / LADDER_TOP_OPENINGS (see tests/engine_ladder_test.cpp).
set -euo pipefail
cd "$(dirname "$0")/.."

wasm=1 ladder=1 ffo=1
data="$(cd .. && pwd)/shared/data"
ffo_file=""
while [ $# -gt 0 ]; do
    case "$1" in
        --no-wasm) wasm=0 ;;
        --no-ladder) ladder=0 ;;
        --no-ffo) ffo=0 ;;
        --ffo) shift; ffo_file="$1" ;;
        *) echo "usage: $0 [--no-wasm] [--no-ladder] [--no-ffo] [--ffo FILE.obf]" >&2; exit 2 ;;
    esac
    shift
done

native="${BENCH_NATIVE_PRESET:-native-release}"
out=build/bench
mkdir -p "$out"
if [ -z "$ffo_file" ]; then
    ffo_file="$out/ffo40-49.obf"
    head -n 10 "$data/ffo/fforum-40-59.obf" > "$ffo_file"
fi
node_run() { node --no-experimental-fetch "$@"; }

echo "== building $native"
bash scripts/configure.sh "$native"
cmake --build --preset "$native" --target reversi-cli engine_tests > /dev/null
if [ "$wasm" = 1 ]; then
    echo "== building web-release (reversi-cli only)"
    export NODE_PATH=/usr/share/nodejs
    bash scripts/configure.sh web-release
    cmake --build --preset web-release --target reversi-cli > /dev/null
fi

echo "== bench (signature)"
"build/$native/reversi-cli" bench | tee "$out/bench-native.txt" | grep -E "Nodes searched|Nodes/second"
if [ "$wasm" = 1 ]; then
    node_run build/web-release/reversi-cli.js bench | tee "$out/bench-wasm.txt" |
        grep -E "Nodes searched|Nodes/second"
    if [ "$(grep 'Nodes searched' "$out/bench-native.txt")" != "$(grep 'Nodes searched' "$out/bench-wasm.txt")" ]; then
        echo "WARNING: bench signatures differ between native and wasm" >&2
    fi
fi

if [ "$ffo" = 1 ]; then
    echo "== FFO $(basename "$ffo_file"), native ($native)"
    "build/$native/reversi-cli" solve "$ffo_file" | tee "$out/ffo-native.txt"
    if [ "$wasm" = 1 ]; then
        echo "== FFO $(basename "$ffo_file"), wasm under node"
        node_run build/web-release/reversi-cli.js solve "$ffo_file" | tee "$out/ffo-wasm.txt"
        # Per-position time ratio wasm / native, and the median (plain awk: mawk has no asort).
        paste <(awk '/ nodes / && !/^total/{for(i=1;i<=NF;i++) if($i=="time") print $(i+1)}' "$out/ffo-native.txt") \
              <(awk '/ nodes / && !/^total/{for(i=1;i<=NF;i++) if($i=="time") print $(i+1)}' "$out/ffo-wasm.txt") |
            awk '$1 > 0 { printf "position %d: native %.3f s, wasm %.3f s, ratio %.2f\n", NR, $1, $2, $2 / $1 }' |
            tee "$out/ffo-ratio.txt"
        awk '{ print $NF }' "$out/ffo-ratio.txt" | sort -n |
            awk '{ r[NR] = $1 } END { if (NR) printf "median wasm/native ratio: %.2f\n", (NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2) }' |
            tee -a "$out/ffo-ratio.txt"
    fi
fi

if [ "$ladder" = 1 ]; then
    echo "== level ladder (native)"
    (cd "build/$native/tests" &&
        ./engine_tests --gtest_also_run_disabled_tests --gtest_filter='*Ladder*') |
        grep '^|' | tee "$out/ladder.txt"
fi
