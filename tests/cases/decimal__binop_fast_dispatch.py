# `binop` computes `Decimal op Decimal` and `Decimal op int` straight from the native core
# while Decimal's class holds the native dunders; every other case takes the generic
# dispatch. The edges: a subclass on either side (its own reflected method first), int and
# bool operands, a trapped condition raised from the fast path's fallback, the flags it sets,
# and the in-place operators.
import decimal
from decimal import Decimal, Inexact, Rounded, getcontext, localcontext


class Sub(Decimal):
    def __radd__(self, other):
        return "Sub.__radd__"

    def __add__(self, other):
        return "Sub.__add__"


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, r)
    except Exception as e:
        print(label, "raises", type(e).__name__, e)


a, b = Decimal("1.1"), Decimal("3")
show("a + b", lambda: a + b)
show("a - 7", lambda: a - 7)
show("a * True", lambda: a * True)
show("a / b", lambda: a / b)
show("a // b", lambda: b // a)
show("a + Sub", lambda: a + Sub("2"))
show("Sub + a", lambda: Sub("2") + a)
show("a + 2**80", lambda: a + 2**80)


getcontext().clear_flags()
show("1 / 3", lambda: Decimal(1) / b)
print("flags", sorted(k.__name__ for k, v in getcontext().flags.items() if v))

with localcontext() as ctx:
    ctx.prec = 5
    ctx.traps[Inexact] = True
    show("trapped a / b", lambda: a / b)
    show("exact a + b", lambda: a + b)
    print("flags", sorted(k.__name__ for k, v in ctx.flags.items() if v))
    ctx.traps[Inexact] = False
    ctx.traps[Rounded] = True
    show("trapped rounded", lambda: Decimal("123456.7") * 1)

with localcontext() as ctx:
    ctx.prec = 3
    ctx.rounding = decimal.ROUND_DOWN
    x = Decimal("9.99")
    x += Decimal("0.009")
    x *= 3
    x -= 1
    x /= 7
    x //= Decimal("0.01")
    print("in place", x)

print("prec", getcontext().prec, a + b, b * b / 7)
