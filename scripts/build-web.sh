#!/usr/bin/env bash
# Builds the web preset and assembles the deployable static site in build/site/ (or $1): the
# files of web/ (but its README), reversi.js/.wasm/.data (the app; .data holds the font cut to
# the app's characters, see src/app/CMakeLists.txt), reversi-cpu.js/.wasm (the CPU) and the
# font's licence. Then:
# - the build's version, a hash of the site's files, and the list of those files go into the
#   service worker (sw.js: its precache) and offline.js (window.reversi.version); the size of
#   reversi.wasm into page.js (the loading screen's progress);
# - every text, wasm and data file gets precompressed siblings, FILE.gz (gzip -9) and FILE.br
#   (brotli), which static hosts (and scripts/serve.py) send to browsers that accept them.
# Copy the folder as-is to any static host: nothing else is requested, from this or any other
# origin.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
site=${1:-$root/build/site}
export NODE_PATH=/usr/share/nodejs   # em++ -O2 needs acorn (toolchain pitfall 2)

cd "$root"
if [ ! -f .cache/sdl2-wasm/lib/cmake/SDL2/SDL2Config.cmake ] || [ ! -f .cache/src/imgui/imgui.h ]; then
  echo "build-web: SDL2 for wasm or the Dear ImGui sources are missing: run scripts/setup.sh" >&2
  exit 1
fi
for tool in brotli gzip pyftsubset; do
  if ! command -v "$tool" >/dev/null; then
    echo "build-web: $tool is missing (Debian packages brotli, gzip, fonttools): run scripts/setup.sh" >&2
    exit 1
  fi
done
# REVERSI_WEB_BUILD_DIR: another build folder for the same preset (e.g. with extra -D options in
# REVERSI_WEB_CMAKE_ARGS); the default is the preset's build/web-release.
dir=${REVERSI_WEB_BUILD_DIR:-build/web-release}
# shellcheck disable=SC2086
cmake --preset web-release -B "$dir" ${REVERSI_WEB_CMAKE_ARGS:-} >/dev/null
cmake --build "$dir" --target reversi reversi-cpu

out=$dir/src/app
tmp=$site.tmp
rm -rf "$tmp"
mkdir -p "$tmp/assets/fonts"
find web -maxdepth 1 -type f ! -name README.md -exec cp {} "$tmp/" \;
cp "$out/reversi.js" "$out/reversi.wasm" "$out/reversi.data" \
   "$out/reversi-cpu.js" "$out/reversi-cpu.wasm" "$tmp/"
cp assets/fonts/LICENSE-DejaVu.txt assets/README.md "$tmp/assets/fonts/"

# The version: the first 12 hex digits of a SHA-256 over the site's files (names and contents,
# sw.js and offline.js as in web/, before the version goes in).
version=$(cd "$tmp" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum |
  cut -c1-12)
# The precache: every file but the service worker itself, as URLs relative to the site.
files=$(cd "$tmp" && find . -type f ! -name sw.js | LC_ALL=C sort | sed 's|^\./||' |
  python3 -c 'import json, sys; print(json.dumps(sys.stdin.read().split()))')
# Each placeholder must be there exactly once, or the site would run without its version.
fill() { # fill FILE PLACEHOLDER VALUE
  local count
  count=$(grep -oF -- "$2" "$1" | wc -l)
  if [ "$count" != 1 ]; then
    echo "build-web: $1 must hold $2 exactly once (found $count)" >&2
    exit 1
  fi
  PLACEHOLDER=$2 VALUE=$3 python3 -c 'import os, sys
p = sys.argv[1]
text = open(p, encoding="utf-8").read()
open(p, "w", encoding="utf-8").write(text.replace(os.environ["PLACEHOLDER"], os.environ["VALUE"]))' "$1"
}
fill "$tmp/sw.js" __REVERSI_VERSION__ "$version"
fill "$tmp/sw.js" '[/*__REVERSI_FILES__*/]' "$files"
fill "$tmp/offline.js" __REVERSI_VERSION__ "$version"
fill "$tmp/page.js" __REVERSI_WASM_BYTES__ "$(stat -c%s "$tmp/reversi.wasm")"  # the loading bar's

# Precompressed siblings of the files a host may compress (not the PNGs: already compressed);
# a sibling that would not be smaller is not kept. Two at a time (the machine's two cores).
# shellcheck disable=SC2016  # $1 is the inner shell's
find "$tmp" -type f \( -name '*.html' -o -name '*.css' -o -name '*.js' -o -name '*.webmanifest' \
  -o -name '*.svg' -o -name '*.wasm' -o -name '*.data' -o -name '*.txt' -o -name '*.md' \) -print0 |
  xargs -0 -n1 -P2 sh -c 'gzip -9 -n -k -f "$1" && brotli -q 11 -k -f "$1" &&
    for c in "$1.gz" "$1.br"; do
      [ "$(stat -c%s "$c")" -lt "$(stat -c%s "$1")" ] || rm -f "$c"
    done' compress

rm -rf "$site"
mv "$tmp" "$site"
size() { find "$site" -type f "$@" -printf '%s\n' | awk '{s += $1} END {printf "%.0f KB", s / 1024}'; }
echo "build-web: site in ${site#"$root"/}, version $version:" \
  "$(size ! -name '*.gz' ! -name '*.br') as files, $(size -name '*.gz') gzipped, $(size -name '*.br') as brotli"
