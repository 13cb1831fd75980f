import math

# Logarithms of integers far beyond float range work exactly like CPython's.
for n in [10 ** 308, 10 ** 309, 2 ** 1023 * 3, 2 ** 1024, 10 ** 1000, 7 ** 5000, 2 ** 100000 - 1]:
    print(repr(math.log(n)), repr(math.log2(n)), repr(math.log10(n)), repr(math.log(n, 10)), repr(math.log(n, 2)))


def digits(n):
    return math.floor(math.log10(n)) + 1 if n < 10 ** 15 else len(str(n))


for n in [1, 9, 10, 999, 1000, 123456789, 10 ** 14]:
    print(n, digits(n))

# Bits needed to store values, via log2 of big ints.
for n in [255, 256, 2 ** 64 - 1, 2 ** 64, 10 ** 50]:
    print(n.bit_length(), math.ceil(math.log2(n + 1)))

print(math.log(10 ** 1000, 10 ** 500), math.log(2.0, 2 ** 2000), math.log(1.0, 10 ** 400), math.log(True))
print(math.sqrt(2 ** 1023 + 2 ** 969), math.sqrt(2 ** 1024 - 2 ** 971), math.exp(-(10 ** 20)), math.atan(10 ** 300))
for bad in [0, -5, -10 ** 400, False]:
    try:
        math.log(bad)
    except ValueError as exc:
        print(bad if abs(bad) < 100 else "-huge", exc)
for f in [math.sqrt, math.isnan, math.exp]:
    try:
        f(10 ** 400)
    except OverflowError as exc:
        print(exc)
try:
    math.log(10 ** 400, 0)
except ValueError as exc:
    print(exc)
