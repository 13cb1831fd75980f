# Adapted from pyperformance (https://github.com/python/pyperformance, MIT license, see
# LICENSE in this directory): bm_coroutines/run_benchmark.py without pyperf, at a fixed size,
# printing a checksum compared against CPython's.
"""
Benchmark for recursive coroutines.

Author: Kumar Aditya
"""

class pyperf:
    """Stands in for pyperf's clock: the runner times the whole process, not these calls."""

    @staticmethod
    def perf_counter():
        return 0.0



async def fibonacci(n: int) -> int:
    if n <= 1:
        return n
    return await fibonacci(n - 1) + await fibonacci(n - 2)


def bench_coroutines(loops: int) -> float:
    range_it = range(loops)
    t0 = pyperf.perf_counter()
    for _ in range_it:
        coro = fibonacci(25)
        try:
            while True:
                coro.send(None)
        except StopIteration:
            pass
    return pyperf.perf_counter() - t0


# Fixed size: fibonacci(25) driven by send(), twice.
bench_coroutines(2)
coro = fibonacci(20)
try:
    while True:
        coro.send(None)
except StopIteration as e:
    print(e.value)
