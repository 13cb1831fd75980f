import decimal
from decimal import Decimal

MODES = ["ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR",
         "ROUND_HALF_UP", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"]
VALUES = ["2.5", "3.5", "-2.5", "2.45", "2.55", "-2.55", "1.05", "1.15", "0.04", "-0.06", "7.000", "9.995"]

print("value   " + " ".join(f"{m[6:]:>9}" for m in MODES))
for v in VALUES:
    d = Decimal(v)
    row = [str(d.quantize(Decimal("0.1"), rounding=getattr(decimal, m))) for m in MODES]
    print(f"{v:<7} " + " ".join(f"{r:>9}" for r in row))

print()
for v in ["2.5", "-2.5", "0.5", "1.5", "-0.5", "123.456", "-7.9"]:
    d = Decimal(v)
    print(v, [str(d.to_integral_value(rounding=getattr(decimal, m))) for m in MODES])

print(round(Decimal("2.5")), round(Decimal("3.5")), round(Decimal("-2.5")), round(Decimal("0.125"), 2), round(Decimal("1234.5678"), -2))
print(Decimal("1234.5678").quantize(Decimal("1E+2")), Decimal("0.000").quantize(Decimal("1")), Decimal("-0.4").quantize(Decimal("1")))
print(Decimal("7.1").to_integral_exact(), Decimal("7.9").to_integral(decimal.ROUND_FLOOR), Decimal("1e5").to_integral_value())

with decimal.localcontext() as ctx:
    for m in MODES:
        ctx.rounding = getattr(decimal, m)
        ctx.prec = 3
        print(m, Decimal(2) / 3, Decimal(-2) / 3, Decimal("1.2349") + 0, Decimal("100.5") * 1, Decimal(1005) * 1)

import math
print(math.floor(Decimal("-3.2")), math.ceil(Decimal("-3.2")), math.trunc(Decimal("-3.7")), int(Decimal("3.999")))
print(Decimal("1.23456").quantize(Decimal("0.001"), decimal.ROUND_HALF_EVEN), Decimal("1.2345").quantize(Decimal("0.001")))
print(Decimal("5.5555").quantize(Decimal("1e-2"), rounding=decimal.ROUND_05UP), Decimal("5.0001").quantize(Decimal("0.01"), rounding=decimal.ROUND_05UP))
print(Decimal("1.00").same_quantum(Decimal("2.34")), Decimal("1.0").same_quantum(Decimal("1.00")))
