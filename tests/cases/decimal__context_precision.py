import decimal
from decimal import Decimal, Context, getcontext, setcontext, localcontext, ROUND_DOWN, ROUND_UP, Inexact, Rounded

print(getcontext())
one_third = Decimal(1) / Decimal(3)
print(one_third, len(str(one_third)) - 2)
print(getcontext())

for p in (1, 3, 7, 15, 40):
    with localcontext() as ctx:
        ctx.prec = p
        print(p, Decimal(2) / Decimal(3), Decimal(22) / 7, +Decimal("3.14159265358979323846"))

with localcontext(prec=4, rounding=ROUND_DOWN) as ctx:
    print(ctx.prec, ctx.rounding, Decimal("2.71828") * 1, Decimal(-2) / 3)
print(getcontext().prec, getcontext().rounding)

c = Context(prec=6, rounding=ROUND_UP, Emax=99, Emin=-99)
print(c)
print(c.divide(1, 7), c.add(Decimal("1.0000001"), 0), c.multiply(Decimal("9.99999"), 10), c.power(2, 100))
print(c.sqrt(2), c.exp(1), c.ln(10), c.log10(1000), c.abs(-5), c.minus(3), c.plus(Decimal("-0")))
print(c.quantize(Decimal("1.23456"), Decimal("0.1")), c.remainder(17, 5), c.divide_int(17, 5), c.divmod(17, 5))
print(c.compare(1, 2), c.max(3, Decimal("3.0")), c.min_mag(-1, 2), c.copy_sign(3, -1), c.is_signed(-3))
print(c.flags[Inexact], c.flags[Rounded])
print(c)
c.clear_flags()
print(c.flags)

saved = getcontext()
setcontext(Context(prec=5))
print(Decimal(1) / 7, getcontext().prec)
setcontext(decimal.ExtendedContext)
print(getcontext(), Decimal(1) / 0, Decimal(0) / 0)
setcontext(saved)
print(getcontext().prec, getcontext() is saved)
print(decimal.DefaultContext.prec, decimal.BasicContext.prec, decimal.BasicContext.rounding)
nc = getcontext().copy()
nc.prec = 3
print(nc.prec, getcontext().prec, nc.Etiny(), nc.Etop(), nc.radix())
print(decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY)
for bad in (0, -5, "7"):
    try:
        Context(prec=bad)
    except ValueError as e:
        print("ValueError", e)
    except TypeError as e:
        print("TypeError", e)
try:
    getcontext().rounding = "ROUND_SIDEWAYS"
except TypeError as e:
    print(e)
