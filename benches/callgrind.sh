#!/usr/bin/env bash
# Counts the instructions (valgrind's callgrind) the release CLI spends on each program in
# benches/programs/ (or, with SUITE=pyperformance, each kernel of benches/pyperformance/, run
# as compare.py runs them), which is repeatable on a noisy machine where wall-clock time is not.
#   cargo build --release -p ophis-cli && bash benches/callgrind.sh [OUT_DIR] [PROGRAM...]
#   SUITE=pyperformance OPHIS=path/to/ophis bash benches/callgrind.sh /tmp/cg nbody go
# Profiles are kept in OUT_DIR (default /tmp/ophis-callgrind) for callgrind_annotate.
set -uo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/ophis-callgrind}"
shift || true
mkdir -p "$out"
suite="${SUITE:-programs}"
ophis="$(realpath "${OPHIS:-target/release/ophis}")"
flags=(--allow-import json)
if [ "$suite" = pyperformance ]; then
    flags=(--timeout 0 --max-operations 1000000000000000)
    for m in array bisect collections.abc copy dataclasses decimal enum fractions json typing; do
        flags+=(--allow-import "$m")
    done
fi
progs=("$@")
if [ ${#progs[@]} -eq 0 ]; then
    for f in benches/$suite/*.py; do progs+=("$(basename "$f" .py)"); done
fi
for p in "${progs[@]}"; do
    n=$(cd "benches/$suite" && valgrind --tool=callgrind --callgrind-out-file="$out/$p.out" \
        "$ophis" run "${flags[@]}" "$p.py" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    printf '%-16s %14s\n' "$p" "${n:-failed}"
done
