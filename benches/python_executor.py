#!/usr/bin/env python3
"""Measures ophis's LocalPythonExecutor against smolagents' (run with the package installed):
creation + `1+1` (also for ophis's raw interpreter, `ophis.Sandbox` and pydantic-monty), 10,000 calls of a Python tool from sandboxed code, and the
throughput of two executors in two threads vs one. Prints one line per measurement."""

import statistics
import sys
import threading
import time

from smolagents.local_python_executor import LocalPythonExecutor as SmolExecutor

import ophis


def median_time(fn, repeat):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def create_and_run(cls):
    ex = cls([])
    ex.send_tools({})
    assert ex("1+1").output == 2


def tool_calls(cls, n=10_000):
    ex = cls([])
    ex.send_tools({"tool": lambda x: x + 1})
    code = f"total = 0\nfor i in range({n}):\n    total += tool(i)\ntotal"
    return lambda: ex(code)


def list_round_trip(cls, n=100_000):
    """A list of `n` ints sent in with `send_variables` and returned as the output."""
    ex = cls([])
    ex.send_tools({})
    data = list(range(n))

    def run():
        ex.send_variables({"data": data})
        out = ex("data").output
        assert len(out) == n

    return run


LOOP = "total = 0\nfor i in range(300000):\n    total += i % 7\ntotal"


def threads_vs_one():
    a, b = ophis.LocalPythonExecutor([]), ophis.LocalPythonExecutor([])
    for ex in (a, b):
        ex.send_tools({})
        ex(LOOP)  # warm up
    t = time.perf_counter()
    a(LOOP)
    a(LOOP)
    one = time.perf_counter() - t
    t = time.perf_counter()
    threads = [threading.Thread(target=ex, args=(LOOP,)) for ex in (a, b)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    two = time.perf_counter() - t
    return one, two


def raw_create_and_run():
    assert ophis._ophis.Interpreter().run("1+1")[1] == 2


def sandbox_create_and_run():
    assert ophis.Sandbox().run("1+1").value == 2


def monty_create_and_run():
    """Monty's cost of the same: a session checked out of a warm worker pool, then the run
    (as benches/compare.py times it). None when pydantic-monty is not installed."""
    try:
        import pydantic_monty
    except ImportError:
        return None
    pool = pydantic_monty.Monty()
    pool.__enter__()
    try:

        def run():
            with pool.checkout() as session:
                session.feed_run("1+1")

        run()
        return median_time(run, 200)
    finally:
        pool.__exit__(None, None, None)


def numpy_heavy(cls, n=2_000):
    """A numpy-heavy program: every line is host operations (attribute reads, calls,
    operators, items), each one a confined scope for the audit hook."""
    ex = cls(["numpy"])
    ex.send_tools({})
    code = (
        "import numpy as np\n"
        "a = np.arange(100.0)\n"
        "total = 0.0\n"
        f"for i in range({n}):\n"
        "    b = (a * i + 1.0)[::2]\n"
        "    total += float(b.sum()) + float(np.sqrt(b).mean())\n"
        "total"
    )
    return lambda: ex(code)


class _HookCounter:
    """Counts the audit events CPython raises (every hook sees each one)."""

    def __init__(self):
        self.n = 0
        sys.addaudithook(self)

    def __call__(self, event, args):
        self.n += 1


def main():
    for label, fn in (
        ("ophis      _ophis.Interpreter() + run('1+1')", raw_create_and_run),
        ("ophis      ophis.Sandbox() + run('1+1')", sandbox_create_and_run),
    ):
        fn()
        print(f"{label}: {median_time(fn, 500) * 1e6:.1f} us")
    for name, cls in (("ophis", ophis.LocalPythonExecutor), ("smolagents", SmolExecutor)):
        create_and_run(cls)
        t = median_time(lambda cls=cls: create_and_run(cls), 200)
        print(f"{name:10s} executor creation + send_tools + 1+1: {t * 1e6:.1f} us")
    t = monty_create_and_run()
    if t is not None:
        print(f"monty      session checkout + feed_run('1+1'): {t * 1e6:.1f} us")
    for name, cls in (("ophis", ophis.LocalPythonExecutor), ("smolagents", SmolExecutor)):
        run = tool_calls(cls)
        t = median_time(run, 3)
        print(f"{name:10s} 10,000 tool calls: {t * 1e3:.1f} ms")
    counter = _HookCounter()
    for name, cls in (("ophis", ophis.LocalPythonExecutor), ("smolagents", SmolExecutor)):
        run = numpy_heavy(cls)
        run()
        before = counter.n
        t = median_time(run, 5)
        print(
            f"{name:10s} numpy-heavy program (2,000 iterations, ~14,000 host operations): {t * 1e3:.1f} ms "
            f"({(counter.n - before) / 5:.0f} audit events a run)"
        )
    for name, cls in (("ophis", ophis.LocalPythonExecutor), ("smolagents", SmolExecutor)):
        run = list_round_trip(cls)
        run()
        t = median_time(run, 11)
        print(f"{name:10s} 10^5 ints in and out: {t * 1e3:.1f} ms")
    one, two = threads_vs_one()
    print(
        f"ophis      two runs on one executor: {one:.3f} s; two executors in two threads: {two:.3f} s "
        f"(throughput x{one / two:.2f})"
    )


if __name__ == "__main__":
    main()
