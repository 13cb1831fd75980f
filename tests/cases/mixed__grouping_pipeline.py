SALES = [
    ("2024-01-03", "north", "widget", 3, 9.99),
    ("2024-01-05", "south", "gadget", 1, 24.50),
    ("2024-01-09", "north", "gadget", 2, 24.50),
    ("2024-02-11", "east", "widget", 10, 9.49),
    ("2024-02-14", "south", "widget", 4, 9.99),
    ("2024-02-20", "north", "gizmo", 1, 99.00),
    ("2024-03-01", "east", "gadget", 5, 23.00),
    ("2024-03-15", "south", "gizmo", 2, 95.00),
    ("2024-03-30", "north", "widget", 7, 9.49),
]


def records(rows):
    for date, region, product, qty, price in rows:
        year, month, day = (int(p) for p in date.split("-"))
        yield {"month": month, "region": region, "product": product, "revenue": qty * price, "qty": qty}


def group_by(items, key):
    groups = {}
    for item in items:
        groups.setdefault(item[key], []).append(item)
    return groups


def summarize(groups):
    return {k: (len(v), round(sum(i["revenue"] for i in v), 2)) for k, v in groups.items()}


recs = list(records(SALES))
for key in ["region", "product", "month"]:
    print(f"by {key}:")
    for k, (n, total) in sorted(summarize(group_by(recs, key)).items(), key=lambda kv: -kv[1][1]):
        print(f"  {str(k):<8} n={n}  revenue={total:>8.2f}")

pivot = {}
for r in recs:
    pivot.setdefault(r["region"], {}).setdefault(r["product"], 0)
    pivot[r["region"]][r["product"]] += r["qty"]
products = sorted({r["product"] for r in recs})
print(f"{'':8}" + "".join(f"{p:>8}" for p in products) + f"{'total':>8}")
for region in sorted(pivot):
    row = pivot[region]
    print(f"{region:8}" + "".join(f"{row.get(p, 0):>8}" for p in products) + f"{sum(row.values()):>8}")
best = max(recs, key=lambda r: r["revenue"])
print("best single sale:", best["product"], best["region"], f"{best['revenue']:.2f}")
