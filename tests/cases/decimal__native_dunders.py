# Decimal's operators and comparisons are native for finite operands and fall back to the
# Python methods otherwise: reflected operations with ints, subclasses, other types, special
# values, the dunders called by name (with a context argument too), traps raised from the
# fallback, and the current context kept in step through setcontext and localcontext.
import decimal
from decimal import Decimal, localcontext
from fractions import Fraction


class D2(Decimal):
    pass


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, r)
    except Exception as e:
        print(label, "raises", type(e).__name__)


a, b = Decimal("7.25"), Decimal("-3")
for name, f in [
    ("3 + a", lambda: 3 + a),
    ("3 - a", lambda: 3 - a),
    ("3 * a", lambda: 3 * a),
    ("3 / a", lambda: 3 / a),
    ("30 // a", lambda: 30 // a),
    ("a // b", lambda: a // b),
    ("-30 // a", lambda: -30 // a),
    ("a + 2**70", lambda: a + 2**70),
    ("2**70 - a", lambda: 2**70 - a),
    ("a + True", lambda: a + True),
    ("a + 1.5", lambda: a + 1.5),
    ("1.5 * a", lambda: 1.5 * a),
    ("a + 'x'", lambda: a + "x"),
    ("a * [1]", lambda: a * [1]),
    ("a + Fraction", lambda: a + Fraction(1, 2)),
    ("D2 + a", lambda: D2("1.5") + a),
    ("a + D2", lambda: a + D2("1.5")),
    ("D2 - D2", lambda: D2("1.5") - D2("0.25")),
    ("a / 0", lambda: a / 0),
    ("0 / a", lambda: 0 / a),
    ("a // 0", lambda: a // 0),
    ("a + inf", lambda: a + Decimal("Infinity")),
    ("nan * a", lambda: Decimal("NaN") * a),
    ("a - a", lambda: a - a),
    ("0 + a", lambda: Decimal(0) + a),
    ("Decimal.__add__(a, b)", lambda: Decimal.__add__(a, b)),
    ("a.__radd__(1)", lambda: a.__radd__(1)),
    ("a.__rsub__(1)", lambda: a.__rsub__(1)),
    ("a.__rtruediv__(1)", lambda: a.__rtruediv__(1)),
    ("a.__rfloordiv__(100)", lambda: a.__rfloordiv__(100)),
    ("a.__eq__(7.25)", lambda: a.__eq__(7.25)),
    ("a.__eq__('x')", lambda: a.__eq__("x")),
    ("a.__lt__('x')", lambda: a.__lt__("x")),
    ("a.__ne__(b)", lambda: a.__ne__(b)),
    ("Decimal.__lt__(b, a)", lambda: Decimal.__lt__(b, a)),
]:
    show(name, f)

print(Decimal.__add__.__name__, Decimal.__eq__.__name__, Decimal.__ne__.__name__)

# Comparisons: every operator against Decimals, ints, floats, Fractions, subclasses, specials.
others = [
    Decimal("7.25"),
    Decimal("7.250"),
    Decimal("-7.25"),
    D2("7.25"),
    7,
    8,
    -(2**80),
    7.25,
    7.5,
    Fraction(29, 4),
    Decimal("Infinity"),
    Decimal("-Infinity"),
    Decimal("NaN"),
    "7.25",
    None,
]
for x in [a, D2("7.25"), Decimal("NaN"), Decimal("-0"), Decimal("0E+5")]:
    for y in others:
        row = []
        for op, f in [
            ("==", lambda: x == y),
            ("!=", lambda: x != y),
            ("<", lambda: x < y),
            ("<=", lambda: x <= y),
            (">", lambda: x > y),
            (">=", lambda: x >= y),
        ]:
            try:
                row.append(str(f()))
            except Exception as e:
                row.append(type(e).__name__)
        print(repr(x), repr(y), " ".join(row))
        # Reflected: the other operand first.
        try:
            print("  rev", y == x, y != x, y < x if not isinstance(y, (str, type(None))) else "-")
        except Exception as e:
            print("  rev", type(e).__name__)

# Signaling NaNs: == and != signal InvalidOperation (trapped by default), < always does.
snan = Decimal("sNaN")
for f in [lambda: snan == a, lambda: snan != a, lambda: a != snan, lambda: snan < a]:
    show("snan", f)
with localcontext() as ctx:
    ctx.traps[decimal.InvalidOperation] = False
    print(snan == a, snan != a, Decimal("NaN") < a, ctx.flags[decimal.InvalidOperation])

# The current context: setcontext, localcontext and attribute changes reach the native core.
decimal.setcontext(decimal.Context(prec=5))
print(Decimal(1) / 7, Decimal(2) / 3)
with localcontext(prec=12, rounding=decimal.ROUND_DOWN):
    print(Decimal(1) / 7, Decimal(2) / 3)
    with localcontext(decimal.ExtendedContext):
        print(Decimal(1) / 7, Decimal(1) / 0)
print(Decimal(1) / 7)
decimal.getcontext().prec = 3
print(Decimal(1) / 7, Decimal("1.23456") + 0)
decimal.getcontext().rounding = decimal.ROUND_CEILING
print(Decimal(1) / 7, -Decimal(1) / 7)
decimal.setcontext(decimal.DefaultContext)
print(Decimal(1) / 7, decimal.getcontext() is decimal.DefaultContext)
decimal.DefaultContext.prec = 4
print(Decimal(1) / 7)

# Traps raised for conditions the native path computes: it leaves them to Python.
ctx = decimal.Context(prec=3, traps=[decimal.Inexact, decimal.Rounded])
decimal.setcontext(ctx)
for f in [lambda: Decimal(1) / 3, lambda: Decimal("1.234") + 1, lambda: Decimal("1.5") * 2]:
    show("trap", f)
ctx.traps[decimal.Inexact] = False
ctx.traps[decimal.Rounded] = False
ctx._ignore_flags(decimal.Rounded) if hasattr(ctx, "_ignore_flags") else None
print(Decimal(1) / 3, sorted(k.__name__ for k, v in ctx.flags.items() if v))
ctx = decimal.Context(prec=3, Emax=5, Emin=-5)
decimal.setcontext(ctx)
for f in [
    lambda: Decimal(999) * 1000,
    lambda: Decimal("1E-5") / 1000,
    lambda: Decimal("9.99E+5") + Decimal("1E+3"),
]:
    show("limits", f)
print(sorted(k.__name__ for k, v in ctx.flags.items() if v))

# The flags and traps of one context changed between operations: each operation sees them.
ctx = decimal.Context(prec=4)
decimal.setcontext(ctx)
x = Decimal(1) / 3
print(x, sorted(k.__name__ for k, v in ctx.flags.items() if v))
ctx.traps[decimal.Inexact] = True
show("now trapped", lambda: Decimal(2) / 3)
show("exact", lambda: Decimal(2) / 4)
ctx.traps[decimal.Inexact] = False
ctx.clear_flags()
print(Decimal(2) / 3, sorted(k.__name__ for k, v in ctx.flags.items() if v))
ctx.flags[decimal.Rounded] = False
print(Decimal(5) / 7, sorted(k.__name__ for k, v in ctx.flags.items() if v))
ctx.flags = {k: k is decimal.Clamped for k in ctx.flags.keys()}
print(Decimal(5) / 7, sorted(k.__name__ for k, v in ctx.flags.items() if v))
ctx.traps = {k: k is decimal.Rounded for k in ctx.traps.keys()}
show("rounded trapped", lambda: Decimal("1.23456") + 1)
ctx.traps = {k: False for k in ctx.traps.keys()}
print(Decimal("1.23456") + 1, sorted(k.__name__ for k, v in ctx.flags.items() if v))
c2 = ctx.copy()
decimal.setcontext(c2)
print(Decimal(1) / 9, sorted(k.__name__ for k, v in c2.flags.items() if v))
decimal.setcontext(ctx)
ctx.clear_flags()
print(Decimal(1) / 9, sorted(k.__name__ for k, v in ctx.flags.items() if v))
