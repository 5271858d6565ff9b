#!/usr/bin/env bash
# Perft speed, native against wasm: builds reversi-cli three ways and times perft from the start.
#   native-release   this CPU's instructions (-march=native: AVX-512 here)
#   native-portable  no x86-specific instructions (x86-64 baseline: SSE2), the twin of wasm
#   wasm             the web-release preset's compiler and flags (-O3 -msimd128) under node,
#                    built without the app (build/web-cli), so SDL2 is not needed
# Runs are interleaved (one of each, RUNS times) so that load on a shared machine hits every
# config alike; the table gives medians, and wasm/portable is the median of the per-round ratios.
#
# Usage: scripts/bench-perft.sh [DEPTH [RUNS]]   (default: perft 12, 3 rounds)
#        SKIP_BUILD=1 scripts/bench-perft.sh ... reuses the builds.
set -euo pipefail
cd "$(dirname "$0")/.."

DEPTH=${1:-12}
RUNS=${2:-3}
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}  # em++ -O1 and up needs acorn from here
NODE=(node --no-experimental-fetch)

if [[ -z "${SKIP_BUILD:-}" ]]; then
    for preset in native-release native-portable; do
        cmake --preset "$preset" >/dev/null
        cmake --build --preset "$preset" --target reversi-cli >/dev/null
    done
    cmake --preset web-release -B build/web-cli -DREVERSI_BUILD_APP=OFF -DBUILD_TESTING=OFF \
        >/dev/null
    cmake --build build/web-cli --target reversi-cli >/dev/null
fi

declare -A CMD=(
    [native-release]="build/native-release/reversi-cli"
    [native-portable]="build/native-portable/reversi-cli"
    [wasm]="${NODE[*]} build/web-cli/reversi-cli.js"
)
CONFIGS=(native-release native-portable wasm)

median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "CPU: $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) cores;" \
    "$(g++ --version | head -1); emcc $(emcc --version | head -1 | awk '{print $NF}' | tr -d '()' ||
    true); node $(node --version)"
echo "perft($DEPTH) from the start, $RUNS interleaved rounds"

declare -A TIMES RATES
RATIOS=()
for ((r = 1; r <= RUNS; ++r)); do
    declare -A T=()
    for c in "${CONFIGS[@]}"; do
        # perft(D) = N leaves in T s (R million leaves/s)
        line=$(${CMD[$c]} perft "$DEPTH")
        t=$(awk '{print $6}' <<<"$line")
        rate=$(sed 's/.*(\([0-9.]*\) million.*/\1/' <<<"$line")
        T[$c]=$t
        TIMES[$c]+="$t "
        RATES[$c]+="$rate "
        printf '  round %d  %-16s %s\n' "$r" "$c" "$line"
    done
    RATIOS+=("$(awk -v w="${T[wasm]}" -v p="${T[native-portable]}" 'BEGIN {printf "%.3f", w / p}')")
done

echo
printf '%-16s %12s %22s\n' config "median s" "median Mleaves/s"
for c in "${CONFIGS[@]}"; do
    printf '%-16s %12s %22s\n' "$c" "$(tr ' ' '\n' <<<"${TIMES[$c]}" | grep . | median)" \
        "$(tr ' ' '\n' <<<"${RATES[$c]}" | grep . | median)"
done
echo "wasm/portable time ratio per round: ${RATIOS[*]}; median $(printf '%s\n' "${RATIOS[@]}" | median)"
