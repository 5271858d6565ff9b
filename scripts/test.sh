#!/usr/bin/env bash
# Runs every test of the project on a fresh Debian 12 machine (as root):
# installs what is missing, checks format and layering, builds native (ASan + UBSan) and web,
# runs the GoogleTest suites natively and as wasm under node, the CLI checks on both builds,
# the browser tests in headless Chromium and Lighthouse. Prints a summary; exits non-zero on any
# failure.
#   scripts/test.sh            everything
#   scripts/test.sh --native   only the native steps (no emscripten, no browser)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
mode=all
[ "${1:-}" = --native ] && mode=native

export NODE_PATH=/usr/share/nodejs
logs="$root/build/test-logs"
mkdir -p "$logs"

results=()
failed=0
# step NAME COMMAND...: runs a step, its output in build/test-logs/NAME.log (and on screen).
step() {
    local name=$1
    shift
    local t0=$SECONDS
    printf '\n=== %s\n' "$name"
    if "$@" 2>&1 | tee "$logs/$name.log"; then
        results+=("PASS  $name ($((SECONDS - t0)) s)")
    else
        results+=("FAIL  $name ($((SECONDS - t0)) s), log: build/test-logs/$name.log")
        failed=$((failed + 1))
    fi
}

setup() { if [ $mode = all ]; then bash scripts/setup.sh; else bash scripts/setup.sh native; fi; }

format_check() {
    local files
    files=$(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h')
    # shellcheck disable=SC2086
    clang-format --dry-run --Werror $files
}

# The engine knows nothing of the screen: no SDL, ImGui, GL or emscripten include may appear.
layering_check() {
    local bad
    bad=$(grep -rnE '#\s*include\s*[<"](SDL|imgui|GL|GLES|EGL|emscripten)' src/engine src/game src/train || true)
    if [ -n "$bad" ]; then
        echo "UI or platform includes under src/engine, src/game or src/train:"
        echo "$bad"
        return 1
    fi
    # The match logic does not draw either, and the engine does not know the match.
    bad=$(grep -rnE '#\s*include\s*"(app|game)/' src/engine src/train || true)
    bad+=$(grep -rnE '#\s*include\s*"app/' src/game || true)
    if [ -n "$bad" ]; then
        echo "dependencies must flow app -> game -> engine:"
        echo "$bad"
        return 1
    fi
    echo "layering ok"
}

native_debug() {
    bash scripts/configure.sh native-debug &&
        cmake --build --preset native-debug &&
        ctest --preset native-debug -j2
}

native_release() { bash scripts/configure.sh native-release && cmake --build --preset native-release --target reversi-cli; }

cli_native() { bash tests/cli/cli_test.sh build/native-release/reversi-cli; }

web_build() {
    bash scripts/configure.sh web-release && cmake --build --preset web-release
}

web_tests() { ctest --preset web-release -j2; }

cli_wasm() { bash tests/cli/cli_test.sh "node --no-experimental-fetch build/web-release/reversi-cli.js"; }

# A level plays the same move, with the same node count and principal variation, natively and
# as wasm (the level player's tables have one size everywhere: LEVEL_TT_BITS in level.h), as
# the page's worker plays: `search --level` in a midgame and in an exact endgame, times aside.
cli_same() {
    local mid end obf level native wasm failed=0
    mid=$(build/native-release/reversi-cli play f5d6c3d3c4f4c5b3c2) || return 1
    end='--O--O-----OOOX--X-XOXOO--XXXOOOXXXXOOOOXXXOXXOOXXXXXX--XOXX-O-- O'  # FFO #24
    for item in "9:$mid" "10:$end"; do
        level=${item%%:*} obf=${item#*:}
        native=$(build/native-release/reversi-cli search "$obf" --level "$level" |
            sed 's/time [0-9.]* s//')
        wasm=$(node --no-experimental-fetch build/web-release/reversi-cli.js search "$obf" \
            --level "$level" | sed 's/time [0-9.]* s//')
        echo "level $level, $obf"
        echo "  native: $native"
        echo "  wasm:   $wasm"
        if [ -z "$native" ] || [ "$native" != "$wasm" ]; then
            echo "FAIL: the builds differ"
            failed=1
        fi
    done
    [ $failed = 0 ] && echo "the same moves and nodes natively and as wasm"
}

site() { bash scripts/build-web.sh; }

e2e() { bash scripts/e2e.sh; }

# Lighthouse on the built site as play.sh serves it: accessibility and best practices 100,
# performance 90 or more (mobile settings).
lighthouse_audit() { bash scripts/lighthouse.sh; }

step setup setup
step format format_check
step layering layering_check
step native-debug native_debug
step native-release native_release
step cli-native cli_native
if [ $mode = all ]; then
    step web-build web_build
    step wasm-tests web_tests
    step cli-wasm cli_wasm
    step cli-same cli_same
    if [ -f scripts/build-web.sh ]; then
        step site site
        step browser e2e
        step lighthouse lighthouse_audit
    fi
fi

echo
echo "=== summary"
for r in "${results[@]}"; do echo "$r"; done
echo "steps: $(( ${#results[@]} - failed )) passed, $failed failed"
[ $failed -eq 0 ]
