#!/usr/bin/env bash
# Runs the browser tests (tests/e2e/*.test.mjs, node's test runner, one file at a time) against
# the static site in build/site (built first if missing, or with --build), served on 127.0.0.1
# as static hosts serve it by scripts/serve.py, which this script starts and stops. Chromium,
# Mesa and npm write only into a scratch folder. Ends with "N passed, N failed"; exits non-zero
# on failure.
#   scripts/e2e.sh [--build] [test-file-filter...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/browser-env.sh
. "$root/scripts/browser-env.sh"
build=0
filters=()
for arg in "$@"; do
  case "$arg" in
    --build) build=1 ;;
    *) filters+=("$arg") ;;
  esac
done
if [ $build = 1 ]; then bash "$root/scripts/build-web.sh" "${REVERSI_SITE:-$root/build/site}"; fi
site_folder
if [ ! -d "$root/tests/e2e/node_modules/playwright-core" ]; then
  echo "e2e: playwright-core missing: run scripts/setup.sh" >&2
  exit 1
fi
browser_scratch
serve_site

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
