"""Soak benchmark: 10,000 calls mixing agent code, failures and every limit, on one executor
and with a fresh executor per call; prints the process's RSS and open file descriptors at the
start, after 1,000 calls and at the end.

    python benches/soak.py [--calls N]

Limits are small so that the limit cases end fast: a 0.05 s timeout, 32 MiB of memory,
500,000 operations, 2,000 bytes of output, a recursion depth of 200.
"""

from __future__ import annotations

import argparse
import gc
import os
import time

from ophis import LocalPythonExecutor

LIMITS = dict(
    max_execution_time=0.05,
    max_memory_mb=32,
    max_operations=500_000,
    max_output_length=2000,
    max_recursion_depth=200,
)

#: (name, code): ordinary agent steps, failures, and one case per limit.
CASES = [
    (
        "agent",
        "import math\nxs = [math.sqrt(i) for i in range(200)]\nprint(sum(xs))\nresult = {'n': len(xs)}",
    ),
    (
        "agent-class",
        "class P:\n    def __init__(self, x):\n        self.x = x\n    def __repr__(self):\n        return f'P({self.x})'\nps = [P(i) for i in range(50)]\nprint(ps[:3])",
    ),
    ("agent-gen", "def g(n):\n    for i in range(n):\n        yield i * i\nprint(sum(g(500)))"),
    ("final", "final_answer('done ' * 10)"),
    ("exception", "def f():\n    raise ValueError('bad value')\nf()"),
    ("syntax", "def broken(:\n    pass"),
    ("name", "print(undefined_name)"),
    ("import", "import subprocess"),
    ("timeout", "total = sum(range(10**12))"),
    ("memory", "x = 'a' * (64 << 20)"),
    (
        "memory-gens",
        "def d(n):\n    return 0 if n == 0 else d(n - 1)\ndef g():\n    d(190)\n    yield 1\ndef hold():\n    gs = []\n    for i in range(10000):\n        x = g()\n        next(x)\n        gs.append(x)\nhold()",
    ),
    ("operations", "t = 0\nfor i in range(10**7):\n    t += i"),
    ("output", "for i in range(10**5):\n    print('line', i)"),
    ("recursion", "def r(n):\n    return r(n + 1)\nr(0)"),
]


def rss_kib() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def new_executor() -> LocalPythonExecutor:
    ex = LocalPythonExecutor([], **LIMITS)
    ex.send_tools({"final_answer": lambda x: x})
    return ex


def one_call(ex: LocalPythonExecutor, code: str) -> str:
    try:
        out = ex(code)
        return "final" if out.is_final_answer else "ok"
    except BaseException as e:  # noqa: BLE001 - every failure is an expected outcome here
        return type(e).__name__


def soak(mode: str, calls: int) -> tuple[list[tuple[str, int, int]], dict[str, int], float]:
    gc.collect()
    rows = [("start", rss_kib(), open_fds())]
    outcomes: dict[str, int] = {}
    shared = new_executor() if mode == "one executor" else None
    started = time.perf_counter()
    for i in range(calls):
        name, code = CASES[i % len(CASES)]
        ex = shared if shared is not None else new_executor()
        outcome = one_call(ex, code)
        outcomes[f"{name}:{outcome}"] = outcomes.get(f"{name}:{outcome}", 0) + 1
        if i + 1 == min(1000, calls):
            gc.collect()
            rows.append((f"after {i + 1}", rss_kib(), open_fds()))
    gc.collect()
    rows.append((f"end ({calls})", rss_kib(), open_fds()))
    return rows, outcomes, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=10_000)
    parser.add_argument("--outcomes", action="store_true", help="print how each case ended")
    args = parser.parse_args()
    print("| mode | point | RSS (MiB) | open fds |")
    print("| --- | --- | --- | --- |")
    for mode in ("one executor", "fresh executor per call"):
        rows, outcomes, secs = soak(mode, args.calls)
        for point, rss, fds in rows:
            print(f"| {mode} | {point} | {rss / 1024:.1f} | {fds} |")
        first, after, end = rows[0][1], rows[1][1], rows[-1][1]
        print(
            f"<!-- {mode}: {secs:.1f} s; end/after-1000 RSS {end / after:.3f}, end/start {end / first:.3f} -->"
        )
        if args.outcomes:
            for k in sorted(outcomes):
                print(f"<!--   {k}: {outcomes[k]} -->")


if __name__ == "__main__":
    main()
