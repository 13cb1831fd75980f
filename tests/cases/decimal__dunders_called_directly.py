# Decimal's dunders called by name behave as C _decimal's: a binary operator given an operand
# it does not support returns NotImplemented (the interpreter then raises, naming the type as
# 'decimal.Decimal'), an unbound comparison checks its receiver, exponents beyond C's range are
# refused, and __init__ is object's, so calling it again never changes the (immutable) value.
import decimal
from decimal import Decimal


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, r)
    except Exception as e:
        print(label, "raises", type(e).__name__, e)


one = Decimal(1)
for name in [
    "__add__",
    "__radd__",
    "__sub__",
    "__rsub__",
    "__mul__",
    "__rmul__",
    "__truediv__",
    "__rtruediv__",
    "__floordiv__",
    "__rfloordiv__",
    "__mod__",
    "__rmod__",
    "__divmod__",
    "__rdivmod__",
    "__pow__",
    "__rpow__",
]:
    show(name + " float", lambda: getattr(one, name)(1.5))
    show(name + " str", lambda: getattr(one, name)("2"))
    show(name + " None", lambda: getattr(one, name)(None))
    show(name + " int", lambda: getattr(one, name)(2))
for name in ["__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"]:
    show(name + " None", lambda: getattr(one, name)(None))
    show(name + " str", lambda: getattr(one, name)("1"))
    show("unbound " + name + " None", lambda: getattr(Decimal, name)(one, None))
    show("unbound " + name + " receiver None", lambda: getattr(Decimal, name)(None, one))
    show("unbound " + name + " receiver int", lambda: getattr(Decimal, name)(1, one))

# The operators themselves: the interpreter's TypeError names C's type.
show("+ float", lambda: one + 1.5)
show("float +", lambda: 1.5 + one)
show("- None", lambda: one - None)
show("None *", lambda: None * one)
show("/ str", lambda: one / "2")
show("// list", lambda: one // [])
show("% float", lambda: one % 1.5)
show("** float", lambda: one**1.5)
show("divmod float", lambda: divmod(one, 1.5))
show("float divmod", lambda: divmod(1.5, one))


def iadd():
    x = Decimal(1)
    x += 1.5
    return x


show("+= float", iadd)
show("== None", lambda: one == None)  # noqa: E711
show("< None", lambda: one < None)
show("< float", lambda: one < 1.5)


class Other:
    def __radd__(self, other):
        return "Other.__radd__"

    def __rmul__(self, other):
        return "Other.__rmul__"


show("+ Other", lambda: one + Other())
show("* Other", lambda: one * Other())

# Exponents: C _decimal accepts adjusted exponents within [MIN_ETINY, MAX_EMAX] and refuses
# larger ones with InvalidOperation (ConversionSyntax) when the trap is set.
for text in [
    "1e999999999999999999",
    "1e-999999999999999999",
    "1e1000000000000000000",
    "-1e-1000000000000000000",
    "123e999999999999999997",
    "123e999999999999999998",
    "0.001e-999999999999999999",
    "1e-1000000000000000016",
    "1e-1000000000000000017",
    "1e9999999999999999999999",
    "-1e-9999999999999999999999",
    "0e9999999999999999999999",
    "nan",
    "1e425000000",
]:
    show("Decimal(%r)" % text, lambda: repr(Decimal(text)))
with decimal.localcontext() as ctx:
    ctx.traps[decimal.InvalidOperation] = False
    show("untrapped huge", lambda: repr(Decimal("1e1000000000000000000")))
    print("flag", ctx.flags[decimal.InvalidOperation])
for t in [
    (0, (1,), 10**18),
    (0, (1,), 999999999999999999),
    (0, (1,), -(10**18) - 17),
    (1, (1, 2), -(10**18) - 15),
    (0, (1,), 2**63),
]:
    show("tuple %r" % (t,), lambda: repr(Decimal(t)))

# __init__ is object.__init__: calling it again leaves the value as it was.
d = Decimal(5)
show("init 7", lambda: d.__init__(7))
show("init none", lambda: d.__init__())
show("init str", lambda: d.__init__("9.5", decimal.getcontext()))
print(repr(d), d + 1, hash(d) == hash(Decimal(5)))
x = Decimal("1.25")
Decimal.__init__(x, "3")
print(repr(x))
