#!/usr/bin/env bash
# Runs the browser tests (tests/e2e/*.test.mjs, node's test runner, one file at a time) against
# the static site in build/site (built first if missing, or with --build), served on 127.0.0.1
# as static hosts serve it by scripts/serve.py, which this script starts and stops. Chromium,
# Mesa and npm write only into a scratch folder. Ends with "N passed, N failed"; exits non-zero
# on failure.
#   scripts/e2e.sh [--build] [test-file-filter...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
site=${REVERSI_SITE:-$root/build/site}
case $site in /*) ;; *) site=$PWD/$site ;; esac  # the tests run from tests/e2e
build=0
filters=()
for arg in "$@"; do
  case "$arg" in
    --build) build=1 ;;
    *) filters+=("$arg") ;;
  esac
done
if [ $build = 1 ] || [ ! -f "$site/index.html" ]; then "$root/scripts/build-web.sh" "$site"; fi
if [ ! -d "$root/tests/e2e/node_modules/playwright-core" ]; then
  echo "e2e: playwright-core missing: run scripts/setup.sh" >&2
  exit 1
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/reversi-e2e.XXXXXX")
mkdir -p "$scratch"/{home,config,cache,tmp,npm}
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache
export TMPDIR=$scratch/tmp npm_config_cache=$scratch/npm

python3 "$root/scripts/serve.py" "$site" >"$scratch/server.out" 2>"$scratch/server.log" &
server=$!
cleanup() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$scratch"; }
trap cleanup EXIT
url=
for _ in $(seq 50); do
  url=$(sed -n 's/^serving .* at //p' "$scratch/server.out")
  [ -n "$url" ] && break
  sleep 0.1
done
if [ -z "$url" ]; then
  echo "e2e: the static server did not start: $(cat "$scratch/server.log")" >&2
  exit 1
fi

cd "$root/tests/e2e"
files=()
for f in *.test.mjs; do
  if [ ${#filters[@]} = 0 ]; then files+=("$f"); continue; fi
  for pattern in "${filters[@]}"; do [[ "$f" == *"$pattern"* ]] && { files+=("$f"); break; }; done
done
log="$scratch/node-test.log"
status=0
SITE="$site" BASE_URL="$url" node --test --test-concurrency=1 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$log" "${files[@]}" || status=$?
passed=$(grep -E '^# pass ' "$log" | awk '{print $3}' | tail -1)
failed=$(grep -E '^# fail ' "$log" | awk '{print $3}' | tail -1)
passed=${passed:-0}
failed=${failed:-0}
if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
