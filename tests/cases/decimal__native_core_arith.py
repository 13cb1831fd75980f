# The four operations of two finite Decimals at many precisions and every rounding mode,
# with the flags each sets: the arithmetic the native core (_ophis_decimal) computes.
import decimal
from decimal import Decimal

MODES = [
    "ROUND_UP",
    "ROUND_DOWN",
    "ROUND_CEILING",
    "ROUND_FLOOR",
    "ROUND_HALF_UP",
    "ROUND_HALF_DOWN",
    "ROUND_HALF_EVEN",
    "ROUND_05UP",
]
VALUES = [
    "1",
    "-1",
    "3",
    "7",
    "-0.5",
    "2.5",
    "0.15",
    "-1.25",
    "9.999",
    "123456789",
    "-98765.4321",
    "1E+5",
    "1.000E-3",
    "5E-7",
    "999999999999999999999",
    "0.0",
    "-0",
    "3.14159265358979323846264338327950288",
    "-2.71828182845904523536",
    "12345678901234567890123456789012345678901234567890",
    "1E+30",
    "4.5E-30",
]
NAMES = [
    "Clamped",
    "Inexact",
    "Rounded",
    "Subnormal",
    "Underflow",
    "Overflow",
    "DivisionByZero",
    "InvalidOperation",
]


SIGNALS = [getattr(decimal, n) for n in NAMES]


def flags(ctx):
    f = ctx.flags
    return "".join(NAMES[i][:2] for i in range(len(NAMES)) if f[SIGNALS[i]])


DECS = {v: Decimal(v) for v in VALUES}
lines = []
for prec in (1, 4, 9, 19, 40):
    for mode in MODES:
        ctx = decimal.Context(prec=prec, rounding=getattr(decimal, mode))
        decimal.setcontext(ctx)
        for i, x in enumerate(VALUES):
            for y in VALUES[i % 11 :: 11]:
                a, b = DECS[x], DECS[y]
                out = []
                for op in ("+", "-", "*", "/"):
                    ctx.clear_flags()
                    try:
                        r = (
                            a + b
                            if op == "+"
                            else a - b
                            if op == "-"
                            else a * b
                            if op == "*"
                            else a / b
                        )
                        out.append(f"{r}[{flags(ctx)}]")
                    except decimal.DecimalException as e:
                        out.append(f"{type(e).__name__}")
                lines.append(f"{prec} {mode[6:]} {x} {y}: " + " ".join(out))
for line in lines:
    print(line)
print(len(lines))
