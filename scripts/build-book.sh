#!/usr/bin/env bash
# Rebuilds data/book.bin, the opening book, with our own engine (reversi-train book, described in
# src/train/book.cpp): 957 positions of the first 20 moves expanded best first, every move of
# each searched 14 plies deep (selective), keeping the moves within 3 discs of the best. About 30
# minutes of one core (26 on the AMD EPYC of docs/benchmarks.md). The expansions are logged in
# WORK_DIR/expansions.txt, so an interrupted build resumes where it stopped, and a finished one
# rewrites the book in a moment. Not part of CI.
#   scripts/build-book.sh [WORK_DIR]     (default build/book; the book lands in data/)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$root/build/book}
mkdir -p "$work"
cd "$root"
bash scripts/configure.sh native-release
cmake --build build/native-release --target reversi-train
build/native-release/reversi-train book data/book.bin --log "$work/expansions.txt" \
    --depth 14 --expand 957 --window 3 --max-plies 20
