import math

for x in [0.0, -0.0, 1.0, -8.0, 0.1, 3.75, 1e308, 5e-324, 2.2250738585072014e-308, 1e-310, math.inf, -math.inf]:
    m, e = math.frexp(x)
    print(repr(x), (m, e), math.ldexp(m, e) == x)
print(math.isnan(math.frexp(math.nan)[0]))

print(math.ldexp(1.0, 10), math.ldexp(0.75, -1074), math.ldexp(1.5, -1074), math.ldexp(3.0, -1075), math.ldexp(5e-324, -1))
print(math.ldexp(1.0, -10 ** 30), math.ldexp(-0.0, 5000), math.ldexp(math.inf, -5000), math.ldexp(1.0, True))
for args in [(1.0, 1024), (1e308, 2), (1.0, 10 ** 30)]:
    try:
        math.ldexp(*args)
    except OverflowError as exc:
        print("ldexp", args[1] if args[1] < 10 ** 6 else "huge", exc)
try:
    math.ldexp(1.0, 2.0)
except TypeError as exc:
    print(exc)

for x in [3.75, -3.75, 4.0, -0.0, 1e20, 0.5, math.inf, -math.inf]:
    print("modf", repr(x), math.modf(x))

for x, y in [(1.0, 2.0), (1.0, 0.0), (0.0, -1.0), (-0.0, 1.0), (1e308, math.inf), (-5e-324, 0.0), (2.0, 2.0), (1.0, -math.inf)]:
    print("nextafter", x, y, repr(math.nextafter(x, y)))
for x in [1.0, -2.5, 0.0, 5e-324, 1e308, 2.0 ** 52, 1e-310, math.inf]:
    print("ulp", repr(x), repr(math.ulp(x)))
print(math.isnan(math.ulp(math.nan)), math.isnan(math.nextafter(math.nan, 1)))

for x, y in [(1.0, -0.0), (-3.0, 2.0), (0.0, -5.0), (math.inf, -1.0), (2, -math.inf)]:
    print("copysign", x, y, math.copysign(x, y))
print(math.isnan(math.copysign(math.nan, -1.0)), math.copysign(1.0, math.copysign(math.nan, -1.0)))

for x, y in [(7, 3), (-7, 3), (7, -3), (-7, -3), (5.5, 2), (1e300, 3.0), (1.0, math.inf), (-0.0, 1.0), (6, 2)]:
    print("fmod/remainder/%", x, y, math.fmod(x, y), math.remainder(x, y), x % y)
for x, y in [(5, 2), (7, 2), (-5, 2), (9, 2), (4.5, 1.0), (5.5, 1.0), (1e300, 1e-300), (3.0, math.inf), (-math.inf, 1.0)]:
    try:
        print("remainder", x, y, math.remainder(x, y))
    except ValueError as exc:
        print("remainder", x, y, exc)
for x, y in [(1.0, 0.0), (math.inf, 2.0)]:
    try:
        math.fmod(x, y)
    except ValueError as exc:
        print("fmod", x, y, exc)
print(math.fabs(-3), math.fabs(-0.0), math.fabs(-math.inf))
