sales = [
    ("north", "widgets", 120, 2.5),
    ("south", "gadgets", 45, 10.0),
    ("north", "gadgets", 30, 10.0),
    ("east", "widgets", 300, 2.25),
    ("south", "widgets", 80, 2.5),
    ("east", "gizmos", 12, 99.99),
    ("north", "gizmos", 3, 105.0),
]

def money(x):
    return f"${x:,.2f}"

by_region = {}
by_product = {}
for region, product, qty, price in sales:
    total = qty * price
    by_region[region] = by_region.get(region, 0) + total
    entry = by_product.setdefault(product, {"qty": 0, "revenue": 0.0})
    entry["qty"] += qty
    entry["revenue"] += total

width = 40
print("=" * width)
print("SALES REPORT".center(width))
print("=" * width)
print(f"{'Region':<10}{'Revenue':>15}{'Share':>15}")
print("-" * width)
grand = sum(by_region.values())
for region, rev in sorted(by_region.items(), key=lambda kv: kv[1], reverse=True):
    share = rev / grand * 100
    print(f"{region.title():<10}{money(rev):>15}{share:>14.1f}%")
print("-" * width)
print(f"{'TOTAL':<10}{money(grand):>15}")
print()
print(f"{'Product':<10}{'Qty':>6}{'Revenue':>14}{'Avg':>10}")
for product in sorted(by_product):
    e = by_product[product]
    print(f"{product:<10}{e['qty']:>6,}{money(e['revenue']):>14}{e['revenue'] / e['qty']:>10.2f}")
print()
best = max(sales, key=lambda s: s[2] * s[3])
print("Best line:", " / ".join(str(x) for x in best))
bars = {r: int(v / grand * 30) for r, v in by_region.items()}
for r in sorted(bars):
    print(f"{r:>6} |{'#' * bars[r]:<30}| {bars[r]}")
print("Regions:", ", ".join(sorted({s[0] for s in sales})))
print("Items over $50:", [p for _, p, _, price in sales if price > 50])
