from decimal import Decimal, InvalidOperation

rows = ["12.50", " 7 ", "1_000.25", "3e2", "-0.75"]
total = Decimal(0)
for r in rows:
    total += Decimal(r)
print("total", total)
try:
    Decimal("12,50")
except InvalidOperation as e:
    print("caught:", e, isinstance(e, ArithmeticError))
print(Decimal("NaN") + 1, Decimal("-Infinity") * 2)
Decimal("twelve")
