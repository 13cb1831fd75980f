from decimal import Decimal, Context, getcontext

samples = [
    "0", "-0", "0.00", "-0.00", "1E+2", "100", "1.000", "123.456", "-123.456e-7",
    "1e-6", "1e-7", "0.000001", "0.0000001", "1.5e10", "12345678901234567890",
    "1E+999999", "-5e-999999", "Infinity", "-inf", "NaN", "-nan", "sNaN", "nan123",
    "-sNaN42", "  42  ", "1_000_000", "+7", ".5", "5.", "0e10", "0E-10", "-0e+3",
]
for s in samples:
    d = Decimal(s)
    print(f"{s!r:<24} str={str(d):<26} repr={d!r} eng={d.to_eng_string()}")

print(Decimal(10) ** 3, Decimal("1000").normalize(), Decimal("1.2300").normalize(), Decimal("-0.000").normalize())
print(Decimal(123456789), Decimal(-2 ** 70), Decimal(True), Decimal(False))
print([str(Decimal(x).scaleb(-4)) for x in (1, 12, 123000)])
print(Decimal("12.3400").as_tuple())
print(Decimal("-Infinity").as_tuple(), Decimal("NaN7").as_tuple())
print(Decimal((1, (3, 1, 4, 1, 5), -4)), Decimal((0, (0,), 5)), Decimal((0, (), "F")), Decimal([1, [2, 7], 1]))
getcontext().capitals = 0
print(Decimal("1E+20"), Decimal("-3.3e-9"))
getcontext().capitals = 1
ctx = Context(prec=5)
print(ctx.to_sci_string(Decimal("123456789")), ctx.to_eng_string(Decimal("1.23E+7")), ctx.create_decimal("123456789"))
print(Decimal("1.2345e-20").adjusted(), Decimal("98765").adjusted(), Decimal("0").adjusted())
