#!/usr/bin/env python3
"""Measures ophis's LocalPythonExecutor against smolagents' (run with the package installed):
executor creation + `1+1`, 10,000 calls of a Python tool from sandboxed code, and the
throughput of two executors in two threads vs one. Prints one line per measurement."""

import statistics
import threading
import time

import ophis
from smolagents.local_python_executor import LocalPythonExecutor as SmolExecutor


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


def main():
    for name, cls in (("ophis", ophis.LocalPythonExecutor), ("smolagents", SmolExecutor)):
        create_and_run(cls)
        t = median_time(lambda: create_and_run(cls), 50)
        print(f"{name:10s} executor creation + 1+1: {t * 1e3:.2f} ms")
    for name, cls in (("ophis", ophis.LocalPythonExecutor), ("smolagents", SmolExecutor)):
        run = tool_calls(cls)
        t = median_time(run, 3)
        print(f"{name:10s} 10,000 tool calls: {t * 1e3:.1f} ms")
    one, two = threads_vs_one()
    print(f"ophis      two runs on one executor: {one:.3f} s; two executors in two threads: {two:.3f} s "
          f"(throughput x{one / two:.2f})")


if __name__ == "__main__":
    main()
