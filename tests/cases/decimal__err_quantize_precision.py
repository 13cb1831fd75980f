from decimal import Decimal, localcontext, ExtendedContext

with localcontext(ExtendedContext) as ctx:
    print(Decimal("123456789012").quantize(Decimal("0.001")), ctx.flags)
with localcontext() as ctx:
    ctx.prec = 10
    print(Decimal("12345.6789").quantize(Decimal("0.01")))
    print(Decimal("1234567.891").quantize(Decimal("0.001")))
    print(Decimal("12345678.91").quantize(Decimal("0.001")))
