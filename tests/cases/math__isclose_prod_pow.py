import math

print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(0.0, 1e-12))
print(math.isclose(0.0, 1e-12, abs_tol=1e-9), math.isclose(100, 101, rel_tol=0.01), math.isclose(100, 102, rel_tol=0.01))
print(math.isclose(math.inf, math.inf), math.isclose(math.inf, -math.inf), math.isclose(math.nan, math.nan), math.isclose(1e308, math.inf))
print(math.isclose(a=3, b=3.0000000001), math.isclose(5, 6, abs_tol=1), math.isclose(-1, 1, rel_tol=2.5))
for kwargs in [{"rel_tol": -1}, {"abs_tol": -0.5}]:
    try:
        math.isclose(1, 1, **kwargs)
    except ValueError as exc:
        print(exc)
for call in [lambda: math.isclose(1), lambda: math.isclose(1, 2, 3), lambda: math.isclose(1, 2, tol=1), lambda: math.isclose(1, "2")]:
    try:
        call()
    except TypeError as exc:
        print(exc)

# Order totals with prod, and compound interest with pow.
orders = [("widget", 3, 2.5), ("gadget", 2, 10.0), ("gizmo", 12, 0.75)]
for name, qty, price in orders:
    print(f"{name:<7} {math.prod([qty, price]):>8.2f}")
print(math.prod([]), math.prod([], start=5), math.prod(range(1, 11)), math.prod([1.5, 2, 4]), math.prod([2, 3], start=0.5))
print(math.prod([2 ** 40, 2 ** 40, 3]), math.prod(["ab", 3]), math.prod([[0], 2], start=1), math.prod(x / 2 for x in range(1, 6)))
try:
    math.prod([1, 2], 3)
except TypeError as exc:
    print(exc)

principal = 1000.0
for years in [1, 5, 10, 30]:
    print(years, round(principal * math.pow(1.05, years), 2), math.pow(1.05, years) == 1.05 ** years)
print(math.pow(2, 10), math.pow(2, -1), math.pow(4, 0.5), math.pow(-8, 3), math.pow(0.0, 0), math.pow(math.nan, 0), math.pow(1, math.nan))
print(math.pow(math.inf, -2), math.pow(-math.inf, 3), math.pow(-math.inf, 2), math.pow(0.5, -math.inf), math.pow(2, -math.inf), math.pow(-1, math.inf))
print(math.sqrt(2), math.sqrt(0.0), math.sqrt(-0.0), math.sqrt(1e308), math.sqrt(10 ** 300), math.sqrt(True), math.cbrt(27), math.cbrt(-8), math.cbrt(0.001))
for args in [(0.0, -1.0), (-8.0, 1 / 3), (10.0, 400.0), (-2.0, 0.5)]:
    try:
        math.pow(*args)
    except (ValueError, OverflowError) as exc:
        print(args, type(exc) is ValueError, exc)
