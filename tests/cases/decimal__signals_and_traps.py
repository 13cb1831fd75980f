import decimal
from decimal import (Decimal, Context, localcontext, getcontext, DivisionByZero, InvalidOperation, Overflow,
                     Underflow, Inexact, Rounded, Subnormal, Clamped, DivisionUndefined, DecimalException)

def attempt(label, f):
    try:
        print(label, "->", f())
    except DivisionByZero as e:
        print(label, "DivisionByZero", e)
    except InvalidOperation as e:
        print(label, "InvalidOperation", e)
    except Overflow as e:
        print(label, "Overflow", e)
    except DecimalException as e:
        print(label, "DecimalException", e)

attempt("1/0", lambda: Decimal(1) / 0)
attempt("0/0", lambda: Decimal(0) / 0)
attempt("x//0", lambda: Decimal(5) // 0)
attempt("x%0", lambda: Decimal(5) % 0)
attempt("divmod", lambda: divmod(Decimal(5), 0))
attempt("sqrt(-1)", lambda: Decimal(-1).sqrt())
attempt("inf-inf", lambda: Decimal("Infinity") - Decimal("Infinity"))
attempt("big", lambda: Decimal("9e999999") * 10)
attempt("ln(-1)", lambda: Decimal(-1).ln())
attempt("quantize", lambda: Decimal(10 ** 30).quantize(Decimal("0.1")))
attempt("snan", lambda: Decimal("sNaN") + 1)
attempt("parse", lambda: Decimal("1.2.3"))

print(issubclass(DivisionByZero, ZeroDivisionError), issubclass(DivisionUndefined, ZeroDivisionError),
      issubclass(Overflow, Inexact), issubclass(Underflow, Subnormal), issubclass(decimal.FloatOperation, TypeError))
try:
    Decimal(7) / 0
except ZeroDivisionError as e:
    print("as ZeroDivisionError:", e, e.args[0] == [DivisionByZero])
try:
    Decimal(0) / 0
except ArithmeticError as e:
    print("as ArithmeticError:", e, isinstance(e, InvalidOperation), e.args[0] == [DivisionUndefined])

with localcontext(Context(traps=[])) as ctx:
    print(Decimal(1) / 0, Decimal(0) / 0, Decimal(-1).sqrt(), Decimal("9e999999") * 10, Decimal("1e-999999") / 10 ** 30)
    print(ctx)
    print(ctx.flags[DivisionByZero], ctx.flags[InvalidOperation], ctx.flags[Overflow], ctx.flags[Underflow], ctx.flags[Clamped])

with localcontext() as ctx:
    ctx.traps[Inexact] = True
    print(Decimal(1) / 4)
    attempt("1/3 inexact", lambda: Decimal(1) / 3)
    ctx.traps[Inexact] = False
    ctx.traps[Rounded] = True
    attempt("rounded", lambda: Decimal("1.00000000000000000000000000001") + 0)
    ctx.traps[Rounded] = False
    ctx.Emax = 5
    ctx.traps[Overflow] = True
    ctx.traps[Inexact] = True
    attempt("overflow+inexact", lambda: Decimal(999999) * 10)

ctx = getcontext()
ctx.clear_flags()
Decimal(2) / 3
names = [("Inexact", Inexact), ("Rounded", Rounded), ("Overflow", Overflow), ("Clamped", Clamped)]
print([n for n, k in names if ctx.flags[k]], len(ctx.flags), Inexact in ctx.flags)
print(ctx.traps)
ctx.traps[DivisionByZero] = False
print(Decimal(-3) / 0, ctx.flags[DivisionByZero])
ctx.traps[DivisionByZero] = True
