import math

print([math.factorial(n) for n in range(13)])
print(math.factorial(25), math.factorial(52) // math.factorial(47))
f1000 = math.factorial(1000)
print(len(str(f1000)), f1000 % 10 ** 12 == 0, str(f1000)[:20])

# Pascal's triangle from comb, checked against perm/factorial.
for n in range(9):
    row = [math.comb(n, k) for k in range(n + 1)]
    print(" " * (16 - 2 * n) + " ".join(f"{x:>3}" for x in row))
print(all(math.comb(20, k) == math.perm(20, k) // math.factorial(k) for k in range(21)))
print(math.comb(100, 50), math.perm(30, 10), math.perm(7), math.perm(7, None), math.comb(5, 9), math.perm(3, 4))
print(math.comb(10 ** 20, 3), math.perm(2 ** 70, 2), math.comb(2 ** 70, 2 ** 70 - 1))

# Lottery odds and poker hands.
print(f"6 of 49: 1 in {math.comb(49, 6):,}")
hands = math.comb(52, 5)
print(f"poker hands: {hands:,}; four of a kind: {13 * 48}; p = {13 * 48 / hands:.8f}")

print(math.gcd(), math.gcd(0), math.gcd(-12), math.gcd(12, 18), math.gcd(12, -18, 27), math.gcd(0, 0, 5))
print(math.lcm(), math.lcm(-7), math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(3, 0, 5), math.lcm(2 ** 64, 3 ** 40))
print(math.gcd(2 ** 100, 6 ** 50), math.gcd(10 ** 30 + 1, 10 ** 15 + 1))


def reduce_fraction(num, den):
    g = math.gcd(num, den)
    return num // g, den // g


for num, den in [(6, 8), (100, 75), (-42, 56), (17, 51), (2 ** 40, 6 ** 20)]:
    print(f"{num}/{den} -> {reduce_fraction(num, den)}")

print([math.isqrt(n) for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 2 ** 64 - 1, 2 ** 64, 10 ** 30]])
n = 10 ** 100 + 12345
r = math.isqrt(n)
print(r * r <= n < (r + 1) ** 2, r % 10 ** 10)
print([n for n in range(1, 200) if math.isqrt(n) ** 2 == n][-5:])


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


print(math.factorial(Idx(6)), math.gcd(Idx(21), 14), math.comb(Idx(8), Idx(3)), math.isqrt(Idx(50)))
for call in [lambda: math.factorial(-3), lambda: math.factorial(2.0), lambda: math.comb(-1, 1), lambda: math.comb(5, -2),
             lambda: math.perm(-5, 2), lambda: math.isqrt(-4), lambda: math.gcd(1.5, 2), lambda: math.comb(10 ** 30, 10 ** 25),
             lambda: math.perm(10 ** 30, 10 ** 25), lambda: math.factorial(10 ** 30), lambda: math.comb(5, None)]:
    try:
        call()
    except (ValueError, TypeError, OverflowError) as exc:
        print(type(exc) is ValueError, type(exc) is OverflowError, exc)
