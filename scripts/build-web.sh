#!/usr/bin/env bash
# Builds the web preset and assembles the deployable static site in build/site/ (or $1):
# index.html, style.css, page.js, reversi.js/.wasm/.data, the CPU worker (cpu-worker.js,
# reversi-cpu.js/.wasm), manifest and icon, fonts' licence. Copy the folder as-is to any static
# host: nothing else is requested, from this or any other origin.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
site=${1:-$root/build/site}
export NODE_PATH=/usr/share/nodejs   # em++ -O2 needs acorn (toolchain pitfall 2)

cd "$root"
if [ ! -f .cache/sdl2-wasm/lib/cmake/SDL2/SDL2Config.cmake ] || [ ! -f .cache/src/imgui/imgui.h ]; then
  echo "build-web: SDL2 for wasm or the Dear ImGui sources are missing: run scripts/setup.sh" >&2
  exit 1
fi
# REVERSI_WEB_BUILD_DIR: another build folder for the same preset (e.g. with extra -D options in
# REVERSI_WEB_CMAKE_ARGS); the default is the preset's build/web-release.
dir=${REVERSI_WEB_BUILD_DIR:-build/web-release}
# shellcheck disable=SC2086
cmake --preset web-release -B "$dir" ${REVERSI_WEB_CMAKE_ARGS:-} >/dev/null
cmake --build "$dir" --target reversi reversi-cpu

out=$dir/src/app
rm -rf "$site.tmp"
mkdir -p "$site.tmp/assets/fonts"
cp web/index.html web/style.css web/page.js web/cpu.js web/cpu-worker.js web/manifest.webmanifest \
   web/icon.svg "$site.tmp/"
cp "$out/reversi.js" "$out/reversi.wasm" "$out/reversi.data" \
   "$out/reversi-cpu.js" "$out/reversi-cpu.wasm" "$site.tmp/"
cp assets/fonts/LICENSE-DejaVu.txt assets/README.md "$site.tmp/assets/fonts/"
rm -rf "$site"
mv "$site.tmp" "$site"
echo "build-web: site in ${site#$root/} ($(du -sh "$site" | cut -f1))"
