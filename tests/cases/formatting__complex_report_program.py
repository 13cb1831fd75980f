data = [("Widgets", 1520, 12.5), ("Gadgets", 87, 199.99), ("Thingamajigs", 12050, 0.35), ("Gizmos", 0, 49.0)]
header = f"{'Product':<14}|{'Qty':>7}|{'Price':>9}|{'Total':>12}"
print(header)
print("-" * len(header))
grand = 0
for name, qty, price in data:
    total = qty * price
    grand += total
    print(f"{name:<14}|{qty:>7,}|{price:>9.2f}|{total:>12,.2f}")
print("=" * len(header))
print(f"{'TOTAL':<14}|{sum(q for _, q, _ in data):>7,}|{'':>9}|{grand:>12,.2f}")
print("%-14s|%7d|%9s|%12.2f" % ("avg", sum(q for _, q, _ in data) // len(data), "-", grand / len(data)))
print("{:<14}|{:>7.1%}|".format("share top", max(q for _, q, _ in data) / sum(q for _, q, _ in data)))
