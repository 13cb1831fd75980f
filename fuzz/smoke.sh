#!/usr/bin/env bash
# Builds the cargo-fuzz targets and runs each one briefly, all four at once (each under an
# address-space limit), seeded from
# tests/cases/. A crash (a panic, a broken guarantee asserted by the target) fails.
# The thresholds are set so that only a real crash fails on a small, loaded CI machine:
# - -rss_limit_mb=2048: far above what the targets' own limits let a program hold (64 MiB of
#   live memory, counted by the counting allocator), plus libFuzzer's corpus and the
#   allocator's retained pages;
# - OPHIS_FUZZ_HANG_SLACK_SECS=20 and -timeout=120: the targets' 1 s run timeout must hold, but
#   three fuzzers on two cores can stretch any run; long fuzzing sessions use the tighter
#   default slack (3 s).
# Usage: bash fuzz/smoke.sh [SECONDS]    (default 60; cargo-fuzz 0.13 is installed if missing)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
secs="${1:-60}"

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "cargo-fuzz not found: installing it from crates.io"
    cargo install cargo-fuzz --version '^0.13' --locked
fi
cargo fuzz --version
cargo fuzz build --sanitizer none

targets=(parse run structured deep)
# 4 GiB of address space per fuzzer: room for a run's 512 MiB stack, the targets' memory
# limits and libFuzzer, and a cap the OS enforces.
AS_LIMIT_KB=$((4 << 20))
mkdir -p target
for t in "${targets[@]}"; do
    mkdir -p "corpus/$t"
    if [ "$t" != structured ] && [ "$t" != deep ]; then
        cp ../tests/cases/*.py "corpus/$t/"
    else
        # `structured` and `deep` decode bytes into programs: start from random inputs of
        # useful sizes.
        for i in $(seq 1 20); do
            head -c $((256 + i * 128)) /dev/urandom >"corpus/$t/seed-random-$i"
        done
    fi
done

pids=()
for t in "${targets[@]}"; do
    # Under an address-space limit (RLIMIT_AS, as hardened deployments set): the OS refusing
    # memory must be the program's MemoryError, never an abort.
    (ulimit -v "$AS_LIMIT_KB" && exec env OPHIS_FUZZ_HANG_SLACK_SECS=20 cargo fuzz run "$t" --sanitizer none "corpus/$t" -- \
        -max_total_time="$secs" -timeout=120 -rss_limit_mb=2048 -len_control=0 -print_final_stats=1) \
        >"target/smoke-$t.log" 2>&1 &
    pids+=("$!")
done

status=0
for i in "${!targets[@]}"; do
    t="${targets[$i]}"
    if wait "${pids[$i]}"; then
        runs=$(grep -a 'stat::number_of_executed_units' "target/smoke-$t.log" | awk '{print $2}' | tail -1)
        echo "fuzz $t: ok, ${runs:-?} executions in ${secs} s"
    else
        status=1
        echo "fuzz $t: FAILED (artifacts in fuzz/artifacts/$t/); the end of its log:"
        tail -n 60 "target/smoke-$t.log"
    fi
done
exit "$status"
