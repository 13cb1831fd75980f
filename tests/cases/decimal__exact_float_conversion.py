from decimal import Decimal, getcontext, FloatOperation, Context

for f in [0.1, 0.5, 1 / 3, 2.675, 1e-10, -0.0, 1e22, 2.0 ** -20, 123.456]:
    d = Decimal(f)
    print(repr(f), repr(d))
    print("   ", d.as_integer_ratio() == f.as_integer_ratio(), float(d) == f, len(d.as_tuple().digits))

print(Decimal.from_float(0.25), Decimal.from_float(7), Decimal.from_float(float("inf")), Decimal.from_float(float("-nan")))
print(Decimal("3.75").as_integer_ratio(), Decimal("-0.125").as_integer_ratio(), Decimal("1E+3").as_integer_ratio())
print(int(Decimal("12.99")), int(Decimal("-12.99")), float(Decimal("0.1")), float(Decimal("-Infinity")), float(Decimal("nan")))
print(Context(prec=6).create_decimal_from_float(0.1), Context(prec=3).create_decimal(3.14159))
print(Decimal(0.1) + Decimal("0.2"), Decimal("0.1") + Decimal("0.2"))

ctx = getcontext()
ctx.clear_flags()
print(Decimal(1.5) == 1.5, ctx.flags[FloatOperation])
ctx.clear_flags()
print(Decimal("0.1") < 0.2, ctx.flags[FloatOperation])
ctx.traps[FloatOperation] = True
try:
    Decimal(0.5)
except FloatOperation as e:
    print("trapped:", e)
print(Decimal("1.5") == 1.5)
try:
    print(Decimal("1.5") < 2.5)
except FloatOperation as e:
    print("trapped compare:", e)
ctx.traps[FloatOperation] = False
print(Decimal(2.5) * 2, Decimal(2 ** 0.5).quantize(Decimal("1e-10")))
