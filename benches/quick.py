"""Times a few programs under CPython (in-process `exec`) and under the `ophis` CLI
(its own `--stats` wall time, which excludes process start-up), and prints the ratios.

    cargo build --release -p ophis-cli && python3 benches/quick.py

This is the quick check used for issue notes; the side-by-side suite against smolagents and
Monty is `benches/compare.py` (issue 6).
"""

import re
import subprocess
import sys
import time

PROGRAMS = {
    "fib(25)": "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(25)\n",
    "loop 10**6": "x = 0\nfor i in range(10**6):\n    x += i * 2 % 7\n",
    "listcomp 10**5": "xs = [i * i for i in range(10**5)]\n",
    "dict counting": "d = {}\nfor i in range(200000):\n    k = i % 97\n    d[k] = d.get(k, 0) + 1\n",
    "str building": "parts = []\nfor i in range(100000):\n    parts.append(f'{i}:{i * 2}')\ns = ','.join(parts)\n",
    "class methods": (
        "class P:\n    def __init__(self, x):\n        self.x = x\n    def inc(self):\n        self.x += 1\n"
        "p = P(0)\nfor i in range(200000):\n    p.inc()\n"
    ),
}

OPHIS = "target/release/ophis"


def cpython_time(code, repeat=5):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        exec(compile(code, "<bench>", "exec"), {})
        best = min(best, time.perf_counter() - start)
    return best


def ophis_time(code, repeat=5):
    best = float("inf")
    for _ in range(repeat):
        r = subprocess.run(
            [OPHIS, "run", "--stats", "-c", code], capture_output=True, text=True, check=True
        )
        m = re.search(r"operations, ([\d.]+) (ms|µs|s)", r.stderr)
        value, unit = float(m.group(1)), m.group(2)
        seconds = value / {"s": 1, "ms": 1e3, "µs": 1e6}[unit]
        best = min(best, seconds)
    return best


def main():
    print(f"{'program':<16} {'CPython':>10} {'ophis':>10} {'ratio':>7}")
    ratios = []
    for name, code in PROGRAMS.items():
        c = cpython_time(code)
        o = ophis_time(code)
        ratios.append(o / c)
        print(f"{name:<16} {c * 1e3:>8.1f}ms {o * 1e3:>8.1f}ms {o / c:>6.2f}x")
    geo = 1.0
    for r in ratios:
        geo *= r
    geo **= 1 / len(ratios)
    print(f"geometric mean ratio (ophis / CPython): {geo:.2f}x  [{sys.version.split()[0]}]")


if __name__ == "__main__":
    main()
