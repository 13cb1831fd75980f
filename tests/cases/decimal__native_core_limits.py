# Exponent limits, subnormal results, clamping, overflow and traps around the native core's
# operations (+, -, *, / of finite Decimals), for every rounding mode.
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


def flags(ctx):
    return ",".join(n[:3] for n in NAMES if ctx.flags[getattr(decimal, n)])


PAIRS = [
    ("9.99E+9", "9"),
    ("1E+9", "10"),
    ("-9.99E+9", "9"),
    ("5E-12", "3"),
    ("1.5E-9", "1E-3"),
    ("1E-9", "7"),
    ("-1E-9", "3"),
    ("123", "1E-14"),
    ("1.23E-10", "1E-2"),
    ("9.95E+9", "1.01"),
    ("7E+9", "1E+3"),
    ("1E-15", "1E-15"),
    ("2.5E-14", "0.5"),
    ("-2.5E-14", "-0.5"),
    ("4E+9", "2.5"),
    ("1E+5", "1E+5"),
]
for clamp in (0, 1):
    for mode in MODES:
        ctx = decimal.Context(prec=3, Emin=-9, Emax=9, clamp=clamp, rounding=getattr(decimal, mode))
        decimal.setcontext(ctx)
        for x, y in PAIRS:
            a, b = Decimal(x), Decimal(y)
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
                    out.append(f"{r!r}[{flags(ctx)}]")
                except decimal.DecimalException as e:
                    out.append(f"{type(e).__name__}[{flags(ctx)}]")
            print(clamp, mode[6:], x, y, " ".join(out))

# A trapped condition raises with the list of the trapped ones; the flags are set first.
for trap in ("Inexact", "Rounded", "Underflow", "Subnormal", "Clamped", "Overflow"):
    ctx = decimal.Context(prec=3, Emin=-9, Emax=9, clamp=1)
    ctx.traps[getattr(decimal, trap)] = True
    decimal.setcontext(ctx)
    for x, y, op in [
        ("1", "3", "/"),
        ("1E-9", "7", "/"),
        ("9.99E+9", "9", "*"),
        ("2", "4", "/"),
        ("1.23", "1E+7", "*"),
        ("1E-10", "1E-10", "*"),
    ]:
        ctx.clear_flags()
        a, b = Decimal(x), Decimal(y)
        try:
            r = a / b if op == "/" else a * b
            print(trap, x, op, y, repr(r), flags(ctx))
        except decimal.DecimalException as e:
            print(trap, x, op, y, type(e).__name__, e, flags(ctx))


# The context of the operation is the current one, also after setcontext and in
# localcontext blocks; the result is a plain Decimal even for subclasses' operands.
class D(Decimal):
    pass


decimal.setcontext(decimal.Context(prec=5))
print(Decimal(1) / Decimal(7), type(D(1) + D(2)).__name__, D(1) / D(7))
with decimal.localcontext() as c:
    c.prec = 2
    c.rounding = decimal.ROUND_DOWN
    print(Decimal(2) / Decimal(3), Decimal("1.99") * Decimal(1), Decimal(1) - Decimal("0.001"))
try:
    print(Decimal("1E+999999") * Decimal(10))
except decimal.Overflow as e:
    print("Overflow", e, decimal.getcontext().flags[decimal.Overflow])
decimal.getcontext().traps[decimal.Overflow] = False
print(
    Decimal(2) / Decimal(3),
    Decimal("1E+999999") * Decimal(10),
    decimal.getcontext().flags[decimal.Overflow],
)
print(Decimal("-0") + Decimal("0"), Decimal("-0") - Decimal("0"), Decimal(5) - Decimal(5))
decimal.getcontext().rounding = decimal.ROUND_FLOOR
print(
    Decimal(5) - Decimal(5), Decimal("-1.5") + Decimal("1.50"), Decimal("1E-5") - Decimal("0.00001")
)
# Far-apart exponents: the smaller operand only breaks the tie.
decimal.setcontext(decimal.Context(prec=4))
for mode in MODES:
    decimal.getcontext().rounding = getattr(decimal, mode)
    print(
        mode[6:],
        Decimal("1.235") + Decimal("1E-100"),
        Decimal("1.235") - Decimal("1E-100"),
        Decimal("-1.235") + Decimal("1E-100"),
        Decimal("1E+100") + Decimal("-1"),
        Decimal("1.2355") + Decimal("-5E-99999"),
    )

# Operands that are ints (both orders), floor division, and comparisons with ints.
decimal.setcontext(decimal.Context(prec=6))
ctx = decimal.getcontext()
for x in ["7", "-7", "7.5", "-0.25", "1E+3", "123456.789", "0", "-0", "1E-3", "99999.9"]:
    d = Decimal(x)
    ctx.clear_flags()
    print(
        x,
        d + 8,
        8 + d,
        d - 3,
        3 - d,
        d * 12,
        12 * d,
        d / 4,
        4 / d if d else "-",
        d // 2,
        25 // d if d else "-",
        d // Decimal("0.3"),
        -d // 7,
        d == 7,
        d < 7,
        d <= -7,
        d > 0,
        d >= 10**6,
        d != 0,
        7 == d,
        0 < d,
        flags(ctx),
    )
for a, b in [("1E+10", "3"), ("-1E+10", "7"), ("5E-3", "2E-3"), ("1", "1E-10")]:
    ctx.clear_flags()
    try:
        print(a, b, Decimal(a) // Decimal(b), flags(ctx))
    except decimal.DecimalException as e:
        print(a, b, type(e).__name__, flags(ctx))
big = 10**40 + 7
print(
    Decimal(3) + big,
    big - Decimal("0.5"),
    Decimal(big) == big,
    Decimal(big) < big + 1,
    Decimal("1E+40") > big,
    -big // Decimal("1E+36"),
    flags(ctx),
)
ctx.traps[decimal.Inexact] = True
try:
    print(Decimal(1) / 3)
except decimal.Inexact as e:
    print("Inexact", e, flags(ctx))
print(Decimal(1) / 4, Decimal(10) // 4)
