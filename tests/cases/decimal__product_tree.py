# Products of big coefficients reused as operands (a product tree, squaring, the same value on
# both sides, then sums, quotients and comparisons of them): ophis keeps the integers of the
# last big products' coefficients and must give exactly what converting their digits gives.
import decimal
from decimal import Decimal


def tree(lo, hi):
    if lo == hi:
        return Decimal(lo)
    mid = (lo + hi) // 2
    return tree(lo, mid) * tree(mid + 1, hi)


c = decimal.getcontext()
c.prec = 5000
f = tree(1, 600)
print(len(str(f)), str(f)[:40], str(f)[-10:], f.as_tuple().exponent)
g = f * f
print(len(str(g)), str(g)[:40], g == f * f, g > f, g // f == f)
h = f * Decimal("1.5")
print(str(h)[:30], str(h)[-5:], h.as_tuple().exponent, h - f == f / 2)
print(g / f == f, (g + f) // f, (g - 1) % f if False else "", -f * f == -g)
# A product rounded to the context: not the exact coefficient.
c.prec = 50
r = f * f
print(r, r == g, decimal.getcontext().flags[decimal.Inexact])
c.prec = 5000
print(f * f == g, (f * 3) / 3 == f, f * f * f // g == f)
x = Decimal(2) ** 200
y = x * x
z = y * y
print(z, z / y == y, (z - y) * 1, y * -1, Decimal(-7) * y)
print(sum(Decimal(i) * x for i in range(5)))
c.prec = 28
print(f * 1, +f, f.sqrt())
