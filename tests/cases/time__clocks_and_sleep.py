import time

t0 = time.time()
m0 = time.monotonic()
p0 = time.perf_counter()
c0 = time.process_time()
n0 = time.monotonic_ns()
ns0 = time.time_ns()
time.sleep(0.02)
time.sleep(0)
time.sleep(True * 0)
elapsed = time.monotonic() - m0
print("time is float:", isinstance(t0, float), t0 > 1.6e9)
print("monotonic advanced:", elapsed >= 0.019, elapsed < 5)
print("perf_counter advanced:", time.perf_counter() - p0 >= 0.019)
print("process_time non-negative:", time.process_time() - c0 >= 0)
print("ns clocks are ints:", type(n0) is int, type(ns0) is int, type(time.perf_counter_ns()) is int)
print("ns consistent:", time.monotonic_ns() - n0 >= 19_000_000, abs(ns0 / 1e9 - t0) < 5)
readings = [time.monotonic() for _ in range(50)]
print("non-decreasing:", all(b >= a for a, b in zip(readings, readings[1:])))
print("gmtime of now is a struct_time:", len(time.gmtime()), time.gmtime().tm_year >= 2024)
for bad in (-1, -0.5, "1", None, float("nan")):
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e), e)
