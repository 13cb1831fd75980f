import math

print(math.pi, math.e, math.tau)
print(math.inf, -math.inf, math.nan)
print(math.tau == 2 * math.pi, math.isinf(math.inf), math.isnan(math.nan))

values = [2.5, -2.5, 0.5, -0.5, 3.0, -0.0, 1e20, -7.999999, 123456789.987654321]
print(f"{'x':>22} {'floor':>22} {'ceil':>22} {'trunc':>22}")
for v in values:
    print(f"{v!r:>22} {math.floor(v)!r:>22} {math.ceil(v)!r:>22} {math.trunc(v)!r:>22}")

# Ints pass through unchanged, whatever their size; bools become ints.
big = 10 ** 40 + 7
print(math.floor(big) == big, math.ceil(-big) == -big, math.trunc(True), math.ceil(False))
print(type(math.floor(2.7)) is int, math.floor(1e300) % 1000)


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __floor__(self):
        return self.cents // 100

    def __ceil__(self):
        return -(-self.cents // 100)

    def __trunc__(self):
        return int(self.cents / 100)

    def __float__(self):
        return self.cents / 100


m = Money(1999)
print(math.floor(m), math.ceil(m), math.trunc(m), math.sqrt(m))


class Celsius(float):
    pass


class Count(int):
    pass


print(math.floor(Celsius(21.7)), math.ceil(Celsius(-3.2)), math.trunc(Celsius(9.9)))
print(math.floor(Count(5)), math.sqrt(Count(49)), math.factorial(Count(5)))

for bad in [float("inf"), float("-inf"), float("nan")]:
    try:
        math.floor(bad)
    except (OverflowError, ValueError) as exc:
        print(type(exc) is OverflowError, exc)

try:
    math.trunc("3.5")
except TypeError as exc:
    print(exc)
try:
    math.ceil([1])
except TypeError as exc:
    print(exc)
