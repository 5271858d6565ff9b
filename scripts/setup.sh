#!/usr/bin/env bash
# Installs everything the build and the tests need on a fresh Debian 12 machine, once.
# Debian packages (binary and source) and npm are the only network sources used.
# Each step checks first, so a second run costs a few seconds.
#   scripts/setup.sh            everything (native, web, browser tests)
#   scripts/setup.sh native     only what the native build and tests need
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/.cache"
mkdir -p "$cache"
what=${1:-all}

log() { printf '[setup] %s\n' "$*"; }

need_pkgs=()
want() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed' || need_pkgs+=("$1"); }

for p in build-essential clang cmake ninja-build googletest libgtest-dev clang-format; do want "$p"; done
if [ "$what" = all ]; then
  # fonttools: the font cut to the app's characters; brotli, gzip: the site's precompressed files.
  for p in emscripten libsdl2-dev chromium nodejs npm dpkg-dev xz-utils fonttools brotli gzip; do want "$p"; done
fi

apt_updated=0
apt_update() { [ $apt_updated = 1 ] || { apt-get update -qq; apt_updated=1; }; }

if [ ${#need_pkgs[@]} -gt 0 ]; then
  # npm/node may come from another source on some machines; keep whatever node is there.
  if command -v node >/dev/null; then
    need_pkgs=("${need_pkgs[@]/nodejs/}"); need_pkgs=("${need_pkgs[@]/npm/}")
  fi
  read -r -a need_pkgs <<<"${need_pkgs[*]}"
  if [ ${#need_pkgs[@]} -gt 0 ]; then
    log "installing Debian packages: ${need_pkgs[*]}"
    apt_update
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null
  fi
fi

[ "$what" = all ] || exit 0

# Sources of SDL2 and Dear ImGui from Debian's source packages.
src="$cache/src"
mkdir -p "$src"
if ! ls "$src"/libsdl2_*.orig.tar.* >/dev/null 2>&1 || ! ls "$src"/imgui_*.orig.tar.* >/dev/null 2>&1; then
  srclist=/etc/apt/sources.list.d/reversi-deb-src.sources
  if [ ! -f "$srclist" ]; then
    log "adding a deb-src entry"
    cat >"$srclist" <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    apt_updated=0
  fi
  apt_update
  log "downloading the Debian source packages of SDL2 and Dear ImGui"
  (cd "$src" && apt-get source -qq --download-only libsdl2 imgui >/dev/null)
fi

unpack() { # unpack NAME-GLOB DIR
  local tarball
  tarball=$(ls "$src"/$1 | head -1)
  if [ ! -d "$2" ]; then
    mkdir -p "$2.tmp"
    tar -xf "$tarball" -C "$2.tmp" --strip-components=1
    mv "$2.tmp" "$2"
  fi
}
unpack 'libsdl2_*.orig.tar.*' "$src/SDL2"
unpack 'imgui_*.orig.tar.*' "$src/imgui"

# SDL2 built for wasm once, into a cached prefix.
export NODE_PATH=/usr/share/nodejs
# A copy is also kept in the machine's cache, so that another clone on the same machine (CI)
# copies it in seconds instead of configuring SDL2 again.
sdl_prefix="$cache/sdl2-wasm"
sdl_version=$(basename "$(ls "$src"/libsdl2_*.orig.tar.* | head -1)" | sed 's/^libsdl2_//; s/\.orig\.tar\..*$//')
emcc_version=$(dpkg-query -W -f='${Version}' emscripten 2>/dev/null || echo unknown)
machine_copy="/var/cache/reversi/sdl2-wasm-$sdl_version-emscripten-$emcc_version"
if [ ! -f "$sdl_prefix/lib/cmake/SDL2/SDL2Config.cmake" ] && [ -f "$machine_copy/lib/cmake/SDL2/SDL2Config.cmake" ]; then
  log "copying SDL2 for wasm from $machine_copy"
  mkdir -p "$sdl_prefix"
  cp -a "$machine_copy/." "$sdl_prefix/"
fi
if [ ! -f "$sdl_prefix/lib/cmake/SDL2/SDL2Config.cmake" ]; then
  log "building SDL2 for wasm (a few minutes, once)"
  rm -rf "$cache/sdl2-wasm-build"
  seed=()
  if [ "$sdl_version" = 2.26.5+dfsg ] && emcc --version 2>/dev/null | grep -q ' 3\.1\.6 '; then
    seed=(-C "$root/scripts/sdl2-wasm-probes.cmake")
  fi
  emcmake cmake "${seed[@]}" -S "$src/SDL2" -B "$cache/sdl2-wasm-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DSDL_TEST=OFF -DSDL_TESTS=OFF -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_THREADS=OFF \
    -DCMAKE_INSTALL_PREFIX="$sdl_prefix" >"$cache/sdl2-wasm-configure.log" 2>&1 ||
    { tail -30 "$cache/sdl2-wasm-configure.log"; exit 1; }
  cmake --build "$cache/sdl2-wasm-build" >"$cache/sdl2-wasm-build.log" 2>&1 ||
    { tail -30 "$cache/sdl2-wasm-build.log"; exit 1; }
  cmake --install "$cache/sdl2-wasm-build" >/dev/null
  rm -rf "$cache/sdl2-wasm-build"
  mkdir -p "$(dirname "$machine_copy")" && rm -rf "$machine_copy.tmp" &&
    cp -a "$sdl_prefix" "$machine_copy.tmp" && mv "$machine_copy.tmp" "$machine_copy" || true
fi

# playwright-core for the browser tests, lighthouse and @axe-core/playwright for the audits
# (tests/e2e/package.json; no browser download: Debian's chromium is used).
if [ ! -d "$root/tests/e2e/node_modules/playwright-core" ] || [ ! -d "$root/tests/e2e/node_modules/lighthouse" ] ||
  [ ! -d "$root/tests/e2e/node_modules/@axe-core/playwright" ]; then
  log "installing the browser tests' npm packages (tests/e2e/package-lock.json)"
  (cd "$root/tests/e2e" && npm ci --no-audit --no-fund --silent 2>/dev/null || npm install --no-audit --no-fund --silent)
fi
log "ready"
