# Decimal(int), Decimal(Decimal) and Decimal(plain numeric string) are built natively, every
# other argument by the Python constructor; sums with a zero operand are native too (the
# signs of zero under each rounding mode, the padding bounded by the precision).
import decimal
from decimal import Decimal


class D2(Decimal):
    pass


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r), r.as_tuple() if isinstance(r, Decimal) else "")
    except Exception as e:
        print(label, "raises", type(e).__name__, e)


TEXTS = [
    "0",
    "-0",
    "+0",
    "007",
    "-007.50",
    "1.",
    ".5",
    "-.5",
    "+.5e3",
    "1e5",
    "1E+5",
    "1e-5",
    "12.345e-2",
    "-0.000",
    "0e10",
    "-0E-10",
    " 42 ",
    "\t\n3.25\r\f\v",
    "1_000",
    "1__0",
    "١٢٣",
    "1e",
    "e5",
    ".",
    "-",
    "+",
    "",
    " ",
    "1.2.3",
    "1e5.5",
    "1e+-5",
    "--1",
    "0x10",
    "Infinity",
    "-inf",
    "NaN",
    "nan123",
    "sNaN",
    "-sNaN7",
    "1e999999999999999999",
    "1e-999999999999999999",
    "123456789012345678901234567890.5",
    "9" * 50,
    "0" * 30 + "1",
    "1" + "0" * 40 + "e-40",
    "1 2",
    "１２",
]
for t in TEXTS:
    show(repr(t), lambda: Decimal(t))
for v in [
    0,
    -1,
    7,
    True,
    False,
    2**100,
    -(2**100),
    Decimal("1.50"),
    Decimal("-NaN5"),
    Decimal("-Infinity"),
    D2("2.5"),
    (0, (1, 2), -1),
    [1, (5,), 2],
    1.25,
    None,
    3j,
]:
    show(repr(v), lambda: Decimal(v))
show("D2(5)", lambda: D2(5))
show("D2('1.5')", lambda: D2("1.5"))
show("value=", lambda: Decimal(value="2.5"))
show("context", lambda: Decimal("1.23456789", decimal.Context(prec=3)))
show("no args", lambda: Decimal())
show("bad context", lambda: Decimal("1", 5))
ctx = decimal.Context(traps=[])
show("untrapped invalid", lambda: ctx.create_decimal("abc"))

# Sums with zeros, every rounding mode.
ZEROS = ["0", "-0", "0E-5", "-0E+3", "0.000"]
NUMS = ["1", "-1", "1.5E+10", "-2.25E-7", "123456789", "9.99999999E-20"]
for mode in ["ROUND_FLOOR", "ROUND_CEILING", "ROUND_HALF_EVEN", "ROUND_DOWN", "ROUND_05UP"]:
    decimal.setcontext(decimal.Context(prec=5, rounding=getattr(decimal, mode), Emin=-30, Emax=30))
    out = []
    for z in ZEROS:
        for y in ZEROS + NUMS:
            a, b = Decimal(z), Decimal(y)
            out.append(f"{a + b!r}/{a - b!r}/{b + a!r}/{b - a!r}")
    print(mode, " ".join(out))
    print(" ", sorted(k.__name__ for k, v in decimal.getcontext().flags.items() if v))
decimal.setcontext(decimal.Context(prec=3, Emax=5, Emin=-5, clamp=1))
for f in [
    lambda: Decimal("0E+10") + 0,
    lambda: Decimal("0E-20") - Decimal(0),
    lambda: Decimal(0) + Decimal("1E+5"),
    lambda: Decimal("0E-9") + Decimal("1E+5"),
    lambda: Decimal("0E-9") + Decimal("9.999E-3"),
]:
    show("clamp", f)
print(sorted(k.__name__ for k, v in decimal.getcontext().flags.items() if v))
