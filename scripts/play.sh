#!/usr/bin/env bash
# Builds the game and serves it: installs what is missing, builds the web page into a
# self-contained static folder (build/site) and serves it on http://127.0.0.1:8080 as static
# hosts do (scripts/serve.py: precompressed files, the right types and cache headers).
#   scripts/play.sh [PORT]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
port=${1:-8080}
bash scripts/setup.sh
bash scripts/build-web.sh
echo
echo "The game is at http://127.0.0.1:$port/ (the folder build/site can be copied to any static host)."
echo "Press Ctrl+C to stop."
exec python3 scripts/serve.py build/site --port "$port"
