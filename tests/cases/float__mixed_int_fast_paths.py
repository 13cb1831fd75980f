# A float with an int operand, in locals (the evaluator's inline paths) and in containers and
# attributes (the general ones): exact conversions up to 2**53, the general path past them.
big = 2**53
past = 2**53 + 1
nan = float("nan")
inf = float("inf")
values = [0, 1, -1, 3, big, past, -big, -past, 2**63 - 1, -(2**63)]
floats = [0.0, -0.0, 0.5, -2.5, 1e300, 9007199254740992.0, 9007199254740994.0, nan, inf, -inf]
for i in values:
    for x in floats:
        print(i, x, x + i, i + x, x - i, i - x, x * i, i * x)
        print(x == i, i == x, x != i, x < i, i < x, x <= i, x >= i, i > x)
        if x < i:
            print("lt")
        if i <= x:
            print("le")
        if x == i:
            print("eq")
        for a, b in ((x, i), (i, x)):
            try:
                print(a / b)
            except ZeroDivisionError as e:
                print("ZeroDivisionError", e)
            except OverflowError as e:
                print("OverflowError", e)
print(repr(0 * -1.0), repr(-0.0 + 0), repr(-0.0 - 0), repr(0 - 0.0), repr(-1 * 0.0))
print(1e308 * 10, -1e308 * 10, 2**1000 * 0.5, 0.5 * 2**1000, 2**1000 == 2.0**1000)


class P:
    def __init__(self):
        self.total = 0
        self.mass = 2.5


p = P()
for k in range(4):
    p.total += p.mass
    p.total -= k
print(p.total, p.total == 1.0 * 4.0, p.total > 3)
acc = 0
for k in range(5):
    acc += k * 0.5
    acc *= 2
print(acc)
xs = [0, 1.5, big]
xs[0] += 0.25
xs[1] -= 1
xs[2] += 1.0
print(xs, xs[2] == big, xs[2] == past)
print(sorted([3, 2.5, 1, 0.5, -1, -0.5, big, 9007199254740992.0]))
print(max(1, 1.0), min(2.0, 2), 1 == 1.0, hash(1) == hash(1.0))
