from decimal import Decimal, localcontext, getcontext

for x in ["2", "0.5", "10", "1e-10", "123456789", "0.0001", "1", "0"]:
    d = Decimal(x)
    print(x, d.sqrt(), d.exp() if d < 100 else "-", d.ln() if d else "-", d.log10() if d else "-")

for p in (5, 10, 30, 60):
    with localcontext() as ctx:
        ctx.prec = p
        print(p, Decimal(2).sqrt(), Decimal(1).exp())
        print(p, Decimal(10).ln(), Decimal(2).log10())

print(Decimal(-1).exp(), Decimal("-Infinity").exp(), Decimal("Infinity").ln(), Decimal(0).ln(), Decimal(100).log10(), Decimal("0.001").log10())
print(Decimal(2) ** 10, Decimal("1.1") ** 20, Decimal(2) ** -3, Decimal("0.5") ** 100, Decimal(-3) ** 3, Decimal(10) ** -2)
print(Decimal(2) ** Decimal("0.5"), Decimal(16) ** Decimal("0.25"), Decimal(9) ** Decimal("1.5"), Decimal("1e100") ** Decimal("0.01"))
ctx = getcontext()
print(ctx.power(Decimal(3), 200, 1000), ctx.power(7, 3, 5), ctx.power(-7, 3, 5))
print(Decimal(4).sqrt(), Decimal("0.04").sqrt(), Decimal("1e-8").sqrt(), Decimal("1.44e100").sqrt(), Decimal(0).sqrt(), Decimal("-0").sqrt())

# Compound interest: 5% a year compounded monthly for 10 years, then continuously.
getcontext().prec = 28
principal = Decimal("10000")
rate = Decimal("0.05")
monthly = principal * (1 + rate / 12) ** 120
continuous = principal * (rate * 10).exp()
print(monthly.quantize(Decimal("0.01")), continuous.quantize(Decimal("0.01")))
years = (Decimal(2).ln() / (1 + rate).ln())
print("doubling time:", years.quantize(Decimal("0.001")))
print(Decimal(2).logb(), Decimal("0.001").logb(), Decimal(2).ln().exp())
