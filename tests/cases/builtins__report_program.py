raw = """region,product,units,price
north,apple,120,0.5
south,apple,80,0.55
north,pear,45,0.75
east,apple,200,0.45
south,pear,60,0.8
east,plum,30,1.25
north,plum,15,1.3"""
lines = raw.splitlines()
header = lines[0].split(",")
rows = [dict(zip(header, l.split(","))) for l in lines[1:]]
for r in rows:
    r["units"] = int(r["units"])
    r["price"] = float(r["price"])
    r["revenue"] = round(r["units"] * r["price"], 2)
totals = {}
for r in rows:
    totals[r["region"]] = totals.get(r["region"], 0) + r["revenue"]
print(f"{'region':<8}{'revenue':>10}{'share':>8}")
grand = sum(totals.values())
for region, rev in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{region:<8}{rev:>10.2f}{rev / grand:>8.1%}")
print("-" * 26)
print(f"{'total':<8}{grand:>10.2f}")
best = max(rows, key=lambda r: r["revenue"])
print("best:", best["region"], best["product"], best["revenue"])
units = sorted(r["units"] for r in rows)
n = len(units)
print("median units:", units[n // 2] if n % 2 else (units[n // 2 - 1] + units[n // 2]) / 2)
print("products:", sorted({r["product"] for r in rows}))
