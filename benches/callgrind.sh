#!/usr/bin/env bash
# Counts the instructions (valgrind's callgrind) the release CLI spends on each program in
# benches/programs/, which is repeatable on a noisy machine where wall-clock time is not.
#   cargo build --release -p ophis-cli && bash benches/callgrind.sh [OUT_DIR] [PROGRAM...]
# Profiles are kept in OUT_DIR (default /tmp/ophis-callgrind) for callgrind_annotate.
set -uo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/ophis-callgrind}"
shift || true
mkdir -p "$out"
progs=("$@")
if [ ${#progs[@]} -eq 0 ]; then
    for f in benches/programs/*.py; do progs+=("$(basename "$f" .py)"); done
fi
for p in "${progs[@]}"; do
    n=$(valgrind --tool=callgrind --callgrind-out-file="$out/$p.out" \
        target/release/ophis run --allow-import json benches/programs/$p.py 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    printf '%-16s %14s\n' "$p" "${n:-failed}"
done
