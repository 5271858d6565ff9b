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
#        SKIP_BUILD=1 ... reuses the builds; CONFIGS="native-release" ... runs only those
#        (the perft(13) headline: CONFIGS=native-release scripts/bench-perft.sh 13 3).
set -euo pipefail
cd "$(dirname "$0")/.."

DEPTH=${1:-12}
RUNS=${2:-3}
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}  # em++ -O1 and up needs acorn from here
NODE=(node --no-experimental-fetch)

read -r -a CONFIGS <<<"${CONFIGS:-native-release native-portable wasm}"

if [[ -z "${SKIP_BUILD:-}" ]]; then
    for c in "${CONFIGS[@]}"; do
        if [[ $c == wasm ]]; then
            cmake --preset web-release -B build/web-cli --no-warn-unused-cli -DREVERSI_BUILD_APP=OFF \
                -DBUILD_TESTING=OFF >/dev/null
            cmake --build build/web-cli --target reversi-cli >/dev/null
        else
            bash scripts/configure.sh "$c"
            cmake --build --preset "$c" --target reversi-cli >/dev/null
        fi
    done
fi

declare -A CMD=(
    [native-release]="build/native-release/reversi-cli"
    [native-portable]="build/native-portable/reversi-cli"
    [wasm]="${NODE[*]} build/web-cli/reversi-cli.js"
)
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

cpu=$(lscpu | sed -n 's/^Model name: *//p' | head -1)
family=$(lscpu | sed -n 's/^CPU family: *//p' | head -1)
model=$(lscpu | sed -n 's/^Model: *//p' | head -1)
simd=$(grep -m1 -ow -E 'avx2|avx512f|avx512vl|avx512cd|avx512_vpopcntdq' /proc/cpuinfo | sort -u |
    tr '\n' ' ')
echo "CPU: $cpu (family $family, model $model), $(nproc) cores, ${simd}"
echo "$(g++ --version | sed -n 1p); emcc $(emcc --version 2>/dev/null | sed -n 1p |
    grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -1); node $(node --version);" \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
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
    if [[ -n "${T[wasm]:-}" && -n "${T[native-portable]:-}" ]]; then
        RATIOS+=("$(awk -v w="${T[wasm]}" -v p="${T[native-portable]}" 'BEGIN {printf "%.3f", w / p}')")
    fi
done

echo
printf '%-16s %12s %22s\n' config "median s" "median Mleaves/s"
for c in "${CONFIGS[@]}"; do
    printf '%-16s %12s %22s\n' "$c" "$(tr ' ' '\n' <<<"${TIMES[$c]}" | grep . | median)" \
        "$(tr ' ' '\n' <<<"${RATES[$c]}" | grep . | median)"
done
if ((${#RATIOS[@]})); then
    echo "wasm/portable time ratio per round: ${RATIOS[*]}; median" \
        "$(printf '%s\n' "${RATIOS[@]}" | median)"
fi
