from decimal import Decimal, localcontext, ROUND_DOWN

values = [Decimal("1234567.891"), Decimal("-0.000123"), Decimal("0"), Decimal("-0"), Decimal("42"),
          Decimal("1E+7"), Decimal("2.5"), Decimal("Infinity"), Decimal("-NaN")]
specs = ["", ".2f", ",.2f", ",", ".3", ".3e", "E", "g", ".2%", ">14.2f", "<12", "^12.1f", "+.1f", " .1f", "014.3f", "=+12.2f", "*>12,.0f", "z.2f", "n", ".0f", "e"]
for v in values:
    print(repr(v))
    print("   ", " | ".join(format(v, s) for s in specs))

price = Decimal("1999.5")
qty = 3
print(f"Total: {price * qty:,.2f} EUR | {price:>10.1f} | {price:010.2f} | {price:.2e} | {Decimal('0.0725'):.1%}")
with localcontext() as ctx:
    ctx.rounding = ROUND_DOWN
    print(format(Decimal("1.99"), ".1f"), format(Decimal("-1.99"), ".1f"), f"{Decimal('2.675'):.2f}")
print("{:.3f} {:>8} {!s} {!r}".format(Decimal("3.14159"), Decimal("2.5"), Decimal("1e3"), Decimal("7")))
for bad in ["x", "_", "#.2f", ".2d", "10z"]:
    try:
        format(Decimal(1), bad)
    except ValueError as e:
        print(repr(bad), e)
