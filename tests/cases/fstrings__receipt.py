items = [
    ("Coffee beans 1kg", 2, 18.99),
    ("Milk", 3, 1.2),
    ("Croissant", 6, 2.35),
    ("Gift card", 1, 50),
]
TAX = 0.0825
W = 40
print(f"{'GROCERY RECEIPT':^{W}}")
print("=" * W)
subtotal = 0
for name, qty, unit in items:
    line_total = qty * unit
    subtotal += line_total
    print(f"{name[:18]:<18}{qty:>3} x{unit:>7.2f}{line_total:>10.2f}")
print("-" * W)
tax = subtotal * TAX
total = subtotal + tax
for label, amount in [("Subtotal", subtotal), (f"Tax ({TAX:.2%})", tax), ("TOTAL", total)]:
    print(f"{label:<28}{amount:>12,.2f}")
print("=" * W)
paid = 200
print(f"{'Paid':<28}{paid:>12.2f}")
print(f"{'Change':<28}{paid - total:>12.2f}")
print(f"{'Items: ' + str(sum(q for _, q, _ in items)):>{W}}")
