"""Times the programs in benches/programs/ under CPython `exec`, smolagents' LocalPythonExecutor,
pydantic-monty and ophis, in one process and one run, and prints a table of times, ratios to
CPython and geometric means.

    pip install smolagents==1.26.0 pydantic-monty   # the engines compared against (optional)
    pip install .                                   # ophis's Python package (or build the CLI)
    python3 benches/compare.py [--json out.json] [--repeat N] [--only fib,methods] [--skip smolagents] [--ophis cli]
    python3 benches/compare.py --suite pyperformance [--repeat N] [--only nbody]   # see run_kernels

Every engine runs the program's source text (parsing included) and the best of `--repeat` runs
is kept (smolagents, about two orders of magnitude slower, runs once unless `--repeat-slow` says
otherwise). Each program leaves its answer in `result`; an engine whose answer differs from
CPython's is reported as a mismatch, not timed. ophis runs with its default limits: operation
counting and the deadline stay on for every measurement. When `import ophis` fails (or with
`--ophis cli`), ophis is timed through the release CLI (`target/release/ophis run --stats`, its
own wall time, which excludes process start-up) and the output says so.
"""

import argparse
import json
import math
import os
import platform
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PROGRAMS_DIR = os.path.join(HERE, "programs")
IMPORTS = ["re", "json"]


def load_programs():
    programs = {}
    for name in sorted(os.listdir(PROGRAMS_DIR)):
        if name.endswith(".py"):
            with open(os.path.join(PROGRAMS_DIR, name)) as fh:
                programs[name[:-3]] = fh.read()
    return programs


def best_of(repeat, run):
    """Runs `run()` `repeat` times; returns (best seconds, last value)."""
    best, value = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        value = run()
        best = min(best, time.perf_counter() - start)
    return best, value


def normalise(v):
    """Tuples and lists compare equal across engines that convert one into the other."""
    if isinstance(v, (list, tuple)):
        return [normalise(x) for x in v]
    return v


class CPython:
    name = "CPython"
    note = f"exec() in this process, {platform.python_implementation()} {platform.python_version()}"

    def time(self, code, repeat):
        def run():
            g = {"__name__": "__main__"}
            exec(compile(code, "<bench>", "exec"), g)
            return g.get("result")

        return best_of(repeat, run)


class Smolagents:
    name = "smolagents"

    def __init__(self):
        import smolagents
        from smolagents.local_python_executor import LocalPythonExecutor

        self.cls = LocalPythonExecutor
        self.note = f"LocalPythonExecutor, smolagents {smolagents.__version__}"

    def time(self, code, repeat):
        def run():
            ex = self.cls(additional_authorized_imports=IMPORTS)
            ex.send_tools({})
            return ex(code).output

        return best_of(repeat, run)


class Monty:
    name = "monty"

    def __init__(self):
        import pydantic_monty

        self.pool = pydantic_monty.Monty()
        self.pool.__enter__()
        self.note = f"pydantic-monty {pydantic_monty.__version__}, MontySession.feed_run (worker subprocess)"

    def time(self, code, repeat):
        def run():
            with self.pool.checkout() as session:
                return session.feed_run(code)

        # The session checkout is part of what an embedder pays per run, but not the worker's
        # start-up: the pool keeps a warm worker.
        return best_of(repeat, run)

    def close(self):
        self.pool.__exit__(None, None, None)


class OphisPackage:
    name = "ophis"

    def __init__(self):
        import ophis

        self.ophis = ophis
        self.note = f"ophis Python package from {os.path.dirname(ophis.__file__)}, ophis.LocalPythonExecutor (default limits: operation counting and deadline on)"

    def time(self, code, repeat):
        def run():
            ex = self.ophis.LocalPythonExecutor(additional_authorized_imports=IMPORTS)
            ex.send_tools({})
            return ex(code).output

        return best_of(repeat, run)


class OphisCli:
    name = "ophis"

    def __init__(self, why):
        self.binary = os.path.join(ROOT, "target", "release", "ophis")
        if not os.path.exists(self.binary):
            raise RuntimeError(
                f"{why}; and no CLI at {self.binary} (cargo build --release -p ophis-cli)"
            )
        self.note = (
            f"timed through the release CLI, not the Python package ({why}): "
            "`ophis run --stats` (its own wall time, excluding process start-up; default limits on)"
        )

    def time(self, code, repeat):
        best = float("inf")
        value = None
        program = code + "\nprint(repr(result))\n"
        for _ in range(repeat):
            r = subprocess.run(
                [
                    self.binary,
                    "run",
                    "--stats",
                    *[a for m in IMPORTS for a in ("--allow-import", m)],
                    "-c",
                    program,
                ],
                capture_output=True,
                text=True,
            )
            if r.returncode != 0:
                raise RuntimeError(
                    r.stderr.strip().splitlines()[-1]
                    if r.stderr.strip()
                    else f"exit {r.returncode}"
                )
            m = re.search(r"operations, ([\d.]+) (ms|µs|s)\b", r.stderr)
            if not m:
                raise RuntimeError(f"no --stats line in {r.stderr!r}")
            seconds = float(m.group(1)) / {"s": 1, "ms": 1e3, "µs": 1e6}[m.group(2)]
            best = min(best, seconds)
            value = eval(r.stdout.strip().splitlines()[-1])
        return best, value


PYPERF_DIR = os.path.join(HERE, "pyperformance")
# The modules the kernels import beyond the default allowlist. `array` is asked for too: ophis
# has no such module, and the kernels needing it are reported as failing with that reason.
PYPERF_IMPORTS = [
    "array",
    "bisect",
    "collections.abc",
    "copy",
    "dataclasses",
    "decimal",
    "enum",
    "fractions",
    "json",
    "typing",
]


def run_kernels(args):
    """`--suite pyperformance`: the kernels in benches/pyperformance/ (standalone programs that
    print a checksum), each run as a process by CPython and by the release CLI of ophis
    (`ophis run`, no operation limit, no timeout), interleaved (one run of each engine per
    round), best of `--repeat` for the wall time and the CPU time (user + system, from the
    child's rusage) apiece. Both include process start-up. An engine whose output differs from
    CPython's is reported as a mismatch, not timed. smolagents and monty are not run on this
    suite: their executors would need the kernels' printed output captured in-process."""
    import resource

    binary = args.ophis_binary or os.path.join(ROOT, "target", "release", "ophis")
    if not os.path.exists(binary):
        sys.exit(f"no CLI at {binary} (cargo build --release -p ophis-cli)")
    engines = {
        "CPython": lambda path: [sys.executable, path],
        "ophis": lambda path: [
            binary,
            "run",
            "--timeout",
            "0",
            "--max-operations",
            str(10**15),
            *[a for m in PYPERF_IMPORTS for a in ("--allow-import", m)],
            path,
        ],
    }
    kernels = sorted(n[:-3] for n in os.listdir(PYPERF_DIR) if n.endswith(".py"))
    if args.only:
        kernels = [k for k in kernels if k in args.only.split(",")]
    results = {
        k: {e: {"wall": float("inf"), "cpu": float("inf")} for e in engines} for k in kernels
    }
    for k in kernels:
        path = os.path.join(PYPERF_DIR, k + ".py")
        expected = None
        for _ in range(args.repeat):
            for e, cmd in engines.items():
                r = results[k][e]
                if "error" in r:
                    continue
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                p = subprocess.run(cmd(path), capture_output=True, text=True, cwd=PYPERF_DIR)
                wall = time.perf_counter() - start
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
                if p.returncode != 0:
                    lines = p.stderr.strip().splitlines()
                    r["error"] = (lines[-1] if lines else f"exit {p.returncode}")[:120]
                    continue
                if e == "CPython":
                    expected = p.stdout
                elif p.stdout != expected:
                    r["error"] = (
                        f"checksum mismatch: {p.stdout.strip()!r:.50} != {(expected or '').strip()!r:.50}"
                    )
                    continue
                r["wall"] = min(r["wall"], wall)
                r["cpu"] = min(r["cpu"], cpu)
        print(f"  ran {k}", file=sys.stderr)
    header = f"{'kernel':<16}{'CPython wall':>14}{'CPython cpu':>13}{'ophis wall':>12}{'ophis cpu':>11}{'wall ratio':>12}{'cpu ratio':>11}"
    print(header)
    print("-" * len(header))
    wall_ratios, cpu_ratios = [], []
    for k in kernels:
        c, o = results[k]["CPython"], results[k]["ophis"]
        line = f"{k:<16}"
        for r in (c, o):
            if "error" in r:
                line += f"{'n/a':>14}{'n/a':>13}" if r is c else f"{'n/a':>12}{'n/a':>11}"
            else:
                w = f"{r['wall'] * 1e3:.0f}ms"
                u = f"{r['cpu'] * 1e3:.0f}ms"
                line += f"{w:>14}{u:>13}" if r is c else f"{w:>12}{u:>11}"
        if "error" not in c and "error" not in o:
            wall_ratios.append(o["wall"] / c["wall"])
            cpu_ratios.append(o["cpu"] / c["cpu"])
            line += f"{wall_ratios[-1]:>11.2f}x{cpu_ratios[-1]:>10.2f}x"
        print(line)
    print("-" * len(header))
    gw, gc = geomean(wall_ratios), geomean(cpu_ratios)
    if gw:
        print(f"{'geomean':<16}{'':>50}{gw:>11.2f}x{gc:>10.2f}x")
    for k in kernels:
        for e, r in results[k].items():
            if "error" in r:
                print(f"{k} under {e}: {r['error']}")
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(
        f"best of {args.repeat}, interleaved; machine: {platform.machine()}, {os.cpu_count()} CPUs; load average {load}; date {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
    )
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(
                {
                    "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    "load": load,
                    "results": results,
                },
                fh,
                indent=2,
                default=str,
            )


def make_engines(skip, ophis_via):
    engines, notes = [CPython()], {}
    factories = [("smolagents", Smolagents), ("monty", Monty)]
    for name, factory in factories:
        if name in skip:
            notes[name] = "skipped (--skip)"
            continue
        try:
            engines.append(factory())
        except Exception as e:  # noqa: BLE001 - a missing engine is reported, not fatal.
            notes[name] = f"unavailable: {type(e).__name__}: {e}"
    if "ophis" not in skip:
        try:
            if ophis_via == "cli":
                raise RuntimeError("--ophis cli")
            engines.append(OphisPackage())
        except Exception as e:  # noqa: BLE001
            if ophis_via == "package":
                notes["ophis"] = f"unavailable: {type(e).__name__}: {e}"
                return engines, notes
            try:
                engines.append(OphisCli(f"{type(e).__name__}: {e}"))
            except Exception as e2:  # noqa: BLE001
                notes["ophis"] = f"unavailable: {e2}"
    return engines, notes


def geomean(xs):
    xs = [x for x in xs if x is not None and x > 0]
    if not xs:
        return None
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    ap.add_argument(
        "--repeat", type=int, default=5, help="runs per program and engine (best kept); default 5"
    )
    ap.add_argument(
        "--repeat-slow", type=int, default=1, help="runs per program for smolagents; default 1"
    )
    ap.add_argument("--only", help="comma-separated program names")
    ap.add_argument(
        "--skip", default="", help="comma-separated engines to leave out: smolagents, monty, ophis"
    )
    ap.add_argument(
        "--ophis",
        choices=["auto", "package", "cli"],
        default="auto",
        help="time ophis through its Python package, the release CLI, or the package when importable (default)",
    )
    ap.add_argument(
        "--suite",
        choices=["programs", "pyperformance"],
        default="programs",
        help="benches/programs/ (default) or the pyperformance kernels of benches/pyperformance/",
    )
    ap.add_argument(
        "--ophis-binary",
        metavar="PATH",
        help="with --suite pyperformance: the ophis CLI to run (default target/release/ophis)",
    )
    args = ap.parse_args()
    if args.suite == "pyperformance":
        run_kernels(args)
        return

    programs = load_programs()
    if args.only:
        wanted = args.only.split(",")
        programs = {k: v for k, v in programs.items() if k in wanted}
    skip = set(filter(None, args.skip.split(",")))
    engines, notes = make_engines(skip, args.ophis)

    results = {}  # program -> engine -> {"seconds": float} | {"error": str}
    for prog, code in programs.items():
        row = results[prog] = {}
        expected = None
        for eng in engines:
            repeat = args.repeat_slow if eng.name == "smolagents" else args.repeat
            try:
                seconds, value = eng.time(code, repeat)
            except Exception as e:  # noqa: BLE001 - an unsupported program is reported per engine.
                msg = str(e).strip().splitlines()
                row[eng.name] = {"error": f"{type(e).__name__}: {msg[-1] if msg else ''}"[:120]}
                continue
            if eng.name == "CPython":
                expected = normalise(value)
            elif normalise(value) != expected:
                row[eng.name] = {"error": f"result mismatch: {value!r:.60} != {expected!r:.60}"}
                continue
            row[eng.name] = {"seconds": seconds}
        print(f"  ran {prog}", file=sys.stderr)

    for eng in engines:
        if hasattr(eng, "close"):
            eng.close()

    names = [e.name for e in engines]
    others = names[1:]
    header = (
        f"{'program':<16}"
        + "".join(f"{n:>12}" for n in names)
        + "".join(f"{n + '/CPy':>16}" for n in others)
    )
    print(header)
    print("-" * len(header))
    ratios = {n: [] for n in others}
    for prog, row in results.items():
        cpy = row.get("CPython", {}).get("seconds")
        line = f"{prog:<16}"
        for n in names:
            r = row.get(n, {})
            line += f"{r['seconds'] * 1e3:>10.2f}ms" if "seconds" in r else f"{'n/a':>12}"
        for n in others:
            r = row.get(n, {})
            if "seconds" in r and cpy:
                ratio = r["seconds"] / cpy
                r["ratio"] = ratio
                ratios[n].append(ratio)
                line += f"{ratio:>15.2f}x"
            else:
                line += f"{'n/a':>16}"
        print(line)
    print("-" * len(header))
    geo = {n: geomean(ratios[n]) for n in others}
    line = f"{'geomean':<16}" + " " * 12 * len(names)
    for n in others:
        line += f"{geo[n]:>15.2f}x" if geo[n] else f"{'n/a':>16}"
    print(line)
    if "ophis" in names:
        for n in others:
            if n == "ophis":
                continue
            both = [
                row[n]["seconds"] / row["ophis"]["seconds"]
                for row in results.values()
                if "seconds" in row.get(n, {}) and "seconds" in row.get("ophis", {})
            ]
            g = geomean(both)
            if g:
                print(
                    f"{n} time / ophis time: {g:.2f}x (geomean over the {len(both)} programs both ran; above 1 means ophis is faster)"
                )
    print()
    for e in engines:
        print(f"{e.name}: {e.note}")
    for n, why in notes.items():
        print(f"{n}: {why}")
    for prog, row in results.items():
        for n, r in row.items():
            if "error" in r:
                print(f"{prog} under {n}: {r['error']}")
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}; date {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
    )

    if args.json:
        out = {
            "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "python": sys.version.split()[0],
            "machine": platform.machine(),
            "engines": {e.name: e.note for e in engines},
            "notes": notes,
            "results": results,
            "geomean_ratio_to_cpython": geo,
        }
        with open(args.json, "w") as fh:
            json.dump(out, fh, indent=2)


if __name__ == "__main__":
    main()
