#!/usr/bin/env bash
# Builds the game and serves it: installs what is missing, builds the web page into a
# self-contained static folder (build/site) and serves it on http://127.0.0.1:8080.
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
cd build/site
exec python3 -m http.server "$port" --bind 127.0.0.1
