import operator
from functools import reduce

SALES = """region|product|units|price
north|widget|12|2.50
south|widget|7|2.50
north|gadget|3|19.99
east|gizmo|40|0.75
south|gadget|5|19.99
east|widget|1|2.50
north|gizmo|16|0.75
"""

header, *lines = SALES.strip().splitlines()
fields = header.split("|")
rows = [dict(zip(fields, line.split("|"))) for line in lines]
for r in rows:
    r["units"] = int(r["units"])
    r["price"] = float(r["price"])
    r["revenue"] = round(operator.mul(r["units"], r["price"]), 2)

get_rev = operator.itemgetter("revenue")
total = reduce(operator.add, map(get_rev, rows))
print(f"total revenue: {total:.2f}")
by_region = {}
for r in rows:
    by_region[r["region"]] = operator.add(by_region.get(r["region"], 0), r["revenue"])
for region, rev in sorted(by_region.items(), key=operator.itemgetter(1), reverse=True):
    print(f"{region:<6} {rev:>8.2f} {rev / total:>7.1%}")
best = max(rows, key=get_rev)
print("best line:", operator.itemgetter("region", "product")(best), best["revenue"])
units = list(map(operator.itemgetter("units"), rows))
print(units, reduce(operator.add, units), reduce(max, units), sum(map(operator.mul, units, [r["price"] for r in rows])))
expensive = list(filter(lambda r: operator.gt(r["price"], 2.5), rows))
print([operator.itemgetter("product")(r) for r in expensive])
print(sorted({r["product"] for r in rows}), operator.countOf([r["product"] for r in rows], "widget"))
print(list(map(operator.truediv, [10, 9, 8], [4, 3, 2])), list(map(operator.pow, [2, 3], [5, 2])))
