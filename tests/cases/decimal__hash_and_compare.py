from decimal import Decimal
from fractions import Fraction

pairs = [("0.5", 0.5), ("1", 1), ("-1", -1), ("1.00", 1), ("0", 0), ("-0", 0), ("2.5", Fraction(5, 2)),
         ("1e20", 10 ** 20), ("0.1", 0.1), ("123.456", None), ("Infinity", float("inf")), ("-Infinity", float("-inf"))]
for s, other in pairs:
    d = Decimal(s)
    line = [s, hash(d)]
    if other is not None:
        line += [hash(d) == hash(other), d == other]
    print(*line)

prices = {Decimal("9.99"): "basic", Decimal("19.990"): "plus", Decimal(5): "five"}
print(prices[Decimal("9.990")], prices[Decimal("19.99")], prices[5], prices.get(5.0), Decimal("5.00") in prices)
print(sorted({Decimal("1.0"), Decimal("1.00"), Decimal(1), Decimal("2")}) == [1, 2], len({Decimal("1.0"), Decimal("1.00"), 1, 1.0}))

vals = [Decimal("3.14"), Decimal("-2"), Decimal("2.718"), Decimal("1e-3"), Decimal("100"), Decimal("-0.5")]
print(sorted(vals), max(vals), min(vals), sorted(vals, key=abs))
print(Decimal("1.5") < 2, 2 > Decimal("1.5"), Decimal(3) == 3, Decimal("3.0") != 3, Decimal("0.1") == 0.1, Decimal("0.5") <= 0.5)
print(Decimal(1) < Fraction(3, 2), Decimal("1.5") == Fraction(3, 2), Decimal("0.3333") < Fraction(1, 3))
print(Decimal("NaN") == Decimal("NaN"), Decimal("NaN") != Decimal("NaN"), Decimal("Infinity") > 10 ** 100)
print(Decimal(1).compare(2), Decimal(2).compare(Decimal("2.0")), Decimal("NaN").compare(1), Decimal(-1).compare_total(Decimal("-1.0")))
print(Decimal("1.0").max(Decimal("1")), Decimal(-3).max_mag(2), Decimal(-3).min_mag(2), Decimal("NaN").max(5), Decimal(7).min(Decimal("sNaN")) if False else "-")
print(Decimal("7").compare_total_mag(Decimal("-8")), Decimal("2.50").compare_total(Decimal("2.5")))
try:
    Decimal("NaN") < 1
except Exception as e:
    print("InvalidOperation" if isinstance(e, ArithmeticError) else "?", e)
print(Decimal("-0") == Decimal("0"), hash(Decimal("-0")) == hash(0), Decimal("0e5") == 0)
try:
    hash(Decimal("sNaN"))
except TypeError as e:
    print(e)
