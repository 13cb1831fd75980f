# decimal.MAX_PREC contexts (pyperformance's decimal_factorial): exact products and sums of
# any size, exact quotients found lazily as the C implementation finds them, and MemoryError
# for a quotient with no finite expansion.
import decimal
from decimal import Decimal

c = decimal.getcontext()
c.prec = decimal.MAX_PREC
c.Emax = decimal.MAX_EMAX
c.Emin = decimal.MIN_EMIN


def factorial(n, m):
    if n > m:
        return factorial(m, n)
    elif m == 0:
        return 1
    elif n == m:
        return n
    else:
        return factorial(n, (n + m) // 2) * factorial((n + m) // 2 + 1, m)


s = str(factorial(Decimal(1000), 0))
print(len(s), s[:40], s[-5:])
print(factorial(Decimal(30), 0), Decimal(10) // Decimal(3), Decimal(10) % Decimal(3))
print(Decimal(1) / Decimal(4), Decimal(3) / Decimal(-8), Decimal("1.5") / Decimal(1250))
print(Decimal(12) / Decimal(4), Decimal("1E+10") / Decimal(2), Decimal(7) / Decimal("0.07"))
print(Decimal(2) ** 100, Decimal("7.25") - Decimal("0.001"), Decimal("1e-300") + 1 == 1)
big = Decimal(3) ** 2000
print(len(str(big * big)), str(big * big - 1)[-5:], (big * big) / big == big)
for x, y in [(1, 3), (2, 7), (1, 6)]:
    try:
        print(Decimal(x) / Decimal(y))
    except MemoryError:
        print("MemoryError", x, y)
print(c.flags[decimal.Inexact], c.flags[decimal.Rounded])
