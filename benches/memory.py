"""Peak memory of building a million objects of each kind, ophis against CPython.

Each program builds one list of N objects of a kind (one-item lists, small dicts, pairs,
instances with two attributes, short strings, floats, ...) and keeps it alive to the end.
It runs as its own process under CPython and under the ophis CLI; the peak resident set
size of the process (``wait4``'s ``ru_maxrss``) minus that of an empty program is the
memory the objects took. The result is a table in bytes per object with the ratio
ophis/CPython; issue 21's target is every ratio at or below 1.0.

    python3 benches/memory.py [--ophis PATH] [--n N] [--only KIND ...] [--json FILE]

The default ophis binary is the release CLI (``cargo build --release -p ophis-cli``), or
the debug one when there is no release build: object sizes do not depend on the build
profile, only the constant baseline does, and the baseline is subtracted.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Each program builds `x`, a list of N objects of one kind, and keeps it to the end.
KINDS: dict[str, str] = {
    "list1": "x = [[i] for i in range(N)]",
    "empty_list": "x = [[] for i in range(N)]",
    "dict1": "x = [{'a': i} for i in range(N)]",
    "empty_dict": "x = [{} for i in range(N)]",
    "tuple2": "x = [(i, i) for i in range(N)]",
    "set1": "x = [{i} for i in range(N)]",
    "instance2": (
        "class P:\n"
        "    def __init__(self, i):\n"
        "        self.a = i\n"
        "        self.b = i\n"
        "x = [P(i) for i in range(N)]"
    ),
    "slots2": (
        "class P:\n"
        "    __slots__ = ('a', 'b')\n"
        "    def __init__(self, i):\n"
        "        self.a = i\n"
        "        self.b = i\n"
        "x = [P(i) for i in range(N)]"
    ),
    "str_short": "x = [str(i) for i in range(N)]",
    "str_40": "x = [str(i).rjust(40, 'x') for i in range(N)]",
    "int_big": "x = [i + 2**62 for i in range(N)]",
    "float": "x = [i * 0.5 for i in range(N)]",
    "bytes_short": "x = [str(i).encode() for i in range(N)]",
    "closure": (
        "def make(i):\n"
        "    def f():\n"
        "        return i\n"
        "    return f\n"
        "x = [make(i) for i in range(N)]"
    ),
    "nested_list": "x = []\nfor i in range(N):\n    x = [x]",
}


def peak_rss(cmd: list[str]) -> int:
    """Runs `cmd` to the end and returns its peak resident set size in bytes."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed ({proc.returncode}): {err[-400:]}")
    return usage.ru_maxrss * 1024  # Linux reports KiB.


def default_ophis() -> str:
    for profile in ("release", "debug"):
        path = ROOT / "target" / profile / "ophis"
        if path.exists():
            return str(path)
    sys.exit("no ophis CLI: run `cargo build --release -p ophis-cli` first")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ophis", default=None, help="the ophis CLI binary")
    ap.add_argument("--n", type=int, default=1_000_000, help="objects per program")
    ap.add_argument("--only", nargs="*", default=None, help="kinds to run")
    ap.add_argument("--repeat", type=int, default=1, help="runs per program (the minimum is kept)")
    ap.add_argument("--json", default=None, help="also write the results here")
    args = ap.parse_args()
    ophis = args.ophis or default_ophis()
    kinds = [k for k in KINDS if args.only is None or k in args.only]

    with tempfile.TemporaryDirectory() as tmp:

        def measure(interpreter: str, body: str) -> int:
            path = Path(tmp) / "prog.py"
            path.write_text(f"N = {args.n}\n{body}\n")
            if interpreter == "cpython":
                cmd = [sys.executable, "-S", str(path)]
            else:
                cmd = [ophis, "run", "--max-operations", "0", "--timeout", "0"]
                cmd += ["--max-memory-mb", "0", str(path)]
            return min(peak_rss(cmd) for _ in range(args.repeat))

        base = {i: measure(i, "pass") for i in ("cpython", "ophis")}
        rows = []
        print(f"{'kind':<12} {'CPython B/obj':>14} {'ophis B/obj':>12} {'ophis/CPy':>10}")
        for kind in kinds:
            per = {}
            for interp in ("cpython", "ophis"):
                per[interp] = (measure(interp, KINDS[kind]) - base[interp]) / args.n
            ratio = per["ophis"] / per["cpython"] if per["cpython"] > 0 else float("nan")
            rows.append({"kind": kind, **per, "ratio": ratio})
            print(f"{kind:<12} {per['cpython']:>14.1f} {per['ophis']:>12.1f} {ratio:>9.2f}x")
    if args.json:
        Path(args.json).write_text(
            json.dumps({"n": args.n, "ophis": ophis, "rows": rows}, indent=1)
        )


if __name__ == "__main__":
    main()
