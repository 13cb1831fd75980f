import math

xs = [-20.0, -2.5, -1.0, -0.5, -1e-10, 0.0, 1e-300, 0.3, 1.0, 2.0, 7.5, 30.0, 700.0]
for x in xs:
    print(repr(x), repr(math.sinh(x)), repr(math.cosh(x)), repr(math.tanh(x)), repr(math.asinh(x)))
for x in [1.0, 1.0000001, 1.5, 2.0, 10.0, 1e10, 1e300]:
    print("acosh", repr(x), repr(math.acosh(x)))
for x in [-0.999999, -0.5, -1e-20, 0.0, 0.1, 0.5, 0.75, 0.9999999999]:
    print("atanh", repr(x), repr(math.atanh(x)))

for x in [-745.2, -100.0, -1.0, 0.0, 1e-10, 0.5, 1.0, 10.0, 709.7]:
    print("exp", repr(x), repr(math.exp(x)), repr(math.expm1(x)), repr(math.exp2(x)))

for x in [1e-300, 1e-10, 0.5, 1.0, 2.0, math.e, 10.0, 1024.0, 1e300, math.inf]:
    print("log", repr(x), repr(math.log(x)), repr(math.log2(x)), repr(math.log10(x)), repr(math.log1p(x)))

# Logarithms with bases; a base of 1 divides by zero like CPython.
print(math.log(8, 2), math.log(1000, 10), math.log(81, 3), math.log(2, 8), math.log(0.001, 10))
try:
    math.log(5, 1)
except ZeroDivisionError as exc:
    print("ZeroDivisionError:", exc)

# Compound growth: how many years to double at various rates.
for rate in [0.01, 0.025, 0.05, 0.07, 0.1]:
    years = math.log(2) / math.log1p(rate)
    print(f"{rate:.1%} doubles in {years:.2f} years ({math.ceil(years)} whole years)")

for name, f, arg in [("cosh", math.cosh, 1000), ("exp", math.exp, 710), ("expm1", math.expm1, 1e5), ("exp2", math.exp2, 1100), ("sinh", math.sinh, -1000)]:
    try:
        f(arg)
    except OverflowError as exc:
        print(name, "OverflowError", exc)
for name, f, arg in [("log", math.log, 0), ("log", math.log, -1.5), ("log2", math.log2, 0.0), ("log10", math.log10, -10), ("log1p", math.log1p, -1), ("acosh", math.acosh, 0.5), ("atanh", math.atanh, 1), ("atanh", math.atanh, -2)]:
    try:
        f(arg)
    except ValueError as exc:
        print(name, arg, "ValueError", exc)
print(math.exp(-1000), math.expm1(-1000), math.log(math.inf), math.isnan(math.log(math.nan)))
