#!/usr/bin/env bash
# Configures a CMake preset: cmake --preset PRESET [ARGS...], quiet unless it fails.
# When a build folder was configured with another compiler (native-release moved from GCC to
# clang), CMake deletes its cache on the first run and forgets the preset's variables (build
# type, flags); a second run then applies them.
set -uo pipefail
out=$(cmake --preset "$@" 2>&1)
status=$?
if [ $status = 0 ] && grep -q 'require your cache to be deleted' <<<"$out"; then
    out=$(cmake --preset "$@" 2>&1)
    status=$?
fi
[ $status = 0 ] || printf '%s\n' "$out" >&2
exit $status
