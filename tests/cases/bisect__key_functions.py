import bisect

INVENTORY = """widget 2.50
gadget 19.99
gizmo 0.75
doohickey 7.25
thingamajig 12.00
"""
items = sorted(((name, float(price)) for name, price in (line.split() for line in INVENTORY.strip().splitlines())), key=lambda t: t[1])
print(items)
price = lambda t: t[1]
for budget in [0.5, 0.75, 5, 12.0, 100]:
    i = bisect.bisect_right(items, budget, key=price)
    print(budget, [n for n, _ in items[:i]])
print(bisect.bisect_left(items, 12.0, key=price), bisect.bisect_right(items, 12.0, key=price))
records = [(1, "a"), (2, "b"), (2, "c"), (2, "d"), (3, "e")]
first = lambda r: r[0]
lo = bisect.bisect_left(records, 2, key=first)
hi = bisect.bisect_right(records, 2, key=first)
print(lo, hi, records[lo:hi])
print(bisect.bisect_left(records, 2, lo=2, key=first), bisect.bisect_right(records, 2, hi=3, key=first), bisect.bisect(records, 9, key=first))
print(bisect.bisect_left(["Apple", "banana", "Cherry"], "b", key=str.lower))
